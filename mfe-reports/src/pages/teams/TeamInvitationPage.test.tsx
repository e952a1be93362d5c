import { PATHS, teamAssessmentPath, teamInvitationPath } from '@ahc/platform';
import { type FakeSupabase, createFakeSupabase, postgrestError } from '@ahc/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page.tsx';
import TeamInvitationPage from './TeamInvitationPage.tsx';

const TOKEN = 'tinv_abc';
const TEAM_ID = '7d0f3a52-1c4b-4e0e-9a55-3c2b1a0f9e11';

function open(supabase: FakeSupabase, signedIn = true) {
  const view = renderPage(<TeamInvitationPage />, { path: teamInvitationPath(TOKEN), route: PATHS.teamInvitation, backend: supabase });
  if (!signedIn) view.platform.auth.setState({ isAuthenticated: false, currentUser: null, userProfile: null });
  return view;
}

function accepting(): FakeSupabase {
  const supabase = createFakeSupabase();
  supabase.rpc('accept_team_invitation', () => ({
    joined: true,
    team: { id: TEAM_ID, name: 'Payments platform', created_at: '2026-11-20T10:00:00Z', role: 'member', member_count: 2, min_answers: 3, current_round: null },
  }));
  return supabase;
}

describe('/team-assessments/join/:token', () => {
  it('offers a signed-out visitor to sign up or in, each coming back to the invitation', async () => {
    open(accepting(), false);
    const back = encodeURIComponent(teamInvitationPath(TOKEN));
    expect((await screen.findByRole('link', { name: 'Create a free account' })).getAttribute('href')).toBe(`${PATHS.register}?next=${back}`);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`${PATHS.login}?next=${back}`);
    expect(screen.queryByRole('button', { name: 'Join the team assessment' })).toBeNull();
  });

  it('joins with the token and opens the team’s page', async () => {
    const supabase = accepting();
    const { user } = open(supabase);
    await user.click(await screen.findByRole('button', { name: 'Join the team assessment' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(teamAssessmentPath(TEAM_ID)));
    expect(supabase.calls('rpc accept_team_invitation').map((c) => c.body)).toEqual([{ token: TOKEN }]);
  });

  it.each([
    ['PT404', 404, 'This invitation link is not valid. Check that the whole link was copied, or ask the team’s owner for a new one.'],
    ['PT403', 403, 'This invitation link has been revoked by the team’s owner. Ask them for a new one.'],
    ['PT410', 410, 'This invitation link has expired. Ask the team’s owner for a new one.'],
    ['PT409', 409, 'This team assessment is full (100 members).'],
  ])('says why a link is refused (%s), and offers no retry', async (code, status, message) => {
    const supabase = accepting();
    supabase.answer('rpc accept_team_invitation', postgrestError(status, code, 'refused'));
    const { user } = open(supabase);
    await user.click(await screen.findByRole('button', { name: 'Join the team assessment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('button', { name: /Join|Try again/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'All team assessments' })).toBeTruthy();
  });
});
