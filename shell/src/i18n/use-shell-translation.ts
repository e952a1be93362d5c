import { useAppTranslation } from '@ahc/platform';
import { shellTranslations } from './shell-translations.ts';

export const useShellTranslation = () => useAppTranslation('shell', shellTranslations);
