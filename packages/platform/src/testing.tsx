// For component tests in every app: a platform whose Supabase client talks to a fake fetch instead of
// a server, so a page can be rendered with the real providers, stores and i18n and no network.
import { createClient } from '@supabase/supabase-js';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createAuthStore } from './auth/auth-store.ts';
import type { AppConfig } from './config/app-config.ts';
import { createI18n } from './i18n/i18n.ts';
import { createLanguageStore, type Language } from './language/language-store.ts';
import { createMaintenanceStore } from './maintenance/maintenance-store.ts';
import type { Platform } from './platform-context.ts';
import { PlatformProvider } from './PlatformProvider.tsx';

export const TEST_CONFIG: AppConfig = {
  supabaseUrl: 'http://supabase.test',
  supabaseAnonKey: 'test-anon-key-test-anon-key',
  remotes: {
    marketing: 'http://marketing.test/mf-manifest.json',
    auth: 'http://auth.test/mf-manifest.json',
    assessment: 'http://assessment.test/mf-manifest.json',
    reports: 'http://reports.test/mf-manifest.json',
  },
  generateReportUrl: '/api/generate-report',
};

/** Answers every request with an empty success unless `fetch` says otherwise. */
const emptyFetch: typeof fetch = async (input) => {
  const url = String(input instanceof Request ? input.url : input);
  if (url.includes('/rest/v1/app_config')) return Response.json({ value: { enabled: false, message: '' } });
  return Response.json([]);
};

export function createTestPlatform(options: { fetch?: typeof fetch; language?: Language; storage?: Storage } = {}): Platform {
  const storage = options.storage ?? window.localStorage;
  if (options.language) storage.setItem('language', options.language);
  const supabase = createClient(TEST_CONFIG.supabaseUrl, TEST_CONFIG.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: options.fetch ?? emptyFetch },
  });
  const i18n = createI18n(options.language ?? 'en');
  return {
    config: TEST_CONFIG,
    supabase,
    i18n,
    auth: createAuthStore(supabase),
    language: createLanguageStore(i18n, storage),
    maintenance: createMaintenanceStore(supabase, { pollMs: 60 * 60 * 1000, log: () => undefined }),
  };
}

/** Renders ui inside the platform's providers and a router at `path`. */
export function renderWithPlatform(ui: ReactElement, options: { platform?: Platform; path?: string } = {}) {
  const platform = options.platform ?? createTestPlatform();
  // A wrapper (not a wrapped element), so rerender() keeps the providers and the router.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformProvider platform={platform}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>{children}</MemoryRouter>
    </PlatformProvider>
  );
  return { ...render(ui, { wrapper }), platform };
}
