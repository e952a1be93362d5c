// A first visit's page rendered by the shell's host: the shell's server build renders the app, with
// the route's page from its remote's server build (the version the page's configuration names), in the
// language the request asks for and with the maintenance row as it stands. Anything that stands in the
// way (no server build, a remote that cannot be reached, a page that throws, too many renders at
// once) answers null, and the host sends the page to be rendered in the browser, as before.
import type { FirstRenderState, MaintenanceSnapshot } from '@ahc/platform/first-render';
import type { RouteRemote } from '../first-load/route-remotes.ts';
import type { ShellAppConfig } from '../servers.ts';
import type { RenderedPage } from './contract.ts';
import { createMaintenanceRow } from './maintenance-row.ts';
import { PageCache } from './page-cache.ts';
import { createRemoteServerBuilds } from './remote-server-builds.ts';
import { createShellRendererLoader } from './shell-renderer.ts';

const CACHED_PAGES = 512;
/** Renders in progress beyond which a request is sent to be rendered in the browser instead of waiting. */
const MAX_RENDERS_IN_FLIGHT = 4;

export type FirstVisitRequest = {
  url: string;
  route: RouteRemote | undefined;
  appConfig: ShellAppConfig;
  language: FirstRenderState['language'];
};

export type RenderedFirstVisit = { page: RenderedPage; state: FirstRenderState };

const inMaintenance = (row: MaintenanceSnapshot) => row === null || row.enabled;

export function createFirstVisitRenderer(
  shellDir: string,
  options: { fetch?: typeof fetch; log?: (message: string, error: unknown) => void } = {},
) {
  const shellRenderer = createShellRendererLoader(shellDir);
  const serverComponent = createRemoteServerBuilds({ fetch: options.fetch });
  const maintenanceRow = createMaintenanceRow({ fetch: options.fetch });
  const cache = new PageCache<Promise<RenderedPage>>(CACHED_PAGES);
  const log = options.log ?? ((message, error) => console.error(`[web-server] ${message}`, error));
  let rendersInFlight = 0;

  return async function renderFirstVisit({
    url,
    route,
    appConfig,
    language,
  }: FirstVisitRequest): Promise<RenderedFirstVisit | null> {
    try {
      const shell = await shellRenderer();
      if (!shell) return null;
      const maintenance = await maintenanceRow(appConfig);
      const state: FirstRenderState = { language, maintenance };
      const withPage = route?.firstRender === 'page' && !inMaintenance(maintenance);
      const manifestUrl = withPage ? appConfig.remotes[route.remote] : undefined;
      const key = JSON.stringify([
        shell.build,
        url,
        language,
        maintenance,
        route?.path ?? null,
        manifestUrl ?? null,
        appConfig.supabaseUrl,
      ]);
      let page = cache.get(key);
      if (!page) {
        if (rendersInFlight >= MAX_RENDERS_IN_FLIGHT) return null;
        rendersInFlight += 1;
        page = (async () => {
          const component =
            route && manifestUrl ? await serverComponent(manifestUrl, route.module, shell) : undefined;
          const pageOfRoute =
            route && component ? { remote: route.remote, module: route.module, component } : undefined;
          return shell.render({ url, config: appConfig, state, page: pageOfRoute });
        })().finally(() => {
          rendersInFlight -= 1;
        });
        cache.set(key, page);
        // A failure is not kept: the next request tries again (remote builds remember their own failures).
        page.catch(() => cache.delete(key));
      }
      return { page: await page, state };
    } catch (error) {
      log(`${url} could not be rendered on the server; the browser renders it`, error);
      return null;
    }
  };
}
