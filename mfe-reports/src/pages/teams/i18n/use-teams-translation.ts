import { useAppTranslation } from '@ahc/platform';
import { teamsTranslations } from './teams-translations.ts';

/** t() for the team assessments' texts (their own namespace beside the remote's 'reports'). */
export const useTeamsTranslation = () => useAppTranslation('reports-teams', teamsTranslations);
