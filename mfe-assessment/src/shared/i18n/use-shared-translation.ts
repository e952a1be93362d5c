import { useAppTranslation } from '@ahc/platform';
import { sharedTranslations } from './shared-translations.ts';

/** t() for the words both features of this remote show. */
export const useSharedTranslation = () => useAppTranslation('assessment-shared', sharedTranslations);
