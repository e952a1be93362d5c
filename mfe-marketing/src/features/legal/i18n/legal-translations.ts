// The privacy policy, terms of service and cookie policy (namespace 'marketing-legal'), in English and
// Danish with the same keys. A namespace, and a module, of their own because they are most of the remote's
// text: a visitor to any other page does not download them. Each document has the same shape, so one
// component lays out all three.
import { defineTranslations } from '@ahc/platform';

export const legalTranslations = defineTranslations({
  en: {
    legal: {
      lastUpdated: 'Last updated: {{date}}',
      date: '21 November 2026',
    },
    privacy: {
      title: 'Privacy policy',
      intro:
        'This policy explains which personal data the $t(common:product.name) stores, why, where and for how long, and what your rights are. We collect as little as we can and keep the explanation plain.',
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
          paragraphs: [
            'If we change this policy, we will publish the new version here and update the date at the top.',
          ],
          items: [],
        },
      ],
      contactText: 'Questions about your privacy? Write to',
      contactEmail: 'privacy@archhealth.example',
    },
    terms: {
      title: 'Terms of service',
      intro:
        'These terms apply when you use the $t(common:product.name). By using the service, you accept them. We have tried to keep them short and readable.',
      sections: [
        {
          title: 'The service',
          paragraphs: [
            'The $t(common:product.name) is an online self-assessment. You answer 20 multiple-choice questions about your software architecture and receive a scored report with recommendations, insights and recommended tools.',
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
      intro:
        'The short version: we do not use tracking or advertising cookies. Your browser stores just two things for us, and both are strictly necessary.',
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
  },
  da: {
    legal: {
      lastUpdated: 'Sidst opdateret: {{date}}',
      date: '21. november 2026',
    },
    privacy: {
      title: 'Privatlivspolitik',
      intro:
        'Denne politik forklarer, hvilke personoplysninger $t(common:product.name) gemmer, hvorfor, hvor og hvor længe, og hvilke rettigheder du har. Vi indsamler så lidt som muligt og forklarer det i et enkelt sprog.',
      sections: [
        {
          title: 'Hvad vi gemmer',
          paragraphs: ['Vi gemmer kun det, tjenesten har brug for for at virke:'],
          items: [
            'Din konto: din e-mailadresse, dit navn, din virksomhed og – hvis du vælger at tilføje den – en kort beskrivelse af din arkitektur. Logger du ind med Google eller Apple, får vi din e-mailadresse og dit navn derfra, men aldrig din adgangskode.',
            'Dine besvarelser: dine svar på de 20 spørgsmål og de rapporter, der beregnes ud fra dem, herunder scorerne og den virksomhed og det navn, der står på hver rapport.',
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
          paragraphs: [
            'Hvis vi ændrer politikken, offentliggør vi den nye udgave her og opdaterer datoen øverst.',
          ],
          items: [],
        },
      ],
      contactText: 'Spørgsmål om dit privatliv? Skriv til',
      contactEmail: 'privacy@archhealth.example',
    },
    terms: {
      title: 'Servicevilkår',
      intro:
        'Disse vilkår gælder, når du bruger $t(common:product.name). Når du bruger tjenesten, accepterer du dem. Vi har forsøgt at gøre dem korte og lette at læse.',
      sections: [
        {
          title: 'Tjenesten',
          paragraphs: [
            '$t(common:product.name) er en online selvevaluering. Du besvarer 20 multiple choice-spørgsmål om din softwarearkitektur og får en rapport med score, anbefalinger, indsigter og anbefalede værktøjer.',
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
            'overbelaste, scanne eller angribe tjenesten eller forsøge at omgå dens sikkerhed;',
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
      intro:
        'Den korte version: Vi bruger ingen cookies til sporing eller annoncering. Din browser gemmer kun to ting for os, og begge er strengt nødvendige.',
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
          paragraphs: [
            'I stedet for cookies bruger tjenesten din browsers lokale lager (local storage) til to ting:',
          ],
          items: [
            'Supabase-sessionen (en nøgle, der begynder med »sb-«): holder dig logget ind, mens du bevæger dig rundt på siden og mellem besøg. Den findes kun, mens du er logget ind, og fjernes, når du logger ud.',
            'language: husker, om du valgte dansk eller engelsk, så siden åbnes på dit sprog næste gang. Den indeholder kun »en« eller »da«.',
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
            'Når du logger ud, fjernes sessionen. Du kan til enhver tid fjerne begge i din browsers indstillinger under webstedsdata eller lokal lagring for denne side. Siden åbnes så på engelsk, og du skal logge ind igen.',
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
  },
});
