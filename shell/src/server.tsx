// The shell's server build (rsbuild.server.config.ts): renders a first visit's page as HTML for the
// shell's host, and hands the host the shared instances (React, the platform) that remotes' server
// builds require, as Module Federation's share scope does in the browser. The tree is the browser's:
// the same App under the same providers, with the page the host loaded from its remote's server build
// in place of the lazy one, so the browser's hydration finds the markup it renders itself.
//
// A page rendered with data (for the person who asked, or for a link's token) first reads it: the
// person's profile and the page's own data (its pageData), as the host's reader, in parallel; then
// renders once, and hands the browser what it rendered with (the viewer and the dehydrated queries in
// the first-render state). A session that still owes its second factor reads nothing: the page is the
// code step, as the guard shows it.
import type { ServerSharedModule } from '@ahc/build-config/singletons';
import * as platform from '@ahc/platform';
import { PlatformProvider, appTranslator, parseAppConfig } from '@ahc/platform';
import * as platformData from '@ahc/platform/data';
import * as platformRouter from '@ahc/platform/router';
import type { FirstRenderState, FirstRenderViewer } from '@ahc/platform/first-render';
import { StaticRouter, createServerPlatform, matchRoutes, readProfile } from '@ahc/platform/server';
import * as platformUi from '@ahc/platform/ui';
import * as platformUiBase from '@ahc/platform/ui/base';
import * as react from 'react';
import type { ComponentType } from 'react';
import * as reactDom from 'react-dom';
import type { PageReader, RenderRequest, RenderedPage, ServerPage } from '@ahc/web-server/render-contract';
import { prerenderToNodeStream } from 'react-dom/static';
import * as jsxRuntime from 'react/jsx-runtime';
import { App } from './App.tsx';
import { shellTranslations } from './i18n/shell-translations.ts';
import { ROUTES, type RouteEntry, SECOND_FACTOR_PAGE } from './routing/route-table.ts';
import { ServerPagesContext, serverPageKey } from './routing/server-pages.ts';

/** The major of the platform shared here: a remote's server build made for another is refused by the host. */
export const platformMajor = Number(process.env.AHC_PLATFORM_MAJOR);

export const sharedModules: Record<ServerSharedModule, unknown> = {
  react,
  'react-dom': reactDom,
  'react/jsx-runtime': jsxRuntime,
  '@ahc/platform': platform,
  '@ahc/platform/router': platformRouter,
  '@ahc/platform/ui': platformUi,
  '@ahc/platform/ui/base': platformUiBase,
  '@ahc/platform/data': platformData,
};

/** The pages with a description of their own; every other page has the default one. */
type DescribedPage = keyof typeof shellTranslations.en.descriptions;

const isDescribedPage = (page: string): page is DescribedPage =>
  Object.hasOwn(shellTranslations.en.descriptions, page);

/** The route a path opens, as React Router picks it (the app's own table, so no second copy to drift), and its parameters. */
function routeOf(url: string): { route: RouteEntry; params: Record<string, string | undefined> } | undefined {
  const { pathname } = new URL(url, 'http://host.invalid');
  const match = matchRoutes(
    ROUTES.map((route) => ({ path: route.path, route })),
    pathname,
  )?.[0];
  return match ? { route: match.route.route, params: match.params } : undefined;
}

type PageData = platformData.PageData;
type SupabaseClient = platform.SupabaseClient;
type User = platform.User;

/** The viewer the page starts from, before the profile is read (nothing of theirs while the code is owed). */
function viewerOf(viewer: NonNullable<PageReader['viewer']>): FirstRenderViewer {
  return viewer.secondFactorRequired
    ? { userId: viewer.user.id, secondFactorRequired: true, user: null, profile: null }
    : { userId: viewer.user.id, secondFactorRequired: false, user: viewer.user as User, profile: null };
}

/**
 * Reads what a page rendered with data shows: the viewer's profile (the header and the profile page
 * show it) and the page's own data, as the reader, into the platform's cache; answers the state the
 * browser starts from. Rejects on any failure (the host then sends the page to be rendered in the
 * browser).
 */
async function readForPage(
  readingPlatform: platform.Platform,
  state: FirstRenderState,
  reader: PageReader,
  page: ServerPage | undefined,
  at: { url: string; params: Record<string, string | undefined> },
): Promise<FirstRenderState> {
  const supabase = reader.supabase as SupabaseClient;
  const viewer = state.viewer;
  if (viewer?.secondFactorRequired) return state;
  const userId = viewer?.userId ?? null;
  const [profile, queries] = await Promise.all([
    viewer ? readProfile(supabase, viewer.userId) : null,
    platformData.readPageData(readingPlatform, page?.pageData as PageData | undefined, {
      supabase,
      params: at.params,
      search: new URL(at.url, 'http://host.invalid').searchParams,
      userId,
    }),
  ]);
  return { ...state, ...(viewer ? { viewer: { ...viewer, profile } } : {}), queries };
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream)
    text += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return text;
}

/**
 * Renders one page. Rejects on any error while rendering (a page that throws, a remote page the host
 * did not provide): the host then sends the page to be rendered in the browser, as a host that only
 * serves files does, rather than HTML the browser would have to throw away.
 */
export async function render(request: RenderRequest): Promise<RenderedPage> {
  const { reader } = request;
  const config = parseAppConfig(request.config);
  const matched = routeOf(request.url);
  const maintenance = request.state.maintenance === null || request.state.maintenance.enabled;
  let state: FirstRenderState =
    reader?.viewer && !maintenance ? { ...request.state, viewer: viewerOf(reader.viewer) } : request.state;
  const pages = new Map<string, ComponentType>();
  const provide = (page: ServerPage) =>
    pages.set(serverPageKey(page.remote, page.module), page.component as ComponentType);
  const failed = (cause: unknown) =>
    new AggregateError([cause], `The page ${request.url} could not be rendered on the server`);
  if (request.page) provide(request.page);
  if (reader && !maintenance) {
    try {
      if (state.viewer?.secondFactorRequired)
        provide(await reader.loadPage(SECOND_FACTOR_PAGE.remote, SECOND_FACTOR_PAGE.module));
      // Read with a platform of its own; the page is then rendered with one made from the state the
      // browser starts from (stores and cache alike), so both renders start from the same thing.
      state = await readForPage(createServerPlatform(config, state), state, reader, request.page, {
        url: request.url,
        params: matched?.params ?? {},
      });
    } catch (error) {
      throw failed(error);
    }
  }
  const serverPlatform = createServerPlatform(config, state);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <PlatformProvider platform={serverPlatform}>
      <ServerPagesContext.Provider value={pages}>
        <StaticRouter location={request.url}>
          <App />
        </StaticRouter>
      </ServerPagesContext.Provider>
    </PlatformProvider>,
    // Every boundary inline, however large: a page outlined into a later chunk would need React's inline
    // script to be put in place, which the site's Content-Security-Policy (no inline script) refuses.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  ).catch((error: unknown) => {
    throw failed(error);
  });
  const html = await streamText(prelude);
  if (errors.length > 0) throw failed(errors.length === 1 ? errors[0] : new AggregateError(errors));

  const { i18n } = serverPlatform;
  const said = serverPlatform.serverHead?.values();
  const t = appTranslator(i18n, 'shell', shellTranslations);
  const route = matched?.route;
  const titleKey = route ? (maintenance ? 'titles.maintenance' : route.title) : 'titles.notFound';
  const page = route?.title.slice('titles.'.length) ?? '';
  const describedPage = isDescribedPage(page) ? page : 'default';
  const product = i18n.t('common:product.name');
  // What the page itself said while rendering wins (its own title, a description, its state's status).
  return {
    html,
    status: said?.status ?? (route ? 200 : 404),
    title: said?.title?.text ?? i18n.t('common:pageTitle', { page: t(titleKey), product }),
    description: said?.description ?? t(`descriptions.${describedPage}`),
    state,
  };
}
