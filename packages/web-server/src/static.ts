// Static files with the caching a deploy needs: content-hashed assets are immutable; the files that
// name them (index.html, mf-manifest.json, remoteEntry.js, app-config.json) are revalidated every
// time, so a redeploy is seen on the next load. Files are looked up on each request (a deploy adds a
// version folder while the server runs), and precompressed .gz files are sent when accepted.
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/;

export function cacheControlFor(pathname: string): string {
  return HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export type StaticHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export function staticFiles(root: string, options: { spa: boolean }): StaticHandler {
  if (!existsSync(root)) {
    // Not built (or not deployed): every request falls through to the 404, like a remote that is down.
    console.warn(`[web-server] ${root} does not exist: serving nothing from it`);
    return (_req, _res, next) => next();
  }
  return sirv(root, {
    dev: true,
    etag: true,
    gzip: true,
    single: options.spa,
    setHeaders(res, pathname) {
      res.setHeader('cache-control', cacheControlFor(pathname));
    },
  });
}
