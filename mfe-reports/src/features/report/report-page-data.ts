// What /reports/{reportId} shows first, read on a server for its owner (@ahc/platform/data, PageData):
// the report (get_report says ok, forbidden or not found; the last two show their state and read
// nothing more), then what its document shows beside it: the notes, the plan, the person's other
// reports (the change since the previous one) and the benchmark.
import type { PageData } from '@ahc/platform/data';
import { readReportBenchmark } from '../benchmark/index.ts';
import { reportNotesQuery } from '../notes/index.ts';
import { planQuery } from '../plan/index.ts';
import { reportQuery } from './data/report-query.ts';
import { myReportsQuery } from './data/reports-query.ts';

export const reportPageData: PageData = async (reading) => {
  const { read, supabase, params, userId } = reading;
  const reportId = params.reportId ?? '';
  const answer = await read(reportQuery(supabase, reportId));
  if (answer.status !== 'ok') return;
  await Promise.all([
    read(reportNotesQuery(supabase, reportId)),
    read(planQuery(supabase, userId)),
    read(myReportsQuery(supabase, userId)),
    readReportBenchmark(reading, reportId),
  ]);
};
