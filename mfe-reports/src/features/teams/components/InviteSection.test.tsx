import type { CompositeType } from '@ahc/platform';
import { narrowTeamInvitation } from '@ahc/platform/data';
import { type FakeSupabase, createFakeSupabase, postgrestError } from '@ahc/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '#shared/testing/render-page.tsx';
import { InviteSection } from './InviteSection.tsx';

const TEAM_ID = '7d0f3a52-1c4b-4e0e-9a55-3c2b1a0f9e11';
const INVITATION: CompositeType<'team_invitation'> = {
  id: 'i1',
  team_id: TEAM_ID,
  label: 'Operations',
  created_at: '2026-11-20T10:00:00Z',
  expires_at: '2026-11-27T10:00:00Z',
  revoked_at: null,
  last_used_at: null,
  use_count: 2,
  status: 'active',
};

function backend(): FakeSupabase {
  const supabase = createFakeSupabase();
  supabase.rpc('revoke_team_invitation', () => ({
    ...INVITATION,
    revoked_at: '2026-11-21T10:00:00Z',
    status: 'revoked',
  }));
  return supabase;
}

function open(supabase: FakeSupabase, language: 'en' | 'da' = 'en') {
  return renderPage(
    <InviteSection
      teamId={TEAM_ID}
      invitations={[
        narrowTeamInvitation(INVITATION, 'test'),
        narrowTeamInvitation({ ...INVITATION, id: 'i0', label: null, status: 'expired' }, 'test'),
      ]}
    />,
    { path: '/', backend: supabase, language },
  );
}

describe('the owner’s invitation links', () => {
  it('lists every link with its state and use; only a working one can be revoked', () => {
    open(backend());
    const [operations, unlabelled] = screen.getAllByTestId('invitation');
    expect(within(operations!).getByTestId('invitation-label').textContent).toBe('Operations');
    expect(operations!.dataset.status).toBe('active');
    expect(within(operations!).getByTestId('invitation-dates').textContent).toContain('Used 2 times');
    expect(within(unlabelled!).getByTestId('invitation-label').textContent).toBe('Invitation link');
    expect(within(unlabelled!).getByTestId('invitation-dates').textContent).toContain('Expired');
    expect(within(unlabelled!).queryByRole('button')).toBeNull();
  });

  it('asks before revoking a link, and revokes nothing on Cancel', async () => {
    const supabase = backend();
    const { user } = open(supabase);
    await user.click(screen.getByRole('button', { name: 'Revoke "Operations"' }));
    const question = screen.getByRole('group', { name: 'Revoke "Operations"?' });
    expect(question.textContent).toContain('Nobody can join with it after this');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(supabase.calls('rpc revoke_team_invitation')).toEqual([]);
  });

  it('revokes the link once confirmed, and says so', async () => {
    const supabase = backend();
    const { user } = open(supabase, 'da');
    await user.click(screen.getByRole('button', { name: 'Tilbagekald »Operations«' }));
    await user.click(screen.getByRole('button', { name: 'Ja, tilbagekald' }));
    await waitFor(() =>
      expect(screen.getByTestId('invitations-status').textContent).toBe(
        'Linket er tilbagekaldt: det giver ikke længere adgang til teamet.',
      ),
    );
    expect(supabase.calls('rpc revoke_team_invitation').map((call) => call.body)).toEqual([
      { invitation_id: 'i1' },
    ]);
  });

  it('says why when the database refuses', async () => {
    const supabase = backend();
    supabase.answer('rpc revoke_team_invitation', postgrestError(404, 'PT404', 'Invitation not found.'));
    const { user } = open(supabase);
    await user.click(screen.getByRole('button', { name: 'Revoke "Operations"' }));
    await user.click(screen.getByRole('button', { name: 'Yes, revoke' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That invitation link no longer exists.');
    expect(screen.getByTestId('invitations-status').textContent).toBe('');
  });
});
