// "Download my data" (docs/product.md §3, the right of access and portability): one JSON file with
// the profile and every report of the signed-in person with their notes on its answers, their
// improvement plan, their reminder choices (their own, and those of the teams they own), the team
// assessments they belong to (with the rounds they answered) and the share links they made, read with their own
// session (row-level security returns only their rows, and only the columns granted to them: never a
// share link's token hash, never another member's anything).
import type { SupabaseClient, Tables } from '@ahc/platform';
import { dataOrThrow } from '@ahc/platform/data';

/** A team assessment the person belongs to, named as it is on the team's page. */
type ExportedTeam = { teamId: string; name: string | null; role: string; joinedAt: string };

/** Which of the person's reports answered which round of which team. */
type ExportedTeamAnswer = {
  teamId: string | null;
  roundNumber: number | null;
  reportId: string;
  answeredAt: string;
};

/** A share link as its owner sees it in "Live links": the token itself is never stored. */
type ExportedShareLink = Pick<
  Tables<'report_share_links'>,
  | 'id'
  | 'report_id'
  | 'label'
  | 'include_company'
  | 'include_prepared_for'
  | 'created_at'
  | 'expires_at'
  | 'revoked_at'
  | 'last_used_at'
>;

export type AccountExport = {
  format: 'architecture-health-check/account-export';
  version: 3;
  exportedAt: string;
  account: { id: string; email: string };
  profile: Tables<'profiles'> | null;
  reports: Tables<'reports'>[];
  answerNotes: Tables<'answer_notes'>[];
  planItems: Tables<'plan_items'>[];
  reminders: Tables<'reminder_settings'> | null;
  teamReminders: Tables<'team_reminder_settings'>[];
  teams: ExportedTeam[];
  teamAnswers: ExportedTeamAnswer[];
  shareLinks: ExportedShareLink[];
};

const SHARE_LINK_COLUMNS =
  'id, report_id, label, include_company, include_prepared_for, created_at, expires_at, revoked_at, last_used_at';

export async function readAccountExport(
  supabase: SupabaseClient,
  account: { id: string; email: string },
  now = new Date(),
): Promise<AccountExport> {
  // Members read the teams and rounds of their own teams only (RLS), so no filter is needed there.
  // Team reminder choices are readable by the team's owner only (RLS): those of the teams they own.
  const [
    profile,
    reports,
    answerNotes,
    planItems,
    reminders,
    teamReminders,
    memberships,
    teams,
    rounds,
    roundReports,
    shareLinks,
  ] = await Promise.all([
    supabase.from('profiles').select('*').eq('id', account.id).maybeSingle(),
    supabase.from('reports').select('*').eq('user_id', account.id).order('created_at', { ascending: true }),
    supabase
      .from('answer_notes')
      .select('*')
      .eq('user_id', account.id)
      .order('created_at', { ascending: true }),
    supabase.from('plan_items').select('*').eq('user_id', account.id),
    supabase.from('reminder_settings').select('*').eq('user_id', account.id).maybeSingle(),
    supabase.from('team_reminder_settings').select('*'),
    supabase
      .from('team_members')
      .select('team_id, role, joined_at')
      .eq('user_id', account.id)
      .order('joined_at', { ascending: true }),
    supabase.from('teams').select('id, name'),
    supabase.from('team_rounds').select('id, team_id, number'),
    supabase
      .from('team_round_reports')
      .select('round_id, report_id, answered_at')
      .eq('user_id', account.id)
      .order('answered_at', { ascending: true }),
    supabase
      .from('report_share_links')
      .select(SHARE_LINK_COLUMNS)
      .eq('user_id', account.id)
      .order('created_at', { ascending: true }),
  ]);
  const teamNames = new Map(
    dataOrThrow(teams, 'reading the teams for the export').map((team) => [team.id, team.name]),
  );
  const roundsById = new Map(
    dataOrThrow(rounds, 'reading the team rounds for the export').map((round) => [round.id, round]),
  );
  return {
    format: 'architecture-health-check/account-export',
    version: 3,
    exportedAt: now.toISOString(),
    account,
    profile: dataOrThrow(profile, 'reading the profile for the export'),
    reports: dataOrThrow(reports, 'reading the reports for the export'),
    answerNotes: dataOrThrow(answerNotes, 'reading the notes for the export'),
    planItems: dataOrThrow(planItems, 'reading the plan for the export'),
    reminders: dataOrThrow(reminders, 'reading the reminder choice for the export'),
    teamReminders: dataOrThrow(teamReminders, "reading the teams' reminder choices for the export"),
    teams: dataOrThrow(memberships, 'reading the team memberships for the export').map((membership) => ({
      teamId: membership.team_id,
      name: teamNames.get(membership.team_id) ?? null,
      role: membership.role,
      joinedAt: membership.joined_at,
    })),
    teamAnswers: dataOrThrow(roundReports, 'reading the team answers for the export').map((answer) => {
      const round = roundsById.get(answer.round_id);
      const teamId = round?.team_id ?? null;
      return {
        teamId,
        roundNumber: round?.number ?? null,
        reportId: answer.report_id,
        answeredAt: answer.answered_at,
      };
    }),
    shareLinks: dataOrThrow(shareLinks, 'reading the share links for the export'),
  };
}

/** The file's name: the product and the day, e.g. architecture-health-check-data-2026-03-01.json. */
export function exportFileName(exportedAt: string): string {
  return `architecture-health-check-data-${exportedAt.slice(0, 10)}.json`;
}

/** Hands the JSON to the browser as a download. */
export function downloadJson(data: AccountExport): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(data.exportedAt);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
