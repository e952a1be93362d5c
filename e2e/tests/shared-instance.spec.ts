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
