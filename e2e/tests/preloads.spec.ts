// A page preloads only what it uses: a direct load of the assessment's review step (answers in
// progress in this browser) leaves no "preloaded but not used" warning in Chromium's console, nor any
// other warning or error, in en and da.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { settled } from '../support/page-health.ts';
import { answersFor } from '../support/spec-table.ts';

const POSITIONS = [0, 1, 2, 3, 3, 2, 1, 0, 2, 3, 1, 1, 0, 3, 2, 3, 0, 2, 1, 3];

for (const language of ['en', 'da'] as const) {
  test(`/assessment?q=review, loaded directly, uses every file it preloads (${language})`, async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') messages.push(message.text());
    });
    const stored = {
      submissionId: randomUUID(),
      answers: answersFor(POSITIONS),
      notes: {},
      currentIndex: 20,
      startedAt: new Date().toISOString(),
    };
    await page.addInitScript(
      ([lang, assessment]) => {
        window.localStorage.setItem('language', lang!);
        window.localStorage.setItem('assessment:v1', assessment!);
      },
      [language, JSON.stringify(stored)],
    );
    await page.goto('/assessment?q=review');
    await expect(page.getByTestId('review-step').or(page.getByRole('heading', { level: 1 }))).toBeVisible();
    await settled(page);
    // Chromium says a preload went unused a few seconds after the load event.
    await page.waitForTimeout(5_000);
    expect(messages).toEqual([]);
  });
}
