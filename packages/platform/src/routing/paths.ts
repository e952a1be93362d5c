// Route paths of docs/product.md §2, shared so no app spells a path by hand.
export const PATHS = {
  home: '/',
  about: '/about',
  teams: '/teams',
  press: '/press',
  contact: '/contact',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cookiePolicy: '/cookie-policy',
  methodology: '/methodology',
  start: '/start',
  assessment: '/assessment',
  reports: '/reports',
  report: '/reports/:reportId',
  dummyReport: '/dummyreport',
  teamAssessments: '/team-assessments',
  teamInvitation: '/team-assessments/join/:token',
  teamAssessment: '/team-assessments/:teamId',
  teamReport: '/team-assessments/:teamId/report',
  teamAnswer: '/team-assessments/:teamId/answer',
  login: '/login',
  /** Passwordless sign-in: a link or a code by e-mail. */
  emailSignIn: '/login/email',
  forgotPassword: '/forgot-password',
  /** Where the recovery e-mail's link lands: a new password for the account it signed in. */
  resetPassword: '/reset-password',
  register: '/register',
  dashboard: '/dashboard',
  profile: '/profile',
  sharedReport: '/shared/:token',
  /** Where a reminder e-mail's unsubscribe link lands (?token=...): no sign-in needed. */
  remindersUnsubscribe: '/reminders/unsubscribe',
} as const;

export type PathName = keyof typeof PATHS;

export function reportPath(reportId: string): string {
  return `/reports/${encodeURIComponent(reportId)}`;
}

/** Where a share link's visitor reads the report: the token is the whole of the access. */
export function sharedReportPath(token: string): string {
  return `/shared/${encodeURIComponent(token)}`;
}

/** A team assessment: its members, invitations and rounds. */
export function teamAssessmentPath(teamId: string): string {
  return `/team-assessments/${encodeURIComponent(teamId)}`;
}

/** A team's report: the latest round, or the round named. */
export function teamReportPath(teamId: string, roundNumber?: number): string {
  return `/team-assessments/${encodeURIComponent(teamId)}/report${roundNumber === undefined ? '' : `?round=${roundNumber}`}`;
}

/** Where a member answers the team's open round. */
export function teamAnswerPath(teamId: string): string {
  return `/team-assessments/${encodeURIComponent(teamId)}/answer`;
}

/** An invitation link's landing: the token in the address is what lets its holder join. */
export function teamInvitationPath(token: string): string {
  return `/team-assessments/join/${encodeURIComponent(token)}`;
}

/**
 * A link to another page that carries the visitor's return target along as ?next=... (the way to /login
 * and between the sign-in and registration pages), or the bare path when there is none.
 */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}

/**
 * A return target taken from the URL (?next=...) is followed only if it is a path on this site:
 * "/dashboard" yes; "https://evil.example", "//evil", "/\\evil" or anything odd goes to the fallback.
 */
export function safeReturnPath(
  candidate: string | null | undefined,
  fallback: string = PATHS.dashboard,
): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\'))
    return fallback;
  if ([...candidate].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return fallback;
  try {
    const url = new URL(candidate, 'https://same.origin.invalid');
    if (url.origin !== 'https://same.origin.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
