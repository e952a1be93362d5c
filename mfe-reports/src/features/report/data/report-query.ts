// One report, from public.get_report(report_id), which tells "yours", "someone else's" and "none"
// apart (a malformed id is "none"). A failed read is an AppError (the platform's one error path); an
// answer that is not one of get_report's three is one too.
import { type SupabaseClient, useSupabase } from '@ahc/platform';
import { dataOrThrow, reportKeys, toAppError, useQuery } from '@ahc/platform/data';
import { type GetReportAnswer, parseGetReport } from '#shared/data/report-row.ts';

export async function getReport(supabase: SupabaseClient, reportId: string): Promise<GetReportAnswer> {
  const answer = dataOrThrow(await supabase.rpc('get_report', { report_id: reportId }), 'get_report');
  const report = parseGetReport(answer);
  if (!report)
    throw toAppError(new Error('get_report answered something that cannot be shown'), {
      during: 'get_report',
    });
  return report;
}

export function useReportQuery(reportId: string) {
  const supabase = useSupabase();
  return useQuery({ queryKey: reportKeys.detail(reportId), queryFn: () => getReport(supabase, reportId) });
}
