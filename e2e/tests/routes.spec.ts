// Every open route renders its page from its remote, in English and Danish; the language choice
// survives a reload, an invalid stored language falls back to English, and <html lang> follows.
import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/first-render.ts';

const OPEN_ROUTES: { path: string; origin: string }[] = [
  { path: '/', origin: 'http://localhost:3001' },
  { path: '/about', origin: 'http://localhost:3001' },
  { path: '/teams', origin: 'http://localhost:3001' },
  { path: '/press', origin: 'http://localhost:3001' },
  { path: '/contact', origin: 'http://localhost:3001' },
  { path: '/privacy-policy', origin: 'http://localhost:3001' },
  { path: '/terms-of-service', origin: 'http://localhost:3001' },
  { path: '/cookie-policy', origin: 'http://localhost:3001' },
  { path: '/start', origin: 'http://localhost:3003' },
  { path: '/assessment', origin: 'http://localhost:3003' },
  { path: '/dummyreport', origin: 'http://localhost:3004' },
];

for (const { path, origin } of OPEN_ROUTES) {
  test(`${path} renders from its remote in English and Danish`, async ({ page }) => {
    const fromRemote: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(origin) && response.ok()) fromRemote.push(response.url());
    });
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(page.getByTestId('remote-error-panel')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(fromRemote.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    // The page's text as a whole: a heading may be the product's name, the same in both languages.
    const mainText = async () => (await page.getByRole('main').innerText()).replace(/\s+/g, ' ').trim();
    const english = await mainText();

    await page.getByTestId('language-switch').selectOption('da');
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
    await expect.poll(mainText).not.toBe(english);
    const danish = await mainText();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(mainText).toBe(danish);
  });
}

test('an invalid stored language falls back to English', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'klingon'));
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('language-switch')).toHaveValue('en');
  await expect(page.getByTestId('language-switch').locator('option:checked')).toHaveText('English');
});

test('an unknown path shows the not-found page from the shell', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('the first page of a visit shows at once, with no page-change spinner over it', async ({ page }) => {
  // Records whether the overlay was ever in the page, however briefly, from the first byte on.
  await page.addInitScript(() => {
    const seen = () => Boolean(document.querySelector('[data-testid="page-transition"]'));
    new MutationObserver(() => {
      if (seen()) (window as unknown as { overlaySeen: boolean }).overlaySeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/', '/start', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { overlaySeen?: boolean }).overlaySeen ?? false),
      path,
    ).toBe(false);
  }
  // The same page, reached by a link, is a page change and shows it: once the header is React's, as a
  // link clicked before hydration is the browser's own (a new document, no page change).
  await waitForHydration(page, 'header a');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Architecture Health Check/ })
    .first()
    .click();
  await expect(page.getByTestId('page-transition')).toContainText('Loading page...');
  expect(
    await page.evaluate(() => (window as unknown as { overlaySeen?: boolean }).overlaySeen ?? false),
  ).toBe(true);
});

test("a page change shows 'Loading page...', then the new page, scrolled to the top", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Press' }).click();
  await expect(page.getByTestId('page-transition')).toContainText('Loading page...');
  await expect(page.getByTestId('page-transition')).toHaveCount(0);
  await expect(page).toHaveURL(/\/press$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
