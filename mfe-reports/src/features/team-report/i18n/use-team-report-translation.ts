import { useAppTranslation } from '@ahc/platform';
import { teamReportTranslations } from './team-report-translations.ts';

/** t() for the team report's texts. */
export const useTeamReportTranslation = () =>
  useAppTranslation('reports-team-report', teamReportTranslations);
