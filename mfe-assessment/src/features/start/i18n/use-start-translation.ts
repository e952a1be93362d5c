import { useAppTranslation } from '@ahc/platform';
import { startTranslations } from './start-translations.ts';

/** t() for the start page's texts. */
export const useStartTranslation = () => useAppTranslation('assessment-start', startTranslations);
