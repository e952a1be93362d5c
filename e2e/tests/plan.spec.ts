// The improvement plan: every recommendation on the report can be marked planned, in progress, done or
// not applicable with a short note; the marks are stored in plan_items (owner only) and are there after
// a reload; the dashboard counts them and leaves done and not applicable actions out of the next three;
// the next report shows which done actions moved which scores, and a practice now at the strongest
// level as achieved; a change that cannot be saved is undone with a message. In English and Danish, at
// 1280 and 390 px. A screenshot of a report with several items marked goes to /tmp/shots13/.
import { mkdirSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import {
  AREAS,
  type Language,
  TOPICS,
  consoleErrors,
  expectNoHorizontalOverflow,
} from '../support/report-texts.ts';
import { planItemsOf, setPlanItem, submitReport } from '../support/reports.ts';
import { createUser, signInProgrammatically } from '../support/stack.ts';

/** Areas 60 / 53 / 47 / 60; the weakest answers are arch_1, deploy_3, sec_3 and scal_2. */
const MIXED = [0, 1, 2, 3, 3, 2, 1, 0, 2, 3, 1, 1, 0, 3, 2, 3, 0, 2, 1, 3];
/** MIXED with arch_2 raised to the strongest (architecture 60 → 73) and sec_3 to 2 (security 47 → 60). */
const NEXT = [0, 3, 2, 3, 3, 2, 1, 0, 2, 3, 1, 1, 2, 3, 2, 3, 0, 2, 1, 3];
const SHOTS = '/tmp/shots13';

const STATUS: Record<Language, Record<string, string>> = {
  en: {
    open: 'Not planned',
    planned: 'Planned',
    in_progress: 'In progress',
    done: 'Done',
    not_applicable: 'Not applicable',
    achieved: 'Achieved',
  },
  da: {
    open: 'Ikke planlagt',
    planned: 'Planlagt',
    in_progress: 'I gang',
    done: 'Færdig',
    not_applicable: 'Ikke relevant',
    achieved: 'Opnået',
  },
};

async function open(page: Page, path: string, language: Language) {
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('page-transition')).toHaveCount(0);
}

/** A recommendation's status select, once the plan has been read. */
async function status(page: Page, questionId: string) {
  const select = page.getByTestId(`recommendation-${questionId}`).getByTestId('plan-status');
  await expect(select).toBeEnabled();
  return select;
}

test.describe('1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('marks recommendations with a note; the plan persists across a reload and shows on the dashboard (en)', async ({
    page,
  }) => {
    const owner = await createUser('Plan Maker', 'Plan ApS');
    const report = await submitReport(owner, MIXED);
    const errors = consoleErrors(page);
    await signInProgrammatically(page, owner);
    await open(page, `/reports/${report.id}`, 'en');

    await (await status(page, 'arch_1')).selectOption('in_progress');
    await (await status(page, 'deploy_3')).selectOption('done');
    await (await status(page, 'scal_2')).selectOption('not_applicable');
    await (await status(page, 'sec_3')).selectOption('done');
    await expect(page.getByTestId('recommendation-arch_1')).toHaveAttribute('data-state', 'in_progress');

    const card = page.getByTestId('recommendation-deploy_3');
    await card.getByRole('button', { name: 'Add a progress note' }).click();
    await card.getByLabel('Progress note').fill('Error tracking live since the March release');
    await card.getByRole('button', { name: 'Save the progress note' }).click();
    await expect(card.getByRole('status')).toHaveText('The progress note is saved.');

    // Stored under the visitor's account, one row per practice.
    await expect
      .poll(async () => (await planItemsOf(owner.id)).map((row) => [row.question_id, row.status, row.note]))
      .toEqual([
        ['arch_1', 'in_progress', ''],
        ['deploy_3', 'done', 'Error tracking live since the March release'],
        ['scal_2', 'not_applicable', ''],
        ['sec_3', 'done', ''],
      ]);

    // After a reload the page shows the same plan.
    await page.reload();
    await expect(await status(page, 'arch_1')).toHaveValue('in_progress');
    await expect(await status(page, 'deploy_3')).toHaveValue('done');
    await expect(await status(page, 'scal_2')).toHaveValue('not_applicable');
    await expect(await status(page, 'arch_2')).toHaveValue('');
    await expect(page.getByTestId('recommendation-deploy_3').getByTestId('plan-note')).toHaveText(
      'Progress note: Error tracking live since the March release',
    );
    const counts = page.getByTestId('recommendations-section').getByTestId('plan-counts');
    await expect(counts.getByTestId('plan-handled')).toHaveText(
      '3 of 14 recommendations done or not applicable',
    );
    await expect(counts.getByTestId('plan-count-in_progress')).toHaveText('In progress: 1');
    // The summary's next actions leave out what is done or not applicable, as the dashboard's do, and
    // carry the status of the rest.
    await expect(page.getByTestId('summary-actions-sec_3')).toHaveCount(0);
    await expect(page.getByTestId('summary-actions-arch_1').getByTestId('summary-action-status')).toHaveText(
      'In progress',
    );

    mkdirSync(SHOTS, { recursive: true });
    await page.getByTestId('recommendations-section').screenshot({ path: `${SHOTS}/plan-1280-en.png` });

    // The dashboard: counts per state, and the next three open actions (done and not applicable left out).
    await open(page, '/dashboard', 'en');
    const plan = page.getByTestId('plan-section');
    await expect(plan.getByTestId('plan-handled')).toHaveText(
      '3 of 14 recommendations done or not applicable',
    );
    await expect(plan.getByTestId('plan-count-done')).toHaveText('Done: 2');
    await expect(plan.getByTestId('plan-count-not_applicable')).toHaveText('Not applicable: 1');
    await expect(plan.getByTestId('plan-count-in_progress')).toHaveText('In progress: 1');
    await expect(plan.getByTestId('plan-count-open')).toHaveText('Not planned: 10');
    const next = page.getByTestId('top-section');
    await expect(next.getByRole('heading', { level: 3 })).toHaveText([
      TOPICS.en.arch_1!,
      TOPICS.en.sec_1!,
      TOPICS.en.sec_2!,
    ]);
    await expect(next.getByTestId('top-arch_1')).toContainText('In progress');
    await expectNoHorizontalOverflow(page);
    expect(errors).toEqual([]);
  });
});

for (const [language, viewport] of [
  ['da', { width: 390, height: 844 }],
  ['en', { width: 1280, height: 900 }],
] as const) {
  test.describe(`${language}, ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the next report shows which done actions moved which scores, and what is achieved', async ({
      page,
    }) => {
      const owner = await createUser('Progress Maker', 'Fremskridt ApS');
      const first = await submitReport(owner, MIXED);
      await setPlanItem(owner, first, 'sec_3', 'done', 'Dependabot on every repository');
      await setPlanItem(owner, first, 'deploy_3', 'done');
      await setPlanItem(owner, first, 'arch_2', 'done');
      await setPlanItem(owner, first, 'arch_1', 'in_progress');
      const second = await submitReport(owner, NEXT);
      const errors = consoleErrors(page);
      await signInProgrammatically(page, owner);
      await open(page, `/reports/${second.id}`, language);

      const progress = page.getByTestId('progress-section');
      await expect(progress.getByRole('heading', { level: 2 })).toHaveText(
        language === 'en' ? 'Progress on your plan' : 'Fremskridt i din plan',
      );
      const t = STATUS[language];
      const topic = TOPICS[language];
      // Security 47 → 60; architecture 60 → 73; deployment unchanged.
      await expect(progress.getByTestId('effect-sec_3').getByTestId('effect-sentence')).toHaveText(
        language === 'en'
          ? `Done: ${topic.sec_3} — score up from 47 to 60`
          : `Færdig: ${topic.sec_3} – scoren steg fra 47 til 60`,
      );
      await expect(progress.getByTestId('effect-sec_3')).toContainText(
        language === 'en'
          ? `${AREAS.en.security} score, out of 100.`
          : `Score for ${AREAS.da.security}, ud af 100.`,
      );
      await expect(progress.getByTestId('effect-deploy_3').getByTestId('effect-sentence')).toHaveText(
        language === 'en'
          ? `Done: ${topic.deploy_3} — no change yet`
          : `Færdig: ${topic.deploy_3} – ingen ændring endnu`,
      );
      await expect(progress.getByTestId('effect-arch_2').getByTestId('effect-sentence')).toHaveText(
        language === 'en'
          ? `Done: ${topic.arch_2} — score up from 60 to 73`
          : `Færdig: ${topic.arch_2} – scoren steg fra 60 til 73`,
      );
      await expect(progress.getByTestId('effect-arch_2')).toContainText(t.achieved!);
      await expect(progress.getByTestId('effect-arch_1')).toHaveCount(0);
      // Better in colour and in words; the same in grey.
      await expect(progress.getByTestId('effect-sec_3')).toHaveAttribute('data-direction', 'improved');
      await expect(progress.getByTestId('effect-deploy_3')).toHaveAttribute('data-direction', 'unchanged');

      // arch_2 is no longer a recommendation: it counts as achieved.
      await expect(page.getByTestId('recommendation-arch_2')).toHaveCount(0);
      await expect(page.getByTestId('recommendations-section').getByTestId('plan-count-achieved')).toHaveText(
        `${t.achieved}: 1`,
      );
      await expectNoHorizontalOverflow(page);

      // The first report, seen again, has no previous report: only what it shows as achieved.
      await open(page, `/reports/${first.id}`, language);
      await expect(page.getByTestId('recommendations-section').getByTestId('plan-counts')).toBeVisible();
      await expect(page.getByTestId('effect-sec_3')).toHaveCount(0);
      expect(errors).toEqual([]);

      if (language === 'da') {
        await open(page, `/reports/${second.id}`, language);
        await expect(page.getByTestId('progress-section')).toBeVisible();
        await page.getByTestId('progress-section').screenshot({ path: `${SHOTS}/plan-progress-390-da.png` });
      }
    });

    test('a change that cannot be saved is undone, with a message', async ({ page }) => {
      const owner = await createUser('Failing Plan', 'Fejl ApS');
      const report = await submitReport(owner, MIXED);
      await signInProgrammatically(page, owner);
      await page.route('**/rest/v1/plan_items*', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({ code: 'XX000', message: 'forged failure', details: null, hint: null }),
            })
          : route.fallback(),
      );
      await open(page, `/reports/${report.id}`, language);
      const select = await status(page, 'deploy_3');
      await select.selectOption('done');
      await expect(page.getByTestId('recommendation-deploy_3').getByRole('alert')).toHaveText(
        language === 'en'
          ? 'Your change could not be saved. It has been undone; please try again later.'
          : 'Din ændring kunne ikke gemmes. Den er annulleret, så prøv igen senere.',
      );
      await expect(select).toHaveValue('');
      expect(await planItemsOf(owner.id)).toEqual([]);
    });
  });
}
