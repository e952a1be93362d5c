import { useAppTranslation } from '@ahc/platform';
import { assessmentTranslations } from './assessment-translations.ts';

/** t() for the assessment's texts: the steps, the review, the preview and the submission. */
export const useAssessmentTranslation = () =>
  useAppTranslation('assessment-assessment', assessmentTranslations);
