// Where the links in the Auth service's account e-mails send the browser back to: the recovery link to
// /reset-password, an e-mail change's links to /profile. (A sign-up confirmation or sign-in link comes
// back to /login, as a provider's answer does: the sign-in feature's signInReturnUrl.) Each carries the
// language the e-mail is asked for in as ?lang=, so the page it opens speaks the e-mail's language on
// any device (the e-mail is written in the one the account keeps, which the app keeps in step).
import { type Language, PATHS, linkInLanguage } from '@ahc/platform';

export function recoveryLinkTarget(origin: string, language: Language): string {
  return linkInLanguage(`${origin}${PATHS.resetPassword}`, language);
}

export function emailChangeLinkTarget(origin: string, language: Language): string {
  return linkInLanguage(`${origin}${PATHS.profile}`, language);
}
