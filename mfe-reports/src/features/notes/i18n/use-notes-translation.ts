import { useAppTranslation } from '@ahc/platform';
import { notesTranslations } from './notes-translations.ts';

/** t() for the notes' texts: the report's answers and notes, and the notes a team shared. */
export const useNotesTranslation = () => useAppTranslation('reports-notes', notesTranslations);
