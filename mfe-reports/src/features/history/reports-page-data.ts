// What /reports shows, read on a server for the person (@ahc/platform/data, PageData): their reports.
import type { PageData } from '@ahc/platform/data';
import { myReportsQuery } from '../report/index.ts';

export const reportsPageData: PageData = async ({ read, supabase, userId }) => {
  await read(myReportsQuery(supabase, userId));
};
