// The names of the tracker exports' files: what they are for and the report's date and time, so the
// exports of two reports, or for two trackers, never share a name
// (improvement-plan-jira-2026-03-15-0930.csv).
import { dateStamp } from '#shared/lib/format.ts';

export type TrackerFormat = 'jira' | 'azure-boards' | 'github';

const EXTENSIONS: Record<TrackerFormat, string> = { jira: 'csv', 'azure-boards': 'csv', github: 'sh' };

/** The file's name; timeZone is the one the page shows times in (useTimeZone). */
export const exportFileName = (format: TrackerFormat, reportCreatedAt: string, timeZone?: string): string =>
  `improvement-plan-${format}-${dateStamp(reportCreatedAt, timeZone)}.${EXTENSIONS[format]}`;
