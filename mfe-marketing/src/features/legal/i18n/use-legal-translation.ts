import { useAppTranslation } from '@ahc/platform';
import { withTextLists } from '#shared/i18n/text-lists.ts';
import { legalTranslations } from './legal-translations.ts';

/** t() for the privacy, terms and cookie texts, with the list reader for their sections. */
export const useLegalTranslation = () =>
  withTextLists(useAppTranslation('marketing-legal', legalTranslations));
