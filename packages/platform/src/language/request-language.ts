// The language of a page a server renders: the visitor's choice when the request carries it (an
// explicit ?lang=, or the 'language' cookie the browser keeps in step with localStorage), else the
// first of Danish or English in the browser's Accept-Language, else English. No React, no browser
// globals: the shell's host imports it, and the language store writes the cookie it reads.
import { DEFAULT_LANGUAGE, type Language, isLanguage } from './language-store.ts';

export const LANGUAGE_COOKIE = 'language';
/** A year: the choice outlives the visit, as the localStorage value it mirrors does. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The Set-Cookie text (also a document.cookie assignment) that remembers a language. */
export const languageCookie = (language: Language) =>
  `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;

export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The first supported language in an Accept-Language header, by its q-values (RFC 9110 §12.5.4). */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  const ranges = (header ?? '')
    .split(',')
    .slice(0, 32)
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      // The parameter's name is case-insensitive (RFC 9110 §12.4.2), its value a number.
      const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return {
        primary: tag.trim().toLowerCase().split('-')[0] ?? '',
        weight: Number.isFinite(weight) ? weight : 0,
        order,
      };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranges.map(({ primary }) => primary).find(isLanguage);
}

export function requestLanguage(request: {
  query?: string | null;
  cookie?: string;
  acceptLanguage?: string;
}): Language {
  if (isLanguage(request.query)) return request.query;
  const cookie = cookieValue(request.cookie, LANGUAGE_COOKIE);
  if (isLanguage(cookie)) return cookie;
  return acceptedLanguage(request.acceptLanguage) ?? DEFAULT_LANGUAGE;
}
