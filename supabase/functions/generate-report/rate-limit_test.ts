// Tests of the sliding-window rate limiter with an injected clock. Run all tests from this folder with:
//   deno test --allow-net=127.0.0.1 --allow-env --allow-read

import assert from 'node:assert/strict';
import { accountOf, tryTakeAll, clientAddress, RateLimiter } from '../_shared/rate-limit.ts';

Deno.test('allows N per window per key, then says when to retry; the window slides', () => {
  let now = 1_000_000;
  const limiter = new RateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
  for (let i = 0; i < 3; i++) {
    assert.equal(limiter.tryTake('a').allowed, true);
    now += 10_000;
  }
  // Requests at t0, t0+10s, t0+20s; now t0+30s: the first leaves the window at t0+60s.
  assert.deepEqual(limiter.tryTake('a'), { allowed: false, retryAfterSeconds: 30 });
  assert.equal(limiter.tryTake('b').allowed, true, 'other keys are independent');
  now += 30_001;
  assert.equal(limiter.tryTake('a').allowed, true, 'the oldest request has left the window');
  assert.equal(limiter.tryTake('a').allowed, false);
});

Deno.test('limit 0 disables; key count is bounded', () => {
  const off = new RateLimiter({ limit: 0 });
  for (let i = 0; i < 100; i++) assert.equal(off.tryTake('x').allowed, true);
  const small = new RateLimiter({ limit: 1, maxKeys: 2 });
  for (const key of ['a', 'b', 'c', 'd']) assert.equal(small.tryTake(key).allowed, true);
});

Deno.test('the caller is the entry the gateway appended, not what the client put in front of it', () => {
  const req = (h: Record<string, string>) => new Request('http://x/', { headers: h });
  assert.equal(clientAddress(req({ 'x-forwarded-for': '1.2.3.4, 203.0.113.7' })), '203.0.113.7');
  assert.equal(clientAddress(req({ 'x-forwarded-for': ' 203.0.113.7 ' })), '203.0.113.7');
  assert.equal(
    clientAddress(req({ 'x-forwarded-for': 'spoofed, 203.0.113.7, 10.0.0.1' }), 1),
    '203.0.113.7',
    'one trusted hop of ours',
  );
  assert.equal(clientAddress(req({})), 'unknown');
});

Deno.test('a signed-in caller is also counted by account; the anon key has none', () => {
  const jwt = (claims: Record<string, unknown>) => `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;
  const req = (token: string) => new Request('http://x/', { headers: { authorization: `Bearer ${token}` } });
  assert.equal(accountOf(req(jwt({ role: 'authenticated', sub: 'u-1' }))), 'u-1');
  assert.equal(accountOf(req(jwt({ role: 'anon' }))), undefined);
  assert.equal(accountOf(req('not a jwt')), undefined);
});

Deno.test('tryTakeAll counts a request in every limit only when all allow it; memory stays bounded', () => {
  const now = 1_000;
  const global = new RateLimiter({ limit: 3, now: () => now, maxKeys: 1 });
  const perCaller = new RateLimiter({ limit: 2, now: () => now, maxKeys: 100 });
  assert.equal(
    tryTakeAll([
      [global, '*'],
      [perCaller, 'a'],
    ]).allowed,
    true,
  );
  assert.equal(
    tryTakeAll([
      [global, '*'],
      [perCaller, 'a'],
    ]).allowed,
    true,
  );
  assert.equal(
    tryTakeAll([
      [global, '*'],
      [perCaller, 'a'],
    ]).allowed,
    false,
    'a is over its own limit',
  );
  assert.equal(
    tryTakeAll([
      [global, '*'],
      [perCaller, 'b'],
    ]).allowed,
    true,
    'the refusal of a was not counted globally',
  );
  assert.equal(
    tryTakeAll([
      [global, '*'],
      [perCaller, 'c'],
    ]).allowed,
    false,
    'the instance is over its limit',
  );
  for (let i = 0; i < 1_000; i++) perCaller.record(`flood-${i}`);
  assert.ok(
    perCaller.wouldAllow('a').allowed,
    "a's window was forgotten under the flood, within the key budget",
  );
});
