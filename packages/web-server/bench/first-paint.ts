// How long a new visitor waits for a page: from the start of the navigation to the page's own h1 on
// the screen, each run in a freshly started browser with an empty profile (nothing cached, nothing
// stored), on localhost without throttling. The median of RUNS runs, after one unmeasured run that
// warms the server. A signed-in page gets its session in the fresh profile before the page's scripts.
import { chromium } from '@playwright/test';

const RUNS = 5;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

async function once(url: string, storage: Record<string, string> | undefined): Promise<number> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    if (storage) {
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, storage);
    }
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    // The page's own heading, not the spinner's: visible, and not under a page-transition overlay.
    await page.waitForFunction(() => {
      const h1 = document.querySelector('main h1, h1');
      return Boolean(h1 && h1.textContent && h1.getBoundingClientRect().height > 0) && !document.querySelector('.page-transition-overlay');
    }, undefined, { timeout: 30_000, polling: 'raf' });
    return Math.round(await page.evaluate(() => performance.now()));
  } finally {
    await browser.close();
  }
}

export async function timeToHeading(url: string, storage?: Record<string, string>): Promise<number> {
  await once(url, storage);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) times.push(await once(url, storage));
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
