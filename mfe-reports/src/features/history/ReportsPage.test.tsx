import { PATHS, reportPath } from '@ahc/platform';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { postgrestError } from '@ahc/platform/testing';
import { KNOWN_REPORT_ID, reportRow, threeReports } from '#shared/testing/fixtures.ts';
import { renderPage, reportsBackend } from '#shared/testing/render-page.tsx';
import ReportsPage from './ReportsPage.tsx';

function open(
  options: { reports?: ReturnType<typeof threeReports>; listFails?: boolean; language?: 'en' | 'da' } = {},
) {
  const backend = reportsBackend(options.reports ?? threeReports());
  if (options.listFails) backend.answer('GET reports', postgrestError(500, 'XX000', 'boom'));
  return renderPage(<ReportsPage />, { path: PATHS.reports, language: options.language, backend });
}

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('/reports', () => {
  it("lists the visitor's reports newest first, with date, overall and category scores", async () => {
    open();
    const list = await screen.findByTestId('report-list');
    expect(screen.getByRole('heading', { level: 1, name: 'Your reports' })).toBeTruthy();
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(items).toHaveLength(3);
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Report from 14 Mar 2026, 12:00',
      'Report from 10 Feb 2026, 12:00',
      'Report from 10 Jan 2026, 12:00',
    ]);
    expect(items.map((item) => within(item).getByTestId('report-taken').textContent)).toEqual([
      'Taken 14 Mar 2026, 12:00',
      'Taken 10 Feb 2026, 12:00',
      'Taken 10 Jan 2026, 12:00',
    ]);
    const newest = within(screen.getByTestId(`report-item-${KNOWN_REPORT_ID}`));
    expect(newest.getByTestId('overall').textContent).toBe('60 / 100');
    expect(newest.getByText('Established')).toBeTruthy();
    expect(newest.getByTestId('score-architecture').textContent).toBe('Architecture 60');
    expect(newest.getByTestId('score-deployment').textContent).toBe('Deployment 27');
    expect(newest.getByTestId('score-security').textContent).toBe('Security 100');
    expect(newest.getByTestId('score-scalability').textContent).toBe('Scalability 53');
  });

  it('links each report to its page', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('link', { name: 'Report from 14 Mar 2026, 12:00' }));
    expect(screen.getByTestId('location').textContent).toBe(reportPath(KNOWN_REPORT_ID));
  });

  it('leads to the assessment when there are no reports yet', async () => {
    const { user } = open({ reports: [] });
    const empty = within(await screen.findByTestId('reports-empty'));
    expect(empty.getByRole('heading', { name: 'No reports yet' })).toBeTruthy();
    await user.click(empty.getByRole('link', { name: 'Start the health check' }));
    expect(screen.getByTestId('location').textContent).toBe(PATHS.start);
  });

  it('says so when the list cannot be read, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, backend } = open({ listFails: true });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load your reports. Please try again later.',
    );
    backend.answerNormally('GET reports');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('report-list')).toBeTruthy();
  });

  it('compares the previous report with the latest, and any two the visitor picks', async () => {
    const { user } = open();
    const compare = within(await screen.findByTestId('compare-section'));
    // Default: February (all position 1) → March (the known set).
    expect(cells(compare.getByTestId('change-overall'))).toEqual(['Overall', '33', '60', '+27 better']);
    expect(cells(compare.getByTestId('change-security'))).toEqual(['Security', '33', '100', '+67 better']);
    expect(cells(compare.getByTestId('change-deployment'))).toEqual([
      'Deployment',
      '33',
      '27',
      '\u22126 worse',
    ]);
    // Better and worse in colour too (green and red), never colour alone.
    expect(
      compare.getByTestId('change-overall').querySelector('[data-direction]')!.getAttribute('data-direction'),
    ).toBe('up');
    expect(
      compare
        .getByTestId('change-deployment')
        .querySelector('.change-down')!
        .getAttribute('data-accent-color'),
    ).toBe('red');
    // Known set vs all-1: improved where the known set has 2 or 3, worsened where it has 0; in levels, not points.
    expect(compare.getByRole('heading', { name: 'Improved answers (12)' })).toBeTruthy();
    expect(compare.getByRole('heading', { name: 'Worsened answers (3)' })).toBeTruthy();
    expect(compare.getByTestId('worsened-arch_4').textContent).toContain(
      'Connecting to other systems (Architecture)one level weaker',
    );
    expect(compare.getByTestId('improved-sec_1').textContent).toContain('2 levels stronger');
    expect(compare.getByTestId('comparison').textContent).not.toContain('points');
    expect(compare.getByTestId('unchanged').textContent).toBe('5 answers are unchanged.');

    // Pick January (all weakest) → March: nothing got worse.
    await user.selectOptions(compare.getByLabelText('First report'), 'aaaaaaaa-0000-4000-8000-000000000001');
    expect(cells(compare.getByTestId('change-overall'))).toEqual(['Overall', '0', '60', '+60 better']);
    expect(compare.getByText('No answer got worse.')).toBeTruthy();
    expect(compare.getByRole('heading', { name: 'Improved answers (17)' })).toBeTruthy();

    // The same report twice: nothing to compare.
    await user.selectOptions(compare.getByLabelText('Second report'), 'aaaaaaaa-0000-4000-8000-000000000001');
    expect(compare.getByRole('status').textContent).toBe('Pick two different reports to compare them.');
    expect(compare.queryByTestId('comparison')).toBeNull();
  });

  it('tells two reports of one day apart by time, and by name once they are named', async () => {
    const morning = reportRow(
      'bbbbbbbb-0000-4000-8000-000000000001',
      Array(20).fill(1),
      '2026-11-22T09:15:00Z',
    );
    const afternoon = reportRow(
      'bbbbbbbb-0000-4000-8000-000000000002',
      Array(20).fill(2),
      '2026-11-22T14:05:00Z',
      { name: 'After the workshop' },
    );
    const { user, backend } = open({ reports: [morning, afternoon] });
    const list = await screen.findByTestId('report-list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['After the workshop', 'Report from 22 Nov 2026, 09:15']);
    const compare = within(screen.getByTestId('compare-section'));
    expect(
      [...(compare.getByLabelText('First report') as HTMLSelectElement).options].map(
        (option) => option.textContent,
      ),
    ).toEqual(['After the workshop (22 Nov 2026, 14:05) – overall 67', '22 Nov 2026, 09:15 – overall 33']);
    expect(
      compare.getByText(
        'Score change per area, from 22 Nov 2026, 09:15 to After the workshop (22 Nov 2026, 14:05)',
      ),
    ).toBeTruthy();

    // Renaming in the list: the link, the pickers and the stored row follow.
    const item = within(screen.getByTestId(`report-item-${morning.id}`));
    await user.click(item.getByRole('button', { name: 'Rename "Report from 22 Nov 2026, 09:15"' }));
    await user.type(item.getByLabelText('Report name'), 'Baseline');
    await user.click(item.getByRole('button', { name: 'Save name' }));
    expect(item.getByRole('link').textContent).toBe('Baseline');
    await waitFor(() =>
      expect(backend.rows('reports').find((row) => row.id === morning.id)!.name).toBe('Baseline'),
    );
    expect(
      [...(compare.getByLabelText('First report') as HTMLSelectElement).options].map(
        (option) => option.textContent,
      ),
    ).toContain('Baseline (22 Nov 2026, 09:15) – overall 33');
  });

  it('offers no comparison with a single report', async () => {
    open({ reports: threeReports().slice(2) });
    await screen.findByTestId('report-list');
    expect(screen.queryByTestId('compare-section')).toBeNull();
  });

  it('speaks Danish', async () => {
    open({ language: 'da' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dine rapporter' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rapport fra 14. mar. 2026, 12.00' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sammenlign to rapporter' })).toBeTruthy();
    expect(screen.getByLabelText('Første rapport')).toBeTruthy();
  });

  it('speaks Danish in the empty state', async () => {
    open({ reports: [], language: 'da' });
    expect(await screen.findByRole('link', { name: 'Start sundhedstjekket' })).toBeTruthy();
    expect(screen.getByText('Ingen rapporter endnu')).toBeTruthy();
  });
});
