// Auth as an attacker tries it, with generated inputs: guessing token hashes from several addresses,
// spending the project's e-mail allowance with addresses that have no account, pre-registering someone
// else's address, sending the secret key from a browser in every header, forging JWTs (exp as a string
// or missing, nbf or iat in the future, alg none, HS256 signed with the public key) and setting a new
// password from a stolen, day-old session. The stack believes X-Forwarded-For from the test (a trusted
// proxy), so each rotating address really is another caller.
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAILED_TOKEN_HASHES_GLOBAL } from '../../src/auth/limits.ts';
import { isValidEmail } from '../../src/auth/users.ts';
import { type JwtClaims, signJwt, signJwtEs256 } from '../../src/jwt.ts';
import { PASSWORD, client, expectAuthError, freshEmail, inbox, readMail } from '../auth/helpers.ts';
import { raw } from '../bad-input/http.ts';
import { useStack } from '../stack.ts';
import { spoofedAddress } from './hostile.ts';
import { useOrdinaryTraffic } from './still-serving.ts';

const TRUSTED = { trustedProxies: ['127.0.0.1'] };
/** Confirmations off: sessions at once, for the token, key and password tests. */
const stack = useStack(TRUSTED);
const ordinary = useOrdinaryTraffic(stack);
/** Confirmations on, a real inbox and a small allowance, for the e-mail and pre-registration tests. */
const EMAILS_PER_HOUR = 10;
const mailing = useStack({
  ...TRUSTED,
  project: {
    enableConfirmations: true,
    emailSentPerHour: EMAILS_PER_HOUR,
    emailMaxFrequencySeconds: 0,
    inbucket: { enabled: true, port: 0 },
  },
});

const now = () => Math.floor(Date.now() / 1000);
const hex = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: length, maxLength: length });
const letters = (min: number, max: number) =>
  fc.string({
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzæøåABCDEFGHIJKLMNOPQRSTUVWXYZ'),
    minLength: min,
    maxLength: max,
  });
const password = fc
  .tuple(letters(7, 24), fc.integer({ min: 0, max: 9999 }))
  .map(([text, digits]) => `${text}${digits}`);
const unknownAddress = fc
  .emailAddress()
  .map((e) => e.toLowerCase())
  .filter(isValidEmail);

describe('secret keys from a browser', () => {
  const browser = fc.record({
    'user-agent': fc.constantFrom(
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:132.0) Gecko/20100101 Firefox/132.0',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    ),
    origin: fc.constantFrom('https://example.com', 'http://localhost:5173'),
    'sec-fetch-mode': fc.constant('cors'),
  });
  const placement = fc.constantFrom('apikey', 'bearer', 'bearer-lowercase', 'query', 'everywhere');
  const target = fc.constantFrom(
    '/rest/v1/profiles?select=id',
    '/auth/v1/admin/users',
    '/auth/v1/user',
    '/functions/v1/generate-report',
  );

  it('are refused with 401 in the apikey header, the Authorization bearer or the query, on every API', async () => {
    const { keys, url } = stack();
    await fc.assert(
      fc.asyncProperty(browser, placement, target, async (headers, where, path) => {
        const withQuery = where === 'query' || where === 'everywhere';
        const response = await fetch(
          `${url}${path}${withQuery ? `${path.includes('?') ? '&' : '?'}apikey=${keys.secretKey}` : ''}`,
          {
            headers: {
              ...headers,
              ...(where === 'query'
                ? {}
                : {
                    apikey:
                      where === 'apikey' || where === 'everywhere' ? keys.secretKey : keys.publishableKey,
                  }),
              ...(where === 'bearer' || where === 'everywhere'
                ? { authorization: `Bearer ${keys.secretKey}` }
                : {}),
              ...(where === 'bearer-lowercase' ? { authorization: `bearer ${keys.secretKey}` } : {}),
            },
          },
        );
        expect(response.status, `${where} ${path}`).toBe(401);
        expect(await response.json()).toMatchObject({
          message: 'Forbidden use of secret API key in browser',
        });
      }),
      { numRuns: 40 },
    );
  });

  it('still work from a server (no browser User-Agent), and the publishable key works from a browser', async () => {
    const { keys, url } = stack();
    const server = await fetch(`${url}/rest/v1/profiles?select=id`, {
      headers: {
        apikey: keys.publishableKey,
        authorization: `Bearer ${keys.secretKey}`,
        'user-agent': 'node',
      },
    });
    expect(server.status).toBe(200);
    const page = await fetch(`${url}/rest/v1/app_config?select=key`, {
      headers: { apikey: keys.publishableKey, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' },
    });
    expect(page.status).toBe(200);
  });
});

describe('forged JWTs', () => {
  type Forgery = {
    kind: string;
    token: (jwks: { keys: Record<string, unknown>[] }, claims: JwtClaims) => string;
  };
  const forgeries = (secret: string): fc.Arbitrary<Forgery> =>
    fc.oneof(
      fc.integer({ min: 60, max: 86_400 }).map((ahead) => ({
        kind: 'exp as a string',
        token: (_: unknown, c: JwtClaims) => signJwt({ ...c, exp: String(now() + ahead) } as never, secret),
      })),
      fc.constant({
        kind: 'no exp',
        token: (_: unknown, c: JwtClaims) =>
          signJwt(Object.fromEntries(Object.entries(c).filter(([k]) => k !== 'exp')), secret),
      }),
      fc.integer({ min: 120, max: 86_400 }).map((ahead) => ({
        kind: 'nbf in the future',
        token: (_: unknown, c: JwtClaims) => signJwt({ ...c, nbf: now() + ahead }, secret),
      })),
      fc.integer({ min: 120, max: 86_400 }).map((ahead) => ({
        kind: 'iat in the future',
        token: (_: unknown, c: JwtClaims) => signJwt({ ...c, iat: now() + ahead }, secret),
      })),
      fc.constantFrom('none', 'None', 'NONE').map((alg) => ({
        kind: `alg ${alg}`,
        token: (_: unknown, c: JwtClaims) =>
          `${Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(c)).toString('base64url')}.`,
      })),
      fc.constantFrom('jwk', 'pem', 'x').map((form) => ({
        kind: `HS256 signed with the public key (${form})`,
        token: (jwks: { keys: Record<string, unknown>[] }, c: JwtClaims) => {
          const jwk = jwks.keys[0]!;
          const pem = createPublicKey({ key: jwk as never, format: 'jwk' })
            .export({ type: 'spki', format: 'pem' })
            .toString();
          return signJwt(c, form === 'jwk' ? JSON.stringify(jwk) : form === 'pem' ? pem : String(jwk.x));
        },
      })),
      fc.constant({
        kind: 'ES256 with the published kid, signed by another key',
        token: (jwks: { keys: Record<string, unknown>[] }, c: JwtClaims) =>
          signJwtEs256(c, {
            kid: String(jwks.keys[0]!.kid),
            privateKey: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey,
          }),
      }),
    );

  it('none gets through PostgREST (401 PGRST301/303), Auth (403 bad_jwt) or the functions gateway (401)', async () => {
    const { url, keys } = stack();
    const victim = await stack().user('Forged Victim');
    const jwks = (await (await fetch(`${url}/auth/v1/.well-known/jwks.json`)).json()) as {
      keys: Record<string, unknown>[];
    };
    const claims = fc.record({
      role: fc.constantFrom('authenticated', 'service_role'),
      lifetime: fc.integer({ min: 60, max: 86_400 }),
    });
    const headers = (token: string) => ({ apikey: keys.anonKey, authorization: `Bearer ${token}` });

    // The same claims, signed properly, are accepted: the refusals below are the forgeries' alone.
    const genuine = signJwt(
      { role: 'authenticated', sub: victim.id, aud: 'authenticated', exp: now() + 600, iat: now() },
      keys.jwtSecret,
    );
    expect((await fetch(`${url}/rest/v1/profiles?select=id`, { headers: headers(genuine) })).status).toBe(
      200,
    );
    expect((await fetch(`${url}/auth/v1/user`, { headers: headers(genuine) })).status).toBe(200);

    await fc.assert(
      fc.asyncProperty(forgeries(keys.jwtSecret), claims, async (forgery, { role, lifetime }) => {
        const token = forgery.token(jwks, {
          role,
          sub: victim.id,
          aud: 'authenticated',
          exp: now() + lifetime,
        });
        const rest = await fetch(`${url}/rest/v1/profiles?select=id`, { headers: headers(token) });
        expect(rest.status, `REST, ${forgery.kind}`).toBe(401);
        expect(['PGRST301', 'PGRST303']).toContain(((await rest.json()) as { code: string }).code);
        const auth = await fetch(`${url}/auth/v1/${role === 'service_role' ? 'admin/users' : 'user'}`, {
          headers: headers(token),
        });
        expect(auth.status, `Auth, ${forgery.kind}`).toBe(403);
        expect(await auth.json()).toMatchObject({ code: 'bad_jwt' });
        const fn = await fetch(`${url}/functions/v1/generate-report`, {
          method: 'POST',
          headers: { ...headers(token), 'content-type': 'application/json' },
          body: '{}',
        });
        expect(fn.status, `functions, ${forgery.kind}`).toBe(401);
        expect(await fn.json()).toEqual({ code: 401, message: 'Invalid JWT' });
      }),
      { numRuns: 40 },
    );
  });

  it('each claim failure says which, as PostgREST and GoTrue do', async () => {
    const { url, keys } = stack();
    const send = async (claims: Record<string, unknown>) => {
      const token = signJwt(claims as JwtClaims, keys.jwtSecret);
      const rest = (await (
        await fetch(`${url}/rest/v1/app_config?select=key`, {
          headers: { apikey: keys.anonKey, authorization: `Bearer ${token}` },
        })
      ).json()) as { message: string };
      const auth = (await (
        await fetch(`${url}/auth/v1/user`, {
          headers: { apikey: keys.anonKey, authorization: `Bearer ${token}` },
        })
      ).json()) as { message: string };
      return [rest.message, auth.message];
    };
    expect(await send({ role: 'anon', exp: `${now() + 600}` })).toEqual([
      'JWT expired',
      'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    ]);
    expect(await send({ role: 'anon' })).toEqual([
      'JWT expired',
      'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    ]);
    expect(await send({ role: 'anon', exp: now() + 600, nbf: now() + 300 })).toEqual([
      'JWT not yet valid',
      'invalid JWT: unable to parse or verify signature, token has invalid claims: token is not valid yet',
    ]);
    expect(await send({ role: 'anon', exp: now() + 600, iat: now() + 300 })).toEqual([
      'JWT issued at future',
      'invalid JWT: unable to parse or verify signature, token has invalid claims: token used before issued',
    ]);
  });
});

describe('a stolen session changing the password (secure_password_change)', () => {
  it('a day-old session needs a reauthentication code, and generated wrong codes are refused, then limited', async () => {
    const victim = await stack().user('Stolen Session');
    const session = (await victim.client.auth.getSession()).data.session!;
    const sessionId = JSON.parse(
      Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString(),
    ).session_id;
    await stack().db.query(
      "update auth.sessions set created_at = now() - interval '25 hours' where id = $1::uuid",
      [sessionId],
    );
    const attempt = (body: Record<string, unknown>, address: string) =>
      raw(stack(), '/auth/v1/user', {
        method: 'PUT',
        body: JSON.stringify(body),
        token: session.access_token,
        headers: { 'x-forwarded-for': address },
      });

    const guesses = fc.sample(
      fc.tuple(password, fc.option(fc.stringMatching(/^\d{6}$/), { nil: undefined }), spoofedAddress),
      14,
    );
    const codes: string[] = [];
    for (const [next, nonce, address] of guesses)
      codes.push(
        ((await (await attempt({ password: next, nonce }, address)).json()) as { code: string }).code,
      );
    const guessed = guesses.filter(([, nonce]) => nonce !== undefined).length;
    expect(codes.filter((c) => c === 'reauthentication_needed')).toHaveLength(guesses.length - guessed);
    // Wrong codes count against the address as wrong e-mail codes do: ten, then 429.
    expect(codes.filter((c) => c === 'reauthentication_not_valid')).toHaveLength(Math.min(guessed, 10));
    expect(codes.filter((c) => c === 'over_request_rate_limit')).toHaveLength(Math.max(0, guessed - 10));
    // Nothing changed: the old password still signs in.
    expect(
      (await client(stack()).auth.signInWithPassword({ email: victim.email, password: victim.password }))
        .error,
    ).toBeNull();
  });
});

describe('token hashes', () => {
  it(`${FAILED_TOKEN_HASHES_GLOBAL} wrong hashes from three addresses, links and posts alike, then 429 even for the right one; the code still works`, async () => {
    const admin = stack().admin();
    const email = freshEmail('hashed');
    expect(
      (await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })).error,
    ).toBeNull();
    const { data } = await admin.auth.admin.generateLink({ type: 'magiclink', email });
    const right = data.properties!;
    const callers = fc.sample(spoofedAddress, 3);
    const attempts = fc.sample(
      fc.tuple(
        hex(56),
        fc.constantFrom('signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email'),
        fc.boolean(),
      ),
      30,
    );
    const outcomes: string[] = [];
    for (const [i, [hash, type, asLink]] of attempts.entries()) {
      const headers = { 'x-forwarded-for': callers[i % 3]! };
      if (asLink) {
        const response = await raw(
          stack(),
          `/auth/v1/verify?${new URLSearchParams({ token: hash, type, redirect_to: 'http://localhost:3000' })}`,
          { headers },
        );
        expect(response.status).toBe(303);
        outcomes.push(
          new URLSearchParams(new URL(response.headers.get('location')!).hash.slice(1)).get('error_code')!,
        );
      } else {
        outcomes.push(
          (
            (await (
              await raw(stack(), '/auth/v1/verify', {
                body: JSON.stringify({ type, token_hash: hash }),
                headers,
              })
            ).json()) as {
              code: string;
            }
          ).code,
        );
      }
    }
    expect(outcomes).toEqual([
      ...Array(FAILED_TOKEN_HASHES_GLOBAL).fill('otp_expired'),
      ...Array(30 - FAILED_TOKEN_HASHES_GLOBAL).fill('over_request_rate_limit'),
    ]);
    await expectAuthError(
      client(stack()).auth.verifyOtp({ token_hash: right.hashed_token, type: 'magiclink' }),
      429,
      'over_request_rate_limit',
    );
    // The code typed with its address is limited per address, and this one has no failures.
    const signedIn = await client(stack()).auth.verifyOtp({
      email,
      token: right.email_otp,
      type: 'magiclink',
    });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session?.user.email).toBe(email);
    await ordinary.expectStillServing();
  });
});

describe('the e-mail allowance', () => {
  it('recover, otp without sign-up and resend for unknown addresses send nothing and spend none of it; a real recovery still gets its e-mail', async () => {
    const unknown = fc.sample(
      fc.uniqueArray(unknownAddress, { minLength: 3 * EMAILS_PER_HOUR, maxLength: 3 * EMAILS_PER_HOUR }),
      1,
    )[0]!;
    const how = fc.sample(
      fc.tuple(fc.constantFrom('recover', 'otp', 'resend'), spoofedAddress),
      unknown.length,
    );
    for (const [i, email] of unknown.entries()) {
      const [kind, address] = how[i]!;
      const body =
        kind === 'recover'
          ? { email }
          : kind === 'otp'
            ? { email, create_user: false }
            : { email, type: 'signup' };
      const response = await raw(mailing(), `/auth/v1/${kind}`, {
        body: JSON.stringify(body),
        headers: { 'x-forwarded-for': address },
      });
      expect(response.status, `${kind} ${email}`).toBe(200);
      expect(await response.json()).toEqual({});
    }
    const { messages_count: sent } = await inbox(mailing()).list();
    expect(sent).toBe(0);

    const email = freshEmail('real');
    expect(
      (await mailing().admin().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true }))
        .error,
    ).toBeNull();
    const known = await raw(mailing(), '/auth/v1/recover', {
      body: JSON.stringify({ email }),
      headers: { 'x-forwarded-for': '198.51.100.9' },
    });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual({});
    expect((await inbox(mailing()).latest(email)).Tags).toEqual(['recovery']);
  });
});

describe("pre-registration of someone else's address", () => {
  it("the confirmer's sign-up replaces the earlier one: earlier codes die, the earlier password never signs in, the profile is the confirmer's", async () => {
    const people = fc
      .record({
        attacker: fc.record({ name: letters(1, 30), company: letters(1, 30), password }),
        victim: fc.record({ name: letters(1, 30), company: letters(1, 30), password }),
        way: fc.constantFrom('signup', 'otp', 'recovery'),
      })
      .filter(
        ({ attacker, victim }) =>
          attacker.password !== victim.password &&
          attacker.name !== victim.name &&
          attacker.company !== victim.company,
      );
    // Two e-mails a run, within the stack's allowance.
    await fc.assert(
      fc.asyncProperty(people, async ({ attacker, victim, way }) => {
        const email = freshEmail('victim');
        const mallory = client(mailing());
        const early = await mallory.auth.signUp({
          email,
          password: attacker.password,
          options: { data: { name: attacker.name, company: attacker.company } },
        });
        expect(early.error).toBeNull();
        const earlyCode = readMail(await inbox(mailing()).latest(email)).code;

        const owner = client(mailing());
        if (way === 'signup')
          expect(
            (
              await owner.auth.signUp({
                email,
                password: victim.password,
                options: { data: { name: victim.name, company: victim.company } },
              })
            ).error,
          ).toBeNull();
        if (way === 'otp')
          expect(
            (
              await owner.auth.signInWithOtp({
                email,
                options: { data: { name: victim.name, company: victim.company } },
              })
            ).error,
          ).toBeNull();
        if (way === 'recovery') expect((await owner.auth.resetPasswordForEmail(email)).error).toBeNull();
        const mail = readMail(await inbox(mailing()).latest(email));
        expect(mail.code).not.toBe(earlyCode);
        if (way !== 'recovery')
          await expectAuthError(
            client(mailing()).auth.verifyOtp({ email, token: earlyCode, type: 'email' }),
            403,
            'otp_expired',
          );

        const confirmed = await owner.auth.verifyOtp({
          email,
          token: mail.code,
          type: way === 'recovery' ? 'recovery' : 'email',
        });
        expect(confirmed.error).toBeNull();
        await expectAuthError(
          client(mailing()).auth.signInWithPassword({ email, password: attacker.password }),
          400,
          'invalid_credentials',
        );
        if (way === 'signup')
          expect(
            (await client(mailing()).auth.signInWithPassword({ email, password: victim.password })).error,
          ).toBeNull();

        const { data: profile, error } = await owner.from('profiles').select('name, company').single();
        expect(error).toBeNull();
        expect(profile).toEqual(
          way === 'recovery' ? { name: '', company: '' } : { name: victim.name, company: victim.company },
        );
      }),
      { numRuns: 4 },
    );
  });
});
