// The two kinds of server a deploy has: the shell's host (static shell, app-config.json, the /api
// rewrite) and one static server per remote (its own origin, CORS for the shell).
import http, { type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createRemotePreloads } from './first-load/remote-preloads.ts';
import { isNotIndexed } from './first-load/shell-document.ts';
import { ONE_CLICK_UNSUBSCRIBE_PATH, answerOneClickUnsubscribe } from './one-click-unsubscribe.ts';
import { PLAIN_ASSESSMENT_PATH, answerPlainAssessment } from './no-script/assessment-form.ts';
import { createFirstVisitRenderer } from './server-render/first-visit.ts';
import { addressBehindProxies } from '@ahc/common';
import { type AppConfig, parseAppConfig } from '@ahc/platform/app-config';
import { proxyTo } from './proxy.ts';
import { type ReleaseOptions, createPageReleases } from './releases/page-releases.ts';
import { securityHeaders } from './security-headers.ts';
import { sendShellDocument } from './shell-document-answer.ts';
import { readRequestPath } from './request-path.ts';
import { isShellSiteFile, notFound, readOnly } from './site-files.ts';
import { HEALTH_REPORT_PATH } from './releases/health-reports.ts';
import { staticFiles } from './static.ts';

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

export async function startShellHost(options: {
  dir: string;
  port: number;
  host: string;
  /**
   * The configuration pages are served with, asked for each request (so a changed file applies without a
   * restart). Checked when the host starts with the platform's own check, the one the shell runs: a bad
   * configuration stops the host with a message naming the field, rather than a page that cannot start.
   */
  appConfig: () => AppConfig;
  functionsUrl: string;
  /** Take each page load's remote versions from the release registry; without it, app-config.json's. */
  releases?: ReleaseOptions;
  /**
   * The Supabase project's secret key (sb_secret_…, or the legacy service-role key): the host forwards
   * each visitor's address with it to the functions behind /api, so their limits per caller count
   * visitors, not this host. Never sent to a browser.
   */
  secretKey?: string;
  /**
   * Proxies in front of this host (a load balancer, a CDN) whose X-Forwarded-For is believed, by address;
   * without them the socket's peer is the visitor.
   */
  trustedProxies?: readonly string[];
}) {
  parseAppConfig(options.appConfig());
  const trustedProxies = new Set(options.trustedProxies ?? []);
  const visitorAddress = (req: IncomingMessage) =>
    addressBehindProxies(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxies);
  const files = staticFiles(options.dir, { spa: true });
  if (options.releases && !options.secretKey)
    console.warn(
      '[web-server] releases need the secret key (the registry is read with it): serving app-config.json',
    );
  const first = {
    preloadsFor: createRemotePreloads(),
    renderFirstVisit: createFirstVisitRenderer(options.dir),
    releases:
      options.releases && options.secretKey
        ? createPageReleases({ ...options.releases, secretKey: options.secretKey })
        : undefined,
  };
  const server = createBoundedServer(async (req, res) => {
    for (const [name, value] of Object.entries(securityHeaders(options.appConfig())))
      res.setHeader(name, value);
    // Every decision below is made on the one reading of the path, and the files are looked up by it.
    const target = readRequestPath(req.url);
    if (!target) return notFound(res);
    req.url = `${target.pathname}${target.search}`;
    const url = new URL(req.url, 'http://host.invalid');
    if (url.pathname === ONE_CLICK_UNSUBSCRIBE_PATH && req.method === 'POST') {
      return answerOneClickUnsubscribe(req, res, url, options.appConfig());
    }
    if (url.pathname === HEALTH_REPORT_PATH && first.releases)
      return first.releases.answerHealthReport(req, res, visitorAddress(req));
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
      const visitor = options.secretKey
        ? { secretKey: options.secretKey, address: visitorAddress(req) }
        : undefined;
      return proxyTo(new URL(`${options.functionsUrl}/generate-report`), req, res, visitor);
    }
    // A shared report is for the people its owner sends the link to, and a reminder's unsubscribe page for
    // the one person its e-mail went to: crawlers that do not run the page (and so never see its robots
    // meta tag) are told the same here (docs/product.md §8).
    if (isNotIndexed(url.pathname)) res.setHeader('x-robots-tag', 'noindex');
    if (isDocumentRequest(req, url.pathname)) {
      const sent = await sendShellDocument(options, first, req, res, url, visitorAddress(req)).catch(
        (error: unknown) => {
          console.error('[web-server] index.html could not be prepared; serving it as built', error);
          return false;
        },
      );
      if (sent) return;
    }
    if (!readOnly(req, res)) return;
    // Only the site's files: the shell's server build is the host's to run, not a file of the site.
    if (!isShellSiteFile(target)) return notFound(res);
    // The favicon: sirv's type table has no .ico (and sirv keeps a type set before it).
    if (url.pathname.endsWith('.ico')) res.setHeader('content-type', 'image/x-icon');
    files(req, res, () => notFound(res));
  });
  server.on('close', () => first.releases?.close());
  const url = await listen(server, options.port, options.host);
  /** Sends the health reports waiting for their batch now (they go every few seconds by themselves). */
  const flushReleaseReports = () => first.releases?.flushReports() ?? Promise.resolve();
  return { server, url, flushReleaseReports };
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
    // Files are looked up by the one reading of the path (its version folders, server builds included,
    // are this origin's to serve); hidden files never.
    const target = readRequestPath(req.url);
    if (!target || target.segments.some((segment) => segment.startsWith('.'))) return notFound(res);
    req.url = `${target.pathname}${target.search}`;
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
    if (!readOnly(req, res)) return;
    files(req, res, () => notFound(res));
  });
  const url = await listen(server, options.port, options.host);
  return { server, url };
}
