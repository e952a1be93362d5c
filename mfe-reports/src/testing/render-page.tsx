// Renders one of this remote's pages the way the shell does: the real platform over the platform's
// Supabase stand-in holding this remote's reports, signed in (unless told otherwise), at a path,
// inside a route when the page reads a parameter.
import type { Language, UserProfile } from '@ahc/platform';
import { type FakeSupabase, TEST_USER, createFakeSupabase, createTestPlatform, renderRoutedPage } from '@ahc/platform/testing';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { ReportRow } from '../data/reports/report-row.ts';

export const TEST_PROFILE: UserProfile = {
  id: TEST_USER.id,
  email: TEST_USER.email,
  name: 'Ada Lovelace',
  company: 'Acme ApS',
  architectureDescription: '',
  createdAt: '2026-01-01T00:00:00Z',
};

/**
 * The stand-in with these reports in the table; get_report answers 'ok' with a report it holds and
 * 'not_found' otherwise (a test answers 'forbidden' or fails it through the stand-in's answer()).
 */
export function reportsBackend(reports: ReportRow[] = []): FakeSupabase {
  const supabase = createFakeSupabase({ rows: { reports } });
  supabase.rpc('get_report', ({ report_id }) => {
    const report = supabase.rows('reports').find((row) => row.id === report_id);
    return report ? { status: 'ok', report } : { status: 'not_found' };
  });
  return supabase;
}

export function renderPage(
  page: ReactElement,
  options: { path: string; route?: string; language?: Language; backend?: FakeSupabase; profile?: UserProfile | null } = { path: '/' },
) {
  const backend = options.backend ?? reportsBackend();
  const platform = createTestPlatform({ supabase: backend, language: options.language ?? 'en' });
  // The shell renders these pages only for a signed-in visitor; stop listening to the (empty) session
  // first so its initial event cannot sign the test user out again.
  platform.auth.stop();
  platform.auth.setState({
    isLoading: false,
    isAuthenticated: true,
    currentUser: { id: TEST_USER.id, email: TEST_USER.email, aud: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: '2026-01-01T00:00:00Z' },
    userProfile: options.profile === undefined ? TEST_PROFILE : options.profile,
  });
  const view = renderRoutedPage(page, { platform, path: options.path, route: options.route });
  return { ...view, backend, platform, user: userEvent.setup() };
}
