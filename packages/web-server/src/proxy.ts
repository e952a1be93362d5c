// The /api/generate-report rewrite: relays the request to the edge function and pipes the answer back
// as it arrives, so the stream reaches the browser chunk by chunk. Both directions are pipelines: a slow
// reader slows the function down instead of filling this process's memory, and either side going away
// ends the other.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';

const FORWARDED_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'content-length',
  'accept',
  'x-client-info',
];

export function proxyTo(target: URL, req: IncomingMessage, res: ServerResponse): void {
  // This host is one proxy hop in front of Supabase's gateway: it appends the address it saw.
  const headers: Record<string, string> = { 'x-forwarded-for': req.socket.remoteAddress ?? '' };
  for (const name of FORWARDED_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const upstream = http.request(target, { method: req.method, headers }, (answer) => {
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
