import { useAppTranslation } from '@ahc/platform';
import { legalTranslations } from './legal-translations.ts';
import { withTextLists } from './text-lists.ts';

/**
 * The privacy, terms and cookie texts with the list readers: a namespace, and a module, of their own
 * so that only the legal pages download them.
 */
export const useLegalTexts = () => withTextLists(useAppTranslation('marketing-legal', legalTranslations));
