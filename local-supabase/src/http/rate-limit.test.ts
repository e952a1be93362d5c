// The limiter's two promises: a key is refused past its limit until its window ends, and memory stays
// bounded however many distinct keys arrive (the least recently used is forgotten first).
import { describe, expect, it } from 'vitest';
import { RateLimiter, takeAll } from './rate-limit.ts';

describe('RateLimiter', () => {
  it('refuses a key past its limit until the window ends, and says when to retry', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 60_000, 100, () => now);
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: true });
    now = 15_000;
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.take('b')).toEqual({ allowed: true });
    now = 60_000;
    expect(limiter.take('a')).toEqual({ allowed: true });
  });

  it('keeps at most maxKeys windows under a flood of distinct keys', () => {
    const limiter = new RateLimiter(1, 60_000, 1_000);
    for (let i = 0; i < 100_000; i++) limiter.take(`flood-${i}-${'x'.repeat(100)}`);
    expect(limiter.size).toBe(1_000);
  });

  it('takeAll counts a request in every limiter only when all of them allow it', () => {
    const global = new RateLimiter(3, 60_000, 1);
    const perKey = new RateLimiter(1, 60_000);
    expect(takeAll([[global, '*'], [perKey, 'a']])).toEqual({ allowed: true });
    expect(takeAll([[global, '*'], [perKey, 'a']]).allowed).toBe(false);
    expect(takeAll([[global, '*'], [perKey, 'b']])).toEqual({ allowed: true });
    expect(takeAll([[global, '*'], [perKey, 'c']])).toEqual({ allowed: true });
    expect(takeAll([[global, '*'], [perKey, 'd']]).allowed).toBe(false);
  });
});
