// The assessment's texts (namespace 'assessment-assessment'), in English and Danish with the same keys: the
// question steps, sharing a note with the team, the review, the result preview for a visitor who is not signed in, and the submission
// with what it tells apart of a failure (answering for a team included). Question, option and area texts
// come from @ahc/assessment-model; "Try again" is the platform's common text.
import { defineTranslations } from '@ahc/platform';

export const assessmentTranslations = defineTranslations({
  en: {
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
      noteShared: 'shared with the team',
      noteProblem: 'This note cannot be submitted as it is. Choose Change to see what to fix.',
      notesToFix_one: 'The note on question {{numbers}} needs a fix before you can submit.',
      notesToFix_other: 'The notes on questions {{numbers}} need a fix before you can submit.',
    },
    note: {
      share: 'Share this note with the team',
      shareHint:
        'The team report shows shared notes beside the question, without your name and without your answer.',
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
    submit: {
      button: 'Submit and see my report',
      teamButton: 'Submit my answers to the team',
      submitting: 'Submitting your answers…',
      checkingAccount: 'Checking whether you are signed in…',
      login: 'Sign in again',
      errors: {
        network:
          'We could not reach the server, so your answers were not submitted. They are still saved in this browser. Check your connection and try again.',
        server:
          'Something went wrong on our side, so your answers were not submitted. They are still saved in this browser. Please try again in a moment.',
        unknown:
          'Your answers could not be submitted. They are still saved in this browser. Please try again.',
        invalid:
          'Your answers or notes could not be accepted. Please check them in the review, or start over.',
        notSignedIn:
          'Your session has ended. Please sign in again; your answers are still saved in this browser.',
        roundClosed:
          'The team’s owner has closed this round, so your answers were not added to it. They are still saved in this browser.',
        alreadyAnswered:
          'You have already answered this round (perhaps in another tab or browser). Each member answers a round once.',
        notMember:
          'You are no longer a member of this team assessment, so your answers were not added to it.',
      },
      backToTeam: 'Back to the team',
    },
  },
  da: {
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
      noteShared: 'deles med teamet',
      noteProblem: 'Noten kan ikke indsendes, som den er. Vælg Ændr for at se, hvad der skal rettes.',
      notesToFix_one: 'Noten til spørgsmål {{numbers}} skal rettes, før du kan indsende.',
      notesToFix_other: 'Noterne til spørgsmål {{numbers}} skal rettes, før du kan indsende.',
    },
    note: {
      share: 'Del noten med teamet',
      shareHint: 'Teamrapporten viser delte noter ved spørgsmålet, uden dit navn og uden dit svar.',
    },
    preview: {
      title: 'Dit resultat',
      intro:
        'Regnet ud i denne browser ud fra dine 20 svar. Intet gemmes, før du beder om den fulde rapport.',
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
    submit: {
      button: 'Indsend og se min rapport',
      teamButton: 'Indsend mine svar til teamet',
      submitting: 'Indsender dine svar...',
      checkingAccount: 'Tjekker, om du er logget ind...',
      login: 'Log ind igen',
      errors: {
        network:
          'Vi kunne ikke få forbindelse til serveren, så dine svar blev ikke indsendt. De er stadig gemt i denne browser. Tjek din forbindelse, og prøv igen.',
        server:
          'Noget gik galt hos os, så dine svar blev ikke indsendt. De er stadig gemt i denne browser. Prøv igen om lidt.',
        unknown: 'Dine svar kunne ikke indsendes. De er stadig gemt i denne browser. Prøv igen.',
        invalid: 'Dine svar eller noter kunne ikke godkendes. Tjek dem i gennemgangen, eller start forfra.',
        notSignedIn: 'Din session er udløbet. Log ind igen; dine svar er stadig gemt i denne browser.',
        roundClosed:
          'Teamets ejer har lukket denne runde, så dine svar kom ikke med i den. De er stadig gemt i denne browser.',
        alreadyAnswered:
          'Du har allerede besvaret denne runde (måske i en anden fane eller browser). Hvert medlem svarer én gang pr. runde.',
        notMember: 'Du er ikke længere medlem af denne teamvurdering, så dine svar kom ikke med i den.',
      },
      backToTeam: 'Tilbage til teamet',
    },
  },
});
