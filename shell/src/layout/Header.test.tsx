import {
  createFakeSupabase,
  createTestPlatform,
  renderWithPlatform,
  signInTestUser,
} from '@ahc/platform/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Header } from './Header.tsx';

describe('Header', () => {
  it.each(['Sign in', 'Create account'])(
    "starts loading Supabase's client when a visitor points at or tabs to '%s'",
    (name) => {
      const platform = createTestPlatform();
      const get = vi.fn(() => Promise.resolve(platform.supabaseClient));
      renderWithPlatform(<Header />, { platform: { ...platform, supabase: { ...platform.supabase, get } } });
      expect(get).not.toHaveBeenCalled();

      const link = screen.getByRole('link', { name });
      fireEvent.pointerEnter(link);
      expect(get).toHaveBeenCalledTimes(1);
      fireEvent.focus(link);
      expect(get).toHaveBeenCalledTimes(2);
    },
  );

  it('keeps working when the client cannot be loaded (the page tries again)', async () => {
    const platform = createTestPlatform();
    const get = vi.fn(() => Promise.reject(new Error('ChunkLoadError')));
    renderWithPlatform(<Header />, { platform: { ...platform, supabase: { ...platform.supabase, get } } });
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Sign in' }));
    await Promise.resolve();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it.each([
    ['en', 'Finish signing in', 'Sign out', 'Dashboard'],
    ['da', 'Afslut login', 'Log ud', 'Oversigt'],
  ] as const)(
    'shows a session that owes its code as signed in but not yet verified, with nothing of the person (%s)',
    async (language, finish, signOut, dashboard) => {
      const supabase = createFakeSupabase({
        factors: [{ id: 'f1', status: 'verified' }],
        rows: { profiles: [] },
      });
      const platform = createTestPlatform({ supabase, language });
      renderWithPlatform(<Header />, { platform });
      await signInTestUser(platform);
      await waitFor(() =>
        expect(platform.auth.getState()).toMatchObject({ secondFactorRequired: true, isLoading: false }),
      );
      expect(screen.getByRole('link', { name: finish }).getAttribute('href')).toBe('/dashboard');
      expect(screen.queryByTestId('header-profile')).toBeNull();
      expect(screen.queryByRole('link', { name: dashboard })).toBeNull();
      expect(supabase.calls('GET profiles')).toHaveLength(0);
      await userEvent.click(screen.getByRole('button', { name: signOut }));
      await waitFor(() => expect(screen.queryByRole('link', { name: finish })).toBeNull());
      expect(supabase.calls('auth logout')).toHaveLength(1);
    },
  );
});
