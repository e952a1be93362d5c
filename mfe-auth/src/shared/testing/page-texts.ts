// A page's texts as its tests read them: the shared words (fields, the forms' checks, the Auth service's
// failures) and its feature's own side by side, one object per language. No feature's namespace has a
// top-level group of the shared one, so nothing is overwritten.
import type { TextTree, Translations } from '@ahc/platform';
import { sharedTranslations } from '../i18n/shared-translations.ts';

export function pageTexts<En extends TextTree>(feature: Translations<En>) {
  return {
    en: { ...sharedTranslations.en, ...feature.en },
    da: { ...sharedTranslations.da, ...feature.da },
  };
}
