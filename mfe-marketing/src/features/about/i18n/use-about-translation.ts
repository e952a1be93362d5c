import { useAppTranslation } from '@ahc/platform';
import { withTextLists } from '#shared/i18n/text-lists.ts';
import { aboutTranslations } from './about-translations.ts';

/** t() for the about and team pages' texts, with the list readers for their paragraphs and members. */
export const useAboutTranslation = () =>
  withTextLists(useAppTranslation('marketing-about', aboutTranslations));
