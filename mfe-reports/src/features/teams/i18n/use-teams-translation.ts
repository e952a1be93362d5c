import { useAppTranslation } from '@ahc/platform';
import { teamsTranslations } from './teams-translations.ts';

/** t() for the team assessments' texts. */
export const useTeamsTranslation = () => useAppTranslation('reports-teams', teamsTranslations);
