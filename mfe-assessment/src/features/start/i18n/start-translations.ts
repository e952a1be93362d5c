// The start page's texts (namespace 'assessment-start'), in English and Danish with the same keys: what the
// check covers, how long it takes, what happens to the answers, and the way in. The areas' names and
// descriptions come from @ahc/assessment-model.
import { defineTranslations } from '@ahc/platform';

export const startTranslations = defineTranslations({
  en: {
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
  da: {
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
});
