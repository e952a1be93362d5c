// Which system a report is about. A personal report is the person's own assessment of their own
// system; a team answer (reports.team_name set) is their answer to a team's round, about the team's
// system. The person's dashboard, plan, benchmark position, history and the comparison they start with
// speak of personal reports only; the reports list shows both, each team answer marked with its system,
// and can be narrowed to either. A report's previous one is the one before it about the same system.

/** The columns that say it (optional: a shared report carries neither and reads as personal). */
export type Classified = { team_id?: string | null; team_name?: string | null };

export const isTeamAnswer = (report: Classified): boolean => (report.team_name ?? null) !== null;

/** The person's own reports, in the order given. */
export const personalReports = <T extends Classified>(reports: readonly T[]): T[] =>
  reports.filter((report) => !isTeamAnswer(report));

/**
 * One key per system: 'own' for personal reports; for a team answer its team, or the team's name once
 * the team is deleted (its answers then keep the name only).
 */
export function systemKey(report: Classified): string {
  if (!isTeamAnswer(report)) return 'own';
  return report.team_id ? `team:${report.team_id}` : `team-name:${report.team_name}`;
}

export const sameSystem = (a: Classified, b: Classified): boolean => systemKey(a) === systemKey(b);

export const REPORT_FILTERS = ['all', 'personal', 'team'] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

export function filterReports<T extends Classified>(reports: readonly T[], filter: ReportFilter): T[] {
  if (filter === 'all') return [...reports];
  return reports.filter((report) => isTeamAnswer(report) === (filter === 'team'));
}

/**
 * The two reports a comparison starts with, earlier first, from reports listed newest first: the two
 * newest personal reports; without two of those, the newest report and the one before it about the
 * same system; else the two newest (the person then chooses). Null for fewer than two reports.
 */
export function defaultComparison<T extends Classified>(newestFirst: readonly T[]): [T, T] | null {
  if (newestFirst.length < 2) return null;
  const own = personalReports(newestFirst);
  if (own.length >= 2) return [own[1]!, own[0]!];
  for (const [i, later] of newestFirst.entries()) {
    const earlier = newestFirst.slice(i + 1).find((other) => sameSystem(other, later));
    if (earlier) return [earlier, later];
  }
  return [newestFirst[1]!, newestFirst[0]!];
}

type Dated = { id: string; created_at: string } & Classified;

/**
 * The report about the same system taken just before this one, or null for the first: a personal
 * report's previous personal report, a team answer's previous answer for the same team.
 */
export function previousReport<T extends Dated>(reports: readonly T[], report: Dated): T | null {
  const at = Date.parse(report.created_at);
  return reports
    .filter(
      (other) => other.id !== report.id && Date.parse(other.created_at) < at && sameSystem(other, report),
    )
    .reduce<T | null>(
      (latest, other) =>
        !latest || Date.parse(other.created_at) > Date.parse(latest.created_at) ? other : latest,
      null,
    );
}

/**
 * What a report's title names: a team answer its team's system; a personal report the company it was
 * made for, when the reader is shown the company; else nothing (the title is then the product's report).
 */
export function reportSubject(report: Classified, company: string | null | undefined): string | null {
  if (isTeamAnswer(report)) return report.team_name!;
  return company?.trim() || null;
}
