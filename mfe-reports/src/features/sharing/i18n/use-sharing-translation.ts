import { useAppTranslation } from '@ahc/platform';
import { sharingTranslations } from './sharing-translations.ts';

export const useSharingTranslation = () => useAppTranslation('reports-sharing', sharingTranslations);
