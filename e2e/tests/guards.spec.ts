// Access rules: signed-out visitors are sent to /login (history replaced), signed-in visitors on
// /login or /register go to /dashboard, and protected routes show the spinner while auth loads.
import { expect, test } from '@playwright/test';
import { sessionCookieNames } from '../support/session-cookies.ts';
import { createUser, signInProgrammatically } from '../support/stack.ts';
import { navigateInApp } from '../support/ui.ts';

for (const path of ['/dashboard', '/profile', '/reports', '/reports/4b0e6c9e-0000-4000-8000-000000000000']) {
  test(`a signed-out visitor on ${path} is sent to /login, replacing the history entry`, async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(path);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
    await page.goBack();
    await expect(page).toHaveURL('/about');
  });
}

for (const path of ['/login', '/register']) {
  test(`a signed-in user on ${path} lands on /dashboard`, async ({ page }) => {
    const user = await createUser();
    await signInProgrammatically(page, user);
    await page.goto(path);
    await expect(page).toHaveURL('/dashboard');
  });
}

test('a protected route reached in the app shows the spinner while auth is loading', async ({ page }) => {
  const user = await createUser();
  await signInProgrammatically(page, user);
  // Hold the profile read: the auth context stays loading until it answers. (A first visit to /profile
  // arrives rendered by the host, which read the profile itself: personal-rendering.spec.ts.)
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/profiles**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await navigateInApp(page, '/profile');
  await expect(page.getByTestId('page-transition')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Loading page...' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL('/profile');
});

test('the signed-in header shows the profile name and signs out everywhere', async ({ page }) => {
  const user = await createUser('Header Person', 'Header Co');
  await signInProgrammatically(page, user);
  await page.goto('/profile');
  await expect(page.getByTestId('header-profile')).toContainText('Header Person');
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect.poll(() => sessionCookieNames(page.context())).toEqual([]);
});
