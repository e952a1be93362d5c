// The notes section's element id, for the report's contents and the focus after a note is deleted: its own
// module, so the report can name it without loading the section's code (index.ts loads that lazily).
export const NOTES_ID = 'report-notes';
