// A team report without figures (a round still open, one closed with too few answers), no access, and
// the round the address names.
import { teamReportPath } from '@ahc/platform';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  TEAM_ID,
  ROUND,
  OPEN_ROUND,
  FIRST,
  NO_HISTORY,
  teamAnswer,
  reportAnswer,
  reportOf,
  backend,
  open,
} from './testing/team-report-backend.tsx';

describe('/team-assessments/:teamId/report: a round without figures, no access, a round not found', () => {
  it('shows a member no figure while the round is open: how many answered, the minimum and why', async () => {
    open(
      backend(
        reportOf({ status: 'round_open', round: OPEN_ROUND, answers: 1, min_answers: 3 }),
        undefined,
        teamAnswer('member', OPEN_ROUND),
      ),
    );
    const waiting = await screen.findByTestId('team-report-waiting');
    expect(waiting.dataset.status).toBe('round-open');
    expect(waiting.textContent).toContain('Round 2 is still open');
    expect(screen.getByTestId('team-report-count').textContent).toBe(
      '1 of 3 members have answered. The figures appear when the owner closes the round, if at least 3 members have answered by then.',
    );
    expect(screen.getByTestId('team-report-why').textContent).toContain(
      'compare them before and after a colleague answered',
    );
    expect(screen.queryByTestId('team-report-who')).toBeNull();
    expect(waiting.textContent).not.toContain('Mads Member');
    expect(screen.queryByTestId('team-questions')).toBeNull();
  });

  it('shows the owner who has answered the open round, and nothing more', async () => {
    open(
      backend(
        reportOf({ status: 'round_open', round: OPEN_ROUND, answers: 1, min_answers: 3 }),
        undefined,
        teamAnswer('owner', OPEN_ROUND),
      ),
    );
    const who = await screen.findByTestId('team-report-who');
    expect(who.textContent).toContain('Who has answered (only you see this)');
    expect(
      within(who)
        .getAllByTestId('team-report-answered')
        .map((item) => item.textContent),
    ).toEqual(['Mads Member']);
    expect(screen.queryByTestId('team-questions')).toBeNull();
  });

  it('says in Danish when a round closed with too few answers, and shows no figures', async () => {
    const closed = { ...ROUND, answers: 2, released: false };
    open(
      backend(
        reportOf({ status: 'not_enough_answers', round: closed, answers: 2, min_answers: 3 }),
        undefined,
        teamAnswer('member', closed),
      ),
      'da',
    );
    const waiting = await screen.findByTestId('team-report-waiting');
    expect(waiting.dataset.status).toBe('not-enough-answers');
    expect(screen.getByTestId('team-report-count').textContent).toBe(
      'Runde 1 blev lukket med 2 svar, færre end de 3, den skulle have, så den har ingen tal.',
    );
    expect(screen.queryByTestId('team-mean')).toBeNull();
  });

  it('shows the same no-access state to an outsider, a removed member and for an unknown team', async () => {
    const supabase = backend(reportOf({ status: 'not_found' }), NO_HISTORY);
    supabase.rpc('get_team', () => ({ status: 'not_found', team: null, members: null, invitations: null }));
    open(supabase);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'No access to this team assessment',
    );
  });

  it('tells a member when the round in the address does not exist, with a way to the latest', async () => {
    open(backend(reportOf({ status: 'not_found' })), 'en', teamReportPath(TEAM_ID, 9));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('There is no round 9');
    expect(screen.getByRole('link', { name: 'Show the latest round' }).getAttribute('href')).toBe(
      teamReportPath(TEAM_ID),
    );
    expect(screen.queryByTestId('team-access-denied')).toBeNull();
  });

  it('asks for the round named in the address', async () => {
    const supabase = backend(reportAnswer(FIRST));
    open(supabase, 'en', teamReportPath(TEAM_ID, 2));
    await screen.findByTestId('team-report');
    expect(supabase.calls('rpc get_team_report').map((c) => c.body)).toEqual([
      { team_id: TEAM_ID, round_number: 2 },
    ]);
  });
});
