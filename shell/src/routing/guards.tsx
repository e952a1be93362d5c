// Access rules of docs/product.md §2. While auth is loading, a guarded route shows the spinner;
// a signed-out visitor on a signed-in page goes to /login (replacing the history entry) with the page
// as ?next; a signed-in visitor on /login or /register goes on to ?next if it is a path on this site,
// else to /dashboard.
//
// A session that owes its second factor (aal1 with a verified factor: the auth store's
// secondFactorRequired) sees the code step of the auth remote on a signed-in page instead of the page,
// whichever way it came to be aal1, and the address stays. The store is loading until it knows the
// assurance level, so the page never flashes up before the step. Once the code is right the page
// appears where the step was.
//
// While the page is a server's that knew no session (rendered by the shell's host for anyone, then
// hydrated), nobody is known to be signed in: a page for signed-out visitors shows as rendered, a
// signed-in page its spinner, and the rules above apply from the render after
// (useHydratingWithoutSession). A page the host rendered for the person who asked starts from what the
// host knew of them, so the rules apply from the first render, on the server as in the browser; the
// host has applied them already (a redirect instead of a page without a session). A page that was already on screen when the code became owed (a data call
// the database refused with 'aal2_required') is kept behind the step, hidden and inert (React's
// Activity: its effects stop, its state stays), so nothing typed on it is lost.
import {
  PATHS,
  PageSpinner,
  safeReturnPath,
  useAuth,
  useHydratingWithoutSession,
  withNext,
} from '@ahc/platform';
import { Activity, type ReactNode, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from '@ahc/platform/router';
import { RemotePage } from './RemotePage.tsx';
import { type Access, SECOND_FACTOR_PAGE } from './route-table.ts';

export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const isLoading = useAuth((s) => s.isLoading);
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const secondFactorRequired = useAuth((s) => s.secondFactorRequired);
  const location = useLocation();
  const [params] = useSearchParams();
  // The path whose page this guard has shown (React reuses the guard from one route to the next).
  const [pageShownAt, setPageShownAt] = useState<string | null>(null);
  const hydrating = useHydratingWithoutSession();

  if (access === 'open') return children;
  if (hydrating) return access === 'signedOut' ? children : <PageSpinner />;
  if (access === 'signedOut') {
    if (isLoading) return <PageSpinner />;
    if (isAuthenticated) return <Navigate to={safeReturnPath(params.get('next'))} replace />;
    return children;
  }
  if (!secondFactorRequired) {
    if (isLoading) return <PageSpinner />;
    if (!isAuthenticated) {
      const next = `${location.pathname}${location.search}${location.hash}`;
      return <Navigate to={withNext(PATHS.login, next)} replace />;
    }
  }
  const pageKept = pageShownAt === location.pathname;
  // Noted while rendering (React's way to remember what an earlier render showed), once per path.
  if (!secondFactorRequired && !pageKept) setPageShownAt(location.pathname);
  return (
    <>
      {secondFactorRequired && <RemotePage {...SECOND_FACTOR_PAGE} />}
      {(!secondFactorRequired || pageKept) && (
        <Activity mode={secondFactorRequired ? 'hidden' : 'visible'}>{children}</Activity>
      )}
    </>
  );
}
