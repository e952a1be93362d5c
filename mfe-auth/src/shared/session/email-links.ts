// Where the links in the Auth service's e-mails send the browser back to. A sign-up confirmation or a
// sign-in link comes back to /login with the visitor's ?next, as a provider's answer does: the
// platform's client exchanges the ?code=... for a session, and the shell's guard goes on to ?next
// (docs/product.md §3), which is how a pending assessment submission is resumed. The recovery link
// comes back to /reset-password; an e-mail change's links to /profile.
import { PATHS } from '@ahc/platform';
import { withNext } from '../lib/with-next.ts';

export function signInLinkTarget(origin: string, next: string | null): string {
  return `${origin}${withNext(PATHS.login, next)}`;
}

export function recoveryLinkTarget(origin: string): string {
  return `${origin}${PATHS.resetPassword}`;
}

export function emailChangeLinkTarget(origin: string): string {
  return `${origin}${PATHS.profile}`;
}
