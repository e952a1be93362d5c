import { useAppTranslation } from '@ahc/platform';
import { marketingTranslations } from './translations.ts';

export const useMarketingTranslation = () => useAppTranslation('marketing', marketingTranslations);
