// Creating an account (namespace 'auth-registration'), in English and Danish with the same keys.
import { defineTranslations } from '@ahc/platform';

export const registrationTranslations = defineTranslations({
  en: {
    register: {
      title: 'Create your account',
      intro: 'Register to save your assessments and reports.',
      submit: 'Create account',
      submitting: 'Creating account...',
      haveAccount: 'Already have an account?',
      loginLink: 'Sign in',
      companyHint: 'Optional',
    },
  },
  da: {
    register: {
      title: 'Opret din konto',
      intro: 'Opret en konto for at gemme dine besvarelser og rapporter.',
      submit: 'Opret konto',
      submitting: 'Opretter konto...',
      haveAccount: 'Har du allerede en konto?',
      loginLink: 'Log ind',
      companyHint: 'Valgfrit',
    },
  },
});
