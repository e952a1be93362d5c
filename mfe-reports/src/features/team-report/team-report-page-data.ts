// What a team's report shows first, read on a server for the member (@ahc/platform/data, PageData): the
// team, the round the address names (or the latest), the rounds' history, and the notes shared on that
// round when its figures are released. Someone who is not a member gets 'not found' from each, and the
// page its access-denied state.
import { type PageData, teamQuery } from '@ahc/platform/data';
import { teamRoundNotesQuery } from '../notes/index.ts';
import { teamHistoryQuery, teamReportQuery } from './data/team-report-queries.ts';
import { roundFromSearch } from './model/team-report-view.ts';

export const teamReportPageData: PageData = async ({ read, supabase, params, search }) => {
  const teamId = params.teamId ?? '';
  const round = roundFromSearch(`?${search.toString()}`);
  const [, report] = await Promise.all([
    read(teamQuery(supabase, teamId)),
    read(teamReportQuery(supabase, teamId, round)),
    read(teamHistoryQuery(supabase, teamId)),
  ]);
  if (report.status === 'ok') await read(teamRoundNotesQuery(supabase, teamId, report.round.number));
};
