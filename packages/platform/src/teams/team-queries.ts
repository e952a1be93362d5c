// Reading one team, as both remotes do: the team's page and report (reports remote) and the page a
// member answers a round on (assessment remote) show the same get_team answer under one query key, so
// an answer submitted in one remote refreshes what the other shows. A non-member, a removed member and an
// unknown team all get 'not_found' from the database; an id that is not a team id is 'not_found' here,
// without a request.
import { isUuid } from '@ahc/common';
import { useSupabase } from '@ahc/platform';
import { dataOrThrow } from '../data/app-error.ts';
import { useQuery } from '../data/hooks.ts';
import { teamKeys } from '../data/keys.ts';
import type { SupabaseClient } from '../supabase/client.ts';
import { type GetTeamAnswer, narrowGetTeam } from './team-answers.ts';

/** A team id as the database makes them; anything else is no team (and is not sent). */
export const isTeamId = (value: string): boolean => isUuid(value);

async function getTeam(supabase: SupabaseClient, teamId: string): Promise<GetTeamAnswer> {
  if (!isTeamId(teamId)) return { status: 'not_found' };
  return narrowGetTeam(dataOrThrow(await supabase.rpc('get_team', { team_id: teamId }), 'get_team'));
}

/** One team with its members and, for its owner, its invitations: its query, as both remotes' hooks and a page's data on a server read it. */
export const teamQuery = (supabase: SupabaseClient, teamId: string) => ({
  queryKey: teamKeys.detail(teamId),
  queryFn: () => getTeam(supabase, teamId),
});

export function useTeamQuery(teamId: string) {
  return useQuery(teamQuery(useSupabase(), teamId));
}
