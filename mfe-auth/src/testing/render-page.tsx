// Renders one of this remote's pages the way the shell does, with the real platform over a fake
// backend, inside routes so a test can see where the page navigated to (the "location" probe).
import type { Language, Platform } from '@ahc/platform';
import { createTestPlatform, renderWithPlatform } from '@ahc/platform/testing';
import { cleanup } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach } from 'vitest';
import { createFakeBackend } from './fake-backend.ts';

// vitest runs without globals, so Testing Library cannot unmount by itself between tests.
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
  options: { path: string; language?: Language; backend?: ReturnType<typeof createFakeBackend>; platform?: Platform },
) {
  const backend = options.backend ?? createFakeBackend();
  const platform = options.platform ?? createTestPlatform({ fetch: backend.fetch, language: options.language ?? 'en' });
  rendered.push(platform);
  const pathname = options.path.split('?')[0]!;
  const result = renderWithPlatform(
    <Routes>
      <Route path={pathname} element={<><Page /><LocationProbe /></>} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { platform, path: options.path },
  );
  return { ...result, backend, platform };
}
