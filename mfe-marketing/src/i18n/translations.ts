// The marketing namespace: every text of the home, about, team, press, contact and legal pages, in
// English and Danish. Danish is typed as the English shape, so a key missing from one language is a
// type error; translations.test.ts also checks that both have exactly the same keys and list lengths.
// Lists (steps, sections, paragraphs) are arrays, read with the helpers in text-lists.ts.
import type { Translations } from '@ahc/platform';

const en = {
  home: {
    title: 'How healthy is your architecture?',
    intro:
      'The Architecture Health Check gives business and technical leaders a clear, honest picture of their software architecture. Answer 20 multiple-choice questions and get a scored report that shows where you are strong, where the risks are and what to do next.',
    cta: 'Start the health check',
    ctaNote: 'About 10 minutes · in English or Danish',
    categoriesTitle: 'Four areas, five questions each',
    categoriesIntro: 'The check covers the four areas that most often decide whether your software keeps up with your business.',
    categories: {
      architecture: {
        title: 'Architecture',
        description: 'How your system is structured: its boundaries, its dependencies and how easily it can change.',
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
        description: 'Pick the option that best describes how things work today – five questions for each area.',
      },
      {
        title: 'About 10 minutes',
        description: 'No preparation and no documents needed. Your honest first answer is usually the right one.',
      },
      {
        title: 'Get your scored report',
        description: 'See your overall score, a score for each area, recommendations, insights and tools worth a look.',
      },
      {
        title: 'Track your progress',
        description: 'Sign in to keep your reports, take the check again later and see how you improve.',
      },
    ],
    closingTitle: 'Ready to see where you stand?',
    closingText: 'It takes about ten minutes, and you get concrete next steps at the end.',
  },
  about: {
    title: 'About the Architecture Health Check',
    purposeTitle: 'Our purpose',
    purpose: [
      'Most leaders know that their software matters, but few get a straight answer to the question "How healthy is it?". Audits are expensive and slow, and a gut feeling is hard to share with a board.',
      'The Architecture Health Check fills that gap. In about ten minutes, 20 questions about architecture, deployment, security and scalability give you a scored report with recommendations you can act on – in words that both business and technical people understand.',
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
      'The Architecture Health Check is a side project. A one-person side project. It began on a rainy Tuesday evening, when our founder had explained the words "it depends" to a board for the fourth time that month and thought: there has to be a quicker way.',
      'Mette Lindholm, founder and architect, is entirely real. Jonas Brandt, engineering lead, is Mette after her second cup of coffee, when she finally dares to touch the deployment pipeline. Sofie Holm, design and UX lead, is Mette on Sunday mornings with a sketchbook and strong opinions about button padding.',
      'Our stand-ups are remarkably efficient: nobody interrupts, and every decision is unanimous. Code reviews are harder. It turns out to be surprisingly difficult to reject your own pull request, although it has happened (twice, both times for good reasons).',
      'The office is a kitchen table. The on-call rota has one name on it. The cat has been promoted to head of quality assurance, mostly because she walks across the keyboard and finds edge cases nobody else would.',
      'We do take the product seriously: the questions build on many years of real architecture work, and your data is handled as carefully as our privacy policy says. We just try not to take ourselves too seriously.',
    ],
    signoff: '– Mette (and Jonas, and Sofie)',
  },
  press: {
    title: 'Press',
    intro: 'Writing about the Architecture Health Check? Here is what you need.',
    descriptionTitle: 'About the product',
    description:
      'The Architecture Health Check is an online self-assessment for business and technical leaders. In about ten minutes, users answer 20 multiple-choice questions about architecture, deployment, security and scalability and receive a scored report with category scores, recommendations, insights and recommended tools. The check is available in English and Danish, and users can create an account to keep their reports and follow their progress over time.',
    factsTitle: 'Key facts',
    facts: [
      { label: 'Product', value: 'Architecture Health Check' },
      { label: 'What it is', value: 'An online self-assessment of software architecture health' },
      { label: 'For', value: 'Business and technical leaders' },
      { label: 'Questions', value: '20 multiple-choice questions in four categories: architecture, deployment, security and scalability' },
      { label: 'Time needed', value: 'About 10 minutes' },
      { label: 'Result', value: 'A scored report with category scores, recommendations, insights and recommended tools' },
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
      text: "We have received it and will reply to {{email}} as soon as we can.",
      again: 'Send another message',
    },
    errors: {
      network: "We couldn't reach the server, so your message was not sent. Check your connection and try again – your text is still here.",
      invalid: 'The server did not accept your message. Please check the fields and try again.',
      unknown: 'Something went wrong and your message was not sent. Please try again in a moment – your text is still here.',
    },
    privacyNote: 'We use your details only to answer you and delete messages after 12 months.',
    privacyLink: 'Read our privacy policy',
  },
  legal: {
    lastUpdated: 'Last updated: {{date}}',
    date: '21 November 2026',
  },
  privacy: {
    title: 'Privacy policy',
    intro:
      'This policy explains which personal data the Architecture Health Check stores, why, where and for how long, and what your rights are. We collect as little as we can and keep the explanation plain.',
    sections: [
      {
        title: 'What we store',
        paragraphs: ['We store only what the service needs in order to work:'],
        items: [
          'Your account: your e-mail address, your name, your company and – if you choose to add it – a short description of your architecture. If you sign in with Google or Apple, we receive your e-mail address and name from them, never your password.',
          'Your assessments: the answers you give to the 20 questions and the reports calculated from them, including the scores and the company and name shown on each report.',
          'Contact messages: the name, e-mail address and message you send us through the contact form.',
        ],
      },
      {
        title: 'Why we store it',
        paragraphs: [
          'We use your account to sign you in and to show your name and company on your reports. We keep your answers and reports so that you can read them again and follow your progress. We use contact messages only to reply to you.',
          'We do not use tracking, analytics or advertising tools, and we never sell your data or share it for marketing.',
        ],
        items: [],
      },
      {
        title: 'Where it is stored',
        paragraphs: [
          'Your data is stored with Supabase, our hosting provider: your sign-in details in Supabase Auth and everything else in a Supabase Postgres database. Access is restricted so that only you can read your reports, and only we can read contact messages. Data travels over encrypted connections (HTTPS).',
          'The report-generator test page sends the text you type to our report service, which writes a report from it. Depending on how the service is set up, an external AI text service may help write it. That text is not saved with your account.',
        ],
        items: [],
      },
      {
        title: 'How long we keep it',
        paragraphs: [],
        items: [
          'Your account, answers and reports: until your account is deleted. Then they are deleted too.',
          'Contact messages: 12 months after we receive them. Then they are deleted.',
        ],
      },
      {
        title: 'Your rights',
        paragraphs: [
          'You have the right to see the data we hold about you, to have it corrected and to have it deleted. You can also ask for a copy of it or object to how we use it. Write to privacy@archhealth.example and we will answer within one month.',
          'You can correct your name, company and architecture description yourself on your profile page. If you believe we handle your data incorrectly, you can complain to your data protection authority (in Denmark: Datatilsynet).',
        ],
        items: [],
      },
      {
        title: 'Cookies and local storage',
        paragraphs: [
          'We do not use tracking cookies. Your browser stores only what is needed to keep you signed in and to remember your language – the cookie policy explains the details.',
        ],
        items: [],
      },
      {
        title: 'Changes to this policy',
        paragraphs: ['If we change this policy, we will publish the new version here and update the date at the top.'],
        items: [],
      },
    ],
    contactText: 'Questions about your privacy? Write to',
    contactEmail: 'privacy@archhealth.example',
  },
  terms: {
    title: 'Terms of service',
    intro: 'These terms apply when you use the Architecture Health Check. By using the service, you accept them. We have tried to keep them short and readable.',
    sections: [
      {
        title: 'The service',
        paragraphs: [
          'The Architecture Health Check is an online self-assessment. You answer 20 multiple-choice questions about your software architecture and receive a scored report with recommendations, insights and recommended tools.',
        ],
        items: [],
      },
      {
        title: 'Your account',
        paragraphs: [
          'You can create an account with an e-mail address and a password, or sign in with Google or Apple. Please give correct details, keep your password to yourself and tell us if you think someone else is using your account.',
          'You can have your account deleted at any time by writing to privacy@archhealth.example. Your answers and reports are deleted with it.',
        ],
        items: [],
      },
      {
        title: 'Fair use',
        paragraphs: ['When you use the service, please do not:'],
        items: [
          "try to get access to other people's accounts, reports or data;",
          'overload, probe or attack the service, or try to get around its security;',
          'use the contact form or text fields to send spam, malware or unlawful content.',
        ],
      },
      {
        title: 'Your content',
        paragraphs: [
          'Your answers, your architecture description and your reports remain yours. You allow us to store and process them only to provide the service to you. The privacy policy describes how we handle personal data.',
        ],
        items: [],
      },
      {
        title: 'Reports are guidance, not advice',
        paragraphs: [
          'Reports are calculated automatically from your answers. They are a starting point for a conversation, not professional advice, an audit or a guarantee. Decisions you make based on a report are your own; consider involving a qualified specialist before major changes.',
        ],
        items: [],
      },
      {
        title: 'Availability',
        paragraphs: [
          'We work to keep the service running, but we cannot promise that it is always available or free of errors. Sometimes we put the service in maintenance mode while we improve it. We may change or stop features; if we close the service, we will give reasonable notice.',
        ],
        items: [],
      },
      {
        title: 'Liability',
        paragraphs: [
          'The service is provided as it is. As far as the law allows, we are not liable for indirect losses, lost profits or lost data arising from the use of the service. Nothing in these terms limits the rights you have under mandatory law.',
        ],
        items: [],
      },
      {
        title: 'Changes to these terms',
        paragraphs: [
          'We may update these terms. The date at the top shows the current version. If you keep using the service after a change, the new terms apply.',
        ],
        items: [],
      },
    ],
    contactText: 'Questions about these terms? Write to',
    contactEmail: 'privacy@archhealth.example',
  },
  cookies: {
    title: 'Cookie policy',
    intro: 'The short version: we do not use tracking or advertising cookies. Your browser stores just two things for us, and both are strictly necessary.',
    sections: [
      {
        title: 'No tracking, no advertising',
        paragraphs: [
          'We do not use cookies or similar technology to track you, to collect statistics about you or to show you advertising, and we do not let others place such cookies on our pages. That is also why you do not see a cookie banner here.',
        ],
        items: [],
      },
      {
        title: 'What your browser stores',
        paragraphs: ["Instead of cookies, the service uses your browser's local storage for two things:"],
        items: [
          'The Supabase session (a key starting with "sb-"): keeps you signed in as you move around the site and between visits. It exists only while you are signed in and is removed when you sign out.',
          'language: remembers whether you chose English or Danish, so the site opens in your language next time. It contains only "en" or "da".',
        ],
      },
      {
        title: 'Why no consent is needed',
        paragraphs: [
          'Both are strictly necessary to give you the service you ask for: without the session you could not stay signed in, and without the language setting the site would forget your language. Neither is shared with anyone or used to track you.',
        ],
        items: [],
      },
      {
        title: 'How to remove them',
        paragraphs: [
          "Signing out removes the session. You can remove both at any time in your browser's settings, under site data or local storage for this site. The site then opens in English and you need to sign in again.",
        ],
        items: [],
      },
      {
        title: 'Changes to this policy',
        paragraphs: [
          'If we ever add other cookies or stored data, we will update this policy first and ask for your consent where the law requires it.',
        ],
        items: [],
      },
    ],
    contactText: 'Questions about cookies? Write to',
    contactEmail: 'privacy@archhealth.example',
  },
};

type MarketingTexts = typeof en;

const da: MarketingTexts = {
  home: {
    title: 'Hvor sund er din arkitektur?',
    intro:
      'Architecture Health Check giver ledere på både forretnings- og tekniksiden et klart og ærligt billede af deres softwarearkitektur. Besvar 20 multiple choice-spørgsmål, og få en rapport med point, der viser, hvor I står stærkt, hvor risiciene er, og hvad I bør gøre nu.',
    cta: 'Start sundhedstjekket',
    ctaNote: 'Cirka 10 minutter · på dansk eller engelsk',
    categoriesTitle: 'Fire områder med fem spørgsmål hver',
    categoriesIntro: 'Tjekket dækker de fire områder, der oftest afgør, om jeres software kan følge med forretningen.',
    categories: {
      architecture: {
        title: 'Arkitektur',
        description: 'Hvordan systemet er bygget op: dets grænser, dets afhængigheder, og hvor let det er at ændre.',
      },
      deployment: {
        title: 'Udrulning',
        description: 'Hvor ofte og hvor sikkert I udgiver, og hvor hurtigt I kan rulle en dårlig udgivelse tilbage.',
      },
      security: {
        title: 'Sikkerhed',
        description: 'Hvordan I beskytter adgang og data, overholder regler og opdager problemer, før andre gør.',
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
        description: 'Vælg den mulighed, der bedst beskriver, hvordan det fungerer i dag – fem spørgsmål for hvert område.',
      },
      {
        title: 'Cirka 10 minutter',
        description: 'Ingen forberedelse og ingen dokumenter. Dit ærlige førstesvar er som regel det rigtige.',
      },
      {
        title: 'Få din rapport med point',
        description: 'Se din samlede score, en score for hvert område, anbefalinger, indsigter og værktøjer, der er værd at kigge på.',
      },
      {
        title: 'Følg dine fremskridt',
        description: 'Log ind for at gemme dine rapporter, tag tjekket igen senere, og se, hvordan I forbedrer jer.',
      },
    ],
    closingTitle: 'Klar til at se, hvor I står?',
    closingText: 'Det tager cirka ti minutter, og til sidst får du konkrete næste skridt.',
  },
  about: {
    title: 'Om Architecture Health Check',
    purposeTitle: 'Vores formål',
    purpose: [
      'De fleste ledere ved, at deres software betyder noget, men få får et klart svar på spørgsmålet "Hvor sund er den?". Audits er dyre og langsomme, og en mavefornemmelse er svær at dele med en bestyrelse.',
      'Architecture Health Check udfylder det hul. På cirka ti minutter giver 20 spørgsmål om arkitektur, udrulning, sikkerhed og skalerbarhed dig en rapport med point og anbefalinger, du kan handle på – formuleret, så både forretningsfolk og teknikere forstår den.',
      'Vi tror på, at en god samtale om arkitektur begynder med et fælles billede. Vores mål er at give dig det billede hurtigt og uden fagjargon.',
    ],
    teamTitle: 'Holdet',
    members: [
      {
        name: 'Mette Lindholm',
        role: 'Stifter og chefarkitekt',
        bio: 'Har i tyve år designet systemer til banker, detailhandlen og start-ups og har skrevet spørgsmålene i tjekket.',
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
    teamStoryPrompt: 'Nysgerrig efter, hvordan holdet virkelig arbejder?',
    teamStoryLink: 'Læs historien om holdet',
  },
  team: {
    title: 'Mød holdet (hele holdet)',
    lead: 'Vores Om-side præsenterer tre personer. I gennemsigtighedens navn – som vi også anbefaler til din arkitektur – får du her hele historien.',
    story: [
      'Architecture Health Check er et sideprojekt. Et enmandssideprojekt. Det begyndte en regnfuld tirsdag aften, da vores stifter for fjerde gang den måned havde forklaret en bestyrelse, hvad "det kommer an på" betyder, og tænkte: Det må kunne gøres hurtigere.',
      'Mette Lindholm, stifter og arkitekt, er helt og aldeles ægte. Jonas Brandt, udviklingschef, er Mette efter anden kop kaffe, når hun endelig tør røre ved udrulningspipelinen. Sofie Holm, ansvarlig for design og UX, er Mette søndag morgen med en skitsebog og stærke holdninger til luft omkring knapper.',
      'Vores stand-up-møder er bemærkelsesværdigt effektive: Ingen afbryder, og alle beslutninger er enstemmige. Kodegennemgang er sværere. Det viser sig at være overraskende svært at afvise sin egen pull request, men det er sket (to gange, begge gange med god grund).',
      'Kontoret er et køkkenbord. Vagtplanen har ét navn på. Katten er blevet forfremmet til kvalitetschef, mest fordi hun går hen over tastaturet og finder grænsetilfælde, som ingen andre ville finde.',
      'Vi tager faktisk produktet alvorligt: Spørgsmålene bygger på mange års virkeligt arkitekturarbejde, og dine data behandles lige så omhyggeligt, som vores privatlivspolitik lover. Vi prøver bare ikke at tage os selv alt for alvorligt.',
    ],
    signoff: '– Mette (og Jonas, og Sofie)',
  },
  press: {
    title: 'Presse',
    intro: 'Skriver du om Architecture Health Check? Her er det, du har brug for.',
    descriptionTitle: 'Om produktet',
    description:
      'Architecture Health Check er en online selvevaluering for ledere på både forretnings- og tekniksiden. På cirka ti minutter besvarer brugerne 20 multiple choice-spørgsmål om arkitektur, udrulning, sikkerhed og skalerbarhed og får en rapport med point for hver kategori, anbefalinger, indsigter og anbefalede værktøjer. Tjekket findes på dansk og engelsk, og brugerne kan oprette en konto for at gemme deres rapporter og følge deres fremskridt over tid.',
    factsTitle: 'Nøgletal og fakta',
    facts: [
      { label: 'Produkt', value: 'Architecture Health Check' },
      { label: 'Hvad det er', value: 'En online selvevaluering af softwarearkitekturens sundhed' },
      { label: 'Til', value: 'Ledere på forretnings- og tekniksiden' },
      { label: 'Spørgsmål', value: '20 multiple choice-spørgsmål i fire kategorier: arkitektur, udrulning, sikkerhed og skalerbarhed' },
      { label: 'Tidsforbrug', value: 'Cirka 10 minutter' },
      { label: 'Resultat', value: 'En rapport med point for hver kategori, anbefalinger, indsigter og anbefalede værktøjer' },
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
      network: 'Vi kunne ikke få forbindelse til serveren, så din besked blev ikke sendt. Tjek din forbindelse, og prøv igen – din tekst er her stadig.',
      invalid: 'Serveren tog ikke imod din besked. Tjek felterne, og prøv igen.',
      unknown: 'Noget gik galt, og din besked blev ikke sendt. Prøv igen om lidt – din tekst er her stadig.',
    },
    privacyNote: 'Vi bruger kun dine oplysninger til at svare dig og sletter beskeder efter 12 måneder.',
    privacyLink: 'Læs vores privatlivspolitik',
  },
  legal: {
    lastUpdated: 'Sidst opdateret: {{date}}',
    date: '21. november 2026',
  },
  privacy: {
    title: 'Privatlivspolitik',
    intro:
      'Denne politik forklarer, hvilke personoplysninger Architecture Health Check gemmer, hvorfor, hvor og hvor længe, og hvilke rettigheder du har. Vi indsamler så lidt som muligt og forklarer det i et enkelt sprog.',
    sections: [
      {
        title: 'Hvad vi gemmer',
        paragraphs: ['Vi gemmer kun det, tjenesten har brug for for at virke:'],
        items: [
          'Din konto: din e-mailadresse, dit navn, din virksomhed og – hvis du vælger at tilføje den – en kort beskrivelse af din arkitektur. Logger du ind med Google eller Apple, får vi din e-mailadresse og dit navn derfra, men aldrig din adgangskode.',
          'Dine evalueringer: dine svar på de 20 spørgsmål og de rapporter, der beregnes ud fra dem, herunder pointene og den virksomhed og det navn, der står på hver rapport.',
          'Kontaktbeskeder: det navn, den e-mailadresse og den besked, du sender os via kontaktformularen.',
        ],
      },
      {
        title: 'Hvorfor vi gemmer det',
        paragraphs: [
          'Vi bruger din konto til at logge dig ind og til at vise dit navn og din virksomhed på dine rapporter. Vi gemmer dine svar og rapporter, så du kan læse dem igen og følge dine fremskridt. Kontaktbeskeder bruger vi kun til at svare dig.',
          'Vi bruger ingen værktøjer til sporing, statistik eller annoncering, og vi sælger aldrig dine data eller deler dem til markedsføring.',
        ],
        items: [],
      },
      {
        title: 'Hvor det gemmes',
        paragraphs: [
          'Dine data gemmes hos Supabase, vores hostingudbyder: dine loginoplysninger i Supabase Auth og alt andet i en Supabase Postgres-database. Adgangen er begrænset, så kun du kan læse dine rapporter, og kun vi kan læse kontaktbeskeder. Data sendes over krypterede forbindelser (HTTPS).',
          'Testsiden til rapportgenerering sender den tekst, du skriver, til vores rapporttjeneste, som skriver en rapport ud fra den. Afhængigt af opsætningen kan en ekstern AI-teksttjeneste hjælpe med at skrive den. Teksten gemmes ikke på din konto.',
        ],
        items: [],
      },
      {
        title: 'Hvor længe vi gemmer det',
        paragraphs: [],
        items: [
          'Din konto, dine svar og dine rapporter: indtil din konto slettes. Så slettes de også.',
          'Kontaktbeskeder: i 12 måneder, efter at vi har modtaget dem. Derefter slettes de.',
        ],
      },
      {
        title: 'Dine rettigheder',
        paragraphs: [
          'Du har ret til at se de oplysninger, vi har om dig, til at få dem rettet og til at få dem slettet. Du kan også bede om en kopi eller gøre indsigelse mod, hvordan vi bruger dem. Skriv til privacy@archhealth.example, så svarer vi inden for en måned.',
          'Du kan selv rette dit navn, din virksomhed og din arkitekturbeskrivelse på din profilside. Mener du, at vi behandler dine data forkert, kan du klage til Datatilsynet.',
        ],
        items: [],
      },
      {
        title: 'Cookies og lokal lagring',
        paragraphs: [
          'Vi bruger ingen sporingscookies. Din browser gemmer kun det, der skal til for at holde dig logget ind og huske dit sprog – cookiepolitikken forklarer detaljerne.',
        ],
        items: [],
      },
      {
        title: 'Ændringer af denne politik',
        paragraphs: ['Hvis vi ændrer politikken, offentliggør vi den nye udgave her og opdaterer datoen øverst.'],
        items: [],
      },
    ],
    contactText: 'Spørgsmål om dit privatliv? Skriv til',
    contactEmail: 'privacy@archhealth.example',
  },
  terms: {
    title: 'Servicevilkår',
    intro: 'Disse vilkår gælder, når du bruger Architecture Health Check. Når du bruger tjenesten, accepterer du dem. Vi har forsøgt at gøre dem korte og lette at læse.',
    sections: [
      {
        title: 'Tjenesten',
        paragraphs: [
          'Architecture Health Check er en online selvevaluering. Du besvarer 20 multiple choice-spørgsmål om din softwarearkitektur og får en rapport med point, anbefalinger, indsigter og anbefalede værktøjer.',
        ],
        items: [],
      },
      {
        title: 'Din konto',
        paragraphs: [
          'Du kan oprette en konto med en e-mailadresse og en adgangskode eller logge ind med Google eller Apple. Giv os korrekte oplysninger, hold din adgangskode for dig selv, og sig til, hvis du tror, at en anden bruger din konto.',
          'Du kan til enhver tid få din konto slettet ved at skrive til privacy@archhealth.example. Dine svar og rapporter slettes sammen med den.',
        ],
        items: [],
      },
      {
        title: 'Rimelig brug',
        paragraphs: ['Når du bruger tjenesten, må du ikke:'],
        items: [
          'forsøge at få adgang til andres konti, rapporter eller data;',
          'overbelaste, afsøge eller angribe tjenesten eller forsøge at omgå dens sikkerhed;',
          'bruge kontaktformularen eller tekstfelter til at sende spam, skadelig software eller ulovligt indhold.',
        ],
      },
      {
        title: 'Dit indhold',
        paragraphs: [
          'Dine svar, din arkitekturbeskrivelse og dine rapporter er dine. Du giver os lov til at gemme og behandle dem, men kun for at levere tjenesten til dig. Privatlivspolitikken beskriver, hvordan vi behandler personoplysninger.',
        ],
        items: [],
      },
      {
        title: 'Rapporterne er vejledning, ikke rådgivning',
        paragraphs: [
          'Rapporterne beregnes automatisk ud fra dine svar. De er et udgangspunkt for en samtale, ikke professionel rådgivning, en revision eller en garanti. Beslutninger, du træffer på baggrund af en rapport, er dine egne; overvej at inddrage en kvalificeret specialist før større ændringer.',
        ],
        items: [],
      },
      {
        title: 'Tilgængelighed',
        paragraphs: [
          'Vi arbejder på at holde tjenesten kørende, men kan ikke love, at den altid er tilgængelig eller fejlfri. Nogle gange sætter vi tjenesten i vedligeholdelsestilstand, mens vi forbedrer den. Vi kan ændre eller fjerne funktioner; lukker vi tjenesten, giver vi besked med rimeligt varsel.',
        ],
        items: [],
      },
      {
        title: 'Ansvar',
        paragraphs: [
          'Tjenesten leveres, som den er. I det omfang loven tillader det, er vi ikke ansvarlige for indirekte tab, tabt fortjeneste eller tabte data som følge af brugen af tjenesten. Intet i disse vilkår begrænser de rettigheder, du har efter ufravigelig lovgivning.',
        ],
        items: [],
      },
      {
        title: 'Ændringer af vilkårene',
        paragraphs: [
          'Vi kan opdatere disse vilkår. Datoen øverst viser den gældende udgave. Bruger du tjenesten efter en ændring, gælder de nye vilkår.',
        ],
        items: [],
      },
    ],
    contactText: 'Spørgsmål om vilkårene? Skriv til',
    contactEmail: 'privacy@archhealth.example',
  },
  cookies: {
    title: 'Cookiepolitik',
    intro: 'Den korte version: Vi bruger ingen cookies til sporing eller annoncering. Din browser gemmer kun to ting for os, og begge er strengt nødvendige.',
    sections: [
      {
        title: 'Ingen sporing, ingen annoncer',
        paragraphs: [
          'Vi bruger ikke cookies eller lignende teknologi til at spore dig, til at lave statistik om dig eller til at vise dig annoncer, og vi lader ikke andre sætte den slags cookies på vores sider. Derfor ser du heller ikke noget cookiebanner her.',
        ],
        items: [],
      },
      {
        title: 'Hvad din browser gemmer',
        paragraphs: ['I stedet for cookies bruger tjenesten din browsers lokale lager (local storage) til to ting:'],
        items: [
          'Supabase-sessionen (en nøgle, der begynder med "sb-"): holder dig logget ind, mens du bevæger dig rundt på siden og mellem besøg. Den findes kun, mens du er logget ind, og fjernes, når du logger ud.',
          'language: husker, om du valgte dansk eller engelsk, så siden åbner på dit sprog næste gang. Den indeholder kun "en" eller "da".',
        ],
      },
      {
        title: 'Hvorfor der ikke kræves samtykke',
        paragraphs: [
          'Begge dele er strengt nødvendige for at levere den tjeneste, du beder om: Uden sessionen kunne du ikke forblive logget ind, og uden sprogindstillingen ville siden glemme dit sprog. Ingen af dem deles med andre eller bruges til at spore dig.',
        ],
        items: [],
      },
      {
        title: 'Sådan fjerner du dem',
        paragraphs: [
          'Når du logger ud, fjernes sessionen. Du kan til enhver tid fjerne begge i din browsers indstillinger under webstedsdata eller lokal lagring for denne side. Siden åbner så på engelsk, og du skal logge ind igen.',
        ],
        items: [],
      },
      {
        title: 'Ændringer af denne politik',
        paragraphs: [
          'Hvis vi en dag tilføjer andre cookies eller gemte data, opdaterer vi først denne politik og beder om dit samtykke, hvor loven kræver det.',
        ],
        items: [],
      },
    ],
    contactText: 'Spørgsmål om cookies? Skriv til',
    contactEmail: 'privacy@archhealth.example',
  },
};

export const marketingTranslations = { en, da } satisfies Translations;
