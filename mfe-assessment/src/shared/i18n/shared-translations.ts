// The words both features of this remote show (namespace 'assessment-shared'), in English and Danish with the
// same keys: "Start over" and its confirmation, on the start page and at the foot of the assessment.
import { defineTranslations } from '@ahc/platform';

export const sharedTranslations = defineTranslations({
  en: {
    startOver: {
      button: 'Start over',
      title: 'Start over?',
      text: 'All your answers will be deleted from this browser. This cannot be undone.',
      confirm: 'Yes, delete my answers and start over',
      cancel: 'Cancel',
    },
  },
  da: {
    startOver: {
      button: 'Start forfra',
      title: 'Start forfra?',
      text: 'Alle dine svar bliver slettet fra denne browser. Det kan ikke fortrydes.',
      confirm: 'Ja, slet mine svar og start forfra',
      cancel: 'Annullér',
    },
  },
});
