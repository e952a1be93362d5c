// Tests of who a request is counted as by the rate limits (the limiter itself is tested in packages/common).
// Run all tests from this folder with:
//   deno test --allow-net=127.0.0.1 --allow-env --allow-read

import assert from 'node:assert/strict';
import { accountOf, clientAddress } from '../_shared/rate-limit.ts';

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
