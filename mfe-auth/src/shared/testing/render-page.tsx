// Renders one of this remote's pages the way the shell does, with the real platform over the
// platform's Supabase stand-in (holding the test user's profile), and a probe showing where the page
// navigated to.
import type { Language, Tables } from '@ahc/platform';
import {
  type FakeSupabase,
  type TestPlatform,
  TEST_USER,
  createFakeSupabase,
  createTestPlatform,
  renderRoutedPage,
} from '@ahc/platform/testing';
import type { ComponentType } from 'react';

export function profileRow(changes: Partial<Tables<'profiles'>> = {}): Tables<'profiles'> {
  return {
    id: TEST_USER.id,
    email: TEST_USER.email,
    name: 'Ada Lovelace',
    company: 'Analytical Engines',
    architecture_description: '',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...changes,
  };
}

/** The stand-in with the test user's profile (or none, with `profile: null`). */
export function authBackend(options: { profile?: Tables<'profiles'> | null } = {}): FakeSupabase {
  const profile = options.profile === undefined ? profileRow() : options.profile;
  return createFakeSupabase({ rows: { profiles: profile ? [profile] : [] } });
}

export function renderPage(
  Page: ComponentType,
  options: { path: string; language?: Language; backend?: FakeSupabase; platform?: TestPlatform },
) {
  const backend = options.backend ?? authBackend();
  const platform =
    options.platform ?? createTestPlatform({ supabase: backend, language: options.language ?? 'en' });
  return { ...renderRoutedPage(<Page />, { platform, path: options.path }), backend, platform };
}
