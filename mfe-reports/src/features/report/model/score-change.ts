// The change a leader looks for first: the overall score now against the person's previous personal
// report ("+25 since 25 Nov"), on the report's top and the dashboard's latest-report card. Only a
// personal report has one, counted against the personal report taken just before it; a team answer
// describes the team's system, not the person's own, so it neither has a change nor is one's previous
// report. Which reports are personal is system.ts's to say (isTeamAnswer, personalReports).
import type { ReportRow } from '#shared/data/report-row.ts';
import { type Classified, isTeamAnswer, personalReports, previousReport } from './system.ts';

type Dated = Pick<ReportRow, 'id' | 'created_at' | 'overall_score'> & Classified;

export type ScoreChange = {
  /** Points out of 100, this report's overall score minus the previous one's. */
  change: number;
  /** The previous report's time. */
  since: string;
};

/** The overall score's change since the previous personal report, or null when there is none to compare with. */
export function scoreChangeSince(reports: readonly Dated[], report: Dated): ScoreChange | null {
  if (isTeamAnswer(report)) return null;
  const previous = previousReport(personalReports(reports), report);
  return previous
    ? { change: report.overall_score - previous.overall_score, since: previous.created_at }
    : null;
}
