// The words every feature of this remote uses (namespace 'reports-shared'), in English and Danish with the
// same keys: the common labels and buttons, and how a change of score is said (ChangeValue).
import type { Translations } from '@ahc/platform';

export const sharedTranslations: Translations = {
  en: {
    common: {
      overall: 'Overall',
      area: 'Area',
      score: 'Score',
      band: 'Maturity',
      date: 'Date',
      outOf100: '{{score}} / 100',
      retry: 'Try again',
      backToDashboard: 'Back to the dashboard',
      opensInNewTab: '(opens in a new tab)',
      scrollHint: 'Scroll sideways to see every column.',
      cancel: 'Cancel',
    },
    change: {
      better: '{{change}} better',
      worse: '{{change}} worse',
      betterSince: '{{change}} better since {{date}}',
      worseSince: '{{change}} worse since {{date}}',
      unchangedSince: 'No change since {{date}}',
      unchangedScore: '0 no change',
    },
  },
  da: {
    common: {
      overall: 'Samlet',
      area: 'Område',
      score: 'Score',
      band: 'Modenhed',
      date: 'Dato',
      outOf100: '{{score}} / 100',
      retry: 'Prøv igen',
      backToDashboard: 'Tilbage til oversigten',
      opensInNewTab: '(åbner i en ny fane)',
      scrollHint: 'Rul sidelæns for at se alle kolonner.',
      cancel: 'Annullér',
    },
    change: {
      better: '{{change}} bedre',
      worse: '{{change}} dårligere',
      betterSince: '{{change}} bedre siden {{date}}',
      worseSince: '{{change}} dårligere siden {{date}}',
      unchangedSince: 'Uændret siden {{date}}',
      unchangedScore: '0 uændret',
    },
  },
};
