import { useAppTranslation } from '@ahc/platform';
import { benchmarkTranslations } from './benchmark-translations.ts';

export const useBenchmarkTranslation = () => useAppTranslation('reports-benchmark', benchmarkTranslations);
