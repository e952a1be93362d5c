// Accessibility: axe finds no serious or critical violation on the open pages (marketing, sign-in,
// registration, the assessment's start and first question, the sample report) and on the signed-in
// profile page, in English and Danish; and at 360 px wide none of them scrolls sideways.
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { createUser, signInProgrammatically } from '../support/stack.ts';

const PAGES = [
  '/',
  '/about',
  '/teams',
  '/press',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/login',
  '/register',
  '/start',
  '/assessment',
  '/dummyreport',
];
const LANGUAGES = ['en', 'da'] as const;

/** Opens the page in this language and waits until its remote has rendered it. */
async function openIn(page: Page, path: string, language: (typeof LANGUAGES)[number]) {
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('page-transition')).toHaveCount(0);
  await expect(page.getByTestId('remote-error-panel')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /Loading page|Indlæser/ })).toHaveCount(0);
}

type Finding = { id: string; impact: string | null | undefined; help: string; targets: string[] };

async function seriousViolations(page: Page): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

async function expectNoSeriousViolations(page: Page) {
  const findings = await seriousViolations(page);
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
}

async function expectNoHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    // The widest elements, to say what sticks out when something does.
    overflowing: [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > 360.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').join('.')}` : ''} right=${Math.round(element.getBoundingClientRect().right)}`),
  }));
  expect(widths.scrollWidth, `wider than 360 px: ${widths.overflowing.join(', ')}`).toBeLessThanOrEqual(360);
}

for (const language of LANGUAGES) {
  test.describe(`axe, ${language}`, () => {
    for (const path of PAGES) {
      test(`${path} has no serious or critical violation`, async ({ page }) => {
        await openIn(page, path, language);
        await expectNoSeriousViolations(page);
      });
    }

    test('/profile (signed in) has no serious or critical violation', async ({ page }) => {
      const user = await createUser('Axe Person', 'Axe ApS');
      await signInProgrammatically(page, user);
      await openIn(page, '/profile', language);
      await expect(page.locator('#profile-name')).toHaveValue('Axe Person');
      await expectNoSeriousViolations(page);
    });
  });

  test.describe(`360 px wide, ${language}`, () => {
    test.use({ viewport: { width: 360, height: 740 } });
    for (const path of PAGES) {
      test(`${path} does not scroll sideways`, async ({ page }) => {
        await openIn(page, path, language);
        await expectNoHorizontalScroll(page);
      });
    }
  });
}
