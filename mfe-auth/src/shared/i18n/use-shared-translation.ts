import { useAppTranslation } from '@ahc/platform';
import { sharedTranslations } from './shared-translations.ts';

/** t() for the words every feature of this remote uses: fields, form checks, the Auth service's failures. */
export const useSharedTranslation = () => useAppTranslation('auth-shared', sharedTranslations);
