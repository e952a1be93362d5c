// Changing teams, each through its database function (clients write none of the team tables): create
// a team, invite (a link whose token is shown once), revoke a link, join by a link, remove a member,
// leave, close the open round and open the next, set how many answers a round needs, delete a team. Every write refreshes every cached team
// read (teamKeys.all): membership, rounds and answers show on the list, the team page and the report.
import { type SupabaseClient, useSupabase } from '@ahc/platform';
import { dataOrThrow, teamKeys, useMutation, useQueryClient } from '@ahc/platform/data';
import {
  type AcceptedInvitation,
  type CreatedInvitation,
  type TeamInvitation,
  type TeamRound,
  type TeamSummary,
  parseAccepted,
  parseCreatedInvitation,
  parseInvitation,
  parseRound,
  parseTeamSummary,
} from './team-json.ts';

/** The database's limits (teams_name_length, team_invitations_label_length, valid_for_days). */
const MAX_TEAM_NAME_LENGTH = 120;
export const MAX_INVITATION_LABEL_LENGTH = 120;
export const INVITATION_DAYS = [1, 3, 7, 14, 30] as const;
export const DEFAULT_INVITATION_DAYS = 7;

export type TextProblem = 'required' | 'tooLong';

/** What is wrong with a system's name as typed (it is stored trimmed), or null. */
export function checkTeamName(name: string): TextProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if ([...trimmed].length > MAX_TEAM_NAME_LENGTH) return 'tooLong';
  return null;
}

async function createTeam(supabase: SupabaseClient, name: string): Promise<TeamSummary> {
  return parseTeamSummary(
    dataOrThrow(await supabase.rpc('create_team', { name: name.trim() }), 'create_team'),
    'create_team',
  );
}

async function createInvitation(
  supabase: SupabaseClient,
  teamId: string,
  label: string,
  days: number,
): Promise<CreatedInvitation> {
  const trimmed = label.trim();
  const args =
    trimmed === ''
      ? { team_id: teamId, valid_for_days: days }
      : { team_id: teamId, label: trimmed, valid_for_days: days };
  return parseCreatedInvitation(
    dataOrThrow(await supabase.rpc('create_team_invitation', args), 'create_team_invitation'),
  );
}

async function revokeInvitation(supabase: SupabaseClient, invitationId: string): Promise<TeamInvitation> {
  return parseInvitation(
    dataOrThrow(
      await supabase.rpc('revoke_team_invitation', { invitation_id: invitationId }),
      'revoke_team_invitation',
    ),
  );
}

async function acceptInvitation(supabase: SupabaseClient, token: string): Promise<AcceptedInvitation> {
  return parseAccepted(
    dataOrThrow(await supabase.rpc('accept_team_invitation', { token }), 'accept_team_invitation'),
  );
}

async function removeMember(supabase: SupabaseClient, teamId: string, memberId: string): Promise<void> {
  dataOrThrow(
    await supabase.rpc('remove_team_member', { team_id: teamId, member_id: memberId }),
    'remove_team_member',
  );
}

async function leaveTeam(supabase: SupabaseClient, teamId: string): Promise<void> {
  dataOrThrow(await supabase.rpc('leave_team', { team_id: teamId }), 'leave_team');
}

async function closeRound(supabase: SupabaseClient, teamId: string): Promise<TeamRound> {
  return parseRound(
    dataOrThrow(await supabase.rpc('close_team_round', { team_id: teamId }), 'close_team_round'),
    'close_team_round',
  );
}

async function openRound(supabase: SupabaseClient, teamId: string): Promise<TeamRound> {
  return parseRound(
    dataOrThrow(await supabase.rpc('open_team_round', { team_id: teamId }), 'open_team_round'),
    'open_team_round',
  );
}

/** The database's range for a team's minimum (teams_min_answers_range; an operators' floor may be higher). */
export const MIN_ANSWERS_RANGE = { min: 3, max: 100 } as const;

async function setMinAnswers(
  supabase: SupabaseClient,
  teamId: string,
  minAnswers: number,
): Promise<TeamSummary> {
  return parseTeamSummary(
    dataOrThrow(
      await supabase.rpc('set_team_min_answers', { team_id: teamId, min_answers: minAnswers }),
      'set_team_min_answers',
    ),
    'set_team_min_answers',
  );
}

async function deleteTeam(supabase: SupabaseClient, teamId: string): Promise<void> {
  dataOrThrow(await supabase.rpc('delete_team', { team_id: teamId }), 'delete_team');
}

/** A team write as a mutation that refreshes every team read when it settles. */
export function useTeamWrite<TData, TVariables>(
  name: string,
  write: (supabase: SupabaseClient, variables: TVariables) => Promise<TData>,
) {
  const supabase = useSupabase();
  const queryClient = useQueryClient();
  return useMutation<TData, TVariables>({
    mutationKey: [...teamKeys.all, name],
    mutationFn: (variables) => write(supabase, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export const useCreateTeam = () =>
  useTeamWrite('create', (supabase, name: string) => createTeam(supabase, name));
export const useCreateInvitation = () =>
  useTeamWrite('invite', (supabase, v: { teamId: string; label: string; days: number }) =>
    createInvitation(supabase, v.teamId, v.label, v.days),
  );
export const useRevokeInvitation = () =>
  useTeamWrite('revoke', (supabase, invitationId: string) => revokeInvitation(supabase, invitationId));
export const useAcceptInvitation = () =>
  useTeamWrite('accept', (supabase, token: string) => acceptInvitation(supabase, token));
export const useRemoveMember = () =>
  useTeamWrite('remove', (supabase, v: { teamId: string; memberId: string }) =>
    removeMember(supabase, v.teamId, v.memberId),
  );
export const useLeaveTeam = () =>
  useTeamWrite('leave', (supabase, teamId: string) => leaveTeam(supabase, teamId));
export const useCloseRound = () =>
  useTeamWrite('close', (supabase, teamId: string) => closeRound(supabase, teamId));
export const useOpenRound = () =>
  useTeamWrite('open', (supabase, teamId: string) => openRound(supabase, teamId));
export const useSetMinAnswers = () =>
  useTeamWrite('minimum', (supabase, v: { teamId: string; minAnswers: number }) =>
    setMinAnswers(supabase, v.teamId, v.minAnswers),
  );
export const useDeleteTeam = () =>
  useTeamWrite('delete', (supabase, teamId: string) => deleteTeam(supabase, teamId));
