// `pnpm --filter @ahc/web-server bench:bytes [-- --lighthouse]`: the bench's byte figures alone, for
// deciding a change by what the browser downloads without the whole run (run.ts). Builds the one-bundle
// reference, serves it beside the product as built (run `pnpm build` first), and prints for both builds
// the JavaScript a new visitor downloads before the first interaction on each open page, file by file
// for `/`, and what each route adds from `/`. With --lighthouse, also Lighthouse mobile on the open
// pages, median of 3 after one unmeasured run (lighthouse.ts), with its long tasks.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '@ahc/build-config/chromium';
import { measureBundles } from './bundles.ts';
import { runLighthouse } from './lighthouse.ts';
import { buildOneBundle } from './one-bundle.ts';
import { BUILDS, BUILD_NAMES, startProduct } from './product.ts';

const OPEN_PAGES = ['/', '/start', '/methodology', '/login'];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The scripts a new visitor's first visit to the page runs until the network is quiet, gzip. */
async function firstVisitJs(url: string): Promise<number> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const page = await browser.newPage();
    const sizes = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        sizes.set(response.url(), gzipSync(await response.body()).length);
      } catch {
        // A response without a body (a redirect) has nothing to count.
      }
    });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    return [...sizes.values()].reduce((a, b) => a + b, 0);
  } finally {
    await browser.close();
  }
}

await buildOneBundle();
const product = await startProduct();
try {
  for (const build of BUILD_NAMES) {
    const url = BUILDS[build];
    const bundles = await measureBundles(url);
    console.log(`\n${build}: JavaScript before the first interaction (gzip)`);
    for (const path of OPEN_PAGES)
      console.log(
        `  ${path.padEnd(14)} ${kb(path === '/' ? bundles.initialBytes : await firstVisitJs(`${url}${path}`))}`,
      );
    console.log('  / file by file');
    for (const [file, bytes] of Object.entries(bundles.initialFiles))
      console.log(`    ${kb(bytes).padStart(9)}  ${file}`);
    console.log('  what a route adds from /');
    for (const [route, added] of Object.entries(bundles.perRoute))
      console.log(
        `    ${route.padEnd(14)} ${kb(added.addedBytes)} (remote entry ${kb(added.remoteEntryBytes)})`,
      );
    if (!process.argv.includes('--lighthouse')) continue;
    const figures = await runLighthouse({
      shellUrl: url,
      label: `bytes-${build}`,
      pages: OPEN_PAGES.map((path) => ({ path, presets: ['mobile'] })),
    });
    console.log('  Lighthouse mobile, median of 3');
    for (const f of figures)
      console.log(
        `    ${f.url.padEnd(14)} score ${f.performance}  LCP ${f.lcp} ms  TBT ${f.tbt} ms  CLS ${f.cls.toFixed(3)}  ` +
          `long tasks ${f.findings?.longTasks.count ?? '?'} (longest ${f.findings?.longTasks.longestMs ?? '?'} ms)` +
          `${f.error ? `  ${f.error}` : ''}`,
      );
  }
} finally {
  product.stop();
}
