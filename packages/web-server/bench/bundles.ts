// What a visitor downloads: the JavaScript and CSS (gzip) a first visit to / loads, and what each
// route adds when reached from there, measured in Chromium against a build served as `npm start`
// serves it (the federated product, or the one-bundle reference); and how long each app takes to
// build.
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { REMOTES, SHELL_PORT } from '@ahc/build-config';
import { CHROMIUM_LAUNCH } from '@ahc/build-config/chromium';
import { repoRoot } from 'local-supabase/config';

const APPS = ['shell', ...Object.values(REMOTES).map((r) => r.app)];
const ROUTES = ['/start', '/login', '/dummyreport', '/about'];

export function buildTimes(): Record<string, number> {
  const times: Record<string, number> = {};
  for (const app of APPS) {
    const started = performance.now();
    const result = spawnSync('pnpm', ['--filter', app, 'build'], { cwd: repoRoot, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${app} build failed:\n${result.stderr}`);
    times[app] = Math.round(performance.now() - started);
  }
  return times;
}

/** host/path → gzip bytes, largest first. */
const fileSizes = (files: Map<string, number>) =>
  Object.fromEntries(
    [...files].sort((a, b) => b[1] - a[1]).map(([u, b]) => [`${new URL(u).host}${new URL(u).pathname}`, b]),
  );

/** Measures against the shell served at shellUrl (start the server after building: it lists files at start). */
export async function measureBundles(shellUrl = `http://localhost:${SHELL_PORT}`) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const page = await browser.newPage();
    const seen = new Map<string, number>();
    const css = new Map<string, number>();
    // Code fetched for the pages likely to come next (fetch(), not a <script>): not part of the page.
    const prefetched = new Map<string, number>();
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      const speculative = response.request().resourceType() === 'fetch';
      const into = speculative
        ? type.includes('javascript') || type.includes('text/css')
          ? prefetched
          : undefined
        : type.includes('javascript')
          ? seen
          : type.includes('text/css')
            ? css
            : undefined;
      if (!into || into.has(response.url())) return;
      into.set(response.url(), 0);
      try {
        into.set(response.url(), gzipSync(await response.body()).length);
      } catch {
        into.delete(response.url());
      }
    });
    const total = () => [...seen.values()].reduce((a, b) => a + b, 0);
    // A route has arrived when its own h1 shows (the previous page's stays up during the transition)
    // and the network has gone quiet.
    const heading = page.getByRole('heading', { level: 1 }).first();
    const settle = async (previousHeading?: string) => {
      await page.waitForFunction((previous) => {
        const text = document.querySelector('h1')?.textContent;
        return Boolean(text) && text !== previous && !document.querySelector('.page-transition-overlay');
      }, previousHeading);
      await page.waitForLoadState('networkidle');
    };

    await page.goto(`${shellUrl}/`);
    await settle();
    const initial = total();
    const initialFiles = new Map(seen);
    const initialCss = [...css.values()].reduce((a, b) => a + b, 0);
    const prefetchedBytes = [...prefetched.values()].reduce((a, b) => a + b, 0);
    const perRoute: Record<string, { addedBytes: number; remoteEntryBytes: number }> = {};
    for (const route of ROUTES) {
      const before = new Set(seen.keys());
      const beforeBytes = total();
      const previousHeading = await heading.textContent();
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route);
      await settle(previousHeading ?? undefined);
      const added = [...seen.entries()].filter(([url]) => !before.has(url));
      perRoute[route] = {
        addedBytes: total() - beforeBytes,
        remoteEntryBytes: added
          .filter(([url]) => url.endsWith('/remoteEntry.js'))
          .reduce((a, [, b]) => a + b, 0),
      };
    }
    return {
      initialBytes: initial,
      initialCssBytes: initialCss,
      prefetchedBytes,
      perRoute,
      files: fileSizes(seen),
      initialFiles: fileSizes(initialFiles),
    };
  } finally {
    await browser.close();
  }
}
