// The built-in analyser's wording, in English and Danish, kept apart from its logic (analyser.ts) so the
// rules stay readable and a translator can work on this file alone. Question wording itself is not in
// SPEC.md, so each practice gets a short neutral name derived from its option keys.

import type { Category } from "./question-bank.ts";

export type Language = "en" | "da";
export type Localised = Readonly<Record<Language, string>>;

export const CATEGORY_NAMES: Readonly<Record<Category, Localised>> = {
  architecture: { en: "Architecture", da: "Arkitektur" },
  deployment: { en: "Deployment", da: "Udrulning" },
  security: { en: "Security", da: "Sikkerhed" },
  scalability: { en: "Scalability", da: "Skalerbarhed" },
};

export interface PracticeText {
  name: Localised;
  recommendation: Localised;
}

/** One entry per question id in question-bank.ts. */
export const PRACTICES: Readonly<Record<string, PracticeText>> = {
  arch_1: {
    name: { en: "Making changes to the system", da: "At foretage ændringer i systemet" },
    recommendation: {
      en:
        "Split the riskiest parts of the code base into modules with clear boundaries and automated tests, so a change touches one place and can be verified quickly.",
      da:
        "Del de mest risikable dele af kodebasen op i moduler med klare grænser og automatiske tests, så en ændring rammer ét sted og hurtigt kan verificeres.",
    },
  },
  arch_2: {
    name: { en: "Side effects of changes", da: "Utilsigtede følgevirkninger af ændringer" },
    recommendation: {
      en:
        "Reduce coupling: define explicit interfaces between components, add contract or integration tests at those seams, and track which changes cause regressions.",
      da:
        "Reducér koblingen: definér eksplicitte grænseflader mellem komponenter, tilføj kontrakt- eller integrationstests ved grænserne, og følg op på, hvilke ændringer der giver regressioner.",
    },
  },
  arch_3: {
    name: { en: "Finding and fixing problems", da: "At finde og rette fejl" },
    recommendation: {
      en:
        "Invest in observability: structured logs, metrics and tracing with correlation ids, plus runbooks for the most common failures, so the cause of a problem is found in minutes.",
      da:
        "Invester i observabilitet: strukturerede logs, metrikker og tracing med korrelations-id'er samt drejebøger for de hyppigste fejl, så årsagen til et problem findes på minutter.",
    },
  },
  arch_4: {
    name: { en: "Integrating with other systems", da: "Integration med andre systemer" },
    recommendation: {
      en:
        "Expose well-documented, versioned APIs (for example described with OpenAPI) and use them for new integrations instead of direct database access or one-off file exchanges.",
      da:
        "Udstil veldokumenterede, versionerede API'er (fx beskrevet med OpenAPI), og brug dem til nye integrationer i stedet for direkte databaseadgang eller engangsudveksling af filer.",
    },
  },
  arch_5: {
    name: { en: "Shared knowledge of the system", da: "Delt viden om systemet" },
    recommendation: {
      en:
        "Document the architecture next to the code (a short overview, diagrams and decision records) and spread knowledge through reviews and pairing, so no single developer is a bottleneck.",
      da:
        "Dokumentér arkitekturen tæt på koden (et kort overblik, diagrammer og en beslutningslog), og spred viden via reviews og parprogrammering, så ingen enkelt udvikler er en flaskehals.",
    },
  },
  deploy_1: {
    name: { en: "How often you release", da: "Hvor ofte I udgiver" },
    recommendation: {
      en:
        "Release smaller changes more often: automate build, test and deployment in a CI/CD pipeline so a release becomes routine rather than an event.",
      da:
        "Udgiv mindre ændringer oftere: automatisér build, test og udrulning i en CI/CD-pipeline, så en udgivelse bliver rutine frem for en begivenhed.",
    },
  },
  deploy_2: {
    name: { en: "Undoing a bad release", da: "At rulle en dårlig udgivelse tilbage" },
    recommendation: {
      en:
        "Make every release reversible with one command: keep the previous version deployable, use blue-green or versioned deployments, and keep database migrations backward compatible.",
      da:
        "Gør hver udgivelse reversibel med én kommando: hold den forrige version klar, brug blue-green- eller versionerede udrulninger, og hold databasemigreringer bagudkompatible.",
    },
  },
  deploy_3: {
    name: { en: "Noticing problems after a release", da: "At opdage problemer efter en udgivelse" },
    recommendation: {
      en:
        "Set up automated monitoring and alerts on error rates, latency and key business events, so your team hears about problems before your customers do.",
      da:
        "Opsæt automatisk overvågning og alarmer på fejlrater, svartider og vigtige forretningshændelser, så teamet hører om problemer før kunderne.",
    },
  },
  deploy_4: {
    name: { en: "Time from finished code to production", da: "Tid fra færdig kode til produktion" },
    recommendation: {
      en:
        "Shorten the path to production: remove manual hand-offs and approval queues from the pipeline, and keep changes small enough to review and ship the same day.",
      da:
        "Gør vejen til produktion kortere: fjern manuelle overdragelser og godkendelseskøer fra pipelinen, og hold ændringer små nok til at blive gennemgået og udgivet samme dag.",
    },
  },
  deploy_5: {
    name: { en: "Testing releases safely", da: "Sikker afprøvning af udgivelser" },
    recommendation: {
      en:
        "Roll out gradually: use feature flags or canary releases so a new version reaches a small group first, and let automated checks decide whether the rollout continues.",
      da:
        "Udrul gradvist: brug feature flags eller canary-udgivelser, så en ny version først når en lille gruppe, og lad automatiske tjek afgøre, om udrulningen fortsætter.",
    },
  },
  sec_1: {
    name: { en: "How users sign in", da: "Hvordan brugere logger ind" },
    recommendation: {
      en:
        "Require multi-factor authentication, at least for staff and administrator accounts, offer it to all users, and enforce strong passwords or single sign-on.",
      da:
        "Kræv flerfaktorgodkendelse, i det mindste for medarbejder- og administratorkonti, tilbyd det til alle brugere, og håndhæv stærke adgangskoder eller single sign-on.",
    },
  },
  sec_2: {
    name: { en: "Removing access when people leave", da: "Fjernelse af adgang, når folk stopper" },
    recommendation: {
      en:
        "Keep accounts in one identity provider and tie access to roles, so leaving the organisation removes all access automatically; review access rights every quarter.",
      da:
        "Saml konti i én identitetsudbyder, og knyt adgang til roller, så al adgang fjernes automatisk, når nogen stopper; gennemgå adgangsrettigheder hvert kvartal.",
    },
  },
  sec_3: {
    name: { en: "Detecting security issues", da: "At opdage sikkerhedsproblemer" },
    recommendation: {
      en:
        "Scan dependencies and code for known vulnerabilities in the pipeline, and alert on suspicious activity such as repeated failed sign-ins or unusual data access.",
      da:
        "Scan afhængigheder og kode for kendte sårbarheder i pipelinen, og lav alarmer ved mistænkelig aktivitet som gentagne mislykkede logins eller usædvanlig dataadgang.",
    },
  },
  sec_4: {
    name: { en: "Protecting data", da: "Beskyttelse af data" },
    recommendation: {
      en:
        "Encrypt data both in transit (TLS everywhere) and at rest (databases, backups, files), and keep the keys in a managed key service rather than in code or configuration files.",
      da:
        "Kryptér data både under overførsel (TLS overalt) og i hvile (databaser, backup, filer), og opbevar nøglerne i en administreret nøgletjeneste frem for i kode eller konfigurationsfiler.",
    },
  },
  sec_5: {
    name: { en: "Compliance with rules and standards", da: "Overholdelse af regler og standarder" },
    recommendation: {
      en:
        "Map the regulations that apply to you (for example GDPR), give compliance an owner, and review it on a fixed schedule with evidence collected as part of normal work.",
      da:
        "Kortlæg de regler, der gælder for jer (fx GDPR), giv overholdelsen en ejer, og gennemgå den med faste intervaller med dokumentation, der indsamles som en del af det daglige arbejde.",
    },
  },
  scal_1: {
    name: { en: "Handling traffic spikes", da: "Håndtering af trafikspidser" },
    recommendation: {
      en:
        "Make the application stateless where possible and run it behind a load balancer with automatic scaling, so extra capacity is added without manual work.",
      da:
        "Gør applikationen tilstandsløs, hvor det er muligt, og kør den bag en load balancer med automatisk skalering, så ekstra kapacitet tilføjes uden manuelt arbejde.",
    },
  },
  scal_2: {
    name: { en: "Preparing for growth and peak events", da: "Forberedelse på vækst og spidsbelastning" },
    recommendation: {
      en:
        "Plan capacity ahead of known peaks: agree on scaling rules, set limits and budgets, and rehearse the plan with a load test before the event.",
      da:
        "Planlæg kapacitet før kendte spidsbelastninger: aftal skaleringsregler, sæt grænser og budgetter, og afprøv planen med en belastningstest før begivenheden.",
    },
  },
  scal_3: {
    name: { en: "Recovering from failures", da: "Genopretning efter nedbrud" },
    recommendation: {
      en:
        "Remove single points of failure: run at least two instances across availability zones, automate failover, and test restoring from backups regularly.",
      da:
        "Fjern enkeltstående fejlpunkter: kør mindst to instanser på tværs af tilgængelighedszoner, automatisér failover, og test genskabelse fra backup jævnligt.",
    },
  },
  scal_4: {
    name: { en: "Load and resilience testing", da: "Belastnings- og robusthedstest" },
    recommendation: {
      en:
        "Run load tests (for example with k6 or Gatling) on a regular schedule or in the pipeline, and over time practise controlled failure experiments.",
      da:
        "Kør belastningstests (fx med k6 eller Gatling) med fast kadence eller i pipelinen, og øv efterhånden kontrollerede fejleksperimenter.",
    },
  },
  scal_5: {
    name: { en: "Availability and uptime", da: "Tilgængelighed og oppetid" },
    recommendation: {
      en:
        "Define service-level objectives for availability, measure them continuously, and review every incident to fix its root cause.",
      da:
        "Definér serviceniveaumål (SLO'er) for tilgængelighed, mål dem løbende, og gennemgå hver hændelse for at rette den grundlæggende årsag.",
    },
  },
};

export type BandId = "foundational" | "developing" | "established" | "advanced";

export const BANDS: readonly { id: BandId; min: number; label: Localised; text: Localised }[] = [
  {
    id: "advanced",
    min: 80,
    label: { en: "Advanced", da: "Avanceret" },
    text: {
      en: "Mature practices across the board. Keep measuring and refining them.",
      da: "Modne praksisser over hele linjen. Bliv ved med at måle og finjustere dem.",
    },
  },
  {
    id: "established",
    min: 60,
    label: { en: "Established", da: "Etableret" },
    text: {
      en: "Solid, mostly automated practices. The remaining gains come from targeted improvements.",
      da: "Solide, overvejende automatiserede praksisser. De resterende gevinster kommer fra målrettede forbedringer.",
    },
  },
  {
    id: "developing",
    min: 40,
    label: { en: "Developing", da: "Under udvikling" },
    text: {
      en: "Some good practices are in place, but they are not yet consistent or automated.",
      da: "Nogle gode praksisser er på plads, men de er endnu ikke konsekvente eller automatiserede.",
    },
  },
  {
    id: "foundational",
    min: 0,
    label: { en: "Foundational", da: "Grundlæggende" },
    text: {
      en:
        "Key practices are missing or depend on individuals, so problems are likely to be costly. Start with the high-priority items below.",
      da:
        "Vigtige praksisser mangler eller afhænger af enkeltpersoner, så problemer bliver sandsynligvis dyre. Start med punkterne med høj prioritet nedenfor.",
    },
  },
];

export const PRIORITY_LABELS: readonly Localised[] = [
  { en: "High priority", da: "Høj prioritet" },
  { en: "Medium priority", da: "Mellem prioritet" },
  { en: "Low priority", da: "Lav prioritet" },
];

/** Free-text themes: a finding fires when any of its keywords occurs ("stem*" matches a word prefix). */
export interface Finding {
  keywords: readonly string[];
  text: Localised;
}

export const THEMES: Readonly<Record<Category, readonly Finding[]>> = {
  architecture: [
    {
      keywords: ["monolith*", "monolit*"],
      text: {
        en:
          "A monolith is not a problem in itself; the risk is hidden coupling. A modular monolith — clear internal modules with explicit interfaces — keeps deployment simple and makes it possible to extract services later if you need to.",
        da:
          "En monolit er ikke et problem i sig selv; risikoen er skjult kobling. En modulær monolit — klare interne moduler med eksplicitte grænseflader — holder udrulningen enkel og gør det muligt at udskille services senere, hvis der bliver brug for det.",
      },
    },
    {
      keywords: ["microservice*", "micro-service*", "mikroservice*", "micro service*"],
      text: {
        en:
          "Microservices pay off only with independent deployment, clear ownership and good observability. Watch for services that must always change together, and add distributed tracing across them.",
        da:
          "Mikroservices betaler sig kun med uafhængig udrulning, klart ejerskab og god observabilitet. Hold øje med services, der altid skal ændres samtidig, og tilføj distribueret tracing på tværs af dem.",
      },
    },
    {
      keywords: [
        "legacy",
        "technical debt",
        "tech debt",
        "teknisk gæld",
        "spaghetti",
        "outdated",
        "forældet*",
        "gammel kode",
      ],
      text: {
        en:
          "Legacy code and technical debt grow if nobody owns them. Reserve a fixed share of each iteration for paying debt down, and wrap the worst parts behind interfaces before changing them (the strangler pattern).",
        da:
          "Ældre kode og teknisk gæld vokser, hvis ingen ejer dem. Afsæt en fast andel af hver iteration til at nedbringe gælden, og pak de værste dele ind bag grænseflader, før de ændres (strangler-mønsteret).",
      },
    },
    {
      keywords: [
        "document*",
        "dokument*",
        "bus factor",
        "one developer",
        "one person",
        "én udvikler",
        "en udvikler",
        "knowledge",
        "viden",
      ],
      text: {
        en:
          "Knowledge that lives in a few heads is a risk. Write a short architecture overview and decision records next to the code, and pair on critical areas so knowledge is shared.",
        da:
          "Viden, der kun findes hos få personer, er en risiko. Skriv et kort arkitekturoverblik og en beslutningslog tæt på koden, og arbejd i par på kritiske områder, så viden deles.",
      },
    },
    {
      keywords: ["api", "apis", "integration*", "integrer*"],
      text: {
        en:
          "Integrations are easiest to live with behind well-documented, versioned APIs. Avoid direct database access between systems.",
        da:
          "Integrationer er nemmest at leve med bag veldokumenterede, versionerede API'er. Undgå direkte databaseadgang mellem systemer.",
      },
    },
  ],
  deployment: [
    {
      keywords: ["manual*", "manuel*", "by hand", "i hånden", "ftp"],
      text: {
        en:
          "Manual steps in a release are slow and error-prone. Script them first, then run the script from a CI/CD pipeline on every merge.",
        da:
          "Manuelle trin i en udgivelse er langsomme og fejlbehæftede. Skriv dem som et script først, og kør derefter scriptet fra en CI/CD-pipeline ved hver merge.",
      },
    },
    {
      keywords: ["ci/cd", "ci", "cd", "pipeline*", "github actions", "gitlab", "jenkins", "continuous*"],
      text: {
        en:
          "If you do not have a CI/CD pipeline yet, it is the single most useful investment here. If you do, make sure it runs the automated tests, can roll back, and that you measure the time from commit to production.",
        da:
          "Hvis I endnu ikke har en CI/CD-pipeline, er den den mest nyttige investering her. Hvis I har, så sørg for, at den kører de automatiske tests, kan rulle tilbage, og at I måler tiden fra commit til produktion.",
      },
    },
    {
      keywords: ["rollback*", "roll back", "rulle tilbage", "tilbagerul*", "hotfix*"],
      text: {
        en:
          "Keep the previous version deployable and database migrations backward compatible, so a bad release can be undone in minutes.",
        da:
          "Hold den forrige version klar til udrulning og databasemigreringer bagudkompatible, så en dårlig udgivelse kan rulles tilbage på minutter.",
      },
    },
    {
      keywords: ["test*", "qa"],
      text: {
        en:
          "Automate the most valuable tests and run them in the pipeline, so every change is verified before it reaches users.",
        da:
          "Automatisér de mest værdifulde tests, og kør dem i pipelinen, så hver ændring er verificeret, før den når brugerne.",
      },
    },
    {
      keywords: ["monitor*", "overvåg*", "logging", "logs", "alert*", "alarm*", "observab*"],
      text: {
        en:
          "Monitoring should tell you about a problem before a customer does: alert on error rates and latency, and keep logs structured and searchable.",
        da:
          "Overvågning skal fortælle jer om et problem, før en kunde gør det: lav alarmer på fejlrater og svartider, og hold logs strukturerede og søgbare.",
      },
    },
  ],
  security: [
    {
      keywords: ["password*", "adgangskode*", "kodeord*"],
      text: {
        en:
          "Passwords alone are a weak defence. Use a proven identity provider, enforce strong passwords and store them only as slow hashes (bcrypt or Argon2).",
        da:
          "Adgangskoder alene er et svagt forsvar. Brug en gennemprøvet identitetsudbyder, håndhæv stærke adgangskoder, og gem dem kun som langsomme hashes (bcrypt eller Argon2).",
      },
    },
    {
      keywords: [
        "2fa",
        "mfa",
        "two-factor",
        "two factor",
        "multi-factor",
        "multifactor",
        "tofaktor*",
        "to-faktor*",
        "totrins*",
        "sso",
        "single sign-on",
      ],
      text: {
        en:
          "Require multi-factor authentication at least for administrators and staff, and consider single sign-on so access is managed in one place.",
        da:
          "Kræv flerfaktorgodkendelse i det mindste for administratorer og medarbejdere, og overvej single sign-on, så adgang styres ét sted.",
      },
    },
    {
      keywords: ["encrypt*", "krypter*", "tls", "https", "ssl"],
      text: {
        en: "Encrypt data both in transit and at rest, and keep the keys in a managed key service rather than in code.",
        da:
          "Kryptér data både under overførsel og i hvile, og opbevar nøglerne i en administreret nøgletjeneste frem for i koden.",
      },
    },
    {
      keywords: ["gdpr", "compliance", "iso 27001", "soc 2", "audit*"],
      text: {
        en: "Give compliance an owner, map the rules that apply to you, and review them on a fixed schedule.",
        da:
          "Giv overholdelse af regler en ejer, kortlæg de regler, der gælder for jer, og gennemgå dem med faste intervaller.",
      },
    },
    {
      keywords: ["breach*", "hack*", "vulnerab*", "sårbar*", "angreb*", "sikkerhedsbrud*"],
      text: {
        en:
          "Scan dependencies for known vulnerabilities in the pipeline and alert on suspicious activity, such as repeated failed sign-ins.",
        da:
          "Scan afhængigheder for kendte sårbarheder i pipelinen, og lav alarmer ved mistænkelig aktivitet som gentagne mislykkede logins.",
      },
    },
  ],
  scalability: [
    {
      keywords: [
        "scal*",
        "skaler*",
        "traffic",
        "trafik*",
        "load",
        "belastning*",
        "peak*",
        "spidsbelast*",
        "growth",
        "vækst*",
      ],
      text: {
        en:
          "Make the application stateless where possible, scale it automatically behind a load balancer, and load-test before expected peaks.",
        da:
          "Gør applikationen tilstandsløs, hvor det er muligt, skalér den automatisk bag en load balancer, og lav belastningstest før forventede spidsbelastninger.",
      },
    },
    {
      keywords: ["outage*", "downtime", "nedbrud*", "nedetid*", "crash*", "går ned", "unstable", "ustabil*"],
      text: {
        en:
          "Outages call for removing single points of failure: add health checks and automatic failover, and review each incident for its root cause.",
        da:
          "Nedbrud kalder på at fjerne enkeltstående fejlpunkter: tilføj sundhedstjek og automatisk failover, og gennemgå hver hændelse for den grundlæggende årsag.",
      },
    },
    {
      keywords: ["cloud", "aws", "azure", "gcp", "kubernetes", "k8s", "docker", "serverless", "sky", "skyen"],
      text: {
        en:
          "Use the platform's managed scaling and backup features, and describe the infrastructure as code so environments can be rebuilt reliably.",
        da:
          "Brug platformens administrerede skalering og backup, og beskriv infrastrukturen som kode, så miljøer kan genopbygges pålideligt.",
      },
    },
    {
      keywords: ["database*", "databas*", "sql", "postgres*", "mysql", "backup*"],
      text: {
        en:
          "The database is often the first bottleneck and the hardest thing to recover: index the slowest queries, add caching or read replicas for read-heavy load, and test restoring backups.",
        da:
          "Databasen er ofte den første flaskehals og det sværeste at genskabe: indeksér de langsomste forespørgsler, tilføj caching eller læsereplikaer ved læsetung belastning, og test genskabelse af backup.",
      },
    },
  ],
};

/** Fixed sentences of the report, per language. */
export const TEXT = {
  title: { en: "Architecture health-check report", da: "Rapport: arkitektur-sundhedstjek" },
  builtInStructured: {
    en:
      "This report was written by the built-in analyser, not by an AI model: it scores your answers with fixed rules, so the same answers always give the same report. It is based on {answered} of {total} questions.",
    da:
      "Denne rapport er skrevet af den indbyggede analyse, ikke af en AI-model: den scorer jeres svar efter faste regler, så de samme svar altid giver den samme rapport. Den bygger på {answered} af {total} spørgsmål.",
  },
  builtInFreeText: {
    en:
      'This analysis was written by the built-in analyser, not by an AI model: it looks for known themes in your text with fixed keyword rules, so the same text always gives the same analysis. For a scored report, take the assessment or send answers such as "arch_1: easy", one per line.',
    da:
      'Denne analyse er skrevet af den indbyggede analyse, ikke af en AI-model: den leder efter kendte temaer i jeres tekst efter faste nøgleordsregler, så den samme tekst altid giver den samme analyse. For en rapport med score kan I gennemføre vurderingen eller sende svar som "arch_1: easy", ét pr. linje.',
  },
  overall: { en: "Overall score: {score}/100 ({band})", da: "Samlet score: {score}/100 ({band})" },
  categoryHeading: { en: "Category scores", da: "Score pr. kategori" },
  categoryLine: {
    en: "- {category}: {score}/100 ({band}), {answered} of {total} questions answered",
    da: "- {category}: {score}/100 ({band}), {answered} af {total} spørgsmål besvaret",
  },
  categoryUnanswered: { en: "- {category}: not answered", da: "- {category}: ikke besvaret" },
  strongestWeakest: {
    en: "Strongest area: {strongest} ({strongestScore}/100). Weakest area: {weakest} ({weakestScore}/100).",
    da: "Stærkeste område: {strongest} ({strongestScore}/100). Svageste område: {weakest} ({weakestScore}/100).",
  },
  prioritiesHeading: {
    en: "Priorities, weakest practices first",
    da: "Prioriteter, svageste praksisser først",
  },
  priorityItem: {
    en:
      '{n}. [{priority}] {practice} ({category}). Current answer: "{answer}" (level {level} of 4).\n   Recommendation: {recommendation}',
    da:
      '{n}. [{priority}] {practice} ({category}). Nuværende svar: "{answer}" (niveau {level} af 4).\n   Anbefaling: {recommendation}',
  },
  allStrongest: {
    en:
      "Every answered practice is already at the strongest level. Keep it there: measure it, and check it again when the team or the system changes.",
    da:
      "Alle besvarede praksisser er allerede på det stærkeste niveau. Hold dem der: mål dem, og tjek dem igen, når teamet eller systemet ændrer sig.",
  },
  unanswered: {
    en: "Not answered: {ids}. Answer them for a complete picture.",
    da: "Ikke besvaret: {ids}. Besvar dem for at få et fuldt billede.",
  },
  ignored: {
    en: "Ignored (unknown option for the question): {items}.",
    da: "Ignoreret (ukendt svarmulighed for spørgsmålet): {items}.",
  },
  nextStepsHeading: { en: "Next steps", da: "Næste skridt" },
  nextStepsStructured: {
    en: [
      "1. Start with the high-priority items, beginning in {weakest}.",
      "2. Turn each recommendation into a small task with an owner and a date.",
      "3. Take the health check again in about three months to see your progress.",
    ],
    da: [
      "1. Begynd med punkterne med høj prioritet, først inden for {weakest}.",
      "2. Gør hver anbefaling til en lille opgave med en ejer og en dato.",
      "3. Tag sundhedstjekket igen om cirka tre måneder for at se jeres fremskridt.",
    ],
  },
  themesFound: { en: "Themes found in your text: {themes}.", da: "Temaer fundet i jeres tekst: {themes}." },
  noThemes: {
    en: "No known themes were found in your text. General advice that applies to most systems:",
    da: "Der blev ikke fundet kendte temaer i jeres tekst. Generelle råd, der gælder for de fleste systemer:",
  },
  youWrote: { en: '(you wrote "{word}")', da: '(I skrev "{word}")' },
  notCovered: {
    en: "Not covered in your text: {themes}. Describing them as well gives a more complete analysis.",
    da: "Ikke dækket i jeres tekst: {themes}. Beskriv også dem for en mere fuldstændig analyse.",
  },
  generalAdvice: {
    en: [
      "- Automate build, test and deployment in a CI/CD pipeline.",
      "- Monitor error rates and latency, with alerts that reach the team.",
      "- Require multi-factor authentication and encrypt data in transit and at rest.",
      "- Remove single points of failure and test restoring from backups.",
    ],
    da: [
      "- Automatisér build, test og udrulning i en CI/CD-pipeline.",
      "- Overvåg fejlrater og svartider med alarmer, der når teamet.",
      "- Kræv flerfaktorgodkendelse, og kryptér data under overførsel og i hvile.",
      "- Fjern enkeltstående fejlpunkter, og test genskabelse fra backup.",
    ],
  },
  nextStepsFreeText: {
    en: [
      "1. Pick the one finding above that would hurt most if it went wrong, and address it first.",
      "2. Take the full assessment for a scored report with category scores.",
      "3. Revisit this analysis in about three months.",
    ],
    da: [
      "1. Vælg det fund ovenfor, der ville gøre mest skade, hvis det gik galt, og tag fat på det først.",
      "2. Gennemfør hele vurderingen for en rapport med score pr. kategori.",
      "3. Vend tilbage til denne analyse om cirka tre måneder.",
    ],
  },
} as const;
