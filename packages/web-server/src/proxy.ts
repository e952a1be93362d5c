// The /api/generate-report rewrite: relays the request to the edge function and pipes the answer back
// as it arrives, so the stream reaches the browser chunk by chunk; a browser that goes away aborts it.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';

const FORWARDED_HEADERS = ['authorization', 'apikey', 'content-type', 'content-length', 'accept', 'x-client-info'];

export function proxyTo(target: URL, req: IncomingMessage, res: ServerResponse): void {
  const headers: Record<string, string> = { 'x-forwarded-for': req.socket.remoteAddress ?? '' };
  for (const name of FORWARDED_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const upstream = http.request(target, { method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    res.flushHeaders();
    answer.on('data', (chunk: Buffer) => res.write(chunk));
    answer.on('end', () => res.end());
    answer.on('error', () => res.destroy());
  });
  upstream.on('error', () => {
    if (res.headersSent) return void res.destroy();
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'The report generator is unavailable. Please try again later.' }));
  });
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}
