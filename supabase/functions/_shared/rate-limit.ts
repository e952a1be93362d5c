// Who a request to a function is counted as, for the rate limits: the caller's address and, when signed in,
// the account. The limiter itself is the product's one (RateLimiter in packages/common, through
// ./common.ts), in memory on purpose: an edge-function instance is short-lived and there is no shared
// store to rely on; it stops a single client hammering one instance, which is the abuse it is meant to
// catch. (A limit that must hold across instances lives in the database instead, as the team invitation
// e-mails' does.)
import { FORWARDED_VISITOR_HEADER, forwardedVisitor, visitorKey } from './common.ts';

/**
 * The keys only the project's own servers hold, from the function's environment: the secret keys
 * (SUPABASE_SECRET_KEYS, a JSON object of sb_secret_… keys, as hosted Supabase sets it) and the legacy
 * service-role key.
 */
export function serverKeys(env: (name: string) => string | undefined): string[] {
  let secrets: unknown = {};
  try {
    secrets = JSON.parse(env('SUPABASE_SECRET_KEYS') ?? '{}');
  } catch {
    secrets = {};
  }
  const values = typeof secrets === 'object' && secrets !== null ? Object.values(secrets) : [];
  return [...values, env('SUPABASE_SERVICE_ROLE_KEY')].filter(
    (key): key is string => typeof key === 'string' && key !== '',
  );
}

/**
 * Who the caller is counted as: a visitor's address (an IPv6 one by its /64). A server of the product
 * (the shell's host rewriting /api/generate-report) forwards its visitor's address in Sb-Forwarded-For
 * with a secret key as its apikey, as hosted Supabase has servers do; that is believed only with one of
 * `keys`, so nobody else can choose an address. Otherwise the caller is the last X-Forwarded-For entry,
 * the one Supabase's gateway appends (everything left of it was sent by the client, and may be anything).
 */
export function clientAddress(request: Request, keys: readonly string[] = []): string {
  const forwarded = forwardedVisitor(
    { apikey: request.headers.get('apikey'), forwarded: request.headers.get(FORWARDED_VISITOR_HEADER) },
    keys,
  );
  if (forwarded) return visitorKey(forwarded);
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const gateway = hops[hops.length - 1];
  return gateway === undefined ? 'unknown' : visitorKey(gateway);
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
