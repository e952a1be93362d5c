import { useAppTranslation } from '@ahc/platform';
import { teamAnswerTranslations } from './team-answer-translations.ts';

/** t() for the team answer page's texts. */
export const useTeamAnswerTranslation = () =>
  useAppTranslation('assessment-team-answer', teamAnswerTranslations);
