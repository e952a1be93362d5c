// Renders one of this remote's pages the way the shell does, with the real platform over this
// remote's fake backend, and a probe showing where the page navigated to.
import type { Language } from '@ahc/platform';
import { type TestPlatform, createTestPlatform, renderRoutedPage } from '@ahc/platform/testing';
import type { ComponentType } from 'react';
import { createFakeBackend } from './fake-backend.ts';

export function renderPage(
  Page: ComponentType,
  options: { path: string; language?: Language; backend?: ReturnType<typeof createFakeBackend>; platform?: TestPlatform },
) {
  const backend = options.backend ?? createFakeBackend();
  const platform = options.platform ?? createTestPlatform({ fetch: backend.fetch, language: options.language ?? 'en' });
  return { ...renderRoutedPage(<Page />, { platform, path: options.path }), backend, platform };
}
