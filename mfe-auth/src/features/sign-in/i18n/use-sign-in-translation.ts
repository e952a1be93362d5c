import { useAppTranslation } from '@ahc/platform';
import { signInTranslations } from './sign-in-translations.ts';

/** t() for signing in's texts. */
export const useSignInTranslation = () => useAppTranslation('auth-sign-in', signInTranslations);
