// Renders one of this remote's pages the way the shell does: the real platform over a fake backend,
// inside routes, with a probe showing where the page navigated to.
import type { Language, Platform } from '@ahc/platform';
import { createTestPlatform, renderWithPlatform } from '@ahc/platform/testing';
import { act, cleanup } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach } from 'vitest';
import { createFakeBackend } from './fake-backend.ts';

const rendered: Platform[] = [];
afterEach(() => {
  cleanup();
  for (const platform of rendered.splice(0)) {
    platform.auth.stop();
    platform.maintenance.stop();
  }
  window.localStorage.clear();
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderPage(
  Page: ComponentType,
  options: { path: string; language?: Language; backend?: ReturnType<typeof createFakeBackend>; platform?: Platform } = { path: '/' },
) {
  const backend = options.backend ?? createFakeBackend();
  const platform = options.platform ?? createTestPlatform({ fetch: backend.fetch, language: options.language ?? 'en' });
  rendered.push(platform);
  const result = renderWithPlatform(
    <Routes>
      <Route path={options.path} element={<><Page /><LocationProbe /></>} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { platform, path: options.path },
  );
  return { ...result, backend, platform };
}

/** Signs the test user in through GoTrue's password grant; the auth store flips to signed in. */
export async function signIn(platform: Platform): Promise<void> {
  await act(async () => {
    const { error } = await platform.supabase.auth.signInWithPassword({ email: 'ada@example.com', password: 'secret-pass-1' });
    if (error) throw error;
  });
}
