// Reports are named by their owner (inline, on the report page and in the list; reports.name, 1–120
// characters) and shown with date and time everywhere: two reports of one day are told apart in the
// list, on the history axis and in the comparison. At 390 and 1280 px, in English and Danish.
import { type Page, expect, test } from '@playwright/test';
import {
  type Language,
  consoleErrors,
  expectNoHorizontalOverflow,
  reportTimes,
} from '../support/report-texts.ts';
import { reportNamed, submitReport } from '../support/reports.ts';
import { createUser, signInProgrammatically } from '../support/stack.ts';
import { historyChart } from '../support/ui.ts';

const WEAKEST = Array<number>(20).fill(0);
const MIXED = [0, 1, 2, 3, 3, 2, 1, 0, 2, 3, 1, 1, 0, 3, 2, 3, 0, 2, 1, 3];

const TEXT = {
  en: {
    from: (when: string) => `Report from ${when}`,
    taken: (when: string) => `Taken ${when}`,
    label: 'Report name',
    save: 'Save name',
    required: 'Please give the report a name.',
    rename: (name: string) => `Rename "${name}"`,
    first: 'First report',
    overall: (label: string, score: number) => `${label} – overall ${score}`,
  },
  da: {
    from: (when: string) => `Rapport fra ${when}`,
    taken: (when: string) => `Taget ${when}`,
    label: 'Rapportens navn',
    save: 'Gem navn',
    required: 'Giv venligst rapporten et navn.',
    rename: (name: string) => `Omdøb »${name}«`,
    first: 'Første rapport',
    overall: (label: string, score: number) => `${label} – samlet ${score}`,
  },
} as const;

async function open(page: Page, path: string, language: Language) {
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('page-transition')).toHaveCount(0);
}

for (const [language, viewport] of [
  ['en', { width: 1280, height: 900 }],
  ['da', { width: 390, height: 844 }],
] as const) {
  test.describe(`${language}, ${viewport.width} px`, () => {
    test.use({ viewport });

    test('two reports of one day are told apart, and each can be renamed in the list and on its page', async ({
      page,
    }) => {
      const t = TEXT[language];
      const owner = await createUser('Name Giver', 'Navne ApS');
      const morning = await submitReport(owner, WEAKEST);
      // A second apart at least, as two real assessments always are.
      await page.waitForTimeout(1100);
      const later = await submitReport(owner, MIXED);
      const [morningWhen, laterWhen] = reportTimes([morning.created_at, later.created_at], language);
      expect(morningWhen).not.toBe(laterWhen);
      const errors = consoleErrors(page);
      await signInProgrammatically(page, owner);

      // The list: newest first, each by its date and time.
      await open(page, '/reports', language);
      const items = page.getByTestId('report-list').locator(':scope > li');
      await expect(items.getByRole('link')).toHaveText([t.from(laterWhen!), t.from(morningWhen!)]);
      await expect(items.getByTestId('report-taken')).toHaveText([
        t.taken(laterWhen!),
        t.taken(morningWhen!),
      ]);
      await expect(page.getByLabel(t.first, { exact: true }).locator('option')).toHaveText([
        t.overall(laterWhen!, 55),
        t.overall(morningWhen!, 0),
      ]);

      // Renamed in the list: an empty name is refused, a name is stored and shown at once.
      const item = page.getByTestId(`report-item-${morning.id}`);
      await item.getByRole('button', { name: t.rename(t.from(morningWhen!)) }).click();
      await expect(item.getByLabel(t.label)).toBeFocused();
      await item.getByRole('button', { name: t.save }).click();
      await expect(item.getByRole('alert')).toHaveText(t.required);
      await item.getByLabel(t.label).fill('  Baseline  ');
      await item.getByRole('button', { name: t.save }).click();
      await expect(item.getByRole('link')).toHaveText('Baseline');
      await expect.poll(async () => (await reportNamed(owner.id, morning.id))[0]?.name).toBe('Baseline');
      await expect(page.getByLabel(t.first, { exact: true }).locator('option').nth(1)).toHaveText(
        t.overall(`Baseline (${morningWhen})`, 0),
      );
      await expectNoHorizontalOverflow(page);

      // Renamed on its page; the name stays after a reload.
      await open(page, `/reports/${later.id}`, language);
      await expect(page.getByTestId('report-name')).toHaveText(
        t.from(reportTimes([later.created_at], language)[0]!),
      );
      await page
        .getByRole('button', { name: new RegExp(`^${language === 'en' ? 'Rename' : 'Omdøb'}`) })
        .click();
      await page.getByLabel(t.label).fill('After the workshop');
      await page.getByLabel(t.label).press('Enter');
      await expect(page.getByTestId('report-name')).toHaveText('After the workshop');
      await expect
        .poll(async () => (await reportNamed(owner.id, later.id))[0]?.name)
        .toBe('After the workshop');
      await page.reload();
      await expect(page.getByTestId('report-name')).toHaveText('After the workshop');
      await expectNoHorizontalOverflow(page);

      // The dashboard's history: each report by date and time on the axis, by name and time in the table.
      await open(page, '/dashboard', language);
      const ticks = (await historyChart(page)).locator('.history-tick text');
      await expect(ticks).toHaveCount(2);
      const axis = await ticks.evaluateAll((texts) =>
        texts.map((text) => [...text.querySelectorAll('tspan')].map((span) => span.textContent).join(' ')),
      );
      expect(new Set(axis).size, `axis labels ${axis.join(' | ')}`).toBe(2);
      await expect(page.getByTestId('history-table').locator('tbody th')).toHaveText([
        `Baseline (${morningWhen})`,
        `After the workshop (${laterWhen})`,
      ]);
      await expect(page.getByTestId('latest-name')).toHaveText('After the workshop');
      expect(errors).toEqual([]);
    });
  });
}
