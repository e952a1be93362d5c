import { type CompositeType, teamAnswerPath, teamAssessmentPath } from '@ahc/platform';
import { createFakeSupabase, postgrestError } from '@ahc/platform/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '#shared/testing/render-page.tsx';
import { DashboardTeams } from './DashboardTeams.tsx';

const team = (
  id: string,
  name: string,
  round: { number: number; status: 'open' | 'closed'; i_answered: boolean },
): CompositeType<'team_summary'> => ({
  id,
  name,
  created_at: '2026-11-20T10:00:00Z',
  role: 'member',
  member_count: 3,
  min_answers: 3,
  current_round: {
    id: `r-${id}`,
    opened_at: '2026-11-20T10:00:00Z',
    closed_at: null,
    answers: 1,
    released: false,
    ...round,
  },
});
const A = '7d0f3a52-1c4b-4e0e-9a55-3c2b1a0f9e11';
const B = '8e1f4b63-2d5c-4f1f-8b66-4d3c2b1a0f22';

describe('the dashboard’s team assessments', () => {
  it('lists each team with a link, and the way to answer an open round not answered yet', async () => {
    const supabase = createFakeSupabase();
    supabase.rpc('list_my_teams', () => [
      team(A, 'Billing', { number: 2, status: 'open', i_answered: false }),
      team(B, 'Payments platform', { number: 1, status: 'open', i_answered: true }),
    ]);
    renderPage(<DashboardTeams />, { path: '/dashboard', backend: supabase });
    const items = await screen.findAllByTestId('dashboard-team');
    expect(within(items[0]!).getByRole('link', { name: 'Billing' }).getAttribute('href')).toBe(
      teamAssessmentPath(A),
    );
    expect(within(items[0]!).getByRole('link', { name: 'Answer round 2' }).getAttribute('href')).toBe(
      teamAnswerPath(A),
    );
    expect(within(items[1]!).queryByRole('link', { name: /Answer round/ })).toBeNull();
    expect(within(items[1]!).getByText('You have answered')).toBeTruthy();
  });

  it('invites to start one when there is none, and says so in its place when the list fails', async () => {
    const empty = createFakeSupabase();
    empty.rpc('list_my_teams', () => []);
    const { unmount } = renderPage(<DashboardTeams />, {
      path: '/dashboard',
      backend: empty,
      language: 'da',
    });
    expect((await screen.findByTestId('dashboard-teams-empty')).textContent).toBe(
      'Du er ikke med i en teamvurdering endnu.',
    );
    expect(screen.getByRole('link', { name: 'Start en teamvurdering' })).toBeTruthy();
    unmount();
    const failing = createFakeSupabase();
    failing.answer('rpc list_my_teams', postgrestError(500, 'XX000', 'boom'));
    renderPage(<DashboardTeams />, { path: '/dashboard', backend: failing });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your team assessments could not be loaded. Please try again later.',
    );
  });
});
