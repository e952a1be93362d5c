// The two kinds of server a deploy has: the shell's host (static shell, app-config.json, the /api
// rewrite) and one static server per remote (its own origin, CORS for the shell).
import { readFile } from 'node:fs/promises';
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createRemotePreloads } from './first-load/remote-preloads.ts';
import { ONE_CLICK_UNSUBSCRIBE_PATH, answerOneClickUnsubscribe } from './one-click-unsubscribe.ts';
import { PLAIN_ASSESSMENT_PATH, answerPlainAssessment } from './no-script/assessment-form.ts';
import { ROUTE_REMOTES_FILE, matchRoute, parseRouteRemotes } from './first-load/route-remotes.ts';
import { type FirstVisit, renderShellDocument } from './first-load/shell-document.ts';
import { requestLanguage } from '@ahc/platform/first-render';
import { createFirstVisitRenderer } from './server-render/first-visit.ts';
import { proxyTo } from './proxy.ts';
import { type ReleaseOptions, createPageReleases } from './releases/page-releases.ts';
import { contentSecurityPolicy, securityHeaders, styleAttributes } from './security-headers.ts';
import { staticFiles } from './static.ts';

export type ShellAppConfig = {
  supabaseUrl: string;
  supabaseAnonKey: string;
  remotes: Record<string, string>;
  generateReportUrl: string;
  /** The registry's version label of each remote whose manifest URL came from it (releases/). */
  releases?: Record<string, string>;
};

/**
 * What every server here promises whatever its clients do: headers within 10 s and a whole request within
 * 30 s (a slow sender cannot hold a socket for long), at most 16 KB of headers, and a bounded number of
 * open sockets, well under the process's file-descriptor limit.
 */
const SERVER_OPTIONS: http.ServerOptions = {
  maxHeaderSize: 16 * 1024,
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
};
const MAX_CONNECTIONS = 2_048;
/** Pages for the holder of one link only, which search engines are asked to leave out. */
const NOT_INDEXED = ['/shared/', '/reminders/'];

function createBoundedServer(handler: http.RequestListener): Server {
  const server = http.createServer(SERVER_OPTIONS, handler);
  server.maxConnections = MAX_CONNECTIONS;
  return server;
}

async function listen(server: Server, port: number, host: string): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return `http://${host === '127.0.0.1' ? 'localhost' : host}:${address.port}`;
}

/** A request for a page of the site rather than a file: no extension (/, /start, /reports/…) or index.html. */
const isDocumentRequest = (req: IncomingMessage, pathname: string) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  (pathname === '/index.html' || path.extname(pathname) === '');

/**
 * index.html with the configuration and the first page's preloads written in (first-load/), and the
 * page itself rendered in it when the shell has a server build (server-render/), all with the same
 * remote versions (the registry's for this visitor when the host takes part in it, releases/). Read
 * from disk on each request, as every file here is, so a redeploy of the shell is served at once. False
 * when the shell is not built: the static handler then answers as for any missing file.
 */
async function sendShellDocument(
  options: { dir: string; appConfig: () => ShellAppConfig },
  first: {
    preloadsFor: ReturnType<typeof createRemotePreloads>;
    renderFirstVisit: ReturnType<typeof createFirstVisitRenderer>;
    releases?: ReturnType<typeof createPageReleases>;
  },
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
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
  const release = first.releases
    ? await first.releases.forPage(req, url, options.appConfig())
    : { appConfig: options.appConfig(), setCookies: [] };
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
  if (route) first.releases?.countLoad(appConfig, route.remote);
  const manifestUrl = route ? appConfig.remotes[route.remote] : undefined;
  const language = requestLanguage({
    query: url.searchParams.get('lang'),
    cookie: req.headers.cookie,
    acceptLanguage: req.headers['accept-language'],
  });
  const [preloads, rendered] = await Promise.all([
    route && manifestUrl ? first.preloadsFor(route, manifestUrl) : [],
    first.renderFirstVisit({ url: `${url.pathname}${url.search}`, route, appConfig, language }),
  ]);
  const firstVisit: FirstVisit | undefined = rendered ? { ...rendered, pathname: url.pathname } : undefined;
  const body = renderShellDocument(template, appConfig, preloads, firstVisit);
  const headers: Record<string, string | number | string[]> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    'content-length': Buffer.byteLength(body),
    // Scripts and styles from the origins of the versions this page names.
    'content-security-policy': contentSecurityPolicy(appConfig),
  };
  if (release.setCookies.length > 0) headers['set-cookie'] = release.setCookies;
  // The versions depend on the visitor's canary bucket and preview cookies.
  if (first.releases) headers.vary = 'Cookie';
  if (firstVisit) {
    // The page depends on the language cookie and Accept-Language; its style attributes are allowed by hash.
    Object.assign(headers, {
      vary: 'Cookie, Accept-Language',
      'content-language': firstVisit.state.language,
    });
    headers['content-security-policy'] = contentSecurityPolicy(appConfig, {
      styleAttributes: styleAttributes(firstVisit.page.html),
    });
  }
  res.writeHead(firstVisit?.page.status ?? 200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

export async function startShellHost(options: {
  dir: string;
  port: number;
  host: string;
  appConfig: () => ShellAppConfig;
  functionsUrl: string;
  /** Take each page load's remote versions from the release registry; without it, app-config.json's. */
  releases?: ReleaseOptions;
}) {
  const files = staticFiles(options.dir, { spa: true });
  const first = {
    preloadsFor: createRemotePreloads(),
    renderFirstVisit: createFirstVisitRenderer(options.dir),
    releases: options.releases ? createPageReleases(options.releases) : undefined,
  };
  const server = createBoundedServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://host.invalid');
    for (const [name, value] of Object.entries(securityHeaders(options.appConfig())))
      res.setHeader(name, value);
    if (url.pathname === ONE_CLICK_UNSUBSCRIBE_PATH && req.method === 'POST') {
      return answerOneClickUnsubscribe(req, res, url, options.appConfig());
    }
    // The assessment without JavaScript: its pages are forms posted here (no-script/).
    if (url.pathname === PLAIN_ASSESSMENT_PATH && req.method === 'POST')
      return answerPlainAssessment(req, res, url);
    if (url.pathname === '/app-config.json') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(JSON.stringify(options.appConfig(), null, 2));
      return;
    }
    if (url.pathname === '/api/generate-report') {
      if (req.method !== 'POST' && req.method !== 'OPTIONS') {
        res.writeHead(405, { allow: 'POST, OPTIONS', 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'Use POST.' }));
        return;
      }
      return proxyTo(new URL(`${options.functionsUrl}/generate-report`), req, res);
    }
    // A shared report is for the people its owner sends the link to, and a reminder's unsubscribe page for
    // the one person its e-mail went to: crawlers that do not run the page (and so never see its robots
    // meta tag) are told the same here (docs/product.md §8).
    if (NOT_INDEXED.some((prefix) => url.pathname.startsWith(prefix)))
      res.setHeader('x-robots-tag', 'noindex');
    if (isDocumentRequest(req, url.pathname)) {
      const sent = await sendShellDocument(options, first, req, res, url).catch((error: unknown) => {
        console.error('[web-server] index.html could not be prepared; serving it as built', error);
        return false;
      });
      if (sent) return;
    }
    // The shell's server build is the host's to run, not a file of the site.
    if (url.pathname.startsWith('/server/')) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
      return;
    }
    // The favicon: sirv's type table has no .ico (and sirv keeps a type set before it).
    if (url.pathname.endsWith('.ico')) res.setHeader('content-type', 'image/x-icon');
    files(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    });
  });
  server.on('close', () => first.releases?.close());
  const url = await listen(server, options.port, options.host);
  return { server, url };
}

/**
 * A remote's own origin. CORS answers only the shell origins given (the manifest is fetched across
 * origins); without a list it answers any origin, for local tools and tests.
 */
export async function startRemoteHost(options: {
  dir: string;
  port: number;
  host: string;
  allowedOrigins?: string[];
}) {
  const files = staticFiles(options.dir, { spa: false });
  const server = createBoundedServer((req, res) => {
    const requestOrigin = req.headers.origin;
    // The answer depends on Origin (the CORS header), so caches must keep one copy per Origin: a
    // stylesheet first loaded by a <link> (no Origin, no CORS header) and cached for a year must not be
    // handed to a CORS request for the same file later. sirv sets its own Vary (Accept-Encoding) and
    // would drop this one; any Vary it sets keeps Origin.
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) =>
      setHeader(
        name,
        name.toLowerCase() === 'vary' && !/\borigin\b/i.test(String(value))
          ? `${String(value)}, Origin`
          : value,
      );
    res.setHeader('vary', 'Origin');
    res.setHeader('x-content-type-options', 'nosniff');
    if (!options.allowedOrigins) res.setHeader('access-control-allow-origin', '*');
    else if (requestOrigin && options.allowedOrigins.includes(requestOrigin))
      res.setHeader('access-control-allow-origin', requestOrigin);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'access-control-allow-methods': 'GET, HEAD, OPTIONS' });
      res.end();
      return;
    }
    files(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    });
  });
  const url = await listen(server, options.port, options.host);
  return { server, url };
}
