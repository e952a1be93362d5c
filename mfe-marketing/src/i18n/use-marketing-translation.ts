import { type TranslationKey, useAppTranslation } from '@ahc/platform';
import { withTextLists } from './text-lists.ts';
import { marketingTranslations } from './translations.ts';

export const useMarketingTranslation = () => useAppTranslation('marketing', marketingTranslations);

/** The marketing namespace's t() with its list readers (text-lists.ts). */
export const useMarketingTexts = () => withTextLists(useMarketingTranslation());

/** A key of the marketing namespace, for code that picks a text before rendering it. */
export type MarketingKey = TranslationKey<typeof marketingTranslations.en>;
