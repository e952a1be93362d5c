// What a visitor does in the page that several specs need: go to a page in the app, pick a language,
// move with Tab.
import { type Locator, type Page, expect } from '@playwright/test';

/** Goes to another page of the site as a link would (the router, no new document): the browser's own guards and reads. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Picks a language in the header's language switch, as a visitor would. */
export async function chooseLanguage(page: Page, language: 'en' | 'da'): Promise<void> {
  await page.getByTestId('language-switch').selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Presses Tab from where the focus is until this element has it (a keyboard user's way there). */
export async function tabUntil(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} never got the focus after ${limit} Tab presses`);
}

/**
 * The dashboard's history chart, brought near the screen first: its code is loaded only when the reader
 * scrolls towards it, and the table under it (the same numbers) is what a reader scrolls to.
 */
export async function historyChart(page: Page): Promise<Locator> {
  await page.getByTestId('history-table').scrollIntoViewIfNeeded();
  return page.getByTestId('history-chart');
}
