// Where the links in the Auth service's account e-mails send the browser back to: the recovery link to
// /reset-password, an e-mail change's links to /profile. (A sign-up confirmation or sign-in link comes
// back to /login, as a provider's answer does: the sign-in feature's signInReturnUrl.)
import { PATHS } from '@ahc/platform';

export function recoveryLinkTarget(origin: string): string {
  return `${origin}${PATHS.resetPassword}`;
}

export function emailChangeLinkTarget(origin: string): string {
  return `${origin}${PATHS.profile}`;
}
