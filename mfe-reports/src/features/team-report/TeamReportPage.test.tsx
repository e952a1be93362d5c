// A released round's team report: the team's score, risks, plan, what to talk about first and every
// question, in English and Danish, and the notes the team shared beside each question.
import { describeRecommendation, deriveRecommendations } from '@ahc/assessment-model';
import type { RpcResult } from '@ahc/platform';
import { postgrestError } from '@ahc/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  TEAM_ID,
  OPEN_ROUND,
  FIRST,
  SECOND,
  teamAnswer,
  reportAnswer,
  reportOf,
  backend,
  open,
} from './testing/team-report-backend.tsx';

describe('/team-assessments/:teamId/report', () => {
  it('shows the team’s score, spread and agreement, each question’s counts with the reader’s own pick, and what to talk about first', async () => {
    open(backend(reportAnswer(SECOND)));
    expect((await screen.findByTestId('team-report-title')).textContent).toBe(
      'Team report: Payments platform',
    );
    expect(screen.getByTestId('team-mean').textContent).toBe('46.0 / 100');
    expect(screen.getByTestId('team-spread').textContent).toBe('Spread: ± 46.0 points');
    expect(within(screen.getByTestId('team-summary')).getByTestId('agreement').textContent).toBe(
      'Agreement: 9% (disagree)',
    );
    const arch2 = screen
      .getByTestId('team-questions')
      .querySelector('[data-question="arch_2"]') as HTMLElement;
    const options = within(arch2).getAllByTestId('option');
    expect(options.map((o) => [o.dataset.count, o.dataset.mine ?? ''])).toEqual([
      ['1', ''],
      ['1', 'true'],
      ['0', ''],
      ['0', ''],
    ]);
    expect(within(arch2).getByTestId('my-pick').textContent).toBe('Your answer');
    expect(within(arch2).getByTestId('agreement').textContent).toBe('Agreement 89% (agree)');
    const talk = screen.getAllByTestId('talk-first-item');
    expect(talk.map((item) => item.dataset.question)).toEqual(['arch_3', 'arch_4', 'arch_5']);
    const advice = describeRecommendation(deriveRecommendations({ arch_3: 'days' })[0]!, 'en');
    expect(within(talk[0]!).getByTestId('talk-first-advice').textContent).toContain(advice.action);
    expect(screen.getByTestId('team-trend-single')).toBeTruthy();
  });

  it('names the agreed weak answers first, then the team’s plan, before the disagreements', async () => {
    open(backend(reportAnswer(SECOND)));
    await screen.findByTestId('team-report');
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections.slice(0, 4)).toEqual([
      'The team’s score',
      'The team’s top risks',
      'The team’s plan',
      'Talk about these first',
    ]);
    // Questions 1 (both the weakest) and 2 (the weakest and the next) are agreed weak; the rest split 0 and 3.
    const risks = screen.getAllByTestId('team-risk');
    expect(risks.map((item) => item.dataset.question)).toEqual(['arch_1', 'arch_2']);
    const first = describeRecommendation(deriveRecommendations({ arch_1: 'panic' })[0]!, 'en');
    expect(within(risks[0]!).getByRole('heading', { level: 3 }).textContent).toBe(`1. ${first.topic}`);
    expect(risks[0]!.textContent).toContain(`The team’s answer: ${first.currentAnswer}`);
    expect(within(risks[1]!).getByTestId('team-risk-count').textContent).toBe(
      '1 of 2 gave this answer or a weaker one · agreement 89%',
    );
    // The plan: the model's advice for the team's answers, the agreed weak ones first.
    const plan = screen.getAllByTestId('team-plan-item');
    expect(plan.map((item) => item.dataset.question)).toEqual([
      'arch_1',
      'arch_2',
      'arch_3',
      'arch_4',
      'arch_5',
    ]);
    expect(plan[0]!.textContent).toContain(first.action);
  });

  it('writes every score in one format, and the band as the product’s badge', async () => {
    const report = reportAnswer(SECOND);
    report.overall!.mean = 57.7;
    report.categories!.architecture!.mean = 60;
    open(backend(report));
    await screen.findByTestId('team-report');
    expect(screen.getByTestId('team-mean').textContent).toBe('57.7 / 100');
    const scores = screen.getByTestId('team-report').textContent!.match(/[0-9][0-9.,]* \/ 100/g)!;
    expect(scores).toContain('60.0 / 100');
    expect(scores.every((score) => /^[0-9]+\.[0-9] \/ 100$/.test(score))).toBe(true);
    const badge = within(screen.getByTestId('team-band')).getByText('Developing');
    expect(badge.dataset.band).toBe('developing');
    expect(within(screen.getByTestId('team-area-architecture')).getByText('Established').dataset.band).toBe(
      'established',
    );
  });

  it('says how many members answered in words that fit one member', async () => {
    const solo = { ...OPEN_ROUND, answers: 1 };
    const team = teamAnswer('owner', solo);
    team.team!.member_count = 1;
    open(
      backend(reportOf({ status: 'round_open', round: solo, answers: 1, min_answers: 3 }), undefined, team),
    );
    expect((await screen.findByTestId('team-report-count')).textContent).toMatch(
      /^1 of 1 member has answered\. /,
    );
  });

  it('speaks Danish, numbers included', async () => {
    const report = reportAnswer(FIRST);
    report.overall!.mean = 83.5;
    open(backend(report), 'da');
    expect((await screen.findByTestId('team-report-title')).textContent).toBe(
      'Teamrapport: Payments platform',
    );
    expect(screen.getByTestId('team-mean').textContent).toBe('83,5 / 100');
    expect(screen.getByRole('heading', { level: 2, name: 'Tal om disse først' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Teamets største risici' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Teamets plan' })).toBeTruthy();
    expect(within(screen.getByTestId('team-band')).getByText('Avanceret')).toBeTruthy();
  });
});

describe('/team-assessments/:teamId/report — the notes the team shared', () => {
  const SHARED: RpcResult<'get_team_round_notes'> = [
    { question_id: 'arch_2', note: 'Two teams deploy it together.', links: ['https://adr.example/7'] },
    { question_id: 'arch_2', note: 'We never agreed on owners.', links: [] },
    { question_id: 'arch_3', note: '', links: ['https://wiki.example/release', 'javascript:alert(1)'] },
  ];

  it('shows them beside each question’s distribution, for the round shown, without who wrote them', async () => {
    const supabase = backend(reportAnswer(SECOND), undefined, teamAnswer(), SHARED);
    open(supabase);
    await screen.findByTestId('team-report');
    const question = (id: string) =>
      screen.getByTestId('team-questions').querySelector(`[data-question="${id}"]`) as HTMLElement;
    const arch2 = within(await within(question('arch_2')).findByTestId('team-shared-notes'));
    const list = arch2.getByRole('list', { name: '2 notes the team shared' });
    expect([...list.children].map((item) => item.textContent)).toEqual([
      'Two teams deploy it together.https://adr.example/7 (opens in a new tab)',
      'We never agreed on owners.',
    ]);
    const arch3 = within(question('arch_3')).getByTestId('team-shared-notes');
    expect(within(arch3).getByText('1 note the team shared')).toBeTruthy();
    expect(
      within(arch3)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('href'), link.getAttribute('rel')]),
    ).toEqual([['https://wiki.example/release', 'noopener noreferrer']]);
    // Also among the questions to talk about first, which arch_3 is.
    const talk = screen.getAllByTestId('talk-first-item').find((item) => item.dataset.question === 'arch_3')!;
    expect(within(talk).getByTestId('team-shared-notes')).toBeTruthy();
    expect(within(question('arch_1')).queryByTestId('team-shared-notes')).toBeNull();
    // Nobody's name is anywhere near a note.
    for (const notes of screen.getAllByTestId('team-shared-notes'))
      for (const name of ['Olivia', 'Mads', 'Frida', 'Your answer'])
        expect(notes.textContent).not.toContain(name);
    expect(supabase.calls('rpc get_team_round_notes').map(({ body }) => body)).toEqual([
      { team_id: TEAM_ID, round_number: 1 },
    ]);
  });

  it('still shows the figures when the notes cannot be read, and reads them again on request', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const supabase = backend(reportAnswer(SECOND), undefined, teamAnswer(), SHARED);
    supabase.answer('rpc get_team_round_notes', postgrestError(500, 'XX000', 'boom'));
    const { user } = open(supabase);
    const questions = within(await screen.findByTestId('team-questions'));
    expect((await questions.findByRole('alert')).textContent).toContain(
      'The notes the team shared could not be loaded.',
    );
    expect(screen.getByTestId('team-mean').textContent).toBe('46.0 / 100');
    supabase.answerNormally('rpc get_team_round_notes');
    await user.click(questions.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('team-shared-notes').length).toBeGreaterThan(0));
    expect(questions.queryByRole('alert')).toBeNull();
  });

  it('speaks Danish', async () => {
    open(backend(reportAnswer(SECOND), undefined, teamAnswer(), SHARED), 'da');
    await screen.findByTestId('team-report', {}, { timeout: 10_000 });
    expect(await screen.findByText('2 noter fra teamet', {}, { timeout: 5000 })).toBeTruthy();
  });
});
