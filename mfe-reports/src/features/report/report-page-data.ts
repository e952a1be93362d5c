// What /reports/{reportId} shows first, read on a server for its owner (@ahc/platform/data, PageData):
// the report (get_report says ok, forbidden or not found; the last two show their state and nothing
// more) and what its document shows beside it: the notes, the plan, the person's other reports (the
// change since the previous one) and the benchmark. All at once, not the report first: each read is
// the reader's own under row-level security (someone else's report gives no notes, and its benchmark
// says forbidden), so nothing is read that the reader may not see, and the page waits for one round.
import { isUuid } from '@ahc/platform';
import type { PageData } from '@ahc/platform/data';
import { readReportBenchmark } from '../benchmark/index.ts';
import { reportNotesQuery } from '../notes/index.ts';
import { planQuery } from '../plan/index.ts';
import { reportQuery } from './data/report-query.ts';
import { myReportsQuery } from './data/reports-query.ts';

export const reportPageData: PageData = async (reading) => {
  const { read, supabase, params, userId } = reading;
  const reportId = params.reportId ?? '';
  // An address that names no report id is "not found" from get_report alone; the others would refuse it.
  if (!isUuid(reportId)) {
    await read(reportQuery(supabase, reportId));
    return;
  }
  await Promise.all([
    read(reportQuery(supabase, reportId)),
    read(reportNotesQuery(supabase, reportId)),
    read(planQuery(supabase, userId)),
    read(myReportsQuery(supabase, userId)),
    readReportBenchmark(reading, reportId),
  ]);
};
