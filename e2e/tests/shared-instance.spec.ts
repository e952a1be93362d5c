// One platform instance for the page: the stores and i18n are created once, by the shell, and the
// remotes see the same ones. A change made in the shell shows inside a remote, and the reverse.
import { expect, test } from '@playwright/test';

test('the platform module is evaluated once, with every remote loaded', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  for (const path of ['/', '/dummyreport', '/login', '/start']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // Client-side navigation keeps one page: visit all four remotes in it.
  await page.goto('/');
  for (const link of ['About', 'Start the health check', 'Sign in']) {
    await page.getByRole('banner').getByRole('link', { name: link }).click();
    await expect(page.getByTestId('page-transition')).toHaveCount(0);
  }
  expect(
    await page.evaluate(
      () => (globalThis as { __AHC_PLATFORM_EVALUATIONS__?: number }).__AHC_PLATFORM_EVALUATIONS__,
    ),
  ).toBe(1);
  expect(errors.filter((e) => e.includes('@ahc/platform was evaluated'))).toEqual([]);
});

test('a language change in the shell is seen inside a remote page', async ({ page }) => {
  await page.goto('/dummyreport');
  await expect(page.getByText('The report will appear here...')).toBeVisible();
  await page.getByTestId('language-switch').selectOption('da');
  await expect(page.getByText('Rapporten vises her...')).toBeVisible();
});

test('a sign-in made inside a remote is seen by the shell at once', async ({ page }) => {
  const { createUser } = await import('../support/stack.ts');
  const user = await createUser('Remote Signer', 'Shared State ApS');
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: false }).first().fill(user.email);
  await page.getByLabel('Password', { exact: false }).first().fill(user.password);
  await page
    .getByRole('main')
    .getByRole('button', { name: /sign in/i })
    .click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('header-profile')).toContainText('Remote Signer');
});

// Module Federation provides a shared module only from a build that imports it; a shared module the
// shell did not provide would be run from the first remote's own copy (a second Radix Themes, a second
// TanStack Query). So a remote never downloads its copy of anything shared: the shell provides all.
test("no page downloads a remote's own copy of a shared module", async ({ page, request }) => {
  const config = (await (await request.get('/app-config.json')).json()) as {
    remotes: Record<string, string>;
  };
  type Manifest = {
    shared: { assets: { js: { sync: string[]; async: string[] } } }[];
    exposes: { assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const fallbacks = new Set<string>();
  for (const manifestUrl of Object.values(config.remotes)) {
    const manifest = (await (await request.get(manifestUrl)).json()) as Manifest;
    const own = new Set(manifest.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async]));
    for (const file of manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]))
      if (!own.has(file)) fallbacks.add(new URL(file, manifestUrl).href);
  }
  expect(fallbacks.size).toBeGreaterThan(0);
  const downloaded: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && downloaded.push(r.url()));
  for (const path of ['/', '/start', '/login', '/dummyreport', '/methodology']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(downloaded.length).toBeGreaterThan(0);
  expect(downloaded.filter((url) => fallbacks.has(url))).toEqual([]);
});
