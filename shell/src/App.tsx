// The routing table of docs/product.md §2 put together: every remote route with its tab title, behind
// the maintenance gate, its access guard and the page transition; the catch-all not-found page outside
// the gate.
import { Route, Routes } from '@ahc/platform/router';
import { Layout } from './layout/Layout.tsx';
import { MaintenanceGate } from './maintenance/MaintenanceGate.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { Guard } from './routing/guards.tsx';
import { PageTransition } from './routing/PageTransition.tsx';
import { RemotePage } from './routing/RemotePage.tsx';
import { ROUTES } from './routing/route-table.ts';
import { RouteTitle } from './routing/RouteTitle.tsx';

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {ROUTES.map(({ path, remote, module, access, title }) => (
          <Route
            key={path}
            path={path}
            element={
              <>
                <RouteTitle title={title} />
                <PageTransition>
                  <MaintenanceGate>
                    <Guard access={access}>
                      <RemotePage remote={remote} module={module} />
                    </Guard>
                  </MaintenanceGate>
                </PageTransition>
              </>
            }
          />
        ))}
        <Route path="*" element={<PageTransition><NotFoundPage /></PageTransition>} />
      </Route>
    </Routes>
  );
}
