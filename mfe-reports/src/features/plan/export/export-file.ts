// The names of the tracker exports' files: what they are for and the report's date and time, so the
// exports of two reports, or for two trackers, never share a name
// (improvement-plan-jira-2026-03-15-0930.csv). Azure Boards gets two: its new work items, and the updates
// of those whose IDs are recorded (azure-boards-csv.ts).
import { dateStamp } from '#shared/lib/format.ts';

export type TrackerFormat = 'jira' | 'azure-boards' | 'azure-boards-updates' | 'github';

const EXTENSIONS: Record<TrackerFormat, string> = {
  jira: 'csv',
  'azure-boards': 'csv',
  'azure-boards-updates': 'csv',
  github: 'sh',
};

/** The file's name; timeZone is the one the page shows times in (useTimeZone). */
export const exportFileName = (format: TrackerFormat, reportCreatedAt: string, timeZone?: string): string =>
  `improvement-plan-${format}-${dateStamp(reportCreatedAt, timeZone)}.${EXTENSIONS[format]}`;
