// Who is calling, for rate limits and for what the services pass on (X-Forwarded-For to functions,
// request.headers to the database). The socket's peer is the caller unless it is a proxy this stack is
// told to trust (LOCAL_SUPABASE_TRUSTED_PROXIES); only then is X-Forwarded-For read, from the right,
// skipping trusted hops, so a client cannot choose its own address by sending the header itself.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/** '::ffff:127.0.0.1' (an IPv4 peer on a dual-stack socket) is 127.0.0.1. */
function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

export function clientAddress(req: IncomingMessage, trustedProxies: ReadonlySet<string>): string {
  const peer = normaliseAddress(req.socket.remoteAddress ?? 'unknown');
  if (!trustedProxies.has(peer)) return peer;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map(normaliseAddress)
    .filter(Boolean);
  let nearest = peer;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    // A trusted proxy writes addresses; anything else was written by the client and ends the walk.
    if (isIP(hop) === 0) return nearest;
    if (!trustedProxies.has(hop)) return hop;
    nearest = hop;
  }
  return nearest;
}
