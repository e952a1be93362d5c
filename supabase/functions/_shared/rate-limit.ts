// Who a request to a function is counted as, for the rate limits: the caller's address and, when signed in,
// the account. The limiter itself is the product's one (RateLimiter in packages/common, through
// ./common.ts), in memory on purpose: an edge-function instance is short-lived and there is no shared
// store to rely on; it stops a single client hammering one instance, which is the abuse it is meant to
// catch. (A limit that must hold across instances lives in the database instead, as the team invitation
// e-mails' does.)

/**
 * The caller's address: the entry of X-Forwarded-For that the platform wrote. Supabase's gateway appends
 * the address that connected to it, so the last entry is the caller and everything left of it was sent
 * by the client (and may be anything). With proxies of our own in front of the gateway (the shell's
 * host rewriting /api/generate-report), `trustedHops` says how many entries at the end they appended.
 */
export function clientAddress(request: Request, trustedHops = 0): string {
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops[hops.length - 1 - trustedHops] ?? hops[0] ?? 'unknown';
}

/**
 * The signed-in user behind the request, when there is one. The gateway has verified the JWT already
 * (verify_jwt), so its payload can be read without checking the signature again.
 */
export function accountOf(request: Request): string | undefined {
  const token = /^Bearer\s+([^.\s]+)\.([^.\s]+)\.[^.\s]+$/i.exec(
    request.headers.get('authorization') ?? '',
  )?.[2];
  if (!token) return undefined;
  try {
    const claims = JSON.parse(atob(token.replace(/-/g, '+').replace(/_/g, '/')));
    return claims?.role === 'authenticated' && typeof claims.sub === 'string' ? claims.sub : undefined;
  } catch {
    return undefined;
  }
}
