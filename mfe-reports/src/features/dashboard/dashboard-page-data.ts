// What /dashboard shows first, read on a server for the person (@ahc/platform/data, PageData): their
// reports, and beside the latest personal one its benchmark and the plan; their reminder setting and
// teams.
import type { PageData } from '@ahc/platform/data';
import { readReportBenchmark } from '../benchmark/index.ts';
import { planQuery } from '../plan/index.ts';
import { myReminderQuery } from '../reminders/index.ts';
import { myReportsQuery, personalReports } from '../report/index.ts';
import { myTeamsQuery } from '../teams/index.ts';

export const dashboardPageData: PageData = async (reading) => {
  const { read, supabase, userId } = reading;
  const [reports] = await Promise.all([
    read(myReportsQuery(supabase, userId)),
    read(myReminderQuery(supabase, userId)),
    read(myTeamsQuery(supabase, userId)),
  ]);
  const latest = personalReports(reports)[0];
  if (latest) await Promise.all([readReportBenchmark(reading, latest.id), read(planQuery(supabase, userId))]);
};
