// Each way a remote can fail shows the in-place panel with a retry, while the header, the language
// switch and every other route keep working; and a remote moved to another URL in app-config.json is
// followed after a reload, with no rebuild of the shell.
import { expect, test } from '@playwright/test';
import { GLOBAL_STATE } from '../support/global-state.ts';
import { overrideAppConfig } from '../support/stack.ts';
import { TestRemoteHost, fixtureRemote, repoRoot } from '../support/remote-host.ts';
import path from 'node:path';
import { remoteVersion } from '@ahc/build-config';

test.describe.configure({ mode: 'serial' });
test.afterEach(() => overrideAppConfig({}));

test(
  "the reports remote's server stopped: /dummyreport shows the panel, / still works, retry works once it is back",
  { tag: GLOBAL_STATE },
  async ({ page }) => {
    const reports = new TestRemoteHost(path.join(repoRoot, 'mfe-reports', 'dist'), 3014);
    overrideAppConfig({
      remotes: {
        reports: `${reports.origin}/${remoteVersion(path.join(repoRoot, 'mfe-reports'))}/mf-manifest.json`,
      },
    });
    try {
      await page.goto('/dummyreport');
      const panel = page.getByTestId('remote-error-panel');
      await expect(panel).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();

      await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByTestId('language-switch').selectOption('en');

      await page.goto('/dummyreport');
      await expect(panel).toBeVisible();
      await reports.start();
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByText('The report will appear here...')).toBeVisible();
    } finally {
      await reports.stop();
    }
  },
);

test('a bad manifest shows the panel', { tag: GLOBAL_STATE }, async ({ page }) => {
  await page.route('http://localhost:3001/**/mf-manifest.json', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"this is": "not a manifest"' }),
  );
  await page.goto('/about');
  await expect(page.getByTestId('remote-error-panel')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.unroute('http://localhost:3001/**/mf-manifest.json');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test(
  'a page that throws while rendering shows the panel, and the rest of the site works',
  { tag: GLOBAL_STATE },
  async ({ page }) => {
    const broken = new TestRemoteHost(fixtureRemote('throwing'), 3015);
    await broken.start();
    overrideAppConfig({ remotes: { marketing: `${broken.origin}/remoteEntry.js` } });
    try {
      await page.goto('/about');
      await expect(page.getByTestId('remote-error-panel')).toBeVisible();
      await page.getByRole('banner').getByRole('link', { name: 'Start the health check' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('remote-error-panel')).toHaveCount(0);
    } finally {
      await broken.stop();
    }
  },
);

test(
  "swapping a remote's URL in app-config.json changes what the shell shows after a reload",
  { tag: GLOBAL_STATE },
  async ({ page }) => {
    const v2 = new TestRemoteHost(fixtureRemote('marketing-v2'), 3016);
    await v2.start();
    try {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Marketing remote, version 2');
      overrideAppConfig({ remotes: { marketing: `${v2.origin}/remoteEntry.js` } });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marketing remote, version 2');
    } finally {
      await v2.stop();
    }
  },
);
