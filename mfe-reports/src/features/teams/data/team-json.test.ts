import { describe, expect, it } from 'vitest';
import { parseInvitationPreview } from './team-json.ts';

describe('preview_team_invitation’s answer', () => {
  it('is a link that works, with the system and the inviter (or none), or the way it does not work', () => {
    expect(
      parseInvitationPreview({
        status: 'ok',
        system_name: 'Payments platform',
        inviter_name: 'Olivia Owner',
      }),
    ).toEqual({
      status: 'ok',
      systemName: 'Payments platform',
      inviterName: 'Olivia Owner',
    });
    expect(parseInvitationPreview({ status: 'ok', system_name: 'Search', inviter_name: null })).toEqual({
      status: 'ok',
      systemName: 'Search',
      inviterName: null,
    });
    expect(parseInvitationPreview({ status: 'not_found' })).toEqual({ status: 'not-found' });
    for (const status of ['revoked', 'expired', 'full'] as const)
      expect(parseInvitationPreview({ status })).toEqual({ status });
  });

  it('is an error, never a guess, when it is anything else', () => {
    const odd = [
      { status: 'ok', system_name: 'X' },
      { status: 'ok', system_name: '', inviter_name: null },
      { status: 'gone' },
      null,
      'ok',
    ];
    for (const answer of odd) {
      expect(() => parseInvitationPreview(answer)).toThrow();
    }
  });
});
