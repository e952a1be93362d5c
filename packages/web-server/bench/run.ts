// `pnpm --filter @ahc/web-server bench` (part of `npm run bench`): builds every app and the one-bundle
// reference (the same code without federation), serves both as `npm start` serves the product, on a
// throw-away stack, and prints every web figure for both side by side, with the ratio: the bytes of a
// first visit to /, what each route adds, the time to a page's own heading for a new visitor, an in-app
// navigation, and Lighthouse (mobile and desktop) on /, /start and a report page, each against its
// target. Figures also go to .local/bench-web.json. Targets are reported, not enforced.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SHELL_PORT } from '@ahc/build-config';
import { repoRoot } from 'local-supabase/config';
import { deriveKeys } from 'local-supabase/keys';
import type { ShellAppConfig } from '../src/servers.ts';
import { buildTimes, measureBundles } from './bundles.ts';
import { timeToHeading } from './first-paint.ts';
import { type LighthouseFigures, runLighthouse } from './lighthouse.ts';
import { ONE_BUNDLE_PORT, buildOneBundle, serveOneBundle } from './one-bundle.ts';

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
const ratio = (a: number, b: number) => (b > 0 ? a / b : Number.NaN);
const STACK_PORT = 54341;
const stackUrl = `http://127.0.0.1:${STACK_PORT}`;
const stateDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
const BUILDS = { federated: `http://localhost:${SHELL_PORT}`, 'one bundle': `http://localhost:${ONE_BUNDLE_PORT}` } as const;
type Build = keyof typeof BUILDS;

const TARGETS = {
  headingMs: 450,
  headingRatio: 1.15,
  bytesRatio: 1.1,
  initialJs: 150 * KB,
  initialCss: 25 * KB,
  mobile: { performance: 98, lcp: 1500, tbt: 100 },
  desktop: { performance: 100 },
  navigationMs: 500 + 50,
  cls: 0.05,
};

async function startProduct() {
  const server = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/start.ts', '--skip-build'], {
    cwd: repoRoot,
    env: { ...process.env, LOCAL_SUPABASE_DIR: stateDir, LOCAL_SUPABASE_PORT: String(STACK_PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      if (out.includes('is running')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`the product server exited with ${code}`)));
  });
  return server;
}

/** A signed-up user with one report: what the report page needs. */
async function userWithReport() {
  const { anonKey, serviceRoleKey } = deriveKeys(readFileSync(path.join(stateDir, 'jwt-secret'), 'utf8').trim());
  const { answersAtPositions } = await import('@ahc/assessment-model');
  // A confirmed user from the admin API (config.toml has confirmations on), then a password sign-in.
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench password 1';
  const created = await fetch(`${stackUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: { name: 'Bench Mark', company: 'Perf ApS' } }),
  });
  if (!created.ok) throw new Error(`creating the bench user failed: ${created.status} ${await created.text()}`);
  const signIn = await fetch(`${stackUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const session = await signIn.json();
  const answers = answersAtPositions(Array.from({ length: 20 }, (_, i) => i % 4));
  const submitted = await fetch(`${stackUrl}/rest/v1/rpc/submit_assessment`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ answers, submission_id: randomUUID() }),
  });
  const report = await submitted.json();
  return { storage: { 'sb-127-auth-token': JSON.stringify(session) }, reportId: report.id as string };
}

/** From a click on a header link to the new page's heading: the 500 ms transition plus what the page costs. */
async function navigationMs(shellUrl: string, from: string, to: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    const times: number[] = [];
    for (let run = 0; run < 4; run++) {
      await page.goto(`${shellUrl}${from}`);
      await page.waitForFunction(() => Boolean(document.querySelector('h1')) && !document.querySelector('.page-transition-overlay'));
      const before = await page.locator('h1').first().textContent();
      const started = await page.evaluate(() => performance.now());
      await page.locator(`a[href="${to}"]`).first().click();
      await page.waitForFunction((previous) => {
        const h1 = document.querySelector('h1')?.textContent;
        return Boolean(h1) && h1 !== previous && !document.querySelector('.page-transition-overlay');
      }, before, { polling: 'raf' });
      if (run > 0) times.push(Math.round((await page.evaluate(() => performance.now())) - started));
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)]!;
  } finally {
    await browser.close();
  }
}

const federatedBuilds = buildTimes();
const oneBundleBuildMs = await buildOneBundle();
const server = await startProduct();
const appConfig = (await (await fetch(`${BUILDS.federated}/app-config.json`)).json()) as ShellAppConfig;
const oneBundle = await serveOneBundle(() => appConfig, `${stackUrl}/functions/v1`);
try {
  const { storage, reportId } = await userWithReport();
  const reportPath = `/reports/${reportId}`;
  const pages = [{ path: '/' }, { path: '/start' }, { path: '/login' }, { path: reportPath, storage }];
  const figures = {} as Record<Build, {
    bundles: Awaited<ReturnType<typeof measureBundles>>;
    headingMs: Record<string, number>;
    navigationMs: number;
    lighthouse: LighthouseFigures[];
  }>;
  for (const [build, url] of Object.entries(BUILDS) as [Build, string][]) {
    console.error(`[bench] measuring the ${build} build at ${url} …`);
    const headingMs: Record<string, number> = {};
    for (const page of pages) headingMs[page.path] = await timeToHeading(`${url}${page.path}`, page.storage);
    figures[build] = {
      bundles: await measureBundles(url),
      headingMs,
      navigationMs: await navigationMs(url, '/', '/about'),
      lighthouse: await runLighthouse({ shellUrl: url, pages: [{ path: '/' }, { path: '/start' }, { path: reportPath, storage }] }),
    };
  }

  const fed = figures.federated;
  const one = figures['one bundle'];
  const label = (p: string) => (p.startsWith('/reports/') ? '/reports/{id}' : p);
  console.log('\nBuild time');
  for (const [app, ms] of Object.entries(federatedBuilds)) console.log(`  ${app.padEnd(16)} ${(ms / 1000).toFixed(1)} s`);
  console.log(`  ${'one bundle'.padEnd(16)} ${(oneBundleBuildMs / 1000).toFixed(1)} s`);

  console.log('\nFirst visit to / (gzip)        federated    one bundle   ratio   targets');
  const fedBytes = fed.bundles.initialBytes + fed.bundles.initialCssBytes;
  const oneBytes = one.bundles.initialBytes + one.bundles.initialCssBytes;
  console.log(`  JavaScript                   ${kb(fed.bundles.initialBytes).padStart(10)}   ${kb(one.bundles.initialBytes).padStart(10)}   ${ratio(fed.bundles.initialBytes, one.bundles.initialBytes).toFixed(2)}×   ≤ 150 KB ${verdict(fed.bundles.initialBytes <= TARGETS.initialJs)}`);
  console.log(`  CSS                          ${kb(fed.bundles.initialCssBytes).padStart(10)}   ${kb(one.bundles.initialCssBytes).padStart(10)}   ${ratio(fed.bundles.initialCssBytes, one.bundles.initialCssBytes).toFixed(2)}×   ≤ 25 KB ${verdict(fed.bundles.initialCssBytes <= TARGETS.initialCss)}`);
  console.log(`  JavaScript + CSS             ${kb(fedBytes).padStart(10)}   ${kb(oneBytes).padStart(10)}   ${ratio(fedBytes, oneBytes).toFixed(2)}×   ≤ 1.10× ${verdict(ratio(fedBytes, oneBytes) <= TARGETS.bytesRatio)}`);

  console.log(`  prefetched when idle (next pages' code, not counted above): federated ${kb(fed.bundles.prefetchedBytes)}, one bundle ${kb(one.bundles.prefetchedBytes)}`);

  console.log('\nJS a route adds when reached from / (gzip)');
  for (const route of Object.keys(fed.bundles.perRoute)) {
    const f = fed.bundles.perRoute[route]!;
    const o = one.bundles.perRoute[route];
    console.log(`  ${route.padEnd(14)} ${kb(f.addedBytes).padStart(9)} (remote entry ${kb(f.remoteEntryBytes)})   one bundle ${kb(o?.addedBytes ?? 0).padStart(9)}`);
  }

  console.log('\nTime to the page\'s own heading, new visitor, localhost (median of 5 fresh browsers)');
  for (const page of pages) {
    const f = fed.headingMs[page.path]!;
    const o = one.headingMs[page.path]!;
    const ok = f <= TARGETS.headingMs && ratio(f, o) <= TARGETS.headingRatio;
    console.log(`  ${label(page.path).padEnd(14)} federated ${String(f).padStart(5)} ms   one bundle ${String(o).padStart(5)} ms   ${ratio(f, o).toFixed(2)}×   ≤ 450 ms and ≤ 1.15× ${verdict(ok)}`);
  }
  console.log(`\nIn-app navigation / → /about, click to heading: federated ${fed.navigationMs} ms, one bundle ${one.navigationMs} ms   ≤ 550 ms ${verdict(fed.navigationMs <= TARGETS.navigationMs)}`);

  console.log('\nLighthouse as its CLI runs (fresh profile per run, storage reset), median of 3 after one unmeasured run');
  for (const f of fed.lighthouse) {
    const o = one.lighthouse.find((x) => x.url === f.url && x.preset === f.preset);
    if (f.error) {
      console.log(`  ${f.preset.padEnd(8)} ${label(f.url)} not measured: ${f.error}`);
      continue;
    }
    const ok = f.preset === 'mobile'
      ? f.performance >= TARGETS.mobile.performance && f.lcp <= TARGETS.mobile.lcp && f.tbt <= TARGETS.mobile.tbt && f.cls <= TARGETS.cls
      : f.performance >= TARGETS.desktop.performance && f.cls <= TARGETS.cls;
    console.log(`  ${f.preset.padEnd(8)} ${label(f.url).padEnd(14)} perf ${String(f.performance).padStart(3)} / ${String(o?.performance ?? '-').padStart(3)}  LCP ${String(f.lcp).padStart(5)} / ${String(o?.lcp ?? '-').padStart(5)} ms  TBT ${String(f.tbt).padStart(4)} / ${String(o?.tbt ?? '-').padStart(4)} ms  CLS ${f.cls.toFixed(3)}   ${verdict(ok)}`);
  }
  console.log('  (federated / one bundle)');
  mkdirSync(path.join(repoRoot, '.local'), { recursive: true });
  writeFileSync(path.join(repoRoot, '.local', 'bench-web.json'), `${JSON.stringify({ date: new Date().toISOString(), builds: { ...federatedBuilds, 'one bundle': oneBundleBuildMs }, figures }, null, 2)}\n`);
} finally {
  oneBundle.server.close();
  server.kill('SIGTERM');
}
