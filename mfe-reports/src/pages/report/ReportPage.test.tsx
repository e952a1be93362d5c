import { PRIORITIES, deriveReport, describeRecommendation, describeTool } from '@ahc/assessment-model';
import { PATHS, reportPath } from '@ahc/platform';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type FakeSupabase, networkError, postgrestError } from '@ahc/platform/testing';
import { KNOWN_REPORT_ID, OTHER_USER_ID, knownReport } from '../../testing/fixtures.ts';
import { renderPage, reportsBackend } from '../../testing/render-page.tsx';
import { stubResizeObserver } from '../../testing/resize-observer.ts';
import ReportPage from './ReportPage.tsx';

stubResizeObserver();

/** The page at /reports/:reportId over a backend holding the known report, which `configure` may change. */
function open(reportId: string, configure?: (backend: FakeSupabase) => void, language: 'en' | 'da' = 'en') {
  const backend = reportsBackend([knownReport()]);
  configure?.(backend);
  return renderPage(<ReportPage />, { path: reportPath(reportId), route: PATHS.report, language, backend });
}

const section = (testId: string) => screen.getByTestId(testId);

describe('/reports/:reportId — the report', () => {
  it('reads the report through get_report with the id from the address', async () => {
    const { backend } = open(KNOWN_REPORT_ID);
    await screen.findByRole('heading', { level: 1, name: 'Architecture health-check report' });
    const calls = backend.calls('rpc get_report');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.body).toEqual({ report_id: KNOWN_REPORT_ID });
  });

  it('shows the spinner while the report loads', async () => {
    open(KNOWN_REPORT_ID);
    expect(screen.getByRole('status').textContent).toContain('Loading the report...');
    await screen.findByTestId('report-document');
  });

  it('shows every section with the right numbers for a known answer set', async () => {
    open(KNOWN_REPORT_ID);
    await screen.findByTestId('report-document');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const details = within(section('report-details'));
    expect(details.getByText('Ada Lovelace')).toBeTruthy();
    expect(details.getByText('Acme ApS')).toBeTruthy();
    expect(details.getByText('14 March 2026')).toBeTruthy();

    const overall = within(section('overall-section'));
    expect(overall.getByRole('heading', { level: 2, name: 'Overall score' })).toBeTruthy();
    expect(overall.getByTestId('overall-score').textContent).toBe('60 / 100');
    expect(overall.getByText('Established')).toBeTruthy();

    const rows = [
      ['category-row-architecture', 'Architecture', '60 / 100', 'Established'],
      ['category-row-deployment', 'Deployment', '27 / 100', 'Foundational'],
      ['category-row-security', 'Security', '100 / 100', 'Advanced'],
      ['category-row-scalability', 'Scalability', '53 / 100', 'Developing'],
    ];
    for (const [testId, ...cells] of rows) {
      expect([...screen.getByTestId(testId!).querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual(cells);
    }
    // The chart draws one bar per category, hidden from assistive technology (the table has the numbers).
    const chart = screen.getByTestId('category-chart');
    expect(chart.getAttribute('aria-hidden')).toBe('true');
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(4));

    const derived = deriveReport(knownReport().answers);
    const counts = { high: 3, medium: 5, low: 5 };
    for (const priority of PRIORITIES) {
      const group = within(screen.getByTestId(`priority-${priority}`));
      expect(group.getAllByRole('listitem')).toHaveLength(counts[priority]);
    }
    expect(within(screen.getByTestId('priority-high')).getByRole('heading', { level: 3 }).textContent).toBe('High priority (3 recommendations)');
    for (const recommendation of derived.recommendations) {
      const text = describeRecommendation(recommendation, 'en');
      const card = within(screen.getByTestId(`recommendation-${recommendation.questionId}`));
      expect(card.getByRole('heading', { level: 4 }).textContent).toBe(text.topic);
      expect(card.getByText(text.why)).toBeTruthy();
      expect(card.getByText(text.action)).toBeTruthy();
      expect(card.getByText(text.currentAnswer)).toBeTruthy();
    }

    const insights = within(section('insights-section'));
    expect(insights.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Architecture at a glance',
      'Deployment at a glance',
      'Security at a glance',
      'Scalability at a glance',
      'Across the four areas',
    ]);
    expect(insights.getByText('Deployment scores 27 out of 100: Foundational.')).toBeTruthy();

    expect(derived.tools.length).toBeGreaterThan(0);
    for (const tool of derived.tools.map((t) => describeTool(t, 'en'))) {
      const link = within(screen.getByTestId(`tool-${tool.toolId}`)).getByRole('link');
      expect(link.textContent).toBe(`${tool.name} (opens in a new tab)`);
      expect(link.getAttribute('href')).toBe(tool.url);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(screen.getByText(tool.fixes)).toBeTruthy();
    }

    expect(screen.getByRole('heading', { level: 2, name: 'Narrative' })).toBeTruthy();
  });

  it('speaks Danish, from the same stored keys', async () => {
    open(KNOWN_REPORT_ID, undefined, 'da');
    await screen.findByRole('heading', { level: 1, name: 'Rapport over arkitekturens sundhedstjek' });
    expect(within(section('report-details')).getByText('14. marts 2026')).toBeTruthy();
    expect(within(section('overall-section')).getByText('Etableret')).toBeTruthy();
    expect([...screen.getByTestId('category-row-deployment').querySelectorAll('th, td')].map((c) => c.textContent)).toEqual([
      'Udrulning',
      '27 / 100',
      'Grundlæggende',
    ]);
    expect(within(screen.getByTestId('priority-high')).getByRole('heading', { level: 3 }).textContent).toBe('Høj prioritet (3 anbefalinger)');
    expect(screen.getByRole('button', { name: 'Udskriv / gem som PDF' })).toBeTruthy();
  });

  it.each([
    ['a random uuid', '0b7f3c1e-8d2a-4f6b-9c3d-2e1f0a9b8c7d'],
    ['a malformed id', 'not-a-uuid'],
  ])("shows 'Report Not Found' for %s, with the way back to the dashboard", async (_, reportId) => {
    const { backend, user } = open(reportId);
    expect(await screen.findByRole('heading', { level: 1, name: 'Report Not Found' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe("We couldn't find the report you're looking for.");
    expect(backend.calls('rpc get_report')[0]!.body).toEqual({ report_id: reportId });
    await user.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
    expect(screen.getByTestId('location').textContent).toBe(PATHS.dashboard);
  });

  it('says Report Not Found in Danish too', async () => {
    open('nope', undefined, 'da');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rapporten blev ikke fundet' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Vi kunne ikke finde den rapport, du leder efter.');
    expect(screen.getByRole('link', { name: 'Tilbage til oversigten' })).toBeTruthy();
  });

  it.each([
    ['en', "You don't have permission to view this report."],
    ['da', 'Du har ikke tilladelse til at se denne rapport.'],
  ] as const)("shows the permission message for someone else's report (%s)", async (language, message) => {
    open(KNOWN_REPORT_ID, (backend) => backend.rpc('get_report', () => ({ status: 'forbidden' })), language);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByTestId('report-document')).toBeNull();
    expect(screen.queryByText(OTHER_USER_ID)).toBeNull();
  });

  it.each([
    ['en', 'error', 'Failed to load the report. Please try again later.'],
    ['en', 'network', 'Failed to load the report. Please try again later.'],
    ['da', 'error', 'Rapporten kunne ikke indlæses. Prøv igen senere.'],
  ] as const)('shows the failure message (%s, %s) and tries again on request', async (language, failure, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, backend } = open(KNOWN_REPORT_ID, (backend) =>
      backend.answer('rpc get_report', failure === 'network' ? networkError() : postgrestError(500, 'XX000', 'boom')),
    language);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    let answerNow = () => {};
    backend.rpc('get_report', async () => {
      await new Promise<void>((resolve) => (answerNow = resolve));
      return { status: 'ok', report: knownReport() };
    });
    backend.answerNormally('rpc get_report');
    await user.click(screen.getByRole('button', { name: language === 'en' ? 'Try again' : 'Prøv igen' }));
    // Tried again: the spinner, as on the first read (not the failure), then the report.
    await screen.findByRole('status');
    expect(screen.queryByRole('alert')).toBeNull();
    answerNow();
    expect(await screen.findByTestId('report-document')).toBeTruthy();
    expect(backend.calls('rpc get_report')).toHaveLength(2);
  });

  it('treats a report it cannot read as a failure, not as a broken page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open(KNOWN_REPORT_ID, (backend) => backend.rpc('get_report', () => ({ status: 'ok', report: { ...knownReport(), answers: { arch_1: 'nonsense' } } })));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load the report. Please try again later.');
  });
});

describe('/reports/:reportId — print and downloads', () => {
  function captureDownloads() {
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.stubGlobal('URL', Object.assign(globalThis.URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:report'), revokeObjectURL: () => undefined }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    return { blobs, names };
  }

  it('prints with the browser (print / save as PDF)', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = open(KNOWN_REPORT_ID);
    await user.click(await screen.findByRole('button', { name: 'Print / save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('downloads the stored row as JSON', async () => {
    const { blobs, names } = captureDownloads();
    const { user } = open(KNOWN_REPORT_ID);
    await user.click(await screen.findByRole('button', { name: 'Download JSON' }));
    expect(names).toEqual(['architecture-report-2026-03-14.json']);
    expect(blobs[0]!.type).toBe('application/json');
    expect(JSON.parse(await blobs[0]!.text())).toEqual(knownReport());
  });

  it('downloads one CSV row per question, in the reader language', async () => {
    const { blobs, names } = captureDownloads();
    const { user } = open(KNOWN_REPORT_ID, undefined, 'da');
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(names).toEqual(['architecture-report-2026-03-14.csv']);
    const lines = (await blobs[0]!.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(21);
    expect(lines[0]).toBe('category,question_id,question,answer_key,answer,score');
    expect(lines[16]).toMatch(/^Skalerbarhed,scal_1,.*,auto_adjust,.*,67$/);
  });
});
