// The report's lazy parts (lazy-part.tsx) fetched ahead, for the report page's tests: a test then waits
// for a part as briefly as for the page around it, however slowly the test runner transforms the part's
// code on its first import.
import { NarrativeSection } from '../../generation/index.ts';
import { AnswerNotesSection } from '../../notes/index.ts';
import { PlanExport } from '../../plan/index.ts';
import { ShareLinks } from '../../sharing/index.ts';

export async function preloadReportParts(): Promise<void> {
  await Promise.all(
    [NarrativeSection, AnswerNotesSection, PlanExport, ShareLinks].map((part) => part.preload()),
  );
}
