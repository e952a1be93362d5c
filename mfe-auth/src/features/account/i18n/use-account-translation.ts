import { useAppTranslation } from '@ahc/platform';
import { accountTranslations } from './account-translations.ts';

/** t() for the profile page's texts. */
export const useAccountTranslation = () => useAppTranslation('auth-account', accountTranslations);
