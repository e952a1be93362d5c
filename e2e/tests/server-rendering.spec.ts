// A first visit arrives as HTML (docs/decisions.md "Rendering on the server"): the shell's host sends
// each open page rendered, in the language the request asks for (?lang=, the 'language' cookie, then
// Accept-Language), with its title, description and language alternates, readable with JavaScript off.
// The browser then hydrates that markup, keeping it, with no mismatch, signed out or in, on a phone or
// a desktop; the first page has no page-change overlay, a later page change still has it; and
// maintenance reaches the HTML itself within the host's few seconds of caching.
// The expected texts come from the apps' translation files, so the tests follow a changed text.
import { type Page, expect, test } from '@playwright/test';
import { PATHS } from '../../packages/platform/src/routing/paths.ts';
import {
  LANGUAGES,
  type Language,
  ROUTES,
  fetchDocument,
  recordServerMarkup,
  serverMarkupKept,
  text,
  waitForHydration,
  watchHydration,
} from '../support/first-render.ts';
import { GLOBAL_STATE } from '../support/global-state.ts';
import { settled, watchConsole } from '../support/page-health.ts';
import { type TestUser, createUser, maintenance, signInProgrammatically } from '../support/stack.ts';

test.use({ locale: 'en-GB' });

/** Each page the host renders: its h1 and a sentence of its main text (translation keys, namespace first). */
const PAGE_TEXTS: Record<string, { h1: string; text: string }> = {
  [PATHS.home]: { h1: 'marketing-home:home.title', text: 'marketing-home:home.intro' },
  [PATHS.about]: { h1: 'marketing-about:about.title', text: 'marketing-about:about.purpose.0' },
  [PATHS.teams]: { h1: 'marketing-about:team.title', text: 'marketing-about:team.lead' },
  [PATHS.press]: { h1: 'marketing-press:press.title', text: 'marketing-press:press.intro' },
  [PATHS.contact]: { h1: 'marketing-contact:contact.title', text: 'marketing-contact:contact.intro' },
  [PATHS.privacyPolicy]: { h1: 'marketing-legal:privacy.title', text: 'marketing-legal:privacy.intro' },
  [PATHS.termsOfService]: { h1: 'marketing-legal:terms.title', text: 'marketing-legal:terms.intro' },
  [PATHS.cookiePolicy]: { h1: 'marketing-legal:cookies.title', text: 'marketing-legal:cookies.intro' },
  [PATHS.methodology]: {
    h1: 'marketing-methodology:methodology.title',
    text: 'marketing-methodology:methodology.intro',
  },
  [PATHS.start]: { h1: 'assessment-start:title', text: 'assessment-start:intro' },
  [PATHS.login]: { h1: 'auth-sign-in:login.title', text: 'auth-sign-in:login.intro' },
  [PATHS.register]: { h1: 'auth-registration:register.title', text: 'auth-registration:register.intro' },
  [PATHS.emailSignIn]: { h1: 'auth-sign-in:emailSignIn.title', text: 'auth-sign-in:emailSignIn.intro' },
  [PATHS.forgotPassword]: { h1: 'auth-password:forgot.title', text: 'auth-password:forgot.intro' },
  [PATHS.dummyReport]: { h1: 'reports-generation:dummy.title', text: 'reports-generation:dummy.intro' },
};

type RenderedPage = {
  path: string;
  h1: string;
  text: string;
  titleKey: string;
  status: number;
  access: string;
};

const RENDERED_ROUTES = ROUTES.filter((route) => route.firstRender === 'page');

/** The open routes the host renders, and an unknown path (the shell's not-found page, with 404). */
const PAGES: RenderedPage[] = [
  ...RENDERED_ROUTES.map(({ path, title, access }) => ({
    path,
    ...(PAGE_TEXTS[path] ?? { h1: '', text: '' }),
    titleKey: title.slice('titles.'.length),
    status: 200,
    access,
  })),
  {
    path: '/no/such/page',
    h1: 'shell:notFound.title',
    text: 'shell:notFound.text',
    titleKey: 'notFound',
    status: 404,
    access: 'open',
  },
];

const ORIGIN = 'http://localhost:3000';
const NOT_FOUND_REPORT = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
const normalized = (value: string) => value.replace(/\s+/g, ' ').trim();
const other = (language: Language): Language => (language === 'en' ? 'da' : 'en');
/** What a browser set to the language sends. */
const ACCEPT_LANGUAGE: Record<Language, string> = { en: 'en-GB,en;q=0.9', da: 'da-DK,da;q=0.9,en;q=0.8' };

function pageTitle(language: Language, titleKey: string): string {
  const page = text(language, `shell:titles.${titleKey}`);
  return text(language, 'common:pageTitle', { page, product: text(language, 'common:product.name') });
}

/** The page's own description, or the site's where it has none (as the shell's renderer picks it). */
function description(language: Language, titleKey: string): string {
  try {
    return text(language, `shell:descriptions.${titleKey}`);
  } catch {
    return text(language, 'shell:descriptions.default');
  }
}

test('every route the host renders has its texts in this spec', () => {
  expect(RENDERED_ROUTES.map((route) => route.path).sort()).toEqual(Object.keys(PAGE_TEXTS).sort());
});

test.describe('the HTML of a first visit, before any script runs', () => {
  for (const page of PAGES) {
    test(`${page.path} holds its page in English and Danish, by the language cookie and by Accept-Language`, async ({
      request,
    }) => {
      for (const language of LANGUAGES) {
        // The cookie is the visitor's choice and wins over the browser's languages, so both are sent.
        const asks = [
          {
            how: 'cookie',
            ask: {
              cookie: `consent=1; language=${language}`,
              acceptLanguage: ACCEPT_LANGUAGE[other(language)],
            },
          },
          { how: 'Accept-Language', ask: { acceptLanguage: ACCEPT_LANGUAGE[language] } },
        ];
        for (const { how, ask } of asks) {
          const at = `${page.path} in ${language} by ${how}`;
          const document = await fetchDocument(request, page.path, ask);
          expect(document.status, at).toBe(page.status);
          expect(document.rendered, `${at}: the first-render state block`).toBe(true);
          expect(document.lang, at).toBe(language);
          expect(document.headers['content-language'], at).toBe(language);
          expect(document.h1s, at).toEqual([text(language, page.h1)]);
          expect(document.main, at).toContain(normalized(text(language, page.text)));
          expect(document.title, at).toBe(pageTitle(language, page.titleKey));
          expect(document.meta('description'), at).toBe(description(language, page.titleKey));
          expect(document.meta('og:title'), at).toBe(pageTitle(language, page.titleKey));
          expect(document.meta('og:description'), at).toBe(description(language, page.titleKey));
          const alternates = Object.fromEntries(
            document.links
              .filter((link) => link.rel === 'alternate' && link.hreflang)
              .map((link) => [link.hreflang, new URL(link.href ?? '', ORIGIN).href]),
          );
          expect(alternates, at).toEqual({
            en: `${ORIGIN}${page.path}?lang=en`,
            da: `${ORIGIN}${page.path}?lang=da`,
            'x-default': `${ORIGIN}${page.path}`,
          });
        }
      }
    });
  }

  test('?lang= in the address wins over the language cookie and Accept-Language', async ({ request }) => {
    for (const language of LANGUAGES) {
      const document = await fetchDocument(request, `${PATHS.about}?lang=${language}`, {
        cookie: `language=${other(language)}`,
        acceptLanguage: ACCEPT_LANGUAGE[other(language)],
      });
      expect(document.lang).toBe(language);
      expect(document.h1s).toEqual([text(language, 'marketing-about:about.title')]);
      expect(document.main).toContain(normalized(text(language, 'marketing-about:about.purpose.0')));
      expect(document.title).toBe(pageTitle(language, 'about'));
    }
  });
});

test('a rendered form submits nothing until React has it: posted, never in the address, its buttons disabled till then', async ({
  request,
}) => {
  for (const path of [PATHS.login, PATHS.register, PATHS.emailSignIn, PATHS.forgotPassword, PATHS.contact]) {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    const form = /<form\b[^>]*>/.exec(html)?.[0] ?? '';
    expect(form, path).toContain('method="post"');
    // Every button of the page (submit, and sign-in with Google or Apple): a click before React has the
    // page would do nothing, or send the form the browser's way.
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const buttons = main.match(/<button\b[^>]*>/g) ?? [];
    expect(
      buttons.some((button) => button.includes('type="submit"')),
      path,
    ).toBe(true);
    for (const button of buttons) expect(button, path).toMatch(/\sdisabled(="")?[\s>]/);
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  // From each page, a link of the page or of the header to another page, which arrives rendered too.
  const pageLink = (key: string) => (page: Page) =>
    page.getByRole('main').getByRole('link', { name: text('en', key) });
  const headerLink = (key: string) => (page: Page) =>
    page.getByRole('banner').getByRole('link', { name: text('en', key), exact: true });
  const walks = [
    { from: PATHS.home, link: pageLink('marketing-home:home.methodologyLink'), to: PATHS.methodology },
    { from: PATHS.about, link: pageLink('marketing-about:about.teamStoryLink'), to: PATHS.teams },
    { from: PATHS.methodology, link: headerLink('shell:nav.about'), to: PATHS.about },
  ];
  for (const { from, link, to } of walks) {
    test(`${from} shows its heading and text, and its link leads to ${to}, rendered`, async ({ page }) => {
      await page.goto(from);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', PAGE_TEXTS[from]!.h1));
      await expect(page.getByRole('main')).toContainText(normalized(text('en', PAGE_TEXTS[from]!.text)));
      await expect(page.getByRole('status').filter({ hasText: /Loading|Indlæser/ })).toHaveCount(0);

      await link(page).click();
      await expect(page).toHaveURL(to);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', PAGE_TEXTS[to]!.h1));
      await expect(page.getByRole('main')).toContainText(normalized(text('en', PAGE_TEXTS[to]!.text)));
    });
  }

  // Without scripts, /start's button leads into the questions as plain forms: without-javascript.spec.ts.
});

test.describe('hydration', () => {
  let user: TestUser;
  test.beforeAll(async () => {
    user = await createUser('Hydra Example');
  });

  for (const signedIn of [false, true]) {
    for (const page of PAGES) {
      const name = `${page.path}, signed ${signedIn ? 'in' : 'out'}: the server's markup is hydrated, not replaced, at 390 and 1280 px`;
      test(name, async ({ page: tab }) => {
        const problems = await watchConsole(tab);
        const hydration = watchHydration(tab);
        // Chromium reports a document answered with 404 in the console, as it does any resource: that is
        // the not-found page's own status, told apart from a resource's by the report's location.
        const statusReports: string[] = [];
        tab.on(
          'console',
          (message) =>
            message.text().startsWith(NOT_FOUND_REPORT) && statusReports.push(message.location().url),
        );
        await recordServerMarkup(tab);
        if (signedIn) await signInProgrammatically(tab, user);
        // A signed-in visitor on a page for signed-out visitors is sent on once the session is known.
        const sentOn = signedIn && page.access === 'signedOut';

        for (const width of [390, 1280]) {
          const at = `${page.path} at ${width} px`;
          await tab.setViewportSize({ width, height: 900 });
          const response = await tab.goto(page.path);
          expect(response?.status(), at).toBe(page.status);
          expect(await response?.text(), `${at}: rendered by the host`).toContain('id="first-render"');
          await settled(tab);
          if (sentOn) {
            await expect(tab, at).toHaveURL(PATHS.dashboard);
          } else {
            await waitForHydration(tab, '#root h1');
            const kept = await serverMarkupKept(tab);
            // Soft: a page whose markup was replaced is still checked for console problems below.
            expect
              .soft(kept, at)
              .toEqual({ sameH1: true, sameRoot: true, adopted: true, h1: text('en', page.h1) });
            await expect(tab.getByRole('heading', { level: 1 }), at).toHaveText(text('en', page.h1));
          }
          if (signedIn) await expect(tab.getByTestId('header-profile'), `${at}: signed in`).toBeAttached();
          expect(hydration, at).toEqual([]);
          const documentUrl = `${ORIGIN}${page.path}`;
          expect(statusReports, at).toEqual(page.status === 404 ? [documentUrl] : []);
          expect(problems.messages, at).toEqual(
            page.status === 404 ? [`console.error at ${documentUrl}: ${NOT_FOUND_REPORT}`] : [],
          );
          problems.clear();
          statusReports.length = 0;
        }
      });
    }
  }

  test("/login answers once hydrated: an empty password is told by the form's own check", async ({
    page,
  }) => {
    const problems = await watchConsole(page);
    await page.goto(PATHS.login);
    // Before hydration the button would submit the form the browser's way; the check needs React's handler.
    await waitForHydration(page, '#login-submit');
    await page.getByLabel(text('en', 'auth-shared:fields.email')).fill('someone@example.com');
    await page.locator('#login-submit').click();
    await expect(page.getByText(text('en', 'auth-shared:validation.passwordRequired'))).toBeVisible();
    await expect(page.getByText(text('en', 'auth-shared:validation.emailRequired'))).toHaveCount(0);
    await expect(page).toHaveURL(PATHS.login);
    expect(problems.messages).toEqual([]);
  });
});

// SPEC §5: the language is 'en' or 'da', otherwise the default 'en'; localStorage is the source of truth
// at start and the cookie follows it. A stored value that is no language gives English over a Danish
// cookie (and the host's Danish page), and the cookie is written anew; a stored Danish over an English
// cookie gives Danish the same way.
test('the stored language decides over the cookie, and a stored value that is no language means English', async ({
  page,
  context,
}) => {
  for (const [stored, cookie, expected] of [
    ['xx', 'da', 'en'],
    ['da', 'en', 'da'],
  ] as const) {
    await context.clearCookies();
    await context.addCookies([{ name: 'language', value: cookie, url: ORIGIN }]);
    // A file of the site, so the script below writes this origin's storage before any page of it runs.
    await page.goto('/favicon.svg');
    await page.evaluate((value) => window.localStorage.setItem('language', value), stored);
    await page.goto(PATHS.about);
    await expect(page.locator('html')).toHaveAttribute('lang', expected);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(expected, PAGE_TEXTS[PATHS.about]!.h1),
    );
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'language')?.value)
      .toBe(expected);
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe(stored);
  }
});

test('the first page has no page-change overlay; a link later shows it for 500 ms, then the new page', async ({
  page,
}) => {
  // When the overlay came and went, from the first byte on (an init script runs before the page's own).
  await page.addInitScript(() => {
    const times: { shown?: number; gone?: number } = {};
    (window as unknown as { overlayTimes: typeof times }).overlayTimes = times;
    new MutationObserver(() => {
      const present = document.querySelector('[data-testid="page-transition"]') !== null;
      if (present && times.shown === undefined) times.shown = performance.now();
      if (!present && times.shown !== undefined && times.gone === undefined) times.gone = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  const overlayTimes = () =>
    page.evaluate(
      () => (window as unknown as { overlayTimes: { shown?: number; gone?: number } }).overlayTimes,
    );

  const response = await page.goto(PATHS.home);
  expect(await response?.text()).toContain('id="first-render"');
  const aboutLink = page
    .getByRole('banner')
    .getByRole('link', { name: text('en', 'shell:nav.about'), exact: true });
  // Clicked before hydration, the link would load a new document instead of changing the page.
  await waitForHydration(page, 'header a[href="/about"]');
  await settled(page);
  expect(await overlayTimes()).toEqual({});

  await aboutLink.click();
  await expect(page.getByTestId('page-transition')).toBeVisible();
  await expect(page.getByTestId('page-transition')).toHaveCount(0);
  await expect(page).toHaveURL(PATHS.about);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'marketing-about:about.title'));
  const { shown, gone } = await overlayTimes();
  // 500 ms by its timer; the observer notes the overlay a moment after it is in, hence a little slack.
  expect(gone! - shown!).toBeGreaterThanOrEqual(450);
});

test.describe('maintenance', { tag: GLOBAL_STATE }, () => {
  const english = { acceptLanguage: ACCEPT_LANGUAGE.en };
  // The host keeps the maintenance row for 5 s: a change shows in the HTML within that and a read.
  const HOST_CACHE = { timeout: 10_000 };
  const homeTitle = text('en', 'marketing-home:home.title');

  test.afterEach(async ({ request }) => {
    maintenance('off');
    // The next test (of this file or another) must not get a maintenance page the host still keeps.
    await expect
      .poll(async () => (await fetchDocument(request, PATHS.home, english)).h1s, HOST_CACHE)
      .toEqual([homeTitle]);
  });

  test('switched on, the HTML of / is the maintenance page within seconds; switched off, the page returns', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const maintenanceTitle = text('en', 'shell:maintenance.title');
    maintenance('on', '--message', 'Back at noon');
    await expect
      .poll(async () => (await fetchDocument(request, PATHS.home, english)).h1s, HOST_CACHE)
      .toEqual([maintenanceTitle]);
    const during = await fetchDocument(request, PATHS.home, english);
    expect(during.rendered).toBe(true);
    expect(during.main).toContain(text('en', 'shell:maintenance.text'));
    expect(during.main).toContain('Back at noon');
    expect(during.main).not.toContain(text('en', 'marketing-home:home.intro'));
    expect(during.title).toBe(pageTitle('en', 'maintenance'));

    maintenance('off');
    await expect
      .poll(async () => (await fetchDocument(request, PATHS.home, english)).h1s, HOST_CACHE)
      .toEqual([homeTitle]);
    const after = await fetchDocument(request, PATHS.home, english);
    expect(after.main).toContain(normalized(text('en', 'marketing-home:home.intro')));
    expect(after.title).toBe(pageTitle('en', 'home'));
  });
});
