// The notes' public entry: the report's section of answers and notes (and its notes, which the narrative
// reads), the notes a team shared, which the team report shows beside each question, and the texts the
// pages' tests read. Everything else in features/notes/ is its own (lint keeps other features to this file).
export { type ReportNotes, reportNotesQuery, useReportNotesQuery } from './data/answer-notes.ts';
export { type TeamNotes, teamRoundNotesQuery, useTeamRoundNotesQuery } from './data/team-round-notes.ts';
export { AnswerNotesSection, NOTES_ID } from './components/AnswerNotesSection.tsx';
export { TeamSharedNotes } from './components/TeamSharedNotes.tsx';
export { notesTranslations } from './i18n/notes-translations.ts';
export { useNotesTranslation } from './i18n/use-notes-translation.ts';
