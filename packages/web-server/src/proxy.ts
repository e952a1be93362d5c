// The /api/generate-report rewrite: relays the request to the edge function and pipes the answer back
// as it arrives, so the stream reaches the browser chunk by chunk. Both directions are pipelines: a slow
// reader slows the function down instead of filling this process's memory, and either side going away
// ends the other.
//
// Every visitor reaches the function from this host's address, so the function's limits per caller would
// count them all as one. With the project's secret key the host says who the visitor is the way hosted
// Supabase has a server do it: the key as the request's apikey and the visitor's address in
// Sb-Forwarded-For. The function believes that header only with a key no browser holds, so nobody else
// can name an address; the visitor's own Authorization (their session, or the anon key) still decides
// who they are. Whatever the visitor sent as apikey or Sb-Forwarded-For is not passed on.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import { pipeline } from 'node:stream';
import { FORWARDED_VISITOR_HEADER } from '@ahc/common';

const FORWARDED_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'content-length',
  'accept',
  'x-client-info',
];

/** Who the host forwards: the visitor's address, with the secret key that makes it believed. */
export type ForwardedVisitor = { secretKey: string; address: string };

export function proxyTo(
  target: URL,
  req: IncomingMessage,
  res: ServerResponse,
  visitor?: ForwardedVisitor,
): void {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  if (visitor) {
    headers.apikey = visitor.secretKey;
    headers[FORWARDED_VISITOR_HEADER] = visitor.address;
  }
  const client = target.protocol === 'https:' ? https : http;
  const upstream = client.request(target, { method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    res.flushHeaders();
    pipeline(answer, res, () => undefined);
  });
  upstream.on('error', () => {
    if (res.headersSent) return void res.destroy();
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'The report generator is unavailable. Please try again later.' }));
  });
  // The browser went away before the answer finished: stop the function's work too.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  pipeline(req, upstream, () => undefined);
}
