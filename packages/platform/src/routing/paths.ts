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
  login: '/login',
  register: '/register',
  dashboard: '/dashboard',
  profile: '/profile',
} as const;

export type PathName = keyof typeof PATHS;

export function reportPath(reportId: string): string {
  return `/reports/${encodeURIComponent(reportId)}`;
}

/**
 * A return target taken from the URL (?next=...) is followed only if it is a path on this site:
 * "/dashboard" yes; "https://evil.example", "//evil", "/\\evil" or anything odd goes to the fallback.
 */
export function safeReturnPath(candidate: string | null | undefined, fallback: string = PATHS.dashboard): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return fallback;
  if ([...candidate].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return fallback;
  try {
    const url = new URL(candidate, 'https://same.origin.invalid');
    if (url.origin !== 'https://same.origin.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
