// SPEC.md section 2's routes: which remote module renders each path, and who may open it. Access where
// SPEC says "not shown" (DESIGN.md 3): /start and /assessment are open, /reports is signed-in only.
import { PATHS, type RemoteName } from '@ahc/platform';

export type Access = 'open' | 'signedIn' | 'signedOut';

export type RouteEntry = { path: string; remote: RemoteName; module: string; access: Access };

export const ROUTES: readonly RouteEntry[] = [
  { path: PATHS.home, remote: 'marketing', module: './HomePage', access: 'open' },
  { path: PATHS.about, remote: 'marketing', module: './AboutPage', access: 'open' },
  { path: PATHS.teams, remote: 'marketing', module: './TeamPage', access: 'open' },
  { path: PATHS.press, remote: 'marketing', module: './PressPage', access: 'open' },
  { path: PATHS.contact, remote: 'marketing', module: './ContactPage', access: 'open' },
  { path: PATHS.privacyPolicy, remote: 'marketing', module: './PrivacyPolicyPage', access: 'open' },
  { path: PATHS.termsOfService, remote: 'marketing', module: './TermsOfServicePage', access: 'open' },
  { path: PATHS.cookiePolicy, remote: 'marketing', module: './CookiePolicyPage', access: 'open' },
  { path: PATHS.start, remote: 'assessment', module: './StartPage', access: 'open' },
  { path: PATHS.assessment, remote: 'assessment', module: './AssessmentPage', access: 'open' },
  { path: PATHS.reports, remote: 'reports', module: './ReportsPage', access: 'signedIn' },
  { path: PATHS.report, remote: 'reports', module: './ReportPage', access: 'signedIn' },
  { path: PATHS.dummyReport, remote: 'reports', module: './DummyReportPage', access: 'open' },
  { path: PATHS.dashboard, remote: 'reports', module: './DashboardPage', access: 'signedIn' },
  { path: PATHS.login, remote: 'auth', module: './LoginPage', access: 'signedOut' },
  { path: PATHS.register, remote: 'auth', module: './RegisterPage', access: 'signedOut' },
  { path: PATHS.profile, remote: 'auth', module: './ProfilePage', access: 'signedIn' },
];
