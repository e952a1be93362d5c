// Every route but the catch-all shows the maintenance page while maintenance is on (docs/product.md §5). Until the
// flag has been read the spinner shows, so nobody sees a flash of the maintenance page; if it can never
// be read, the maintenance page stays (fail closed).
import { PageSpinner, useMaintenance } from '@ahc/platform';
import type { ReactNode } from 'react';
import { MaintenancePage } from './MaintenancePage.tsx';

export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { isInMaintenance, status, message } = useMaintenance();
  if (status === 'unknown') return <PageSpinner />;
  if (isInMaintenance) return <MaintenancePage message={message} />;
  return children;
}
