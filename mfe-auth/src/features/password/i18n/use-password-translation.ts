import { useAppTranslation } from '@ahc/platform';
import { passwordTranslations } from './password-translations.ts';

/** t() for the forgotten-password pages' texts. */
export const usePasswordTranslation = () => useAppTranslation('auth-password', passwordTranslations);
