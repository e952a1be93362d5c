import { useAppTranslation } from '@ahc/platform';
import { methodologyTranslations } from './methodology-translations.ts';

/** t() for the methodology page's prose. */
export const useMethodologyTranslation = () =>
  useAppTranslation('marketing-methodology', methodologyTranslations);
