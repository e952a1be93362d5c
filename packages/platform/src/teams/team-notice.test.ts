import { describe, expect, it } from 'vitest';
import { type TeamNotice, readTeamNotice, teamNoticeState } from './team-notice.ts';

describe('the notice a team page is opened with', () => {
  it('reads back every notice as it was written, through a copy of the state as the history keeps it', () => {
    const notices: TeamNotice[] = [
      { kind: 'joined' },
      { kind: 'already-member' },
      { kind: 'submitted', reportId: '2f1c1f0e-8a53-4f1e-9a51-0d3c7b4f2a10' },
      { kind: 'submitted', reportId: null },
    ];
    for (const notice of notices)
      expect(readTeamNotice(structuredClone(teamNoticeState(notice)))).toEqual(notice);
  });

  it('is none for a page opened without one, or with a state of another kind', () => {
    for (const state of [null, undefined, 'submitted', {}, { from: '/dashboard' }, { teamNotice: 'left' }])
      expect(readTeamNotice(state)).toBeNull();
  });

  it('has no report to link when the report id is not text', () => {
    expect(readTeamNotice({ teamNotice: 'submitted', reportId: 7 })).toEqual({
      kind: 'submitted',
      reportId: null,
    });
  });
});
