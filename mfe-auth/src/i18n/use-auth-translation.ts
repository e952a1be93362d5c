import { useAppTranslation } from '@ahc/platform';
import { authTranslations } from './translations.ts';

export const useAuthTranslation = () => useAppTranslation('auth', authTranslations);
