// Texts of the platform's own UI primitives, in the 'common' namespace.
import type { Translations } from './i18n.ts';

export const commonTranslations: Translations = {
  en: {
    loadingPage: 'Loading page...',
    loading: 'Loading...',
    retry: 'Try again',
  },
  da: {
    loadingPage: 'Indlæser side...',
    loading: 'Indlæser...',
    retry: 'Prøv igen',
  },
};
