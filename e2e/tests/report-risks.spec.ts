// The executive summary's "Biggest risks" never names low priority advice: a report whose weakest answers
// are all one step from the strongest names no risk and says it is in good shape, to its owner (on the
// page and in its print) and to the reader of its share link, who is spoken about rather than to. The
// next actions still list the advice.
import { expect, test } from '@playwright/test';
import { shareReport, submitReport } from '../support/reports.ts';
import { createUser, signInProgrammatically } from '../support/stack.ts';

/** Every answer one step from the strongest: twenty recommendations, all low priority. */
const ALL_LOW = Array<number>(20).fill(2);

const IN_GOOD_SHAPE = {
  en: {
    owner: 'No high or medium risks: you are in good shape. Any advice left is low priority.',
    reader: 'No high or medium risks: the system is in good shape. Any advice left is low priority.',
  },
  da: {
    owner: 'Ingen risici med høj eller mellem prioritet: I står godt. Eventuelle råd har lav prioritet.',
    reader:
      'Ingen risici med høj eller mellem prioritet: systemet står godt. Eventuelle råd har lav prioritet.',
  },
} as const;

for (const language of ['en', 'da'] as const) {
  test(`a report with only low priority advice names no biggest risk, on its page, in print and on its share link (${language})`, async ({
    page,
    browser,
  }) => {
    const owner = await createUser('Good Shape', 'God Form ApS', language);
    const report = await submitReport(owner, ALL_LOW);
    await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
    await signInProgrammatically(page, owner);
    await page.goto(`/reports/${report.id}`);
    const summary = page.getByTestId('summary-section');
    await expect(summary.getByTestId('summary-risks-none')).toHaveText(IN_GOOD_SHAPE[language].owner);
    await expect(summary.getByTestId('summary-risks')).toHaveCount(0);
    await expect(summary.getByTestId('summary-actions').locator(':scope > li')).toHaveCount(3);
    await page.emulateMedia({ media: 'print' });
    await expect(summary.getByTestId('summary-risks-none')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    const { token } = await shareReport(owner, report.id);
    const reader = await browser.newContext({ locale: language === 'da' ? 'da-DK' : 'en-GB' });
    const shared = await reader.newPage();
    await shared.goto(`/shared/${token}?lang=${language}`);
    const sharedSummary = shared.getByTestId('summary-section');
    await expect(sharedSummary.getByTestId('summary-risks-none')).toHaveText(IN_GOOD_SHAPE[language].reader);
    await expect(sharedSummary.getByTestId('summary-risks')).toHaveCount(0);
    await reader.close();
  });
}
