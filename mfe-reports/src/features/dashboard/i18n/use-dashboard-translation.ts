import { useAppTranslation } from '@ahc/platform';
import { dashboardTranslations } from './dashboard-translations.ts';

/** t() for the dashboard's texts. */
export const useDashboardTranslation = () => useAppTranslation('reports-dashboard', dashboardTranslations);
