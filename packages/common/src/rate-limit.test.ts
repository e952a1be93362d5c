// The limiter's promises, on an injected clock: at most `limit` counted requests in any window-long span
// (the window slides, it does not reset), asking never counts while taking does, several limits count a
// request together or not at all, and memory stays bounded however many distinct keys arrive.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RateLimiter, tryTakeAll } from './index.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

function clock(start = 0) {
  const state = { now: start };
  return { state, now: () => state.now };
}

describe('RateLimiter', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('refuses a key past its limit until its oldest request leaves the window, and says when to retry', () => {
    const { state, now } = clock(1_000_000);
    const limiter = new RateLimiter({ limit: 3, windowMs: MINUTE, now });
    for (let i = 0; i < 3; i++) {
      expect(limiter.tryTake('a')).toEqual({ allowed: true });
      state.now += 10 * SECOND;
    }
    // Requests at t0, t0+10s and t0+20s; at t0+30s the first leaves the window in 30 seconds.
    expect(limiter.tryTake('a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(limiter.tryTake('b')).toEqual({ allowed: true });
    state.now += 30 * SECOND;
    expect(limiter.tryTake('a')).toEqual({ allowed: true });
    // Now the request at t0+10s is the oldest: it leaves 10 seconds from here.
    expect(limiter.tryTake('a')).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  it('counts a request until exactly one window after it, and rounds the wait up to a whole second', () => {
    const { state, now } = clock();
    const limiter = new RateLimiter({ limit: 1, windowMs: MINUTE, now });
    limiter.tryTake('a');
    state.now = MINUTE - 1;
    expect(limiter.wouldAllow('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    state.now = MINUTE - 1_001;
    expect(limiter.wouldAllow('a')).toEqual({ allowed: false, retryAfterSeconds: 2 });
    state.now = MINUTE;
    expect(limiter.wouldAllow('a')).toEqual({ allowed: true });
  });

  it('does not let a burst through around the end of a window, as a fixed window would', () => {
    const { state, now } = clock();
    const limiter = new RateLimiter({ limit: 2, windowMs: MINUTE, now });
    state.now = MINUTE - 2 * SECOND;
    expect(limiter.tryTake('a').allowed).toBe(true);
    expect(limiter.tryTake('a').allowed).toBe(true);
    state.now = MINUTE + SECOND;
    expect(limiter.tryTake('a')).toEqual({ allowed: false, retryAfterSeconds: 57 });
    state.now = 2 * MINUTE - 2 * SECOND;
    expect(limiter.tryTake('a').allowed).toBe(true);
  });

  it('wouldAllow counts nothing, tryTake counts only what it allows, release gives the latest one back', () => {
    const { state, now } = clock();
    const limiter = new RateLimiter({ limit: 2, windowMs: MINUTE, now });
    for (let i = 0; i < 5; i++) expect(limiter.wouldAllow('a')).toEqual({ allowed: true });
    limiter.tryTake('a');
    state.now = 10 * SECOND;
    limiter.tryTake('a');
    state.now = 20 * SECOND;
    // Refusals are not counted: the wait is still measured from the first request.
    for (let i = 0; i < 5; i++)
      expect(limiter.tryTake('a')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    limiter.release('a');
    expect(limiter.tryTake('a')).toEqual({ allowed: true });
    // The request given back was the one at 10s: the one at 0s still decides the wait.
    expect(limiter.wouldAllow('a')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    limiter.release('nobody');
    expect(limiter.size).toBe(1);
  });

  it('a limit of 0 or less allows everything and tracks nothing', () => {
    for (const limit of [0, -1]) {
      const limiter = new RateLimiter({ limit, windowMs: MINUTE });
      for (let i = 0; i < 100; i++) expect(limiter.tryTake('a')).toEqual({ allowed: true });
      expect(limiter.size).toBe(0);
    }
  });

  it('keeps at most maxKeys keys under a flood of distinct keys, forgetting the least recently used first', () => {
    const flooded = new RateLimiter({ limit: 1, windowMs: MINUTE, maxKeys: 1_000 });
    for (let i = 0; i < 100_000; i++) flooded.tryTake(`flood-${i}-${'x'.repeat(100)}`);
    expect(flooded.size).toBe(1_000);

    const limiter = new RateLimiter({ limit: 2, windowMs: MINUTE, maxKeys: 2 });
    limiter.tryTake('a');
    limiter.tryTake('b');
    limiter.tryTake('a'); // a is now the most recently used, and at its limit
    limiter.tryTake('c'); // over the budget: b goes
    expect(limiter.size).toBe(2);
    expect(limiter.wouldAllow('a').allowed).toBe(false);
    expect(limiter.tryTake('b')).toEqual({ allowed: true });
    expect(limiter.tryTake('b')).toEqual({ allowed: true });
  });

  it('forgets a key once all its requests have left the window', () => {
    const { state, now } = clock();
    const limiter = new RateLimiter({ limit: 1, windowMs: MINUTE, now });
    limiter.tryTake('a');
    state.now = MINUTE;
    expect(limiter.wouldAllow('a')).toEqual({ allowed: true });
    expect(limiter.size).toBe(0);
  });

  it('reads Date.now when no clock is given', () => {
    const time = vi.spyOn(Date, 'now').mockReturnValue(5 * MINUTE);
    const limiter = new RateLimiter({ limit: 1, windowMs: MINUTE });
    limiter.tryTake('a');
    time.mockReturnValue(5 * MINUTE + 15 * SECOND);
    expect(limiter.tryTake('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    time.mockReturnValue(6 * MINUTE);
    expect(limiter.tryTake('a')).toEqual({ allowed: true });
  });
});

describe('tryTakeAll', () => {
  const both = (global: RateLimiter, perKey: RateLimiter, key: string) =>
    tryTakeAll([
      [global, '*'],
      [perKey, key],
    ]);

  it('counts a request in every limiter only when all of them allow it', () => {
    const { now } = clock();
    const global = new RateLimiter({ limit: 3, windowMs: MINUTE, maxKeys: 1, now });
    const perKey = new RateLimiter({ limit: 1, windowMs: MINUTE, now });
    expect(both(global, perKey, 'a')).toEqual({ allowed: true });
    // Refused by the per-key limit, so not counted by the global one either.
    expect(both(global, perKey, 'a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(both(global, perKey, 'b')).toEqual({ allowed: true });
    expect(both(global, perKey, 'c')).toEqual({ allowed: true });
    // Refused by the global limit, so d is not counted by the per-key one.
    expect(both(global, perKey, 'd').allowed).toBe(false);
    expect(perKey.wouldAllow('d')).toEqual({ allowed: true });
  });

  it('answers with the wait of the first limit that refuses', () => {
    const { state, now } = clock();
    const global = new RateLimiter({ limit: 1, windowMs: MINUTE, now });
    const perKey = new RateLimiter({ limit: 1, windowMs: 5 * MINUTE, now });
    both(global, perKey, 'a');
    state.now = 30 * SECOND;
    expect(both(global, perKey, 'a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    state.now = MINUTE;
    expect(both(global, perKey, 'a')).toEqual({ allowed: false, retryAfterSeconds: 4 * 60 });
  });
});
