// The shell's access rules (shell/src/routing/guards.tsx), applied by the host before a page is sent, so
// that a page's first HTML is already the right one: a signed-in page without a session answers with a
// redirect to /login that keeps where the person wanted to go, and /login, /register (every page for
// signed-out visitors) with a session goes on to ?next= when it is a path on this site, else /dashboard;
// the platform's own rules for both (withNext, safeReturnPath), as the guard in the browser uses them.
// A session that still owes its second factor is not signed in yet: the sign-in pages stay theirs, and
// a signed-in page shows the code step. While the site is in maintenance no rule applies (the browser's
// maintenance page stands above the guards). And what the page is rendered with: for the person who
// asks (a page that has their data), for anyone, or in the browser when the session cannot be told.
import { PATHS, safeReturnPath, withNext } from '@ahc/platform/paths';
import type { RouteRemote } from '../first-load/route-remotes.ts';
import type { Viewer } from './request-session.ts';

export type GuardAnswer =
  | { redirect: string }
  /** Rendered with the person's data, read as them. */
  | { render: 'viewer' }
  /** Rendered with the data the address's token opens, read as anyone. */
  | { render: 'link' }
  /** Rendered for anyone (the page itself, or the frame around the spinner): the same for everybody. */
  | { render: 'anyone' }
  /** The session could not be told: the browser renders the page, after asking itself. */
  | { render: 'browser' };

export function guardDocument(request: {
  route: Pick<RouteRemote, 'access' | 'firstRender'>;
  /** null: no session; 'unknown': one the Auth service could not be asked about in time. */
  viewer: Viewer | null | 'unknown';
  /** The path and query asked for (kept for after sign-in). */
  url: URL;
  inMaintenance: boolean;
}): GuardAnswer {
  const { route, viewer, url } = request;
  if (request.inMaintenance) return { render: 'anyone' };
  if (route.access === 'signedIn') {
    if (viewer === null) return { redirect: withNext(PATHS.login, `${url.pathname}${url.search}`) };
    if (viewer === 'unknown') return { render: 'browser' };
    return { render: route.firstRender === 'viewer' ? 'viewer' : 'anyone' };
  }
  if (route.access === 'signedOut' && viewer !== null && viewer !== 'unknown' && !viewer.secondFactorRequired)
    return { redirect: safeReturnPath(url.searchParams.get('next')) };
  return { render: route.firstRender === 'link' ? 'link' : 'anyone' };
}
