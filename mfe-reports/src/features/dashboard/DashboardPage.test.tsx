import { PATHS, type UserProfile, reportPath } from '@ahc/platform';
import { getQueryClient, reportKeys } from '@ahc/platform/data';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OVERALL_COLOR } from './components/colors.ts';
import { TEST_USER, postgrestError } from '@ahc/platform/testing';
import { KNOWN_REPORT_ID, planRow, reportRow, threeReports } from '#shared/testing/fixtures.ts';
import { renderPage, reportsBackend } from '#shared/testing/render-page.tsx';
import { stubResizeObserver } from '#shared/testing/resize-observer.ts';
import DashboardPage from './DashboardPage.tsx';
// The chart's own code, loaded lazily by the page, is imported here first: the page's lazy import then
// finds it ready, however slowly the test runner transforms it on a first import.
import './components/ScoreHistoryChart.tsx';

stubResizeObserver();

function open(
  options: {
    reports?: ReturnType<typeof threeReports>;
    listFails?: boolean;
    language?: 'en' | 'da';
    profile?: UserProfile | null;
    plan?: ReturnType<typeof planRow>[];
  } = {},
) {
  const backend = reportsBackend(options.reports ?? threeReports());
  if (options.plan) backend.setRows('plan_items', options.plan);
  if (options.listFails) backend.answer('GET reports', postgrestError(500, 'XX000', 'boom'));
  return renderPage(<DashboardPage />, {
    path: PATHS.dashboard,
    language: options.language,
    backend,
    profile: options.profile,
  });
}

const cells = (row: Element) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('/dashboard', () => {
  it("greets the visitor by the profile's name and company", async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace' })).toBeTruthy();
    expect(screen.getByTestId('greeting-company').textContent).toBe('Company: Acme ApS');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('summarises the latest report and links to it', async () => {
    const { user } = open();
    const latest = within(await screen.findByTestId('latest-section'));
    expect(latest.getByText('Taken 14 Mar 2026, 12:00')).toBeTruthy();
    expect(latest.getByTestId('latest-overall').textContent).toBe('60 / 100');
    expect(latest.getByText('Established')).toBeTruthy();
    // Its change since the report before (33 on 10 Feb), in words and colour.
    expect(latest.getByTestId('latest-change').textContent).toBe('+27 better since 10 Feb');
    expect(latest.getByTestId('latest-change').getAttribute('data-accent-color')).toBe('green');
    await user.click(latest.getByRole('link', { name: 'Open the report' }));
    expect(screen.getByTestId('location').textContent).toBe(reportPath(KNOWN_REPORT_ID));
  });

  it('shows the score history of three reports as three points, each by date and time, with the numbers in a table', async () => {
    open();
    const history = within(await screen.findByTestId('history-section'));
    // The chart comes with its own code (lazy-part.tsx), once it is near the screen.
    const chart = await history.findByTestId('history-chart', {}, { timeout: 10_000 });
    expect(chart.getAttribute('aria-hidden')).toBe('true');
    // Five lines (overall and four categories), each with one marker per report; the overall line's
    // markers are drawn in its colour.
    await waitFor(() => expect(chart.querySelectorAll('.history-marker')).toHaveLength(15));
    expect(chart.querySelectorAll(`.history-marker-overall[fill="${OVERALL_COLOR}"]`)).toHaveLength(3);
    expect(chart.querySelectorAll('.recharts-line')).toHaveLength(5);

    const rows = within(history.getByTestId('history-table')).getAllByRole('row');
    expect(cells(rows[0]!)).toEqual([
      'Date',
      'Overall',
      'Architecture',
      'Deployment',
      'Security',
      'Scalability',
    ]);
    expect(rows.slice(1).map(cells)).toEqual([
      ['10 Jan 2026, 12:00', '0', '0', '0', '0', '0'],
      ['10 Feb 2026, 12:00', '33', '33', '33', '33', '33'],
      ['14 Mar 2026, 12:00', '60', '60', '27', '100', '53'],
    ]);
    // The axis names each report by its date and, under it, its time.
    expect(
      [...chart.querySelectorAll('.history-tick text')].map((text) =>
        [...text.querySelectorAll('tspan')].map((span) => span.textContent),
      ),
    ).toEqual([
      ['10 Jan 2026', '12:00'],
      ['10 Feb 2026', '12:00'],
      ['14 Mar 2026', '12:00'],
    ]);
    // The band zones behind the lines, in the band scale's tints.
    expect(chart.querySelectorAll('.recharts-reference-area')).toHaveLength(4);
  });

  it('says nothing of a change for a first report', async () => {
    open({ reports: [threeReports()[2]!] });
    await screen.findByTestId('latest-overall');
    expect(screen.queryByTestId('latest-change')).toBeNull();
  });

  it('says the change in Danish, and a fall in red', async () => {
    const [january, , march] = threeReports();
    // April, every answer at position 1: 33, down from the known report's 60 in March.
    open({
      reports: [
        march!,
        reportRow('aaaaaaaa-0000-4000-8000-000000000004', Array(20).fill(1), '2026-04-02T08:00:00Z'),
        january!,
      ],
      language: 'da',
    });
    const change = await screen.findByTestId('latest-change');
    expect(change.textContent).toBe('\u221227 dårligere siden 14. mar.');
    expect(change.getAttribute('data-accent-color')).toBe('red');
  });

  it('lists the next three actions of the latest report in the model’s order, most urgent first', async () => {
    open();
    const top = within(await screen.findByTestId('top-section'));
    expect(top.getByRole('heading', { level: 2 }).textContent).toBe('Your next three actions');
    const items = top.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    // The known set's weakest answers: deploy_1 and deploy_2 (deployment, 27) before arch_4 (architecture, 60).
    expect(items.map((item) => item.getAttribute('data-testid'))).toEqual([
      'top-deploy_1',
      'top-deploy_2',
      'top-arch_4',
    ]);
    expect(within(items[0]!).getByText('High priority · Deployment')).toBeTruthy();
    expect(within(await screen.findByTestId('plan-section')).getByTestId('plan-empty')).toBeTruthy();
  });

  it('shows the plan’s progress for the latest report, and leaves done and not applicable actions out of the next three', async () => {
    open({
      plan: [
        planRow('deploy_1', 'done'),
        planRow('deploy_2', 'not_applicable'),
        planRow('arch_4', 'in_progress'),
        planRow('sec_2', 'done'),
      ],
    });
    const plan = within(await screen.findByTestId('plan-section'));
    expect((await plan.findByTestId('plan-handled')).textContent).toBe(
      '2 of 13 recommendations done or not applicable',
    );
    expect(plan.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('15');
    expect(plan.getByTestId('plan-count-done').textContent).toBe('Done: 1');
    expect(plan.getByTestId('plan-count-not_applicable').textContent).toBe('Not applicable: 1');
    expect(plan.getByTestId('plan-count-in_progress').textContent).toBe('In progress: 1');
    expect(plan.getByTestId('plan-count-open').textContent).toBe('Not planned: 10');
    expect(plan.getByTestId('plan-count-achieved').textContent).toBe('Achieved: 1');
    const top = within(screen.getByTestId('top-section'));
    await waitFor(() =>
      expect(top.getAllByRole('listitem').map((item) => item.getAttribute('data-testid'))).toEqual([
        'top-arch_4',
        'top-deploy_3',
        'top-deploy_4',
      ]),
    );
    expect(within(top.getByTestId('top-arch_4')).getByText('In progress')).toBeTruthy();
  });

  it('calls for taking the assessment again', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('link', { name: 'Take the health check again' }));
    expect(screen.getByTestId('location').textContent).toBe(PATHS.start);
  });

  it('offers the reminder to reassess, counted from the latest report, and before the first one says when it starts', async () => {
    const backend = reportsBackend(threeReports());
    backend.setRows('reminder_settings', [
      {
        user_id: TEST_USER.id,
        cadence: 'yearly',
        created_at: '2026-03-14T12:00:00Z',
        updated_at: '2026-03-14T12:00:00Z',
      },
    ]);
    const view = renderPage(<DashboardPage />, { path: PATHS.dashboard, backend });
    const reminder = within(await screen.findByTestId('reminder'));
    await waitFor(() => expect(reminder.getByLabelText<HTMLSelectElement>('Remind me').value).toBe('yearly'));
    expect(reminder.getByTestId('reminder-next').textContent).toBe('Next reminder: 14 Mar 2027, 12:00.');
    view.unmount();

    const empty = reportsBackend([]);
    empty.setRows('reminder_settings', backend.rows('reminder_settings'));
    renderPage(<DashboardPage />, { path: PATHS.dashboard, backend: empty });
    const before = within(await screen.findByTestId('reminder'));
    await waitFor(() => expect(before.getByLabelText<HTMLSelectElement>('Remind me').value).toBe('yearly'));
    expect(before.getByTestId('reminder-next').textContent).toBe(
      'Reminders count from your latest report, so they start with your first one.',
    );
  });

  it('has an empty state before the first report', async () => {
    const { user } = open({ reports: [] });
    const empty = within(await screen.findByTestId('dashboard-empty'));
    expect(empty.getByRole('heading', { name: "You haven't taken the health check yet" })).toBeTruthy();
    expect(screen.queryByTestId('history-section')).toBeNull();
    await user.click(empty.getByRole('link', { name: 'Start the health check' }));
    expect(screen.getByTestId('location').textContent).toBe(PATHS.start);
  });

  it('greets without a name when the profile has none', async () => {
    open({ profile: null, reports: [] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(screen.queryByTestId('greeting-company')).toBeNull();
  });

  it('says so when the reports cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open({ listFails: true });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load your reports. Please try again later.',
    );
  });

  it('shows a report submitted in another remote without a reload, once the submission invalidates the reports', async () => {
    const { backend, platform } = open();
    expect((await screen.findByTestId('latest-overall')).textContent).toBe('60 / 100');
    // The assessment remote's submission: a new row, then what it does on success (invalidate every
    // report read, through the keys both remotes take from the platform).
    backend
      .rows('reports')
      .push(reportRow('aaaaaaaa-0000-4000-8000-000000000004', Array(20).fill(3), '2026-04-01T12:00:00Z'));
    await act(() => getQueryClient(platform).invalidateQueries({ queryKey: reportKeys.all }));
    await waitFor(() => expect(screen.getByTestId('latest-overall').textContent).toBe('100 / 100'));
    expect(within(screen.getByTestId('history-table')).getAllByRole('row')).toHaveLength(5);
    expect(backend.calls('GET reports')).toHaveLength(2);
  });

  it('speaks Danish', async () => {
    open({ language: 'da' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Velkommen tilbage, Ada Lovelace' }),
    ).toBeTruthy();
    expect(screen.getByText('Virksomhed: Acme ApS')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dine tre næste skridt' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Din forbedringsplan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tag sundhedstjekket igen' })).toBeTruthy();
    expect(within(screen.getByTestId('top-section')).getAllByText('Høj prioritet · Udrulning')).toHaveLength(
      2,
    );
    expect(screen.getByText('Taget 14. mar. 2026, 12.00')).toBeTruthy();
  });
});
