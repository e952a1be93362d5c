// Reading a team's report: a round's aggregates (get_team_report) and the rounds' trend
// (get_team_history); the team itself (get_team) is the platform's useTeamQuery, which the team page and
// the assessment remote read too. The answers' shapes and their checks are the platform's; the report's
// questions are then read in the model's terms (team-report.ts). A non-member, a removed member and an
// unknown team all get not_found from the database; an id that is not a team id is not_found here,
// without a request. The keys are the platform's (teamKeys), since the assessment remote's answers and
// every team write change what these show.
import { type SupabaseClient, useSupabase } from '@ahc/platform';
import {
  type TeamHistoryAnswer,
  dataOrThrow,
  isTeamId,
  narrowTeamHistory,
  narrowTeamReport,
  teamKeys,
  useQuery,
} from '@ahc/platform/data';
import { type TeamReportAnswer, teamReportInModelTerms } from './team-report.ts';

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

export const teamReportQuery = (supabase: SupabaseClient, teamId: string, roundNumber: number | null) => ({
  queryKey: teamKeys.report(teamId, roundNumber),
  queryFn: () => getTeamReport(supabase, teamId, roundNumber),
});

export const teamHistoryQuery = (supabase: SupabaseClient, teamId: string) => ({
  queryKey: teamKeys.history(teamId),
  queryFn: () => getTeamHistory(supabase, teamId),
});

export function useTeamReportQuery(teamId: string, roundNumber: number | null) {
  return useQuery(teamReportQuery(useSupabase(), teamId, roundNumber));
}

export function useTeamHistoryQuery(teamId: string) {
  return useQuery(teamHistoryQuery(useSupabase(), teamId));
}
