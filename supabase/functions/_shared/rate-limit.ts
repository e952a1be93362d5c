// In-memory sliding-window rate limits, shared by the functions. Report generation is the one expensive
// call an anonymous visitor can trigger (it may spend LLM tokens), so it is limited per caller address,
// per signed-in account and for the whole instance. In memory on purpose: an edge-function instance is
// short-lived and there is no shared store to rely on; this stops a single client hammering one
// instance, which is the abuse it is meant to catch. (A limit that must hold across instances lives in
// the database instead, as the team invitation e-mails' does.) Memory is bounded: each limiter keeps at
// most maxKeys keys. The method names say whether they count, as local-supabase's limiter's do: `wouldAllow`
// never does, `tryTake` counts a request only when it is allowed.

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the oldest counted request leaves the window (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiterOptions {
  /** Requests allowed per window per key; 0 or less disables the limit. */
  limit: number;
  /** Window length in milliseconds (default 60 000). */
  windowMs?: number;
  /** Clock, injectable for tests (default Date.now). */
  now?: () => number;
  /** Upper bound on tracked keys, so a flood of distinct keys cannot grow memory without bound. */
  maxKeys?: number;
}

export class RateLimiter {
  readonly limit: number;
  readonly windowMs: number;
  readonly #now: () => number;
  readonly #maxKeys: number;
  readonly #hits = new Map<string, number[]>();

  constructor(options: RateLimiterOptions) {
    this.limit = options.limit;
    this.windowMs = options.windowMs ?? 60_000;
    this.#now = options.now ?? Date.now;
    this.#maxKeys = options.maxKeys ?? 10_000;
  }

  /** Records a request for `key` if it is within the limit. */
  tryTake(key: string): RateLimitDecision {
    const decision = this.wouldAllow(key);
    if (decision.allowed) this.record(key);
    return decision;
  }

  /** Whether one more request for `key` would be within the limit; records nothing. */
  wouldAllow(key: string): RateLimitDecision {
    if (this.limit <= 0) return { allowed: true, retryAfterSeconds: 0 };
    const now = this.#now();
    const hits = this.#live(key, now);
    if (hits.length < this.limit) return { allowed: true, retryAfterSeconds: 0 };
    const retryMs = hits[0] + this.windowMs - now;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)) };
  }

  record(key: string): void {
    if (this.limit <= 0) return;
    const now = this.#now();
    const hits = this.#live(key, now);
    hits.push(now);
    this.#hits.delete(key); // re-insert so Map order is least-recently-used first
    this.#hits.set(key, hits);
    if (this.#hits.size > this.#maxKeys) this.#evictOldest();
  }

  #live(key: string, now: number): number[] {
    return (this.#hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
  }

  /** Over the key budget: forget the least recently used key (the first in Map order), in constant time. */
  #evictOldest(): void {
    const oldest = this.#hits.keys().next();
    if (!oldest.done) this.#hits.delete(oldest.value);
  }
}

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

/** Several limits at once: a request is admitted, and counted by each, only if every limit allows it. */
export function tryTakeAll(checks: [RateLimiter, string][]): RateLimitDecision {
  for (const [limiter, key] of checks) {
    const decision = limiter.wouldAllow(key);
    if (!decision.allowed) return decision;
  }
  for (const [limiter, key] of checks) limiter.record(key);
  return { allowed: true, retryAfterSeconds: 0 };
}
