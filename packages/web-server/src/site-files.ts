// What the hosts answer about their files: which paths name a file of the shell's site, the 404 for any
// other, and the 405 for any method but reading. Every check is made on the one reading of a request's
// path (request-path.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ROUTE_REMOTES_FILE } from './first-load/route-remotes.ts';
import type { RequestPath } from './request-path.ts';

/** The shell's public folder beside the files at its root (index.html, the icons, the web manifest). */
const SHELL_ASSETS = 'static';

/**
 * Whether a path names a file of the shell's site: a file at the root of its build or under static/.
 * Its own server build (server/index.cjs, which the host runs), the route map the host reads, and any
 * other folder or hidden file are not, however the path is spelled (request-path.ts reads it first).
 */
export const isShellSiteFile = ({ segments }: RequestPath) =>
  !segments.some((segment) => segment.startsWith('.')) &&
  ((segments.length === 1 && segments[0] !== ROUTE_REMOTES_FILE) || segments[0] === SHELL_ASSETS);

export function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'content-type': 'text/plain' });
  res.end('Not found');
}

/** Files and pages are only read: any other method on them is refused (sirv would answer it as a GET). */
export function readOnly(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  req.resume();
  res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' });
  res.end('Method not allowed');
  return false;
}
