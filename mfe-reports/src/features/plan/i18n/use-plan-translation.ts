import { useAppTranslation } from '@ahc/platform';
import { planTranslations } from './plan-translations.ts';

/** t() for the improvement plan's texts. */
export const usePlanTranslation = () => useAppTranslation('reports-plan', planTranslations);
