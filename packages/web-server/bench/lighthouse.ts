// Lighthouse (mobile and desktop presets) on the product's open pages, in Debian's Chromium, against
// a build as `npm start` serves it, measured as Lighthouse's own CLI measures a page by default:
// every run in a freshly started browser with a new, empty profile (no compiled-code cache, no HTTP
// cache, nothing stored), storage reset before the page loads, simulated throttling (mobile: slow 4G
// and a 4× slower CPU). A new visitor has nothing more. A signed-in page (a report, the dashboard) needs
// its owner: the session from a real sign-in (session.ts) is put into that fresh profile first, its
// cookies in the jar and its storage entries on the shell's origin, Lighthouse sends the cookies with the
// page's requests (extraHeaders, the CLI's --extra-headers), and only for that page the reset is turned
// off (it would remove the session). Each page is measured RUNS times and the median run (by
// score) is reported, after one unmeasured run that warms the server (not the browser, which is new for
// every run anyway). The median run's whole report is kept (LIGHTHOUSE_DIR) for a closer look, and a
// few of its findings come back with the figures: what the largest paint was, what blocked rendering,
// how much script went unused and how busy the main thread was.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '@ahc/build-config/chromium';
import lighthouse, { type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { repoRoot } from 'local-supabase/config';
import { type Session, cookieHeader } from './session.ts';

type Preset = 'mobile' | 'desktop';

export const LIGHTHOUSE_DIR = path.join(repoRoot, '.local', 'bench-web-lighthouse');

export type LighthouseFigures = {
  url: string;
  preset: Preset;
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** From the median run's report: where its time went. */
  findings?: {
    /** The page's own timings in the trace, before Lighthouse simulates the slow network and CPU on them, ms. */
    observed: { fcp: number; lcp: number; load: number };
    /** Absent when the audit failed (see failedAudits). */
    lcpElement?: string;
    renderBlocking?: { url: string; ms: number }[];
    unusedJsBytes: number;
    mainThreadMs: number;
    scriptEvaluationMs: number;
    /** Main-thread tasks over 50 ms in the simulated run (Lighthouse's long-tasks audit), and the longest. */
    longTasks: { count: number; longestMs: number };
    /** The script that kept the main thread busiest. */
    topScript?: { url: string; ms: number };
    /** Audits Lighthouse could not compute in this run, with why. */
    failedAudits: Record<string, string>;
  };
  /** Why Lighthouse could not measure the page, when it could not. */
  error?: string;
  /** Of the RUNS runs, how many Lighthouse could not measure (they count below every measured one). */
  failedRuns: number;
};

const RUNS = 3;

type Audit = RunnerResult['lhr']['audits'][string];
type Table = { type: string; items?: Record<string, unknown>[] };

/** The tables in an audit's details (the LCP element audit has a list of two: the element, its phases). */
function tables(audit: Audit | undefined): Table[] {
  const details = audit?.details as (Table & { items?: unknown[] }) | undefined;
  if (!details) return [];
  if (details.type === 'list') return (details.items ?? []) as Table[];
  return [details];
}

function findingsOf(lhr: RunnerResult['lhr']): LighthouseFigures['findings'] {
  const audits = lhr.audits;
  const ok = (id: string) => audits[id] !== undefined && audits[id].scoreDisplayMode !== 'error';
  const metrics = (tables(audits.metrics)[0]?.items?.[0] ?? {}) as Record<string, number>;
  const node = tables(audits['largest-contentful-paint-element'])[0]?.items?.[0]?.node as
    { nodeLabel?: string; snippet?: string } | undefined;
  const breakdown = tables(audits['mainthread-work-breakdown'])[0]?.items ?? [];
  const top = tables(audits['bootup-time'])[0]?.items?.[0];
  const longTasks = tables(audits['long-tasks'])[0]?.items ?? [];
  return {
    observed: {
      fcp: metrics.observedFirstContentfulPaint ?? NaN,
      lcp: metrics.observedLargestContentfulPaint ?? NaN,
      load: metrics.observedLoad ?? NaN,
    },
    ...(ok('largest-contentful-paint-element')
      ? { lcpElement: `${node?.snippet ?? '?'} "${(node?.nodeLabel ?? '').slice(0, 50)}"` }
      : {}),
    ...(ok('render-blocking-resources')
      ? {
          renderBlocking: (tables(audits['render-blocking-resources'])[0]?.items ?? []).map((item) => ({
            url: String(item.url),
            ms: Math.round(Number(item.wastedMs)),
          })),
        }
      : {}),
    unusedJsBytes: (tables(audits['unused-javascript'])[0]?.items ?? []).reduce(
      (sum, item) => sum + Number(item.wastedBytes ?? 0),
      0,
    ),
    mainThreadMs: Math.round(audits['mainthread-work-breakdown']?.numericValue ?? NaN),
    scriptEvaluationMs: Math.round(
      Number(breakdown.find((item) => item.group === 'scriptEvaluation')?.duration ?? 0),
    ),
    longTasks: {
      count: longTasks.length,
      longestMs: Math.round(Math.max(0, ...longTasks.map((task) => Number(task.duration ?? 0)))),
    },
    ...(top ? { topScript: { url: String(top.url), ms: Math.round(Number(top.total)) } } : {}),
    failedAudits: Object.fromEntries(
      Object.values(audits)
        .filter((a) => a.scoreDisplayMode === 'error')
        .map((a) => [a.id, String(a.errorMessage ?? '').slice(0, 160)]),
    ),
  };
}

function figuresOf(lhr: RunnerResult['lhr'], path: string, preset: Preset): LighthouseFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    url: path,
    preset,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: Math.round(numeric('first-contentful-paint')),
    lcp: Math.round(numeric('largest-contentful-paint')),
    tbt: Math.round(numeric('total-blocking-time')),
    cls: numeric('cumulative-layout-shift'),
    failedRuns: 0,
    ...(lhr.runtimeError
      ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }
      : { findings: findingsOf(lhr) }),
  };
}

type Run = { figures: LighthouseFigures; lhr?: RunnerResult['lhr'] };

/** A run that ended in an exception (the browser gone, a protocol error): reported, not thrown. */
const failedRun = (path: string, preset: Preset, error: unknown): Run => ({
  figures: {
    url: path,
    preset,
    performance: NaN,
    fcp: NaN,
    lcp: NaN,
    tbt: NaN,
    cls: NaN,
    failedRuns: 0,
    error: String(error).split('\n')[0]!,
  },
});

/** A port no one listens on now, for the browser's DevTools endpoint (a fixed one may be another browser's). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The middle run by score; a run Lighthouse could not measure counts below every measured one. */
function median(runs: Run[]): Run {
  const score = (run: Run) => (run.figures.error ? -1 : run.figures.performance);
  return [...runs].sort((a, b) => score(a) - score(b))[Math.floor(runs.length / 2)]!;
}

export type LighthousePage = {
  path: string;
  /** The signed-in visitor's session (cookies and storage); a new visitor when absent. */
  session?: Session;
  /** The presets this page is measured with; both when absent. */
  presets?: Preset[];
};

/**
 * One Lighthouse run in a browser of its own, started for it with an empty profile (a new folder, the
 * browser's default context, the one Lighthouse's page opens in) and closed after it.
 */
async function measureOnce(shellUrl: string, page: LighthousePage, preset: Preset): Promise<Run> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...CHROMIUM_LAUNCH,
    args: [`--remote-debugging-port=${port}`, ...CHROMIUM_LAUNCH.args],
  });
  try {
    const session = page.session;
    if (session) {
      await context.addCookies(session.cookies);
      const tab = await context.newPage();
      await tab.goto(`${shellUrl}/app-config.json`);
      await tab.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, session.storage);
      await tab.close();
    }
    const cookie = session ? cookieHeader(session) : undefined;
    const result = await lighthouse(
      `${shellUrl}${page.path}`,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: session !== undefined,
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    return { figures: figuresOf(result!.lhr, page.path, preset), lhr: result!.lhr };
  } catch (error) {
    return failedRun(page.path, preset, error);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** build-preset-page.json, e.g. federated-mobile-home.json, one-bundle-desktop-start.json. */
const reportFile = (label: string, preset: Preset, pagePath: string) =>
  `${label}-${preset}-${pagePath === '/' ? 'home' : pagePath.slice(1).replace(/\//g, '-')}.json`.replace(
    /\s+/g,
    '-',
  );

/** label names the build in the kept reports' file names. */
export async function runLighthouse(options: {
  shellUrl: string;
  label: string;
  pages: LighthousePage[];
}): Promise<LighthouseFigures[]> {
  await measureOnce(options.shellUrl, { path: '/' }, 'mobile');
  mkdirSync(LIGHTHOUSE_DIR, { recursive: true });
  const figures: LighthouseFigures[] = [];
  for (const preset of ['mobile', 'desktop'] as const) {
    for (const page of options.pages) {
      if (!(page.presets ?? ['mobile', 'desktop']).includes(preset)) continue;
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measureOnce(options.shellUrl, page, preset));
      const middle = median(runs);
      if (middle.lhr)
        writeFileSync(
          path.join(LIGHTHOUSE_DIR, reportFile(options.label, preset, page.path)),
          JSON.stringify(middle.lhr),
        );
      figures.push({ ...middle.figures, failedRuns: runs.filter((run) => run.figures.error).length });
    }
  }
  return figures;
}
