// Response helpers shared by the three services, and the CORS headers Supabase's API gateway adds to
// every answer (browsers on the shell's origin call the stack directly).
import type { IncomingMessage, ServerResponse } from 'node:http';

export const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
  'access-control-allow-headers':
    'authorization, apikey, content-type, x-client-info, prefer, range, accept, accept-profile, content-profile, x-supabase-api-version, x-upsert',
  'access-control-expose-headers': 'content-range, content-location, x-supabase-api-version, retry-after',
  'access-control-max-age': '3600',
};

export function send(
  res: ServerResponse,
  status: number,
  body: string | undefined,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(status, { ...CORS_HEADERS, ...headers });
  res.end(body);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  send(res, status, JSON.stringify(body), { 'content-type': 'application/json; charset=utf-8', ...headers });
}

export function redirect(res: ServerResponse, location: string, status: 302 | 303 = 302): void {
  send(res, status, undefined, { location });
}

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body is larger than ${limit} bytes`);
  }
}

/** Reads the whole request body as bytes, refusing more than `limit` without buffering the excess. */
export async function readBodyBytes(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    req.resume();
    throw new BodyTooLargeError(limit);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      req.resume();
      throw new BodyTooLargeError(limit);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The whole request body as UTF-8 text, within `limit` bytes (readBodyBytes). */
export async function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return (await readBodyBytes(req, limit)).toString('utf8');
}

export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

export function apiKey(req: IncomingMessage, url: URL): string | undefined {
  const header = req.headers.apikey;
  return (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey') ?? undefined;
}
