// The marketing namespace: every text of the home, about, team, press, contact and methodology pages, in English
// and Danish (the legal pages' long texts are in legal-translations.ts, loaded with those pages only). Danish is typed as the English shape, so a key missing from one language is a
// type error; translations.test.ts also checks that both have exactly the same keys and list lengths.
// Lists (steps, sections, paragraphs) are arrays, read with the helpers in text-lists.ts.
import type { Translations } from '@ahc/platform';

const en = {
  home: {
    title: 'How healthy is your architecture?',
    intro:
      'The $t(common:product.name) gives business and technical leaders a clear, honest picture of their software architecture. Answer 20 multiple-choice questions and get a scored report that shows where you are strong, where the risks are and what to do next.',
    cta: 'Start the health check',
    ctaNote: 'About 10 minutes · in English or Danish',
    categoriesTitle: 'Four areas, five questions each',
    categoriesIntro:
      'The check covers the four areas that most often decide whether your software keeps up with your business.',
    categories: {
      architecture: {
        title: 'Architecture',
        description:
          'How your system is structured: its boundaries, its dependencies and how easily it can change.',
      },
      deployment: {
        title: 'Deployment',
        description: 'How often and how safely you release, and how quickly you can undo a bad release.',
      },
      security: {
        title: 'Security',
        description: 'How you protect access and data, stay compliant and spot problems before others do.',
      },
      scalability: {
        title: 'Scalability',
        description: 'How your system copes with growth, traffic peaks and failures, and how reliable it is.',
      },
    },
    stepsTitle: 'How it works',
    steps: [
      {
        title: 'Answer 20 questions',
        description:
          'Pick the option that best describes how things work today – five questions for each area.',
      },
      {
        title: 'About 10 minutes',
        description:
          'No preparation and no documents needed. Your honest first answer is usually the right one.',
      },
      {
        title: 'Get your scored report',
        description:
          'See your overall score, a score for each area, recommendations, insights and tools worth a look.',
      },
      {
        title: 'Track your progress',
        description: 'Sign in to keep your reports, take the check again later and see how you improve.',
      },
    ],
    methodologyPrompt: 'Want to know how the numbers come about?',
    methodologyLink: 'See how scores are calculated',
    teamsTitle: 'Assess a system with your team, and share the result',
    teamsText:
      'Invite the people who build and run a system to answer the same 20 questions, each on their own. The team report shows where they agree and where they do not: a shared picture, or the conversation you need to have.',
    sharingText:
      'Any report can be shared with a read-only link, for a board or a partner who has no account. You choose what it shows and when the link stops working.',
    teamsLink: 'Start a team assessment',
    closingTitle: 'Ready to see where you stand?',
    closingText: 'It takes about ten minutes, and you get concrete next steps at the end.',
  },
  about: {
    title: 'About the $t(common:product.name)',
    purposeTitle: 'Our purpose',
    purpose: [
      'Most leaders know that their software matters, but few get a straight answer to the question "How healthy is it?". Audits are expensive and slow, and a gut feeling is hard to share with a board.',
      'The $t(common:product.name) fills that gap. In about ten minutes, 20 questions about architecture, deployment, security and scalability give you a scored report with recommendations you can act on – in words that both business and technical people understand.',
      'We believe that a good conversation about architecture starts with a shared picture. Our aim is to give you that picture quickly and without jargon.',
    ],
    teamTitle: 'The team',
    members: [
      {
        name: 'Mette Lindholm',
        role: 'Founder & Chief Architect',
        bio: 'Has spent twenty years designing systems for banks, retailers and start-ups, and wrote the questions in the check.',
      },
      {
        name: 'Jonas Brandt',
        role: 'Engineering Lead',
        bio: 'Builds and runs the platform, and makes sure every release is small, tested and easy to roll back.',
      },
      {
        name: 'Sofie Holm',
        role: 'Design & UX Lead',
        bio: 'Turns architecture jargon into clear questions and reports that busy leaders actually read.',
      },
    ],
    teamStoryPrompt: 'Curious how the team really works?',
    teamStoryLink: 'Read the team story',
  },
  team: {
    title: 'Meet the team (all of it)',
    lead: 'Our About page introduces three people. In the name of transparency – which we also recommend for your architecture – here is the full story.',
    story: [
      'The $t(common:product.name) is a side project. A one-person side project. It began on a rainy Tuesday evening, when our founder had explained the words "it depends" to a board for the fourth time that month and thought: there has to be a quicker way.',
      'Mette Lindholm, founder and architect, is entirely real. Jonas Brandt, engineering lead, is Mette after her second cup of coffee, when she finally dares to touch the deployment pipeline. Sofie Holm, design and UX lead, is Mette on Sunday mornings with a sketchbook and strong opinions about button padding.',
      'Our stand-ups are remarkably efficient: nobody interrupts, and every decision is unanimous. Code reviews are harder. It turns out to be surprisingly difficult to reject your own pull request, although it has happened (twice, both times for good reasons).',
      'The office is a kitchen table. The on-call rota has one name on it. The cat has been promoted to head of quality assurance, mostly because she walks across the keyboard and finds edge cases nobody else would.',
      'We do take the product seriously: the questions build on many years of real architecture work, and your data is handled as carefully as our privacy policy says. We just try not to take ourselves too seriously.',
    ],
    signoff: '– Mette (and Jonas, and Sofie)',
  },
  press: {
    title: 'Press',
    intro: 'Writing about the $t(common:product.name)? Here is what you need.',
    descriptionTitle: 'About the product',
    description:
      'The $t(common:product.name) is an online self-assessment for business and technical leaders. In about ten minutes, users answer 20 multiple-choice questions about architecture, deployment, security and scalability and receive a scored report with category scores, recommendations, insights and recommended tools. The check is available in English and Danish, and users can create an account to keep their reports and follow their progress over time.',
    factsTitle: 'Key facts',
    facts: [
      { label: 'Product', value: '$t(common:product.name)' },
      { label: 'What it is', value: 'An online self-assessment of software architecture health' },
      { label: 'For', value: 'Business and technical leaders' },
      {
        label: 'Questions',
        value:
          '20 multiple-choice questions in four categories: architecture, deployment, security and scalability',
      },
      { label: 'Time needed', value: 'About 10 minutes' },
      {
        label: 'Result',
        value: 'A scored report with category scores, recommendations, insights and recommended tools',
      },
      { label: 'Languages', value: 'English and Danish' },
      { label: 'Sign-in', value: 'E-mail and password, Google or Apple' },
    ],
    contactTitle: 'Press contact',
    contactText: 'For interviews, screenshots or background information, write to',
    contactEmail: 'press@archhealth.example',
    contactNote: 'We aim to reply within a few working days.',
  },
  contact: {
    title: 'Contact us',
    intro: "Questions, feedback or ideas? Send us a message and we'll get back to you by e-mail.",
    formLabel: 'Contact form',
    requiredNote: 'All fields are required.',
    fields: {
      name: 'Name',
      email: 'E-mail',
      message: 'Message',
      messageHint: 'Up to 5,000 characters.',
    },
    validation: {
      nameRequired: 'Please enter your name.',
      nameTooLong: 'Your name can be at most 200 characters long.',
      emailRequired: 'Please enter your e-mail address.',
      emailInvalid: 'Please enter a valid e-mail address, for example name@example.com.',
      emailTooLong: 'The e-mail address can be at most 320 characters long.',
      messageRequired: 'Please write a message.',
      messageTooLong: 'Your message can be at most 5,000 characters long.',
    },
    submit: 'Send message',
    sending: 'Sending...',
    success: {
      title: 'Thank you for your message!',
      text: 'We have received it and will reply to {{email}} as soon as we can.',
      again: 'Send another message',
    },
    errors: {
      network:
        "We couldn't reach the server, so your message was not sent. Check your connection and try again – your text is still here.",
      invalid: 'The server did not accept your message. Please check the fields and try again.',
      rateLimited:
        'You have sent several messages in a short time, so this one was not sent. Please try again later – your text is still here.',
      unknown:
        'Something went wrong and your message was not sent. Please try again in a moment – your text is still here.',
    },
    privacyNote: 'We use your details only to answer you and delete messages after 12 months.',
    privacyLink: 'Read our privacy policy',
  },
  methodology: {
    title: 'How scores are calculated',
    intro:
      'The $t(common:product.name) turns your answers into scores with one fixed rule, the same for everyone. This page shows where the questions come from, the rule, what the bands mean and how recommendations are ordered, so you can check every number in your report.',
    questionsTitle: 'Where the questions come from',
    questionsSource:
      'The questions were written by our founder and chief architect from twenty years of designing and reviewing systems for banks, retailers and start-ups. Each one asks about an everyday practice that decides whether software keeps up with the business around it.',
    questionsShape:
      'There are {{questions}} questions, {{perArea}} in each of {{areas}} areas. Every question has {{options}} answers that describe the practice as we have met it in real organisations, from the weakest to the strongest.',
    areasLabel: 'The areas',
    scoringTitle: 'The scoring rule',
    scoringPoints: 'Each answer is worth points by its place in the list, counted from the weakest:',
    place: 'Answer {{place}} of {{options}}',
    weakest: 'the weakest',
    strongest: 'the strongest',
    points: '{{points}} points',
    formula: 'In short: the answer at place p is worth (p − 1) ÷ {{maxPosition}} × {{max}} points.',
    averages:
      "An area's score is the average of its {{perArea}} answers, and the overall score is the average of the {{areas}} area scores. Only the results are rounded, to whole numbers from {{min}} to {{max}}.",
    example: 'For example, answers worth {{points}} points in one area give that area a score of {{score}}.',
    version:
      'This is scoring version {{version}}. Every report keeps the version it was scored with, so an old report never changes.',
    bandsTitle: 'Maturity bands',
    bandsIntro: 'Every score, for an area and overall, falls in one of {{count}} bands:',
    bandRange: '{{from}}–{{to}}',
    gap: 'When your strongest and weakest areas are {{gap}} points or more apart, the report says so: the gap is often where the risk is.',
    prioritiesTitle: "What a recommendation's priority means",
    prioritiesIntro:
      'Every answer below the strongest gets a recommendation: what to do next, and why it matters to the business. Its priority says how far that practice is from the strongest:',
    priorityFor: 'for answer {{place}} of {{options}}',
    prioritiesNone: 'The strongest answer needs no recommendation.',
    prioritiesOrder:
      'Recommendations are listed high priority first and, within a priority, in the order of the questions. The report also names up to {{maxTools}} tools that help with the practices that need it most.',
    ctaTitle: 'See where you stand',
    ctaText: 'It takes about ten minutes, and the report shows every score with the rule above.',
    cta: 'Start the health check',
  },
};

type MarketingTexts = typeof en;

const da: MarketingTexts = {
  home: {
    title: 'Hvor sund er din arkitektur?',
    intro:
      '$t(common:product.name) giver ledere på både forretnings- og tekniksiden et klart og ærligt billede af deres softwarearkitektur. Besvar 20 multiple choice-spørgsmål, og få en rapport med score, der viser, hvor du står stærkt, hvor risiciene er, og hvad du bør gøre nu.',
    cta: 'Start sundhedstjekket',
    ctaNote: 'Cirka 10 minutter · på dansk eller engelsk',
    categoriesTitle: 'Fire områder med fem spørgsmål hver',
    categoriesIntro:
      'Tjekket dækker de fire områder, der oftest afgør, om din software kan følge med forretningen.',
    categories: {
      architecture: {
        title: 'Arkitektur',
        description:
          'Hvordan systemet er bygget op: dets grænser, dets afhængigheder, og hvor let det er at ændre.',
      },
      deployment: {
        title: 'Udrulning',
        description:
          'Hvor ofte og hvor sikkert der udgives, og hvor hurtigt en dårlig udgivelse kan rulles tilbage.',
      },
      security: {
        title: 'Sikkerhed',
        description:
          'Hvordan adgang og data beskyttes, regler overholdes, og problemer opdages, før andre gør det.',
      },
      scalability: {
        title: 'Skalerbarhed',
        description: 'Hvordan systemet klarer vækst, trafikspidser og nedbrud, og hvor driftssikkert det er.',
      },
    },
    stepsTitle: 'Sådan virker det',
    steps: [
      {
        title: 'Besvar 20 spørgsmål',
        description:
          'Vælg den mulighed, der bedst beskriver, hvordan det fungerer i dag – fem spørgsmål for hvert område.',
      },
      {
        title: 'Cirka 10 minutter',
        description:
          'Ingen forberedelse og ingen dokumenter. Dit første, ærlige svar er som regel det rigtige.',
      },
      {
        title: 'Få din rapport med score',
        description:
          'Se din samlede score, en score for hvert område, anbefalinger, indsigter og værktøjer, der er værd at kigge på.',
      },
      {
        title: 'Følg dine fremskridt',
        description:
          'Log ind for at gemme dine rapporter, tag tjekket igen senere, og se, hvor langt du er nået.',
      },
    ],
    methodologyPrompt: 'Vil du vide, hvordan tallene bliver til?',
    methodologyLink: 'Se, hvordan scoren beregnes',
    teamsTitle: 'Vurdér et system med dit team, og del resultatet',
    teamsText:
      'Invitér dem, der bygger og driver et system, til at besvare de samme 20 spørgsmål hver for sig. Teamrapporten viser, hvor de er enige, og hvor de ikke er: et fælles billede eller den samtale, teamet har brug for.',
    sharingText:
      'Du kan dele enhver rapport med et skrivebeskyttet link, fx med en bestyrelse eller en samarbejdspartner uden konto. Du vælger selv, hvad linket viser, og hvornår det holder op med at virke.',
    teamsLink: 'Start en teamvurdering',
    closingTitle: 'Klar til at se, hvor du står?',
    closingText: 'Det tager cirka ti minutter, og til sidst får du konkrete næste skridt.',
  },
  about: {
    title: 'Om $t(common:product.name)',
    purposeTitle: 'Vores formål',
    purpose: [
      'De fleste ledere ved, at deres software betyder noget, men få får et klart svar på spørgsmålet »Hvor sund er den?« Eksterne gennemgange er dyre og langsomme, og en mavefornemmelse er svær at dele med en bestyrelse.',
      '$t(common:product.name) udfylder det hul. På cirka ti minutter giver 20 spørgsmål om arkitektur, udrulning, sikkerhed og skalerbarhed dig en rapport med score og anbefalinger, du kan handle på – formuleret, så både forretningsfolk og teknikere forstår den.',
      'Vi tror på, at en god samtale om arkitektur begynder med et fælles billede. Vores mål er at give dig det billede hurtigt og uden fagjargon.',
    ],
    teamTitle: 'Holdet',
    members: [
      {
        name: 'Mette Lindholm',
        role: 'Stifter og chefarkitekt',
        bio: 'Har i tyve år designet systemer til banker, detailvirksomheder og start-ups og har skrevet spørgsmålene i tjekket.',
      },
      {
        name: 'Jonas Brandt',
        role: 'Udviklingschef',
        bio: 'Bygger og driver platformen og sørger for, at hver udgivelse er lille, testet og let at rulle tilbage.',
      },
      {
        name: 'Sofie Holm',
        role: 'Ansvarlig for design og UX',
        bio: 'Oversætter arkitekturjargon til klare spørgsmål og rapporter, som travle ledere faktisk læser.',
      },
    ],
    teamStoryPrompt: 'Er du nysgerrig efter, hvordan holdet virkelig arbejder?',
    teamStoryLink: 'Læs historien om holdet',
  },
  team: {
    title: 'Mød holdet (hele holdet)',
    lead: 'Vores Om-side præsenterer tre personer. I gennemsigtighedens navn – som vi også anbefaler til din arkitektur – får du her hele historien.',
    story: [
      '$t(common:product.name) er et sideprojekt. Et enmandssideprojekt. Det begyndte en regnfuld tirsdag aften, da vores stifter for fjerde gang den måned havde forklaret en bestyrelse, hvad »det kommer an på« betyder, og tænkte: Det må kunne gøres hurtigere.',
      'Mette Lindholm, stifter og arkitekt, er helt og aldeles ægte. Jonas Brandt, udviklingschef, er Mette efter anden kop kaffe, når hun endelig tør røre ved udrulningspipelinen. Sofie Holm, ansvarlig for design og UX, er Mette søndag morgen med en skitsebog og stærke holdninger til luft omkring knapper.',
      'Vores stand-up-møder er bemærkelsesværdigt effektive: Ingen afbryder, og alle beslutninger er enstemmige. Kodegennemgang er sværere. Det viser sig at være overraskende svært at afvise sin egen pull request, men det er sket (to gange, begge gange med god grund).',
      'Kontoret er et køkkenbord. Vagtplanen har ét navn på. Katten er blevet forfremmet til kvalitetschef, mest fordi hun går hen over tastaturet og finder grænsetilfælde, som ingen andre ville finde.',
      'Vi tager faktisk produktet alvorligt: Spørgsmålene bygger på mange års virkeligt arkitekturarbejde, og dine data behandles lige så omhyggeligt, som vores privatlivspolitik lover. Vi prøver bare ikke at tage os selv alt for alvorligt.',
    ],
    signoff: '– Mette (og Jonas, og Sofie)',
  },
  press: {
    title: 'Presse',
    intro: 'Skriver du om $t(common:product.name)? Her er det, du har brug for.',
    descriptionTitle: 'Om produktet',
    description:
      '$t(common:product.name) er en online selvevaluering for ledere på både forretnings- og tekniksiden. På cirka ti minutter besvarer brugerne 20 multiple choice-spørgsmål om arkitektur, udrulning, sikkerhed og skalerbarhed og får en rapport med score for hvert område, anbefalinger, indsigter og anbefalede værktøjer. Tjekket findes på dansk og engelsk, og brugerne kan oprette en konto for at gemme deres rapporter og følge deres fremskridt over tid.',
    factsTitle: 'Nøgletal og fakta',
    facts: [
      { label: 'Produkt', value: '$t(common:product.name)' },
      { label: 'Hvad det er', value: 'En online selvevaluering af softwarearkitekturens sundhed' },
      { label: 'Til', value: 'Ledere på forretnings- og tekniksiden' },
      {
        label: 'Spørgsmål',
        value:
          '20 multiple choice-spørgsmål inden for fire områder: arkitektur, udrulning, sikkerhed og skalerbarhed',
      },
      { label: 'Tidsforbrug', value: 'Cirka 10 minutter' },
      {
        label: 'Resultat',
        value: 'En rapport med score for hvert område, anbefalinger, indsigter og anbefalede værktøjer',
      },
      { label: 'Sprog', value: 'Dansk og engelsk' },
      { label: 'Login', value: 'E-mail og adgangskode, Google eller Apple' },
    ],
    contactTitle: 'Pressekontakt',
    contactText: 'Ønsker du et interview, skærmbilleder eller baggrundsviden, så skriv til',
    contactEmail: 'press@archhealth.example',
    contactNote: 'Vi bestræber os på at svare inden for få hverdage.',
  },
  contact: {
    title: 'Kontakt os',
    intro: 'Har du spørgsmål, feedback eller idéer? Send os en besked, så vender vi tilbage på e-mail.',
    formLabel: 'Kontaktformular',
    requiredNote: 'Alle felter skal udfyldes.',
    fields: {
      name: 'Navn',
      email: 'E-mail',
      message: 'Besked',
      messageHint: 'Højst 5.000 tegn.',
    },
    validation: {
      nameRequired: 'Skriv dit navn.',
      nameTooLong: 'Dit navn må højst være på 200 tegn.',
      emailRequired: 'Skriv din e-mailadresse.',
      emailInvalid: 'Skriv en gyldig e-mailadresse, for eksempel navn@eksempel.dk.',
      emailTooLong: 'E-mailadressen må højst være på 320 tegn.',
      messageRequired: 'Skriv en besked.',
      messageTooLong: 'Din besked må højst være på 5.000 tegn.',
    },
    submit: 'Send besked',
    sending: 'Sender...',
    success: {
      title: 'Tak for din besked!',
      text: 'Vi har modtaget den og svarer til {{email}}, så hurtigt vi kan.',
      again: 'Send en ny besked',
    },
    errors: {
      network:
        'Vi kunne ikke få forbindelse til serveren, så din besked blev ikke sendt. Tjek din forbindelse, og prøv igen – din tekst er her stadig.',
      invalid: 'Serveren tog ikke imod din besked. Tjek felterne, og prøv igen.',
      rateLimited:
        'Du har sendt flere beskeder på kort tid, så denne blev ikke sendt. Prøv igen senere – din tekst er her stadig.',
      unknown: 'Noget gik galt, og din besked blev ikke sendt. Prøv igen om lidt – din tekst er her stadig.',
    },
    privacyNote: 'Vi bruger kun dine oplysninger til at svare dig og sletter beskeder efter 12 måneder.',
    privacyLink: 'Læs vores privatlivspolitik',
  },
  methodology: {
    title: 'Sådan beregnes scoren',
    intro:
      '$t(common:product.name) omsætter dine svar til en score med én fast regel, der er den samme for alle. Her kan du se, hvor spørgsmålene kommer fra, reglen, hvad niveauerne betyder, og hvordan anbefalingerne prioriteres, så du kan efterprøve hvert tal i din rapport.',
    questionsTitle: 'Hvor spørgsmålene kommer fra',
    questionsSource:
      'Spørgsmålene er skrevet af vores stifter og chefarkitekt på baggrund af tyve års arbejde med at designe og gennemgå systemer for banker, detailhandlen og start-ups. Hvert spørgsmål handler om en hverdagspraksis, der afgør, om softwaren kan følge med forretningen omkring den.',
    questionsShape:
      'Der er {{questions}} spørgsmål, {{perArea}} inden for hvert af {{areas}} områder. Hvert spørgsmål har {{options}} svar, der beskriver praksissen, som vi har mødt den i virkelige organisationer, fra den svageste til den stærkeste.',
    areasLabel: 'Områderne',
    scoringTitle: 'Pointreglen',
    scoringPoints: 'Hvert svar giver point efter sin plads på listen, talt fra det svageste:',
    place: 'Svar {{place}} af {{options}}',
    weakest: 'det svageste',
    strongest: 'det stærkeste',
    points: '{{points}} point',
    formula: 'Kort sagt: svaret på plads p giver (p − 1) ÷ {{maxPosition}} × {{max}} point.',
    averages:
      'Et områdes score er gennemsnittet af dets {{perArea}} svar, og den samlede score er gennemsnittet af de {{areas}} områders score. Kun resultaterne rundes, til hele tal fra {{min}} til {{max}}.',
    example: 'Eksempel: svar, der giver {{points}} point i ét område, giver området en score på {{score}}.',
    version:
      'Dette er version {{version}} af pointreglen. Hver rapport gemmer den version, den blev beregnet med, så en gammel rapport aldrig ændrer sig.',
    bandsTitle: 'Modenhedsniveauer',
    bandsIntro: 'Enhver score, for et område og samlet, falder inden for et af {{count}} niveauer:',
    bandRange: '{{from}}–{{to}}',
    gap: 'Når dit stærkeste og dit svageste område ligger {{gap}} point eller mere fra hinanden, siger rapporten det: Forskellen er ofte der, hvor risikoen er.',
    prioritiesTitle: 'Hvad en anbefalings prioritet betyder',
    prioritiesIntro:
      'Hvert svar under det stærkeste får en anbefaling: hvad du bør gøre nu, og hvorfor det betyder noget for forretningen. Prioriteten siger, hvor langt praksissen er fra den stærkeste:',
    priorityFor: 'for svar {{place}} af {{options}}',
    prioritiesNone: 'Det stærkeste svar behøver ingen anbefaling.',
    prioritiesOrder:
      'Anbefalingerne står med høj prioritet først og inden for samme prioritet i spørgsmålenes rækkefølge. Rapporten nævner også op til {{maxTools}} værktøjer, der hjælper med de praksisser, der har mest brug for det.',
    ctaTitle: 'Se, hvor du står',
    ctaText: 'Det tager cirka ti minutter, og rapporten viser hver score efter reglen ovenfor.',
    cta: 'Start sundhedstjekket',
  },
};

export const marketingTranslations = { en, da } satisfies Translations;
