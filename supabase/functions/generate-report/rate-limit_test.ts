// Tests of who a request is counted as by the rate limits (the limiter itself is tested in packages/common).
// Run all tests from this folder with:
//   deno test --allow-net=127.0.0.1 --allow-env --allow-read

import assert from 'node:assert/strict';
import { accountOf, clientAddress, serverKeys } from '../_shared/rate-limit.ts';

const req = (h: Record<string, string>) => new Request('http://x/', { headers: h });
const KEYS = ['sb_secret_host', 'service-role-jwt'];

Deno.test('the caller is the entry the gateway appended, not what the client put in front of it', () => {
  assert.equal(clientAddress(req({ 'x-forwarded-for': '1.2.3.4, 203.0.113.7' })), '203.0.113.7');
  assert.equal(clientAddress(req({ 'x-forwarded-for': ' 203.0.113.7 ' })), '203.0.113.7');
  assert.equal(clientAddress(req({ 'x-forwarded-for': '1.2.3.4, ::ffff:203.0.113.7' })), '203.0.113.7');
  assert.equal(
    clientAddress(req({ 'x-forwarded-for': '2001:db8:1:2::7' })),
    '2001:db8:1:2::/64',
    'IPv6 by /64',
  );
  assert.equal(clientAddress(req({})), 'unknown');
});

Deno.test("a visitor's address forwarded by the host counts only with a server key", () => {
  const gateway = { 'x-forwarded-for': '192.0.2.10' };
  assert.equal(
    clientAddress(req({ ...gateway, apikey: 'sb_secret_host', 'sb-forwarded-for': '203.0.113.7' }), KEYS),
    '203.0.113.7',
  );
  assert.equal(
    clientAddress(req({ ...gateway, apikey: 'service-role-jwt', 'sb-forwarded-for': '203.0.113.8' }), KEYS),
    '203.0.113.8',
  );
  // Anyone else sending the header is counted as themselves.
  for (const apikey of ['anon-key', 'sb_publishable_x', 'sb_secret_hos', 'sb_secret_hostx', ''])
    assert.equal(
      clientAddress(req({ ...gateway, apikey, 'sb-forwarded-for': '203.0.113.7' }), KEYS),
      '192.0.2.10',
      apikey,
    );
  assert.equal(clientAddress(req({ ...gateway, 'sb-forwarded-for': '203.0.113.7' }), KEYS), '192.0.2.10');
  assert.equal(
    clientAddress(req({ ...gateway, apikey: 'sb_secret_host', 'sb-forwarded-for': 'anything' }), KEYS),
    '192.0.2.10',
    'a forwarded value that is no address',
  );
  assert.equal(
    clientAddress(req({ ...gateway, apikey: 'sb_secret_host', 'sb-forwarded-for': '1.1.1.1' })),
    '192.0.2.10',
  );
});

Deno.test("the server keys are the project's secret keys and its legacy service-role key", () => {
  const env = (values: Record<string, string>) => (name: string) => values[name];
  assert.deepEqual(
    serverKeys(
      env({
        SUPABASE_SECRET_KEYS: '{"default": "sb_secret_a", "ci": "sb_secret_b"}',
        SUPABASE_SERVICE_ROLE_KEY: 'jwt',
      }),
    ),
    ['sb_secret_a', 'sb_secret_b', 'jwt'],
  );
  assert.deepEqual(serverKeys(env({ SUPABASE_SECRET_KEYS: 'not json' })), []);
  assert.deepEqual(serverKeys(env({})), []);
});

Deno.test('a signed-in caller is also counted by account; the anon key has none', () => {
  const jwt = (claims: Record<string, unknown>) => `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;
  const req = (token: string) => new Request('http://x/', { headers: { authorization: `Bearer ${token}` } });
  assert.equal(accountOf(req(jwt({ role: 'authenticated', sub: 'u-1' }))), 'u-1');
  assert.equal(accountOf(req(jwt({ role: 'anon' }))), undefined);
  assert.equal(accountOf(req('not a jwt')), undefined);
});
