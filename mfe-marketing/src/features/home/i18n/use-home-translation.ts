import { useAppTranslation } from '@ahc/platform';
import { withTextLists } from '#shared/i18n/text-lists.ts';
import { homeTranslations } from './home-translations.ts';

/** t() for the home page's texts, with the list readers for its steps. */
export const useHomeTranslation = () => withTextLists(useAppTranslation('marketing-home', homeTranslations));
