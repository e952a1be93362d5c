// One report, from public.get_report(report_id), which tells "yours", "someone else's" and "none"
// apart (a malformed id is "none"). Its answer is typed by the generated types (report_read: a status
// and the reports row); what they cannot say is checked here once: the report is there when ok, and
// its jsonb columns can be shown. A failed read is an AppError (the platform's one error path); an
// answer that breaks get_report's promise is one too.
import { type CompositeType, type SupabaseClient, useSupabase } from '@ahc/platform';
import { dataOrThrow, filled, reportKeys, toAppError, useQuery } from '@ahc/platform/data';
import { type ReportRow, parseReportRow } from '#shared/data/report-row.ts';

export type GetReportAnswer =
  { status: 'ok'; report: ReportRow } | { status: 'forbidden' } | { status: 'not-found' };

/** get_report's answer as the pages use it; an AppError when it breaks the function's promise. */
function narrowGetReport(answer: CompositeType<'report_read'>): GetReportAnswer {
  const during = 'get_report';
  const { status } = filled(answer, ['report'], during);
  if (status === 'not_found') return { status: 'not-found' };
  if (status === 'forbidden') return { status };
  const report = parseReportRow(filled(answer, [], during).report);
  if (!report) throw toAppError(new Error('get_report answered a report that cannot be shown'), { during });
  return { status, report };
}

export async function getReport(supabase: SupabaseClient, reportId: string): Promise<GetReportAnswer> {
  return narrowGetReport(
    dataOrThrow(await supabase.rpc('get_report', { report_id: reportId }), 'get_report'),
  );
}

/** One report's query, as its page's hook and its page data on a server read it. */
export const reportQuery = (supabase: SupabaseClient, reportId: string) => ({
  queryKey: reportKeys.detail(reportId),
  queryFn: () => getReport(supabase, reportId),
});

export function useReportQuery(reportId: string) {
  return useQuery(reportQuery(useSupabase(), reportId));
}
