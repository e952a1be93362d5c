// End-to-end tests in Debian's Chromium (never a downloaded browser) against the production build
// served the way `npm start` serves it, on a fresh local stack of its own. E2E_SKIP_BUILD=1 reuses the
// apps' current dist/ folders (quicker while iterating).
import { defineConfig } from '@playwright/test';
import { E2E_STACK } from './support/stack-env.ts';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
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
      // Sign-ups send confirmation e-mails (config.toml has confirmations on); hosted Supabase's project
      // allowance of 2 an hour would stop the run. The interval per user (max_frequency) still applies.
      SUPABASE_AUTH_RATE_LIMIT_EMAIL_SENT: '100000',
    },
  },
});
