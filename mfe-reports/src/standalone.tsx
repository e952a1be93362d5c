// This remote on its own, for its team. In the product the shell loads the Radix styles; here we do.
import '@ahc/platform/theme.css';
import { PATHS, startStandalone } from '@ahc/platform';
import DashboardPage from './pages/dashboard/DashboardPage.tsx';
import DummyReportPage from './pages/dummy-report/DummyReportPage.tsx';
import ReportPage from './pages/report/ReportPage.tsx';
import ReportsPage from './pages/reports/ReportsPage.tsx';

void startStandalone('mfe-reports', [
  { path: PATHS.dashboard, Page: DashboardPage },
  { path: PATHS.reports, Page: ReportsPage },
  { path: PATHS.report, Page: ReportPage },
  { path: PATHS.dummyReport, Page: DummyReportPage },
]);
