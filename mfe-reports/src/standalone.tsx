// This remote on its own, for its team. In the product the shell loads the Radix styles; here we do.
import '@ahc/platform/theme.css';
import { PATHS, startStandalone } from '@ahc/platform';
import DashboardPage from './pages/dashboard/DashboardPage.tsx';
import DummyReportPage from './pages/dummy-report/DummyReportPage.tsx';
import ReportPage from './pages/report/ReportPage.tsx';
import ReportsPage from './pages/reports/ReportsPage.tsx';
import SharedReportPage from './pages/shared/SharedReportPage.tsx';
import TeamInvitationPage from './pages/teams/TeamInvitationPage.tsx';
import TeamPage from './pages/teams/TeamPage.tsx';
import TeamReportPage from './pages/teams/TeamReportPage.tsx';
import TeamsPage from './pages/teams/TeamsPage.tsx';

void startStandalone('mfe-reports', [
  { path: PATHS.dashboard, Page: DashboardPage },
  { path: PATHS.reports, Page: ReportsPage },
  { path: PATHS.report, Page: ReportPage },
  { path: PATHS.dummyReport, Page: DummyReportPage },
  { path: PATHS.sharedReport, Page: SharedReportPage },
  { path: PATHS.teamAssessments, Page: TeamsPage },
  { path: PATHS.teamInvitation, Page: TeamInvitationPage },
  { path: PATHS.teamAssessment, Page: TeamPage },
  { path: PATHS.teamReport, Page: TeamReportPage },
]);
