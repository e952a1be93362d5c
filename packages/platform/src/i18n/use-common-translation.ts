// t() for the platform's 'common' namespace (registered by PlatformProvider), from the page's one
// i18n instance: the product's name, page titles and greetings follow the current language.
import { useTranslation } from 'react-i18next';
import { usePlatformFor } from '../platform-context.ts';
import { addTranslations } from './i18n.ts';
import { commonTranslations } from './common.ts';
import type { TranslateFunction } from './define-translations.ts';

export function useCommonTranslation(hook: string) {
  const { i18n } = usePlatformFor(hook);
  addTranslations(i18n, 'common', commonTranslations);
  const { t } = useTranslation('common', { i18n });
  return { t: t as unknown as TranslateFunction<typeof commonTranslations.en>, i18n };
}

/** The phrases every app shows the same way (e.g. t('retry'): "Try again"), in the current language. */
export const useCommonTexts = () => useCommonTranslation('useCommonTexts');

/** The product's name in the current language (the header's brand, a page's text). */
export function useProductName(): string {
  return useCommonTranslation('useProductName').t('product.name');
}
