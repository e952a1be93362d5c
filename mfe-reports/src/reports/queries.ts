// Reading reports. The visitor's own list comes from the reports table under RLS; one report comes
// from public.get_report(report_id), which tells "yours", "someone else's" and "none" apart (a
// malformed id is "none"). Every failure ends up as one of a few outcomes, and REPORT_PROBLEM_KEYS is
// the one place that turns them into translated messages.
import type { useSupabase } from '@ahc/platform';
import { REPORT_COLUMNS, type ReportRow, newestFirst, parseReportRow } from './report-row.ts';

type SupabaseClient = ReturnType<typeof useSupabase>;

export type ReportResult = { status: 'ok'; report: ReportRow } | { status: 'forbidden' } | { status: 'not-found' } | { status: 'failed' };
export type ReportsResult = { status: 'ok'; reports: ReportRow[] } | { status: 'failed' };

export type ReportProblem = Exclude<ReportResult['status'], 'ok'>;

/** The translation keys (namespace 'reports') of each way a read can fail. */
export const REPORT_PROBLEM_KEYS = {
  'not-found': { title: 'states.notFound.title', text: 'states.notFound.text' },
  forbidden: { title: 'states.forbidden.title', text: 'states.forbidden.text' },
  failed: { title: 'states.failed.title', text: 'states.failed.text' },
  listFailed: { title: 'states.listFailed.title', text: 'states.listFailed.text' },
} as const satisfies Record<ReportProblem | 'listFailed', { title: string; text: string }>;

export async function getReport(supabase: SupabaseClient, reportId: string): Promise<ReportResult> {
  try {
    const { data, error } = await supabase.rpc('get_report', { report_id: reportId });
    if (error) {
      console.error('[reports] get_report failed', error);
      return { status: 'failed' };
    }
    const body = data as { status?: unknown; report?: unknown } | null;
    if (body?.status === 'not_found') return { status: 'not-found' };
    if (body?.status === 'forbidden') return { status: 'forbidden' };
    if (body?.status === 'ok') {
      const report = parseReportRow(body.report);
      if (report) return { status: 'ok', report };
      console.error('[reports] get_report returned a report that cannot be shown');
    }
    return { status: 'failed' };
  } catch (error) {
    console.error('[reports] get_report failed', error);
    return { status: 'failed' };
  }
}

/** The signed-in visitor's reports, newest first. Rows that cannot be shown are left out. */
export async function listMyReports(supabase: SupabaseClient, userId?: string): Promise<ReportsResult> {
  try {
    let query = supabase.from('reports').select(REPORT_COLUMNS);
    // RLS already limits the rows to the visitor's own; the filter lets the database use its index.
    if (userId) query = query.eq('user_id', userId);
    const { data, error } = await query.order('created_at', { ascending: false });
    if (error) {
      console.error('[reports] listing reports failed', error);
      return { status: 'failed' };
    }
    const rows = (Array.isArray(data) ? data : []).map(parseReportRow);
    const reports = rows.filter((row): row is ReportRow => row !== null);
    if (reports.length < rows.length) console.warn(`[reports] ${rows.length - reports.length} report(s) could not be read and are left out`);
    return { status: 'ok', reports: newestFirst(reports) };
  } catch (error) {
    console.error('[reports] listing reports failed', error);
    return { status: 'failed' };
  }
}
