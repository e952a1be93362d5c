// What a visitor does in the page that several specs need: pick a language, move with Tab.
import { type Locator, type Page, expect } from '@playwright/test';

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
