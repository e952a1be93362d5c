// The words more than one feature of this remote shows (namespace 'marketing-shared'), in English and
// Danish with the same keys: the call to start the check that the home and methodology pages end with.
import { defineTranslations } from '@ahc/platform';

export const sharedTranslations = defineTranslations({
  en: {
    startCheck: 'Start the health check',
  },
  da: {
    startCheck: 'Start sundhedstjekket',
  },
});
