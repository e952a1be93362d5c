// How long a new visitor waits for a page: from the start of the navigation to the page's own h1 on
// the screen, each run in a freshly started browser with an empty profile (nothing cached, nothing
// stored), on localhost without throttling. The median of RUNS runs, after one unmeasured run that
// warms the server. A signed-in page gets its session (session.ts) in the fresh profile before the page
// loads: its cookies in the jar, its storage entries before the page's scripts.
// "On the screen": the first frame in which the heading is in the page, laid out, and not under the
// page-transition overlay, watched from the page itself from its first frame on (a script Playwright
// injects later would see an already painted heading late); and no earlier than the first contentful
// paint (a heading that arrives in the HTML is in the DOM before its stylesheets, but not painted before
// them). The page's own 250 ms fade-in (shell/src/styles.css) is not waited for.
// The unmeasured run also says whether the heading the page ends up showing was already in the first
// HTML response (rendered by the host) or came from the page's scripts; if it was, whether the browser
// kept that heading's element once its scripts had run (hydration takes the host's markup over) or
// replaced it with one of its own; and which element the browser took for the largest contentful
// paint, when (on localhost, without Lighthouse's throttling).
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '@ahc/build-config/chromium';
import { type Session, plantSession } from './session.ts';

const RUNS = 5;

// A string, not a function: tsx would wrap the named helper in a __name() the page does not have.
const WATCH_HEADING = `(() => {
  const frame = () => {
    const h1 = document.querySelector('main h1, h1');
    if (h1 && h1.textContent && h1.getBoundingClientRect().height > 0 && !document.querySelector('.page-transition-overlay')) {
      window.benchHeading = { at: performance.now(), element: h1 };
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

export type HeadingFigures = {
  /** Median time to the page's own h1 on the screen. */
  ms: number;
  /** Whether the first HTML response held that h1 (same text), and what it held instead when it did not. */
  inFirstHtml: boolean;
  htmlHeading: string | null;
  heading: string;
  /** Whether the h1 on the screen at first is still the one in the page once the network is quiet. */
  headingKept: boolean;
  /** The last largest-contentful-paint entry: its element's opening tag and text, and its time. */
  lcp: { element: string; ms: number } | null;
};

async function once(url: string, session: Session | undefined, details: boolean) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const context = await browser.newContext();
    if (session) await plantSession(context, url, session);
    // The largest contentful paint as the browser reports it (the last entry is the one that counts).
    await context.addInitScript(() => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
          const element = entry.element;
          const tag = element ? element.outerHTML.slice(0, element.outerHTML.indexOf('>') + 1) : '(gone)';
          const text = element?.textContent?.replace(/\s+/g, ' ').trim().slice(0, 40) ?? '';
          Object.assign(window, {
            benchLcp: { element: `${tag} "${text}"`, ms: Math.round(entry.startTime) },
          });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // The page's own heading, not the spinner's: visible, and not under a page-transition overlay.
    await context.addInitScript({ content: WATCH_HEADING });
    const page = await context.newPage();
    const response = await page.goto(url, { waitUntil: 'commit' });
    const shownAt = await page.waitForFunction(
      () => (window as unknown as { benchHeading?: { at: number } }).benchHeading?.at ?? false,
      undefined,
      { timeout: 30_000, polling: 50 },
    );
    const inDomAt = (await shownAt.jsonValue()) as number;
    const paintedAt = await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? false,
      undefined,
      { timeout: 30_000 },
    );
    const ms = Math.round(Math.max(inDomAt, (await paintedAt.jsonValue()) as number));
    if (!details) return { ms };
    await page.waitForLoadState('networkidle');
    const html = response ? await response.text() : '';
    // No named helpers inside: tsx would wrap them in a __name() the page does not have.
    const headings = await page.evaluate(
      (source) => ({
        shown: document.querySelector('main h1, h1')?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
        inHtml:
          new DOMParser()
            .parseFromString(source, 'text/html')
            .querySelector('main h1, h1')
            ?.textContent?.replace(/\s+/g, ' ')
            .trim() ?? null,
        kept:
          (window as unknown as { benchHeading?: { element: Element } }).benchHeading?.element.isConnected ??
          false,
        lcp: (window as unknown as { benchLcp?: HeadingFigures['lcp'] }).benchLcp ?? null,
      }),
      html,
    );
    return { ms, details: headings };
  } finally {
    await browser.close();
  }
}

export async function timeToHeading(url: string, session?: Session): Promise<HeadingFigures> {
  const { details } = await once(url, session, true);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) times.push((await once(url, session, false)).ms);
  times.sort((a, b) => a - b);
  const { shown, inHtml, kept, lcp } = details!;
  const ms = times[Math.floor(times.length / 2)]!;
  return { ms, inFirstHtml: inHtml === shown, htmlHeading: inHtml, heading: shown, headingKept: kept, lcp };
}
