import { PATHS, teamAssessmentPath, teamInvitationPath } from '@ahc/platform';
import type { CompositeType, Language } from '@ahc/platform';
import { type FakeSupabase, createFakeSupabase, networkError, postgrestError } from '@ahc/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '#shared/testing/render-page.tsx';
import TeamInvitationPage from './TeamInvitationPage.tsx';

const TOKEN = 'tinv_abc';
const TEAM_ID = '7d0f3a52-1c4b-4e0e-9a55-3c2b1a0f9e11';
type Preview = CompositeType<'team_invitation_preview'>;
const VALID: Preview = { status: 'ok', system_name: 'Payments platform', inviter_name: 'Olivia Owner' };
/** A link that does not work says only how. */
const dead = (status: string): Preview => ({
  status: status as Preview['status'],
  system_name: null,
  inviter_name: null,
});
const INVITED = 'Olivia Owner invites you to assess Payments platform with the team';

function open(supabase: FakeSupabase, signedIn = true, language: Language = 'en') {
  const view = renderPage(<TeamInvitationPage />, {
    path: teamInvitationPath(TOKEN),
    route: PATHS.teamInvitation,
    backend: supabase,
    language,
  });
  if (!signedIn)
    view.platform.auth.setState({ isAuthenticated: false, currentUser: null, userProfile: null });
  return view;
}

function accepting(preview: Preview = VALID): FakeSupabase {
  const supabase = createFakeSupabase();
  supabase.rpc('preview_team_invitation', () => preview);
  supabase.rpc('accept_team_invitation', () => ({
    joined: true,
    team: {
      id: TEAM_ID,
      name: 'Payments platform',
      created_at: '2026-11-20T10:00:00Z',
      role: 'member',
      member_count: 2,
      min_answers: 3,
      current_round: null,
    },
  }));
  return supabase;
}

describe('/team-assessments/join/:token, a link that works', () => {
  it('names who invites and the system, and offers a signed-out visitor to sign up or in, each coming back here', async () => {
    const supabase = accepting();
    open(supabase, false);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(INVITED);
    const back = encodeURIComponent(teamInvitationPath(TOKEN));
    expect(screen.getByRole('link', { name: 'Create a free account' }).getAttribute('href')).toBe(
      `${PATHS.register}?next=${back}`,
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `${PATHS.login}?next=${back}`,
    );
    expect(screen.queryByRole('button', { name: 'Join the team assessment' })).toBeNull();
    // (Asked again when the test signs the visitor out: the platform resets its reads for a new person.)
    const asked = supabase.calls('rpc preview_team_invitation').map((c) => c.body);
    expect(asked.length).toBeGreaterThan(0);
    for (const body of asked) expect(body).toEqual({ token: TOKEN });
  });

  it('says it in Danish, and without a name when the inviter has none', async () => {
    const danish = open(accepting(), true, 'da');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Olivia Owner inviterer dig til at vurdere Payments platform sammen med teamet',
    );
    danish.unmount();
    open(accepting({ ...VALID, inviter_name: null }), true, 'en');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'You are invited to assess Payments platform with the team',
    });
    expect(heading).toBeTruthy();
  });

  it('joins with the token and opens the team’s page', async () => {
    const supabase = accepting();
    const { user } = open(supabase);
    await user.click(await screen.findByRole('button', { name: 'Join the team assessment' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(teamAssessmentPath(TEAM_ID)));
    expect(supabase.calls('rpc accept_team_invitation').map((c) => c.body)).toEqual([{ token: TOKEN }]);
  });

  it.each([
    [
      'PT404',
      404,
      'This invitation link is not valid. Check that the whole link was copied, or ask the team’s owner for a new one.',
    ],
    ['PT403', 403, 'This invitation link has been revoked by the team’s owner. Ask them for a new one.'],
    ['PT410', 410, 'This invitation link has expired. Ask the team’s owner for a new one.'],
    ['PT409', 409, 'This team assessment is full (100 members).'],
  ])(
    'says why joining is refused when the link stopped working after it was opened (%s), with no retry',
    async (code, status, message) => {
      const supabase = accepting();
      supabase.answer('rpc accept_team_invitation', postgrestError(status, code, 'refused'));
      const { user } = open(supabase);
      await user.click(await screen.findByRole('button', { name: 'Join the team assessment' }));
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(screen.queryByRole('button', { name: /Join|Try again/ })).toBeNull();
      expect(screen.getByRole('link', { name: 'All team assessments' })).toBeTruthy();
    },
  );
});

describe('/team-assessments/join/:token, a link that does not work', () => {
  it.each([
    ['revoked', 'This invitation link has been revoked', 'Dette invitationslink er tilbagekaldt'],
    ['expired', 'This invitation link has expired', 'Dette invitationslink er udløbet'],
    ['not_found', 'This invitation link is not valid', 'Dette invitationslink er ikke gyldigt'],
    ['full', 'This team assessment is full', 'Teamvurderingen er fuld'],
  ])(
    '%s: says so before anything else, signed out with no sign-up offer, signed in with no Join',
    async (status, en, da) => {
      const first = open(accepting(dead(status)), false);
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(en);
      expect(screen.getByTestId('team-invitation').dataset.state).toBe(
        status === 'not_found' ? 'not-found' : status,
      );
      expect(screen.queryByText(/invites you|You are invited/)).toBeNull();
      expect(screen.queryByRole('link', { name: 'Create a free account' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Go to the front page' }).getAttribute('href')).toBe(
        PATHS.home,
      );
      first.unmount();

      const supabase = accepting(dead(status));
      open(supabase, true, 'da');
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(da);
      expect(screen.queryByRole('button', { name: /Join|Bliv medlem/ })).toBeNull();
      expect(screen.getByRole('link', { name: 'Alle teamvurderinger' })).toBeTruthy();
      expect(supabase.calls('rpc accept_team_invitation')).toEqual([]);
    },
  );

  it('a failed check is a failure with a retry, never an invitation', async () => {
    const supabase = accepting();
    supabase.answer('rpc preview_team_invitation', networkError());
    const { user } = open(supabase);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The invitation link could not be checked' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create a free account' })).toBeNull();
    supabase.answerNormally('rpc preview_team_invitation');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: INVITED })).toBeTruthy();
  });

  it('an answer that is not one of its five is a failure, not a guess', async () => {
    open(accepting({ status: 'ok', system_name: null, inviter_name: null }), false);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The invitation link could not be checked' }),
    ).toBeTruthy();
  });
});
