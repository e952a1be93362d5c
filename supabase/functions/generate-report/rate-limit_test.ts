// Tests of the sliding-window rate limiter with an injected clock. Run all tests from this folder with:
//   deno test --allow-net=127.0.0.1 --allow-env --allow-read

import assert from "node:assert/strict";
import { clientKey, RateLimiter } from "./rate-limit.ts";

Deno.test("allows N per window per key, then says when to retry; the window slides", () => {
  let now = 1_000_000;
  const limiter = new RateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
  for (let i = 0; i < 3; i++) {
    assert.equal(limiter.check("a").allowed, true);
    now += 10_000;
  }
  // Requests at t0, t0+10s, t0+20s; now t0+30s: the first leaves the window at t0+60s.
  assert.deepEqual(limiter.check("a"), { allowed: false, retryAfterSeconds: 30 });
  assert.equal(limiter.check("b").allowed, true, "other keys are independent");
  now += 30_001;
  assert.equal(limiter.check("a").allowed, true, "the oldest request has left the window");
  assert.equal(limiter.check("a").allowed, false);
});

Deno.test("limit 0 disables; key count is bounded", () => {
  const off = new RateLimiter({ limit: 0 });
  for (let i = 0; i < 100; i++) assert.equal(off.check("x").allowed, true);
  const small = new RateLimiter({ limit: 1, maxKeys: 2 });
  for (const key of ["a", "b", "c", "d"]) assert.equal(small.check(key).allowed, true);
});

Deno.test("client key is the first x-forwarded-for address, else anonymous", () => {
  const req = (h: Record<string, string>) => new Request("http://x/", { headers: h });
  assert.equal(clientKey(req({ "x-forwarded-for": " 203.0.113.7 , 10.0.0.1" })), "203.0.113.7");
  assert.equal(clientKey(req({})), "anonymous");
});
