// Signing in (namespace 'auth-sign-in'), in English and Danish with the same keys: the password form
// and the providers, the e-mail link or code and the inbox step it leads to (registering leads there
// too), and the code of the second factor.
import { defineTranslations } from '@ahc/platform';

export const signInTranslations = defineTranslations({
  en: {
    login: {
      title: 'Sign in',
      intro: 'Welcome back. Sign in to see your reports.',
      submit: 'Sign in',
      submitting: 'Signing in...',
      or: 'or',
      google: 'Continue with Google',
      apple: 'Continue with Apple',
      redirecting: 'Redirecting...',
      noAccount: "Don't have an account?",
      registerLink: 'Create one',
      forgotPassword: 'Forgot your password?',
      emailLink: 'Sign in with an e-mail link or code',
    },
    emailSignIn: {
      title: 'Sign in with e-mail',
      intro: 'We e-mail you a link and a 6-digit code. Either one signs you in; no password needed.',
      submit: 'E-mail me a link and code',
      submitting: 'Sending...',
      passwordLink: 'Sign in with your password instead',
    },
    checkInbox: {
      title: 'Check your inbox',
      sentTo: 'We sent an e-mail to {{email}}. Open the link in it, or type the 6-digit code here.',
      sentToSignUp:
        'Your account is almost ready. We sent an e-mail to {{email}}: open the link in it, or type the 6-digit code here to confirm your address and sign in.',
      code: '6-digit code',
      codeHint: 'The code is in the e-mail, below the link.',
      verify: 'Sign in with the code',
      verifying: 'Checking...',
      resend: 'Send the e-mail again',
      resendIn: 'Send again in {{seconds}} s',
      resent: 'We sent a new e-mail. Only the newest link and code work.',
      otherAddress: 'Use another e-mail address',
    },
    secondFactor: {
      title: 'Two-factor sign-in',
      intro: 'Open your authenticator app and enter the 6-digit code it shows for $t(common:product.name).',
      code: 'Authenticator code',
      submit: 'Confirm',
      submitting: 'Checking...',
      cancel: 'Cancel and sign out',
    },
  },
  da: {
    login: {
      title: 'Log ind',
      intro: 'Velkommen tilbage. Log ind for at se dine rapporter.',
      submit: 'Log ind',
      submitting: 'Logger ind...',
      or: 'eller',
      google: 'Fortsæt med Google',
      apple: 'Fortsæt med Apple',
      redirecting: 'Viderestiller...',
      noAccount: 'Har du ikke en konto?',
      registerLink: 'Opret en',
      forgotPassword: 'Glemt din adgangskode?',
      emailLink: 'Log ind med et link eller en kode på e-mail',
    },
    emailSignIn: {
      title: 'Log ind med e-mail',
      intro: 'Vi sender dig et link og en kode på 6 cifre. Begge dele logger dig ind, uden adgangskode.',
      submit: 'Send mig et link og en kode',
      submitting: 'Sender...',
      passwordLink: 'Log ind med din adgangskode i stedet',
    },
    checkInbox: {
      title: 'Tjek din indbakke',
      sentTo: 'Vi har sendt en e-mail til {{email}}. Åbn linket i den, eller skriv koden på 6 cifre her.',
      sentToSignUp:
        'Din konto er næsten klar. Vi har sendt en e-mail til {{email}}: åbn linket i den, eller skriv koden på 6 cifre her for at bekræfte din adresse og logge ind.',
      code: 'Kode på 6 cifre',
      codeHint: 'Koden står i e-mailen under linket.',
      verify: 'Log ind med koden',
      verifying: 'Tjekker...',
      resend: 'Send e-mailen igen',
      resendIn: 'Send igen om {{seconds}} s',
      resent: 'Vi har sendt en ny e-mail. Kun det nyeste link og den nyeste kode virker.',
      otherAddress: 'Brug en anden e-mailadresse',
    },
    secondFactor: {
      title: 'Totrinslogin',
      intro: 'Åbn din godkendelsesapp, og skriv koden på 6 cifre, som den viser for $t(common:product.name).',
      code: 'Kode fra godkendelsesappen',
      submit: 'Bekræft',
      submitting: 'Tjekker...',
      cancel: 'Annullér og log ud',
    },
  },
});
