// This remote on its own, for its team. In the product the shell loads the Radix styles; here we do.
import '@ahc/platform/theme.css';
import { PATHS, startStandalone } from '@ahc/platform';
import DashboardPage from './features/dashboard/DashboardPage.tsx';
import DummyReportPage from './features/generation/DummyReportPage.tsx';
import ReportPage from './features/report/ReportPage.tsx';
import ReportsPage from './features/history/ReportsPage.tsx';
import SharedReportPage from './features/sharing/SharedReportPage.tsx';
import TeamInvitationPage from './features/teams/TeamInvitationPage.tsx';
import TeamPage from './features/teams/TeamPage.tsx';
import TeamReportPage from './features/team-report/TeamReportPage.tsx';
import TeamsPage from './features/teams/TeamsPage.tsx';
import UnsubscribePage from './features/reminders/UnsubscribePage.tsx';

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
  { path: PATHS.remindersUnsubscribe, Page: UnsubscribePage },
]);
