// Lighthouse (mobile and desktop presets) on /, /start and a report page, in Debian's Chromium, against
// the product as `npm start` serves it, measured as Lighthouse's own CLI measures a page by default:
// every run in a freshly started browser with a new, empty profile (no compiled-code cache, no HTTP
// cache, nothing stored) and storage reset before the page loads. A new visitor has nothing more. The
// report page needs its signed-in owner: the session is put into that fresh profile's storage first,
// and only for that page the reset is turned off (it would remove the session). Each page is measured
// RUNS times and the median run (by score) is reported, after one unmeasured run that warms the server
// (not the browser, which is new for every run anyway).
// Targets: performance ≥ 90 mobile, ≥ 98 desktop; CLS ≤ 0.05;
// total blocking time ≤ 200 ms.
import { chromium } from '@playwright/test';
import lighthouse, { type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export type LighthouseFigures = {
  url: string;
  preset: 'mobile' | 'desktop';
  performance: number;
  cls: number;
  tbt: number;
  lcp: number;
  /** Why Lighthouse could not measure the page, when it could not. */
  error?: string;
};

const DEBUG_PORT = 9333;
const RUNS = 3;

function figuresOf(lhr: RunnerResult['lhr'], path: string, preset: LighthouseFigures['preset']): LighthouseFigures {
  return {
    url: path,
    preset,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

/** The middle run by score; a run Lighthouse could not measure counts below every measured one. */
function median(runs: LighthouseFigures[]): LighthouseFigures {
  const sorted = [...runs].sort((a, b) => (a.error ? -1 : a.performance) - (b.error ? -1 : b.performance));
  return sorted[Math.floor(sorted.length / 2)]!;
}

export type LighthousePage = {
  path: string;
  /** localStorage entries the visitor has on the shell's origin (a Supabase session); none when absent. */
  storage?: Record<string, string>;
};

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** One Lighthouse run in a browser of its own, started for it with an empty profile and closed after it. */
async function measureOnce(shellUrl: string, page: LighthousePage, preset: LighthouseFigures['preset']): Promise<LighthouseFigures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${DEBUG_PORT}`, ...CHROMIUM_ARGS],
  });
  try {
    const signedIn = page.storage !== undefined;
    if (signedIn) {
      const tab = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
      await tab.goto(`${shellUrl}/app-config.json`);
      await tab.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, page.storage!);
      await tab.close();
    }
    const result = await lighthouse(
      `${shellUrl}${page.path}`,
      { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: signedIn },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    return figuresOf(result!.lhr, page.path, preset);
  } finally {
    await browser.close();
  }
}

export async function runLighthouse(options: { shellUrl: string; pages: LighthousePage[]; presets?: Array<'mobile' | 'desktop'> }): Promise<LighthouseFigures[]> {
  await measureOnce(options.shellUrl, { path: '/' }, 'mobile');
  const figures: LighthouseFigures[] = [];
  for (const preset of options.presets ?? (['mobile', 'desktop'] as const)) {
    for (const page of options.pages) {
      const runs: LighthouseFigures[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measureOnce(options.shellUrl, page, preset));
      figures.push(median(runs));
    }
  }
  return figures;
}
