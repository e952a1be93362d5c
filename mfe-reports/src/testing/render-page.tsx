// Renders one of this remote's pages the way the shell does: the real platform over a fake backend,
// signed in (unless told otherwise), at a path, inside a route when the page reads a parameter.
import type { Language, Platform, UserProfile } from '@ahc/platform';
import { createTestPlatform, renderWithPlatform } from '@ahc/platform/testing';
import { cleanup } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach } from 'vitest';
import { createFakeBackend } from './fake-backend.ts';
import { TEST_USER_ID } from './fixtures.ts';

const rendered: Platform[] = [];
afterEach(() => {
  cleanup();
  for (const platform of rendered.splice(0)) {
    platform.auth.stop();
    platform.maintenance.stop();
  }
  window.localStorage.clear();
});

export const TEST_PROFILE: UserProfile = {
  id: TEST_USER_ID,
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  company: 'Acme ApS',
  architectureDescription: '',
  createdAt: '2026-01-01T00:00:00Z',
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderPage(
  page: ReactElement,
  options: { path: string; route?: string; language?: Language; backend?: ReturnType<typeof createFakeBackend>; profile?: UserProfile | null } = { path: '/' },
) {
  const backend = options.backend ?? createFakeBackend();
  const platform = createTestPlatform({ fetch: backend.fetch, language: options.language ?? 'en' });
  rendered.push(platform);
  // The shell renders these pages only for a signed-in visitor; stop listening to the (empty) session
  // first so its initial event cannot sign the test user out again.
  platform.auth.stop();
  platform.auth.setState({
    isLoading: false,
    isAuthenticated: true,
    currentUser: { id: TEST_USER_ID, email: TEST_PROFILE.email } as never,
    userProfile: options.profile === undefined ? TEST_PROFILE : options.profile,
  });
  const view = renderWithPlatform(
    <Routes>
      <Route path={options.route ?? options.path} element={page} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { platform, path: options.path },
  );
  return { ...view, backend, platform, user: userEvent.setup() };
}
