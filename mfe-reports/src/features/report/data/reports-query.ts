// The signed-in visitor's reports, newest first, from the reports table under RLS. A row whose jsonb
// columns cannot be shown is left out (and said so in the console); a failed read is an AppError.
import { type SupabaseClient, useAuth, useSupabase } from '@ahc/platform';
import { dataOrThrow, reportKeys, useQuery } from '@ahc/platform/data';
import { type ReportRow, newestFirst, parseReportRow } from '#shared/data/report-row.ts';

export async function listMyReports(supabase: SupabaseClient, userId: string | null): Promise<ReportRow[]> {
  let query = supabase.from('reports').select('*');
  // RLS already limits the rows to the visitor's own; the filter lets the database use its index.
  if (userId) query = query.eq('user_id', userId);
  const rows = dataOrThrow(await query.order('created_at', { ascending: false }), 'listing reports');
  const reports = rows.map(parseReportRow).filter((row) => row !== null);
  if (reports.length < rows.length)
    console.warn(`[reports] ${rows.length - reports.length} report(s) could not be read and are left out`);
  return newestFirst(reports);
}

/** The person's reports, as the pages' hook and their page data on a server read them. */
export const myReportsQuery = (supabase: SupabaseClient, userId: string | null) => ({
  queryKey: reportKeys.list(userId),
  queryFn: () => listMyReports(supabase, userId),
});

export function useMyReportsQuery() {
  const supabase = useSupabase();
  const userId = useAuth((s) => s.currentUser?.id ?? null);
  return useQuery(myReportsQuery(supabase, userId));
}
