// The dashboard speaks of the person's own assessments: a newer team answer is not their latest
// report, benchmark, plan or history.
import { PATHS, reportPath } from '@ahc/platform';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEAM_ANSWER_ID, ownAndTeamReports } from '#shared/testing/fixtures.ts';
import { renderPage, reportsBackend } from '#shared/testing/render-page.tsx';
import { stubResizeObserver } from '#shared/testing/resize-observer.ts';
import DashboardPage from './DashboardPage.tsx';
// The chart's own code, loaded lazily by the page, is imported here first: the page's lazy import then
// finds it ready, however slowly the test runner transforms it on a first import.
import './components/ScoreHistoryChart.tsx';

stubResizeObserver();

function open(reports = ownAndTeamReports(), language: 'en' | 'da' = 'en') {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const backend = reportsBackend(reports);
  return renderPage(<DashboardPage />, { path: PATHS.dashboard, language, backend });
}

const [, own75, own50] = ownAndTeamReports();

describe('/dashboard with a team answer newer than the person’s own assessments', () => {
  it('shows the latest own report (75), not the team answer (33), and links to it', async () => {
    open();
    const latest = within(await screen.findByTestId('latest-section'));
    expect(latest.getByTestId('latest-overall').textContent).toBe('75 / 100');
    expect(latest.getByRole('link', { name: 'Open the report' }).getAttribute('href')).toBe(
      reportPath(own75!.id),
    );
  });

  it('asks the benchmark about the own report', async () => {
    const { backend } = open();
    await screen.findByTestId('latest-section');
    expect(backend.calls('rpc get_report_benchmark').map((call) => call.body)).toEqual([
      { report_id: own75!.id },
    ]);
  });

  it('draws the history of the own reports only, 50 then 75, and opens the plan of the latest own one', async () => {
    open();
    const table = await screen.findByTestId('history-table');
    const rows = [...table.querySelectorAll('tbody tr')];
    expect(rows.map((row) => row.querySelector('td')!.textContent)).toEqual(['50', '75']);
    expect(rows.some((row) => row.innerHTML.includes(TEAM_ANSWER_ID))).toBe(false);
    const plan = within(screen.getByTestId('plan-section'));
    expect((await plan.findByRole('link', { name: 'Open the plan' })).getAttribute('href')).toBe(
      reportPath(own75!.id),
    );
  });

  it('says the team answer is not counted here, and leads to it', async () => {
    open();
    const note = await screen.findByTestId('dashboard-team-answers');
    expect(note.textContent).toBe(
      'Your answer to a team assessment is about the team’s system, so it is not counted here. See your team answers',
    );
    expect(within(note).getByRole('link').getAttribute('href')).toBe(`${PATHS.reports}?show=team`);
  });

  it('with team answers only, is empty for the person’s own, and says where the answers are (in Danish too)', async () => {
    const [team] = ownAndTeamReports();
    const second = { ...team!, id: 'cccccccc-0000-4000-8000-000000000034' };
    open([team!, second], 'da');
    const empty = within(await screen.findByTestId('dashboard-empty'));
    expect(empty.getByTestId('dashboard-team-answers').textContent).toBe(
      'Dine 2 svar i teamvurderinger handler om teamenes systemer, så de tælles ikke med her. Se dine teamsvar',
    );
    expect(screen.queryByTestId('latest-section')).toBeNull();
  });

  it('has no such note without team answers', async () => {
    open([own75!, own50!]);
    await screen.findByTestId('latest-section');
    expect(screen.queryByTestId('dashboard-team-answers')).toBeNull();
  });
});
