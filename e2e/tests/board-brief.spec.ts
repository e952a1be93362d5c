// The board brief: "Print the board brief" on the owner's report and on a share link prints one A4
// page (Chromium's PDF, its pages counted; the whole report at most six) with the report's figures: title, company and date, score
// and band, the change since the previous report (the owner's), the four areas, the biggest risks with
// their plan status, the next actions and the address of the full report. In English and Danish.
import { mkdirSync, writeFileSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { clickHydrated } from '../support/first-render.ts';
import { normaliseSpace, pdfPageCount, pdfText } from '../support/pdf-text.ts';
import { type Language, consoleErrors } from '../support/report-texts.ts';
import { setPlanItem, shareReport, submitReport } from '../support/reports.ts';
import { createUser, signInProgrammatically } from '../support/stack.ts';

const SHOTS = '/tmp/shots-brief';
const WEAKER = Array<number>(20).fill(0);
const MIXED = [0, 1, 2, 3, 3, 2, 1, 0, 2, 3, 1, 1, 0, 3, 2, 3, 0, 2, 1, 3];

const TEXT = {
  en: {
    button: 'Print the board brief',
    heading: 'Board brief',
    areas: ['Architecture', 'Deployment', 'Security', 'Scalability'],
    done: 'Plan: Done',
    better: 'better since',
    full: 'The full report: ',
  },
  da: {
    button: 'Udskriv bestyrelsesresuméet',
    heading: 'Bestyrelsesresumé',
    areas: ['Arkitektur', 'Udrulning', 'Sikkerhed', 'Skalerbarhed'],
    done: 'Planen: Færdig',
    better: 'bedre siden',
    full: 'Hele rapporten: ',
  },
} as const;

/** Prints the brief as the button does (the print dialog itself left out) and returns the PDF. */
async function printBrief(page: Page, language: Language): Promise<Buffer> {
  await clickHydrated(page.getByRole('button', { name: TEXT[language].button }));
  await expect(page.locator('html')).toHaveAttribute('data-print', 'brief');
  return page.pdf({ format: 'A4', printBackground: true });
}

/** The figures the page itself shows: the overall score, and each area as "name score" (its bar). */
async function pageFigures(page: Page) {
  const overall = (await page.getByTestId('overall-score').textContent())!.trim();
  const areas = await page.getByTestId(/^category-bar-/).evaluateAll((bars) =>
    bars.map((bar) => {
      const name = bar.querySelector('.category-bar-label')?.textContent ?? '';
      const score = /^\d+/.exec(bar.querySelector('.category-bar-value')?.textContent ?? '')?.[0] ?? '';
      return `${name} ${score}`;
    }),
  );
  return { overall, areas };
}

for (const language of ['en', 'da'] as Language[]) {
  test(`the owner prints a one-page board brief with the report's figures (${language})`, async ({
    page,
    browser,
  }) => {
    const words = TEXT[language];
    const owner = await createUser('Brief Owner', 'Brief ApS');
    await submitReport(owner, WEAKER);
    const report = await submitReport(owner, MIXED);
    const errors = consoleErrors(page);
    await signInProgrammatically(page, owner);
    await page.addInitScript((lang) => {
      window.localStorage.setItem('language', lang);
      // The dialog is the browser's; what it prints is what page.pdf() prints.
      window.print = () => {};
    }, language);
    await page.goto(`/reports/${report.id}`);
    // The first risk marked done in the plan: the brief says so beside it.
    const firstRisk = page.getByTestId('summary-risks').getByRole('listitem').first();
    const riskId = (await firstRisk.getAttribute('data-testid'))!.replace('summary-risks-', '');
    await setPlanItem(owner, report, riskId, 'done');
    await page.reload();
    await expect(page.getByTestId('summary-section')).toBeVisible();
    await expect(page.getByTestId('summary-risk-status').first()).toBeVisible();
    await expect(page.getByTestId('score-change')).toBeVisible();
    const { overall, areas } = await pageFigures(page);

    // Where the full report is: the page's own address, once the page runs.
    await expect(page.getByTestId('board-brief-link')).toHaveText(
      `${words.full}${new URL(page.url()).origin}/reports/${report.id}`,
    );
    const pdf = await printBrief(page, language);
    expect(pdfPageCount(pdf)).toBe(1);
    const text = normaliseSpace(pdfText(pdf));
    // The heading is set in capitals (its style), so the PDF's text has it so.
    expect(text).toContain(words.heading.toUpperCase());
    expect(text).toContain('Brief ApS');
    expect(text).toContain(overall);
    expect(text).toContain(words.better);
    expect(areas.map((area) => area.split(' ')[0]).sort()).toEqual([...words.areas].sort());
    for (const area of areas) expect(text).toContain(area);
    expect(text).toContain(`${words.full}${new URL(page.url()).origin}/reports/${report.id}`);
    // The risks carry their plan status when the owner has one.
    expect(text).toContain(words.done);
    // Nothing of the full report: no contents, no recommendations section.
    expect(text).not.toContain(language === 'en' ? 'Recommended tools' : 'Anbefalede værktøjer');
    mkdirSync(SHOTS, { recursive: true });
    writeFileSync(`${SHOTS}/brief-owner-${language}.pdf`, pdf);

    // The whole report prints again with the report's own button.
    await clickHydrated(
      page.getByRole('button', { name: language === 'en' ? 'Print / save as PDF' : 'Udskriv / gem som PDF' }),
    );
    await expect(page.locator('html')).not.toHaveAttribute('data-print', 'brief');
    const full = await page.pdf({ format: 'A4', printBackground: true });
    // The full report itself: on at most six A4 pages (this one has 14 recommendations and a benchmark).
    writeFileSync(`${SHOTS}/full-owner-${language}.pdf`, full);
    const fullPages = pdfPageCount(full);
    expect(fullPages).toBeGreaterThan(1);
    expect(fullPages).toBeLessThanOrEqual(6);
    console.log(`[board-brief] full report (${language}): ${fullPages} A4 pages`);

    // A share link's reader prints the same brief, without the owner's plan.
    const { token } = await shareReport(owner, report.id);
    const reader = await browser.newContext({ locale: language === 'da' ? 'da-DK' : 'en-GB' });
    const shared = await reader.newPage();
    await shared.addInitScript(() => {
      window.print = () => {};
    });
    await shared.goto(`/shared/${token}?lang=${language}`);
    await expect(shared.getByTestId('summary-section')).toBeVisible();
    const sharedPdf = await printBrief(shared, language);
    expect(pdfPageCount(sharedPdf)).toBe(1);
    const sharedText = normaliseSpace(pdfText(sharedPdf));
    expect(sharedText).toContain(words.heading.toUpperCase());
    expect(sharedText).toContain(overall);
    for (const area of areas) expect(sharedText).toContain(area);
    expect(sharedText).not.toMatch(/Plan(en)?: /);
    expect(sharedText).toContain(`${words.full}${new URL(shared.url()).origin}/shared/`);
    writeFileSync(`${SHOTS}/brief-shared-${language}.pdf`, sharedPdf);
    await reader.close();
    expect(errors).toEqual([]);
  });
}
