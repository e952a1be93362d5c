// Independent deploys: a remote is built into a new version folder and switched to in
// app-config.json while the shell keeps running; and a remote built against another major version of
// the platform contract is refused with the panel instead of running against state it does not know.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { PLATFORM_MAJOR } from '@ahc/build-config';
import { expect, test } from '@playwright/test';
import { GLOBAL_STATE } from '../support/global-state.ts';
import { overrideAppConfig } from '../support/stack.ts';
import { repoRoot } from '../support/remote-host.ts';

test.describe.configure({ mode: 'serial' });

const marketingDir = path.join(repoRoot, 'mfe-marketing');
const built: string[] = [];

/** Builds the marketing remote as its team's CI would, into dist/<version>/ next to the live one. */
function deployMarketing(version: string, env: Record<string, string> = {}): string {
  const result = spawnSync('pnpm', ['--filter', 'mfe-marketing', 'build'], {
    cwd: repoRoot,
    env: { ...process.env, REMOTE_VERSION: version, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (result.status !== 0) throw new Error(`build of ${version} failed:\n${result.stdout}\n${result.stderr}`);
  built.push(path.join(marketingDir, 'dist', version));
  return `http://localhost:3001/${version}/mf-manifest.json`;
}

test.afterEach(() => overrideAppConfig({}));
test.afterAll(() => {
  for (const dir of built) rmSync(dir, { recursive: true, force: true });
});

test(
  'a remote upgraded while the shell keeps running: open pages keep working, a reload takes the new version',
  { tag: GLOBAL_STATE },
  async ({ page }) => {
    test.setTimeout(120_000);
    const manifests: string[] = [];
    page.on(
      'request',
      (request) => request.url().endsWith('/mf-manifest.json') && manifests.push(request.url()),
    );

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(manifests.some((url) => url.includes('/1.0.0/'))).toBe(true);

    const next = deployMarketing('1.0.1-e2e');
    overrideAppConfig({ remotes: { marketing: next } });

    // The page opened before the deploy still finds the old version's files for its next page.
    await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('remote-error-panel')).toHaveCount(0);

    manifests.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(manifests).toContain(next);
  },
);

test(
  'a remote built against another major version of the platform is refused with the panel',
  { tag: GLOBAL_STATE },
  async ({ page }) => {
    test.setTimeout(120_000);
    const incompatible = deployMarketing('2.0.0-e2e', {
      AHC_PLATFORM_CONTRACT: `^${PLATFORM_MAJOR + 1}.0.0`,
    });
    overrideAppConfig({ remotes: { marketing: incompatible } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/about');
    await expect(page.getByTestId('remote-error-panel')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    // The rest of the site still works.
    await page.getByRole('banner').getByRole('link', { name: 'Start the health check' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  },
);
