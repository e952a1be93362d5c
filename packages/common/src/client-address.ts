// Who a request comes from, for limits per visitor, read the same way by the shell's host, the local
// stack and the edge functions. An address is only ever taken from something the reader can trust: the
// socket's peer, X-Forwarded-For entries appended by proxies named as trusted (read from the right, so a
// client cannot choose its own address by sending the header), or a forwarded address that comes with a
// key only the product's own servers hold (Supabase's Sb-Forwarded-For, which hosted Supabase accepts
// with a secret API key only). Addresses are parsed, never taken as text: "1.2.3.4" and
// "::ffff:1.2.3.4" are one visitor, and anything that is not an address is not one.

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail read as the last two), or null. */
function ipv6Groups(text: string): number[] | null {
  if (!/^[0-9a-f:.]+$/.test(text) || (text.match(/::/g) ?? []).length > 1) return null;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  let hex = text;
  if (tail.includes('.')) {
    if (!IPV4.test(tail)) return null;
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    hex = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = hex.split('::') as [string, string | undefined];
  const parts = (part: string) => (part === '' ? [] : part.split(':'));
  const left = parts(head);
  const right = rest === undefined ? [] : parts(rest);
  if ([...left, ...right].some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  const given = left.length + right.length;
  if (rest === undefined ? given !== 8 : given > 7) return null;
  return [...left, ...Array<string>(8 - given).fill('0'), ...right].map((group) => parseInt(group, 16));
}

/**
 * An IP address in one spelling (IPv4 dotted, IPv6 as eight lower-case groups, an IPv4-mapped IPv6
 * address as its IPv4 one), or null for anything else: a host name, a port, brackets, a zone.
 */
export function parseIpAddress(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim().toLowerCase();
  if (IPV4.test(trimmed)) return trimmed;
  const groups = ipv6Groups(trimmed);
  if (!groups) return null;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`;
  return groups.map((group) => group.toString(16)).join(':');
}

/**
 * The key a visitor is counted by: the IPv4 address, or the /64 network of an IPv6 one (one home
 * connection or one phone is given a whole /64, so counting single IPv6 addresses would let one visitor
 * be billions).
 */
export function visitorKey(address: string): string {
  const parsed = parseIpAddress(address);
  if (!parsed) return address;
  return parsed.includes(':') ? `${parsed.split(':').slice(0, 4).join(':')}::/64` : parsed;
}

/**
 * The caller behind a socket: its peer, unless the peer is a proxy named in `trustedProxies`; only then
 * is X-Forwarded-For read, from the right, each trusted hop skipped. A non-address entry ends the walk
 * (a trusted proxy writes addresses; anything else was written by the client).
 */
export function addressBehindProxies(
  peer: string | undefined,
  forwardedFor: string | readonly string[] | undefined,
  trustedProxies: ReadonlySet<string>,
): string {
  const proxies = new Set([...trustedProxies].map((proxy) => parseIpAddress(proxy) ?? proxy));
  const trusted = (address: string) => proxies.has(address);
  const nearestPeer = parseIpAddress(peer) ?? peer ?? 'unknown';
  if (!trusted(nearestPeer)) return nearestPeer;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : ((forwardedFor as string) ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  let nearest = nearestPeer;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = parseIpAddress(hops[i]);
    if (!hop) return nearest;
    if (!trusted(hop)) return hop;
    nearest = hop;
  }
  return nearest;
}

/** Supabase's header for a server that forwards its visitor's address (with a secret API key only). */
export const FORWARDED_VISITOR_HEADER = 'sb-forwarded-for';

/**
 * The address a request forwards in Sb-Forwarded-For, when it comes with one of `serverKeys` as its
 * apikey (the key only the product's servers hold); otherwise null. Its first entry, as hosted Supabase
 * reads it, and only when that is an address.
 */
export function forwardedVisitor(
  headers: { apikey: string | null | undefined; forwarded: string | null | undefined },
  serverKeys: readonly string[],
): string | null {
  const key = headers.apikey ?? '';
  if (key === '' || !serverKeys.some((serverKey) => serverKey !== '' && constantTimeEqual(serverKey, key)))
    return null;
  return parseIpAddress((headers.forwarded ?? '').split(',')[0]);
}

/** Whether two texts are equal, in a time that does not depend on where they differ. */
function constantTimeEqual(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1)
    difference |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return difference === 0;
}
