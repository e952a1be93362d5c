// The assessment namespace: the chrome of /start and /assessment in English and Danish. Question,
// option and category texts come from @ahc/assessment-model. Danish is typed as the English shape, so
// a key missing from one language is a type error; translations.test.ts also compares the key sets.
import type { Translations } from '@ahc/platform';

const en = {
  start: {
    title: '$t(common:product.name)',
    intro:
      'Twenty multiple-choice questions about how your software is built, released, secured and scaled. At the end you see your scores at once, and a free account gives you the full report with recommendations, insights and tools worth a look.',
    coversTitle: 'What the check covers',
    coversIntro: 'Four areas, five questions each:',
    durationTitle: 'How long it takes',
    duration:
      'About 10 minutes. One question at a time; pick the answer that best describes how things work today.',
    keyboard:
      'You can use the keyboard: number keys 1–4 pick an answer, arrow keys move between answers, and Enter goes to the next question.',
    privacyTitle: 'What happens to your answers',
    privacy: {
      browser:
        'Until you submit, your answers are kept only in this browser, so you can close the tab and continue later.',
      account:
        'When you finish, you see your scores at once, worked out in this browser. For the full report you need a free account; your answers and scores are then stored in it.',
      private: 'Only you can see your reports.',
    },
    begin: 'Start the health check',
    continue: 'Continue where you left off',
    progress: '{{answered}} of {{total}} questions answered',
  },
  assessment: {
    title: '$t(common:product.name)',
    questionOf: 'Question {{current}} of {{total}}',
    progressLabel: 'Progress through the assessment',
    categoriesProgress: 'Progress by area',
    categoryProgress: '{{category}}: {{answered}} of {{total}} answered',
    keyboardHint: 'Tip: press 1–4 to pick an answer and Enter to continue.',
    whyWeAsk: 'Why we ask',
    autoAdvance: 'Go to the next question when I pick an answer',
    back: 'Back',
    next: 'Next',
    toReview: 'Review your answers',
    toResult: 'See my result',
    backToReview: 'Back to the review',
    chooseAnswer: 'Choose one of the answers to continue.',
  },
  review: {
    title: 'Check your answers',
    intro: 'Look through your answers before you submit. You can change any of them.',
    introWithPreview:
      'Your result above comes from these answers. You can still change any of them; the scores follow.',
    change: 'Change',
    changeLabel: 'Change the answer to question {{number}}',
    notAnswered: 'Not answered yet',
    incomplete: 'Some questions are not answered yet. Answer them to submit.',
  },
  preview: {
    title: 'Your result',
    intro:
      'Worked out in this browser from your 20 answers. Nothing is stored until you ask for the full report.',
    overall: 'Overall score',
    outOf100: '{{score}} / 100',
    band: 'Maturity',
    areas: 'Scores by area',
    areaScore: '{{area}}: {{score}} out of 100',
    fullTitle: 'Your full report is one step away',
    fullText:
      'The full report adds recommendations in order of priority, insights and tools that fit your answers. Create a free account or sign in: your answers are then submitted and the report opens. It is stored in your account, where only you can see it.',
    register: 'Create a free account',
    login: 'I already have an account',
  },
  startOver: {
    button: 'Start over',
    title: 'Start over?',
    text: 'All your answers will be deleted from this browser. This cannot be undone.',
    confirm: 'Yes, delete my answers and start over',
    cancel: 'Cancel',
  },
  submit: {
    button: 'Submit and see my report',
    teamButton: 'Submit my answers to the team',
    submitting: 'Submitting your answers…',
    checkingAccount: 'Checking whether you are signed in…',
    login: 'Sign in again',
    retry: 'Try again',
    errors: {
      network:
        'We could not reach the server, so your answers were not submitted. They are still saved in this browser. Check your connection and try again.',
      server:
        'Something went wrong on our side, so your answers were not submitted. They are still saved in this browser. Please try again in a moment.',
      unknown: 'Your answers could not be submitted. They are still saved in this browser. Please try again.',
      invalid: 'Your answers could not be accepted. Please check them in the review, or start over.',
      notSignedIn:
        'Your session has ended. Please sign in again; your answers are still saved in this browser.',
      roundClosed:
        'The team’s owner has closed this round, so your answers were not added to it. They are still saved in this browser.',
      alreadyAnswered:
        'You have already answered this round (perhaps in another tab or browser). Each member answers a round once.',
      notMember: 'You are no longer a member of this team assessment, so your answers were not added to it.',
    },
    backToTeam: 'Back to the team',
  },
  team: {
    title: 'Answer for {{name}}',
    intro:
      'Round {{number}}. Answer the 20 questions on your own, as you see this system. Nobody in the team sees your answers: the team report shows only how many picked each answer. You can read your answers as a report too, kept apart from your own assessments.',
    loading: 'Loading the team assessment…',
    backToTeam: 'Back to the team',
    allTeams: 'All team assessments',
    retry: 'Try again',
    states: {
      accessDenied: {
        title: 'No access to this team assessment',
        text: 'This team assessment does not exist, or you are not a member of it (any more). Its owner can send you an invitation link.',
      },
      failed: {
        title: 'The team assessment could not be loaded',
        text: 'Failed to load the team assessment. Please check your connection and try again.',
      },
      closed: {
        title: 'This round is closed',
        text: 'Round {{number}} of {{name}} takes no more answers. When the owner starts a new round, you can answer it here.',
      },
      noRound: {
        title: 'No round is open',
        text: '{{name}} has no open round to answer. When the owner starts one, you can answer it here.',
      },
      answered: {
        title: 'You have answered this round',
        text: 'Your answers to round {{number}} of {{name}} are in. Each member answers a round once.',
      },
    },
    seeReport: 'See the team report',
  },
};

const da: typeof en = {
  start: {
    title: '$t(common:product.name)',
    intro:
      'Tyve spørgsmål med faste svarmuligheder om, hvordan din software bygges, udgives, sikres og skaleres. Til sidst ser du dine scorer med det samme, og med en gratis konto får du den fulde rapport med anbefalinger, indsigter og værktøjer, der er værd at se på.',
    coversTitle: 'Hvad tjekket dækker',
    coversIntro: 'Fire områder med fem spørgsmål hver:',
    durationTitle: 'Hvor lang tid det tager',
    duration:
      'Cirka 10 minutter. Ét spørgsmål ad gangen; vælg det svar, der bedst beskriver, hvordan det fungerer i dag.',
    keyboard:
      'Du kan bruge tastaturet: tallene 1–4 vælger et svar, piletasterne flytter mellem svarene, og Enter går til næste spørgsmål.',
    privacyTitle: 'Hvad der sker med dine svar',
    privacy: {
      browser:
        'Indtil du indsender, gemmes dine svar kun i denne browser, så du kan lukke fanen og fortsætte senere.',
      account:
        'Når du er færdig, ser du dine scorer med det samme, regnet ud i denne browser. Til den fulde rapport skal du have en gratis konto; dine svar og scorer gemmes så på den.',
      private: 'Kun du kan se dine rapporter.',
    },
    begin: 'Start sundhedstjekket',
    continue: 'Fortsæt, hvor du slap',
    progress: '{{answered}} af {{total}} spørgsmål besvaret',
  },
  assessment: {
    title: '$t(common:product.name)',
    questionOf: 'Spørgsmål {{current}} af {{total}}',
    progressLabel: 'Fremskridt i tjekket',
    categoriesProgress: 'Fremskridt pr. område',
    categoryProgress: '{{category}}: {{answered}} af {{total}} besvaret',
    keyboardHint: 'Tip: tryk 1–4 for at vælge et svar og Enter for at fortsætte.',
    whyWeAsk: 'Hvorfor vi spørger',
    autoAdvance: 'Gå videre til næste spørgsmål, når jeg vælger et svar',
    back: 'Tilbage',
    next: 'Næste',
    toReview: 'Gennemgå dine svar',
    toResult: 'Se mit resultat',
    backToReview: 'Tilbage til gennemgangen',
    chooseAnswer: 'Vælg et af svarene for at fortsætte.',
  },
  review: {
    title: 'Tjek dine svar',
    intro: 'Se dine svar igennem, før du indsender. Du kan ændre dem alle.',
    introWithPreview:
      'Resultatet ovenfor bygger på disse svar. Du kan stadig ændre dem alle; scorerne følger med.',
    change: 'Ændr',
    changeLabel: 'Ændr svaret på spørgsmål {{number}}',
    notAnswered: 'Ikke besvaret endnu',
    incomplete: 'Nogle spørgsmål er ikke besvaret endnu. Besvar dem for at indsende.',
  },
  preview: {
    title: 'Dit resultat',
    intro: 'Regnet ud i denne browser ud fra dine 20 svar. Intet gemmes, før du beder om den fulde rapport.',
    overall: 'Samlet score',
    outOf100: '{{score}} / 100',
    band: 'Modenhed',
    areas: 'Score pr. område',
    areaScore: '{{area}}: {{score}} ud af 100',
    fullTitle: 'Din fulde rapport er ét skridt væk',
    fullText:
      'Den fulde rapport giver dig anbefalinger i prioriteret rækkefølge, indsigter og værktøjer, der passer til dine svar. Opret en gratis konto, eller log ind: så bliver dine svar indsendt, og rapporten åbnes. Den gemmes på din konto, hvor kun du kan se den.',
    register: 'Opret en gratis konto',
    login: 'Jeg har allerede en konto',
  },
  startOver: {
    button: 'Start forfra',
    title: 'Start forfra?',
    text: 'Alle dine svar bliver slettet fra denne browser. Det kan ikke fortrydes.',
    confirm: 'Ja, slet mine svar og start forfra',
    cancel: 'Annullér',
  },
  submit: {
    button: 'Indsend og se min rapport',
    teamButton: 'Indsend mine svar til teamet',
    submitting: 'Indsender dine svar...',
    checkingAccount: 'Tjekker, om du er logget ind...',
    login: 'Log ind igen',
    retry: 'Prøv igen',
    errors: {
      network:
        'Vi kunne ikke få forbindelse til serveren, så dine svar blev ikke indsendt. De er stadig gemt i denne browser. Tjek din forbindelse, og prøv igen.',
      server:
        'Noget gik galt hos os, så dine svar blev ikke indsendt. De er stadig gemt i denne browser. Prøv igen om lidt.',
      unknown: 'Dine svar kunne ikke indsendes. De er stadig gemt i denne browser. Prøv igen.',
      invalid: 'Dine svar kunne ikke godkendes. Tjek dem i gennemgangen, eller start forfra.',
      notSignedIn: 'Din session er udløbet. Log ind igen; dine svar er stadig gemt i denne browser.',
      roundClosed:
        'Teamets ejer har lukket denne runde, så dine svar kom ikke med i den. De er stadig gemt i denne browser.',
      alreadyAnswered:
        'Du har allerede besvaret denne runde (måske i en anden fane eller browser). Hvert medlem svarer én gang pr. runde.',
      notMember: 'Du er ikke længere medlem af denne teamvurdering, så dine svar kom ikke med i den.',
    },
    backToTeam: 'Tilbage til teamet',
  },
  team: {
    title: 'Svar for {{name}}',
    intro:
      'Runde {{number}}. Besvar de 20 spørgsmål på egen hånd, sådan som du ser systemet. Ingen i teamet ser dine svar: teamrapporten viser kun, hvor mange der valgte hvert svar. Du kan også læse dine svar som en rapport, holdt adskilt fra dine egne vurderinger.',
    loading: 'Indlæser teamvurderingen...',
    backToTeam: 'Tilbage til teamet',
    allTeams: 'Alle teamvurderinger',
    retry: 'Prøv igen',
    states: {
      accessDenied: {
        title: 'Ingen adgang til denne teamvurdering',
        text: 'Teamvurderingen findes ikke, eller du er ikke (længere) medlem af den. Ejeren kan sende dig et invitationslink.',
      },
      failed: {
        title: 'Teamvurderingen kunne ikke indlæses',
        text: 'Teamvurderingen kunne ikke indlæses. Tjek din forbindelse, og prøv igen.',
      },
      closed: {
        title: 'Denne runde er lukket',
        text: 'Runde {{number}} af {{name}} tager ikke imod flere svar. Når ejeren starter en ny runde, kan du besvare den her.',
      },
      noRound: {
        title: 'Ingen runde er åben',
        text: '{{name}} har ingen åben runde at besvare. Når ejeren starter en, kan du besvare den her.',
      },
      answered: {
        title: 'Du har besvaret denne runde',
        text: 'Dine svar på runde {{number}} af {{name}} er modtaget. Hvert medlem svarer én gang pr. runde.',
      },
    },
    seeReport: 'Se teamrapporten',
  },
};

export const assessmentTranslations: Translations & { en: typeof en; da: typeof en } = { en, da };
