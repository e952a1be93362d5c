// Reading the person's teams for this remote's pages (list_my_teams); one team (get_team) is the
// platform's useTeamQuery, which the assessment remote reads too. The answer's shape and its check are
// the platform's. The key is the platform's (teamKeys), since the assessment remote's answers change
// what it shows.
import { type SupabaseClient, useAuth, useSupabase } from '@ahc/platform';
import { type TeamSummary, dataOrThrow, narrowTeamSummary, teamKeys, useQuery } from '@ahc/platform/data';

async function listMyTeams(supabase: SupabaseClient): Promise<TeamSummary[]> {
  const teams = dataOrThrow(await supabase.rpc('list_my_teams'), 'list_my_teams');
  return teams.map((team) => narrowTeamSummary(team, 'list_my_teams'));
}

export const myTeamsQuery = (supabase: SupabaseClient, userId: string | null) => ({
  queryKey: teamKeys.list(userId),
  queryFn: () => listMyTeams(supabase),
});

export function useMyTeamsQuery() {
  const supabase = useSupabase();
  const userId = useAuth((s) => s.currentUser?.id ?? null);
  return useQuery(myTeamsQuery(supabase, userId));
}
