// In-memory sliding-window rate limiter. Report generation is the one expensive call an anonymous visitor
// can trigger (it may spend LLM tokens), so each client key gets at most `limit` requests per window.
// In memory on purpose: an edge-function instance is short-lived and there is no shared store to rely on;
// this stops a single client hammering one instance, which is the abuse it is meant to catch.

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
  check(key: string): RateLimitDecision {
    if (this.limit <= 0) return { allowed: true, retryAfterSeconds: 0 };
    const now = this.#now();
    const windowStart = now - this.windowMs;
    const hits = (this.#hits.get(key) ?? []).filter((t) => t > windowStart);
    if (hits.length >= this.limit) {
      this.#hits.set(key, hits);
      const retryMs = hits[0] + this.windowMs - now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)) };
    }
    hits.push(now);
    this.#hits.delete(key); // re-insert so Map order is least-recently-used first
    this.#hits.set(key, hits);
    if (this.#hits.size > this.#maxKeys) this.#evict(windowStart);
    return { allowed: true, retryAfterSeconds: 0 };
  }

  #evict(windowStart: number): void {
    for (const [key, hits] of this.#hits) {
      if (hits[hits.length - 1] <= windowStart) this.#hits.delete(key);
    }
    // Still too many live keys: drop the least recently used ones.
    for (const key of this.#hits.keys()) {
      if (this.#hits.size <= this.#maxKeys) break;
      this.#hits.delete(key);
    }
  }
}

/** The client key: first address of x-forwarded-for (set by Supabase's gateway), else 'anonymous'. */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for");
  const first = forwarded?.split(",")[0]?.trim();
  return first ? first : "anonymous";
}
