import { useAppTranslation } from '@ahc/platform';
import { reportTranslations } from './report-translations.ts';

/** t() for the report's texts. */
export const useReportTranslation = () => useAppTranslation('reports-report', reportTranslations);
