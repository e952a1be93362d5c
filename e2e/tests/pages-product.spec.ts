// The product-wide part of every page, on a phone (390 px) and a laptop (1280 px), in English and
// Danish, signed out and signed in: each route's own tab title ("<Page> – Architecture Health Check"),
// the favicon, a console without errors or Content-Security-Policy violations, no sideways scrolling
// with a 200-character unbroken name and company, the header that collapses into a menu on a phone,
// and the methodology page. Users and reports are made through the real API, as the other specs do.
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { GLOBAL_STATE } from '../support/global-state.ts';
import { expectNoHorizontalOverflow, settled, watchConsole } from '../support/page-health.ts';
import { rpcAsUser } from '../support/rest.ts';
import { type TestUser, createUser, maintenance, signInProgrammatically } from '../support/stack.ts';
import { answersFor } from '../support/spec-table.ts';

type Language = 'en' | 'da';
const PRODUCT = 'Architecture Health Check';
// Every page in both languages on the phone, where a longer text is likeliest to push something past
// the window's edge; on the laptop, whose header is written out in full, in Danish, the longer of the two
// (the titles are the same at every width).
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, languages: ['en', 'da'] },
  { name: 'laptop', width: 1280, height: 800, languages: ['da'] },
] as const;

/** Each page's title, written out here from the product's route table. */
const TITLES: Record<string, Record<Language, string>> = {
  '/': { en: 'Home', da: 'Forside' },
  '/about': { en: 'About', da: 'Om os' },
  '/teams': { en: 'The people behind it', da: 'Folkene bag' },
  '/press': { en: 'Press', da: 'Presse' },
  '/contact': { en: 'Contact', da: 'Kontakt' },
  '/privacy-policy': { en: 'Privacy policy', da: 'Privatlivspolitik' },
  '/terms-of-service': { en: 'Terms of service', da: 'Servicevilkår' },
  '/cookie-policy': { en: 'Cookie policy', da: 'Cookiepolitik' },
  '/methodology': { en: 'How scores are calculated', da: 'Sådan beregnes scoren' },
  '/start': { en: 'Before you start', da: 'Før du starter' },
  '/assessment': { en: 'Assessment', da: 'Vurdering' },
  '/dummyreport': { en: 'Report generator', da: 'Rapportgenerator' },
  '/login': { en: 'Sign in', da: 'Log ind' },
  '/register': { en: 'Create account', da: 'Opret konto' },
  '/dashboard': { en: 'Dashboard', da: 'Oversigt' },
  '/reports': { en: 'Your reports', da: 'Dine rapporter' },
  '/reports/:id': { en: 'Report', da: 'Rapport' },
  '/profile': { en: 'Your profile', da: 'Din profil' },
  notFound: { en: 'Page not found', da: 'Siden findes ikke' },
  maintenance: { en: 'Maintenance', da: 'Vedligeholdelse' },
};
const OPEN = [
  '/',
  '/about',
  '/teams',
  '/press',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/methodology',
  '/start',
  '/assessment',
  '/dummyreport',
];
const SIGNED_OUT_ONLY = ['/login', '/register'];
const SIGNED_IN_ONLY = ['/dashboard', '/reports', '/reports/:id', '/profile'];
const title = (key: string, language: Language) => `${TITLES[key]![language]} – ${PRODUCT}`;

const LONG_NAME = 'N'.repeat(200);
const LONG_COMPANY = 'C'.repeat(200);

async function userWithReport(name: string, company: string): Promise<{ user: TestUser; reportId: string }> {
  const user = await createUser(name, company);
  const { status, body } = await rpcAsUser(
    user.session.access_token,
    'submit_assessment',
    JSON.stringify({
      answers: answersFor([0, 1, 2, 3, 3, 2, 1, 0, 2, 3, 1, 1, 0, 3, 2, 3, 0, 2, 1, 3]),
      submission_id: randomUUID(),
    }),
  );
  expect(status).toBe(200);
  return { user, reportId: String(body.id) };
}

async function openIn(page: Page, path: string, language: Language) {
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  await page.goto(path);
  await settled(page);
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const language of viewport.languages) {
      test(`signed out, ${language}: every route has its title, a clean console and no sideways scrolling`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        const problems = await watchConsole(page);
        await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
        const visits: [string, string][] = [
          ...[...OPEN, ...SIGNED_OUT_ONLY].map((path) => [path, title(path, language)] as [string, string]),
          // A signed-in page sends a signed-out visitor to sign in, and the tab says so.
          ...SIGNED_IN_ONLY.map(
            (path) => [path.replace(':id', randomUUID()), title('/login', language)] as [string, string],
          ),
          ['/no/such/page', title('notFound', language)],
        ];
        for (const [path, expected] of visits) {
          await page.goto(path);
          await settled(page);
          await expect(page, path).toHaveTitle(expected);
          await expectNoHorizontalOverflow(page);
        }
        // The host answers an unknown path with the not-found page and status 404, which Chromium reports
        // in the console as it does for any resource: the page's own status, the one message allowed.
        const notFoundStatus =
          'Failed to load resource: the server responded with a status of 404 (Not Found)';
        expect(problems.messages).toEqual([
          `console.error at http://localhost:3000/no/such/page: ${notFoundStatus}`,
        ]);
      });

      test(`signed in with a 200-character name and company, ${language}: titles, a clean console, nothing wider than the window`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        const { user, reportId } = await userWithReport(LONG_NAME, LONG_COMPANY);
        const problems = await watchConsole(page);
        await signInProgrammatically(page, user);
        await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
        const visits: [string, string][] = [
          ...OPEN.map((path) => [path, title(path, language)] as [string, string]),
          ...SIGNED_IN_ONLY.map(
            (path) => [path.replace(':id', reportId), title(path, language)] as [string, string],
          ),
          // The sign-in pages send a signed-in visitor on to the dashboard.
          ...SIGNED_OUT_ONLY.map((path) => [path, title('/dashboard', language)] as [string, string]),
        ];
        for (const [path, expected] of visits) {
          await page.goto(path);
          await settled(page);
          await expect(page, path).toHaveTitle(expected);
          await expectNoHorizontalOverflow(page);
        }
        expect(problems.messages).toEqual([]);
      });
    }

    test('the profile of a 200-character name: the whole form fits, Save is on screen, and the header stays put', async ({
      page,
    }) => {
      const { user } = await userWithReport(LONG_NAME, LONG_COMPANY);
      await signInProgrammatically(page, user);
      await openIn(page, '/profile', 'en');
      await expect(page.locator('#profile-name')).toHaveValue(LONG_NAME);
      await page.locator('#profile-company').fill(`${LONG_COMPANY.slice(1)}D`);
      const save = page.getByRole('button', { name: 'Save changes' });
      await save.scrollIntoViewIfNeeded();
      await expect(save).toBeInViewport({ ratio: 1 });
      const box = (await save.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await expectNoHorizontalOverflow(page);
      await save.click();
      await expect(page.getByText('Your profile was saved.')).toBeVisible();
      await expectNoHorizontalOverflow(page);
      const header = (await page.getByRole('banner').boundingBox())!;
      if (viewport.width < 1024) expect(header.height).toBeLessThanOrEqual(64);
      else expect(header.height).toBeLessThanOrEqual(120);
    });

    test('the report of a 200-character name and company, and the dashboard: nothing wider, and their cross-origin stylesheets readable with CORS', async ({
      page,
    }) => {
      const { user, reportId } = await userWithReport(LONG_NAME, LONG_COMPANY);
      const problems = await watchConsole(page);
      await signInProgrammatically(page, user);
      for (const path of [`/reports/${reportId}`, '/dashboard']) {
        await openIn(page, path, 'en');
        await expectNoHorizontalOverflow(page);
        // What a tool reading the page's styles does (axe, for one): fetch each remote stylesheet again
        // with CORS. The browser has it cached from the <link>; it must not hand that copy to a CORS request.
        const reads = await page.evaluate(async () => {
          const remote = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
            .map((link) => link.href)
            .filter((href) => new URL(href).origin !== location.origin);
          return Promise.all(
            remote.map(
              (href) =>
                new Promise<string>((resolve) => {
                  const request = new XMLHttpRequest();
                  request.open('GET', href);
                  request.onloadend = () => resolve(`${request.status} ${href}`);
                  request.send();
                }),
            ),
          );
        });
        expect(reads.length, `${path} loads a stylesheet from its remote`).toBeGreaterThan(0);
        for (const read of reads) expect(read).toMatch(/^200 /);
      }
      expect(problems.messages).toEqual([]);
    });
  });
}

test.describe('the header on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const signedIn of [false, true]) {
    test(`collapses into a menu: at most 64 px tall, 44 px targets, closed by Escape and by navigating (${signedIn ? 'signed in' : 'signed out'})`, async ({
      page,
    }) => {
      if (signedIn) await signInProgrammatically(page, await createUser('Menu Person', 'Menu ApS'));
      const problems = await watchConsole(page);
      await openIn(page, '/', 'en');
      const header = page.getByRole('banner');
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
      // A native disclosure: its <summary> is the button (announced as one), its <details> open or not.
      const button = header.getByTestId('menu-button');
      const disclosure = header.locator('details');
      await expect(button).toHaveAccessibleName('Menu');
      await expect(disclosure).not.toHaveAttribute('open');
      const buttonBox = (await button.boundingBox())!;
      expect(buttonBox.width).toBeGreaterThanOrEqual(44);
      expect(buttonBox.height).toBeGreaterThanOrEqual(44);
      const nav = header.getByRole('navigation', { name: 'Main navigation' });
      await expect(nav).toBeHidden();

      await button.click();
      await expect(disclosure).toHaveAttribute('open');
      await expect(nav).toBeVisible();
      expect(
        (await header.boundingBox())!.height,
        'the panel opens over the page, the bar keeps its height',
      ).toBeLessThanOrEqual(64);
      // The account's part of the menu comes once the session has been read; the links are counted after it.
      await expect(
        signedIn ? header.getByTestId('sign-out') : header.getByRole('link', { name: 'Sign in' }),
      ).toBeVisible();
      const targets = [
        ...(await nav.getByRole('link').all()),
        header.getByTestId('language-switch'),
        ...(signedIn
          ? [header.getByTestId('header-profile'), header.getByTestId('sign-out')]
          : [
              header.getByRole('link', { name: 'Sign in' }),
              header.getByRole('link', { name: 'Create account' }),
            ]),
      ];
      expect(targets.length).toBeGreaterThanOrEqual(signedIn ? 7 : 5);
      for (const target of targets) {
        const box = (await target.boundingBox())!;
        expect(box.height, `${await target.textContent()} is 44 px tall`).toBeGreaterThanOrEqual(44);
        expect(box.width, `${await target.textContent()} is 44 px wide`).toBeGreaterThanOrEqual(44);
      }
      expect(
        await new AxeBuilder({ page })
          .include('header')
          .analyze()
          .then((result) =>
            result.violations
              .filter((v) => v.impact === 'serious' || v.impact === 'critical')
              .map((v) => v.id),
          ),
      ).toEqual([]);

      await page.keyboard.press('Escape');
      await expect(disclosure).not.toHaveAttribute('open');
      await expect(button).toBeFocused();
      await expect(nav).toBeHidden();

      await button.click();
      await nav.getByRole('link', { name: 'About' }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(disclosure).not.toHaveAttribute('open');
      await expect(nav).toBeHidden();
      await settled(page);
      await expect(page).toHaveTitle(title('/about', 'en'));

      // The language is in the menu as well.
      await button.click();
      await header.getByTestId('language-switch').selectOption('da');
      await expect(page.locator('html')).toHaveAttribute('lang', 'da');
      await expect(page).toHaveTitle(title('/about', 'da'));
      expect(problems.messages).toEqual([]);
    });
  }

  test('at 1280 px the same header is one row with no menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openIn(page, '/', 'en');
    const header = page.getByRole('banner');
    await expect(header.getByTestId('menu-button')).toBeHidden();
    await expect(header.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
  });
});

test.describe('titles', () => {
  test('follow navigation and a change of language without a reload', async ({ page }) => {
    await openIn(page, '/', 'en');
    await expect(page).toHaveTitle(title('/', 'en'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Press' }).click();
    await settled(page);
    await expect(page).toHaveTitle(title('/press', 'en'));
    await page.getByTestId('language-switch').selectOption('da');
    await expect(page).toHaveTitle(title('/press', 'da'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sådan beregnes scoren' }).click();
    await settled(page);
    await expect(page).toHaveTitle(title('/methodology', 'da'));
  });

  test('the maintenance page has its own, in both languages', { tag: GLOBAL_STATE }, async ({ page }) => {
    test.setTimeout(120_000);
    const problems = await watchConsole(page);
    maintenance('on', '--message', 'Back soon');
    try {
      for (const language of ['en', 'da'] as const) {
        await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
        await page.goto('/about');
        await expect(page.getByTestId('maintenance-page')).toBeVisible();
        await expect(page).toHaveTitle(title('maintenance', language));
      }
    } finally {
      maintenance('off');
    }
    await page.goto('/about');
    await settled(page);
    await expect(page).toHaveTitle(title('/about', 'da'));
    expect(problems.messages).toEqual([]);
  });
});

test.describe('the favicon', () => {
  test('is served by the shell in the sizes browsers ask for, named by the page, and allowed by the CSP', async ({
    page,
    request,
  }) => {
    for (const [path, type] of [
      ['/favicon.ico', /image\/(x-icon|vnd\.microsoft\.icon)/],
      ['/favicon.svg', /image\/svg\+xml/],
      ['/apple-touch-icon.png', /image\/png/],
      ['/icon-192.png', /image\/png/],
      ['/icon-512.png', /image\/png/],
      ['/site.webmanifest', /application\/manifest\+json|application\/json/],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(type);
    }
    const ico = await (await request.get('/favicon.ico')).body();
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4)], 'an icon file with three images').toEqual([1, 3]);
    expect([0, 1, 2].map((i) => ico.readUInt8(6 + 16 * i))).toEqual([16, 32, 48]);

    const problems = await watchConsole(page);
    const icons: string[] = [];
    page.on(
      'response',
      (response) =>
        /favicon|apple-touch|icon-\d+/.test(response.url()) &&
        icons.push(`${response.status()} ${new URL(response.url()).pathname}`),
    );
    await openIn(page, '/', 'en');
    await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute(
      'href',
      '/favicon.svg',
    );
    await expect(page.locator('link[rel="icon"][sizes="32x32"]')).toHaveAttribute('href', '/favicon.ico');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/apple-touch-icon.png',
    );
    const csp = (await page.request.get('/')).headers()['content-security-policy']!;
    expect(csp).toMatch(/img-src 'self'/);
    expect(csp).not.toContain("'unsafe-inline'");
    expect(
      icons.every((line) => line.startsWith('200 ')),
      icons.join(', '),
    ).toBe(true);
    expect(problems.messages).toEqual([]);
  });
});

test.describe('the methodology page', () => {
  for (const [language, heading, bands, priority] of [
    [
      'en',
      'How scores are calculated',
      ['Foundational', 'Developing', 'Established', 'Advanced'],
      'High priority',
    ],
    [
      'da',
      'Sådan beregnes scoren',
      ['Grundlæggende', 'Under udvikling', 'Etableret', 'Avanceret'],
      'Høj prioritet',
    ],
  ] as const) {
    test(`explains the scoring rule, the bands and the priorities, open to anyone (${language})`, async ({
      page,
    }) => {
      const problems = await watchConsole(page);
      await openIn(page, '/methodology', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(`${heading} – ${PRODUCT}`);
      const bandList = page.getByTestId('methodology-bands');
      await expect(bandList.getByRole('heading', { level: 3 })).toHaveText([...bands]);
      await expect(bandList).toContainText('0–39');
      await expect(bandList).toContainText('40–59');
      await expect(bandList).toContainText('60–79');
      await expect(bandList).toContainText('80–100');
      await expect(page.getByTestId('methodology-priorities')).toContainText(priority);
      await expect(page.getByTestId('methodology-points')).toContainText(
        language === 'en' ? '33.3 points' : '33,3 point',
      );
      const violations = (await new AxeBuilder({ page }).analyze()).violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(violations.map((v) => v.id)).toEqual([]);
      expect(problems.messages).toEqual([]);
    });
  }
});
