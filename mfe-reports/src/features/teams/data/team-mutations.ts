// Changing teams, each through its database function (clients write none of the team tables): create
// a team, remove a member, leave, close the open round and open the next, set how many answers a round
// needs, delete a team (the invitation links' writes are in invitations.ts). Every write refreshes every
// cached team read (teamKeys.all): membership, rounds and answers show on the list, the team page and
// the report.
import { type SupabaseClient, useSupabase } from '@ahc/platform';
import {
  type TeamRound,
  type TeamSummary,
  dataOrThrow,
  narrowTeamRound,
  narrowTeamSummary,
  teamKeys,
  useMutation,
  useQueryClient,
} from '@ahc/platform/data';

/** The database's limit (teams_name_length). */
const MAX_TEAM_NAME_LENGTH = 120;

export type TextProblem = 'required' | 'tooLong';

/** What is wrong with a system's name as typed (it is stored trimmed), or null. */
export function checkTeamName(name: string): TextProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if ([...trimmed].length > MAX_TEAM_NAME_LENGTH) return 'tooLong';
  return null;
}

async function createTeam(supabase: SupabaseClient, name: string): Promise<TeamSummary> {
  return narrowTeamSummary(
    dataOrThrow(await supabase.rpc('create_team', { name: name.trim() }), 'create_team'),
    'create_team',
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
  return narrowTeamRound(
    dataOrThrow(await supabase.rpc('close_team_round', { team_id: teamId }), 'close_team_round'),
    'close_team_round',
  );
}

async function openRound(supabase: SupabaseClient, teamId: string): Promise<TeamRound> {
  return narrowTeamRound(
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
  return narrowTeamSummary(
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
