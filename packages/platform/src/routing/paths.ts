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
 * and between the sign-in and registration pages), or the bare path when there is none, or when the
 * target is not a path on this site (sameSitePath): a refused target is never passed on, so no page,
 * e-mail link or provider's return carries it further.
 */
export function withNext(path: string, next: string | null): string {
  const target = sameSitePath(next);
  return target ? `${path}?next=${encodeURIComponent(target)}` : path;
}

const PLACEHOLDER_ORIGIN = 'https://same.origin.invalid';
/** Rounds of percent-decoding looked through; a target still encoded after that is refused. */
const DECODING_ROUNDS = 3;
const MAX_TARGET_LENGTH = 2048;

// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The text with its percent-encoding undone, as often as it is encoded; null when it never settles. */
function fullyDecoded(text: string): string | null {
  let current = text;
  for (let round = 0; round <= DECODING_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** A path with its dot segments resolved as a browser resolves them, or null when it leaves this origin. */
function resolvedPath(path: string): URL | null {
  try {
    const url = new URL(path, PLACEHOLDER_ORIGIN);
    return url.origin === PLACEHOLDER_ORIGIN ? url : null;
  } catch {
    return null;
  }
}

/**
 * The one return-path rule of every way back into the product (the guard, sign-in, sign-up, a provider's
 * or an e-mail link's return, the host's preview redirect): the path on this site a return target names,
 * normalised as a browser would read it, or null for anything that could resolve to another origin. The
 * target is looked at percent-decoded (as often as it is encoded) and with its dot segments resolved, so
 * `/.//evil.example/x`, `/%2e//evil.example/x`, `/%2F%2Fevil.example`, `/%5Cevil.example` and
 * `/\tevil.example` are seen as what a browser makes of them: a path that starts with two slashes (or a
 * slash and a backslash, which browsers read as one) names another host. Control characters anywhere
 * and backslashes in the path are refused too.
 */
export function sameSitePath(candidate: string | null | undefined): string | null {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > MAX_TARGET_LENGTH)
    return null;
  const decoded = fullyDecoded(candidate);
  if (!candidate.startsWith('/') || decoded === null || CONTROL.test(decoded)) return null;
  const url = resolvedPath(candidate);
  const plain = resolvedPath(decoded);
  if (!url || !plain) return null;
  const decodedPathname = fullyDecoded(url.pathname);
  const leavesSite = (pathname: string | null) =>
    pathname === null || pathname.startsWith('//') || pathname.includes('\\');
  if (leavesSite(url.pathname) || leavesSite(plain.pathname) || leavesSite(decodedPathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A return target taken from the URL (?next=...) when it is a path on this site (sameSitePath), else the fallback. */
export function safeReturnPath(
  candidate: string | null | undefined,
  fallback: string = PATHS.dashboard,
): string {
  return sameSitePath(candidate) ?? fallback;
}
