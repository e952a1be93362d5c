// The team report page's test backend: get_team for a member or the owner, get_team_report as the
// database answers it (the model's aggregate of two members' answers), get_team_history and the notes a
// team shared, and the page opened at its address.
import { answersAtPositions, teamRoundAggregate } from '@ahc/assessment-model';
import { type CompositeType, PATHS, type RpcResult, teamReportPath } from '@ahc/platform';
import { type FakeSupabase, createFakeSupabase } from '@ahc/platform/testing';
import { renderPage } from '#shared/testing/render-page.tsx';
import TeamReportPage from '../TeamReportPage.tsx';

export const TEAM_ID = '7d0f3a52-1c4b-4e0e-9a55-3c2b1a0f9e11';
export const ROUND: CompositeType<'team_round'> = {
  id: 'r1',
  number: 1,
  status: 'closed',
  opened_at: '2026-11-20T10:00:00Z',
  closed_at: '2026-11-21T10:00:00Z',
  answers: 3,
  released: true,
  i_answered: true,
};
export const OPEN_ROUND: CompositeType<'team_round'> = {
  id: 'r2',
  number: 2,
  status: 'open',
  opened_at: '2026-11-22T10:00:00Z',
  closed_at: null,
  answers: 1,
  released: false,
  i_answered: false,
};
// Two members: the weakest everywhere, and the strongest but for questions 1 (the same) and 2 (one step up).
export const FIRST = Array.from({ length: 20 }, () => 0);
export const SECOND = [0, 1, ...Array.from({ length: 18 }, () => 3)];

/** get_team for a member (how many answered) or the owner (also who: answered_current_round). */
export function teamAnswer(
  role: 'owner' | 'member' = 'member',
  round: CompositeType<'team_round'> = ROUND,
): CompositeType<'team_detail'> {
  const answered = (value: boolean) => ({ answered_current_round: role === 'owner' ? value : null });
  return {
    status: 'ok',
    team: {
      id: TEAM_ID,
      name: 'Payments platform',
      created_at: '2026-11-20T10:00:00Z',
      role,
      member_count: 3,
      min_answers: 3,
      current_round: round,
    },
    members: [
      {
        member_id: 'm1',
        display_name: 'Olivia Owner',
        role: 'owner',
        joined_at: '2026-11-20T10:00:00Z',
        is_me: role === 'owner',
        ...answered(false),
      },
      {
        member_id: 'm2',
        display_name: 'Mads Member',
        role: 'member',
        joined_at: '2026-11-20T11:00:00Z',
        is_me: role === 'member',
        ...answered(true),
      },
      {
        member_id: 'm3',
        display_name: 'Frida Member',
        role: 'member',
        joined_at: '2026-11-20T12:00:00Z',
        is_me: false,
        ...answered(false),
      },
    ],
    invitations: null,
  };
}

/** get_team_report as the database answers it: the model's aggregate (the same formulas, tested for parity) and the reader's picks. */
export function reportAnswer(myPositions: number[]): CompositeType<'team_report'> {
  const members = [FIRST, SECOND].map((positions) => ({
    answers: answersAtPositions(positions),
    overall_score: positions === FIRST ? 0 : 92,
    category_scores: {},
  }));
  const aggregate = teamRoundAggregate(members);
  const mine = answersAtPositions(myPositions) as Record<string, string>;
  const withPick = (q: (typeof aggregate.questions)[number]) => ({ ...q, my_pick: mine[q.question_id] });
  return JSON.parse(
    JSON.stringify({
      status: 'ok',
      round: ROUND,
      min_answers: 3,
      answers: 3,
      overall: { mean: 46, spread: 46, consensus: aggregate.overall.consensus },
      categories: Object.fromEntries(
        Object.entries(aggregate.categories).map(([k, v]) => [k, { ...v, mean: 46, spread: 46 }]),
      ),
      questions: aggregate.questions.map(withPick),
      talk_first: aggregate.talk_first.map(withPick),
    }),
  ) as CompositeType<'team_report'>;
}

/** A report or history answer of another state: its other fields null, as PostgREST sends them. */
export const reportOf = (
  fields: Pick<CompositeType<'team_report'>, 'status'> & Partial<CompositeType<'team_report'>>,
): CompositeType<'team_report'> => ({
  round: null,
  answers: null,
  min_answers: null,
  overall: null,
  categories: null,
  questions: null,
  talk_first: null,
  ...fields,
});
export const NO_HISTORY: CompositeType<'team_history'> = {
  status: 'not_found',
  min_answers: null,
  rounds: null,
};

export function backend(
  report: CompositeType<'team_report'>,
  history: CompositeType<'team_history'> = { status: 'ok', min_answers: 3, rounds: [] },
  team: CompositeType<'team_detail'> = teamAnswer(),
  notes: RpcResult<'get_team_round_notes'> = [],
): FakeSupabase {
  const supabase = createFakeSupabase();
  supabase.rpc('get_team', () => team);
  supabase.rpc('get_team_report', () => report);
  supabase.rpc('get_team_history', () => history);
  supabase.rpc('get_team_round_notes', () => notes);
  return supabase;
}

export function open(supabase: FakeSupabase, language: 'en' | 'da' = 'en', path = teamReportPath(TEAM_ID)) {
  return renderPage(<TeamReportPage />, { path, route: PATHS.teamReport, language, backend: supabase });
}
