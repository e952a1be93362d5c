// One i18next instance for the whole page, made by the shell. Each app owns a namespace (its own en
// and da texts) and adds it when its first page renders. A missing translation shows its key, in
// either language (docs/product.md §3): there is deliberately no fallback language.
import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import { useTranslation } from 'react-i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../language/language-store.ts';
import { usePlatform } from '../platform-context.ts';
import type { TextTree, TranslateFunction, Translations } from './define-translations.ts';

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

export function addTranslations<En extends TextTree>(
  i18n: I18n,
  namespace: string,
  translations: Translations<En>,
): void {
  for (const language of ['en', 'da'] as const) {
    if (!i18n.hasResourceBundle(language, namespace))
      i18n.addResourceBundle(language, namespace, translations[language] as ResourceLanguage, true, false);
  }
}

/**
 * t() for one app's namespace outside React (a server-rendered page's head, a message shown when the page
 * cannot start): the same keys as useAppTranslation's, in the instance's language at the time of the call.
 */
export function appTranslator<En extends TextTree>(
  i18n: I18n,
  namespace: string,
  translations: Translations<En>,
): TranslateFunction<En> {
  addTranslations(i18n, namespace, translations);
  return i18n.getFixedT(null, namespace) as unknown as TranslateFunction<En>;
}

/** t() for one app's namespace, taking only its keys, registering its texts on first use. */
export function useAppTranslation<En extends TextTree>(namespace: string, translations: Translations<En>) {
  const { i18n } = usePlatform();
  addTranslations(i18n, namespace, translations);
  const { t } = useTranslation(namespace, { i18n });
  return { t: t as unknown as TranslateFunction<En>, i18n };
}
