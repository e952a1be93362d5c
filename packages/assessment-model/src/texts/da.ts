// Danske tekster: spørgsmål og svarmuligheder (hver en situation, en leder kan genkende), anbefalinger
// pr. spørgsmål og nuværende svar, modenhedsniveauer, indsigter og hvad hvert værktøj løser.
import type { AssessmentTexts } from './types.ts';

/** »Sikkerhed«, »Sikkerhed og Skalerbarhed«, »Arkitektur, Sikkerhed og Skalerbarhed«. */
const names = (list: string[]) => new Intl.ListFormat('da', { type: 'conjunction' }).format(list);
/** Scoren for ét område, eller for flere, der deler den. */
const scoreOf = (list: string[], score: number) => (list.length > 1 ? `${score} hver` : `${score}`);

export const da: AssessmentTexts = {
  categories: {
    architecture: {
      name: 'Arkitektur',
      description:
        'Hvordan jeres system er bygget op: dets grænser, dets afhængigheder og hvor let det kan ændres.',
    },
    deployment: {
      name: 'Udrulning',
      description:
        'Hvor ofte og hvor sikkert I frigiver nye versioner, og hvor hurtigt I kan rulle en dårlig version tilbage.',
    },
    security: {
      name: 'Sikkerhed',
      description: 'Hvordan I beskytter adgang og data, overholder krav og opdager svagheder, før andre gør.',
    },
    scalability: {
      name: 'Skalerbarhed',
      description: 'Hvordan jeres system klarer vækst, trafikspidser og nedbrud, og hvor pålideligt det er.',
    },
  },

  questions: {
    arch_1: {
      topic: 'Ændringer i systemet',
      question: 'Når forretningen beder om en ny funktion eller en ændring, hvordan reagerer teamet så?',
      why: 'Hvor let systemet tager imod en ændring, afgør, hvor hurtigt forretningen kan handle på en ny idé, og hvad hver ændring koster.',
      options: {
        panic:
          'Med bekymring – ingen ved helt, hvad en ændring ødelægger, så selv små ønsker føles risikable.',
        tricky:
          'Det kan lade sig gøre, men det er besværligt: de fleste ændringer berører mange dele af systemet.',
        easy: 'Som regel uden problemer: de fleste ændringer holder sig inden for én tydeligt afgrænset del.',
        efficient: 'Trygt – opbygningen gør de fleste ændringer hurtige, forudsigelige og lette at estimere.',
      },
      recommendations: {
        panic: {
          why: 'Når hver ændring føles farlig, venter nye idéer, estimater bliver gætværk, og forretningen går langsommere.',
          action:
            'Kortlæg systemets hoveddele og hvad der afhænger af hvad, og begynd at lægge automatiske tests omkring de dele, der ændres oftest.',
        },
        tricky: {
          why: 'Ændringer, der berører mange steder, koster mere, tager længere tid og går oftere galt.',
          action:
            'Vælg det område, der ændres mest, og giv det en klar grænse og egne tests, så fremtidige ændringer bliver inden for det.',
        },
        easy: {
          why: 'I er godt med; den resterende friktion sidder typisk i nogle få sammenfiltrede områder.',
          action:
            'Følg med i, hvilke ændringer der tog længere tid end ventet, og ryd op de steder som en del af det daglige arbejde.',
        },
      },
    },
    arch_2: {
      topic: 'Sideeffekter af ændringer',
      question: 'Hvor ofte ødelægger en ændring i én del af systemet noget i en anden del?',
      why: 'Fejl langt fra det, der blev ændret, afslører skjulte afhængigheder; de koster kundernes tillid og trækker teamet væk fra nyt arbejde.',
      options: {
        always: 'Næsten altid – vi forventer overraskelser efter hver udgivelse.',
        often: 'Ofte – et par gange om måneden går noget urelateret i stykker.',
        sometimes: 'Nogle gange – det sker, men det er undtagelsen.',
        rarely: 'Sjældent – delene er godt adskilt, og tests fanger problemer før udgivelse.',
      },
      recommendations: {
        always: {
          why: 'Konstante overraskelser nedbryder kundernes tillid og binder teamet til brandslukning i stedet for nyt arbejde.',
          action: 'Tilføj automatiske tests af de vigtigste kunderejser, og kør dem før hver udgivelse.',
        },
        often: {
          why: 'Hyppige sideeffekter viser, at dele af systemet afhænger af hinanden på skjulte måder.',
          action:
            'Aftal klare grænseflader mellem de dele, der ødelægger noget for hinanden, og test grænsefladerne automatisk (kontrakttests).',
        },
        sometimes: {
          why: 'Lejlighedsvise fejl er normale, men hver af dem koster tid og goodwill.',
          action:
            'Gennemgå de seneste hændelser, find den skjulte afhængighed bag hver, og tilføj en test, der ville have fanget den.',
        },
      },
    },
    arch_3: {
      topic: 'Fejlfinding',
      question: 'Når noget går galt i drift, hvor lang tid tager det så at finde årsagen?',
      why: 'At finde årsagen er det meste af den tid, kunderne mærker en fejl; gode logs, målinger og sporing gør den tid kortere.',
      options: {
        days: 'Dage – vi leder i logfiler og spørger rundt.',
        hours: 'Timer – vi finder den, men det kræver en fokuseret indsats.',
        minutes: 'Minutter – vores logfiler, målinger og sporing peger direkte på den.',
        rare: 'Alvorlige problemer er sjældne, og når de sker, ser vi årsagen næsten med det samme.',
      },
      recommendations: {
        days: {
          why: 'Hver time med fejlsøgning er en time med utilfredse kunder og et team, der ikke kan lave andet.',
          action:
            'Saml logfiler fra alle dele af systemet ét søgbart sted, og tilføj grundlæggende fejlovervågning.',
        },
        hours: {
          why: 'Lange undersøgelser betyder lange nedbrud, også når selve rettelsen er lille.',
          action:
            'Tilføj sporing af forespørgsler på tværs af services og dashboards for de vigtigste forløb, så den fejlende del ses med det samme.',
        },
        minutes: {
          why: 'Hurtig fejlfinding er en stærk position; næste skridt er at undgå gentagelser.',
          action:
            'Hold korte evalueringer uden skyld efter hændelser, og gør læringen til alarmer eller tests.',
        },
      },
    },
    arch_4: {
      topic: 'Forbindelse til andre systemer',
      question:
        'Hvor let er det at forbinde jeres system med andre systemer – partnere, nye værktøjer eller dataplatforme?',
      why: 'Partnere, nye værktøjer og dataplatforme skal alle kunne kobles på; et system, der er svært at koble sig på, forsinker aftaler og nye initiativer.',
      options: {
        avoid: 'Vi undgår det – integrationer er for risikable eller for dyre.',
        hard: 'Det kan lade sig gøre, men hver integration er et projekt for sig.',
        api: "Vi har API'er, som andre kan bruge, med lidt hjælp fra vores udviklere.",
        easy: "Let – dokumenterede, stabile API'er; en ny forbindelse tager dage, ikke måneder.",
      },
      recommendations: {
        avoid: {
          why: 'Et system, der ikke kan forbindes, begrænser samarbejder, automatisering og de data, forretningen kan bruge.',
          action:
            'Find de en eller to integrationer, forretningen ønsker sig mest, og byg et lille, veldefineret API til dem.',
        },
        hard: {
          why: 'Enkeltstående integrationer er dyre at bygge og endnu dyrere at holde kørende.',
          action:
            "Beskriv jeres API'er i et standardformat (OpenAPI), og genbrug de samme mønstre til hver ny integration.",
        },
        api: {
          why: "API'er, der kræver hjælp fra udviklere, sinker partnerne og tager jeres team væk fra andet arbejde.",
          action:
            "Udgiv API-dokumentation med eksempler, versionér jeres API'er, og test dem mod de systemer, der bruger dem.",
        },
      },
    },
    arch_5: {
      topic: 'Dokumentation og fælles viden',
      question: 'Hvor godt er jeres systems opbygning dokumenteret?',
      why: 'Når designet kun findes i få hoveder, er hvert fravær og hver opsigelse en risiko, og nye medarbejdere er længere om at komme i gang.',
      options: {
        developer: 'Den findes i hovedet på en eller to udviklere.',
        some: 'Nogle dele er skrevet ned, men det er ofte forældet.',
        mostly: 'Det meste er dokumenteret og nogenlunde opdateret.',
        full: 'Alt er dokumenteret og holdes opdateret som en del af arbejdet – en nyansat kan finde rundt på egen hånd.',
      },
      recommendations: {
        developer: {
          why: 'Hvis viden forsvinder ud ad døren med én person, står forretningen sårbart.',
          action:
            'Lad nøglepersonerne tegne hoveddelene og deres forbindelser på én side, og gem den, hvor alle kan finde den.',
        },
        some: {
          why: 'Forældet dokumentation vildleder og bliver hurtigt ignoreret.',
          action:
            'Hold arkitekturdiagrammer som kode ved siden af softwaren, og opdater dem i samme ændring som systemet.',
        },
        mostly: {
          why: 'God dokumentation giver mest værdi, når den er komplet og let at finde.',
          action:
            'Lav ét katalog over systemer, ejere og dokumentation, og skriv vigtige beslutninger ned med begrundelser.',
        },
      },
    },

    deploy_1: {
      topic: 'Udgivelsesfrekvens',
      question: 'Hvor ofte udgiver I nye versioner til jeres kunder?',
      why: 'Hyppige, små udgivelser giver kunderne værdi hurtigere og er mindre risikable end store, sjældne udgivelser.',
      options: {
        rarely: 'Sjældent – et par gange om året, i store, planlagte udgivelser.',
        sometimes: 'Cirka en gang om måneden.',
        frequent: 'Ofte – hver uge eller oftere.',
        continuous: 'Løbende – mange gange om dagen, når en ændring er klar.',
      },
      recommendations: {
        rarely: {
          why: 'Store, sjældne udgivelser er risikable, og kunderne venter måneder på forbedringer.',
          action:
            'Automatisér bygning og test, så en udgivelse ikke længere kræver en særlig indsats, og sigt mod én udgivelse om måneden.',
        },
        sometimes: {
          why: 'Månedlige udgivelser samler mange ændringer, hvilket gør hver udgivelse sværere at teste og at rulle tilbage.',
          action: 'Udgiv mindre portioner oftere: automatisér de resterende manuelle trin i jeres udgivelse.',
        },
        frequent: {
          why: 'Ugentlige udgivelser er godt; løbende levering gør hver udgivelse mindre og endnu sikrere.',
          action:
            'Gør enhver ændring, der består de automatiske tjek, klar til udgivelse, og skjul ufærdigt arbejde bag feature flags.',
        },
      },
    },
    deploy_2: {
      topic: 'Genopretning efter en dårlig udgivelse',
      question: 'Når en udgivelse går galt, hvordan kommer I så tilbage til en version, der virker?',
      why: 'Enhver udgivelse kan gå galt; hvor hurtigt I kommer tilbage til en version, der virker, afgør, hvor længe kunderne mærker det.',
      options: {
        manual_fix: 'Vi retter det i hånden i drift, under pres.',
        undo_difficult: 'Vi kan rulle tilbage, men det er besværligt og langsomt.',
        rollback_process: 'Vi har en indøvet procedure for tilbagerulning, der tager minutter.',
        instant_switch: 'Vi skifter øjeblikkeligt tilbage til den forrige version, ofte automatisk.',
      },
      recommendations: {
        manual_fix: {
          why: 'Rettelser i drift under pres giver lange nedbrud og nye fejl.',
          action:
            'Hav den forrige version klar til at blive udrullet igen, og skriv trinene til at gå tilbage ned, og øv dem.',
        },
        undo_difficult: {
          why: 'En langsom tilbagerulning gør en lille fejl til et langt nedbrud.',
          action:
            'Automatisér tilbagerulningen i jeres udrulningsværktøj, og gør databaseændringer bagudkompatible, så den gamle version stadig virker.',
        },
        rollback_process: {
          why: 'En procedure for tilbagerulning er godt; et øjeblikkeligt skift fjerner de sidste minutters påvirkning.',
          action:
            'Kør den gamle og den nye version side om side (blue-green eller canary), og skift automatisk trafikken tilbage, når sundhedstjek fejler.',
        },
      },
    },
    deploy_3: {
      topic: 'Opdagelse af problemer efter en udgivelse',
      question: 'Hvordan opdager I, at noget er galt efter en udgivelse?',
      why: 'Problemer, I selv finder, før kunderne melder dem, er billigere at rette og skader tilliden mindre.',
      options: {
        wait_customers: 'Vores kunder fortæller os det.',
        manual_checks: 'Nogen tjekker systemet i hånden efter hver udgivelse.',
        automated_alerts: 'Automatiske alarmer giver besked, når der opstår fejl eller forsinkelser.',
        proactive_monitoring:
          'Overvågningen fanger tidlige advarselstegn, og vi handler, før kunderne mærker noget.',
      },
      recommendations: {
        wait_customers: {
          why: 'Når kunderne er jeres alarmsystem, har hvert problem allerede skadet jeres omdømme.',
          action:
            'Tilføj fejlovervågning og enkle oppetidstjek, der alarmerer teamet – start med de vigtigste sider og services.',
        },
        manual_checks: {
          why: 'Manuelle tjek er langsomme, lette at springe over og overser problemer, der opstår senere.',
          action: 'Gør den manuelle tjekliste til automatiske tjek og alarmer på fejlrater og svartider.',
        },
        automated_alerts: {
          why: 'Alarmer fanger problemer, når de sker; tendenser lader jer handle, før de sker.',
          action:
            'Fastlæg serviceniveaumål for de vigtigste forløb, og alarmér på tendenser (stigende fejl, længere svartider), ikke kun på egentlige nedbrud.',
        },
      },
    },
    deploy_4: {
      topic: 'Tid fra færdig ændring til drift',
      question: 'Når en ændring er færdig, hvor lang tid går der så, før den er i drift?',
      why: 'Færdigt arbejde, der venter på at komme i drift, skaber ingen værdi, og lange ventetider gør udgivelserne større og mere risikable.',
      options: {
        weeks: 'Uger – den venter på næste udgivelsesvindue og flere godkendelser.',
        days: 'Dage – der er manuelle trin og overdragelser undervejs.',
        less_day: 'Mindre end en dag.',
        minutes: 'Minutter – en automatisk pipeline tester og udgiver den.',
      },
      recommendations: {
        weeks: {
          why: 'Færdigt arbejde, der venter i uger, tjener ingenting og bliver mere risikabelt, jo længere det venter.',
          action:
            'Kortlæg hvert trin fra »færdig« til »i drift«, og fjern eller automatisér de ventetider og overdragelser, der koster mest tid.',
        },
        days: {
          why: 'Manuelle trin og overdragelser koster dage og giver fejl.',
          action:
            'Byg en pipeline, der tester og udruller automatisk, og beskriv jeres servere og indstillinger som kode.',
        },
        less_day: {
          why: 'Levering samme dag er godt; minutter gør rettelser og eksperimenter billige.',
          action:
            'Fjern de sidste manuelle godkendelser ved at erstatte dem med automatiske tjek og gradvis udrulning.',
        },
      },
    },
    deploy_5: {
      topic: 'Test af udgivelser, før alle får dem',
      question: 'Hvordan tester I en ny udgivelse, før alle brugere får den?',
      why: 'Når en udgivelse først prøves på en lille gruppe, begrænses skaden, hvis noget er sluppet igennem testen.',
      options: {
        release_direct: 'Det gør vi ikke – den går direkte ud til alle.',
        manual_testing: 'Vi tester den i hånden før udgivelsen.',
        small_group: 'Vi udgiver først til en lille gruppe brugere.',
        controlled_testing:
          'Automatiske tests og derefter en kontrolleret udrulning, der stopper af sig selv, hvis der opstår problemer.',
      },
      recommendations: {
        release_direct: {
          why: 'Utestede udgivelser sætter alle kunder på spil ved hver ændring.',
          action:
            'Indfør et testmiljø og automatiske tests af de vigtigste kunderejser, før noget bliver udgivet.',
        },
        manual_testing: {
          why: 'Manuel test er langsom og kan ikke dække alt, så udgivelserne bliver større og mere risikable.',
          action:
            'Automatisér de manuelle tests, der gentages mest, og brug feature flags til først at slå nye funktioner til for få brugere.',
        },
        small_group: {
          why: 'En lille første gruppe begrænser skaden, men afhænger stadig af, at nogen opdager problemerne.',
          action:
            'Kobl udrulningen til overvågningen, så den udvides trin for trin og stopper automatisk, når fejlraten stiger.',
        },
      },
    },

    sec_1: {
      topic: 'Sikkert login',
      question: 'Hvordan logger medarbejderne ind på jeres forretningssystemer?',
      why: 'Stjålne eller gættede adgangskoder er en af angribernes mest almindelige veje ind; en ekstra faktor stopper de fleste af dem.',
      options: {
        simple_password: 'Kun med brugernavn og adgangskode.',
        social_login: 'Med en fælles konto som Google eller Microsoft, uden ekstra kontrol.',
        two_factor: 'Totrinsbekræftelse (f.eks. en kode på telefonen) er påkrævet.',
        strict_security:
          'Single sign-on med stærk flerfaktorgodkendelse, og alle får kun den adgang, deres rolle kræver.',
      },
      recommendations: {
        simple_password: {
          why: 'Stjålne eller gættede adgangskoder er den mest almindelige vej ind for angribere.',
          action: 'Slå totrinsbekræftelse til for alle medarbejdere – start med administratorer og e-mail.',
        },
        social_login: {
          why: 'En fælles konto uden ekstra faktor er stadig kun så stærk som én adgangskode.',
          action:
            'Kræv flerfaktorgodkendelse på de fælles konti, og forbind jeres systemer til ét centralt login.',
        },
        two_factor: {
          why: 'Totrinsbekræftelse stopper de fleste angreb; brede adgangsrettigheder er den resterende risiko.',
          action:
            'Flyt alle systemer over på single sign-on, og giv hver rolle kun den adgang, den har brug for.',
        },
      },
    },
    sec_2: {
      topic: 'Styring af adgangsrettigheder',
      question:
        'Hvad sker der med adgangsrettighederne, når nogen skifter rolle eller forlader virksomheden?',
      why: 'Adgang, der lever videre efter et rolleskift eller en fratrædelse, er en åben dør, og revisorer og myndigheder spørger til den.',
      options: {
        no_process: 'Der er ingen fast proces – adgangen bliver ofte liggende.',
        manual_removal: 'Nogen fjerner adgangen i hånden, når de husker det.',
        approval_required: 'Adgang gives efter godkendelse og fjernes efter en tjekliste.',
        auto_removal: 'Adgangen følger HR-systemet og fjernes automatisk.',
      },
      recommendations: {
        no_process: {
          why: 'Glemte konti fra tidligere medarbejdere er en åben dør for misbrug og datalæk.',
          action:
            'Lav en liste over alle systemer og hvem der har adgang i dag, fjern det, der ikke længere er brug for, og lav en tjekliste for fratrædelser.',
        },
        manual_removal: {
          why: 'Manuel fjernelse afhænger af hukommelsen, så der bliver altid noget adgang glemt.',
          action: 'Forbind systemerne til ét centralt login, så én lukket konto fjerner adgangen overalt.',
        },
        approval_required: {
          why: 'Tjeklister virker, men de er langsomme og giver stadig plads til fejl.',
          action:
            'Kobl konti til HR-systemet, så adgangen automatisk følger rollerne, og gennemgå adgangsrettighederne hvert kvartal.',
        },
      },
    },
    sec_3: {
      topic: 'Opdagelse af sikkerhedssvagheder',
      question: 'Hvordan opdager I sikkerhedssvagheder i jeres software og de komponenter, den bruger?',
      why: 'Det meste software er bygget af komponenter fra andre; svagheder i dem offentliggøres hver dag, og angriberne læser også de lister.',
      options: {
        wait_break: 'Vi finder ud af det, når noget går i stykker eller bliver angrebet.',
        manual_check: 'Vi tjekker i hånden en gang imellem.',
        alert_system: 'Vi får alarmer om kendte svagheder i de komponenter, vi bruger.',
        auto_detect: 'Automatisk scanning ved hver ændring stopper kendte svagheder, før de når drift.',
      },
      recommendations: {
        wait_break: {
          why: 'De fleste angreb udnytter svagheder, der har været offentligt kendt i måneder.',
          action:
            'Slå automatiske alarmer om sårbare komponenter til, og aftal, hvem der retter kritiske fund, og hvor hurtigt.',
        },
        manual_check: {
          why: 'Der offentliggøres nye svagheder hver dag; lejlighedsvise tjek efterlader lange huller.',
          action:
            'Scan afhængigheder og kode automatisk hver dag, med alarmer til det team, der ejer systemet.',
        },
        alert_system: {
          why: 'Alarmer hjælper, men svagheder kan stadig blive udgivet, før nogen når at handle.',
          action:
            'Læg sikkerhedsscanninger ind i byggeprocessen, så en ændring med en kritisk svaghed ikke kan udgives, og test den kørende applikation jævnligt.',
        },
      },
    },
    sec_4: {
      topic: 'Beskyttelse af følsomme data',
      question: 'Hvordan er følsomme data – kunde-, økonomi- eller persondata – beskyttet?',
      why: 'Et læk af kunde-, økonomi- eller persondata koster bøder, kunder og omdømme; kryptering begrænser, hvad et brud afslører.',
      options: {
        no_protection: 'Ingen særlig beskyttelse ud over adgangskoder til systemerne.',
        encrypt_transfer: 'De krypteres, når de sendes (HTTPS), men ikke når de gemmes.',
        encrypt_storage: 'De krypteres både når de sendes, og når de gemmes.',
        full_encryption:
          'Krypteret overalt, med nøgler i et dedikeret system, der udskiftes jævnligt, og al adgang logges.',
      },
      recommendations: {
        no_protection: {
          why: 'Ubeskyttede data kan læses af alle, der kommer ind, med juridiske følger og tab af omdømme.',
          action: 'Brug HTTPS overalt, og slå kryptering til for databaser, backup og fillagring.',
        },
        encrypt_transfer: {
          why: 'Gemte data er udsatte, hvis en disk, en backup eller en databasekopi havner i de forkerte hænder.',
          action: 'Slå kryptering af lagrede data til for databaser, fillagring og backup.',
        },
        encrypt_storage: {
          why: 'Kryptering er kun så stærk som håndteringen af nøgler og hemmeligheder.',
          action:
            'Flyt nøgler og adgangskoder over i et system til hemmeligheder, udskift dem jævnligt, og log, hvem der tilgår følsomme data.',
        },
      },
    },
    sec_5: {
      topic: 'Overholdelse af krav',
      question:
        'Hvordan sikrer I, at I overholder krav til sikkerhed og privatliv som GDPR, NIS2 eller ISO 27001?',
      why: 'Regler som GDPR og NIS2 medfører bøder og gør ledelsen personligt ansvarlig, og kunderne beder oftere om dokumentation.',
      options: {
        assume_compliant: 'Vi går ud fra, at vi overholder dem.',
        best_practices: 'Vi følger almindelig god praksis, men kontrollerer det ikke.',
        regular_review: 'Vi gennemgår os selv jævnligt i forhold til kravene.',
        strict_audit: 'Uafhængige revisioner og løbende automatiske kontroller med dokumentation.',
      },
      recommendations: {
        assume_compliant: {
          why: 'Antagelser holder ikke over for kunder, revisorer eller myndigheder, og bøder og tabte aftaler følger.',
          action:
            'Find ud af, hvilke krav der gælder for jer, udpeg en ansvarlig, og lav en første gap-analyse.',
        },
        best_practices: {
          why: 'Uden kontrol kan I ikke vise kunder eller revisorer, at god praksis faktisk bliver fulgt.',
          action:
            'Skriv jeres vigtigste sikkerhedsregler ned, og kontroller dem efter en fast plan, hvor resultaterne gemmes som dokumentation.',
        },
        regular_review: {
          why: 'Periodiske gennemgange efterlader huller imellem, og dokumentationen samles i hånden.',
          action: 'Udtryk de vigtigste regler som automatiske politiktjek, og planlæg en uafhængig revision.',
        },
      },
    },

    scal_1: {
      topic: 'Håndtering af flere brugere',
      question: 'Hvad sker der, når antallet af brugere pludselig vokser meget?',
      why: 'Vækst bør være en god nyhed; et system, der ikke kan følge med, gør en vellykket kampagne eller en stor ny kunde til et nedbrud.',
      options: {
        crashes: 'Systemet bliver meget langsomt eller holder op med at virke.',
        struggles_manual: 'Det kæmper, indtil nogen tilføjer kapacitet i hånden.',
        auto_adjust: 'Kapaciteten tilpasser sig automatisk.',
        seamless:
          'Brugerne mærker intet – systemet skalerer automatisk og er testet langt ud over dagens spidsbelastning.',
      },
      recommendations: {
        crashes: {
          why: 'Nedbrud kommer præcis, når succesen kommer – en kampagne, en omtale, en stor kunde.',
          action:
            'Find flaskehalsen med en belastningstest, og gør systemet i stand til at køre på mere end én server.',
        },
        struggles_manual: {
          why: 'Manuel skalering er langsom og kræver, at nogen er vågen og til rådighed på det rigtige tidspunkt.',
          action:
            'Opsæt automatisk skalering efter belastning, med fornuftige minimums- og maksimumsgrænser.',
        },
        auto_adjust: {
          why: 'Automatisk skalering er godt; utestede grænser kan stadig overraske.',
          action:
            'Belastningstest et godt stykke over jeres nuværende spidsbelastning for at finde den næste flaskehals, f.eks. databasen.',
        },
      },
    },
    scal_2: {
      topic: 'Forberedelse til spidsbelastninger',
      question:
        'Hvordan forbereder I jer på kendte spidsbelastninger som kampagner, sæsontrafik eller lanceringer?',
      why: 'Kendte spidsbelastninger er, når flest kunder kigger med; går det galt da, koster det salg og omdømme på det værst tænkelige tidspunkt.',
      options: {
        hope_for_best: 'Vi håber på det bedste.',
        manual_preparation: 'Vi tilføjer servere i hånden på forhånd.',
        auto_scaling: 'Automatisk skalering klarer det.',
        tested_strategy: 'Vi følger en afprøvet plan: belastningstest før spidsen og automatisk skalering.',
      },
      recommendations: {
        hope_for_best: {
          why: 'Det er i spidsbelastninger, at mest omsætning og opmærksomhed står på spil.',
          action:
            'Før næste spidsbelastning: anslå den forventede trafik, kør en belastningstest, og planlæg den ekstra kapacitet.',
        },
        manual_preparation: {
          why: 'Manuel forberedelse bygger på gode gæt og bliver let glemt eller gjort for sent.',
          action:
            'Automatisér skaleringen, og gør forberedelsen til en gentagelig tjekliste, der omfatter en belastningstest.',
        },
        auto_scaling: {
          why: 'Automatisk skalering hjælper, men kun en test viser, at den kan følge med en rigtig spidsbelastning.',
          action:
            'Kør en belastningstest, der efterligner den forventede spidsbelastning, før hver stor begivenhed, og ret det, den afslører.',
        },
      },
    },
    scal_3: {
      topic: 'Modstandskraft ved nedbrud',
      question: 'Hvad sker der, hvis en server eller et helt datacenter svigter?',
      why: 'Servere og datacentre svigter en gang imellem; det afgørende er, om kunderne mærker det, og hvor længe det tager at komme på fode igen.',
      options: {
        full_outage: 'Alt står stille, indtil det er rettet.',
        backup_slow: 'Vi kan genskabe fra backup, men det tager timer eller dage.',
        auto_failover: 'En anden server eller lokation tager automatisk over.',
        global_resilience: 'Vi kører i flere regioner; hvis én falder ud, mærker brugerne intet.',
      },
      recommendations: {
        full_outage: {
          why: 'Et enkelt svagt punkt betyder, at én defekt maskine kan stoppe hele forretningen.',
          action: 'Tag regelmæssig, afprøvet backup, og kør de kritiske dele på mindst to servere.',
        },
        backup_slow: {
          why: 'Timer eller dage med genskabelse er lang tid for kunderne at vente.',
          action:
            'Beskriv jeres infrastruktur som kode, så den hurtigt kan genopbygges, og øv en fuld genskabelse mod et tidsmål.',
        },
        auto_failover: {
          why: 'Automatisk failover er stærkt; et nedbrud i en hel region kan stadig lægge alt ned.',
          action:
            'Afgør, om jeres mest kritiske services skal køre i mere end én region, og test failover jævnligt.',
        },
      },
    },
    scal_4: {
      topic: 'Test af belastning og nedbrud',
      question:
        'Hvordan tester I, hvordan systemet opfører sig under stor belastning, eller når dele af det svigter?',
      why: 'Test under stor belastning og med nedbrud finder de svage punkter, når det passer jer, i stedet for når det rammer kunderne.',
      options: {
        no_testing: 'Det tester vi ikke.',
        occasional_testing: 'En gang imellem, før store begivenheder.',
        regular_testing: 'Jævnligt, som en del af udviklingen.',
        extreme_simulation:
          'Vi simulerer jævnligt ekstrem belastning og nedbrud, også i drift (chaos engineering).',
      },
      recommendations: {
        no_testing: {
          why: 'Uden test er det jeres rigtige brugere, der finder grænserne – på det værst tænkelige tidspunkt.',
          action:
            'Skriv en enkel belastningstest af jeres vigtigste brugerrejse, og kør den før næste udgivelse.',
        },
        occasional_testing: {
          why: 'Lejlighedsvise tests bliver forældede, efterhånden som systemet ændrer sig.',
          action:
            'Kør belastningstests automatisk efter en fast plan eller i pipelinen, og sammenlign resultaterne over tid.',
        },
        regular_testing: {
          why: 'Belastningstests viser kapaciteten; nedbrudseksperimenter viser, om systemet virkelig kommer sig.',
          action:
            'Start små, kontrollerede nedbrudseksperimenter, f.eks. at stoppe én server, og lær af resultaterne.',
        },
      },
    },
    scal_5: {
      topic: 'Pålidelighed',
      question: 'Hvor pålideligt har jeres system været det seneste år?',
      why: 'Nedetid koster direkte omsætning og tillid, og det seneste års driftshistorik er det bedste bud på det næste.',
      options: {
        frequent_outages: 'Nedbrud er hyppige – flere gange om måneden.',
        occasional_issues: 'Lejlighedsvise problemer – et par mærkbare nedbrud om året.',
        high_uptime: 'Høj oppetid – omkring 99,9 %, eller mindre end ni timers nedetid om året.',
        near_perfect: 'Næsten perfekt – 99,99 % eller bedre, målt mod aftalte mål.',
      },
      recommendations: {
        frequent_outages: {
          why: 'Hyppige nedbrud koster omsætning og tillid og slider teamet ned.',
          action:
            'Mål oppetiden, registrér hvert nedbrud og dets årsag, og ret de tre største årsager først.',
        },
        occasional_issues: {
          why: 'Selv få nedbrud om året bliver bemærket af kunderne og kan bryde serviceaftaler.',
          action:
            'Aftal mål for pålidelighed for de vigtigste services, overvåg dem, og handl, når de er i fare.',
        },
        high_uptime: {
          why: '99,9 % er solidt; at komme videre handler om at fjerne de sidste enkelte svage punkter.',
          action:
            'Følg et fejlbudget i forhold til jeres mål, og brug forbedringsindsatsen, hvor budgettet bliver brugt.',
        },
      },
    },
  },

  bands: {
    foundational: {
      label: 'Grundlæggende',
      description:
        'Det grundlæggende er endnu ikke på plads. Start med anbefalingerne øverst på listen: de fjerner de største risici hurtigst.',
    },
    developing: {
      label: 'Under udvikling',
      description:
        'Noget god praksis er på plads, men den er endnu ikke konsekvent. Fokusér på at gøre den til rutine.',
    },
    established: {
      label: 'Etableret',
      description:
        'Solid praksis, der kan gentages. De næste gevinster kommer fra automatisering og måling af resultater.',
    },
    advanced: {
      label: 'Avanceret',
      description:
        'Moden praksis, der understøtter forretningen godt. Hold den skarp, og del det, der virker.',
    },
  },

  priorities: { high: 'Høj prioritet', medium: 'Mellem prioritet', low: 'Lav prioritet' },

  insights: {
    categoryTitle: ({ category }) => `${category} i overblik`,
    categorySummary: ({ category, score, band }) => `${category} får ${score} ud af 100: ${band}.`,
    strongest: ({ topic, answer }) => `Stærkeste praksis: ${topic} – »${answer}«`,
    weakest: ({ topic, answer }) => `Størst forbedringspotentiale: ${topic} – »${answer}«`,
    even: ({ answer }) => `Alle fem områder er på samme niveau, for eksempel »${answer}«`,
    crossTitle: 'På tværs af de fire områder',
    crossGap: ({ best, bestScore, worst, worstScore, gap }) =>
      `${names(best)} (${scoreOf(best, bestScore)}) ligger ${gap} point foran ${names(worst)} (${scoreOf(worst, worstScore)}). Et svagt område begrænser de stærke, så den hurtigste samlede gevinst ligger i ${names(worst)}.`,
    crossBalanced: ({ best, bestScore, worst, worstScore, gap }) =>
      gap === 0
        ? `Alle fire områder får ${bestScore}: modenheden er jævn, så forbedringerne kan begynde der, hvor forretningen får mest ud af dem.`
        : `Områderne er nogenlunde jævne: ${names(best)} (${scoreOf(best, bestScore)}) ligger kun ${gap} point foran ${names(worst)} (${scoreOf(worst, worstScore)}). Forbedr dem samlet frem for ét ad gangen.`,
  },

  summary: {
    title: 'Ledelsesresumé',
    headline: ({ score, band }) => `Jeres samlede score er ${score} ud af 100: ${band}.`,
    areas: ({ strongest, strongestScore, weakest, weakestScore }) =>
      `${names(strongest)} er jeres ${strongest.length > 1 ? 'stærkeste områder' : 'stærkeste område'} (${scoreOf(strongest, strongestScore)}); ` +
      `${names(weakest)} kræver mest opmærksomhed (${scoreOf(weakest, weakestScore)}).`,
    evenAreas: ({ score }) => `Alle områder får ${score}.`,
    thirdPerson: {
      headline: ({ score, band }) => `Den samlede score er ${score} ud af 100: ${band}.`,
      areas: ({ strongest, strongestScore, weakest, weakestScore }) =>
        `${names(strongest)} er ${strongest.length > 1 ? 'de stærkeste områder' : 'det stærkeste område'} (${scoreOf(strongest, strongestScore)}); ` +
        `${names(weakest)} kræver mest opmærksomhed (${scoreOf(weakest, weakestScore)}).`,
      noRisks:
        'Ingen risici med høj eller mellem prioritet: systemet står godt. Eventuelle råd har lav prioritet.',
    },
    risksTitle: 'Største risici',
    actionsTitle: 'Næste skridt',
    noRisks: 'Ingen risici med høj eller mellem prioritet: I står godt. Eventuelle råd har lav prioritet.',
    noActions: 'Hold al praksis på det nuværende niveau, og tjek igen, når teamet eller systemet ændrer sig.',
  },

  tools: {
    github_actions: { fixes: 'Automatiserer bygning, test og udgivelse af software ved hver ændring.' },
    argo_cd: {
      fixes:
        'Udruller til Kubernetes fra et Git-repository, med tilbagerulning til en tidligere version med ét klik eller automatisk.',
    },
    launchdarkly: {
      fixes:
        'Feature flags: giv først nye funktioner til få brugere, og slå dem fra med det samme uden en ny udgivelse.',
    },
    unleash: { fixes: 'Feature flags med åben kildekode til gradvis udrulning og øjeblikkelig nødstop.' },
    prometheus: {
      fixes:
        'Indsamler målinger og slår alarm, når fejlrater, svartider eller belastning overskrider aftalte grænser.',
    },
    grafana: { fixes: 'Dashboards og alarmer, der viser jeres systemers tilstand ét sted.' },
    sentry: {
      fixes:
        'Overvåger fejl i applikationer og giver teamet besked med det samme, med de detaljer, der skal til for at rette dem.',
    },
    opentelemetry: {
      fixes:
        'En åben standard for sporing, målinger og logfiler, der viser, hvordan en forespørgsel bevæger sig gennem jeres services.',
    },
    terraform: {
      fixes:
        'Beskriver servere, netværk og indstillinger som kode, så miljøer kan genopbygges hurtigt og ens.',
    },
    kubernetes_hpa: {
      fixes: 'Tilføjer og fjerner instanser af applikationen automatisk, når belastningen ændrer sig.',
    },
    k6: {
      fixes:
        'Belastningstest skrevet som kode: find ud af, hvor meget trafik jeres system kan klare, før brugerne gør det.',
    },
    gremlin: {
      fixes:
        'Kontrollerede nedbrudseksperimenter (chaos engineering), der beviser, at systemerne kommer sig som tiltænkt.',
    },
    chaos_mesh: {
      fixes:
        'Chaos engineering med åben kildekode til Kubernetes: simulér svigtende servere, netværk og diske.',
    },
    vault: {
      fixes: 'Opbevarer og udskifter hemmeligheder og krypteringsnøgler centralt og logger al adgang.',
    },
    snyk: {
      fixes: 'Finder kendte svagheder i jeres kode og de komponenter, den bruger, og foreslår rettelser.',
    },
    dependabot: { fixes: 'Advarer om sårbare afhængigheder og foreslår automatisk opdateringer af dem.' },
    owasp_zap: {
      fixes:
        'Gratis sikkerhedstest af kørende webapplikationer, der finder almindelige svagheder, før angribere gør.',
    },
    keycloak: {
      fixes:
        'Single sign-on med åben kildekode, flerfaktorgodkendelse og central styring af brugere og roller.',
    },
    auth0: { fixes: 'Hostet login med flerfaktorgodkendelse, single sign-on og brugerstyring.' },
    backstage: {
      fixes: 'En udviklerportal: ét katalog over alle systemer, deres ejere og deres dokumentation.',
    },
    pact: {
      fixes:
        "Kontrakttests, der fanger ændringer, som ødelægger noget mellem services og API'er, før de bliver udgivet.",
    },
    structurizr: {
      fixes: 'Arkitekturdiagrammer som kode (C4-modellen), så dokumentationen følger med systemet.',
    },
    sonarqube: { fixes: 'Måler kodekvalitet og kompleksitet og viser, hvor ændringer er risikable.' },
    openapi: {
      fixes:
        "En standard til at beskrive API'er, så partnere kan integrere ud fra dokumentation og genereret kode.",
    },
    velero: {
      fixes:
        'Tager backup af og genskaber Kubernetes-applikationer og deres data, så I hurtigt kommer på fode efter et nedbrud.',
    },
    open_policy_agent: {
      fixes: 'Gør regler for sikkerhed og overholdelse til kode, der kontrolleres automatisk.',
    },
    playwright: { fixes: 'Automatiske end-to-end-tests af de vigtigste brugerrejser i rigtige browsere.' },
  },
};
