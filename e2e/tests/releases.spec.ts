// A team's release through the registry, end to end, while the shell keeps running (it is never
// rebuilt): a second version of the assessment remote with a visible change is built and published; a
// version that lacks an exposed page and one built for another platform major are refused with their
// reasons; at canary 50 % two visitors in different buckets see different versions, each the same on
// every reload, in pages no shared cache may keep; promote; rollback, and new page loads get the
// previous version within seconds; a preview link shows the new version to one browser only, until it
// is revoked; forced load failures of a canary, reported by the pages through the host, roll it back by
// themselves; and every change is in the audit. The registry decides for every page the shell
// serves, hence @global-state; the test leaves the live version the one app-config.json names.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PLATFORM_MAJOR } from '@ahc/build-config';
import { type Browser, type BrowserContext, type Page, expect, test } from '@playwright/test';
import { buildChangedRemote, deployedDir, removeChangedRemote } from '../support/changed-remote.ts';
import { GLOBAL_STATE } from '../support/global-state.ts';
import { release, runRelease, setReleaseHealth } from '../support/releases.ts';
import { repoRoot } from '../support/remote-host.ts';

test.use({ locale: 'en-GB' });

const LIVE = '1.0.0';
const NEXT = '1.0.1-e2e-rel';
const HEADING = 'The 20 questions';
const change = {
  app: 'mfe-assessment',
  version: NEXT,
  file: 'src/features/start/i18n/start-translations.ts',
  replacements: [[`coversTitle: '${HEADING}'`, `coversTitle: '${HEADING} (${NEXT})'`]] as const,
};
const manifestUrl = (version: string) => `http://localhost:3003/${version}/mf-manifest.json`;
const distDir = path.join(repoRoot, 'mfe-assessment', 'dist');
const BUCKET_COOKIE = 'ahc_release_bucket';

/** A version folder holding only a manifest: the new version's, changed as the check under test needs. */
function doctoredVersion(version: string, edit: (manifest: Record<string, unknown>) => void): string {
  const manifest = JSON.parse(
    readFileSync(path.join(deployedDir(change), 'mf-manifest.json'), 'utf8'),
  ) as Record<string, unknown>;
  edit(manifest);
  mkdirSync(path.join(distDir, version), { recursive: true });
  writeFileSync(path.join(distDir, version, 'mf-manifest.json'), JSON.stringify(manifest));
  return manifestUrl(version);
}

/** A browser of its own, in the given canary bucket (or none yet). */
async function visitor(browser: Browser, bucket?: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'en-GB' });
  if (bucket !== undefined)
    await context.addCookies([{ name: BUCKET_COOKIE, value: String(bucket), url: 'http://localhost:3000' }]);
  return { context, page: await context.newPage() };
}

/** The assessment version a fresh load of /start shows: its heading, and the one its configuration pins. */
async function versionSeen(page: Page): Promise<string> {
  await page.goto('/start');
  const heading = page.getByRole('heading', { level: 2, name: new RegExp(`^${HEADING}`) });
  await expect(heading).toBeVisible();
  const shown = (await heading.textContent()) === `${HEADING} (${NEXT})` ? NEXT : LIVE;
  const config = JSON.parse((await page.locator('#app-config').textContent()) ?? '{}') as {
    releases?: Record<string, string>;
  };
  expect(config.releases?.assessment, 'the configuration pins the version the page shows').toBe(shown);
  return shown;
}

/** Within a few seconds (the host reads the registry every few), new page loads show the version. */
const nextLoadsShow = (page: Page, version: string) =>
  expect.poll(() => versionSeen(page), { timeout: 20_000, intervals: [1_000] }).toBe(version);

const NO_START = `${NEXT}-nostart`;
const OTHER_MAJOR = `${NEXT}-major`;

test.afterAll(async () => {
  // Whatever happened, the registry ends with the version app-config.json names, and no canary.
  runRelease('canary', 'assessment', NEXT, '0', '--env', 'local');
  runRelease('promote', 'assessment', LIVE, '--env', 'local', '--reason', 'e2e clean-up');
  await setReleaseHealth(null);
  removeChangedRemote(change);
  for (const version of [NO_START, OTHER_MAJOR])
    rmSync(path.join(distDir, version), { recursive: true, force: true });
});

test(
  'a remote released through the registry: canary, promote, rollback, preview and automatic rollback',
  { tag: GLOBAL_STATE },
  async ({ browser }) => {
    test.setTimeout(600_000);
    const shellBuilt = statSync(path.join(repoRoot, 'shell', 'dist', 'index.html')).mtimeMs;

    await test.step('the version running now is published and made live, as a team would start', () => {
      expect(release('publish', 'assessment', manifestUrl(LIVE))).toContain(`assessment: published ${LIVE}`);
      release('promote', 'assessment', LIVE, '--env', 'local');
    });

    await test.step('a second version with a visible change is built and published', () => {
      buildChangedRemote(change);
      expect(release('publish', 'assessment', manifestUrl(NEXT), '--reason', 'a clearer heading')).toContain(
        `assessment: published ${NEXT}`,
      );
    });

    await test.step('a version lacking an exposed page and one for another platform major are refused', () => {
      const noStart = runRelease(
        'publish',
        'assessment',
        doctoredVersion(NO_START, (manifest) => {
          manifest.exposes = (manifest.exposes as { path: string }[]).filter((e) => e.path !== './StartPage');
        }),
      );
      expect(noStart.status).toBe(1);
      expect(noStart.stderr).toContain(
        'release: not published: It does not expose ./StartPage, ' +
          "which the shell's routes load from the assessment remote.",
      );
      const otherMajor = runRelease(
        'publish',
        'assessment',
        doctoredVersion(OTHER_MAJOR, (manifest) => {
          for (const shared of manifest.shared as { name: string; requiredVersion?: string }[])
            if (shared.name === '@ahc/platform') shared.requiredVersion = `^${PLATFORM_MAJOR + 1}.0.0`;
        }),
      );
      expect(otherMajor.status).toBe(1);
      expect(otherMajor.stderr).toContain(
        `release: not published: It was built for platform major ${PLATFORM_MAJOR + 1} ` +
          `(^${PLATFORM_MAJOR + 1}.0.0); the shell provides major ${PLATFORM_MAJOR}.`,
      );
    });

    const inCanary = await visitor(browser, 10);
    const outside = await visitor(browser, 90);

    await test.step('at canary 50 %, two visitors in different buckets see different versions, on every reload', async () => {
      release('canary', 'assessment', NEXT, '50', '--env', 'local');
      await nextLoadsShow(inCanary.page, NEXT);
      // The page depends on the visitor's bucket: private, never kept by a shared cache.
      const response = await inCanary.page.goto('/start');
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      for (let reload = 0; reload < 3; reload += 1) {
        expect(await versionSeen(inCanary.page)).toBe(NEXT);
        expect(await versionSeen(outside.page)).toBe(LIVE);
      }
    });

    await test.step('a new visitor is given a bucket in a cookie of the host, and keeps it', async () => {
      const fresh = await visitor(browser);
      const first = await versionSeen(fresh.page);
      const [cookie] = await fresh.context.cookies();
      expect(cookie).toMatchObject({ name: BUCKET_COOKIE, httpOnly: true, sameSite: 'Lax' });
      expect(first).toBe(Number(cookie?.value) < 50 ? NEXT : LIVE);
      expect(await versionSeen(fresh.page)).toBe(first);
      await fresh.context.close();
    });

    await test.step('promote: everyone gets the new version', async () => {
      release('promote', 'assessment', NEXT, '--env', 'local', '--reason', 'canary looked fine');
      await nextLoadsShow(outside.page, NEXT);
    });

    await test.step('rollback: new page loads get the previous version within seconds', async () => {
      release('rollback', 'assessment', '--env', 'local', '--reason', 'heading too long');
      await nextLoadsShow(outside.page, LIVE);
      expect(await versionSeen(inCanary.page)).toBe(LIVE);
    });

    await test.step('a preview link shows the new version to one browser only', async () => {
      const printed = release('preview', 'assessment', NEXT, '--env', 'local', '--minutes', '15');
      const link = /http:\/\/localhost:3000\/\?release-preview=[0-9a-f]{64}/.exec(printed)?.[0];
      expect(link, printed).toBeDefined();
      const previewer = await visitor(browser, 90);
      await previewer.page.goto(link!);
      // The token went into a cookie and out of the address.
      expect(new URL(previewer.page.url()).search).toBe('');
      expect(await versionSeen(previewer.page)).toBe(NEXT);
      expect(await versionSeen(previewer.page)).toBe(NEXT);
      expect(await versionSeen(outside.page)).toBe(LIVE);
      // Leaked: the link is listed and revoked, and the browser that opened it gets the live version.
      expect(release('preview', 'list', '--env', 'local')).toContain(NEXT);
      expect(release('preview', 'revoke', link!, '--reason', 'leaked')).toContain(
        `local assessment: preview link to ${NEXT} revoked`,
      );
      await nextLoadsShow(previewer.page, LIVE);
      await previewer.context.close();
    });

    await test.step('a canary whose pages fail to load is rolled back by itself', async () => {
      // A handful of page loads from this one machine is enough here (in production: 50 loads, from at
      // least 10 visitors, 3 of whom saw it fail, each visitor counted at most 10 times).
      await setReleaseHealth({
        min_loads: 1,
        min_visitors: 1,
        min_failing_visitors: 1,
        loads_per_visitor: 1000,
        max_error_rate_percent: 5,
        window_minutes: 10,
      });
      release('canary', 'assessment', NEXT, '50', '--env', 'local', '--reason', 'second try');
      await nextLoadsShow(inCanary.page, NEXT);
      // The canary's files cannot be reached from this browser: each of its page loads fails and says
      // so, until the failures pass 5 % of the version's loads and the registry ends the canary.
      await inCanary.page.route(`http://localhost:3003/${NEXT}/**`, (route) => route.abort());
      const autoRollback = `local assessment: canary ${NEXT} rolled back by itself (everyone gets ${LIVE})`;
      await inCanary.page.goto('/start');
      await expect(inCanary.page.getByTestId('remote-error-panel')).toBeVisible();
      await expect
        .poll(
          async () => {
            const newest = release('history', 'assessment', '--env', 'local', '--limit', '1');
            if (!newest.includes(autoRollback)) {
              await inCanary.page.goto('/start');
              await expect(inCanary.page.getByTestId('remote-error-panel')).toBeVisible();
            }
            return newest;
          },
          { timeout: 60_000, intervals: [1_000] },
        )
        .toContain(autoRollback);
      await inCanary.page.unroute(`http://localhost:3003/${NEXT}/**`);
      await nextLoadsShow(inCanary.page, LIVE);
    });

    await test.step('every change is in the audit, and the shell was never rebuilt', () => {
      const history = release('history', 'assessment', '--env', 'local');
      for (const line of [
        `assessment: published ${LIVE}`,
        `local assessment: promote (none) -> ${LIVE}`,
        `assessment: published ${NEXT}`,
        `local assessment: canary ${NEXT} at 50 %`,
        `local assessment: promote ${LIVE} -> ${NEXT}`,
        `local assessment: rollback ${NEXT} -> ${LIVE}`,
        `local assessment: preview link to ${NEXT}`,
        `local assessment: preview link to ${NEXT} revoked`,
        `local assessment: canary ${NEXT} rolled back by itself (everyone gets ${LIVE})`,
      ])
        expect(history).toContain(line);
      expect(history).not.toContain(NO_START);
      expect(history).not.toContain(OTHER_MAJOR);
      expect(statSync(path.join(repoRoot, 'shell', 'dist', 'index.html')).mtimeMs).toBe(shellBuilt);
    });

    await inCanary.context.close();
    await outside.context.close();
  },
);
