// The streamed report's public entry: the narrative section the report page shows, and its texts. The
// test page (/dummyreport) is exposed to the shell directly (src/exposes.ts).
export { NARRATIVE_ID, NarrativeSection } from './components/NarrativeSection.tsx';
export { useGenerationTranslation } from './i18n/use-generation-translation.ts';
