import { PATHS, reportPath } from '@ahc/platform';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { postgrestError } from '@ahc/platform/testing';
import { KNOWN_REPORT_ID, threeReports } from '../../testing/fixtures.ts';
import { renderPage, reportsBackend } from '../../testing/render-page.tsx';
import ReportsPage from './ReportsPage.tsx';

function open(options: { reports?: ReturnType<typeof threeReports>; listFails?: boolean; language?: 'en' | 'da' } = {}) {
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
    const items = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(items).toHaveLength(3);
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Report from 14 March 2026',
      'Report from 10 February 2026',
      'Report from 10 January 2026',
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
    await user.click(await screen.findByRole('link', { name: 'Report from 14 March 2026' }));
    expect(screen.getByTestId('location').textContent).toBe(reportPath(KNOWN_REPORT_ID));
  });

  it('leads to the assessment when there are no reports yet', async () => {
    const { user } = open({ reports: [] });
    const empty = within(await screen.findByTestId('reports-empty'));
    expect(empty.getByRole('heading', { name: 'No reports yet' })).toBeTruthy();
    await user.click(empty.getByRole('link', { name: 'Start the assessment' }));
    expect(screen.getByTestId('location').textContent).toBe(PATHS.start);
  });

  it('says so when the list cannot be read, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, backend } = open({ listFails: true });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load your reports. Please try again later.');
    backend.answerNormally('GET reports');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('report-list')).toBeTruthy();
  });

  it('compares the previous report with the latest, and any two the visitor picks', async () => {
    const { user } = open();
    const compare = within(await screen.findByTestId('compare-section'));
    // Default: February (all position 1) → March (the known set).
    expect(cells(compare.getByTestId('change-overall'))).toEqual(['Overall', '33', '60', '+27']);
    expect(cells(compare.getByTestId('change-security'))).toEqual(['Security', '33', '100', '+67']);
    expect(cells(compare.getByTestId('change-deployment'))).toEqual(['Deployment', '33', '27', '\u22126']);
    // Known set vs all-1: improved where the known set has 2 or 3, worsened where it has 0.
    expect(compare.getByRole('heading', { name: 'Improved answers (12)' })).toBeTruthy();
    expect(compare.getByRole('heading', { name: 'Worsened answers (3)' })).toBeTruthy();
    expect(compare.getByTestId('worsened-arch_4').textContent).toContain('(Architecture, \u221233 points)');
    expect(compare.getByTestId('unchanged').textContent).toBe('5 answers are unchanged.');

    // Pick January (all weakest) → March: nothing got worse.
    await user.selectOptions(compare.getByLabelText('First report'), 'aaaaaaaa-0000-4000-8000-000000000001');
    expect(cells(compare.getByTestId('change-overall'))).toEqual(['Overall', '0', '60', '+60']);
    expect(compare.getByText('No answer got worse.')).toBeTruthy();
    expect(compare.getByRole('heading', { name: 'Improved answers (17)' })).toBeTruthy();

    // The same report twice: nothing to compare.
    await user.selectOptions(compare.getByLabelText('Second report'), 'aaaaaaaa-0000-4000-8000-000000000001');
    expect(compare.getByRole('status').textContent).toBe('Pick two different reports to compare them.');
    expect(compare.queryByTestId('comparison')).toBeNull();
  });

  it('offers no comparison with a single report', async () => {
    open({ reports: threeReports().slice(2) });
    await screen.findByTestId('report-list');
    expect(screen.queryByTestId('compare-section')).toBeNull();
  });

  it('speaks Danish', async () => {
    open({ language: 'da' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dine rapporter' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rapport fra 14. marts 2026' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sammenlign to rapporter' })).toBeTruthy();
    expect(screen.getByLabelText('Første rapport')).toBeTruthy();
  });

  it('speaks Danish in the empty state', async () => {
    open({ reports: [], language: 'da' });
    expect(await screen.findByRole('link', { name: 'Start vurderingen' })).toBeTruthy();
    expect(screen.getByText('Ingen rapporter endnu')).toBeTruthy();
  });
});
