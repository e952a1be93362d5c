// End-to-end tests in Debian's Chromium (never a downloaded browser) against the production build
// served the way `npm start` serves it, on a fresh local stack of its own. E2E_SKIP_BUILD=1 reuses the
// apps' current dist/ folders (quicker while iterating).
//
// Tests run in parallel workers, each test on its own: its own users (unique addresses, made through the
// Auth API or the pages), its own reports, teams and links, and mail read by its own address. A test that
// changes what every other test's pages see is tagged GLOBAL_STATE and runs in the 'global-state' project,
// one test at a time, after all the others (its dependency) have finished:
// - maintenance.spec.ts, server-rendering.spec.ts's maintenance and pages-product.spec.ts's maintenance
//   title switch the maintenance flag, which turns every page into the maintenance page;
// - deploy.spec.ts, remote-failures.spec.ts and server-rendering-versions.spec.ts point app-config.json's
//   remotes elsewhere (a new version, a stopped or broken server), for every page the shell serves;
// - benchmark-sharing.spec.ts's "below k" raises the benchmark's k over the population, so no report shows
//   a comparison, and its "above k" works the figures out from every person's newest report, which the
//   other tests keep adding to.
// Run one of these alone with --no-deps (the project otherwise runs every other test first).
import { CHROMIUM_LAUNCH } from '@ahc/build-config/chromium';
import { defineConfig } from '@playwright/test';
import { GLOBAL_STATE } from './support/global-state.ts';
import { E2E_STACK } from './support/stack-env.ts';

export default defineConfig({
  testDir: './tests',
  // Two workers unless E2E_WORKERS says otherwise. One worker keeps about one and a quarter cores busy,
  // mostly Chromium's renderer, which runs a page's script and layout on one thread; a second worker fills
  // the second core whenever the other suites leave it free. A fresh clone's CI ran this suite in 28
  // minutes with one worker and 17 with two, beside the other suites both times.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A test that passes only when tried again is a bug to fix, in the test or in the product.
  retries: 0,
  projects: [
    { name: 'isolated', fullyParallel: true, grepInvert: new RegExp(GLOBAL_STATE) },
    {
      name: 'global-state',
      grep: new RegExp(GLOBAL_STATE),
      dependencies: ['isolated'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: 'http://localhost:3000',
    // A failing test prints its error and keeps a screenshot. A full trace (DOM snapshots and a
    // screencast of every step) is recorded only with E2E_TRACE=1: recorded for every test, to keep it for
    // the ones that fail, it cost about a fifth of the suite's time.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    // A fresh state folder every run, so every run starts from an empty database.
    command: `rm -rf .state && mkdir -p .state && echo '{}' > ${E2E_STACK.overridesFile} && ../node_modules/.bin/tsx ../scripts/start.ts${process.env.E2E_SKIP_BUILD ? ' --skip-build' : ''}`,
    url: 'http://localhost:3000/app-config.json',
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // The generator's test mode paces its pieces, so a test can see the first one before the last.
    env: {
      LOCAL_SUPABASE_DIR: E2E_STACK.stateDir,
      LOCAL_SUPABASE_PORT: String(E2E_STACK.port),
      APP_CONFIG_OVERRIDES: E2E_STACK.overridesFile,
      GENERATE_REPORT_CHUNK_DELAY_MS: '40',
      // Every test signs its users up from this one machine; the per-address limit would stop the run
      // after 30. The limits per account and for the whole service still apply (and are tested).
      SUPABASE_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000',
      // The same for the codes and links the tests verify (e-mail codes and links, two-factor codes):
      // tests in parallel verify more than 30 in five minutes. Wrong codes per account still count.
      SUPABASE_AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS: '100000',
      // Sign-ups send confirmation e-mails (config.toml has confirmations on); hosted Supabase's project
      // allowance of 2 an hour would stop the run. The interval per user (max_frequency) still applies.
      SUPABASE_AUTH_RATE_LIMIT_EMAIL_SENT: '100000',
    },
  },
});
