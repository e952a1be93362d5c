import { useAppTranslation } from '@ahc/platform';
import { registrationTranslations } from './registration-translations.ts';

/** t() for the registration page's texts. */
export const useRegistrationTranslation = () =>
  useAppTranslation('auth-registration', registrationTranslations);
