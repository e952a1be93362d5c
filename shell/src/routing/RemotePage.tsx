// Renders one page from a remote, loaded on demand. A remote that cannot be loaded, or a page that
// throws while rendering, shows an in-place panel with a retry; the header and every other route keep
// working. React.lazy caches a failed import, so a retry makes a fresh lazy component and remounts.
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@ahc/platform';
import { type ComponentType, lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { PageSpinner, useAppConfig } from '@ahc/platform';
import { resetRemote } from '../federation/remote-registry.ts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';

type PageModule = { default: ComponentType };

function lazyPage(remote: RemoteName, module: string) {
  return lazy(async () => {
    const loaded = await loadRemote<PageModule>(`${remote}/${module.replace(/^\.\//, '')}`);
    if (!loaded || typeof loaded.default !== 'function') {
      throw new Error(`${remote}/${module} did not export a page component`);
    }
    return loaded;
  });
}

export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(() => lazyPage(remote, module), [remote, module, attempt]);
  const config = useAppConfig();
  const retry = useCallback(() => {
    resetRemote(config, remote);
    setAttempt((n) => n + 1);
  }, [config, remote]);
  return (
    // Keyed by page and attempt: React reuses this subtree across routes, and a failure of one page
    // must not stick to the next one.
    <RemoteErrorBoundary key={`${remote}/${module}#${attempt}`} remote={remote} onRetry={retry}>
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
