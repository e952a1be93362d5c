// A link into the product that opens in a given language: `?lang=` as the product's host reads it (it
// wins over the language cookie and Accept-Language, and the page keeps it as the visitor's choice), so a
// link in a Danish e-mail opens a Danish page on a device that has never been to the site. Every e-mail
// the product writes (reminders, their unsubscribe links, invitations) and every address the Auth
// service's e-mails return to goes through here. The path, the other query parameters and the fragment
// stay as they are; a `lang` already there is replaced.
import type { ProductLanguage } from '../locale.ts';

/** The name of the address's language parameter, as the host and the shell read it. */
export const LANGUAGE_PARAMETER = 'lang';

/** `url` (absolute, or a path on the site) with `lang=<language>` in its query. */
export function linkInLanguage(url: string, language: ProductLanguage): string {
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(url);
  const parsed = new URL(url, 'http://relative.invalid');
  parsed.searchParams.set(LANGUAGE_PARAMETER, language);
  return absolute ? parsed.href : `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
