// Where the browser comes back to after leaving this site to sign in: a provider's answer (Google, Apple),
// the link in a sign-in e-mail, or the one confirming a sign-up. All come back to /login with the
// visitor's ?next: the platform's client exchanges the ?code=... for a session by itself (or the login page
// shows the ?error=...), and the shell's guard goes on to ?next (docs/product.md §3), which is how a
// pending assessment submission is resumed.
import { PATHS, withNext } from '@ahc/platform';

export function signInReturnUrl(origin: string, next: string | null): string {
  return `${origin}${withNext(PATHS.login, next)}`;
}
