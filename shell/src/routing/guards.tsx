// Access rules of docs/product.md §2. While auth is loading, a guarded route shows the spinner;
// a signed-out visitor on a signed-in page goes to /login (replacing the history entry) with the page
// as ?next; a signed-in visitor on /login or /register goes on to ?next if it is a path on this site,
// else to /dashboard.
import { PATHS, PageSpinner, safeReturnPath, useAuth } from '@ahc/platform';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from '@ahc/platform/router';
import type { Access } from './route-table.ts';

export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const isLoading = useAuth((s) => s.isLoading);
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const location = useLocation();
  const [params] = useSearchParams();

  if (access === 'open') return children;
  if (isLoading) return <PageSpinner />;
  if (access === 'signedIn' && !isAuthenticated) {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`${PATHS.login}?next=${encodeURIComponent(next)}`} replace />;
  }
  if (access === 'signedOut' && isAuthenticated) {
    return <Navigate to={safeReturnPath(params.get('next'))} replace />;
  }
  return children;
}
