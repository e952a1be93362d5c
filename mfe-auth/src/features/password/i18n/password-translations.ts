// A forgotten password (namespace 'auth-password'), in English and Danish with the same keys: asking
// for the recovery link, and choosing the new password where the link lands.
import { defineTranslations } from '@ahc/platform';

export const passwordTranslations = defineTranslations({
  en: {
    forgot: {
      title: 'Forgot your password?',
      intro: 'Enter the e-mail address of your account. We will send you a link to choose a new password.',
      submit: 'Send the link',
      submitting: 'Sending...',
      sent: 'If there is an account for {{email}}, a link to choose a new password is on its way. It works for one hour, once.',
      backToLogin: 'Back to sign in',
    },
    reset: {
      title: 'Choose a new password',
      intro: 'Enter a new password for {{email}}. You stay signed in afterwards.',
      newPassword: 'New password',
      submit: 'Save the new password',
      submitting: 'Saving...',
      checking: 'Checking your link...',
      linkInvalid: 'This link has expired or has already been used. Ask for a new one.',
      requestNew: 'Ask for a new link',
    },
  },
  da: {
    forgot: {
      title: 'Glemt din adgangskode?',
      intro:
        'Skriv e-mailadressen til din konto. Vi sender dig et link, hvor du kan vælge en ny adgangskode.',
      submit: 'Send linket',
      submitting: 'Sender...',
      sent: 'Hvis der findes en konto for {{email}}, er et link til en ny adgangskode på vej. Det virker én gang inden for en time.',
      backToLogin: 'Tilbage til login',
    },
    reset: {
      title: 'Vælg en ny adgangskode',
      intro: 'Skriv en ny adgangskode til {{email}}. Du forbliver logget ind bagefter.',
      newPassword: 'Ny adgangskode',
      submit: 'Gem den nye adgangskode',
      submitting: 'Gemmer...',
      checking: 'Tjekker dit link...',
      linkInvalid: 'Linket er udløbet eller allerede brugt. Bed om et nyt.',
      requestNew: 'Bed om et nyt link',
    },
  },
});
