import { describe, expect, it, vi } from 'vitest';
import { invitationPreview } from './invitations.ts';

const dead = { system_name: null, inviter_name: null };

describe('preview_team_invitation’s answer', () => {
  it('is a link that works, with the system and the inviter (or none), or the way it does not work', () => {
    expect(
      invitationPreview({ status: 'ok', system_name: 'Payments platform', inviter_name: 'Olivia Owner' }),
    ).toEqual({ status: 'ok', systemName: 'Payments platform', inviterName: 'Olivia Owner' });
    expect(invitationPreview({ status: 'ok', system_name: 'Search', inviter_name: null })).toEqual({
      status: 'ok',
      systemName: 'Search',
      inviterName: null,
    });
    expect(invitationPreview({ status: 'not_found', ...dead })).toEqual({ status: 'not-found' });
    for (const status of ['revoked', 'expired', 'full'] as const)
      expect(invitationPreview({ status, ...dead })).toEqual({ status });
  });

  it('is an error, never a guess, when the database breaks its promise', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const answer of [{ status: 'ok' as const, ...dead }, { status: null, ...dead }, null])
      expect(() => invitationPreview(answer)).toThrow();
  });
});
