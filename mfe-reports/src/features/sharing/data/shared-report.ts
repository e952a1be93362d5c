// A report as a share link's visitor reads it (public.get_shared_report(token), open to anyone holding
// the token): exactly the fields the database sends, company and prepared-for only when the owner chose
// to show them, and the report's benchmark. Every outcome is a status: ok, not found, revoked, expired.
// The answer is typed by the generated types (shared_report); what they cannot say is checked here
// once: the report and its benchmark are there when ok, and the report's jsonb columns can be shown.
// The visitor's cache entry is keyed by the token, never by anything of the owner's.
import { type CompositeType, type Filled, type SupabaseClient, useSupabase } from '@ahc/platform';
import { dataOrThrow, filled, toAppError, useQuery } from '@ahc/platform/data';
import { type BenchmarkAnswer, narrowBenchmark } from '../../benchmark/index.ts';
import { type WithReportScores, parseReportRow } from '#shared/data/report-row.ts';

type SharedDocument = CompositeType<'shared_report_document'>;

/**
 * The shared report: what the report view needs and nothing that would lead back to the owner (no id,
 * no user, no name). company and prepared_for are undefined when the owner did not choose to show them
 * (and null when shown but never given).
 */
export type SharedReport = WithReportScores<
  Filled<Omit<SharedDocument, 'include_company' | 'company' | 'include_prepared_for' | 'prepared_for'>>
> & {
  company?: string | null;
  prepared_for?: string | null;
};

export type SharedReportAnswer =
  | { status: 'ok'; report: SharedReport; benchmark: BenchmarkAnswer }
  | { status: 'not-found' }
  | { status: 'revoked' }
  | { status: 'expired' };

const sharedReportKeys = {
  token: (token: string) => ['shared-report', token] as const,
};

/** get_shared_report's answer as the page uses it; an AppError when it breaks the function's promise. */
export function narrowSharedReport(answer: CompositeType<'shared_report'>): SharedReportAnswer {
  const during = 'get_shared_report';
  const { status } = filled(answer, ['report', 'benchmark'], during);
  if (status === 'not_found') return { status: 'not-found' };
  if (status !== 'ok') return { status };
  const found = filled(answer, [], during);
  const { include_company, company, include_prepared_for, prepared_for, ...shown } = filled(
    found.report,
    ['company', 'prepared_for'],
    during,
  );
  const report = parseReportRow(shown);
  if (!report)
    throw toAppError(new Error('get_shared_report answered a report that cannot be shown'), { during });
  return {
    status,
    report: {
      ...report,
      ...(include_company ? { company } : {}),
      ...(include_prepared_for ? { prepared_for } : {}),
    },
    benchmark: narrowBenchmark(found.benchmark, during),
  };
}

async function getSharedReport(supabase: SupabaseClient, token: string): Promise<SharedReportAnswer> {
  return narrowSharedReport(
    dataOrThrow(await supabase.rpc('get_shared_report', { token }), 'get_shared_report'),
  );
}

export const sharedReportQuery = (supabase: SupabaseClient, token: string) => ({
  queryKey: sharedReportKeys.token(token),
  queryFn: () => getSharedReport(supabase, token),
});

export function useSharedReportQuery(token: string) {
  // Always read afresh when the page opens: a revoked link must not show from the cache (what the
  // host read for this very load counts as read now: @ahc/platform/data).
  return useQuery({ ...sharedReportQuery(useSupabase(), token), staleTime: 0 });
}
