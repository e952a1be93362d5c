// A team answer's page says which system it is about and that it counts in the team's report, not in
// the person's own view; its recommendations are read only.
import { PATHS, reportPath, teamAssessmentPath } from '@ahc/platform';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TEAM_ANSWER_ID, TEAM_ID, ownAndTeamReports } from '#shared/testing/fixtures.ts';
import { renderPage, reportsBackend } from '#shared/testing/render-page.tsx';
import { stubResizeObserver } from '#shared/testing/resize-observer.ts';
import ReportPage from './ReportPage.tsx';
import { preloadReportParts } from './testing/preload-parts.ts';

beforeAll(() => preloadReportParts());

stubResizeObserver();

function open(reportId: string, language: 'en' | 'da' = 'en', reports = ownAndTeamReports()) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return renderPage(<ReportPage />, {
    path: reportPath(reportId),
    route: PATHS.report,
    language,
    backend: reportsBackend(reports),
  });
}

describe('/reports/:reportId — a team answer', () => {
  it('is called by its team’s system, says whose view it is, and leads to the team', async () => {
    open(TEAM_ANSWER_ID);
    expect((await screen.findByTestId('report-name')).textContent).toBe('Payments platform');
    // The title names the team's system, not the company on the person's profile.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Architecture Health Check report: Payments platform',
    );
    const note = screen.getByTestId('team-answer-note');
    expect(note.textContent).toBe(
      'Your answer in the team assessment of Payments platform. It counts in the team’s report, ' +
        'not in your own dashboard, plan or comparison with others. Open the team assessment',
    );
    expect(within(note).getByRole('link', { name: 'Open the team assessment' }).getAttribute('href')).toBe(
      teamAssessmentPath(TEAM_ID),
    );
  });

  it('keeps the system’s name when the person named it, and has no link once the team is gone', async () => {
    const [team, ...own] = ownAndTeamReports();
    open(TEAM_ANSWER_ID, 'en', [{ ...team!, name: 'Our view', team_id: null }, ...own]);
    expect((await screen.findByTestId('report-name')).textContent).toBe('Our view');
    const note = screen.getByTestId('team-answer-note');
    expect(note.textContent).toContain('team assessment of Payments platform');
    expect(within(note).queryByRole('link')).toBeNull();
  });

  it('shows its recommendations without the person’s plan', async () => {
    open(TEAM_ANSWER_ID);
    await screen.findByTestId('report-document');
    const intro =
      'The recommendations for Payments platform, from your answers. Your plan follows your own assessments, so no plan status is kept here.';
    expect(screen.getByText(intro)).toBeTruthy();
    expect(screen.queryAllByTestId('plan-control')).toHaveLength(0);
  });

  it('speaks Danish', async () => {
    open(TEAM_ANSWER_ID, 'da');
    const note = await screen.findByTestId('team-answer-note');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Rapport: Architecture Health Check for Payments platform',
    );
    expect(note.textContent).toContain('Dit svar i teamvurderingen af Payments platform.');
    expect(within(note).getByRole('link').textContent).toBe('Åbn teamvurderingen');
  });

  it('an own report has no such note and keeps its plan', async () => {
    const [, own75] = ownAndTeamReports();
    open(own75!.id);
    await screen.findByTestId('report-document');
    expect(screen.queryByTestId('team-answer-note')).toBeNull();
    expect((await screen.findAllByTestId('plan-control')).length).toBeGreaterThan(0);
  });
});
