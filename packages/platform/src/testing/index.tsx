// For component tests in every app: a platform whose Supabase client talks to a fake fetch instead of
// a server (by default the shared Supabase stand-in, createFakeSupabase), so a page can be rendered
// with the real providers, stores, i18n and data layer and no network.
import { createClient } from '@supabase/supabase-js';
import { act, cleanup, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach } from 'vitest';
import { createAuthStore } from '../auth/auth-store.ts';
import type { AppConfig } from '../config/app-config.ts';
import { disposeQueryClient } from '../data/query-client.ts';
import { createI18n } from '../i18n/i18n.ts';
import { createLanguageStore, type Language } from '../language/language-store.ts';
import { createMaintenanceStore } from '../maintenance/maintenance-store.ts';
import type { Platform } from '../platform-context.ts';
import { PlatformProvider } from '../PlatformProvider.tsx';
import type { Database, SupabaseClient } from '../supabase/client.ts';
import { readySupabaseLoader } from '../supabase/supabase-loader.ts';
import { type FakeSupabase, TEST_USER, createFakeSupabase } from './fake-supabase.ts';

export {
  FAKE_TOTP,
  type FakeFactor,
  type FakeReply,
  type FakeRoute,
  type FakeRows,
  type FakeSupabase,
  type FakeSupabaseOptions,
  type FakeUser,
  type RecordedRequest,
  TEST_USER,
  authError,
  createFakeSupabase,
  fakeAccessToken,
  httpReply,
  maintenanceRow,
  networkError,
  postgrestError,
} from './fake-supabase.ts';

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

// Every test platform is stopped after its test (its auth listener, maintenance timer and query
// cache), and the test's localStorage is cleared, so no state leaks into the next test.
const created: Platform[] = [];
afterEach(() => {
  cleanup();
  for (const platform of created.splice(0)) {
    platform.auth.stop();
    platform.maintenance.stop();
    disposeQueryClient(platform);
  }
  window.localStorage.clear();
});

/** A platform whose Supabase client is already made; `supabaseClient` lets a test act on it directly. */
export type TestPlatform = Platform & { supabaseClient: SupabaseClient };

/**
 * A platform over `supabase` (a createFakeSupabase() of the test's) or a fetch of the test's own; with
 * neither, over a fresh createFakeSupabase().
 */
export function createTestPlatform(
  options: { supabase?: FakeSupabase; fetch?: typeof fetch; language?: Language; storage?: Storage } = {},
): TestPlatform {
  const storage = options.storage ?? window.localStorage;
  if (options.language) storage.setItem('language', options.language);
  const fetch = options.fetch ?? (options.supabase ?? createFakeSupabase()).fetch;
  const supabaseClient = createClient<Database>(TEST_CONFIG.supabaseUrl, TEST_CONFIG.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch },
  });
  const supabase = readySupabaseLoader(supabaseClient);
  const i18n = createI18n(options.language ?? 'en');
  const platform: TestPlatform = {
    config: TEST_CONFIG,
    supabase,
    supabaseClient,
    i18n,
    // The client exists from the start, so the store reports its first auth state as in a page with a stored session.
    auth: createAuthStore(supabase, { sessionStored: true }),
    language: createLanguageStore(i18n, storage),
    maintenance: createMaintenanceStore(TEST_CONFIG, { fetch, pollMs: 60 * 60 * 1000, log: () => undefined }),
    firstRender: null,
  };
  created.push(platform);
  return platform;
}

/** Signs the test user in through GoTrue's password grant (the fake accepts any password); the auth store follows. */
export async function signInTestUser(platform: TestPlatform, email: string = TEST_USER.email): Promise<void> {
  await act(async () => {
    const { error } = await platform.supabaseClient.auth.signInWithPassword({
      email,
      password: 'secret-pass-1',
    });
    if (error) throw error;
  });
}

/** Shows where the router is (pathname and search), so a test can see where a page navigated to. */
export function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{`${location.pathname}${location.search}`}</span>;
}

/**
 * Renders a page as the shell routes it: at `path`, matched by `route` (default: the path without its
 * query, e.g. '/reports/:reportId' for a page that reads a parameter), with a LocationProbe beside it
 * and on every other path.
 */
export function renderRoutedPage(
  page: ReactElement,
  options: { platform: TestPlatform; path: string; route?: string },
) {
  return renderWithPlatform(
    <Routes>
      <Route
        path={options.route ?? options.path.split('?')[0]!}
        element={
          <>
            {page}
            <LocationProbe />
          </>
        }
      />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { platform: options.platform, path: options.path },
  );
}

/** Renders ui inside the platform's providers and a router at `path`. */
export function renderWithPlatform(
  ui: ReactElement,
  options: {
    platform?: TestPlatform;
    path?: string;
    /**
     * Renders the UI on the "server" first (its HTML in the container), calls this with the container,
     * as a visitor would use the page before its code arrives, and then hydrates it.
     */
    beforeHydration?: (container: HTMLElement) => void;
  } = {},
) {
  const platform = options.platform ?? createTestPlatform();
  // A wrapper (not a wrapped element), so rerender() keeps the providers and the router.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformProvider platform={platform}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>{children}</MemoryRouter>
    </PlatformProvider>
  );
  if (!options.beforeHydration) return { ...render(ui, { wrapper }), platform };
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(wrapper({ children: ui }));
  options.beforeHydration(container);
  return { ...render(ui, { wrapper, container, hydrate: true }), platform };
}
