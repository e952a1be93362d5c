// The start page's texts (namespace 'assessment-start'), in English and Danish with the same keys: what the
// check asks about, how long it takes, what happens to the answers, and the way in. The areas' names and
// the questions' topics come from @ahc/assessment-model.
import { defineTranslations } from '@ahc/platform';

export const startTranslations = defineTranslations({
  en: {
    title: 'Before you start',
    intro:
      'Twenty questions about your system, one at a time, in about ten minutes. Here is what they ask about and what happens to your answers; your scores appear the moment you answer the last one.',
    coversTitle: 'The 20 questions',
    coversIntro:
      'Five in each of four areas, each with four answers from the weakest practice to the strongest:',
    durationTitle: 'How long it takes',
    duration:
      'About 10 minutes. Pick the answer that describes how things work today, not how they should; you can go back to any question, and close the tab and carry on later in this browser.',
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
  da: {
    title: 'Før du går i gang',
    intro:
      'Tyve spørgsmål om dit system, ét ad gangen, på omkring ti minutter. Her kan du se, hvad de handler om, og hvad der sker med dine svar; dine scorer vises, så snart du har besvaret det sidste.',
    coversTitle: 'De 20 spørgsmål',
    coversIntro:
      'Fem inden for hvert af fire områder, hvert med fire svar fra den svageste praksis til den stærkeste:',
    durationTitle: 'Hvor lang tid det tager',
    duration:
      'Cirka 10 minutter. Vælg det svar, der beskriver, hvordan det fungerer i dag, ikke hvordan det burde; du kan gå tilbage til ethvert spørgsmål og lukke fanen og fortsætte senere i denne browser.',
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
});
