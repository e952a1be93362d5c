// Reading teams for this remote's pages: the person's teams (list_my_teams), a round's aggregates
// (get_team_report) and the rounds' trend (get_team_history); one team (get_team) is the platform's
// useTeamQuery, which the assessment remote reads too. The answers' shapes and their checks are the
// platform's; the report's questions are then read in the model's terms (team-report.ts). A non-member, a
// removed member and an unknown team all get not_found from the database; an id that is not a team id
// is not_found here, without a request. The keys are the platform's (teamKeys), since the assessment
// remote's answers change what these show.
import { type SupabaseClient, useAuth, useSupabase } from '@ahc/platform';
import {
  type TeamHistoryAnswer,
  type TeamSummary,
  dataOrThrow,
  isTeamId,
  narrowTeamHistory,
  narrowTeamReport,
  narrowTeamSummary,
  teamKeys,
  useQuery,
} from '@ahc/platform/data';
import { type TeamReportAnswer, teamReportInModelTerms } from './team-report.ts';

async function listMyTeams(supabase: SupabaseClient): Promise<TeamSummary[]> {
  const teams = dataOrThrow(await supabase.rpc('list_my_teams'), 'list_my_teams');
  return teams.map((team) => narrowTeamSummary(team, 'list_my_teams'));
}

async function getTeamReport(
  supabase: SupabaseClient,
  teamId: string,
  roundNumber: number | null,
): Promise<TeamReportAnswer> {
  if (!isTeamId(teamId)) return { status: 'not_found' };
  const args = roundNumber === null ? { team_id: teamId } : { team_id: teamId, round_number: roundNumber };
  const answer = dataOrThrow(await supabase.rpc('get_team_report', args), 'get_team_report');
  return teamReportInModelTerms(narrowTeamReport(answer));
}

async function getTeamHistory(supabase: SupabaseClient, teamId: string): Promise<TeamHistoryAnswer> {
  if (!isTeamId(teamId)) return { status: 'not_found' };
  return narrowTeamHistory(
    dataOrThrow(await supabase.rpc('get_team_history', { team_id: teamId }), 'get_team_history'),
  );
}

export const myTeamsQuery = (supabase: SupabaseClient, userId: string | null) => ({
  queryKey: teamKeys.list(userId),
  queryFn: () => listMyTeams(supabase),
});

export const teamReportQuery = (supabase: SupabaseClient, teamId: string, roundNumber: number | null) => ({
  queryKey: teamKeys.report(teamId, roundNumber),
  queryFn: () => getTeamReport(supabase, teamId, roundNumber),
});

export const teamHistoryQuery = (supabase: SupabaseClient, teamId: string) => ({
  queryKey: teamKeys.history(teamId),
  queryFn: () => getTeamHistory(supabase, teamId),
});

export function useMyTeamsQuery() {
  const supabase = useSupabase();
  const userId = useAuth((s) => s.currentUser?.id ?? null);
  return useQuery(myTeamsQuery(supabase, userId));
}

export function useTeamReportQuery(teamId: string, roundNumber: number | null) {
  return useQuery(teamReportQuery(useSupabase(), teamId, roundNumber));
}

export function useTeamHistoryQuery(teamId: string) {
  return useQuery(teamHistoryQuery(useSupabase(), teamId));
}
