// What /shared/{token} shows, read on a server as anyone holding the link (@ahc/platform/data,
// PageData): the report as its owner shared it, and k when its benchmark has too few people. Read for
// each request, never kept: a revoked link stops working at once.
import type { PageData } from '@ahc/platform/data';
import { readBenchmarkNeeds } from '../benchmark/index.ts';
import { sharedReportQuery } from './data/shared-report.ts';

export const sharedPageData: PageData = async (reading) => {
  const answer = await reading.read(sharedReportQuery(reading.supabase, reading.params.token ?? ''));
  if (answer.status === 'ok') await readBenchmarkNeeds(reading, answer.benchmark);
};
