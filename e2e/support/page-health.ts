// What every page owes a visitor whatever its content, checked the same way on each: a console without
// errors (Content-Security-Policy violations included, caught by the page's own
// securitypolicyviolation event as well), no sideways scrolling, and settled before it is judged.
import { type Page, expect } from '@playwright/test';
import { waitForHydration } from './first-render.ts';

export type ConsoleProblems = { messages: string[]; clear(): void };

/** Collects console errors, uncaught exceptions and CSP violations of the page from now on. */
export async function watchConsole(page: Page): Promise<ConsoleProblems> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') messages.push(`console.error at ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`uncaught at ${page.url()}: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`,
      );
    });
  });
  return { messages, clear: () => void messages.splice(0) };
}

/**
 * Waits until the page has settled: transition over, a heading shown, no loading spinner left, and the
 * page hydrated (its heading is React's), so that a click is the page's own and not the browser's
 * default (a form sent by the browser, a link followed without the router).
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('page-transition')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading|Indlæser/ })).toHaveCount(0);
  await expect(page.getByTestId('remote-error-panel')).toHaveCount(0);
  await waitForHydration(page, 'h1');
}

/**
 * The page is settled and its finite animations have finished: a page that is fading in has text at
 * part of its opacity, which an accessibility check would measure as too little contrast.
 */
export async function settledAndStill(page: Page): Promise<void> {
  await settled(page);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** The page is no wider than the window: nothing scrolls sideways. Names what sticks out when something does. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const found = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const overflowing = [...document.querySelectorAll('body *')]
      .filter(
        (element) =>
          element.getBoundingClientRect().right > width + 0.5 && element.getClientRects().length > 0,
      )
      .filter((element) => !element.closest('.rt-ScrollAreaViewport, [data-radix-scroll-area-viewport]'))
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''} right=${Math.round(element.getBoundingClientRect().right)}`,
      );
    return { width, scrollWidth: document.documentElement.scrollWidth, overflowing };
  });
  expect(
    found.scrollWidth,
    `wider than ${found.width} px at ${page.url()}: ${found.overflowing.join(', ')}`,
  ).toBeLessThanOrEqual(found.width);
}
