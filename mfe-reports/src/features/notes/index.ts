// The notes' public entry: the report's section of answers and notes (and its notes, which the narrative
// reads), the notes a team shared, which the team report shows beside each question, and the texts the
// pages' tests read. Everything else in features/notes/ is its own (lint keeps other features to this file).
import { lazyPart } from '#shared/ui/lazy-part.tsx';
import './components/notes.css';

export { type ReportNotes, reportNotesQuery, useReportNotesQuery } from './data/answer-notes.ts';
export { type TeamNotes, teamRoundNotesQuery, useTeamRoundNotesQuery } from './data/team-round-notes.ts';

export { NOTES_ID } from './section-id.ts';
/** Below the report's fold: its code is loaded when it is first drawn. */
export const AnswerNotesSection = lazyPart(() =>
  import('./components/AnswerNotesSection.tsx').then((module) => module.AnswerNotesSection),
);
export { TeamSharedNotes } from './components/TeamSharedNotes.tsx';
export { notesTranslations } from './i18n/notes-translations.ts';
export { useNotesTranslation } from './i18n/use-notes-translation.ts';
