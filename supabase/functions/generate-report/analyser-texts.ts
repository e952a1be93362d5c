// The built-in analyser's own wording, in English and Danish: the report's fixed sentences and the
// keyword themes it looks for in free text. Everything the assessment itself says (question topics,
// answers, category names, bands, priorities, recommendations, insights and tools) comes from the
// assessment model, so the report page and this report use the same words.

import type { AssessmentLanguage, CategoryId, Priority } from '../_shared/assessment-model.ts';

export type Language = AssessmentLanguage;
export type Localised = Readonly<Record<Language, string>>;

/** Free-text themes: a finding fires when any of its keywords occurs ("stem*" matches a word prefix). */
export interface Finding {
  keywords: readonly string[];
  text: Localised;
}

export const THEMES: Readonly<Record<CategoryId, readonly Finding[]>> = {
  architecture: [
    {
      keywords: ['monolith*', 'monolit*'],
      text: {
        en: 'A monolith is not a problem in itself; the risk is hidden coupling. A modular monolith — clear internal modules with explicit interfaces — keeps deployment simple and makes it possible to extract services later if you need to.',
        da: 'En monolit er ikke et problem i sig selv; risikoen er skjult kobling. En modulær monolit — klare interne moduler med eksplicitte grænseflader — holder udrulningen enkel og gør det muligt at udskille services senere, hvis der bliver brug for det.',
      },
    },
    {
      keywords: ['microservice*', 'micro-service*', 'mikroservice*', 'micro service*'],
      text: {
        en: 'Microservices pay off only with independent deployment, clear ownership and good observability. Watch for services that must always change together, and add distributed tracing across them.',
        da: 'Mikroservices betaler sig kun med uafhængig udrulning, klart ejerskab og god observabilitet. Hold øje med services, der altid skal ændres samtidig, og tilføj distribueret tracing på tværs af dem.',
      },
    },
    {
      keywords: [
        'legacy',
        'technical debt',
        'tech debt',
        'teknisk gæld',
        'spaghetti',
        'outdated',
        'forældet*',
        'gammel kode',
      ],
      text: {
        en: 'Legacy code and technical debt grow if nobody owns them. Reserve a fixed share of each iteration for paying debt down, and wrap the worst parts behind interfaces before changing them (the strangler pattern).',
        da: 'Ældre kode og teknisk gæld vokser, hvis ingen ejer dem. Afsæt en fast andel af hver iteration til at nedbringe gælden, og pak de værste dele ind bag grænseflader, før de ændres (strangler-mønsteret).',
      },
    },
    {
      keywords: [
        'document*',
        'dokument*',
        'bus factor',
        'one developer',
        'one person',
        'én udvikler',
        'en udvikler',
        'knowledge',
        'viden',
      ],
      text: {
        en: 'Knowledge that lives in a few heads is a risk. Write a short architecture overview and decision records next to the code, and pair on critical areas so knowledge is shared.',
        da: 'Viden, der kun findes hos få personer, er en risiko. Skriv et kort arkitekturoverblik og en beslutningslog tæt på koden, og arbejd i par på kritiske områder, så viden deles.',
      },
    },
    {
      keywords: ['api', 'apis', 'integration*', 'integrer*'],
      text: {
        en: 'Integrations are easiest to live with behind well-documented, versioned APIs. Avoid direct database access between systems.',
        da: "Integrationer er nemmest at leve med bag veldokumenterede, versionerede API'er. Undgå direkte databaseadgang mellem systemer.",
      },
    },
  ],
  deployment: [
    {
      keywords: ['manual*', 'manuel*', 'by hand', 'i hånden', 'ftp'],
      text: {
        en: 'Manual steps in a release are slow and error-prone. Script them first, then run the script from a CI/CD pipeline on every merge.',
        da: 'Manuelle trin i en udgivelse er langsomme og fejlbehæftede. Skriv dem som et script først, og kør derefter scriptet fra en CI/CD-pipeline ved hver merge.',
      },
    },
    {
      keywords: ['ci/cd', 'ci', 'cd', 'pipeline*', 'github actions', 'gitlab', 'jenkins', 'continuous*'],
      text: {
        en: 'If you do not have a CI/CD pipeline yet, it is the single most useful investment here. If you do, make sure it runs the automated tests, can roll back, and that you measure the time from commit to production.',
        da: 'Hvis I endnu ikke har en CI/CD-pipeline, er den den mest nyttige investering her. Hvis I har, så sørg for, at den kører de automatiske tests, kan rulle tilbage, og at I måler tiden fra commit til produktion.',
      },
    },
    {
      keywords: ['rollback*', 'roll back', 'rulle tilbage', 'tilbagerul*', 'hotfix*'],
      text: {
        en: 'Keep the previous version deployable and database migrations backward compatible, so a bad release can be undone in minutes.',
        da: 'Hold den forrige version klar til udrulning og databasemigreringer bagudkompatible, så en dårlig udgivelse kan rulles tilbage på minutter.',
      },
    },
    {
      keywords: ['test*', 'qa'],
      text: {
        en: 'Automate the most valuable tests and run them in the pipeline, so every change is verified before it reaches users.',
        da: 'Automatisér de mest værdifulde tests, og kør dem i pipelinen, så hver ændring er verificeret, før den når brugerne.',
      },
    },
    {
      keywords: ['monitor*', 'overvåg*', 'logging', 'logs', 'alert*', 'alarm*', 'observab*'],
      text: {
        en: 'Monitoring should tell you about a problem before a customer does: alert on error rates and latency, and keep logs structured and searchable.',
        da: 'Overvågning skal fortælle jer om et problem, før en kunde gør det: lav alarmer på fejlrater og svartider, og hold logs strukturerede og søgbare.',
      },
    },
  ],
  security: [
    {
      keywords: ['password*', 'adgangskode*', 'kodeord*'],
      text: {
        en: 'Passwords alone are a weak defence. Use a proven identity provider, enforce strong passwords and store them only as slow hashes (bcrypt or Argon2).',
        da: 'Adgangskoder alene er et svagt forsvar. Brug en gennemprøvet identitetsudbyder, håndhæv stærke adgangskoder, og gem dem kun som langsomme hashes (bcrypt eller Argon2).',
      },
    },
    {
      keywords: [
        '2fa',
        'mfa',
        'two-factor',
        'two factor',
        'multi-factor',
        'multifactor',
        'tofaktor*',
        'to-faktor*',
        'totrins*',
        'sso',
        'single sign-on',
      ],
      text: {
        en: 'Require multi-factor authentication at least for administrators and staff, and consider single sign-on so access is managed in one place.',
        da: 'Kræv flerfaktorgodkendelse i det mindste for administratorer og medarbejdere, og overvej single sign-on, så adgang styres ét sted.',
      },
    },
    {
      keywords: ['encrypt*', 'krypter*', 'tls', 'https', 'ssl'],
      text: {
        en: 'Encrypt data both in transit and at rest, and keep the keys in a managed key service rather than in code.',
        da: 'Kryptér data både under overførsel og i hvile, og opbevar nøglerne i en administreret nøgletjeneste frem for i koden.',
      },
    },
    {
      keywords: ['gdpr', 'compliance', 'iso 27001', 'soc 2', 'audit*'],
      text: {
        en: 'Give compliance an owner, map the rules that apply to you, and review them on a fixed schedule.',
        da: 'Giv overholdelse af regler en ejer, kortlæg de regler, der gælder for jer, og gennemgå dem med faste intervaller.',
      },
    },
    {
      keywords: ['breach*', 'hack*', 'vulnerab*', 'sårbar*', 'angreb*', 'sikkerhedsbrud*'],
      text: {
        en: 'Scan dependencies for known vulnerabilities in the pipeline and alert on suspicious activity, such as repeated failed sign-ins.',
        da: 'Scan afhængigheder for kendte sårbarheder i pipelinen, og lav alarmer ved mistænkelig aktivitet som gentagne mislykkede logins.',
      },
    },
  ],
  scalability: [
    {
      keywords: [
        'scal*',
        'skaler*',
        'traffic',
        'trafik*',
        'load',
        'belastning*',
        'peak*',
        'spidsbelast*',
        'growth',
        'vækst*',
      ],
      text: {
        en: 'Make the application stateless where possible, scale it automatically behind a load balancer, and load-test before expected peaks.',
        da: 'Gør applikationen tilstandsløs, hvor det er muligt, skalér den automatisk bag en load balancer, og lav belastningstest før forventede spidsbelastninger.',
      },
    },
    {
      keywords: ['outage*', 'downtime', 'nedbrud*', 'nedetid*', 'crash*', 'går ned', 'unstable', 'ustabil*'],
      text: {
        en: 'Outages call for removing single points of failure: add health checks and automatic failover, and review each incident for its root cause.',
        da: 'Nedbrud kalder på at fjerne enkeltstående fejlpunkter: tilføj sundhedstjek og automatisk failover, og gennemgå hver hændelse for den grundlæggende årsag.',
      },
    },
    {
      keywords: ['cloud', 'aws', 'azure', 'gcp', 'kubernetes', 'k8s', 'docker', 'serverless', 'sky', 'skyen'],
      text: {
        en: "Use the platform's managed scaling and backup features, and describe the infrastructure as code so environments can be rebuilt reliably.",
        da: 'Brug platformens administrerede skalering og backup, og beskriv infrastrukturen som kode, så miljøer kan genopbygges pålideligt.',
      },
    },
    {
      keywords: ['database*', 'databas*', 'sql', 'postgres*', 'mysql', 'backup*'],
      text: {
        en: 'The database is often the first bottleneck and the hardest thing to recover: index the slowest queries, add caching or read replicas for read-heavy load, and test restoring backups.',
        da: 'Databasen er ofte den første flaskehals og det sværeste at genskabe: indeksér de langsomste forespørgsler, tilføj caching eller læsereplikaer ved læsetung belastning, og test genskabelse af backup.',
      },
    },
  ],
};

/** Fixed sentences of the report, per language; {name} is filled in by the analyser. */
export const TEXT = {
  // The product's name as the platform spells it (packages/platform/src/i18n/common.ts), as the report page does.
  title: { en: 'Architecture Health Check report', da: 'Rapport: Architecture Health Check' },
  builtInStructured: {
    en: 'This report was written by the built-in analyser, not by an AI model: it scores your answers with fixed rules, so the same answers always give the same report. It is based on {answered} of {total} questions.',
    da: 'Denne rapport er skrevet af den indbyggede analyse, ikke af en AI-model: den scorer jeres svar efter faste regler, så de samme svar altid giver den samme rapport. Den bygger på {answered} af {total} spørgsmål.',
  },
  builtInFreeText: {
    en: 'This analysis was written by the built-in analyser, not by an AI model: it looks for known themes in your text with fixed keyword rules, so the same text always gives the same analysis. For a scored report, take the assessment or send answers such as "arch_1: easy", one per line.',
    da: 'Denne analyse er skrevet af den indbyggede analyse, ikke af en AI-model: den leder efter kendte temaer i jeres tekst efter faste nøgleordsregler, så den samme tekst altid giver den samme analyse. For en rapport med score kan I gennemføre vurderingen eller sende svar som "arch_1: easy", ét pr. linje.',
  },
  areasHeading: { en: 'The four areas', da: 'De fire områder' },
  categoryPartly: {
    en: 'This is based on {answered} of the {total} questions in this area.',
    da: 'Det bygger på {answered} af de {total} spørgsmål i dette område.',
  },
  categoryUnanswered: {
    en: 'No question in this area was answered.',
    da: 'Ingen af spørgsmålene i dette område er besvaret.',
  },
  recommendationsHeading: {
    en: 'Recommendations, most important first',
    da: 'Anbefalinger, de vigtigste først',
  },
  recommendationHeading: { en: '{topic} ({category})', da: '{topic} ({category})' },
  // The labels of the report page's recommendation cards, so the narrative reads like the page.
  answerLabel: { en: 'Your answer', da: 'Dit svar' },
  whyLabel: { en: 'Why it matters', da: 'Hvorfor det betyder noget' },
  actionLabel: { en: 'What to do', da: 'Hvad I kan gøre' },
  allStrongest: {
    en: 'Every answered practice is already at the strongest level, so there is nothing to recommend. Keep it there: measure it, and check it again when the team or the system changes.',
    da: 'Alle besvarede praksisser er allerede på det stærkeste niveau, så der er intet at anbefale. Hold dem der: mål dem, og tjek dem igen, når teamet eller systemet ændrer sig.',
  },
  unanswered: {
    en: 'Not answered: {topics}. Answer these questions too for a complete picture.',
    da: 'Ikke besvaret: {topics}. Besvar også disse spørgsmål for at få et fuldt billede.',
  },
  ignored: {
    en: '{topic}: "{value}" is not one of the answers to this question, so it was left out.',
    da: '{topic}: »{value}« er ikke et af svarene på dette spørgsmål, så det er udeladt.',
  },
  toolsHeading: { en: 'Tools that can help', da: 'Værktøjer, der kan hjælpe' },
  tool: {
    en: '[{name}]({url}): {fixes} It helps with: {topics}.',
    da: '[{name}]({url}): {fixes} Det hjælper med: {topics}.',
  },
  nextStepsHeading: { en: 'Next steps', da: 'Næste skridt' },
  nextStepsStructured: {
    en: [
      '2. Turn each recommendation into a small task with an owner and a date.',
      '3. Take the health check again in about three months to see your progress.',
    ],
    da: [
      '2. Gør hver anbefaling til en lille opgave med en ejer og en dato.',
      '3. Tag sundhedstjekket igen om cirka tre måneder for at se jeres fremskridt.',
    ],
  },
  nextStepsAllStrongest: {
    en: [
      '1. Keep every practice at its current level, and share what works with other teams.',
      '2. Check the practices again when the team or the system changes.',
      '3. Take the health check again in about three months to see that it still holds.',
    ],
    da: [
      '1. Hold alle praksisser på det nuværende niveau, og del det, der virker, med andre teams.',
      '2. Tjek praksisserne igen, når teamet eller systemet ændrer sig.',
      '3. Tag sundhedstjekket igen om cirka tre måneder for at se, at det stadig holder.',
    ],
  },
  themesFound: { en: 'Themes found in your text: {themes}.', da: 'Temaer fundet i jeres tekst: {themes}.' },
  noThemes: {
    en: 'No known themes were found in your text. General advice that applies to most systems:',
    da: 'Der blev ikke fundet kendte temaer i jeres tekst. Generelle råd, der gælder for de fleste systemer:',
  },
  youWrote: { en: '(you wrote "{word}")', da: '(I skrev »{word}«)' },
  notCovered: {
    en: 'Not covered in your text: {themes}. Describing them as well gives a more complete analysis.',
    da: 'Ikke dækket i jeres tekst: {themes}. Beskriv også dem for en mere fuldstændig analyse.',
  },
  generalAdvice: {
    en: [
      'Automate build, test and deployment in a CI/CD pipeline.',
      'Monitor error rates and latency, with alerts that reach the team.',
      'Require multi-factor authentication and encrypt data in transit and at rest.',
      'Remove single points of failure and test restoring from backups.',
    ],
    da: [
      'Automatisér build, test og udrulning i en CI/CD-pipeline.',
      'Overvåg fejlrater og svartider med alarmer, der når teamet.',
      'Kræv flerfaktorgodkendelse, og kryptér data under overførsel og i hvile.',
      'Fjern enkeltstående fejlpunkter, og test genskabelse fra backup.',
    ],
  },
  nextStepsFreeText: {
    en: [
      '1. Pick the one finding above that would hurt most if it went wrong, and address it first.',
      '2. Take the full assessment for a scored report with category scores.',
      '3. Revisit this analysis in about three months.',
    ],
    da: [
      '1. Vælg det fund ovenfor, der ville gøre mest skade, hvis det gik galt, og tag fat på det først.',
      '2. Gennemfør hele vurderingen for en rapport med score pr. kategori.',
      '3. Vend tilbage til denne analyse om cirka tre måneder.',
    ],
  },
} as const;

/**
 * The first next step names only the most important priority that the report has: "start with the
 * high-priority recommendations" would send a reader looking for items that are not there.
 */
export const FIRST_STEP: Readonly<Record<Priority, Localised>> = {
  high: {
    en: '1. Start with the high-priority recommendations, beginning in {category}.',
    da: '1. Begynd med anbefalingerne med høj prioritet, først inden for {category}.',
  },
  medium: {
    en: '1. Start with the medium-priority recommendations, beginning in {category}.',
    da: '1. Begynd med anbefalingerne med mellem prioritet, først inden for {category}.',
  },
  low: {
    en: '1. Start with the low-priority recommendations that matter most to the business, beginning in {category}.',
    da: '1. Begynd med de anbefalinger med lav prioritet, der betyder mest for forretningen, først inden for {category}.',
  },
};
