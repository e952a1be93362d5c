// Leaving leaves a clean console: signing out from the dashboard, and deleting the account, log no
// error, neither the page's own nor the browser's for a failed request (a query still asking with
// the old session, a sign-out the Auth service refuses for a person who is gone). In en and da.
import { type Page, expect, test } from '@playwright/test';
import { clickHydrated } from '../support/first-render.ts';
import { settled } from '../support/page-health.ts';
import { type Language, consoleErrors } from '../support/report-texts.ts';
import { submitReport } from '../support/reports.ts';
import { profilesByEmail } from '../support/rest.ts';
import { createUser, signInProgrammatically } from '../support/stack.ts';

const POSITIONS = [0, 1, 2, 3, 3, 2, 1, 0, 2, 3, 1, 1, 0, 3, 2, 3, 0, 2, 1, 3];

const TEXT = {
  en: {
    deleteOpen: 'Delete my account',
    deleteLabel: 'Type DELETE to confirm',
    deleteWord: 'DELETE',
    deleteConfirm: 'Delete everything',
  },
  da: {
    deleteOpen: 'Slet min konto',
    deleteLabel: 'Skriv SLET for at bekræfte',
    deleteWord: 'SLET',
    deleteConfirm: 'Slet det hele',
  },
} as const;

async function startIn(page: Page, language: Language) {
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
}

/** Everything the page still does after leaving has had its time. */
async function quiet(page: Page) {
  await settled(page);
  await page.waitForLoadState('networkidle');
}

for (const language of ['en', 'da'] as Language[]) {
  test(`signing out from the dashboard logs no error (${language})`, async ({ page }) => {
    const user = await createUser('Otto Outgoing', 'Outgoing ApS', language);
    await submitReport(user, POSITIONS);
    await submitReport(
      user,
      POSITIONS.map((position) => Math.min(3, position + 1)),
    );
    const errors = consoleErrors(page);
    await startIn(page, language);
    await signInProgrammatically(page, user);
    await page.goto('/dashboard');
    await expect(page.getByTestId('latest-overall')).toBeVisible();
    await quiet(page);
    expect(errors, 'before signing out').toEqual([]);
    await clickHydrated(page.getByTestId('sign-out'));
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('header-profile')).toHaveCount(0);
    await quiet(page);
    expect(errors).toEqual([]);
  });

  test(`deleting the account logs no error (${language})`, async ({ page }) => {
    const t = TEXT[language];
    const user = await createUser('Lise Leaving', 'Leaving ApS', language);
    await submitReport(user, POSITIONS);
    const errors = consoleErrors(page);
    await startIn(page, language);
    await signInProgrammatically(page, user);
    await page.goto('/profile');
    await clickHydrated(page.getByRole('button', { name: t.deleteOpen }));
    await page.getByLabel(t.deleteLabel).fill(t.deleteWord);
    await page.getByRole('button', { name: t.deleteConfirm }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('account-notice')).toBeVisible();
    await expect(page.getByTestId('header-profile')).toHaveCount(0);
    await quiet(page);
    expect(await profilesByEmail(user.email)).toEqual([]);
    // Signed out for good: the next page is a signed-out one, and says nothing of a failure either.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
    await quiet(page);
    expect(errors).toEqual([]);
  });
}
