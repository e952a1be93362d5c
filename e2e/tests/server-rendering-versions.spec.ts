// A remote switched to another version in app-config.json while the shell's host keeps running: the
// next first visit is rendered with that version's server build and hydrated by its browser build,
// cleanly, and a page opened before the switch keeps working on the version it started with.
// The new version has to look different for the test to tell whose markup it got, and no app code may
// change for a test: its team's change is played by a copy of the remote's sources with one text
// changed (the home page's title), built as its CI would into a version folder next to the live one.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  fetchDocument,
  recordServerMarkup,
  serverMarkupKept,
  text,
  waitForHydration,
  watchHydration,
} from '../support/first-render.ts';
import { settled, watchConsole } from '../support/page-health.ts';
import { repoRoot } from '../support/remote-host.ts';
import { E2E_STACK } from '../support/stack-env.ts';
import { GLOBAL_STATE } from '../support/global-state.ts';
import { overrideAppConfig } from '../support/stack.ts';

test.describe.configure({ mode: 'serial' });
test.use({ locale: 'en-GB' });

const VERSION = '1.0.1-e2e-ssr';
const marketingDir = path.join(repoRoot, 'mfe-marketing');
const copyDir = path.join(E2E_STACK.stateDir, `mfe-marketing-${VERSION}`);
const deployedDir = path.join(marketingDir, 'dist', VERSION);
const changedTitle = {
  en: `${text('en', 'marketing-home:home.title')} (${VERSION})`,
  da: `${text('da', 'marketing-home:home.title')} (${VERSION})`,
};

/**
 * The marketing remote with its home title changed, built into dist/<version>/ beside the live version
 * (browser build and server build, as `pnpm --filter mfe-marketing build` does). The copy links to the
 * remote's own installed packages; its tsconfig points at the workspace's base by an absolute path.
 */
function deployChangedMarketing(): string {
  rmSync(copyDir, { recursive: true, force: true });
  mkdirSync(path.join(copyDir, 'node_modules'), { recursive: true });
  for (const entry of [
    'index.html',
    'package.json',
    'rsbuild.config.ts',
    'rsbuild.server.config.ts',
    'src',
  ]) {
    cpSync(path.join(marketingDir, entry), path.join(copyDir, entry), { recursive: true });
  }
  const tsconfig = JSON.parse(readFileSync(path.join(marketingDir, 'tsconfig.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  writeFileSync(
    path.join(copyDir, 'tsconfig.json'),
    JSON.stringify({ ...tsconfig, extends: path.join(repoRoot, 'tsconfig.base.json') }),
  );
  // Its packages, not its caches or generated files (node_modules/.ahc is the server build's own entry).
  for (const entry of readdirSync(path.join(marketingDir, 'node_modules')).filter(
    (name) => !name.startsWith('.'),
  )) {
    symlinkSync(path.join(marketingDir, 'node_modules', entry), path.join(copyDir, 'node_modules', entry));
  }
  const translationsFile = path.join(copyDir, 'src', 'features', 'home', 'i18n', 'home-translations.ts');
  let source = readFileSync(translationsFile, 'utf8');
  for (const language of ['en', 'da'] as const) {
    const literal = `title: '${text(language, 'marketing-home:home.title')}'`;
    if (source.split(literal).length !== 2) throw new Error(`expected one ${literal} in ${translationsFile}`);
    source = source.replace(literal, `title: '${changedTitle[language]}'`);
  }
  writeFileSync(translationsFile, source);

  const rsbuild = path.join(marketingDir, 'node_modules', '@rsbuild', 'core', 'bin', 'rsbuild.js');
  for (const args of [['build'], ['build', '-c', 'rsbuild.server.config.ts']]) {
    const result = spawnSync(process.execPath, [rsbuild, ...args], {
      cwd: copyDir,
      env: { ...process.env, REMOTE_VERSION: VERSION, NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 180_000,
    });
    if (result.status !== 0)
      throw new Error(`rsbuild ${args.join(' ')} of ${VERSION} failed:\n${result.stdout}\n${result.stderr}`);
  }
  cpSync(path.join(copyDir, 'dist', VERSION), deployedDir, { recursive: true });
  return `http://localhost:3001/${VERSION}/mf-manifest.json`;
}

test.afterEach(() => overrideAppConfig({}));
test.afterAll(() => {
  rmSync(deployedDir, { recursive: true, force: true });
  rmSync(copyDir, { recursive: true, force: true });
});

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
