// The interface language, 'en' or 'da' (docs/product.md §3): read from localStorage 'language' at
// start, the source of truth (a stored value that is not a language means 'en', the specification's
// default), saved on every change, mirrored on <html lang>, into i18next and into the 'language'
// cookie, which is how the shell's host renders the next page in it (written at start too, so the
// cookie follows storage: a choice made before the cookie existed, or a stored value that is no
// language, over a cookie that says otherwise). A page the host rendered starts in the language it was
// rendered in (initial), so hydration matches; the shell hydrates only a page rendered in the stored
// language (shell/src/bootstrap.tsx).
import type { i18n as I18n } from 'i18next';
import { languageCookie } from './request-language.ts';
import { createStore, type StoreApi } from 'zustand/vanilla';

export const LANGUAGES = ['en', 'da'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export type LanguageState = { language: Language; setLanguage(language: Language): void };
export type LanguageStore = StoreApi<LanguageState>;

/**
 * The language storage holds at start (SPEC §5: 'en' or 'da', otherwise the default 'en'): the stored
 * one, English for a stored value that is no language, and undefined when nothing is stored (no choice
 * made yet: the visitor's browser decides) or storage cannot be read.
 */
export function storedLanguageChoice(storage: Pick<Storage, 'getItem'> | undefined): Language | undefined {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    if (stored === null || stored === undefined) return undefined;
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return undefined;
  }
}

/** The stored language (storedLanguageChoice), or the fallback (the default) when none is stored. */
export function readStoredLanguage(
  storage: Pick<Storage, 'getItem'> | undefined,
  fallback: Language = DEFAULT_LANGUAGE,
): Language {
  return storedLanguageChoice(storage) ?? fallback;
}

/** Where the cookie goes: the document in a browser, nothing on a server. */
type CookieJar = { cookie: string };

export type LanguageStoreOptions = { initial?: Language; cookies?: CookieJar };

export function createLanguageStore(
  i18n: I18n,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  options: LanguageStoreOptions = {},
): LanguageStore {
  const remember = (language: Language) => {
    if (options.cookies) options.cookies.cookie = languageCookie(language);
  };
  const apply = (language: Language) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
    void i18n.changeLanguage(language);
  };
  const stored = storedLanguageChoice(storage);
  const initial = options.initial ?? stored ?? DEFAULT_LANGUAGE;
  apply(initial);
  const store = createStore<LanguageState>()((set) => ({
    language: initial,
    setLanguage(language) {
      if (!isLanguage(language)) throw new Error(`Unsupported language: ${String(language)}`);
      try {
        storage?.setItem(LANGUAGE_STORAGE_KEY, language);
      } catch {
        // Storage full or blocked (private mode): the choice still applies to this visit.
      }
      remember(language);
      apply(language);
      set({ language });
    },
  }));
  // The cookie follows storage; with nothing stored (or storage blocked) there is nothing to mirror.
  if (stored !== undefined) remember(stored);
  return store;
}
