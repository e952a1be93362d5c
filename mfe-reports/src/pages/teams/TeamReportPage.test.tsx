import { teamRoundAggregate, answersAtPositions, describeRecommendation, deriveRecommendations } from '@ahc/assessment-model';
import { type Json, PATHS, teamReportPath } from '@ahc/platform';
import { type FakeSupabase, createFakeSupabase } from '@ahc/platform/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page.tsx';
import TeamReportPage from './TeamReportPage.tsx';

const TEAM_ID = '7d0f3a52-1c4b-4e0e-9a55-3c2b1a0f9e11';
const ROUND = { id: 'r1', number: 1, status: 'open', opened_at: '2026-11-20T10:00:00Z', closed_at: null, answers: 2, i_answered: true };
// Two members: the weakest everywhere, and the strongest but for questions 1 (the same) and 2 (one step up).
const FIRST = Array.from({ length: 20 }, () => 0);
const SECOND = [0, 1, ...Array.from({ length: 18 }, () => 3)];

function teamAnswer(): Json {
  return {
    status: 'ok',
    team: { id: TEAM_ID, name: 'Payments platform', created_at: '2026-11-20T10:00:00Z', role: 'member', member_count: 3, current_round: ROUND },
    members: [],
  };
}

/** get_team_report as the database answers it: the model's aggregate (the same formulas, tested for parity) and the reader's picks. */
function reportAnswer(myPositions: number[]): Json {
  const members = [FIRST, SECOND].map((positions) => ({ answers: answersAtPositions(positions), overall_score: positions === FIRST ? 0 : 92, category_scores: {} }));
  const aggregate = teamRoundAggregate(members);
  const mine = answersAtPositions(myPositions) as Record<string, string>;
  const withPick = (q: (typeof aggregate.questions)[number]) => ({ ...q, my_pick: mine[q.question_id] });
  return JSON.parse(
    JSON.stringify({
      status: 'ok',
      round: ROUND,
      min_answers: 2,
      answers: 2,
      overall: { mean: 46, spread: 46, consensus: aggregate.overall.consensus },
      categories: Object.fromEntries(Object.entries(aggregate.categories).map(([k, v]) => [k, { ...v, mean: 46, spread: 46 }])),
      questions: aggregate.questions.map(withPick),
      talk_first: aggregate.talk_first.map(withPick),
    }),
  ) as Json;
}

function backend(report: Json, history: Json = { status: 'ok', min_answers: 2, rounds: [] }): FakeSupabase {
  const supabase = createFakeSupabase();
  supabase.rpc('get_team', () => teamAnswer());
  supabase.rpc('get_team_report', () => report);
  supabase.rpc('get_team_history', () => history);
  return supabase;
}

function open(supabase: FakeSupabase, language: 'en' | 'da' = 'en', path = teamReportPath(TEAM_ID)) {
  return renderPage(<TeamReportPage />, { path, route: PATHS.teamReport, language, backend: supabase });
}

describe('/team-assessments/:teamId/report', () => {
  it('shows the team’s score, spread and agreement, each question’s counts with the reader’s own pick, and what to talk about first', async () => {
    open(backend(reportAnswer(SECOND)));
    expect((await screen.findByTestId('team-report-title')).textContent).toBe('Team report: Payments platform');
    expect(screen.getByTestId('team-mean').textContent).toBe('46 / 100');
    expect(screen.getByTestId('team-spread').textContent).toBe('Spread: ± 46 points');
    expect(within(screen.getByTestId('team-summary')).getByTestId('agreement').textContent).toBe('Agreement: 9% (disagree)');
    const arch2 = screen.getByTestId('team-questions').querySelector('[data-question="arch_2"]') as HTMLElement;
    const options = within(arch2).getAllByTestId('option');
    expect(options.map((o) => [o.dataset.count, o.dataset.mine ?? ''])).toEqual([['1', ''], ['1', 'true'], ['0', ''], ['0', '']]);
    expect(within(arch2).getByTestId('my-pick').textContent).toBe('Your answer');
    expect(within(arch2).getByTestId('agreement').textContent).toBe('Agreement 89% (agree)');
    const talk = screen.getAllByTestId('talk-first-item');
    expect(talk.map((item) => item.dataset.question)).toEqual(['arch_3', 'arch_4', 'arch_5']);
    const advice = describeRecommendation(deriveRecommendations({ arch_3: 'days' })[0]!, 'en');
    expect(within(talk[0]!).getByTestId('talk-first-advice').textContent).toContain(advice.action);
    expect(screen.getByTestId('team-trend-single')).toBeTruthy();
  });

  it('speaks Danish, numbers included', async () => {
    const report = reportAnswer(FIRST) as { overall: { mean: number } };
    report.overall.mean = 83.5;
    open(backend(report as unknown as Json), 'da');
    expect((await screen.findByTestId('team-report-title')).textContent).toBe('Teamrapport: Payments platform');
    expect(screen.getByTestId('team-mean').textContent).toBe('83,5 / 100');
    expect(screen.getByRole('heading', { level: 2, name: 'Tal om disse først' })).toBeTruthy();
  });

  it('waits for enough answers, saying how many there are', async () => {
    open(backend({ status: 'not_enough_answers', round: { ...ROUND, answers: 1 }, answers: 1, min_answers: 2 }));
    expect((await screen.findByTestId('team-report-waiting')).textContent).toContain(
      'Not enough answers yet The team report appears once at least 2 members have answered round 1. Answers so far: 1.',
    );
    expect(screen.queryByTestId('team-questions')).toBeNull();
  });

  it('shows the same no-access state to an outsider, a removed member and for an unknown team', async () => {
    const supabase = backend({ status: 'not_found' }, { status: 'not_found' });
    supabase.rpc('get_team', () => ({ status: 'not_found' }));
    open(supabase);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('No access to this team assessment');
  });

  it('tells a member when the round in the address does not exist, with a way to the latest', async () => {
    open(backend({ status: 'not_found' }), 'en', teamReportPath(TEAM_ID, 9));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('There is no round 9');
    expect(screen.getByRole('link', { name: 'Show the latest round' }).getAttribute('href')).toBe(teamReportPath(TEAM_ID));
    expect(screen.queryByTestId('team-access-denied')).toBeNull();
  });

  it('asks for the round named in the address', async () => {
    const supabase = backend(reportAnswer(FIRST));
    open(supabase, 'en', teamReportPath(TEAM_ID, 2));
    await screen.findByTestId('team-report');
    expect(supabase.calls('rpc get_team_report').map((c) => c.body)).toEqual([{ team_id: TEAM_ID, round_number: 2 }]);
  });
});
