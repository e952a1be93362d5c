// What a page shows of a benchmark, whoever reads it: the owner's report reads its own benchmark, a
// share link's visitor gets it with the shared report. Both end up as one of these states.
import { isRetryingAfterError } from '@ahc/platform/data';
import type { Benchmark, BenchmarkAnswer } from './benchmark.ts';
import { useMinPeopleQuery, useReportBenchmarkQuery } from './benchmark-query.ts';

export type BenchmarkView =
  | { kind: 'loading' }
  | { kind: 'ok'; benchmark: Benchmark }
  /** Fewer than k people: no figures. minPeople is k, or null when the setting could not be read. */
  | { kind: 'insufficient'; minPeople: number | null }
  | { kind: 'failed'; retry: () => void }
  /** Nothing to compare (a report that is not the reader's, or gone): the page says why elsewhere. */
  | { kind: 'none' };

/** The state of an answer in hand; k is read when the answer is "not enough data yet". */
export function useBenchmarkView(answer: BenchmarkAnswer | undefined): BenchmarkView {
  const insufficient = answer?.status === 'insufficient-data';
  const minPeople = useMinPeopleQuery(insufficient);
  if (!answer) return { kind: 'loading' };
  if (answer.status === 'ok') return { kind: 'ok', benchmark: answer.benchmark };
  if (answer.status !== 'insufficient-data') return { kind: 'none' };
  if (minPeople.isPending && minPeople.fetchStatus !== 'idle') return { kind: 'loading' };
  return { kind: 'insufficient', minPeople: minPeople.data ?? null };
}

/** The owner's report: its benchmark read on its own, so the report shows while it arrives. */
export function useReportBenchmark(reportId: string): BenchmarkView {
  const query = useReportBenchmarkQuery(reportId);
  const view = useBenchmarkView(query.data);
  if (query.isError && !isRetryingAfterError(query))
    return { kind: 'failed', retry: () => void query.refetch() };
  if (isRetryingAfterError(query)) return { kind: 'loading' };
  return view;
}
