// Faults the product must survive: the Supabase stack unreachable when a visitor arrives and in the
// middle of a session. The site stays usable, says what is wrong, and recovers by itself.
import { expect, test } from '@playwright/test';
import { E2E_STACK } from '../support/stack-env.ts';
import { createUser, signInProgrammatically } from '../support/stack.ts';

const stackRequests = `${E2E_STACK.url}/**`;

test('the stack unreachable from the browser at start: the page its host rendered, never a blank page', async ({
  page,
}) => {
  // The host read the maintenance row for the page it rendered, and the browser starts from that answer.
  // (When the host's own read fails, the rendered page is the maintenance page: web-server's and the
  // shell's server-render tests; a browser that has to read the row itself and cannot stays on the
  // maintenance page: the platform's maintenance store tests.)
  await page.route(stackRequests, (route) => route.abort('connectionrefused'));
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  // The language switch still works while the backend is away.
  await page.getByTestId('language-switch').selectOption('da');
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  await page.unroute(stackRequests);
});

test('the stack going away mid-session: the last known state is kept and each page says what failed', async ({
  page,
}) => {
  const user = await createUser('Fault Finder', 'Outage ApS');
  await signInProgrammatically(page, user);
  await page.goto('/profile');
  await expect(page.getByTestId('header-profile')).toContainText('Fault Finder');

  await page.route(stackRequests, (route) => route.abort('connectionrefused'));
  // A later maintenance read fails: the last known value (off) is kept, the site stays up.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('maintenance-page')).toHaveCount(0);

  // Client-side navigation, as a click would do: a reload would start a new session.
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, '/reports/3f0c8f5e-1d2b-4c6a-9e7f-0a1b2c3d4e5f');
  await expect(page.getByText('Failed to load the report. Please try again later.')).toBeVisible();

  await page.unroute(stackRequests);
  await page.getByRole('button', { name: /try again/i }).click();
  await expect(page.getByText('Report Not Found')).toBeVisible();
});
