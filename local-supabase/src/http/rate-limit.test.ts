// The limiter's promises: a key is refused past its limit until its window ends, asking (wouldAllow)
// never counts while taking (tryTake) does, and memory stays bounded however many distinct keys arrive
// (the least recently used is forgotten first).
import { describe, expect, it } from 'vitest';
import { RateLimiter, tryTakeAll } from './rate-limit.ts';

describe('RateLimiter', () => {
  it('refuses a key past its limit until the window ends, and says when to retry', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 60_000, 100, () => now);
    expect(limiter.tryTake('a')).toEqual({ allowed: true });
    expect(limiter.tryTake('a')).toEqual({ allowed: true });
    now = 15_000;
    expect(limiter.tryTake('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.tryTake('b')).toEqual({ allowed: true });
    now = 60_000;
    expect(limiter.tryTake('a')).toEqual({ allowed: true });
  });

  it('wouldAllow counts nothing, tryTake counts only what it allows, release gives one back', () => {
    let now = 0;
    const limiter = new RateLimiter(1, 60_000, 100, () => now);
    for (let i = 0; i < 3; i++) expect(limiter.wouldAllow('a')).toEqual({ allowed: true });
    expect(limiter.tryTake('a')).toEqual({ allowed: true });
    now = 10_000;
    expect(limiter.wouldAllow('a')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(limiter.tryTake('a').allowed).toBe(false);
    limiter.release('a');
    expect(limiter.tryTake('a')).toEqual({ allowed: true });
    expect(limiter.wouldAllow('a').allowed).toBe(false);
  });

  it('keeps at most maxKeys windows under a flood of distinct keys', () => {
    const limiter = new RateLimiter(1, 60_000, 1_000);
    for (let i = 0; i < 100_000; i++) limiter.tryTake(`flood-${i}-${'x'.repeat(100)}`);
    expect(limiter.size).toBe(1_000);
  });

  it('tryTakeAll counts a request in every limiter only when all of them allow it', () => {
    const global = new RateLimiter(3, 60_000, 1);
    const perKey = new RateLimiter(1, 60_000);
    expect(
      tryTakeAll([
        [global, '*'],
        [perKey, 'a'],
      ]),
    ).toEqual({ allowed: true });
    expect(
      tryTakeAll([
        [global, '*'],
        [perKey, 'a'],
      ]).allowed,
    ).toBe(false);
    expect(
      tryTakeAll([
        [global, '*'],
        [perKey, 'b'],
      ]),
    ).toEqual({ allowed: true });
    expect(
      tryTakeAll([
        [global, '*'],
        [perKey, 'c'],
      ]),
    ).toEqual({ allowed: true });
    expect(
      tryTakeAll([
        [global, '*'],
        [perKey, 'd'],
      ]).allowed,
    ).toBe(false);
  });
});
