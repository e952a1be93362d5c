// The interface language, 'en' or 'da' (docs/product.md §3): read from localStorage 'language' at
// start (anything else means 'en'), saved on every change, mirrored on <html lang> and into i18next.
import type { i18n as I18n } from 'i18next';
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

/** The stored language, or the default when storage is empty, invalid or unavailable. */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined): Language {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function createLanguageStore(i18n: I18n, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined): LanguageStore {
  const apply = (language: Language) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
    void i18n.changeLanguage(language);
  };
  const initial = readStoredLanguage(storage);
  apply(initial);
  return createStore<LanguageState>()((set) => ({
    language: initial,
    setLanguage(language) {
      if (!isLanguage(language)) throw new Error(`Unsupported language: ${String(language)}`);
      try {
        storage?.setItem(LANGUAGE_STORAGE_KEY, language);
      } catch {
        // Storage full or blocked (private mode): the choice still applies to this visit.
      }
      apply(language);
      set({ language });
    },
  }));
}
