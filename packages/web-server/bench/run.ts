// `pnpm --filter @ahc/web-server bench` (part of `npm run bench`): builds every app and the one-bundle
// reference (the same code without federation), serves both as `npm start` serves the product, on a
// throw-away stack, and prints every web figure for both side by side: the federated product, whose
// host renders a first visit's page (server-render/), and the one bundle, which the browser renders.
// The figures: how fast the host answers a document (warm, cold, under load); whether a page's own h1
// is in the first HTML response and when it is on the screen for a new visitor; the bytes of a first
// visit to / (and which files they are) and what each route adds; an in-app navigation; Lighthouse
// (mobile and desktop) on the open pages and a share link's page and, mobile only, the signed-in report
// page and dashboard as a returning person meets them (the session from a real sign-in on each build's
// own /login, session.ts); each against its target. Figures also go to
// .local/bench-web.json, the median Lighthouse reports to .local/bench-web-lighthouse/. Targets are
// reported, not enforced.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '@ahc/build-config/chromium';
import { repoRoot } from 'local-supabase/config';
import { buildTimes, measureBundles } from './bundles.ts';
import { type HeadingFigures, timeToHeading } from './first-paint.ts';
import { LIGHTHOUSE_DIR, type LighthouseFigures, type LighthousePage, runLighthouse } from './lighthouse.ts';
import { buildOneBundle } from './one-bundle.ts';
import { BUILDS, BUILD_NAMES, type Build, startProduct } from './product.ts';
import { type Session, cookieHeader, signIn } from './session.ts';
import { benchUser } from './user.ts';
import {
  type Latencies,
  type ServerTimings,
  type Throughput,
  measurePersonalTiming,
  measureServerTimings,
  measureThroughput,
} from './server-timing.ts';

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
const ratio = (a: number, b: number) => (b > 0 ? a / b : Number.NaN);

/** The open pages the host renders on a first visit (route-table.ts, firstRender: 'page'). */
const OPEN_PAGES = ['/', '/start', '/methodology', '/login'];

/** Lighthouse mobile targets: the open pages and a share link's page; a signed-in page. */
type MobileTargets = { performance: number; lcp: number; tbt: number; cls: number };
const OPEN_MOBILE: MobileTargets = { performance: 98, lcp: 1200, tbt: 100, cls: 0.01 };
const SIGNED_IN_MOBILE: MobileTargets = { performance: 95, lcp: 1500, tbt: 150, cls: 0.01 };

const TARGETS = {
  headingMs: 150,
  jsRatio: 1.1,
  initialJs: 120 * KB,
  initialCss: 25 * KB,
  desktop: { performance: 100 },
  navigationMs: 500 + 50,
  ttfbWarmP95: 50,
  ttfbColdP95: 300,
  personalWarmP95: 80,
};

/** From a click on a header link to the new page's heading: the 500 ms transition plus what the page costs. */
async function navigationMs(shellUrl: string, from: string, to: string): Promise<number> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const page = await browser.newPage();
    const times: number[] = [];
    for (let run = 0; run < 4; run++) {
      await page.goto(`${shellUrl}${from}`);
      await page.waitForFunction(
        () => Boolean(document.querySelector('h1')) && !document.querySelector('.page-transition-overlay'),
      );
      const before = await page.locator('h1').first().textContent();
      const started = await page.evaluate(() => performance.now());
      await page.locator(`a[href="${to}"]`).first().click();
      await page.waitForFunction(
        (previous) => {
          const h1 = document.querySelector('h1')?.textContent;
          return Boolean(h1) && h1 !== previous && !document.querySelector('.page-transition-overlay');
        },
        before,
        { polling: 'raf' },
      );
      if (run > 0) times.push(Math.round((await page.evaluate(() => performance.now())) - started));
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)]!;
  } finally {
    await browser.close();
  }
}

const federatedBuilds = buildTimes();
const oneBundleBuildMs = await buildOneBundle();
const product = await startProduct();
const { stateDir } = product;
try {
  // The host's own figures first: the first document requests of all are part of them.
  const serverTimings = {} as Record<Build, ServerTimings>;
  const throughput = {} as Record<Build, Throughput>;
  for (const build of BUILD_NAMES) {
    console.error(`[bench] timing the ${build} build's documents …`);
    serverTimings[build] = await measureServerTimings(BUILDS[build], OPEN_PAGES);
    throughput[build] = await measureThroughput(`${BUILDS[build]}/`);
  }

  const user = await benchUser(stateDir);
  const reportPath = `/reports/${user.reportId}`;
  const sharedPath = `/shared/${encodeURIComponent(user.shareToken)}`;
  console.error('[bench] timing a signed-in report rendered by the host …');
  const ownerCookie = cookieHeader(await signIn(BUILDS.federated, user.email, user.password));
  if (!ownerCookie) throw new Error('signing in on /login left no session cookie');
  const personal = await measurePersonalTiming(`${BUILDS.federated}${reportPath}`, ownerCookie);
  /** The pages measured: a new visitor's, then the signed-in person's (signedIn: true). */
  const pages: { path: string; signedIn?: true }[] = [
    ...OPEN_PAGES.map((p) => ({ path: p })),
    { path: sharedPath },
    { path: reportPath, signedIn: true },
    { path: '/dashboard', signedIn: true },
  ];
  const figures = {} as Record<
    Build,
    {
      bundles: Awaited<ReturnType<typeof measureBundles>>;
      headings: Record<string, HeadingFigures>;
      navigationMs: number;
      lighthouse: LighthouseFigures[];
    }
  >;
  for (const build of BUILD_NAMES) {
    const url = BUILDS[build];
    console.error(`[bench] measuring the ${build} build at ${url} …`);
    // Each build is its own origin: the person signs in on its own /login.
    const session: Session = await signIn(url, user.email, user.password);
    const sessionOf = (page: { signedIn?: true }) => (page.signedIn ? session : undefined);
    const headings: Record<string, HeadingFigures> = {};
    for (const page of pages)
      headings[page.path] = await timeToHeading(`${url}${page.path}`, sessionOf(page));
    const lighthousePages: LighthousePage[] = pages.map((page) => ({
      path: page.path,
      session: sessionOf(page),
      presets: page.signedIn ? ['mobile'] : ['mobile', 'desktop'],
    }));
    figures[build] = {
      bundles: await measureBundles(url),
      headings,
      navigationMs: await navigationMs(url, '/', '/about'),
      lighthouse: await runLighthouse({ shellUrl: url, label: build, pages: lighthousePages }),
    };
  }

  const fed = figures.federated;
  const one = figures['one bundle'];
  const label = (p: string) =>
    p.startsWith('/reports/') ? '/reports/{id}' : p.startsWith('/shared/') ? '/shared/{token}' : p;
  const isSignedIn = (p: string) => pages.some((page) => page.path === p && page.signedIn);
  console.log('\nBuild time');
  for (const [app, ms] of Object.entries(federatedBuilds))
    console.log(`  ${app.padEnd(16)} ${(ms / 1000).toFixed(1)} s`);
  console.log(`  ${'one bundle'.padEnd(16)} ${(oneBundleBuildMs / 1000).toFixed(1)} s`);

  console.log('\nFirst visit to / (gzip)        federated    one bundle   ratio   targets');
  const fedBytes = fed.bundles.initialBytes + fed.bundles.initialCssBytes;
  const oneBytes = one.bundles.initialBytes + one.bundles.initialCssBytes;
  const jsRatio = ratio(fed.bundles.initialBytes, one.bundles.initialBytes);
  const bytesLine = (name: string, f: number, o: number, target: string) =>
    console.log(
      `  ${name.padEnd(28)} ${kb(f).padStart(10)}   ${kb(o).padStart(10)}   ${ratio(f, o).toFixed(2)}×   ${target}`,
    );
  bytesLine(
    'JavaScript',
    fed.bundles.initialBytes,
    one.bundles.initialBytes,
    `≤ 120 KB ${verdict(fed.bundles.initialBytes <= TARGETS.initialJs)}, ≤ 1.10× ${verdict(jsRatio <= TARGETS.jsRatio)}`,
  );
  bytesLine(
    'CSS',
    fed.bundles.initialCssBytes,
    one.bundles.initialCssBytes,
    `≤ 25 KB ${verdict(fed.bundles.initialCssBytes <= TARGETS.initialCss)}`,
  );
  bytesLine('JavaScript + CSS', fedBytes, oneBytes, '');
  console.log(
    `  prefetched when idle (next pages' code, not counted above): federated ${kb(fed.bundles.prefetchedBytes)}, ` +
      `one bundle ${kb(one.bundles.prefetchedBytes)}`,
  );

  console.log('\nWhat the first visit to / downloads, file by file (gzip; host/path, largest first)');
  for (const build of BUILD_NAMES) {
    const files = Object.entries(figures[build].bundles.initialFiles);
    console.log(`  ${build}: ${files.length} files`);
    for (const [file, bytes] of files) console.log(`    ${kb(bytes).padStart(9)}  ${file}`);
  }

  console.log('\nJS a route adds when reached from / (gzip)');
  for (const route of Object.keys(fed.bundles.perRoute)) {
    const f = fed.bundles.perRoute[route]!;
    const o = one.bundles.perRoute[route];
    console.log(
      `  ${route.padEnd(14)} ${kb(f.addedBytes).padStart(9)} (remote entry ${kb(f.remoteEntryBytes)})   ` +
        `one bundle ${kb(o?.addedBytes ?? 0).padStart(9)}`,
    );
  }

  console.log(
    "\nThe page's own h1: in the first HTML response? Time to it on the screen (the later of in the DOM and the first",
  );
  console.log('contentful paint), new visitor, localhost, median of 5 fresh browsers. Target ≤ 150 ms.');
  console.log(`  ${''.padEnd(14)} ${'federated'.padEnd(22)} ${'one bundle'.padEnd(22)} ratio`);
  const headingCell = (h: HeadingFigures) =>
    `${h.inFirstHtml ? 'yes' : 'no '} ${String(h.ms).padStart(5)} ms ${verdict(h.ms <= TARGETS.headingMs)}`;
  for (const page of pages) {
    const f = fed.headings[page.path]!;
    const o = one.headings[page.path]!;
    const note = page.signedIn ? '   (signed in)' : '';
    console.log(
      `  ${label(page.path).padEnd(14)} ${headingCell(f).padEnd(22)} ${headingCell(o).padEnd(22)} ` +
        `${ratio(f.ms, o.ms).toFixed(2)}×${note}`,
    );
  }
  console.log(
    '  After the scripts ran (network quiet): is the h1 from the HTML still the element on the screen (hydration kept the',
  );
  console.log(
    "  host's markup) or was it replaced; and the largest contentful paint the browser reported (localhost, no throttling).",
  );
  for (const build of BUILD_NAMES) {
    for (const page of pages) {
      const h = figures[build].headings[page.path]!;
      const kept = h.inFirstHtml ? (h.headingKept ? 'h1 kept    ' : 'h1 REPLACED') : 'h1 not in HTML';
      const lcp = h.lcp ? `LCP ${String(h.lcp.ms).padStart(5)} ms ${h.lcp.element}` : 'no LCP entry';
      console.log(`  ${build.padEnd(11)} ${label(page.path).padEnd(14)} ${kept.padEnd(14)} ${lcp}`);
    }
  }

  console.log(
    '\nServer render: time to first byte of a document, Node client on localhost, one kept-alive connection,',
  );
  console.log(
    "requests one at a time with a browser's Accept and Accept-Language (ms; rendered = answers holding the host's page).",
  );
  console.log(
    "  warm: 50 requests a route, the page in the host's page cache; cold: 25 a route, each adding",
  );
  console.log(
    '  ?utm_source=bench-<n> (new each time: the cache keys on the whole address, so each one is rendered).',
  );
  console.log(
    `  ${''.padEnd(14)} ${'federated warm'.padEnd(16)} ${'federated cold'.padEnd(16)} ${'one bundle warm'.padEnd(16)} ` +
      'one bundle cold     (p50 / p95)',
  );
  const cell = (l: Latencies) =>
    `${l.p50.toFixed(1).padStart(5)} / ${l.p95.toFixed(1).padStart(5)}`.padEnd(16);
  for (const route of OPEN_PAGES) {
    const [f, o] = [serverTimings.federated, serverTimings['one bundle']];
    console.log(
      `  ${route.padEnd(14)} ${cell(f.warm[route]!)} ${cell(f.cold[route]!)} ${cell(o.warm[route]!)} ${cell(o.cold[route]!)}`,
    );
  }
  const [fs, os1] = [serverTimings.federated, serverTimings['one bundle']];
  console.log(
    `  ${'all four'.padEnd(14)} ${cell(fs.warmAll)} ${cell(fs.coldAll)} ${cell(os1.warmAll)} ${cell(os1.coldAll)}`,
  );
  console.log(
    `  federated: warm p95 ≤ 50 ms ${verdict(fs.warmAll.p95 <= TARGETS.ttfbWarmP95)}, ` +
      `cold p95 ≤ 300 ms ${verdict(fs.coldAll.p95 <= TARGETS.ttfbColdP95)}; ` +
      `rendered by the host: warm ${fs.warmAll.rendered}/${fs.warmAll.count}, cold ${fs.coldAll.rendered}/${fs.coldAll.count}`,
  );
  console.log(
    `  one bundle: rendered by the host: ${os1.warmAll.rendered + os1.coldAll.rendered}/${os1.warmAll.count + os1.coldAll.count} ` +
      '(it has no server build)',
  );
  const firsts = (t: ServerTimings) =>
    OPEN_PAGES.map((r) => `${r} ${t.first[r]!.ms} ms${t.first[r]!.rendered ? '' : ' (not rendered)'}`).join(
      ', ',
    );
  console.log(
    "  first request of each route after the host started (the first of all loads the shell's server build, the first",
  );
  console.log(`  of a remote its server build): federated ${firsts(fs)}; one bundle ${firsts(os1)}`);

  console.log(
    `\nA signed-in report rendered by the host for its owner (the session's cookie; each request checks the session, ` +
      `reads the report as the person and renders; never cached), ${personal.count} requests one at a time, warm:`,
  );
  console.log(
    `  p50 ${personal.p50} ms, p95 ${personal.p95} ms   p95 ≤ 80 ms ${verdict(personal.p95 <= TARGETS.personalWarmP95)}; ` +
      `rendered by the host ${personal.rendered}/${personal.count}`,
  );

  console.log(
    '\nThroughput, / warm, 10 kept-alive connections for 30 s (the client in a process of its own, on the same 2 cores)',
  );
  for (const build of BUILD_NAMES) {
    const t = throughput[build];
    console.log(
      `  ${build.padEnd(11)} ${String(t.perSecond).padStart(6)} req/s   ${t.requests} answers, p50 ${t.p50} ms, p95 ${t.p95} ms, ` +
        `${t.errors} errors, ${t.rendered} rendered by the host`,
    );
  }

  console.log(
    `\nIn-app navigation / → /about, click to heading: federated ${fed.navigationMs} ms, one bundle ${one.navigationMs} ms   ` +
      `≤ 550 ms ${verdict(fed.navigationMs <= TARGETS.navigationMs)}`,
  );

  console.log(
    '\nLighthouse as its CLI runs (fresh profile per run, storage reset, simulated throttling), median of 3 after one',
  );
  console.log(
    'unmeasured run. Targets: mobile score ≥ 98, LCP ≤ 1.2 s, TBT ≤ 100 ms, CLS ≤ 0.01 (open pages, a share link);',
  );
  console.log(
    'signed in (session cookies and storage from a real sign-in) ≥ 95, LCP ≤ 1.5 s, TBT ≤ 150 ms; desktop score 100.',
  );
  const lighthouseOk = (f: LighthouseFigures) => {
    if (f.error) return false;
    if (f.preset === 'desktop') return f.performance >= TARGETS.desktop.performance;
    const target = isSignedIn(f.url) ? SIGNED_IN_MOBILE : OPEN_MOBILE;
    return (
      f.performance >= target.performance && f.lcp <= target.lcp && f.tbt <= target.tbt && f.cls <= target.cls
    );
  };
  for (const f of fed.lighthouse) {
    for (const build of BUILD_NAMES) {
      const x =
        build === 'federated'
          ? f
          : figures[build].lighthouse.find((y) => y.url === f.url && y.preset === f.preset);
      const first = build === 'federated';
      const lead = `  ${(first ? f.preset : '').padEnd(8)} ${(first ? label(f.url) : '').padEnd(14)} ${build.padEnd(11)}`;
      if (!x || x.error) {
        console.log(`${lead} not measured${x?.error ? `: ${x.error}` : ''}`);
        continue;
      }
      const failures = x.failedRuns > 0 ? `   (${x.failedRuns} of 3 runs not measured)` : '';
      console.log(
        `${lead} score ${String(x.performance).padStart(3)}  FCP ${String(x.fcp).padStart(5)} ms  ` +
          `LCP ${String(x.lcp).padStart(5)} ms  ` +
          `TBT ${String(x.tbt).padStart(4)} ms  CLS ${x.cls.toFixed(3)}   ${verdict(lighthouseOk(x))}${failures}`,
      );
    }
  }

  console.log(
    `\nLighthouse mobile, where the time goes (the median runs; whole reports in ${path.relative(repoRoot, LIGHTHOUSE_DIR)}/).`,
  );
  console.log(
    '"observed": the page\'s own timings in the trace, before Lighthouse simulates slow 4G and a 4× slower CPU on them.',
  );
  // A file's name, or what Lighthouse put in its place ('Unattributable' for work no script owns).
  const file = (url: string) =>
    URL.canParse(url) ? new URL(url).pathname.split('/').pop() || new URL(url).pathname : url;
  const failed = new Map<string, string>();
  for (const build of BUILD_NAMES) {
    for (const f of figures[build].lighthouse.filter((x) => x.preset === 'mobile' && x.findings)) {
      const d = f.findings!;
      for (const [id, why] of Object.entries(d.failedAudits)) failed.set(id, why);
      const blocking = d.renderBlocking
        ? d.renderBlocking.map((r) => `${file(r.url)} ${r.ms} ms`).join(', ') || 'none'
        : 'n/a';
      console.log(
        `  ${build.padEnd(11)} ${label(f.url).padEnd(14)} ` +
          `observed FCP ${d.observed.fcp} ms, LCP ${d.observed.lcp} ms, load ${d.observed.load} ms; ` +
          `LCP element ${d.lcpElement ?? 'n/a'}; render-blocking ${blocking}`,
      );
      console.log(
        `  ${''.padEnd(26)} unused JS ${kb(d.unusedJsBytes)}; ` +
          `main thread ${d.mainThreadMs} ms (script evaluation ${d.scriptEvaluationMs} ms); ` +
          `long tasks ${d.longTasks.count} (longest ${d.longTasks.longestMs} ms)` +
          `${d.topScript ? `; busiest script ${file(d.topScript.url)} ${d.topScript.ms} ms` : ''}`,
      );
    }
  }
  if (failed.size > 0) {
    console.log("  n/a: audits Lighthouse could not compute on this Chromium's traces:");
    for (const [id, why] of failed) console.log(`    ${id}: ${why}`);
  }

  mkdirSync(path.join(repoRoot, '.local'), { recursive: true });
  const builds = { ...federatedBuilds, 'one bundle': oneBundleBuildMs };
  const json = { date: new Date().toISOString(), builds, serverTimings, personal, throughput, figures };
  writeFileSync(path.join(repoRoot, '.local', 'bench-web.json'), `${JSON.stringify(json, null, 2)}\n`);
} finally {
  product.stop();
}
