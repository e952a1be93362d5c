// The board brief on the report page: hidden on screen, printed alone by its button, with the report's
// own figures: title, details, score and band, the four areas, the top three risks with plan status,
// the next three actions and the address of the full report.
import { PATHS, reportPath } from '@ahc/platform';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { KNOWN_REPORT_ID, knownReport, planRow } from '#shared/testing/fixtures.ts';
import { renderPage, reportsBackend } from '#shared/testing/render-page.tsx';
import { stubResizeObserver } from '#shared/testing/resize-observer.ts';
import ReportPage from './ReportPage.tsx';
import { preloadReportParts } from './testing/preload-parts.ts';

beforeAll(() => preloadReportParts());
stubResizeObserver();
afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('data-print');
});

function open(language: 'en' | 'da' = 'en') {
  const backend = reportsBackend([knownReport()]);
  backend.setRows('plan_items', [planRow('deploy_2', 'done'), planRow('arch_4', 'in_progress')]);
  return renderPage(<ReportPage />, {
    path: reportPath(KNOWN_REPORT_ID),
    route: PATHS.report,
    language,
    backend,
  });
}

describe('/reports/:reportId — the board brief', () => {
  it('holds the report’s figures, is hidden on screen and from assistive technology', async () => {
    open();
    const brief = await screen.findByTestId('board-brief');
    expect(brief.hidden).toBe(true);
    expect(screen.queryByRole('region', { name: 'Board brief' })).toBeNull();
    const view = within(brief);
    expect(view.getByRole('heading', { level: 2, hidden: true }).textContent).toBe(
      'Architecture Health Check report: Acme ApS',
    );
    expect(view.getByTestId('board-brief-details').textContent).toContain('Acme ApS');
    expect(view.getByTestId('board-brief-details').textContent).toContain('14 March 2026');
    expect(view.getByTestId('board-brief-score').textContent).toContain('60 / 100 · Established');
    const areas = within(view.getByTestId('board-brief-areas'))
      .getAllByRole('row', { hidden: true })
      .slice(1)
      .map((row) => row.textContent);
    expect(areas).toEqual([
      'Architecture60Established',
      'Deployment27Foundational',
      'Security100Advanced',
      'Scalability53Developing',
    ]);
    // The three biggest risks, each with where the plan stands (deploy_2 done, arch_4 in progress).
    await waitFor(() =>
      expect(
        within(view.getByTestId('board-brief-risks'))
          .getAllByRole('listitem', { hidden: true })
          .map((item) => item.textContent),
      ).toEqual([
        'Release frequency (Plan: Not planned)Deployment · High priority',
        'Recovering from a bad release (Plan: Done)Deployment · High priority',
        'Connecting to other systems (Plan: In progress)Architecture · High priority',
      ]),
    );
    // The next three actions leave out what is done.
    const actions = within(view.getByTestId('board-brief-actions')).getAllByRole('listitem', {
      hidden: true,
    });
    expect(actions).toHaveLength(3);
    expect(actions.map((item) => item.textContent?.split(':')[0])).not.toContain(
      'Recovering from a bad release',
    );
    expect(view.getByTestId('board-brief-link').textContent).toBe(
      `The full report: ${window.location.origin}${reportPath(KNOWN_REPORT_ID)}`,
    );
  });

  it('prints the brief alone with its button, and the whole report again after', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      expect(document.documentElement.getAttribute('data-print')).toBe(marked);
    });
    let marked: string | null = 'brief';
    const { user } = open('da');
    await user.click(await screen.findByRole('button', { name: 'Udskriv bestyrelsesresuméet' }));
    expect(print).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('afterprint'));
    expect(document.documentElement.hasAttribute('data-print')).toBe(false);
    marked = null;
    await user.click(screen.getByRole('button', { name: 'Udskriv / gem som PDF' }));
    expect(print).toHaveBeenCalledTimes(2);
  });
});
