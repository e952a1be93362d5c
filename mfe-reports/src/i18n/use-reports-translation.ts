import { useAppTranslation } from '@ahc/platform';
import { reportsTranslations } from './translations.ts';

export const useReportsTranslation = () => useAppTranslation('reports', reportsTranslations);
