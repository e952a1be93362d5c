// Fixed-window request counters with bounded memory, the one rate limiter of local-supabase. Each
// limiter keeps at most `maxKeys` windows and forgets the least recently used one first, so a flood of
// distinct keys costs a fixed amount of memory (keys themselves are bounded by their callers: an
// address, a normalised e-mail, a constant). The method names say whether they count: `wouldAllow`
// never does, `tryTake` counts a request only when it is allowed.
export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Would one more request for key be within the limit? Counts nothing. */
  wouldAllow(key: string): LimitDecision {
    const window = this.current(key);
    if (!window || window.count < this.limit) return { allowed: true };
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.windowMs - this.now()) / 1000)),
    };
  }

  /** Counts one request for key if it is within the limit, and says whether it was. */
  tryTake(key: string): LimitDecision {
    const decision = this.wouldAllow(key);
    if (!decision.allowed) return decision;
    const window = this.current(key) ?? { start: this.now(), count: 0 };
    window.count += 1;
    this.windows.delete(key); // re-insert: Map order is least recently used first
    this.windows.set(key, window);
    if (this.windows.size > this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
    return decision;
  }

  /** Gives back one request counted for key (it turned out not to count, e.g. a sign-in that succeeded). */
  release(key: string): void {
    const window = this.current(key);
    if (window && window.count > 0) window.count -= 1;
  }

  get size(): number {
    return this.windows.size;
  }

  private current(key: string): { start: number; count: number } | undefined {
    const window = this.windows.get(key);
    if (window && this.now() - window.start >= this.windowMs) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }
}

/** Several limiters together: a request is counted by each only if every one of its keys is within limits. */
export function tryTakeAll(entries: [RateLimiter, string][]): LimitDecision {
  for (const [limiter, key] of entries) {
    const decision = limiter.wouldAllow(key);
    if (!decision.allowed) return decision;
  }
  for (const [limiter, key] of entries) limiter.tryTake(key);
  return { allowed: true };
}
