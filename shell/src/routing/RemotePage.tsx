// Renders one page from a remote, loaded on demand. A remote that cannot be loaded, or a page that
// throws while rendering, shows an in-place panel with a retry; the header and every other route keep
// working. React.lazy caches a failed import, so a retry makes a fresh lazy component and remounts.
// On a server the page comes from the host (server-pages.ts) and takes the lazy page's place; the
// browser then hydrates it once the remote's module has arrived. A route whose first visit gets only
// the frame (no firstRender, or a page the host renders for its reader but did not here) shows the
// spinner in both renders, and loads its page afterwards.
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@ahc/platform';
import {
  type ComponentType,
  createElement,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { PageSpinner, useAppConfig, useHydratingWithoutSession, usePlatform } from '@ahc/platform';
import { failureKind, healthReports } from '../federation/failure-reports.ts';
import { resetRemote } from '../federation/remote-registry.ts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import type { RouteEntry } from './route-table.ts';
import { ServerPagesContext, serverPageKey } from './server-pages.ts';

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

/** The lazy component of one page, made once per attempt (kept in state, never remade while rendering). */
type LoadedPage = { remote: RemoteName; module: string; attempt: number; Page: ComponentType };

const loadPage = (remote: RemoteName, module: string, attempt: number): LoadedPage => ({
  remote,
  module,
  attempt,
  Page: lazyPage(remote, module),
});

/** The frame's spinner while the page on screen is the server's (which rendered no page here), then the page. */
function SpinnerWhileHydrating({ children }: { children: ReactNode }) {
  return useHydratingWithoutSession() ? <PageSpinner /> : children;
}

/** children: rendered with the page, once its code has arrived (what should wait for the page). */
export function RemotePage({
  remote,
  module,
  firstRender,
  children,
}: {
  remote: RemoteName;
  module: string;
  firstRender?: RouteEntry['firstRender'];
  children?: ReactNode;
}) {
  const serverPages = useContext(ServerPagesContext);
  // A page the host rendered for the person who asked holds every page shown in it (the route's, or
  // the code step in its place).
  const renderedForViewer = Boolean(usePlatform().firstRender?.viewer);
  const pageInMarkup = firstRender === 'page' || firstRender === 'link' || renderedForViewer;
  const [loaded, setLoaded] = useState(() => loadPage(remote, module, 0));
  // React reuses this component across routes: another page gets a lazy component of its own, made as
  // the props change (while rendering, React's way to follow a prop) rather than after a render.
  let current = loaded;
  if (loaded.remote !== remote || loaded.module !== module) {
    current = loadPage(remote, module, loaded.attempt + 1);
    setLoaded(current);
  }
  const config = useAppConfig();
  const retry = useCallback(() => {
    resetRemote(config, remote);
    setLoaded((previous) => loadPage(previous.remote, previous.module, previous.attempt + 1));
  }, [config, remote]);
  const reportFailure = useCallback(
    (error: Error) => healthReports.failed(config, remote, failureKind(error)),
    [config, remote],
  );
  // The shell runs this remote's page: a page load of its version (once per remote and page load).
  useEffect(() => healthReports.started(config, remote), [config, remote]);
  const { Page, attempt } = current;
  const serverPage = serverPages?.get(serverPageKey(remote, module));
  if (serverPages && !serverPage && pageInMarkup)
    throw new Error(`The host did not provide ${remote}/${module} for its server render`);
  // The same element while nothing it shows has changed: a render of this component that reached the
  // page's Suspense boundary before the boundary has hydrated (its module still on its way) would make
  // React drop the server's markup and render the page afresh, spinner first.
  const page = useMemo(
    () => (
      // Keyed by page and attempt: a failure of one page must not stick to the next one.
      <RemoteErrorBoundary
        key={`${remote}/${module}#${attempt}`}
        remote={remote}
        onRetry={retry}
        onFailure={reportFailure}
      >
        <Suspense fallback={<PageSpinner />}>
          {serverPage ? createElement(serverPage) : <Page />}
          {children}
        </Suspense>
      </RemoteErrorBoundary>
    ),
    [remote, module, attempt, retry, reportFailure, serverPage, Page, children],
  );
  return pageInMarkup ? page : <SpinnerWhileHydrating>{page}</SpinnerWhileHydrating>;
}
