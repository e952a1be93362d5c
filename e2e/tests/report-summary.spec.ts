// The report's executive summary and its look, on a phone (390 px) and a desktop (1280 px), in English
// and Danish: it opens the report (score on a gauge, band, areas as bars, the three biggest risks and
// the three next actions in the model's order), then the contents; chart labels are whole in both
// languages; nothing scrolls sideways; the report, the reports list and the dashboard log no console
// error; axe finds nothing serious. Screenshots of the report's top go to /tmp/shots13/.
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import {
  AREAS,
  BANDS,
  BAND_LABELS,
  type Language,
  SUMMARY_TITLE,
  TOPICS,
  bandIndex,
  biggestRisks,
  consoleErrors,
  expectLabelsFit,
  expectNoHorizontalOverflow,
  expectSvgTextInside,
  reportTitleFor,
} from '../support/report-texts.ts';
import { submitReport } from '../support/reports.ts';
import { CATEGORIES, expectedScores } from '../support/spec-table.ts';
import { createUser, signInProgrammatically } from '../support/stack.ts';
import { historyChart } from '../support/ui.ts';

/** Every position in every area; areas 60 / 53 / 47 / 60, overall 55 (developing). */
const MIXED = [0, 1, 2, 3, 3, 2, 1, 0, 2, 3, 1, 1, 0, 3, 2, 3, 0, 2, 1, 3];
/** Stronger everywhere but one practice; areas 87 / 67 / 60 / 60, overall 68. */
const STRONGER = [3, 2, 3, 2, 3, 2, 2, 2, 2, 2, 1, 2, 3, 2, 1, 3, 2, 1, 0, 3];
const SHOTS = '/tmp/shots13';
/** MIXED's areas tie at the top: both are named, neither as "the" strongest. */
const MIXED_AREAS: Record<Language, string> = {
  en: 'Architecture and Scalability are your strongest areas (60 each); Security needs the most attention (47).',
  da: 'Arkitektur og Skalerbarhed er jeres stærkeste områder (60 hver); Sikkerhed kræver mest opmærksomhed (47).',
};

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

async function open(page: Page, path: string, language: Language) {
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('page-transition')).toHaveCount(0);
  await expect(page.getByTestId('remote-error-panel')).toHaveCount(0);
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

for (const language of ['en', 'da'] as const) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${language}, ${viewport.width} px`, () => {
      test.use({ viewport });

      test('the report opens with the executive summary, in the model’s words and order, then the contents', async ({
        page,
      }) => {
        const owner = await createUser('Summary Reader', 'Resumé ApS');
        const report = await submitReport(owner, MIXED);
        const errors = consoleErrors(page);
        await signInProgrammatically(page, owner);
        await open(page, `/reports/${report.id}`, language);
        const document = page.getByTestId('report-document');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          reportTitleFor(language, 'Resumé ApS'),
        );
        // The summary is the first section, the contents the second.
        await expect(document.getByRole('heading', { level: 2 }).nth(0)).toHaveText(SUMMARY_TITLE[language]);
        await expect(
          page.getByRole('navigation', { name: language === 'en' ? 'Contents' : 'Indhold' }),
        ).toBeVisible();
        await expect(document.getByRole('heading', { level: 2 }).nth(1)).toHaveText(
          language === 'en' ? 'Contents' : 'Indhold',
        );

        const summary = page.getByTestId('summary-section');
        const scores = expectedScores(MIXED);
        await expect(summary.getByTestId('overall-score')).toHaveText('55 / 100');
        await expect(summary.getByTestId('overall-section')).toContainText(
          BAND_LABELS[language][bandIndex(55)]!,
        );
        await expect(summary.getByTestId('score-gauge')).toHaveAttribute('data-band', 'developing');
        await expect(summary.getByTestId('summary-areas')).toHaveText(MIXED_AREAS[language]);
        for (const category of CATEGORIES) {
          const bar = summary.getByTestId(`category-bar-${category}`);
          await expect(bar).toHaveAttribute('data-band', BANDS[bandIndex(scores.categories[category])]!);
          await expect(bar.locator('.category-bar-label')).toHaveText(AREAS[language][category]);
          await expect(bar.locator('.category-bar-value')).toContainText(String(scores.categories[category]));
        }
        // Security (47) before deployment (53) before architecture (60), among the weakest answers.
        const risks = biggestRisks(MIXED);
        expect(risks).toEqual(['sec_3', 'deploy_3', 'arch_1']);
        await expect(summary.getByTestId('summary-risks').locator(':scope > li')).toHaveCount(3);
        for (const [i, id] of risks.entries()) {
          await expect(summary.getByTestId('summary-risks').locator(':scope > li').nth(i)).toHaveAttribute(
            'data-testid',
            `summary-risks-${id}`,
          );
          await expect(summary.getByTestId('summary-risks').locator(':scope > li').nth(i)).toContainText(
            TOPICS[language][id]!,
          );
          await expect(summary.getByTestId('summary-actions').locator(':scope > li').nth(i)).toContainText(
            TOPICS[language][id]!,
          );
        }
        await expect(
          summary.getByRole('link', {
            name: language === 'en' ? 'How scores are calculated' : 'Sådan beregnes scoren',
          }),
        ).toHaveAttribute('href', '/methodology');

        // Labels whole, in both languages and at both widths; nothing sideways.
        await expectLabelsFit(page, '.category-bar-label', '.category-bar');
        await expectLabelsFit(page, '.category-bar-value', '.category-bar');
        await expectLabelsFit(page, '[data-testid="overall-score"]', '.summary-card');
        await expectNoHorizontalOverflow(page);

        // A contents link moves to its section and its focus, on the same page.
        const contents = page.getByRole('navigation', { name: language === 'en' ? 'Contents' : 'Indhold' });
        await contents
          .getByRole('link', { name: language === 'en' ? 'Detailed insights' : 'Detaljeret indsigt' })
          .click();
        await expect(page.getByTestId('insights-section')).toBeFocused();
        await expect(page).toHaveURL(`/reports/${report.id}`);
        expect(errors).toEqual([]);

        if (language === 'en' || viewport.width === 390) {
          mkdirSync(SHOTS, { recursive: true });
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: `${SHOTS}/report-top-${viewport.width}-${language}.png` });
        }
      });

      test('the reports list and the dashboard: date and time everywhere, whole chart labels, nothing sideways, no console error', async ({
        page,
      }) => {
        const owner = await createUser('History Reader', 'Historik ApS');
        await submitReport(owner, MIXED);
        await submitReport(owner, STRONGER);
        const errors = consoleErrors(page);
        await signInProgrammatically(page, owner);

        await open(page, '/dashboard', language);
        const chart = await historyChart(page);
        await expect(chart.locator('.history-marker')).toHaveCount(10);
        // Each report on the axis: its date, and its time under it.
        await expect(chart.locator('.history-tick text')).toHaveCount(2);
        for (const tick of await chart.locator('.history-tick text').all())
          await expect(tick.locator('tspan')).toHaveCount(2);
        await expectSvgTextInside(page, '[data-testid="history-chart"] .history-tick text');
        await expectSvgTextInside(page, '[data-testid="history-chart"] .recharts-cartesian-axis-tick text');
        await expectNoHorizontalOverflow(page);

        await open(page, '/reports', language);
        await expect(page.getByTestId('comparison')).toBeVisible();
        await expectNoHorizontalOverflow(page);
        // The comparison says better or worse in words and colour, in points out of 100.
        const overall = page.getByTestId('change-overall').locator('.change');
        await expect(overall).toHaveText(language === 'en' ? '+13 better' : '+13 bedre');
        await expect(overall).toHaveAttribute('data-accent-color', 'green');
        expect(errors).toEqual([]);
      });

      test('axe finds no serious or critical violation on the report, the reports list and the dashboard', async ({
        page,
      }) => {
        const owner = await createUser('Axe Reader', 'Axe ApS');
        await submitReport(owner, MIXED);
        const report = await submitReport(owner, STRONGER);
        await signInProgrammatically(page, owner);
        for (const path of [`/reports/${report.id}`, '/reports', '/dashboard']) {
          await open(page, path, language);
          await expect(
            page
              .getByTestId('report-document')
              .or(page.getByTestId('report-list'))
              .or(page.getByTestId('history-table')),
          ).toBeVisible();
          if (path === '/dashboard')
            await expect((await historyChart(page)).locator('.history-marker')).toHaveCount(10);
          const findings = await seriousViolations(page);
          expect(findings, `${path}: ${JSON.stringify(findings, null, 2)}`).toEqual([]);
        }
      });
    });
  }
}
