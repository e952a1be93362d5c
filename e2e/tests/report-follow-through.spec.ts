// Following a report through to the next one (done per advice, the change, the first phone screen),
// in English and Danish, at 390 and 1280 px:
// - done means done for that advice: "Finding security weaknesses" marked done on the first report (its
//   answer "we wait for something to break") is open on the second, whose answer ("manual checks") gets
//   different advice; the second report's next actions and the dashboard's list it without a status,
//   and the first report's next actions leave it out, as the dashboard's leave handled ones out;
// - the overall score's change since the previous report where a leader looks: "+12 better since
//   <date>" beside the score at the report's top and on the dashboard's latest-report card, in green;
//   nothing on a first report;
// - on a phone the report's first screen (390 × 844) holds the score and the first of the biggest risks,
//   and the benchmark's key number ("Chose a stronger answer") is in view without a sideways scroll,
//   under a caption that is whole.
// Screenshots go to /tmp/shots25/.
import { mkdirSync } from 'node:fs';
import { type Locator, type Page, expect, test } from '@playwright/test';
import {
  type Language,
  TOPICS,
  consoleErrors,
  expectLabelsFit,
  expectNoHorizontalOverflow,
} from '../support/report-texts.ts';
import { planItemsOf, submitReport } from '../support/reports.ts';
import { expectedScores } from '../support/spec-table.ts';
import { E2E_STACK } from '../support/stack-env.ts';
import { createUser, signInProgrammatically, stackKeys } from '../support/stack.ts';
import { intlLocale } from '@ahc/common';

/** Areas 60 / 53 / 47 / 60, overall 55; the weakest answers arch_1, deploy_3, sec_3 ("wait_break") and scal_2. */
const FIRST = [0, 1, 2, 3, 3, 2, 1, 0, 2, 3, 1, 1, 0, 3, 2, 3, 0, 2, 1, 3];
/**
 * FIRST with arch_1, deploy_3 and scal_2 raised to 2 and sec_3 to 1 ("manual_check"): areas 73 / 67 / 53 / 73, overall 67.
 */
const SECOND = [2, 1, 2, 3, 3, 2, 1, 2, 2, 3, 1, 1, 1, 3, 2, 3, 2, 2, 1, 3];
const SHOTS = '/tmp/shots25';
const DAY = 24 * 60 * 60 * 1000;

const TEXT = {
  en: { done: 'Done', better: (change: number, date: string) => `+${change} better since ${date}` },
  da: { done: 'Færdig', better: (change: number, date: string) => `+${change} bedre siden ${date}` },
} as const;

/** The first report's date as the change names it: day and month, and the year when it is not the second's. */
function sinceDate(first: string, second: string, language: Language): string {
  const sameYear = new Date(first).getFullYear() === new Date(second).getFullYear();
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  };
  return new Intl.DateTimeFormat(intlLocale(language), options).format(new Date(first));
}

/** As the service role: a row's columns changed (here a report moved back in time). */
async function servicePatch(path: string, body: object): Promise<void> {
  const { serviceRoleKey } = stackKeys();
  const response = await fetch(`${E2E_STACK.url}/rest/v1/${path}`, {
    method: 'PATCH',
    headers: {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.text()).toBeLessThan(300);
}

async function open(page: Page, path: string, language: Language) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('page-transition')).toHaveCount(0);
  await expect(page.getByTestId('remote-error-panel')).toHaveCount(0);
}

/** A recommendation's status select, once the plan has been read. */
async function planStatus(page: Page, questionId: string): Promise<Locator> {
  const select = page.getByTestId(`recommendation-${questionId}`).getByTestId('plan-status');
  await expect(select).toBeEnabled();
  return select;
}

/** The element's box lies wholly inside the first screen (the window's size, scrolled to the top). */
async function expectInFirstScreen(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(box!.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  const bottom = box!.y + box!.height;
  expect(bottom, `${what}: bottom at ${Math.round(bottom)} px of ${viewport.height}`).toBeLessThanOrEqual(
    viewport.height,
  );
}

for (const language of ['en', 'da'] as const) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ] as const) {
    test.describe(`${language}, ${viewport.width} px`, () => {
      test.use({ viewport });

      test('done is for one advice; the change since last time on top; the first screen; the benchmark', async ({
        page,
      }) => {
        const t = TEXT[language];
        const owner = await createUser('Follow Through', 'Opfølgning ApS', language);
        const first = await submitReport(owner, FIRST);
        // The first report a week before the second, as a leader's would be.
        const firstAt = new Date(Date.now() - 7 * DAY).toISOString();
        await servicePatch(`reports?id=eq.${first.id}`, { created_at: firstAt });
        const errors = consoleErrors(page);
        await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
        await signInProgrammatically(page, owner);

        // The first report: no earlier one, so no change is said. sec_3 is marked done here.
        await open(page, `/reports/${first.id}`, language);
        await expect(page.getByTestId('overall-score')).toHaveText('55 / 100');
        await (await planStatus(page, 'sec_3')).selectOption('done');
        const stored = async () =>
          (await planItemsOf(owner.id)).map((row) => [row.question_id, row.option_key, row.status]);
        await expect.poll(stored).toEqual([['sec_3', 'wait_break', 'done']]);
        await expect(page.getByTestId('score-change')).toHaveCount(0);
        // Its next actions leave the done one out, as the dashboard's do.
        await expect(page.getByTestId('summary-actions-sec_3')).toHaveCount(0);
        await expect(page.getByTestId('summary-risks-sec_3').getByTestId('summary-risk-status')).toHaveText(
          t.done,
        );

        const second = await submitReport(owner, SECOND);
        expect(expectedScores(SECOND).overall - expectedScores(FIRST).overall).toBe(12);
        await open(page, `/reports/${second.id}`, language);
        await page.evaluate(() => window.scrollTo(0, 0));

        // The change since the first report, beside the score.
        const since = sinceDate(firstAt, second.created_at, language);
        const change = page.getByTestId('overall-section').getByTestId('score-change');
        await expect(change).toHaveText(t.better(12, since));
        await expect(change).toHaveAttribute('data-accent-color', 'green');
        await expect(page.getByTestId('overall-score')).toHaveText('67 / 100');

        // The same question, other advice: open, in the card and in the next actions.
        const card = page.getByTestId('recommendation-sec_3');
        await expect(await planStatus(page, 'sec_3')).toHaveValue('');
        await expect(card).toHaveAttribute('data-state', 'open');
        const actions = page.getByTestId('summary-actions');
        await expect(actions.locator(':scope > li')).toHaveCount(3);
        await expect(actions.getByTestId('summary-actions-sec_3')).toContainText(TOPICS[language].sec_3!);
        await expect(
          actions.getByTestId('summary-actions-sec_3').getByTestId('summary-action-status'),
        ).toHaveCount(0);
        await expect(page.getByTestId('summary-actions-handled')).toHaveCount(0);

        // The first screen: the score, its change and the first of the biggest risks (a phone's too).
        const firstRisk = page.getByTestId('summary-risks').locator(':scope > li').first();
        await expect(firstRisk).toHaveAttribute('data-testid', 'summary-risks-sec_1');
        await expectInFirstScreen(page, page.getByTestId('overall-score'), 'the overall score');
        await expectInFirstScreen(page, change, 'the change since the previous report');
        await expectInFirstScreen(page, firstRisk, 'the first of the biggest risks');
        await expectLabelsFit(page, '[data-testid="score-change"]', '.summary-card');
        await expectLabelsFit(page, '[data-testid="overall-score"]', '.summary-card');
        await expectNoHorizontalOverflow(page);
        mkdirSync(SHOTS, { recursive: true });
        if (viewport.width === 390 || language === 'en') {
          await page.screenshot({ path: `${SHOTS}/report-top-${viewport.width}-${language}.png` });
        }

        // The benchmark per question: the key number in view, without a sideways scroll, under a whole caption.
        const detail = page.getByTestId('benchmark-detail');
        await expect(detail).toHaveAttribute('data-state', 'ok');
        const table = page.getByTestId('benchmark-questions');
        const frame = table.locator('xpath=..');
        await expect(frame).not.toHaveAttribute('data-overflows', 'true');
        const fits = await frame.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
        expect(fits, 'the table fits its frame').toBe(true);
        const caption = table.locator('caption');
        await caption.scrollIntoViewIfNeeded();
        const captionFits = await caption.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return element.scrollWidth <= element.clientWidth + 1 && box.right <= window.innerWidth + 0.5;
        });
        expect(captionFits, 'the caption is whole').toBe(true);
        for (const questionId of ['arch_1', 'sec_3', 'scal_5']) {
          const cell = table
            .getByTestId(`benchmark-question-${questionId}`)
            .getByTestId('benchmark-stronger');
          await cell.scrollIntoViewIfNeeded();
          await expect(cell).toBeInViewport();
          // Sideways, the whole cell is inside the table's frame and the window, with nothing scrolled.
          const inside = await cell.evaluate((element) => {
            const box = element.getBoundingClientRect();
            const frame = element.closest('.table-scroll')!;
            const outer = frame.getBoundingClientRect();
            return (
              frame.scrollLeft === 0 &&
              box.left >= outer.left - 0.5 &&
              box.right <= Math.min(outer.right, window.innerWidth) + 0.5
            );
          });
          expect(inside, `the share for ${questionId} is in view sideways`).toBe(true);
          await expect(cell).toHaveText(/^(\d+ ?%|None: the strongest answer|Ingen: det stærkeste svar)$/);
        }
        // The answer: its own column on a wide screen, under the question on a phone.
        const row = table.getByTestId('benchmark-question-sec_3');
        await expect(row.locator('td.benchmark-answer')).toBeVisible({ visible: viewport.width > 767 });
        await expect(row.locator('.benchmark-answer-inline')).toBeVisible({ visible: viewport.width <= 767 });
        await expectNoHorizontalOverflow(page);
        if (viewport.width === 390 && language === 'en')
          await table.screenshot({ path: `${SHOTS}/benchmark-questions-390-en.png` });

        // The dashboard: the change on the latest report's card; sec_3 among the next actions, open.
        await open(page, '/dashboard', language);
        const latest = page.getByTestId('latest-section');
        await expect(latest.getByTestId('latest-overall')).toHaveText('67 / 100');
        await expect(latest.getByTestId('latest-change')).toHaveText(t.better(12, since));
        await expect(latest.getByTestId('latest-change')).toHaveAttribute('data-accent-color', 'green');
        await expectLabelsFit(page, '[data-testid="latest-change"]', '[data-testid="latest-section"]');
        const next = page.getByTestId('top-section');
        await expect(next.getByTestId('top-sec_3')).toBeVisible();
        await expect(next.getByTestId('top-sec_3')).not.toContainText(t.done);
        await expectNoHorizontalOverflow(page);
        if (viewport.width === 1280 && language === 'da')
          await latest.screenshot({ path: `${SHOTS}/dashboard-card-1280-da.png` });

        // Back on the first report the advice it was done for is still done.
        await open(page, `/reports/${first.id}`, language);
        await expect(await planStatus(page, 'sec_3')).toHaveValue('done');
        await expect(page.getByTestId('recommendation-sec_3')).toHaveAttribute('data-state', 'done');
        expect(errors).toEqual([]);
      });
    });
  }
}
