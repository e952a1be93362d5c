// The streamed report's public entry: the narrative section the report page shows, and its texts. The
// test page (/dummyreport) is exposed to the shell directly (src/exposes.ts).
import { lazyPart } from '#shared/ui/lazy-part.tsx';

export { NARRATIVE_ID } from './section-id.ts';
/** Below the report's fold: its code (the stream, the Markdown reader) is loaded when it is first drawn. */
export const NarrativeSection = lazyPart(() =>
  import('./components/NarrativeSection.tsx').then((module) => module.NarrativeSection),
);
export { useGenerationTranslation } from './i18n/use-generation-translation.ts';
