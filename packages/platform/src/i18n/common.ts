// The 'common' namespace: texts of the platform's own UI primitives, the phrases every app shows the same
// way (apps take "Try again" from here through useCommonTexts, never write it again), and the product's
// name: the one place it is spelled (docs/product.md §4). Other texts refer to it as
// $t(common:product.name), which i18next fills in; product-name.test.ts fails on any other spelling in
// any app's translations.
import { defineTranslations } from './define-translations.ts';

export const commonTranslations = defineTranslations({
  en: {
    product: { name: 'Architecture Health Check' },
    /** The browser tab's title: the page, then the product. */
    pageTitle: '{{page}} – {{product}}',
    loadingPage: 'Loading page...',
    /** Where a page waits for its scripts and the browser runs none (PageSpinner). */
    needsScript:
      'This page needs JavaScript, which is off in this browser. The open pages work without it, and so does the health check itself:',
    loading: 'Loading...',
    retry: 'Try again',
    /** The name of the × that closes a notice (the account notice, the shell's profile error). */
    dismiss: 'Dismiss',
    startCheck: 'Start the health check',
    greeting: {
      welcome: 'Welcome',
      welcomeNamed: 'Welcome, {{name}}',
      welcomeBack: 'Welcome back',
      welcomeBackNamed: 'Welcome back, {{name}}',
    },
    accountNotice: {
      accountDeleted: 'Your account and everything in it have been deleted. You are signed out.',
      signedOutEverywhere: 'You have been signed out on every device.',
      passwordChanged: 'Your password has been changed.',
      emailChanged: 'Your e-mail address has been changed.',
    },
    /** A team assessment that cannot be shown, said the same way by every remote that shows a team. */
    team: {
      accessDenied: {
        title: 'No access to this team assessment',
        text: 'This team assessment does not exist, or you are not a member of it (any more). Its owner can send you an invitation link.',
      },
      failed: {
        title: 'The team assessment could not be loaded',
        text: 'Failed to load the team assessment. Please check your connection and try again.',
      },
      allTeams: 'All team assessments',
    },
  },
  da: {
    // A proper name: the same in both languages.
    product: { name: 'Architecture Health Check' },
    pageTitle: '{{page}} – {{product}}',
    loadingPage: 'Indlæser side...',
    needsScript:
      'Denne side kræver JavaScript, som er slået fra i denne browser. De åbne sider virker uden, og det gør selve sundhedstjekket også:',
    loading: 'Indlæser...',
    retry: 'Prøv igen',
    dismiss: 'Luk',
    startCheck: 'Start sundhedstjekket',
    greeting: {
      welcome: 'Velkommen',
      welcomeNamed: 'Velkommen, {{name}}',
      welcomeBack: 'Velkommen tilbage',
      welcomeBackNamed: 'Velkommen tilbage, {{name}}',
    },
    accountNotice: {
      accountDeleted: 'Din konto og alt i den er slettet. Du er logget ud.',
      signedOutEverywhere: 'Du er logget ud på alle enheder.',
      passwordChanged: 'Din adgangskode er ændret.',
      emailChanged: 'Din e-mailadresse er ændret.',
    },
    team: {
      accessDenied: {
        title: 'Ingen adgang til denne teamvurdering',
        text: 'Teamvurderingen findes ikke, eller du er ikke (længere) medlem af den. Ejeren kan sende dig et invitationslink.',
      },
      failed: {
        title: 'Teamvurderingen kunne ikke indlæses',
        text: 'Teamvurderingen kunne ikke indlæses. Tjek din forbindelse, og prøv igen.',
      },
      allTeams: 'Alle teamvurderinger',
    },
  },
});

/** Keys of the common namespace whose Danish text is the English one on purpose. */
export const COMMON_SAME_IN_BOTH_LANGUAGES = ['product.name', 'pageTitle'];
