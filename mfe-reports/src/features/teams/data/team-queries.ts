// Reading teams: the person's teams (list_my_teams), one team with its members and, for its owner, the
// invitations (get_team), a round's aggregates (get_team_report), the rounds' trend (get_team_history),
// and what an invitation link is before anyone joins (preview_team_invitation, open to anyone holding
// the token). A non-member, a removed member and an unknown team all get 'not-found' from the database;
// an id that is not a team id is 'not-found' here, without a request. The keys are the platform's
// (teamKeys), since the assessment remote's answers change what these show; the preview's is its own,
// keyed by the token alone.
import { type SupabaseClient, useAuth, useSupabase } from '@ahc/platform';
import { dataOrThrow, teamKeys, useQuery } from '@ahc/platform/data';
import {
  type GetTeamAnswer,
  type GetTeamHistoryAnswer,
  type GetTeamReportAnswer,
  type InvitationPreview,
  type TeamSummary,
  isTeamId,
  parseGetTeam,
  parseGetTeamHistory,
  parseGetTeamReport,
  parseInvitationPreview,
  parseTeamList,
} from './team-json.ts';

async function listMyTeams(supabase: SupabaseClient): Promise<TeamSummary[]> {
  return parseTeamList(dataOrThrow(await supabase.rpc('list_my_teams'), 'list_my_teams'));
}

async function getTeam(supabase: SupabaseClient, teamId: string): Promise<GetTeamAnswer> {
  if (!isTeamId(teamId)) return { status: 'not-found' };
  return parseGetTeam(dataOrThrow(await supabase.rpc('get_team', { team_id: teamId }), 'get_team'));
}

async function getTeamReport(
  supabase: SupabaseClient,
  teamId: string,
  roundNumber: number | null,
): Promise<GetTeamReportAnswer> {
  if (!isTeamId(teamId)) return { status: 'not-found' };
  const args = roundNumber === null ? { team_id: teamId } : { team_id: teamId, round_number: roundNumber };
  return parseGetTeamReport(dataOrThrow(await supabase.rpc('get_team_report', args), 'get_team_report'));
}

async function getTeamHistory(supabase: SupabaseClient, teamId: string): Promise<GetTeamHistoryAnswer> {
  if (!isTeamId(teamId)) return { status: 'not-found' };
  return parseGetTeamHistory(
    dataOrThrow(await supabase.rpc('get_team_history', { team_id: teamId }), 'get_team_history'),
  );
}

async function previewInvitation(supabase: SupabaseClient, token: string): Promise<InvitationPreview> {
  return parseInvitationPreview(
    dataOrThrow(await supabase.rpc('preview_team_invitation', { token }), 'preview_team_invitation'),
  );
}

/** Keyed by the token alone: the answer is the same for everyone holding it, signed in or not. */
const invitationPreviewKey = (token: string) => ['team-invitation-preview', token] as const;

export function useMyTeamsQuery() {
  const supabase = useSupabase();
  const userId = useAuth((s) => s.currentUser?.id ?? null);
  return useQuery({ queryKey: teamKeys.list(userId), queryFn: () => listMyTeams(supabase) });
}

export function useTeamQuery(teamId: string) {
  const supabase = useSupabase();
  return useQuery({ queryKey: teamKeys.detail(teamId), queryFn: () => getTeam(supabase, teamId) });
}

export function useTeamReportQuery(teamId: string, roundNumber: number | null) {
  const supabase = useSupabase();
  return useQuery({
    queryKey: teamKeys.report(teamId, roundNumber),
    queryFn: () => getTeamReport(supabase, teamId, roundNumber),
  });
}

export function useTeamHistoryQuery(teamId: string) {
  const supabase = useSupabase();
  return useQuery({ queryKey: teamKeys.history(teamId), queryFn: () => getTeamHistory(supabase, teamId) });
}

export function useInvitationPreviewQuery(token: string) {
  const supabase = useSupabase();
  // Always asked afresh when the page opens: a link revoked a minute ago must not look valid from the cache.
  return useQuery({
    queryKey: invitationPreviewKey(token),
    queryFn: () => previewInvitation(supabase, token),
    staleTime: 0,
  });
}
