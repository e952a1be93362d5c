// Renders one of this remote's pages the way the shell does: the real platform over this remote's fake
// backend, signed in (unless told otherwise), at a path, inside a route when the page reads a parameter.
import type { Language, UserProfile } from '@ahc/platform';
import { createTestPlatform, renderRoutedPage } from '@ahc/platform/testing';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createFakeBackend } from './fake-backend.ts';
import { TEST_USER_ID } from './fixtures.ts';

export const TEST_PROFILE: UserProfile = {
  id: TEST_USER_ID,
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  company: 'Acme ApS',
  architectureDescription: '',
  createdAt: '2026-01-01T00:00:00Z',
};

export function renderPage(
  page: ReactElement,
  options: { path: string; route?: string; language?: Language; backend?: ReturnType<typeof createFakeBackend>; profile?: UserProfile | null } = { path: '/' },
) {
  const backend = options.backend ?? createFakeBackend();
  const platform = createTestPlatform({ fetch: backend.fetch, language: options.language ?? 'en' });
  // The shell renders these pages only for a signed-in visitor; stop listening to the (empty) session
  // first so its initial event cannot sign the test user out again.
  platform.auth.stop();
  platform.auth.setState({
    isLoading: false,
    isAuthenticated: true,
    currentUser: { id: TEST_USER_ID, email: TEST_PROFILE.email } as never,
    userProfile: options.profile === undefined ? TEST_PROFILE : options.profile,
  });
  const view = renderRoutedPage(page, { platform, path: options.path, route: options.route });
  return { ...view, backend, platform, user: userEvent.setup() };
}
