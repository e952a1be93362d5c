// Where the browser comes back to after leaving this site to sign in: a provider's answer (Google, Apple),
// the link in a sign-in e-mail, or the one confirming a sign-up. All come back to /login with the
// visitor's ?next: the platform's client exchanges the ?code=... for a session by itself (or the login page
// shows the ?error=...), and the shell's guard goes on to ?next (docs/product.md §3), which is how a
// pending assessment submission is resumed. An e-mail's link also carries the e-mail's language (?lang=),
// so it opens in that language on a device that has never been here; a provider's answer returns to the
// browser that left, which knows its language already.
import { type Language, PATHS, linkInLanguage, withNext } from '@ahc/platform';

export function signInReturnUrl(origin: string, next: string | null, language?: Language): string {
  const url = `${origin}${withNext(PATHS.login, next)}`;
  return language ? linkInLanguage(url, language) : url;
}
