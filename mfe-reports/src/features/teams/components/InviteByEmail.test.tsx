import { type CompositeType, PATHS, teamAssessmentPath } from '@ahc/platform';
import { type FakeSupabase, createFakeSupabase, httpReply, networkError } from '@ahc/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '#shared/testing/render-page.tsx';
import { teamsTranslations } from '../i18n/teams-translations.ts';
import TeamPage from '../TeamPage.tsx';

const TEAM_ID = '7d0f3a52-1c4b-4e0e-9a55-3c2b1a0f9e11';
const ROUND: CompositeType<'team_round'> = {
  id: 'r1',
  number: 1,
  status: 'open',
  opened_at: '2026-11-20T10:00:00Z',
  closed_at: null,
  answers: 0,
  released: false,
  i_answered: false,
};
const INVITATION: CompositeType<'team_invitation'> = {
  id: 'i1',
  team_id: TEAM_ID,
  label: 'Operations',
  created_at: '2026-11-20T10:00:00Z',
  expires_at: '2026-11-27T10:00:00Z',
  revoked_at: null,
  last_used_at: null,
  use_count: 0,
  status: 'active',
};
const MAILED = { ...INVITATION, id: 'i2', label: 'ana@example.com' };

/** The owner's team; the mailed invitation is in the list once the function has made it. */
function backend(): FakeSupabase {
  const supabase = createFakeSupabase();
  let mailed = false;
  supabase.rpc('get_team', () => ({
    status: 'ok',
    team: {
      id: TEAM_ID,
      name: 'Payments platform',
      created_at: '2026-11-20T10:00:00Z',
      role: 'owner',
      member_count: 1,
      min_answers: 3,
      current_round: ROUND,
    },
    members: [
      {
        member_id: 'm1',
        display_name: 'Olivia Owner',
        role: 'owner',
        joined_at: '2026-11-20T10:00:00Z',
        is_me: true,
        answered_current_round: false,
      },
    ],
    invitations: mailed ? [MAILED, INVITATION] : [INVITATION],
  }));
  supabase.functionAnswers('send-team-invitation', () => {
    mailed = true;
    return { invitation: MAILED, sent_to: 'ana@example.com', email_id: 'mail-1' };
  });
  return supabase;
}

const open = (supabase: FakeSupabase, language: 'en' | 'da' = 'en') =>
  renderPage(<TeamPage />, {
    path: teamAssessmentPath(TEAM_ID),
    route: PATHS.teamAssessment,
    backend: supabase,
    language,
  });

describe('inviting by e-mail on the owner’s team page', () => {
  it('checks the address first, then sends it in the chosen language; the invitation appears in the list', async () => {
    const supabase = backend();
    const { user } = open(supabase);
    const form = await screen.findByTestId('invite-by-email');
    const field = within(form).getByLabelText('Colleague’s e-mail address');
    await user.click(within(form).getByTestId('send-invitation-email'));
    expect(within(form).getByRole('alert').textContent).toBe('Enter your colleague’s e-mail address.');
    expect(document.activeElement).toBe(field);
    await user.type(field, 'ana@');
    await user.click(within(form).getByTestId('send-invitation-email'));
    expect(within(form).getByRole('alert').textContent).toBe(
      'Enter one e-mail address, such as name@example.com.',
    );
    expect(supabase.calls('functions send-team-invitation')).toHaveLength(0);

    await user.type(field, 'example.com ');
    await user.selectOptions(within(form).getByLabelText('Language of the e-mail'), 'da');
    await user.click(within(form).getByTestId('send-invitation-email'));
    await waitFor(() =>
      expect(within(form).getByTestId('invite-email-status').textContent).toBe(
        'The invitation has been sent to ana@example.com.',
      ),
    );
    expect(supabase.calls('functions send-team-invitation').map((c) => c.body)).toEqual([
      { team_id: TEAM_ID, email: 'ana@example.com', language: 'da' },
    ]);
    expect((field as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(screen.getAllByTestId('invitation')).toHaveLength(2));
    expect(screen.getAllByTestId('invitation')[0]!.textContent).toContain('ana@example.com');
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('writes the e-mail in the page’s language unless changed, and speaks Danish on a Danish page', async () => {
    const supabase = backend();
    const { user } = open(supabase, 'da');
    const form = await screen.findByTestId('invite-by-email');
    expect(within(form).getByText('Invitér via e-mail')).toBeTruthy();
    await user.type(within(form).getByLabelText('Din kollegas e-mailadresse'), 'ana@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invitationen' }));
    await waitFor(() =>
      expect(within(form).getByTestId('invite-email-status').textContent).toBe(
        'Invitationen er sendt til ana@example.com.',
      ),
    );
    expect(supabase.calls('functions send-team-invitation')[0]!.body).toMatchObject({ language: 'da' });
  });

  const failures: [string, ReturnType<typeof httpReply>, keyof typeof teamsTranslations.en.errors][] = [
    ['the mail could not be sent', httpReply(502, { error: 'x', code: 'mail_failed' }), 'emailNotSent'],
    ['e-mail is not set up', httpReply(503, { error: 'x', code: 'mail_unavailable' }), 'emailUnavailable'],
    ['too many e-mails', httpReply(429, { error: 'x', code: 'rate_limited' }), 'emailRateLimited'],
    [
      'the function refuses the address',
      httpReply(400, { error: 'x', code: 'invalid_email' }),
      'emailInvalid',
    ],
    ['no longer the owner', httpReply(403, { error: 'x', code: 'not_owner' }), 'notOwner'],
    ['the team is gone', httpReply(404, { error: 'x', code: 'team_not_found' }), 'teamGone'],
    [
      'too many live invitations',
      httpReply(409, { error: 'x', code: 'too_many_invitations' }),
      'tooManyInvitations',
    ],
    [
      'too many invitations made today',
      httpReply(429, { error: 'x', code: 'invitations_daily_limit' }),
      'invitationsDailyLimit',
    ],
    [
      'the session has ended (the gateway’s 401)',
      httpReply(401, { code: 401, message: 'Invalid JWT' }),
      'signedOut',
    ],
    ['the creation failed', httpReply(502, { error: 'x', code: 'invitation_failed' }), 'failed'],
    ['no connection', networkError(), 'network'],
  ];
  it.each(failures)('says so when %s', async (_, reply, key) => {
    const supabase = backend();
    supabase.answer('functions send-team-invitation', reply);
    const { user } = open(supabase);
    const form = await screen.findByTestId('invite-by-email');
    await user.type(within(form).getByLabelText('Colleague’s e-mail address'), 'ana@example.com');
    await user.click(within(form).getByTestId('send-invitation-email'));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(teamsTranslations.en.errors[key]),
    );
    expect(within(form).getByTestId('invite-email-status').textContent).toBe('');
    expect((within(form).getByLabelText('Colleague’s e-mail address') as HTMLInputElement).value).toBe(
      'ana@example.com',
    );
  });
});
