import { useAppTranslation } from '@ahc/platform';
import { sharedTranslations } from './shared-translations.ts';

/** t() for the words every feature of this remote uses. */
export const useSharedTranslation = () => useAppTranslation('reports-shared', sharedTranslations);
