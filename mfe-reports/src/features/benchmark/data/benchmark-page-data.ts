// The benchmark as a page's data reads it on a server (@ahc/platform/data, PageData): the answer for a
// report, and k when the answer is "not enough data yet", which the page then says (useBenchmarkView).
import type { SupabaseClient } from '@ahc/platform';
import type { PageDataContext } from '@ahc/platform/data';
import type { BenchmarkAnswer } from './benchmark.ts';
import { minPeopleQuery, reportBenchmarkQuery } from './benchmark-query.ts';

type Reading = Pick<PageDataContext, 'read' | 'supabase'>;

/** k, when the benchmark in hand says there are too few people to compare with. */
export async function readBenchmarkNeeds(
  { read, supabase }: Reading,
  answer: BenchmarkAnswer,
): Promise<void> {
  if (answer.status === 'insufficient-data') await read(minPeopleQuery(supabase as SupabaseClient));
}

/** A report's benchmark, read on its own as the owner's report and the dashboard read it. */
export async function readReportBenchmark(reading: Reading, reportId: string): Promise<void> {
  await readBenchmarkNeeds(reading, await reading.read(reportBenchmarkQuery(reading.supabase, reportId)));
}
