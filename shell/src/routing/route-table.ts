// The routes of docs/product.md §2: which remote module renders each path, who may open it, and the
// tab title it gets (a key of the shell's 'titles' texts). Access where the product leaves it open
// (docs/decisions.md): /start and /assessment are open, /reports is signed-in only. Titles live here,
// not in the remotes, so every route has one whichever team owns its page; a page that knows better
// (a report's own name, say) calls usePageTitle itself, and its title wins while it is on screen.
// Imported from the platform's light entries only: the shell's build reads this table in Node too, to
// write the route → remote map its host preloads from (rsbuild.config.ts).
import type { RemoteName, TranslationKey } from '@ahc/platform';
import { PATHS } from '@ahc/platform/paths';
import type { shellTranslations } from '../i18n/shell-translations.ts';

export type Access = 'open' | 'signedIn' | 'signedOut';

/**
 * What a first visit's HTML holds, rendered by the shell's host (docs/decisions.md "Rendering on the
 * server"): 'page', the page itself, the same for anyone (an open page that needs no data; the host
 * caches it); 'link', the page with the data its address's token opens, read for each request as
 * anyone (a share link's report; never cached); 'viewer', the page for the person who asks, read with
 * their session's token (personal, never cached). Otherwise the frame around the spinner the browser
 * shows until it has the page.
 */
export type RouteEntry = {
  path: string;
  remote: RemoteName;
  module: string;
  access: Access;
  title: Extract<TranslationKey<typeof shellTranslations.en>, `titles.${string}`>;
  firstRender?: FirstRender;
};

type FirstRender = 'page' | 'link' | 'viewer';

/** The code step of two-factor sign-in, which the guard shows on a signed-in page while the code is owed. */
export const SECOND_FACTOR_PAGE = { remote: 'auth', module: './SecondFactorPage' } as const;

export const ROUTES: readonly RouteEntry[] = [
  {
    path: PATHS.home,
    remote: 'marketing',
    module: './HomePage',
    access: 'open',
    title: 'titles.home',
    firstRender: 'page',
  },
  {
    path: PATHS.about,
    remote: 'marketing',
    module: './AboutPage',
    access: 'open',
    title: 'titles.about',
    firstRender: 'page',
  },
  {
    path: PATHS.teams,
    remote: 'marketing',
    module: './TeamPage',
    access: 'open',
    title: 'titles.teams',
    firstRender: 'page',
  },
  {
    path: PATHS.press,
    remote: 'marketing',
    module: './PressPage',
    access: 'open',
    title: 'titles.press',
    firstRender: 'page',
  },
  {
    path: PATHS.contact,
    remote: 'marketing',
    module: './ContactPage',
    access: 'open',
    title: 'titles.contact',
    firstRender: 'page',
  },
  {
    path: PATHS.privacyPolicy,
    remote: 'marketing',
    module: './PrivacyPolicyPage',
    access: 'open',
    title: 'titles.privacyPolicy',
    firstRender: 'page',
  },
  {
    path: PATHS.termsOfService,
    remote: 'marketing',
    module: './TermsOfServicePage',
    access: 'open',
    title: 'titles.termsOfService',
    firstRender: 'page',
  },
  {
    path: PATHS.cookiePolicy,
    remote: 'marketing',
    module: './CookiePolicyPage',
    access: 'open',
    title: 'titles.cookiePolicy',
    firstRender: 'page',
  },
  {
    path: PATHS.methodology,
    remote: 'marketing',
    module: './MethodologyPage',
    access: 'open',
    title: 'titles.methodology',
    firstRender: 'page',
  },
  {
    path: PATHS.start,
    remote: 'assessment',
    module: './StartPage',
    access: 'open',
    title: 'titles.start',
    firstRender: 'page',
  },
  {
    path: PATHS.assessment,
    remote: 'assessment',
    module: './AssessmentPage',
    access: 'open',
    title: 'titles.assessment',
  },
  {
    path: PATHS.reports,
    remote: 'reports',
    module: './ReportsPage',
    access: 'signedIn',
    title: 'titles.reports',
    firstRender: 'viewer',
  },
  {
    path: PATHS.report,
    remote: 'reports',
    module: './ReportPage',
    access: 'signedIn',
    title: 'titles.report',
    firstRender: 'viewer',
  },
  {
    path: PATHS.dummyReport,
    remote: 'reports',
    module: './DummyReportPage',
    access: 'open',
    title: 'titles.dummyReport',
    firstRender: 'page',
  },
  {
    path: PATHS.dashboard,
    remote: 'reports',
    module: './DashboardPage',
    access: 'signedIn',
    title: 'titles.dashboard',
    firstRender: 'viewer',
  },
  // Team assessments (several people answer for one system): signed in, but for the invitation's
  // landing, which a signed-out invitee must see before signing in or up (docs/product.md §2).
  {
    path: PATHS.teamAssessments,
    remote: 'reports',
    module: './TeamsPage',
    access: 'signedIn',
    title: 'titles.teamAssessments',
  },
  {
    path: PATHS.teamInvitation,
    remote: 'reports',
    module: './TeamInvitationPage',
    access: 'open',
    title: 'titles.teamInvitation',
  },
  {
    path: PATHS.teamAssessment,
    remote: 'reports',
    module: './TeamPage',
    access: 'signedIn',
    title: 'titles.teamAssessment',
  },
  {
    path: PATHS.teamReport,
    remote: 'reports',
    module: './TeamReportPage',
    access: 'signedIn',
    title: 'titles.teamReport',
    firstRender: 'viewer',
  },
  {
    path: PATHS.teamAnswer,
    remote: 'assessment',
    module: './TeamAnswerPage',
    access: 'signedIn',
    title: 'titles.teamAnswer',
  },
  // A report shared by its owner: the token in the address is the access, so no sign-in (docs/product.md §8).
  {
    path: PATHS.sharedReport,
    remote: 'reports',
    module: './SharedReportPage',
    access: 'open',
    title: 'titles.sharedReport',
    firstRender: 'link',
  },
  // A reminder e-mail's unsubscribe link: the token in the address is the access, so no sign-in.
  {
    path: PATHS.remindersUnsubscribe,
    remote: 'reports',
    module: './UnsubscribePage',
    access: 'open',
    title: 'titles.remindersUnsubscribe',
  },
  {
    path: PATHS.login,
    remote: 'auth',
    module: './LoginPage',
    access: 'signedOut',
    title: 'titles.login',
    firstRender: 'page',
  },
  {
    path: PATHS.register,
    remote: 'auth',
    module: './RegisterPage',
    access: 'signedOut',
    title: 'titles.register',
    firstRender: 'page',
  },
  {
    path: PATHS.emailSignIn,
    remote: 'auth',
    module: './EmailSignInPage',
    access: 'signedOut',
    title: 'titles.emailSignIn',
    firstRender: 'page',
  },
  {
    path: PATHS.forgotPassword,
    remote: 'auth',
    module: './ForgotPasswordPage',
    access: 'signedOut',
    title: 'titles.forgotPassword',
    firstRender: 'page',
  },
  // Open: the recovery link signs the person in on its way here, and a used or expired link must be told.
  {
    path: PATHS.resetPassword,
    remote: 'auth',
    module: './ResetPasswordPage',
    access: 'open',
    title: 'titles.resetPassword',
  },
  {
    path: PATHS.profile,
    remote: 'auth',
    module: './ProfilePage',
    access: 'signedIn',
    title: 'titles.profile',
    firstRender: 'viewer',
  },
];
