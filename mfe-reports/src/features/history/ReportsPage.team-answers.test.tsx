// The reports list shows the person's own assessments and their team answers, each team answer marked
// with its team's system, and can be narrowed to either; the comparison starts with the two newest own
// assessments.
import { PATHS, reportPath } from '@ahc/platform';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEAM_ANSWER_ID, ownAndTeamReports, threeReports } from '#shared/testing/fixtures.ts';
import { renderPage, reportsBackend } from '#shared/testing/render-page.tsx';
import ReportsPage from './ReportsPage.tsx';

function open(path: string = PATHS.reports, reports = ownAndTeamReports(), language: 'en' | 'da' = 'en') {
  return renderPage(<ReportsPage />, { path, language, backend: reportsBackend(reports) });
}

const items = () => {
  const list = screen.getByTestId('report-list');
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
};
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('/reports with team answers', () => {
  it('lists every report, the team answer called by its system and marked as a team answer', async () => {
    open();
    await screen.findByTestId('report-list');
    expect(
      items().map((item) => [item.getAttribute('data-kind'), within(item).getByRole('link').textContent]),
    ).toEqual([
      ['team', 'Payments platform'],
      ['personal', 'Report from 2 Mar 2026, 10:00'],
      ['personal', 'Report from 1 Mar 2026, 10:00'],
    ]);
    expect(within(items()[0]!).getByTestId('team-answer-badge').textContent).toBe('Team answer');
    expect(within(items()[1]!).queryByTestId('team-answer-badge')).toBeNull();
    expect(within(items()[0]!).getByRole('link').getAttribute('href')).toBe(reportPath(TEAM_ANSWER_ID));
  });

  it('names the system beside a name the person gave the team answer', async () => {
    const [team, ...own] = ownAndTeamReports();
    open(PATHS.reports, [{ ...team!, name: 'Our view in March' }, ...own]);
    await screen.findByTestId('report-list');
    expect(within(items()[0]!).getByTestId('team-answer-badge').textContent).toBe(
      'Team answer: Payments platform',
    );
  });

  it('narrows the list to the person’s own or to team answers, in the address too', async () => {
    const { user } = open();
    const filter = within(await screen.findByTestId('report-filter'));
    expect(
      filter
        .getAllByRole('button')
        .map((button) => [button.textContent, button.getAttribute('aria-pressed')]),
    ).toEqual([
      ['All (3)', 'true'],
      ['Your own (2)', 'false'],
      ['Team answers (1)', 'false'],
    ]);
    await user.click(filter.getByRole('button', { name: 'Team answers (1)' }));
    expect(items().map((item) => item.getAttribute('data-kind'))).toEqual(['team']);
    expect(screen.getByTestId('location').textContent).toBe(`${PATHS.reports}?show=team`);
    expect(screen.queryByTestId('compare-section')).toBeNull();
    await user.click(filter.getByRole('button', { name: 'Your own (2)' }));
    expect(items().map((item) => item.getAttribute('data-kind'))).toEqual(['personal', 'personal']);
    await user.click(filter.getByRole('button', { name: 'All (3)' }));
    expect(items()).toHaveLength(3);
    expect(screen.getByTestId('location').textContent).toBe(PATHS.reports);
  });

  it('opens narrowed from a link (?show=team), in Danish too', async () => {
    open(`${PATHS.reports}?show=team`, ownAndTeamReports(), 'da');
    await screen.findByTestId('report-list');
    expect(items().map((item) => item.getAttribute('data-kind'))).toEqual(['team']);
    expect(within(items()[0]!).getByTestId('team-answer-badge').textContent).toBe('Teamsvar');
    expect(screen.getByRole('button', { name: 'Teamsvar (1)' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('compares the two newest own assessments first: 50 → 75, not 75 → 33', async () => {
    open();
    const compare = within(await screen.findByTestId('compare-section'));
    expect(cells(compare.getByTestId('change-overall'))).toEqual(['Overall', '50', '75', '+25 better']);
    const options = [...(compare.getByLabelText('First report') as HTMLSelectElement).options].map(
      (option) => option.textContent,
    );
    expect(options[0]).toBe('Team answer: Payments platform (3 Mar 2026, 10:00) – overall 33');
  });

  it('has no filter without team answers', async () => {
    open(PATHS.reports, threeReports());
    await screen.findByTestId('report-list');
    expect(screen.queryByTestId('report-filter')).toBeNull();
  });
});
