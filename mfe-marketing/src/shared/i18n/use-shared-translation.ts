import { useAppTranslation } from '@ahc/platform';
import { sharedTranslations } from './shared-translations.ts';

/** t() for the words more than one feature of this remote shows. */
export const useSharedTranslation = () => useAppTranslation('marketing-shared', sharedTranslations);
