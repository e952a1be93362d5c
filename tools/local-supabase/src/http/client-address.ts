// Who is calling, for rate limits and for what the services pass on (X-Forwarded-For to functions,
// request.headers to the database). The socket's peer is the caller unless it is a proxy this stack is
// told to trust (LOCAL_SUPABASE_TRUSTED_PROXIES); only then is X-Forwarded-For read, from the right,
// skipping trusted hops, so a client cannot choose its own address by sending the header itself. The
// rule is the product's one (packages/common), which the shell's host reads its visitors by too.
import type { IncomingMessage } from 'node:http';
import { addressBehindProxies } from '@ahc/common';

export function clientAddress(req: IncomingMessage, trustedProxies: ReadonlySet<string>): string {
  return addressBehindProxies(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxies);
}
