// t() for the note texts, from the page's one i18n instance (through the platform's shared entry, so a
// remote that bundles the note pieces still uses the page's instance).
import { useAppTranslation } from '@ahc/platform';
import { answerNoteTranslations } from './answer-note-translations.ts';

export const useAnswerNoteTranslation = () =>
  useAppTranslation('platform-answer-note', answerNoteTranslations);
