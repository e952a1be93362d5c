// A remote switched to another version in app-config.json while the shell's host keeps running: the
// next first visit is rendered with that version's server build and hydrated by its browser build,
// cleanly, and a page opened before the switch keeps working on the version it started with.
// The new version has to look different for the test to tell whose markup it got, and no app code may
// change for a test: its team's change is played by a copy of the remote's sources with one text
// changed (the home page's title), built as its CI would into a version folder next to the live one.
import { expect, test } from '@playwright/test';
import { buildChangedRemote, removeChangedRemote } from '../support/changed-remote.ts';
import {
  fetchDocument,
  recordServerMarkup,
  serverMarkupKept,
  text,
  waitForHydration,
  watchHydration,
} from '../support/first-render.ts';
import { settled, watchConsole } from '../support/page-health.ts';
import { GLOBAL_STATE } from '../support/global-state.ts';
import { overrideAppConfig } from '../support/stack.ts';

test.describe.configure({ mode: 'serial' });
test.use({ locale: 'en-GB' });

const VERSION = '1.0.1-e2e-ssr';
const changedTitle = {
  en: `${text('en', 'marketing-home:home.title')} (${VERSION})`,
  da: `${text('da', 'marketing-home:home.title')} (${VERSION})`,
};
const change = {
  app: 'mfe-marketing',
  version: VERSION,
  file: 'src/features/home/i18n/home-translations.ts',
  replacements: (['en', 'da'] as const).map(
    (language) =>
      [
        `title: '${text(language, 'marketing-home:home.title')}'`,
        `title: '${changedTitle[language]}'`,
      ] as const,
  ),
};

/** The marketing remote with its home title changed, built into dist/<version>/ beside the live version. */
function deployChangedMarketing(): string {
  buildChangedRemote(change);
  return `http://localhost:3001/${VERSION}/mf-manifest.json`;
}

test.afterEach(() => overrideAppConfig({}));
test.afterAll(() => removeChangedRemote(change));

const NAME =
  'the next first visit is rendered and hydrated by the new version; a page opened before keeps working';

test(NAME, { tag: GLOBAL_STATE }, async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  const oldTitle = text('en', 'marketing-home:home.title');
  const before = await watchConsole(page);
  await page.goto('/about');
  await waitForHydration(page, 'header a[href="/"]');
  await settled(page);

  const manifest = deployChangedMarketing();
  overrideAppConfig({ remotes: { marketing: manifest } });

  // The host reads app-config.json on every request: the very next document is the new version's,
  // and its preloads are that version's files.
  for (const language of ['en', 'da'] as const) {
    const document = await fetchDocument(request, '/', { acceptLanguage: language });
    expect(document.h1s, language).toEqual([changedTitle[language]]);
    expect(
      document.links.filter((link) => link.rel === 'preload').map((link) => link.href),
      language,
    ).toContain(manifest);
  }

  // A new visit hydrates that markup with the same version's browser build, keeping it.
  const fresh = await browser.newPage({ locale: 'en-GB' });
  const problems = await watchConsole(fresh);
  const hydration = watchHydration(fresh);
  await recordServerMarkup(fresh);
  const manifests: string[] = [];
  fresh.on('request', (sent) => sent.url().endsWith('/mf-manifest.json') && manifests.push(sent.url()));
  const response = await fresh.goto('/');
  expect(await response?.text()).toContain('id="first-render"');
  await waitForHydration(fresh, '#root h1');
  await settled(fresh);
  // Soft: the rest (the old page's next page) is worth knowing whatever this says.
  expect
    .soft(await serverMarkupKept(fresh))
    .toEqual({ sameH1: true, sameRoot: true, adopted: true, h1: changedTitle.en });
  await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(changedTitle.en);
  expect(manifests).toContain(manifest);
  expect(manifests.filter((url) => url.startsWith('http://localhost:3001/') && url !== manifest)).toEqual([]);
  expect(hydration).toEqual([]);
  expect(problems.messages).toEqual([]);
  await fresh.close();

  // The page opened before the switch still runs the version it started with, for its next page too.
  await page
    .getByRole('banner')
    .getByRole('link', { name: text('en', 'common:product.name') })
    .click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(oldTitle);
  await expect(page.getByTestId('remote-error-panel')).toHaveCount(0);
  expect(before.messages).toEqual([]);
});
