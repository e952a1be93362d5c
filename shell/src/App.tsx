// The routing table of docs/product.md §2 put together: every remote route with its tab title, behind
// the maintenance gate and its access guard; the catch-all not-found page outside the gate. One page
// transition around them all, so it sees every page change, whichever routes it goes between.
import { Outlet, Route, Routes } from '@ahc/platform/router';
import { Layout } from './layout/Layout.tsx';
import { MaintenanceGate } from './maintenance/MaintenanceGate.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { Guard } from './routing/guards.tsx';
import { PageTransition } from './routing/PageTransition.tsx';
import { PrefetchLikelyNext } from './routing/PrefetchLikelyNext.tsx';
import { RemotePage } from './routing/RemotePage.tsx';
import { ROUTES } from './routing/route-table.ts';
import { RouteTitle } from './routing/RouteTitle.tsx';

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route
          element={
            <PageTransition>
              <Outlet />
            </PageTransition>
          }
        >
          {ROUTES.map(({ path, remote, module, access, title, firstRender }) => (
            <Route
              key={path}
              path={path}
              element={
                <>
                  <RouteTitle title={title} />
                  <MaintenanceGate>
                    <Guard access={access}>
                      <RemotePage remote={remote} module={module} firstRender={firstRender}>
                        <PrefetchLikelyNext from={path} />
                      </RemotePage>
                    </Guard>
                  </MaintenanceGate>
                </>
              }
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
