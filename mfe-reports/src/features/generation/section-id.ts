// The narrative section's element id, for the report's contents: its own module, so the report can name it
// without loading the section's code (index.ts loads that lazily).
export const NARRATIVE_ID = 'report-narrative';
