import type { User } from '@supabase/supabase-js';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PlatformProvider } from '../PlatformProvider.tsx';
import { createTestPlatform } from '../testing/index.tsx';
import { FIRST_SESSION_WINDOW_MS, NEW_ACCOUNT_MS, isFirstVisit, useGreeting } from './greeting.ts';

const T0 = Date.parse('2026-11-20T10:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();
const user = (dates: { created: number; signedIn?: number; confirmed?: number }) =>
  ({
    id: 'u',
    created_at: iso(dates.created),
    last_sign_in_at: dates.signedIn === undefined ? undefined : iso(dates.signedIn),
    email_confirmed_at: dates.confirmed === undefined ? undefined : iso(dates.confirmed),
  }) as unknown as User;

describe('isFirstVisit', () => {
  it('is true for an account signed in as it was made: a registration, a first Google or Apple sign-in', () => {
    expect(isFirstVisit(user({ created: T0, signedIn: T0 + 1000 }), T0 + 60_000)).toBe(true);
    expect(isFirstVisit(user({ created: T0 }), T0 + 60_000)).toBe(true);
  });

  it('counts the first sign-in after confirming the e-mail address as the first visit', () => {
    const confirmed = T0 + 3 * 60 * 60 * 1000;
    expect(
      isFirstVisit(user({ created: T0, confirmed, signedIn: confirmed + 2000 }), confirmed + 60_000),
    ).toBe(true);
  });

  it('is false once the user has signed in again, or the first session is a day old', () => {
    expect(
      isFirstVisit(
        user({ created: T0, signedIn: T0 + FIRST_SESSION_WINDOW_MS + 1 }),
        T0 + FIRST_SESSION_WINDOW_MS + 2,
      ),
    ).toBe(false);
    expect(isFirstVisit(user({ created: T0, signedIn: T0 }), T0 + NEW_ACCOUNT_MS)).toBe(false);
    expect(isFirstVisit(null)).toBe(false);
  });
});

describe('useGreeting', () => {
  function greetingFor(currentUser: User | null, name: string, language: 'en' | 'da' = 'en') {
    const platform = createTestPlatform({ language });
    platform.auth.setState({
      currentUser,
      isAuthenticated: Boolean(currentUser),
      isLoading: false,
      userProfile: name ? { id: 'u', email: 'a@b.c', name, company: '', createdAt: iso(T0) } : null,
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PlatformProvider platform={platform}>{children}</PlatformProvider>
    );
    return renderHook(() => useGreeting(), { wrapper }).result;
  }

  it('welcomes a first-time visitor and welcomes back a returning one, in both languages', () => {
    const now = Date.now();
    const first = user({ created: now - 1000, signedIn: now - 900 });
    const returning = user({ created: now - 10 * NEW_ACCOUNT_MS, signedIn: now - 1000 });
    expect(greetingFor(first, 'Ada Lovelace').current).toBe('Welcome, Ada Lovelace');
    expect(greetingFor(returning, 'Ada Lovelace').current).toBe('Welcome back, Ada Lovelace');
    expect(greetingFor(first, '').current).toBe('Welcome');
    expect(greetingFor(returning, '', 'da').current).toBe('Velkommen tilbage');
    expect(greetingFor(first, 'Ada', 'da').current).toBe('Velkommen, Ada');
    act(() => undefined);
  });
});
