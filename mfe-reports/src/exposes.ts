// The pages this remote exposes to the shell (module name → file). The shell's route table names them.
export const exposes = {
  './DashboardPage': './src/features/dashboard/DashboardPage.tsx',
  './ReportsPage': './src/features/history/ReportsPage.tsx',
  './ReportPage': './src/features/report/ReportPage.tsx',
  './DummyReportPage': './src/features/generation/DummyReportPage.tsx',
  './SharedReportPage': './src/features/sharing/SharedReportPage.tsx',
  './TeamsPage': './src/features/teams/TeamsPage.tsx',
  './TeamPage': './src/features/teams/TeamPage.tsx',
  './TeamInvitationPage': './src/features/teams/TeamInvitationPage.tsx',
  './TeamReportPage': './src/features/team-report/TeamReportPage.tsx',
  './UnsubscribePage': './src/features/reminders/UnsubscribePage.tsx',
};
