// The pages this remote exposes to the shell (module name → file). The shell's route table names them.
export const exposes = {
  './DashboardPage': './src/pages/dashboard/DashboardPage.tsx',
  './ReportsPage': './src/pages/reports/ReportsPage.tsx',
  './ReportPage': './src/pages/report/ReportPage.tsx',
  './DummyReportPage': './src/pages/dummy-report/DummyReportPage.tsx',
  './SharedReportPage': './src/pages/shared/SharedReportPage.tsx',
  './TeamsPage': './src/pages/teams/TeamsPage.tsx',
  './TeamPage': './src/pages/teams/TeamPage.tsx',
  './TeamInvitationPage': './src/pages/teams/TeamInvitationPage.tsx',
  './TeamReportPage': './src/pages/teams/TeamReportPage.tsx',
};
