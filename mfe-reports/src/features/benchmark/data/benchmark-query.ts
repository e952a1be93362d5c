// Reading the benchmark: a report's own (get_report_benchmark, owner only) and k, the fewest people it
// is shown for, which the "not enough data yet" state names. k is a public setting (app_config
// 'benchmark' = {"min_people": k}, readable by anyone, default 20, never below 5, as the database's
// private.benchmark_min_people reads it); how many people there are below k is never sent.
import { type SupabaseClient, useSupabase } from '@ahc/platform';
import { dataOrThrow, reportKeys, useQuery } from '@ahc/platform/data';
import { type BenchmarkAnswer, narrowBenchmark } from './benchmark.ts';

/** The database's default and floor for k (private.benchmark_min_people). */
const DEFAULT_MIN_PEOPLE = 20;
const LOWEST_MIN_PEOPLE = 5;

const benchmarkKeys = {
  // Under the reports' keys: every new report changes the population, and a submission invalidates
  // reportKeys.all, so a comparison on screen is read again.
  report: (reportId: string) => [...reportKeys.all, 'benchmark', reportId] as const,
  minPeople: ['app-config', 'benchmark'] as const,
};

async function getReportBenchmark(supabase: SupabaseClient, reportId: string): Promise<BenchmarkAnswer> {
  const during = 'get_report_benchmark';
  return narrowBenchmark(dataOrThrow(await supabase.rpc(during, { report_id: reportId }), during), during);
}

/** k as the database applies it: the setting's whole number, never below 5; 20 without a setting. */
export function minPeopleFrom(value: unknown): number {
  const setting =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>).min_people
      : undefined;
  if (typeof setting !== 'number' || !Number.isFinite(setting)) return DEFAULT_MIN_PEOPLE;
  return Math.max(Math.floor(setting), LOWEST_MIN_PEOPLE);
}

async function readMinPeople(supabase: SupabaseClient): Promise<number> {
  const rows = dataOrThrow(
    await supabase.from('app_config').select('value').eq('key', 'benchmark'),
    'reading the benchmark setting',
  );
  return minPeopleFrom(rows[0]?.value);
}

export const reportBenchmarkQuery = (supabase: SupabaseClient, reportId: string) => ({
  queryKey: benchmarkKeys.report(reportId),
  queryFn: () => getReportBenchmark(supabase, reportId),
});

export const minPeopleQuery = (supabase: SupabaseClient) => ({
  queryKey: benchmarkKeys.minPeople,
  queryFn: () => readMinPeople(supabase),
});

export function useReportBenchmarkQuery(reportId: string) {
  return useQuery(reportBenchmarkQuery(useSupabase(), reportId));
}

/** k, read only when a page has to say it (the benchmark answered "not enough data yet"). */
export function useMinPeopleQuery(enabled: boolean) {
  return useQuery({ ...minPeopleQuery(useSupabase()), enabled });
}
