import { useAppTranslation } from '@ahc/platform';
import { assessmentTranslations } from './translations.ts';

export const useAssessmentTranslation = () => useAppTranslation('assessment', assessmentTranslations);
