// The shell's server build (rsbuild.server.config.ts): renders a first visit's page as HTML for the
// shell's host, and hands the host the shared instances (React, the platform) that remotes' server
// builds require, as Module Federation's share scope does in the browser. The tree is the browser's:
// the same App under the same providers, with the page the host loaded from its remote's server build
// in place of the lazy one, so the browser's hydration finds the markup it renders itself.
import type { ServerSharedModule } from '@ahc/build-config/singletons';
import * as platform from '@ahc/platform';
import { PlatformProvider, appTranslator, parseAppConfig } from '@ahc/platform';
import * as platformData from '@ahc/platform/data';
import * as platformRouter from '@ahc/platform/router';
import { StaticRouter, createServerPlatform, matchRoutes } from '@ahc/platform/server';
import * as platformUi from '@ahc/platform/ui';
import * as platformUiBase from '@ahc/platform/ui/base';
import * as react from 'react';
import type { ComponentType } from 'react';
import * as reactDom from 'react-dom';
import type { RenderRequest, RenderedPage } from '@ahc/web-server/render-contract';
import { prerenderToNodeStream } from 'react-dom/static';
import * as jsxRuntime from 'react/jsx-runtime';
import { App } from './App.tsx';
import { shellTranslations } from './i18n/shell-translations.ts';
import { ROUTES, type RouteEntry } from './routing/route-table.ts';
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

/** The route a path opens, as React Router picks it (the app's own table, so no second copy to drift). */
function routeOf(url: string): RouteEntry | undefined {
  const { pathname } = new URL(url, 'http://host.invalid');
  return matchRoutes(
    ROUTES.map((route) => ({ path: route.path, route })),
    pathname,
  )?.[0]?.route.route;
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
  const serverPlatform = createServerPlatform(parseAppConfig(request.config), request.state);
  const pages = new Map<string, ComponentType>();
  if (request.page)
    pages.set(
      serverPageKey(request.page.remote, request.page.module),
      request.page.component as ComponentType,
    );
  const errors: unknown[] = [];
  const failed = (cause: unknown) =>
    new AggregateError([cause], `The page ${request.url} could not be rendered on the server`);
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
  const t = appTranslator(i18n, 'shell', shellTranslations);
  const route = routeOf(request.url);
  const maintenance = request.state.maintenance === null || request.state.maintenance.enabled;
  const titleKey = route ? (maintenance ? 'titles.maintenance' : route.title) : 'titles.notFound';
  const page = route?.title.slice('titles.'.length) ?? '';
  const describedPage = isDescribedPage(page) ? page : 'default';
  const product = i18n.t('common:product.name');
  return {
    html,
    status: route ? 200 : 404,
    title: i18n.t('common:pageTitle', { page: t(titleKey), product }),
    description: t(`descriptions.${describedPage}`),
  };
}
