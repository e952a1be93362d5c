import {
  PRIORITIES,
  deriveReport,
  deriveSummary,
  describeRecommendation,
  describeSummary,
  describeTool,
} from '@ahc/assessment-model';
import { type CompositeType, PATHS, reportPath } from '@ahc/platform';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeSupabase, networkError, postgrestError } from '@ahc/platform/testing';
import {
  KNOWN_POSITIONS,
  KNOWN_REPORT_ID,
  OTHER_USER_ID,
  TEST_USER_ID,
  benchmarkWithoutFigures,
  knownReport,
  planRow,
  reportNotShown,
  reportRow,
} from '#shared/testing/fixtures.ts';
import { renderPage, reportsBackend } from '#shared/testing/render-page.tsx';
import { stubResizeObserver } from '#shared/testing/resize-observer.ts';
import ReportPage from './ReportPage.tsx';
import { preloadReportParts } from './testing/preload-parts.ts';

beforeAll(() => preloadReportParts());

stubResizeObserver();

/** The page at /reports/:reportId over a backend holding the known report, which `configure` may change. */
function open(reportId: string, configure?: (backend: FakeSupabase) => void, language: 'en' | 'da' = 'en') {
  const backend = reportsBackend([knownReport()]);
  configure?.(backend);
  return renderPage(<ReportPage />, { path: reportPath(reportId), route: PATHS.report, language, backend });
}

const section = (testId: string) => screen.getByTestId(testId);
// The title names the company the report was made for (the fixture's), so the title says what it is about.
const TITLE = 'Architecture Health Check report: Acme ApS';

describe('/reports/:reportId — the report', () => {
  it('reads the report through get_report with the id from the address', async () => {
    const { backend } = open(KNOWN_REPORT_ID);
    await screen.findByRole('heading', { level: 1, name: TITLE });
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

  it('opens with the executive summary: score on a gauge, band, areas, and the model’s three risks and actions', async () => {
    open(KNOWN_REPORT_ID);
    await screen.findByTestId('report-document');
    // The notes and the narrative come with their own code, loaded when first drawn (lazy-part.tsx).
    await screen.findByTestId('notes-section');
    await screen.findByTestId('narrative-section');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2s).toEqual([
      'Executive summary',
      'Contents',
      'Category scores',
      'Recommendations and plan',
      'Your notes on the answers',
      'Detailed insights',
      'Recommended tools',
      'Narrative',
    ]);

    const summary = within(section('summary-section'));
    expect(summary.getByTestId('overall-score').textContent).toBe('60 / 100');
    expect(summary.getByText('Established')).toBeTruthy();
    expect(summary.getByTestId('score-gauge').getAttribute('data-band')).toBe('established');
    // The bars: one per area, in the band's colour class, with the number as text.
    const bars = summary.getAllByTestId(/^category-bar-/);
    expect(
      bars.map((bar) => [bar.getAttribute('data-testid'), bar.getAttribute('data-band'), bar.textContent]),
    ).toEqual([
      ['category-bar-architecture', 'established', 'Architecture60 / 100, Established'],
      ['category-bar-deployment', 'foundational', 'Deployment27 / 100, Foundational'],
      ['category-bar-security', 'advanced', 'Security100 / 100, Advanced'],
      ['category-bar-scalability', 'developing', 'Scalability53 / 100, Developing'],
    ]);
    expect(summary.getByTestId('summary-areas').textContent).toBe(
      'Security is your strongest area (100); Deployment needs the most attention (27).',
    );

    const model = describeSummary(deriveSummary(deriveReport(knownReport().answers)), 'en');
    const risks = within(summary.getByTestId('summary-risks')).getAllByRole('listitem');
    expect(risks.map((item) => item.getAttribute('data-testid'))).toEqual(
      model.risks.map((risk) => `summary-risks-${risk.questionId}`),
    );
    expect(risks.map((item) => item.getAttribute('data-testid'))).toEqual([
      'summary-risks-deploy_1',
      'summary-risks-deploy_2',
      'summary-risks-arch_4',
    ]);
    expect(risks[0]!.textContent).toContain(model.risks[0]!.why);
    const actions = within(summary.getByTestId('summary-actions')).getAllByRole('listitem');
    expect(actions.map((item) => item.textContent)).toEqual(
      model.actions.map((action) => `${action.topic}${action.action}`),
    );

    // The methodology page, linked from the summary.
    expect(summary.getByRole('link', { name: 'How scores are calculated' }).getAttribute('href')).toBe(
      '/methodology',
    );
  });

  it('lists the sections below the summary, and a contents link moves the focus to its section', async () => {
    const { user } = open(KNOWN_REPORT_ID);
    const contents = within(await screen.findByRole('navigation', { name: 'Contents' }));
    expect(
      contents.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Category scores', '#report-categories'],
      ['Recommendations and plan', '#report-plan'],
      ['Your notes on the answers', '#report-notes'],
      ['Detailed insights', '#report-insights'],
      ['Recommended tools', '#report-tools'],
      ['Narrative', '#report-narrative'],
    ]);
    Element.prototype.scrollIntoView = vi.fn();
    await user.click(contents.getByRole('link', { name: 'Detailed insights' }));
    expect(document.activeElement).toBe(section('insights-section'));
  });

  it('shows every section with the right numbers for a known answer set', async () => {
    open(KNOWN_REPORT_ID);
    await screen.findByTestId('report-document');

    const details = within(section('report-details'));
    expect(details.getByText('Ada Lovelace')).toBeTruthy();
    expect(details.getByText('Acme ApS')).toBeTruthy();
    // The date once: an unnamed report is called "Report from <date>", so the details leave it out.
    expect(section('report-name').textContent).toBe('Report from 14 Mar 2026, 12:00');
    expect(section('report-details').textContent).not.toContain('2026');

    const rows = [
      ['category-row-architecture', 'Architecture', '60 / 100', 'Established'],
      ['category-row-deployment', 'Deployment', '27 / 100', 'Foundational'],
      ['category-row-security', 'Security', '100 / 100', 'Advanced'],
      ['category-row-scalability', 'Scalability', '53 / 100', 'Developing'],
    ];
    for (const [testId, ...cells] of rows) {
      expect(
        [...screen.getByTestId(testId!).querySelectorAll('th, td')].map((cell) => cell.textContent),
      ).toEqual(cells);
    }
    // A plain table in a labelled frame (no Radix ScrollArea, whose inline <style> the CSP refuses).
    expect(
      screen.getByRole('region', { name: 'Score and maturity per area, out of 100' }).querySelector('table'),
    ).toBe(screen.getByTestId('category-table'));
    expect(document.querySelector('style')).toBeNull();

    const derived = deriveReport(knownReport().answers);
    const counts = { high: 3, medium: 5, low: 5 };
    for (const priority of PRIORITIES) {
      const group = within(screen.getByTestId(`priority-${priority}`));
      expect(group.getAllByTestId(/^recommendation-[a-z]+_\d$/)).toHaveLength(counts[priority]);
    }
    expect(within(screen.getByTestId('priority-high')).getByRole('heading', { level: 3 }).textContent).toBe(
      'High priority (3 recommendations)',
    );
    for (const recommendation of derived.recommendations) {
      const text = describeRecommendation(recommendation, 'en');
      const card = within(screen.getByTestId(`recommendation-${recommendation.questionId}`));
      expect(card.getByRole('heading', { level: 4 }).textContent).toBe(text.topic);
      expect(card.getByTestId('advice-action').textContent).toBe(`What to do: ${text.action}`);
      expect(card.getByTestId('advice-why').textContent).toBe(`Why it matters: ${text.why}`);
      expect(card.getByTestId('advice-answer').textContent).toBe(`Your answer: ${text.currentAnswer}`);
      expect((card.getByLabelText(`Plan status – ${text.topic}`) as HTMLSelectElement).value).toBe('');
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
  });

  it('speaks Danish, from the same stored keys', async () => {
    open(KNOWN_REPORT_ID, undefined, 'da');
    await screen.findByRole('heading', { level: 1, name: 'Rapport: Architecture Health Check for Acme ApS' });
    expect(section('report-name').textContent).toContain('14. mar. 2026, 12.00');
    expect(section('report-details').textContent).not.toContain('2026');
    expect(within(section('summary-section')).getByRole('heading', { level: 2 }).textContent).toBe(
      'Ledelsesresumé',
    );
    expect(within(section('summary-section')).getAllByText('Etableret').length).toBeGreaterThan(0);
    expect(within(section('summary-section')).getByRole('heading', { name: 'Største risici' })).toBeTruthy();
    expect(
      [...screen.getByTestId('category-row-deployment').querySelectorAll('th, td')].map((c) => c.textContent),
    ).toEqual(['Udrulning', '27 / 100', 'Grundlæggende']);
    expect(within(screen.getByTestId('priority-high')).getByRole('heading', { level: 3 }).textContent).toBe(
      'Høj prioritet (3 anbefalinger)',
    );
    expect(screen.getByRole('button', { name: 'Udskriv / gem som PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hent data (JSON)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hent svar (CSV)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sådan beregnes scoren' })).toBeTruthy();
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
    open(
      KNOWN_REPORT_ID,
      (backend) => backend.rpc('get_report', () => reportNotShown('forbidden')),
      language,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByTestId('report-document')).toBeNull();
    expect(screen.queryByText(OTHER_USER_ID)).toBeNull();
  });

  it.each([
    ['en', 'error', 'Failed to load the report. Please try again later.'],
    ['en', 'network', 'Failed to load the report. Please try again later.'],
    ['da', 'error', 'Rapporten kunne ikke indlæses. Prøv igen senere.'],
  ] as const)(
    'shows the failure message (%s, %s) and tries again on request',
    async (language, failure, message) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user, backend } = open(
        KNOWN_REPORT_ID,
        (backend) =>
          backend.answer(
            'rpc get_report',
            failure === 'network' ? networkError() : postgrestError(500, 'XX000', 'boom'),
          ),
        language,
      );
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
    },
  );

  it('treats a report it cannot read as a failure, not as a broken page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open(KNOWN_REPORT_ID, (backend) =>
      backend.rpc('get_report', () => ({
        status: 'ok',
        report: { ...knownReport(), answers: { arch_1: 'nonsense' } },
      })),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load the report. Please try again later.',
    );
  });
});

describe('/reports/:reportId — the improvement plan', () => {
  it('marks a recommendation at once and stores it as an upsert of the visitor’s plan_items row', async () => {
    const { user, backend } = open(KNOWN_REPORT_ID);
    const card = within(await screen.findByTestId('recommendation-arch_4'));
    const select = card.getByLabelText('Plan status – Connecting to other systems') as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    await user.selectOptions(select, 'in_progress');
    expect(select.value).toBe('in_progress');
    expect(screen.getByTestId('recommendation-arch_4').getAttribute('data-state')).toBe('in_progress');
    await waitFor(() => expect(backend.rows('plan_items')).toHaveLength(1));
    const request = backend.calls('POST plan_items')[0]!;
    // The item is this report's advice: the question and the option answered.
    expect(request.url.searchParams.get('on_conflict')).toBe('user_id,question_id,option_key');
    expect(request.body).toEqual({
      user_id: TEST_USER_ID,
      question_id: 'arch_4',
      option_key: 'avoid',
      status: 'in_progress',
      note: '',
    });
    // The plan counts follow, and the next action in the summary carries its status.
    await waitFor(() =>
      expect(within(screen.getByTestId('plan-count-in_progress')).getByText('1')).toBeTruthy(),
    );
    expect(
      within(screen.getByTestId('summary-actions-arch_4')).getByTestId('summary-action-status').textContent,
    ).toBe('In progress');

    // Taken off the plan again: the row is deleted.
    await user.selectOptions(select, '');
    await waitFor(() => expect(backend.rows('plan_items')).toHaveLength(0));
    expect(backend.calls('DELETE plan_items')[0]!.url.searchParams.get('question_id')).toBe('eq.arch_4');
    expect(backend.calls('DELETE plan_items')[0]!.url.searchParams.get('option_key')).toBe('eq.avoid');
  });

  it('shows the plan it reads, counts it, and saves a note of at most 500 characters', async () => {
    const { user, backend } = open(KNOWN_REPORT_ID, (backend) =>
      backend.setRows('plan_items', [
        planRow('deploy_1', 'done', 'Pipeline in place'),
        planRow('deploy_2', 'not_applicable'),
        planRow('sec_1', 'planned'),
      ]),
    );
    const card = within(await screen.findByTestId('recommendation-deploy_1'));
    await waitFor(() =>
      expect((card.getByLabelText('Plan status – Release frequency') as HTMLSelectElement).value).toBe(
        'done',
      ),
    );
    expect(card.getByTestId('plan-note').textContent).toBe('Progress note: Pipeline in place');
    const counts = within(screen.getByTestId('recommendations-section')).getByTestId('plan-counts');
    expect(within(counts).getByTestId('plan-handled').textContent).toBe(
      '2 of 13 recommendations done or not applicable',
    );
    expect(within(counts).getByTestId('plan-count-open').textContent).toBe('Not planned: 11');
    // sec_1 is at the strongest level in this report: achieved, not a recommendation.
    expect(within(counts).getByTestId('plan-count-achieved').textContent).toBe('Achieved: 1');
    expect(
      within(screen.getByTestId('progress-section')).getByTestId('achieved-sec_1').textContent,
    ).toContain('Achieved: Sign-in security — now at the strongest level');

    const arch = within(screen.getByTestId('recommendation-arch_4'));
    await user.click(arch.getByRole('button', { name: /Add a progress note/ }));
    const note = arch.getByLabelText('Progress note');
    expect(document.activeElement).toBe(note);
    // Pasted, not typed: 501 keystrokes take seconds in jsdom on a busy machine.
    await user.paste('x'.repeat(501));
    await user.click(arch.getByRole('button', { name: 'Save the progress note' }));
    expect(arch.getByRole('alert').textContent).toBe('The progress note can be at most 500 characters.');
    expect(backend.calls('POST plan_items')).toHaveLength(0);
    await user.clear(note);
    await user.type(note, 'Ask the CRM team first');
    await user.click(arch.getByRole('button', { name: 'Save the progress note' }));
    await waitFor(() =>
      expect(backend.rows('plan_items').find((row) => row.question_id === 'arch_4')).toMatchObject({
        status: 'planned',
        note: 'Ask the CRM team first',
      }),
    );
    expect(await arch.findByText('The progress note is saved.')).toBeTruthy();
    expect(arch.getByTestId('plan-note').textContent).toBe('Progress note: Ask the CRM team first');
  });

  it.each([
    [
      'en',
      'network',
      'Your change could not be saved: there is no connection. It has been undone; please try again.',
    ],
    ['en', 'server', 'Your change could not be saved. It has been undone; please try again later.'],
    [
      'da',
      'network',
      'Din ændring kunne ikke gemmes, fordi der ikke er forbindelse. Den er annulleret, så prøv igen.',
    ],
  ] as const)(
    'undoes a change that cannot be saved and says why (%s, %s)',
    async (language, failure, message) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = open(
        KNOWN_REPORT_ID,
        (backend) =>
          backend.answer(
            'POST plan_items',
            failure === 'network' ? networkError() : postgrestError(500, 'XX000', 'boom'),
          ),
        language,
      );
      const card = within(await screen.findByTestId('recommendation-deploy_2'));
      const select = card.getByTestId('plan-status') as HTMLSelectElement;
      await waitFor(() => expect(select.disabled).toBe(false));
      await user.selectOptions(select, 'done');
      expect((await card.findByRole('alert')).textContent).toBe(message);
      expect(select.value).toBe('');
    },
  );

  it('says so when the plan cannot be read, and keeps the report', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open(KNOWN_REPORT_ID, (backend) =>
      backend.answer('GET plan_items', postgrestError(500, 'XX000', 'boom')),
    );
    expect(
      (
        await screen.findByText(
          'Your plan could not be loaded, so statuses are not shown. Please try again later.',
          {},
          { timeout: 5000 },
        )
      ).closest('[role="alert"]'),
    ).toBeTruthy();
    expect(
      (within(screen.getByTestId('recommendation-arch_4')).getByTestId('plan-status') as HTMLSelectElement)
        .disabled,
    ).toBe(true);
    expect(screen.getByTestId('overall-score').textContent).toBe('60 / 100');
  });

  it('keeps done to the advice it was given for: other advice on the same question starts open', async () => {
    // deploy_1 done for "sometimes" (an earlier report's answer); this report answers "rarely". deploy_2 done for its own advice.
    open(KNOWN_REPORT_ID, (backend) =>
      backend.setRows('plan_items', [
        planRow('deploy_1', 'done', '', undefined, 'sometimes'),
        planRow('deploy_2', 'done', 'Rollback scripted'),
      ]),
    );
    const deploy1 = await screen.findByTestId('recommendation-deploy_1');
    await waitFor(() =>
      expect(screen.getByTestId('recommendation-deploy_2').getAttribute('data-state')).toBe('done'),
    );
    expect(deploy1.getAttribute('data-state')).toBe('open');
    expect((within(deploy1).getByTestId('plan-status') as HTMLSelectElement).value).toBe('');
    expect(within(deploy1).queryByTestId('plan-note')).toBeNull();
    // The next actions: deploy_1 is open and first; deploy_2, done, is left out (and said so).
    const actions = within(section('summary-section')).getByTestId('summary-actions');
    expect(
      within(actions)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-testid')),
    ).toEqual(['summary-actions-deploy_1', 'summary-actions-arch_4', 'summary-actions-deploy_3']);
    expect(within(actions).queryByTestId('summary-action-status')).toBeNull();
    expect(section('summary-actions-handled').textContent).toBe(
      '1 recommendation marked done or not applicable is left out.',
    );
    // The biggest risks are the report's, whatever the plan.
    expect(
      within(section('summary-risks'))
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-testid')),
    ).toEqual(['summary-risks-deploy_1', 'summary-risks-deploy_2', 'summary-risks-arch_4']);
    // ... marked with the plan's status, so the risks and the next actions agree about what is done.
    expect(
      within(screen.getByTestId('summary-risks-deploy_2')).getByTestId('summary-risk-status').textContent,
    ).toBe('Done');
    expect(
      within(screen.getByTestId('summary-risks-deploy_1')).queryByTestId('summary-risk-status'),
    ).toBeNull();
  });

  it('says when every recommendation is handled instead of listing next actions', async () => {
    const rows = deriveReport(knownReport().answers).recommendations.map((r) =>
      planRow(r.questionId, 'not_applicable'),
    );
    open(KNOWN_REPORT_ID, (backend) => backend.setRows('plan_items', rows), 'da');
    expect((await screen.findByTestId('summary-actions-none')).textContent).toBe(
      'Intet tilbage at gøre: alle anbefalinger i denne rapport er markeret færdige eller ikke relevante.',
    );
  });

  it('shows, against the previous report, which done actions moved which scores', async () => {
    // January: the known set with deploy_1 at 0, deploy_2 at 0, arch_4 at 0. March: deploy_1 raised to 2.
    const positions = [...KNOWN_POSITIONS];
    positions[5] = 2;
    const march = reportRow(KNOWN_REPORT_ID, positions, '2026-03-14T12:00:00Z');
    const january = reportRow(
      'aaaaaaaa-0000-4000-8000-000000000001',
      KNOWN_POSITIONS,
      '2026-01-10T09:30:00Z',
    );
    const backend = reportsBackend([january, march]);
    backend.setRows('plan_items', [
      planRow('deploy_1', 'done'),
      planRow('deploy_2', 'done'),
      planRow('arch_4', 'planned'),
    ]);
    renderPage(<ReportPage />, { path: reportPath(KNOWN_REPORT_ID), route: PATHS.report, backend });
    const progress = within(await screen.findByTestId('progress-section'));
    expect(progress.getByRole('heading', { level: 2 }).textContent).toBe('Progress on your plan');
    expect(
      progress.getByText(
        'What your finished actions did, compared with your previous report (10 Jan 2026, 09:30).',
      ),
    ).toBeTruthy();
    // Deployment 0,0,1,1,2 → 27 in January; 2,0,1,1,2 → 40 in March.
    const moved = progress.getByTestId('effect-deploy_1');
    expect(moved.getAttribute('data-direction')).toBe('improved');
    expect(within(moved).getByTestId('effect-sentence').textContent).toBe(
      'Done: Release frequency — score up from 27 to 40',
    );
    expect(moved.textContent).toContain('Deployment score, out of 100.');
    const same = progress.getByTestId('effect-deploy_2');
    expect(within(same).getByTestId('effect-sentence').textContent).toBe(
      'Done: Recovering from a bad release — no change yet',
    );
    expect(progress.queryByTestId('effect-arch_4')).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Contents' })).getByRole('link', {
        name: 'Progress on your plan',
      }),
    ).toBeTruthy();
  });
});

describe('/reports/:reportId — the change since the previous report', () => {
  it('says the overall score’s change since the previous personal report beside the score, in words and colour', async () => {
    // January: every answer at position 1 (overall 33); the known report of March: 60. A team answer in between (67) is another system's.
    const january = reportRow(
      'aaaaaaaa-0000-4000-8000-000000000001',
      Array(20).fill(1),
      '2026-01-10T09:30:00Z',
    );
    const team = {
      ...reportRow('aaaaaaaa-0000-4000-8000-000000000002', Array(20).fill(2), '2026-02-10T09:30:00Z'),
      team_name: 'Payments platform',
    };
    renderPage(<ReportPage />, {
      path: reportPath(KNOWN_REPORT_ID),
      route: PATHS.report,
      backend: reportsBackend([january, team, knownReport()]),
    });
    const change = await screen.findByTestId('score-change');
    expect(change.textContent).toBe('+27 better since 10 Jan');
    expect(change.getAttribute('data-accent-color')).toBe('green');
    expect(section('overall-section').contains(change)).toBe(true);
  });
});

describe('/reports/:reportId — the report’s name', () => {
  it('renames the report in place, shows the new name at once and stores it (trimmed)', async () => {
    const { user, backend } = open(KNOWN_REPORT_ID);
    expect((await screen.findByTestId('report-name')).textContent).toBe('Report from 14 Mar 2026, 12:00');
    await user.click(screen.getByRole('button', { name: 'Rename "Report from 14 Mar 2026, 12:00"' }));
    const field = screen.getByLabelText('Report name');
    expect(document.activeElement).toBe(field);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(screen.getByRole('alert').textContent).toBe('Please give the report a name.');
    await user.type(field, 'x'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(screen.getByRole('alert').textContent).toBe('The name can be at most 120 characters.');
    await user.clear(field);
    await user.type(field, '  Before the migration  ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(screen.getByTestId('report-name').textContent).toBe('Before the migration');
    // Named, the report's date is in its details.
    expect(within(section('report-details')).getByText('14 March 2026 at 12:00')).toBeTruthy();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Rename "Before the migration"' }),
    );
    await waitFor(() => expect(backend.rows('reports')[0]!.name).toBe('Before the migration'));
    const request = backend.calls('PATCH reports')[0]!;
    expect(request.url.searchParams.get('id')).toBe(`eq.${KNOWN_REPORT_ID}`);
    expect(request.body).toEqual({ name: 'Before the migration' });
    expect(await screen.findByText('The name is saved.')).toBeTruthy();
  });

  it('cancels with Escape, and puts the old name back when the save fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, backend } = open(
      KNOWN_REPORT_ID,
      (backend) => {
        backend.setRows('reports', [{ ...knownReport(), name: 'Baseline' }]);
        backend.answer('PATCH reports', postgrestError(500, 'XX000', 'boom'));
      },
      'da',
    );
    await user.click(await screen.findByRole('button', { name: 'Omdøb »Baseline«' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Rapportens navn')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Omdøb »Baseline«' }));
    await user.clear(screen.getByLabelText('Rapportens navn'));
    await user.type(screen.getByLabelText('Rapportens navn'), 'Efter');
    await user.click(screen.getByRole('button', { name: 'Gem navn' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Navnet kunne ikke gemmes. Prøv igen senere.',
    );
    expect(screen.getByTestId('report-name').textContent).toBe('Baseline');
    expect(backend.rows('reports')[0]!.name).toBe('Baseline');
  });
});

describe('/reports/:reportId — print and downloads', () => {
  function captureDownloads() {
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(globalThis.URL, {
        createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:report'),
        revokeObjectURL: () => undefined,
      }),
    );
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

  it('downloads the report as JSON for programs, with the plan’s states as keys and the words beside them', async () => {
    const { blobs, names } = captureDownloads();
    const { user } = open(KNOWN_REPORT_ID, (backend) =>
      backend.setRows('plan_items', [planRow('arch_4', 'in_progress', 'CRM first')]),
    );
    await waitFor(() =>
      expect(
        (within(screen.getByTestId('recommendation-arch_4')).getByTestId('plan-status') as HTMLSelectElement)
          .value,
      ).toBe('in_progress'),
    );
    await user.click(screen.getByRole('button', { name: 'Download data (JSON)' }));
    expect(names).toEqual(['architecture-report-2026-03-14-1200.json']);
    expect(blobs[0]!.type).toBe('application/json');
    const report = JSON.parse(await blobs[0]!.text());
    expect(report.labels).toEqual({ language: 'en', title: TITLE });
    expect(report.overall).toMatchObject({ score: 60, band: 'established', labels: { band: 'Established' } });
    expect(report.recommendations[0]).toMatchObject({
      questionId: 'arch_4',
      priority: 'high',
      plan: { state: 'in_progress', note: 'CRM first' },
      labels: {
        practice: 'Connecting to other systems',
        priority: 'High priority',
        planState: 'In progress',
      },
    });
    expect(report.recommendations[1]).toMatchObject({
      plan: { state: 'open' },
      labels: { planState: 'Not planned' },
    });
    expect(JSON.stringify(report)).not.toContain(KNOWN_REPORT_ID);
  });

  it('downloads one CSV row per question, in the reader language', async () => {
    const { blobs, names } = captureDownloads();
    const { user } = open(KNOWN_REPORT_ID, undefined, 'da');
    await user.click(await screen.findByRole('button', { name: 'Hent svar (CSV)' }));
    expect(names).toEqual(['architecture-report-2026-03-14-1200.csv']);
    const lines = (await blobs[0]!.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(21);
    expect(lines[0]).toBe('category,question_id,question,answer_key,answer,score,note,note_links');
    expect(lines[16]).toMatch(/^Skalerbarhed,scal_1,.*,auto_adjust,.*,67,,$/);
  });
});

describe('/reports/:reportId — how it compares', () => {
  const metric = (score: number, percentile: number) => ({
    score,
    percentile,
    mean: 48.3,
    buckets: [1, 2, 3, 4, 5, 6, 5, 3, 2, 1],
  });
  const benchmark: CompositeType<'benchmark'> = {
    status: 'ok',
    people_about: 30,
    min_people: 20,
    overall: metric(60, 71),
    categories: {
      architecture: metric(60, 66),
      deployment: metric(27, 12),
      security: metric(100, 97),
      scalability: metric(53, 55),
    },
    questions: [
      { question_id: 'arch_1', stronger_pct: 0 },
      { question_id: 'arch_2', stronger_pct: 19 },
    ],
  };

  it('reads the report’s benchmark and shows it in the summary and under the areas', async () => {
    const { backend } = open(KNOWN_REPORT_ID, (b) => b.rpc('get_report_benchmark', () => benchmark));
    const summary = within(await screen.findByTestId('summary-section'));
    expect((await summary.findByTestId('benchmark-overall-line')).textContent).toBe(
      'The overall score of 60 is at percentile 71.',
    );
    expect(summary.getByTestId('benchmark-area-deployment').textContent).toBe('Deployment: percentile 12');
    expect(backend.calls('rpc get_report_benchmark')[0]!.body).toEqual({ report_id: KNOWN_REPORT_ID });
    const detail = within(screen.getByTestId('benchmark-detail'));
    expect(detail.getByTestId('benchmark-metric-security').textContent).toContain(
      'Score 100 · percentile 97 · average 48.3',
    );
    // arch_1 is answered with its strongest option; arch_2 with a weaker one.
    expect(
      within(detail.getByTestId('benchmark-question-arch_1')).getByTestId('benchmark-stronger').textContent,
    ).toBe('None: the strongest answer');
    expect(
      within(detail.getByTestId('benchmark-question-arch_2')).getByTestId('benchmark-stronger').textContent,
    ).toBe('19%');
  });

  it('says "not enough data yet" with k from the setting, in Danish too', async () => {
    open(
      KNOWN_REPORT_ID,
      (b) => {
        b.rpc('get_report_benchmark', () => benchmarkWithoutFigures('insufficient_data'));
        b.setRows('app_config', [
          ...b.rows('app_config'),
          { key: 'benchmark', value: { min_people: 25 }, updated_at: '2026-01-01T00:00:00Z' },
        ]);
      },
      'da',
    );
    const states = await screen.findAllByTestId('benchmark-insufficient');
    expect(states[0]!.textContent).toContain('Ikke nok data endnu');
    expect(states[0]!.textContent).toContain(
      'Sammenligningen vises, når mindst 25 organisationer har en rapport.',
    );
  });

  it('keeps the report and offers a retry when the benchmark cannot be read', async () => {
    open(KNOWN_REPORT_ID, (b) => b.answer('rpc get_report_benchmark', networkError()));
    await screen.findByTestId('report-document');
    const failed = await screen.findAllByTestId('benchmark-failed', {}, { timeout: 15_000 });
    expect(failed[0]!.textContent).toContain('The comparison could not be loaded.');
  }, 20_000);
});
