// The account deletion's refusals and its one success, with the Auth service stood in by a fetch
// that records what was asked. Run from this folder:
//   deno test --allow-net=127.0.0.1 --allow-env --allow-read

import assert from 'node:assert/strict';
import { createHandler, MESSAGES } from './handler.ts';

const ENV: Record<string, string> = {
  SUPABASE_URL: 'http://auth.test',
  SUPABASE_ANON_KEY: 'anon',
  SUPABASE_SERVICE_ROLE_KEY: 'service',
};
const jwt = (claims: Record<string, unknown>) => `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;
const USER_ID = '6f1c2b9e-4d1a-4c8e-9a55-3b7d2e0c9f41';
const USER_TOKEN = jwt({ role: 'authenticated', sub: USER_ID, aal: 'aal1' });

type Call = { url: string; method: string; authorization: string | null };

function authService(user: Record<string, unknown> | null, deleteStatus = 200) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    calls.push({ url, method: init?.method ?? 'GET', authorization: headers.get('authorization') });
    if (url.endsWith('/auth/v1/user')) {
      return Promise.resolve(
        user ? Response.json(user) : Response.json({ code: 'session_not_found' }, { status: 403 }),
      );
    }
    return Promise.resolve(new Response(deleteStatus === 200 ? '{}' : 'boom', { status: deleteStatus }));
  };
  return { fetch, calls };
}

const post = (token: string | undefined, body: unknown = { confirm: true }) =>
  new Request('http://localhost/delete-account', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

const handlerWith = (service: ReturnType<typeof authService>) =>
  createHandler({ env: (name) => ENV[name], fetch: service.fetch, log: () => {} });

async function assertError(response: Response, status: number, message: string) {
  assert.equal(response.status, status);
  assert.deepEqual(await response.json(), { error: message });
}

Deno.test(
  'deletes the caller through the admin API with the service key, after asking who the caller is',
  async () => {
    const service = authService({ id: USER_ID, factors: [] });
    const response = await handlerWith(service)(post(USER_TOKEN));
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { deleted: true });
    assert.deepEqual(service.calls, [
      { url: 'http://auth.test/auth/v1/user', method: 'GET', authorization: `Bearer ${USER_TOKEN}` },
      // supabase-js reads the account before it deletes it, to answer it (its deleteUser).
      {
        url: `http://auth.test/auth/v1/admin/users/${USER_ID}`,
        method: 'GET',
        authorization: 'Bearer service',
      },
      {
        url: `http://auth.test/auth/v1/admin/users/${USER_ID}`,
        method: 'DELETE',
        authorization: 'Bearer service',
      },
    ]);
  },
);

Deno.test(
  'refuses without a signed-in session, with the anon key, or when the session has ended',
  async () => {
    await assertError(
      await handlerWith(authService({ id: USER_ID }))(post(undefined)),
      401,
      MESSAGES.unauthenticated,
    );
    await assertError(
      await handlerWith(authService({ id: USER_ID }))(post(jwt({ role: 'anon' }))),
      401,
      MESSAGES.unauthenticated,
    );
    const ended = authService(null);
    await assertError(await handlerWith(ended)(post(USER_TOKEN)), 401, MESSAGES.unauthenticated);
    assert.equal(
      ended.calls.some((c) => c.method === 'DELETE'),
      false,
      'nothing was deleted',
    );
  },
);

Deno.test('refuses a request that does not confirm the deletion', async () => {
  const service = authService({ id: USER_ID });
  await assertError(await handlerWith(service)(post(USER_TOKEN, {})), 400, MESSAGES.notConfirmed);
  await assertError(
    await handlerWith(service)(post(USER_TOKEN, { confirm: 'yes' })),
    400,
    MESSAGES.notConfirmed,
  );
  assert.equal(service.calls.length, 0);
});

Deno.test('with two-factor sign-in, only a session that used it may delete the account', async () => {
  const withFactor = { id: USER_ID, factors: [{ status: 'verified' }] };
  await assertError(await handlerWith(authService(withFactor))(post(USER_TOKEN)), 403, MESSAGES.secondFactor);
  const strong = jwt({ role: 'authenticated', sub: USER_ID, aal: 'aal2' });
  assert.equal((await handlerWith(authService(withFactor))(post(strong))).status, 200);
  const unverified = { id: USER_ID, factors: [{ status: 'unverified' }] };
  assert.equal((await handlerWith(authService(unverified))(post(USER_TOKEN))).status, 200);
});

Deno.test(
  'a failure of the Auth service is a 502 with a clear message; other methods 405; preflight ok',
  async () => {
    await assertError(
      await handlerWith(authService({ id: USER_ID }, 500))(post(USER_TOKEN)),
      502,
      MESSAGES.failed,
    );
    await assertError(
      await handlerWith(authService({ id: USER_ID }))(new Request('http://localhost/delete-account')),
      405,
      MESSAGES.method,
    );
    const preflight = await handlerWith(authService({ id: USER_ID }))(
      new Request('http://localhost/delete-account', { method: 'OPTIONS' }),
    );
    assert.equal(preflight.status, 200);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
  },
);
