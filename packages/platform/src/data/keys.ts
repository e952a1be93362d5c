// Query keys of the resources more than one remote touches. The reports remote reads reports; the
// assessment remote creates them and must invalidate what the reports remote shows, so both take the
// keys from here. A resource only one remote uses keeps its keys in that remote's data/<resource>/.
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
