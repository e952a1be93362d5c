// The two cookies the shell's host keeps per browser for releases: the visitor's canary bucket (0..99,
// drawn once and kept for a year, so a visitor in a canary stays in it on every visit) and a preview
// token (a link that pins one version of one remote for this browser until it expires). Both HttpOnly
// (no script reads them), SameSite=Lax, and Secure when the site is served over https.
import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

export const BUCKET_COOKIE = 'ahc_release_bucket';
export const PREVIEW_COOKIE = 'ahc_release_preview';
const BUCKETS = 100;
const BUCKET_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The value of one cookie of the request, or undefined. */
export function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** https as the visitor sees it: the socket itself, or the proxy in front of the host saying so. */
const isHttps = (req: IncomingMessage) =>
  (req.socket as TLSSocket).encrypted === true ||
  String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim() === 'https';

export function cookieHeader(
  req: IncomingMessage,
  name: string,
  value: string,
  maxAgeSeconds: number,
): string {
  return [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(isHttps(req) ? ['Secure'] : []),
  ].join('; ');
}

/** The visitor's bucket, and the cookie to set when the request brought none (or a malformed one). */
export function visitorBucket(
  req: IncomingMessage,
  draw: () => number = () => randomInt(BUCKETS),
): { bucket: number; setCookie?: string } {
  const value = readCookie(req, BUCKET_COOKIE);
  if (value !== undefined && /^\d{1,2}$/.test(value)) return { bucket: Number(value) };
  const bucket = draw();
  return { bucket, setCookie: cookieHeader(req, BUCKET_COOKIE, String(bucket), BUCKET_MAX_AGE_S) };
}
