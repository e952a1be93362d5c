// The product's one rate limiter, in memory: the local stack's auth service counts GoTrue's limits with it
// (per caller address, per account, for the whole service) and the edge functions their report generation.
// A sliding window, because a limit stated as "N per five minutes" then holds in every five-minute span: a
// fixed window lets 2N through around a window's end (N just before it, N just after), the very burst a
// limit is there to stop. Each key keeps the times of its counted requests still within the window (never
// more than `limit` of them), and a limiter keeps at most `maxKeys` keys, forgetting the least recently used
// first, so a flood of distinct keys costs a bounded amount of memory. The method names say whether they
// count: `wouldAllow` never does, `tryTake` counts a request only when it is allowed, `release` gives one
// back.

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface RateLimiterOptions {
  /** Requests allowed per key within any one window; 0 or less turns the limit off. */
  limit: number;
  windowMs: number;
  /** Upper bound on tracked keys (default 10 000). */
  maxKeys?: number;
  /** Clock, injectable for tests (default Date.now). */
  now?: () => number;
}

export class RateLimiter {
  readonly limit: number;
  readonly windowMs: number;
  readonly #maxKeys: number;
  readonly #now: () => number;
  /** Per key, the times of its counted requests, oldest first; Map order is least recently used first. */
  readonly #hits = new Map<string, number[]>();

  constructor(options: RateLimiterOptions) {
    this.limit = options.limit;
    this.windowMs = options.windowMs;
    this.#maxKeys = options.maxKeys ?? 10_000;
    this.#now = options.now ?? Date.now;
  }

  /** Would one more request for key be within the limit? Counts nothing. */
  wouldAllow(key: string): RateLimitDecision {
    const now = this.#now();
    return this.#decide(this.#liveHits(key, now), now);
  }

  /** Counts one request for key if it is within the limit, and says whether it was. */
  tryTake(key: string): RateLimitDecision {
    const now = this.#now();
    const hits = this.#liveHits(key, now) ?? [];
    const decision = this.#decide(hits, now);
    if (!decision.allowed || this.limit <= 0) return decision;
    hits.push(now);
    this.#hits.delete(key); // re-insert: the key becomes the most recently used
    this.#hits.set(key, hits);
    if (this.#hits.size > this.#maxKeys) this.#hits.delete(this.#hits.keys().next().value!);
    return decision;
  }

  /** Gives back the latest request counted for key (it turned out not to count, e.g. a sign-in that succeeded). */
  release(key: string): void {
    this.#liveHits(key, this.#now())?.pop();
  }

  /** How many keys the limiter tracks. */
  get size(): number {
    return this.#hits.size;
  }

  #decide(hits: number[] | undefined, now: number): RateLimitDecision {
    if (this.limit <= 0 || !hits || hits.length < this.limit) return { allowed: true };
    // The next request fits once the oldest counted one has left the window.
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((hits[0]! + this.windowMs - now) / 1000)),
    };
  }

  /** The key's counted requests still within the window, after dropping those that have left it. */
  #liveHits(key: string, now: number): number[] | undefined {
    const hits = this.#hits.get(key);
    if (!hits) return undefined;
    const firstLive = hits.findIndex((time) => time > now - this.windowMs);
    if (firstLive === -1) {
      this.#hits.delete(key);
      return undefined;
    }
    hits.splice(0, firstLive);
    return hits;
  }
}

/** Several limits at once: a request is counted by each only if every one of them allows it. */
export function tryTakeAll(entries: [RateLimiter, string][]): RateLimitDecision {
  for (const [limiter, key] of entries) {
    const decision = limiter.wouldAllow(key);
    if (!decision.allowed) return decision;
  }
  for (const [limiter, key] of entries) limiter.tryTake(key);
  return { allowed: true };
}
