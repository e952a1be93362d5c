// What a new visitor's browser downloads before their first interaction on an open page: the page, not
// the data layer. No Supabase client, no schema library and no query cache until a form or a session
// needs them; on /login the client arrives once the visitor starts on the form. Each library is told by
// a string its code carries (the client's name in its X-Client-Info header, zod's type names, TanStack
// Query's message for a missing client), so the test follows them wherever the build puts them.
import { type Page, expect, test } from '@playwright/test';

const LIBRARIES = {
  'the Supabase client': 'supabase-js',
  zod: '$ZodType',
  'the query cache': 'No QueryClient set',
} as const;

/** The libraries among the scripts the page has downloaded so far. */
function watchScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return async () => {
    const texts = await Promise.all(bodies);
    return Object.entries(LIBRARIES)
      .filter(([, marker]) => texts.some((text) => text.includes(marker)))
      .map(([name]) => name);
  };
}

for (const path of ['/', '/start', '/methodology', '/login']) {
  test(`a new visitor on ${path} downloads no data code before the first interaction`, async ({ page }) => {
    const downloaded = watchScripts(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await downloaded()).toEqual([]);
  });
}

test('/login downloads the Supabase client once the visitor starts on the form', async ({ page }) => {
  const downloaded = watchScripts(page);
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  expect(await downloaded()).not.toContain('the Supabase client');
  await page.getByLabel('E-mail', { exact: false }).first().click();
  await expect.poll(downloaded).toContain('the Supabase client');
});
