import { useAppTranslation } from '@ahc/platform';
import { historyTranslations } from './history-translations.ts';

/** t() for the reports list's and the comparison's texts. */
export const useHistoryTranslation = () => useAppTranslation('reports-history', historyTranslations);
