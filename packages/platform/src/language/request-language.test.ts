// The language a server renders a page in, from what the request carries: ?lang=, then the 'language'
// cookie, then Accept-Language, then English.
import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_COOKIE,
  acceptedLanguage,
  cookieValue,
  languageCookie,
  requestLanguage,
} from './request-language.ts';

describe('cookieValue', () => {
  it('finds a cookie among others, whatever the spacing', () => {
    expect(cookieValue('theme=dark; language=da; other=1', 'language')).toBe('da');
    expect(cookieValue('language=da', 'language')).toBe('da');
    expect(cookieValue('  language =  en  ;x=y', 'language')).toBe('en');
  });

  it('keeps an = inside the value and takes the first of two cookies of the name', () => {
    expect(cookieValue('token=a=b==; language=da', 'token')).toBe('a=b==');
    expect(cookieValue('language=da; language=en', 'language')).toBe('da');
  });

  it('matches the whole name only, and finds nothing without the cookie or the header', () => {
    expect(cookieValue('mylanguage=da; language_old=en', 'language')).toBeUndefined();
    expect(cookieValue('language', 'language')).toBeUndefined();
    expect(cookieValue(';;;', 'language')).toBeUndefined();
    expect(cookieValue('', 'language')).toBeUndefined();
    expect(cookieValue(undefined, 'language')).toBeUndefined();
  });
});

describe('acceptedLanguage', () => {
  it('takes the supported language with the highest q-value', () => {
    expect(acceptedLanguage('fr, da;q=0.5, en;q=0.8')).toBe('en');
    expect(acceptedLanguage('en;q=0.1, da;q=0.9')).toBe('da');
    // The parameter's name is case-insensitive: Q=0 refuses Danish as q=0 does.
    expect(acceptedLanguage('da;Q=0, en;q=0.5')).toBe('en');
    // No q means 1, which beats any lower weight written before it.
    expect(acceptedLanguage('en;q=0.9, da')).toBe('da');
  });

  it('keeps the order of the header between ranges of equal weight', () => {
    expect(acceptedLanguage('en;q=0.5, da;q=0.5')).toBe('en');
    expect(acceptedLanguage('da;q=0.5, en;q=0.5')).toBe('da');
    expect(acceptedLanguage('da, en')).toBe('da');
    expect(acceptedLanguage('en, da')).toBe('en');
  });

  it('reads the primary tag of a region subtag, in any case', () => {
    expect(acceptedLanguage('da-DK')).toBe('da');
    expect(acceptedLanguage('DA-dk,en-US;q=0.9')).toBe('da');
    expect(acceptedLanguage('fr-FR, en-GB;q=0.7, da-DK;q=0.6')).toBe('en');
  });

  it('skips languages the site does not have, and answers nothing when none is left', () => {
    expect(acceptedLanguage('fr, de;q=0.9, da;q=0.1')).toBe('da');
    expect(acceptedLanguage('fr, de, sv')).toBeUndefined();
    // '*' names no language of its own: the caller's default applies.
    expect(acceptedLanguage('*')).toBeUndefined();
  });

  it('never takes a language the header refuses with q=0', () => {
    expect(acceptedLanguage('da;q=0, en;q=0.1')).toBe('en');
    expect(acceptedLanguage('da;q=0')).toBeUndefined();
    expect(acceptedLanguage('da;q=0.0, en;q=0.000')).toBeUndefined();
  });

  it('survives malformed headers, treating an unreadable weight as a refusal', () => {
    expect(acceptedLanguage(undefined)).toBeUndefined();
    expect(acceptedLanguage('')).toBeUndefined();
    expect(acceptedLanguage(',;,;;q=,')).toBeUndefined();
    expect(acceptedLanguage('da;q=abc, en;q=0.2')).toBe('en');
    expect(acceptedLanguage('da;q=, en;q=0.2')).toBe('en');
    expect(acceptedLanguage('da;q=Infinity, en;q=0.2')).toBe('en');
    expect(acceptedLanguage('da;q=-1, en;q=0.2')).toBe('en');
    expect(acceptedLanguage(' da ; level=1 ; q=0.3 ,en;q=0.2')).toBe('da');
    expect(acceptedLanguage('-DK, da')).toBe('da');
  });

  it('reads only the first 32 ranges of a very long header, quickly', () => {
    expect(acceptedLanguage(`${'fr, '.repeat(31)}da`)).toBe('da');
    expect(acceptedLanguage(`${'fr, '.repeat(32)}da`)).toBeUndefined();
    const huge = `${'x'.repeat(100_000)},${'fr;q=0.5,'.repeat(10_000)}da`;
    const started = performance.now();
    expect(acceptedLanguage(huge)).toBeUndefined();
    expect(acceptedLanguage(`da-${'x'.repeat(100_000)}`)).toBe('da');
    // A generous bound: the work is linear in the header; a pathological parse would take seconds.
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('requestLanguage', () => {
  it('takes ?lang= first, over the cookie and Accept-Language', () => {
    expect(requestLanguage({ query: 'da', cookie: 'language=en', acceptLanguage: 'en' })).toBe('da');
    expect(requestLanguage({ query: 'en', cookie: 'language=da', acceptLanguage: 'da' })).toBe('en');
  });

  it('takes the cookie when ?lang= is missing or unsupported', () => {
    expect(requestLanguage({ query: null, cookie: 'language=da', acceptLanguage: 'en' })).toBe('da');
    expect(requestLanguage({ query: 'fr', cookie: 'x=1; language=da', acceptLanguage: 'en' })).toBe('da');
    expect(requestLanguage({ query: 'DA', cookie: 'language=en', acceptLanguage: 'da' })).toBe('en');
  });

  it('takes Accept-Language when neither ?lang= nor the cookie names a supported language', () => {
    expect(requestLanguage({ cookie: 'language=fr', acceptLanguage: 'da-DK,en;q=0.5' })).toBe('da');
    expect(requestLanguage({ cookie: 'other=da', acceptLanguage: 'da' })).toBe('da');
    expect(requestLanguage({ query: '', acceptLanguage: 'fr, en;q=0.1' })).toBe('en');
  });

  it('falls back to English', () => {
    expect(requestLanguage({})).toBe('en');
    expect(requestLanguage({ query: 'fr', cookie: 'language=de', acceptLanguage: 'fr' })).toBe('en');
  });
});

describe('languageCookie', () => {
  it('names the cookie the host reads, for the whole site, for a year, same-site', () => {
    expect(LANGUAGE_COOKIE).toBe('language');
    expect(languageCookie('da')).toBe('language=da; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(cookieValue(languageCookie('en'), LANGUAGE_COOKIE)).toBe('en');
  });
});
