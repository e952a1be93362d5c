// The answer to a request for one of the site's pages: index.html with the configuration and the first
// page's preloads written in (first-load/), and the page itself rendered in it when the shell has a
// server build (server-render/), all with the same remote versions (the registry's for this visitor
// when the host takes part in it, releases/). Before anything is rendered, the guards (session/): a
// page for signed-in people or for signed-out visitors reads the session from its cookies, and may be
// answered with a redirect instead; a page with someone's data is rendered for them, read with their
// token, a link's page with its token, and every such answer is personal to caches. Read from disk on
// each request, as every file here is, so a redeploy of the shell is served at once.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { requestLanguage, requestTimeZone } from '@ahc/platform/first-render';
import type { createRemotePreloads } from './first-load/remote-preloads.ts';
import { ROUTE_REMOTES_FILE, matchRoute, parseRouteRemotes } from './first-load/route-remotes.ts';
import { type FirstVisit, renderShellDocument } from './first-load/shell-document.ts';
import type { PageRelease, createPageReleases } from './releases/page-releases.ts';
import { contentSecurityPolicy, styleAttributes } from './security-headers.ts';
import {
  type FirstVisitRequest,
  type createFirstVisitRenderer,
  inMaintenance,
} from './server-render/first-visit.ts';
import { documentCaching } from './session/document-caching.ts';
import { type RequestSession, readRequestSession, serverSupabase } from './session/request-session.ts';
import { guardDocument } from './session/server-guard.ts';
import { type AppConfig, manifestUrlOf } from '@ahc/platform/app-config';

export type DocumentParts = {
  preloadsFor: ReturnType<typeof createRemotePreloads>;
  renderFirstVisit: ReturnType<typeof createFirstVisitRenderer>;
  releases?: ReturnType<typeof createPageReleases>;
};

/** The configuration without the page load's token, as the server render (and its cache) sees it. */
const withoutLoad = ({ releaseLoad: _load, ...appConfig }: AppConfig): AppConfig => appConfig;

/** False when the shell is not built: the static handler then answers as for any missing file. */
export async function sendShellDocument(
  options: { dir: string; appConfig: () => AppConfig },
  first: DocumentParts,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  visitorAddress: string,
): Promise<boolean> {
  let template: string;
  try {
    template = await readFile(path.join(options.dir, 'index.html'), 'utf8');
  } catch {
    return false;
  }
  const routes = parseRouteRemotes(
    await readFile(path.join(options.dir, ROUTE_REMOTES_FILE), 'utf8').then(JSON.parse, () => []),
  );
  // The versions of this page load: the registry's when the host takes part in it, else app-config.json's.
  const release: PageRelease = first.releases
    ? await first.releases.forPage(req, url, options.appConfig(), visitorAddress)
    : { appConfig: options.appConfig(), setCookies: [], personal: false };
  if (release.redirect !== undefined) {
    res.writeHead(303, {
      location: release.redirect,
      'set-cookie': release.setCookies,
      'cache-control': 'no-store',
    });
    res.end();
    return true;
  }
  const { appConfig } = release;
  const route = matchRoute(routes, url.pathname);

  // The guards: only a page with an access rule reads the session (an open page is the same for anyone).
  let session: RequestSession | undefined;
  let reader: FirstVisitRequest['reader'];
  let renderInBrowser = false;
  if (route && (route.access !== 'open' || route.firstRender === 'link')) {
    const maintenanceOn = inMaintenance(await first.renderFirstVisit.maintenance(appConfig));
    if (route.access !== 'open' && !maintenanceOn) session = await readRequestSession(req, appConfig);
    const answer = guardDocument({
      route,
      viewer: session?.viewer ?? null,
      url,
      inMaintenance: maintenanceOn,
    });
    if ('redirect' in answer) {
      const cookies = [...release.setCookies, ...(session?.setCookies() ?? [])];
      res.writeHead(303, {
        location: answer.redirect,
        ...documentCaching({ personal: true, rendered: false, releases: false }),
        ...(cookies.length > 0 ? { 'set-cookie': cookies } : {}),
      });
      res.end();
      return true;
    }
    if (answer.render === 'browser') renderInBrowser = true;
    if (answer.render === 'viewer' && session && session.viewer !== null && session.viewer !== 'unknown')
      reader = { supabase: session.supabase, viewer: session.viewer };
    if (answer.render === 'link')
      reader = { supabase: serverSupabase(appConfig, undefined, { secure: false }).supabase };
  }

  const manifestUrl = route ? manifestUrlOf(appConfig, route.remote) : undefined;
  const language = requestLanguage({
    query: url.searchParams.get('lang'),
    cookie: req.headers.cookie,
    acceptLanguage: req.headers['accept-language'],
  });
  const [preloads, rendered] = await Promise.all([
    route && manifestUrl ? first.preloadsFor(route, manifestUrl) : [],
    renderInBrowser
      ? null
      : first.renderFirstVisit({
          url: `${url.pathname}${url.search}`,
          route,
          // The page's token is the one thing of the visitor in its configuration: it is not rendered with.
          appConfig: withoutLoad(appConfig),
          language,
          timeZone: requestTimeZone(req.headers.cookie),
          ...(reader ? { reader } : {}),
        }),
  ]);
  const firstVisit: FirstVisit | undefined = rendered ? { ...rendered, pathname: url.pathname } : undefined;
  const body = renderShellDocument(template, appConfig, preloads, firstVisit);
  const setCookies = [...release.setCookies, ...(session?.setCookies() ?? [])];
  // Personal: told apart by a session (whoever it is), read for this request, setting its cookies, or
  // depending on the visitor's canary bucket or preview, or carrying their load's token.
  const personal =
    release.personal ||
    (session !== undefined && session.viewer !== null) ||
    reader !== undefined ||
    setCookies.length > release.setCookies.length;
  const headers: Record<string, string | number | string[]> = {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    ...documentCaching({
      personal,
      rendered: firstVisit !== undefined,
      releases: first.releases !== undefined,
    }),
    // Scripts and styles from the origins of the versions this page names.
    'content-security-policy': contentSecurityPolicy(appConfig),
  };
  if (setCookies.length > 0) headers['set-cookie'] = setCookies;
  if (firstVisit) {
    // The page depends on the language cookie and Accept-Language; its style attributes are allowed by hash.
    headers['content-language'] = firstVisit.state.language;
    headers['content-security-policy'] = contentSecurityPolicy(appConfig, {
      styleAttributes: styleAttributes(firstVisit.page.html),
    });
  }
  res.writeHead(firstVisit?.page.status ?? 200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
