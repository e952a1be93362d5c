// Keys as hosted Supabase has them now: access tokens signed with an asymmetric key (ES256) that the
// JWKS publishes, so supabase.auth.getClaims() verifies them without asking the server; the legacy
// HS256 anon and service_role keys (and tokens signed with the JWT secret) still accepted; and the
// newer sb_publishable_… / sb_secret_… keys beside them.
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { signJwt } from '../../src/jwt.ts';
import { deriveKeys } from '../../src/keys.ts';
import { PASSWORD, client, confirmedUser, freshEmail, useAuthStack } from './helpers.ts';

const stack = useAuthStack();

const decode = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

describe('signing keys', () => {
  it('access tokens are ES256 with the kid the JWKS publishes (public parts only)', async () => {
    const { session } = await confirmedUser(stack());
    const header = decode(session.access_token.split('.')[0]!);
    const response = await fetch(`${stack().url}/auth/v1/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toEqual({
      kty: 'EC',
      crv: 'P-256',
      x: expect.any(String),
      y: expect.any(String),
      kid: header.kid,
      alg: 'ES256',
      use: 'sig',
      key_ops: ['verify'],
    });
    expect(header).toEqual({ alg: 'ES256', kid: keys[0]!.kid, typ: 'JWT' });
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('getClaims verifies the session against the JWKS and returns its claims', async () => {
    const { client: app, id } = await confirmedUser(stack());
    let userRequests = 0;
    const counting = createClient(stack().url, stack().keys.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: {
        fetch: (input, init) => (
          (userRequests += String(input).endsWith('/auth/v1/user') ? 1 : 0),
          fetch(input, init)
        ),
      },
    });
    const token = (await app.auth.getSession()).data.session!.access_token;
    const { data, error } = await counting.auth.getClaims(token);
    expect(error).toBeNull();
    expect(data?.header).toMatchObject({ alg: 'ES256' });
    expect(data?.claims).toMatchObject({
      sub: id,
      role: 'authenticated',
      aal: 'aal1',
      aud: 'authenticated',
      iss: `${stack().url}/auth/v1`,
      is_anonymous: false,
    });
    expect(userRequests).toBe(0);

    // One character of the payload changed: the signature no longer matches.
    const [head, body, signature] = token.split('.');
    const claims = decode(body!);
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString('base64url')}.${signature}`;
    const refused = await counting.auth.getClaims(forged);
    expect(refused.error?.message).toMatch(/signature/i);
  });

  it('the REST gateway and GoTrue take ES256 tokens; a forged one is refused everywhere', async () => {
    const { client: app, id } = await confirmedUser(stack());
    const { data } = await app.from('profiles').select('id').eq('id', id);
    expect(data).toEqual([{ id }]);
    const token = (await app.auth.getSession()).data.session!.access_token;
    const [head, body] = token.split('.');
    const forged = `${head}.${body}.${Buffer.alloc(64, 1).toString('base64url')}`;
    const rest = await fetch(`${stack().url}/rest/v1/profiles?select=id`, {
      headers: { apikey: stack().keys.anonKey, authorization: `Bearer ${forged}` },
    });
    expect(rest.status).toBe(401);
    const auth = await fetch(`${stack().url}/auth/v1/user`, {
      headers: { apikey: stack().keys.anonKey, authorization: `Bearer ${forged}` },
    });
    expect(auth.status).toBe(403);
    expect(await auth.json()).toMatchObject({ code: 'bad_jwt' });
    const fn = await fetch(`${stack().url}/functions/v1/generate-report`, {
      method: 'POST',
      headers: { authorization: `Bearer ${forged}` },
      body: '{}',
    });
    expect(fn.status).toBe(401);
  });

  it('a legacy HS256 session token signed with the JWT secret is still accepted by REST and Auth', async () => {
    const { id } = await confirmedUser(stack());
    const now = Math.floor(Date.now() / 1000);
    const legacy = signJwt(
      { sub: id, role: 'authenticated', aud: 'authenticated', exp: now + 600, iat: now },
      stack().keys.jwtSecret,
    );
    const rest = await fetch(`${stack().url}/rest/v1/profiles?select=id`, {
      headers: { apikey: stack().keys.anonKey, authorization: `Bearer ${legacy}` },
    });
    expect(await rest.json()).toEqual([{ id }]);
    const user = await fetch(`${stack().url}/auth/v1/user`, {
      headers: { apikey: stack().keys.anonKey, authorization: `Bearer ${legacy}` },
    });
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ id });
  });

  it('an HS256 token signed with the public key as the secret (algorithm confusion) is refused', async () => {
    const { keys } = (await (await fetch(`${stack().url}/auth/v1/.well-known/jwks.json`)).json()) as {
      keys: Record<string, string>[];
    };
    const forged = signJwt(
      { role: 'service_role', exp: Math.floor(Date.now() / 1000) + 600 },
      JSON.stringify(keys[0]),
    );
    const rest = await fetch(`${stack().url}/rest/v1/profiles?select=id`, {
      headers: { apikey: stack().keys.anonKey, authorization: `Bearer ${forged}` },
    });
    expect(rest.status).toBe(401);
  });
});

describe('publishable and secret keys', () => {
  it('are derived from the JWT secret, so they stay the same for a state folder', () => {
    const { publishableKey, secretKey } = stack().keys;
    expect(publishableKey).toMatch(/^sb_publishable_[A-Za-z0-9_-]{22}_[A-Za-z0-9_-]{8}$/);
    expect(secretKey).toMatch(/^sb_secret_[A-Za-z0-9_-]{22}_[A-Za-z0-9_-]{8}$/);
    expect(deriveKeys(stack().keys.jwtSecret)).toMatchObject({ publishableKey, secretKey });
    expect(deriveKeys('another secret, another machine, 32+ chars')).not.toMatchObject({ publishableKey });
  });

  it('the publishable key works as the anon key: sign-up, sign-in and RLS-bound reads', async () => {
    const app = client(stack(), { key: stack().keys.publishableKey });
    const email = freshEmail('publishable');
    const created = await stack()
      .admin()
      .auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    expect(created.error).toBeNull();
    expect((await app.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const { data } = await app.from('profiles').select('id');
    expect(data).toEqual([{ id: created.data.user!.id }]);
    // Signed out, the publishable key reads what anon may read, and no more.
    const visitor = client(stack(), { key: stack().keys.publishableKey });
    expect((await visitor.from('app_config').select('key').eq('key', 'maintenance')).data).toEqual([
      { key: 'maintenance' },
    ]);
    expect((await visitor.from('profiles').select('id')).error?.code).toBe('42501');
  });

  it('the secret key works as the service-role key: the admin API and reads past RLS', async () => {
    const secret = createClient(stack().url, stack().keys.secretKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const listed = await secret.auth.admin.listUsers({ perPage: 1 });
    expect(listed.error).toBeNull();
    const { count } = await secret.from('profiles').select('id', { count: 'exact', head: true });
    expect(count).toBeGreaterThan(0);
  });

  it('the secret key is refused from a browser, and an unknown sb_ key is refused', async () => {
    const fromBrowser = await fetch(`${stack().url}/rest/v1/profiles?select=id`, {
      headers: {
        apikey: stack().keys.secretKey,
        authorization: `Bearer ${stack().keys.secretKey}`,
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
      },
    });
    expect(fromBrowser.status).toBe(401);
    expect(await fromBrowser.json()).toMatchObject({ message: 'Forbidden use of secret API key in browser' });
    // Only as the bearer, with the publishable key as the apikey: refused alike, on REST and Auth.
    for (const path of ['/rest/v1/profiles?select=id', '/auth/v1/admin/users']) {
      const asBearer = await fetch(`${stack().url}${path}`, {
        headers: {
          apikey: stack().keys.publishableKey,
          authorization: `Bearer ${stack().keys.secretKey}`,
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
        },
      });
      expect(asBearer.status, path).toBe(401);
      expect(await asBearer.json()).toEqual({
        message: 'Forbidden use of secret API key in browser',
        hint: 'Secret API keys can only be used in a protected environment and should never be used in a browser.',
      });
    }
    const unknown = await fetch(`${stack().url}/rest/v1/profiles?select=id`, {
      headers: { apikey: 'sb_publishable_AAAAAAAAAAAAAAAAAAAAAA_BBBBBBBB' },
    });
    expect(unknown.status).toBe(401);
  });
});
