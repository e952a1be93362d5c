import { useAppTranslation } from '@ahc/platform';
import { generationTranslations } from './generation-translations.ts';

/** t() for the narrative's, the test page's and the stream's texts. */
export const useGenerationTranslation = () => useAppTranslation('reports-generation', generationTranslations);
