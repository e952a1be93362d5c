// A first visit's page rendered by the shell's host: the shell's server build renders the app, with
// the route's page from its remote's server build (the version the page's configuration names), in the
// language the request asks for and with the maintenance row as it stands. A page for anyone is kept
// in the host's page cache; a page rendered with data read for this request (for the person who asked,
// or with a link's token) is personal or revocable, and never is. Anything that stands in the way (no
// server build, a remote that cannot be reached, a read that fails or takes too long, a page that
// throws, too many renders at once) answers null, and the host sends the page to be rendered in the
// browser, as before.
import type { FirstRenderState, MaintenanceSnapshot } from '@ahc/platform/first-render';
import type { RouteRemote } from '../first-load/route-remotes.ts';
import { type AppConfig, manifestUrlOf } from '@ahc/platform/app-config';
import type { PageReader, RenderedPage } from './contract.ts';
import { createMaintenanceRow } from './maintenance-row.ts';
import { PageCache } from './page-cache.ts';
import { createRemoteServerBuilds } from './remote-server-builds.ts';
import { type ShellRenderer, createShellRendererLoader } from './shell-renderer.ts';

const CACHED_PAGES = 512;
/** Renders in progress beyond which a request is sent to be rendered in the browser instead of waiting. */
const MAX_RENDERS_IN_FLIGHT = 4;

export type FirstVisitRequest = {
  url: string;
  route: RouteRemote | undefined;
  appConfig: AppConfig;
  language: FirstRenderState['language'];
  /** The reader's time zone (their browser's cookie), which the page's dates and times are shown in. */
  timeZone?: string;
  /** Who the page's data is read as (firstRender 'viewer' or 'link'); without it, the page for anyone. */
  reader?: Omit<PageReader, 'loadPage'>;
};

export type RenderedFirstVisit = { page: RenderedPage; state: FirstRenderState };

export const inMaintenance = (row: MaintenanceSnapshot) => row === null || row.enabled;

/** Whether the route's first visit holds its page (else the frame): for anyone, or read for this request. */
function rendersPage(route: RouteRemote | undefined, reader: FirstVisitRequest['reader']): boolean {
  if (!route?.firstRender) return false;
  return route.firstRender === 'page' || reader !== undefined;
}

export function createFirstVisitRenderer(
  shellDir: string,
  options: { fetch?: typeof fetch; log?: (message: string, error: unknown) => void } = {},
) {
  const shellRenderer = createShellRendererLoader(shellDir);
  const serverPage = createRemoteServerBuilds({ fetch: options.fetch });
  const maintenanceRow = createMaintenanceRow({ fetch: options.fetch });
  const cache = new PageCache<Promise<RenderedPage>>(CACHED_PAGES);
  const log = options.log ?? ((message, error) => console.error(`[web-server] ${message}`, error));
  let rendersInFlight = 0;

  function renderPage(shell: ShellRenderer, request: FirstVisitRequest, state: FirstRenderState) {
    const { route, appConfig, reader } = request;
    const withPage = rendersPage(route, reader) && !inMaintenance(state.maintenance);
    const manifestUrl = withPage && route ? manifestUrlOf(appConfig, route.remote) : undefined;
    const load = async (remote: string, module: string) => {
      const manifest = manifestUrlOf(appConfig, remote);
      if (!manifest) throw new Error(`No manifest for the remote '${remote}'`);
      return { remote, module, ...(await serverPage(manifest, module, shell)) };
    };
    return {
      key: JSON.stringify([
        shell.build,
        request.url,
        request.language,
        request.timeZone ?? null,
        state.maintenance,
        route?.path ?? null,
        manifestUrl ?? null,
        appConfig.supabaseUrl,
      ]),
      render: async () => {
        const page = route && manifestUrl ? await load(route.remote, route.module) : undefined;
        return shell.render({
          url: request.url,
          config: appConfig,
          state,
          ...(page ? { page } : {}),
          ...(reader && !inMaintenance(state.maintenance) ? { reader: { ...reader, loadPage: load } } : {}),
        });
      },
    };
  }

  async function renderFirstVisit(request: FirstVisitRequest): Promise<RenderedFirstVisit | null> {
    try {
      const shell = await shellRenderer();
      if (!shell) return null;
      const maintenance = await maintenanceRow(request.appConfig);
      const state: FirstRenderState = {
        language: request.language,
        maintenance,
        ...(request.timeZone ? { timeZone: request.timeZone } : {}),
      };
      const { key, render } = renderPage(shell, request, state);
      // A page read for this request is neither taken from the cache nor put in it.
      const cacheable = request.reader === undefined;
      let page = cacheable ? cache.get(key) : undefined;
      if (!page) {
        if (rendersInFlight >= MAX_RENDERS_IN_FLIGHT) return null;
        rendersInFlight += 1;
        page = render().finally(() => {
          rendersInFlight -= 1;
        });
        if (cacheable) {
          cache.set(key, page);
          // A failure is not kept: the next request tries again (remote builds remember their own failures).
          page.catch(() => cache.delete(key));
        }
      }
      const rendered = await page;
      return { page: rendered, state: rendered.state ?? state };
    } catch (error) {
      log(`${request.url} could not be rendered on the server; the browser renders it`, error);
      return null;
    }
  }

  return Object.assign(renderFirstVisit, {
    /** The maintenance row the pages are rendered with (the guards do not apply while it is on). */
    maintenance: (appConfig: AppConfig) => maintenanceRow(appConfig),
  });
}
