// Lighthouse (mobile and desktop presets) on /, /start and a report page, in Debian's Chromium, against
// the product as `npm start` serves it. The report page needs a signed-in owner: a user and a report
// are made through the API, and the session is put in the browser before Lighthouse runs (with its
// storage reset turned off). Targets (issue 7): performance ≥ 90 mobile, ≥ 98 desktop; CLS ≤ 0.05;
// total blocking time ≤ 200 ms.
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
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

export async function runLighthouse(options: {
  shellUrl: string;
  paths: string[];
  /** localStorage entries to plant on the shell's origin first (the Supabase session). */
  storage: Record<string, string>;
}): Promise<LighthouseFigures[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${DEBUG_PORT}`, '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${options.shellUrl}/app-config.json`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, options.storage);
    // Storage is kept (the session), so the HTTP cache is cleared by hand: every page is a first visit.
    const cdp = await context.newCDPSession(page);
    const figures: LighthouseFigures[] = [];
    for (const preset of ['mobile', 'desktop'] as const) {
      for (const path of options.paths) {
        await cdp.send('Network.clearBrowserCache');
        const url = `${options.shellUrl}${path}`;
        const result = await lighthouse(
          url,
          { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = result!.lhr;
        figures.push({
          url: path,
          preset,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
          tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
          lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
          ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
        });
      }
    }
    return figures;
  } finally {
    await browser.close();
  }
}
