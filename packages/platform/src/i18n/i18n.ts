// One i18next instance for the whole page, made by the shell. Each app owns a namespace (its own en
// and da texts) and adds it when its first page renders. A missing translation shows its key, in
// either language (docs/product.md §3): there is deliberately no fallback language.
import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import { useTranslation } from 'react-i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../language/language-store.ts';
import { usePlatform } from '../platform-context.ts';

export type Translations = { en: ResourceLanguage; da: ResourceLanguage };

export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    resources: {},
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

export function addTranslations(i18n: I18n, namespace: string, translations: Translations): void {
  for (const language of ['en', 'da'] as const) {
    if (!i18n.hasResourceBundle(language, namespace))
      i18n.addResourceBundle(language, namespace, translations[language], true, false);
  }
}

/** t() for one app's namespace, registering its texts on first use. */
export function useAppTranslation(namespace: string, translations: Translations) {
  const { i18n } = usePlatform();
  addTranslations(i18n, namespace, translations);
  return useTranslation(namespace, { i18n });
}
