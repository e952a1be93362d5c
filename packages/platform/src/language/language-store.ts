// The interface language, 'en' or 'da' (docs/product.md §3): read from localStorage 'language' at
// start (anything else means 'en'), saved on every change, mirrored on <html lang>, into i18next and
// into the 'language' cookie, which is how the shell's host renders the next page in it. A page the
// host rendered starts in the language it was rendered in (so hydration matches) and then takes the
// stored one if that differs (a choice made before the cookie existed, say): settle().
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
export type LanguageStore = StoreApi<LanguageState> & {
  /** After the first page is on screen (once a load): takes the stored language if it differs from the page's, and mirrors it to the cookie. */
  settle(): void;
};

/** The stored language, or the fallback (the default) when storage is empty, invalid or unavailable. */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined, fallback: Language = DEFAULT_LANGUAGE): Language {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : fallback;
  } catch {
    return fallback;
  }
}

/** Where the cookie goes: the document in a browser, nothing on a server. */
type CookieJar = { cookie: string };

export type LanguageStoreOptions = { initial?: Language; cookies?: CookieJar };

export function createLanguageStore(i18n: I18n, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, options: LanguageStoreOptions = {}): LanguageStore {
  const remember = (language: Language) => {
    if (options.cookies) options.cookies.cookie = languageCookie(language);
  };
  const apply = (language: Language) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
    void i18n.changeLanguage(language);
  };
  const stored = readStoredLanguage(storage);
  const initial = options.initial ?? stored;
  apply(initial);
  /** Set once the stored language has been applied, or a choice made since has made it moot. */
  let settled = false;
  const store = createStore<LanguageState>()((set) => ({
    language: initial,
    setLanguage(language) {
      if (!isLanguage(language)) throw new Error(`Unsupported language: ${String(language)}`);
      try {
        storage?.setItem(LANGUAGE_STORAGE_KEY, language);
      } catch {
        // Storage full or blocked (private mode): the choice still applies to this visit.
      }
      settled = true;
      remember(language);
      apply(language);
      set({ language });
    },
  }));
  return Object.assign(store, {
    settle() {
      // Once per page load: later choices are the visitor's own, made through setLanguage.
      if (settled) return;
      settled = true;
      let hasStored = false;
      try {
        hasStored = isLanguage(storage?.getItem(LANGUAGE_STORAGE_KEY));
      } catch {
        // Storage blocked: the page's language stands.
      }
      if (!hasStored) return;
      if (stored !== store.getState().language) store.getState().setLanguage(stored);
      else remember(stored);
    },
  });
}
