import { useAppTranslation } from '@ahc/platform';
import { withTextLists } from '#shared/i18n/text-lists.ts';
import { pressTranslations } from './press-translations.ts';

/** t() for the press page's texts, with the list readers for its facts. */
export const usePressTranslation = () =>
  withTextLists(useAppTranslation('marketing-press', pressTranslations));
