import type { UserProfile } from '@ahc/platform';
import { describe, expect, it } from 'vitest';
import { profileChanges, profileFormValues } from './profile-form.ts';

const loaded: UserProfile = {
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada',
  company: 'AE',
  architectureDescription: 'Monolith',
  createdAt: '2026-01-01T00:00:00Z',
};

describe('profileChanges', () => {
  it('is empty when nothing changed (whitespace aside)', () => {
    expect(
      profileChanges(loaded, { name: ' Ada ', company: 'AE', architectureDescription: 'Monolith\n' }),
    ).toEqual({});
  });

  it('holds only the changed fields, trimmed', () => {
    expect(
      profileChanges(loaded, { name: 'Ada', company: ' New ', architectureDescription: 'Monolith' }),
    ).toEqual({ company: 'New' });
    expect(
      profileChanges(loaded, { name: 'Ada L', company: '', architectureDescription: 'Services' }),
    ).toEqual({
      name: 'Ada L',
      company: '',
      architectureDescription: 'Services',
    });
  });

  it('treats an absent description (social sign-in) as empty', () => {
    const social = { ...loaded, architectureDescription: undefined };
    expect(profileFormValues(social).architectureDescription).toBe('');
    expect(profileChanges(social, profileFormValues(social))).toEqual({});
    expect(profileChanges(social, { ...profileFormValues(social), architectureDescription: 'x' })).toEqual({
      architectureDescription: 'x',
    });
  });
});
