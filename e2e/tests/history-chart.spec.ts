// The dashboard's history chart shows every line: each area has a marker of its own shape (the legend
// shows the same shapes), and where scores are equal the markers stand side by side, so no line hides
// behind another. At 390 and 1280 px, in English and Danish.
import { mkdirSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { type Language, consoleErrors } from '../support/report-texts.ts';
import { submitReport } from '../support/reports.ts';
import { createUser, signInProgrammatically } from '../support/stack.ts';
import { historyChart } from '../support/ui.ts';

const SHOTS = '/tmp/shots-history';
const SERIES = ['overall', 'architecture', 'deployment', 'security', 'scalability'] as const;
/** Every answer one step up from the weakest: all five lines at 33. */
const ALL_EVEN = Array<number>(20).fill(1);
/** Architecture and security at 67, deployment at 33, scalability at 0 (overall 42). */
const TWO_TIED = [...Array(5).fill(2), ...Array(5).fill(1), ...Array(5).fill(2), ...Array(5).fill(0)];

/** For each marker of the chart: its series, and whether it is the first marker found at its own centre. */
async function markersSeen(page: Page) {
  return page.locator('[data-testid="history-chart"] .history-marker').evaluateAll((markers) =>
    markers.map((marker) => {
      const box = marker.getBoundingClientRect();
      const series = [...marker.classList].find((name) => name.startsWith('history-marker-'))!;
      const atCentre = document
        .elementsFromPoint(box.x + box.width / 2, box.y + box.height / 2)
        .find((element) => element.classList.contains('history-marker'));
      return { series: series.replace('history-marker-', ''), seen: atCentre === marker };
    }),
  );
}

for (const language of ['en', 'da'] as Language[]) {
  for (const width of [390, 1280]) {
    test(`two areas with equal scores both show in the history chart (${language}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const owner = await createUser('Tied Lines', 'Tied ApS');
      await submitReport(owner, ALL_EVEN);
      await submitReport(owner, TWO_TIED);
      const errors = consoleErrors(page);
      await signInProgrammatically(page, owner);
      await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
      await page.goto('/dashboard');
      const chart = await historyChart(page);
      await expect(chart.locator('.history-marker')).toHaveCount(10);
      const seen = await markersSeen(page);
      // Five at the first report (all at 33), five at the second (architecture and security at 67):
      // every one of them is the marker found at its own centre, none covered by another.
      expect(seen).toHaveLength(10);
      expect(seen.filter((marker) => !marker.seen)).toEqual([]);
      expect(new Set(seen.map((marker) => marker.series))).toEqual(new Set(SERIES));
      // The legend shows each line's marker shape: five different shapes.
      const legendShapes = await chart
        .locator('.recharts-legend-item path.recharts-symbols')
        .evaluateAll((paths) => paths.map((path) => path.getAttribute('d')));
      expect(new Set(legendShapes).size).toBe(5);
      expect(errors).toEqual([]);
      if (language === 'en' || width === 390) {
        mkdirSync(SHOTS, { recursive: true });
        await chart.screenshot({ path: `${SHOTS}/history-${width}-${language}.png` });
      }
    });
  }
}
