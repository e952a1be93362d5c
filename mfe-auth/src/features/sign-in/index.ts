// Signing in's public entry: the inbox step that registering ends in too (with its texts, which
// registration's tests read), the address a sign-up confirmation's link comes back to, and the second
// factor's step, which the recovery link's page asks for first. The pages are exposed to the shell directly
// (src/exposes.ts); whatever another feature comes to need from here is exported here, and only here.
export { CheckInbox } from './components/CheckInbox.tsx';
export { SecondFactorStep } from './components/SecondFactorStep.tsx';
export { signInReturnUrl } from './data/return-url.ts';
export { signInTranslations } from './i18n/sign-in-translations.ts';
