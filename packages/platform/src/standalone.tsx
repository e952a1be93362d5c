// How a remote runs on its own for its team (`pnpm --filter mfe-x dev`): its pages inside a platform
// of their own, made from the app-config.json its dev server serves. In the product the shell does
// this once for everyone; here each remote gets the same providers without copying the shell.
import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { loadAppConfig } from './config/app-config.ts';
import { createPlatform } from './create-platform.ts';
import { AccountNotice } from './auth/AccountNotice.tsx';
import { PlatformProvider } from './PlatformProvider.tsx';
import { PageSpinner } from './ui/PageSpinner.tsx';

export type StandalonePage = { path: string; Page: ComponentType };

export async function startStandalone(name: string, pages: StandalonePage[]): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  const config = await loadAppConfig();
  const platform = createPlatform(config);
  root.render(
    <StrictMode>
      <PlatformProvider platform={platform}>
        <BrowserRouter>
          <nav
            aria-label={`${name} pages`}
            style={{ display: 'flex', gap: '1rem', padding: '1rem', flexWrap: 'wrap' }}
          >
            <strong>{name} (standalone)</strong>
            {pages.map(({ path }) => (
              <Link key={path} to={path}>
                {path}
              </Link>
            ))}
          </nav>
          <main style={{ padding: '0 1rem' }}>
            <AccountNotice />
            {/* A page waiting for Supabase's client (useSupabase) shows the spinner, as in the shell. */}
            <Suspense fallback={<PageSpinner />}>
              <Routes>
                {pages.map(({ path, Page }) => (
                  <Route key={path} path={path} element={<Page />} />
                ))}
              </Routes>
            </Suspense>
          </main>
        </BrowserRouter>
      </PlatformProvider>
    </StrictMode>,
  );
}
