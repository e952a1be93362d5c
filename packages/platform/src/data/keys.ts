// Query keys of the resources more than one remote touches. The reports remote reads reports; the
// assessment remote creates them and must invalidate what the reports remote shows, so both take the
// keys from here. Teams likewise: the reports remote shows them, the assessment remote answers a
// team's round and must refresh what the team's pages show. A resource only one remote uses keeps its keys in that remote's data/<resource>/.
const REPORTS = ['reports'] as const;

export const reportKeys = {
  /** Every cached report read: invalidate this after a write that adds or changes a report. */
  all: REPORTS,
  lists: () => [...REPORTS, 'list'] as const,
  /** The signed-in visitor's reports (RLS limits them to the visitor's own). */
  list: (userId: string | null) => [...REPORTS, 'list', userId] as const,
  details: () => [...REPORTS, 'detail'] as const,
  detail: (reportId: string) => [...REPORTS, 'detail', reportId] as const,
};

const TEAMS = ['teams'] as const;

export const teamKeys = {
  /** Every cached team read: invalidate this after a write that changes a team, its members or rounds. */
  all: TEAMS,
  /** The signed-in person's teams (list_my_teams). */
  list: (userId: string | null) => [...TEAMS, 'list', userId] as const,
  /** One team (get_team), as both remotes show it. */
  detail: (teamId: string) => [...TEAMS, 'detail', teamId] as const,
  /** A round's aggregates (get_team_report); null is the latest round. */
  report: (teamId: string, roundNumber: number | null) => [...TEAMS, 'report', teamId, roundNumber] as const,
  /** The rounds' trend (get_team_history). */
  history: (teamId: string) => [...TEAMS, 'history', teamId] as const,
};
