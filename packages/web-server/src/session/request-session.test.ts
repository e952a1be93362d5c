// The session of a page request as the host reads it (request-session.ts), against a stand-in for the
// Auth service: the cookies as @supabase/ssr writes them (whole or chunked), the person's record from
// the service, the second factor owed, a refresh that sends the new cookies back, an ended session that
// clears them, and a service that cannot be reached.
import type { IncomingMessage } from 'node:http';
import { createChunks, stringToBase64URL } from '@supabase/ssr';
import { describe, expect, it, vi } from 'vitest';
import { readRequestSession, requestIsHttps } from './request-session.ts';

const project = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon-key-anon-key-anon' };
const KEY = 'sb-127-auth-token';

const jwt = (claims: Record<string, unknown>) =>
  `${stringToBase64URL('{"alg":"ES256","typ":"JWT"}')}.${stringToBase64URL(JSON.stringify(claims))}.sig`;

const user = (factors: { status: string }[] = []) => ({
  id: 'user-1',
  aud: 'authenticated',
  email: 'ada@example.com',
  app_metadata: {},
  user_metadata: { name: 'Ada' },
  created_at: '2026-01-01T00:00:00Z',
  factors: factors.map((factor, index) => ({ id: `f${index}`, factor_type: 'totp', ...factor })),
});

function session(options: { aal?: string; expiresIn?: number; name?: string } = {}) {
  const expiresAt = Math.floor(Date.now() / 1000) + (options.expiresIn ?? 3600);
  return {
    access_token: jwt({ sub: 'user-1', aal: options.aal ?? 'aal1', exp: expiresAt, role: 'authenticated' }),
    refresh_token: 'refresh-1',
    token_type: 'bearer',
    expires_in: options.expiresIn ?? 3600,
    expires_at: expiresAt,
    user: { ...user(), user_metadata: { name: options.name ?? 'Ada' } },
  };
}

const cookieHeader = (value: object, extra = 'language=da') =>
  [
    ...createChunks(KEY, `base64-${stringToBase64URL(JSON.stringify(value))}`).map(
      ({ name, value: chunk }) => `${name}=${chunk}`,
    ),
    extra,
  ].join('; ');

const request = (cookie?: string, headers: Record<string, string> = {}) =>
  ({ headers: { ...(cookie ? { cookie } : {}), ...headers }, socket: {} }) as unknown as IncomingMessage;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The Auth service: /user answers the record (or an error), /token a refreshed session. */
function authService(answers: { user?: () => Response; refresh?: () => Response }) {
  return vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    if (url.pathname === '/auth/v1/user') return (answers.user ?? (() => json(200, user())))();
    if (url.pathname === '/auth/v1/token') return (answers.refresh ?? (() => json(400, {})))();
    return json(404, { message: `no ${url.pathname}` });
  });
}

describe('readRequestSession', () => {
  it('asks nothing when no session cookie came, and reads as anyone', async () => {
    const fetch = authService({});
    const read = await readRequestSession(request('language=da'), project, { fetch });
    expect(read.viewer).toBeNull();
    expect(read.setCookies()).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("checks the cookie's session with the Auth service and answers the person's record", async () => {
    const fetch = authService({});
    const stored = session();
    const read = await readRequestSession(request(cookieHeader(stored)), project, { fetch });
    expect(read.viewer).toEqual({ user: user(), secondFactorRequired: false });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('http://127.0.0.1:54321/auth/v1/user');
    expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${stored.access_token}`);
    // Nothing changed: no cookie is written.
    expect(read.setCookies()).toEqual([]);
  });

  it('reads a session kept in chunks as a whole', async () => {
    const long = session({ name: 'A'.repeat(3000) });
    const header = cookieHeader(long);
    expect(header).toContain(`${KEY}.0=`);
    expect(header).toContain(`${KEY}.1=`);
    const read = await readRequestSession(request(header), project, { fetch: authService({}) });
    expect(read.viewer).not.toBeNull();
    expect(read.viewer).not.toBe('unknown');
  });

  it('owes the second factor at aal1 with a verified factor, and not at aal2 or without one', async () => {
    const withFactor = authService({ user: () => json(200, user([{ status: 'verified' }])) });
    const aal1 = await readRequestSession(request(cookieHeader(session())), project, { fetch: withFactor });
    expect(aal1.viewer).toMatchObject({ secondFactorRequired: true });
    const aal2 = await readRequestSession(request(cookieHeader(session({ aal: 'aal2' }))), project, {
      fetch: withFactor,
    });
    expect(aal2.viewer).toMatchObject({ secondFactorRequired: false });
    const unverified = authService({ user: () => json(200, user([{ status: 'unverified' }])) });
    const none = await readRequestSession(request(cookieHeader(session())), project, { fetch: unverified });
    expect(none.viewer).toMatchObject({ secondFactorRequired: false });
  });

  it('refreshes an expired access token and sends the new session back as cookies, Secure over https', async () => {
    const fresh = session();
    const fetch = authService({ refresh: () => json(200, { ...fresh, refresh_token: 'refresh-2' }) });
    const expired = session({ expiresIn: -60 });
    const read = await readRequestSession(
      request(cookieHeader(expired), { 'x-forwarded-proto': 'https' }),
      project,
      { fetch },
    );
    expect(read.viewer).toMatchObject({ user: { id: 'user-1' } });
    const tokenCall = fetch.mock.calls.find(([url]) => String(url).includes('/token'))!;
    expect(String(tokenCall[0])).toContain('grant_type=refresh_token');
    expect(JSON.parse(String(tokenCall[1]?.body))).toEqual({ refresh_token: 'refresh-1' });
    const [cookie, ...others] = read.setCookies();
    expect(others).toEqual([]);
    expect(cookie).toMatch(new RegExp(`^${KEY}=base64-`));
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=34560000');
    expect(cookie).toContain('Secure');
    expect(cookie).not.toContain('HttpOnly');
    const stored = JSON.parse(
      Buffer.from(
        decodeURIComponent(cookie!.split(';')[0]!.split('=')[1]!).slice('base64-'.length),
        'base64url',
      ).toString(),
    );
    expect(stored.refresh_token).toBe('refresh-2');
  });

  it('clears the cookies of a session the Auth service has ended, and answers nobody', async () => {
    const fetch = authService({
      user: () => json(403, { code: 403, error_code: 'session_not_found', msg: 'Session not found' }),
    });
    const read = await readRequestSession(
      request(cookieHeader(session({ name: 'B'.repeat(3000) }))),
      project,
      {
        fetch,
      },
    );
    expect(read.viewer).toBeNull();
    const cleared = read.setCookies();
    expect(cleared.map((cookie) => cookie.split('=')[0])).toEqual([`${KEY}.0`, `${KEY}.1`]);
    for (const cookie of cleared) expect(cookie).toContain('Max-Age=0');
  });

  it('answers nobody for a refresh token the Auth service refuses, and clears the cookie', async () => {
    const fetch = authService({
      refresh: () =>
        json(400, { code: 400, error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token' }),
    });
    const read = await readRequestSession(request(cookieHeader(session({ expiresIn: -60 }))), project, {
      fetch,
    });
    expect(read.viewer).toBeNull();
    expect(read.setCookies()).toEqual([expect.stringMatching(new RegExp(`^${KEY}=;.*Max-Age=0`))]);
  });

  it('answers unknown, keeping the cookies, when the Auth service cannot be reached or fails', async () => {
    const down = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
      throw new TypeError('fetch failed');
    });
    const unreachable = await readRequestSession(request(cookieHeader(session())), project, { fetch: down });
    expect(unreachable.viewer).toBe('unknown');
    expect(unreachable.setCookies()).toEqual([]);
    const failing = authService({ user: () => json(503, { message: 'unavailable' }) });
    expect(
      (await readRequestSession(request(cookieHeader(session())), project, { fetch: failing })).viewer,
    ).toBe('unknown');
  });

  it('gives up on an Auth service that does not answer in time: unknown, the page left to the browser', async () => {
    const hanging = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
        ),
    );
    const read = await readRequestSession(request(cookieHeader(session())), project, {
      fetch: hanging,
      timeoutMs: 50,
    });
    expect(read.viewer).toBe('unknown');
    expect(hanging).toHaveBeenCalledTimes(1);
  });

  it('answers nobody for a cookie that holds no session', async () => {
    const fetch = authService({});
    const read = await readRequestSession(request(`${KEY}=base64-bm90IGpzb24; language=da`), project, {
      fetch,
    });
    expect(read.viewer).toBeNull();
  });
});

describe('requestIsHttps', () => {
  it('believes the socket, or a proxy that says https', () => {
    expect(requestIsHttps(request())).toBe(false);
    expect(requestIsHttps(request(undefined, { 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(requestIsHttps(request(undefined, { 'x-forwarded-proto': 'https, http' }))).toBe(true);
    expect(requestIsHttps(request(undefined, { 'x-forwarded-proto': 'http' }))).toBe(false);
    expect(requestIsHttps({ headers: {}, socket: { encrypted: true } } as unknown as IncomingMessage)).toBe(
      true,
    );
  });
});
