// Each refusal with GoTrue's status and code: expired codes, password changes (weak, the same as
// before, needing reauthentication with secure_password_change), features config.toml leaves off, and
// the new endpoints' answers to hostile input (bounded bodies and JSON, control characters, wrong
// types): always a 4xx with {code, message}, never a 500.
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/http/limits.ts';
import { expectAuthError as expectRawError, raw } from '../bad-input/http.ts';
import {
  PASSWORD,
  client,
  codeIn,
  confirmedUser,
  expectAuthError,
  freshEmail,
  inbox,
  useAuthStack,
} from './helpers.ts';

const OTP_EXPIRY_SECONDS = 2;
const stack = useAuthStack({ securePasswordChange: true, otpExpirySeconds: OTP_EXPIRY_SECONDS });

describe('codes', () => {
  it(`a code older than otp_expiry (${OTP_EXPIRY_SECONDS} s) is refused with otp_expired`, async () => {
    const { email } = await confirmedUser(stack());
    const { data } = await stack().admin().auth.admin.generateLink({ type: 'magiclink', email });
    await new Promise((resolve) => setTimeout(resolve, OTP_EXPIRY_SECONDS * 1000 + 500));
    const error = await expectAuthError(
      client(stack()).auth.verifyOtp({ email, token: data.properties!.email_otp, type: 'email' }),
      403,
      'otp_expired',
    );
    expect(error.message).toBe('Token has expired or is invalid');
  });

  it('verify without a type, or with both a code and a token hash, is validation_failed', async () => {
    const send = (body: unknown) => raw(stack(), '/auth/v1/verify', { body: JSON.stringify(body) });
    await expectRawError(await send({ token: '123456', email: 'a@example.com' }), 400, 'validation_failed');
    await expectRawError(
      await send({ type: 'email', token: '123456', token_hash: 'abc', email: 'a@example.com' }),
      400,
      'validation_failed',
    );
    await expectRawError(await send({ type: 'email', token: '123456' }), 400, 'validation_failed');
    await expectRawError(await send({ type: 'teleport', token_hash: 'abc' }), 400, 'validation_failed');
    const get = await fetch(`${stack().url}/auth/v1/verify?type=signup`);
    await expectRawError(get, 400, 'validation_failed');
  });
});

describe('password changes', () => {
  it('a weak password is refused with weak_password and its reasons; the same password with same_password', async () => {
    const { client: app } = await confirmedUser(stack());
    const weak = await expectAuthError(
      app.auth.updateUser({ password: 'lettersonly' }),
      422,
      'weak_password',
    );
    expect((weak as { reasons?: string[] }).reasons).toEqual(['characters']);
    const same = await expectAuthError(app.auth.updateUser({ password: PASSWORD }), 422, 'same_password');
    expect(same.message).toBe('New password should be different from the old password.');
  });

  it('with secure_password_change, a session older than a day needs the reauthentication code', async () => {
    const { client: app, email, session } = await confirmedUser(stack());
    await stack().db.query(
      "update auth.sessions set created_at = now() - interval '25 hours' where id = $1::uuid",
      [JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()).session_id],
    );
    await expectAuthError(
      app.auth.updateUser({ password: 'renewed pass 4' }),
      400,
      'reauthentication_needed',
    );
    expect((await app.auth.reauthenticate()).error).toBeNull();
    const mail = await inbox(stack()).latest(email);
    expect(mail.Tags).toEqual(['reauthentication']);
    const code = codeIn(mail);
    await expectAuthError(
      app.auth.updateUser({ password: 'renewed pass 4', nonce: code === '000000' ? '111111' : '000000' }),
      400,
      'reauthentication_not_valid',
    );
    expect((await app.auth.updateUser({ password: 'renewed pass 4', nonce: code })).error).toBeNull();
    expect(
      (await client(stack()).auth.signInWithPassword({ email, password: 'renewed pass 4' })).error,
    ).toBeNull();
  });

  it("a recent session changes its password without a code, and the user's other sessions end", async () => {
    const { client: app, email } = await confirmedUser(stack());
    const other = client(stack());
    await other.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await app.auth.updateUser({ password: 'fresh pass 5' })).error).toBeNull();
    expect((await other.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await app.auth.getUser()).error).toBeNull();
  });
});

describe('features left off in config.toml', () => {
  it('anonymous sign-in is anonymous_provider_disabled; identity linking is manual_linking_disabled', async () => {
    await expectAuthError(client(stack()).auth.signInAnonymously(), 422, 'anonymous_provider_disabled');
    const { client: app } = await confirmedUser(stack());
    const link = await app.auth.linkIdentity({ provider: 'google', options: { skipBrowserRedirect: true } });
    expect({ status: link.error?.status, code: link.error?.code }).toEqual({
      status: 404,
      code: 'manual_linking_disabled',
    });
  });
});

describe('hostile input on the new endpoints', () => {
  const big = `{"email":"${'a'.repeat(70 * 1024)}@example.com"}`;
  const deep = `{"email":"a@example.com","data":${'['.repeat(LIMITS.jsonDepth + 2)}${']'.repeat(LIMITS.jsonDepth + 2)}}`;
  const surfaces: [string, string][] = [
    ['POST', '/auth/v1/recover'],
    ['POST', '/auth/v1/otp'],
    ['POST', '/auth/v1/resend'],
    ['POST', '/auth/v1/verify'],
    ['POST', '/auth/v1/invite'],
    ['POST', '/auth/v1/admin/users'],
    ['POST', '/auth/v1/admin/generate_link'],
  ];
  const admin = (path: string) => path.includes('/admin/') || path.endsWith('/invite');
  const send = (path: string, body: string) =>
    raw(stack(), path, { body, token: admin(path) ? stack().keys.serviceRoleKey : undefined });

  it.each(surfaces)(
    '%s %s: a 70 KB body is 413, deep JSON and non-objects are bad_json',
    async (_method, path) => {
      await expectRawError(await send(path, big), 413, 'request_too_large');
      const tooDeep = await send(path, deep);
      expect(tooDeep.status).toBeGreaterThanOrEqual(400);
      expect(tooDeep.status).toBeLessThan(500);
      await expectRawError(await send(path, '[1,2]'), 400, 'bad_json');
      await expectRawError(await send(path, '{"email": '), 400, 'bad_json');
    },
  );

  it.each(surfaces.filter(([, path]) => !path.endsWith('/verify')))(
    '%s %s: e-mails with control characters or of the wrong type are validation_failed',
    async (_method, path) => {
      const extra = path.endsWith('/resend')
        ? { type: 'signup' }
        : path.endsWith('/generate_link')
          ? { type: 'magiclink' }
          : {};
      for (const email of [
        'a\u0000b@example.com',
        'a@b.c\r\nBcc: victim@example.com',
        12345,
        ['x@example.com'],
        { $ne: null },
      ]) {
        await expectRawError(await send(path, JSON.stringify({ ...extra, email })), 400, 'validation_failed');
      }
    },
  );

  it('MFA and identity paths with malformed ids are 404 with a code, not 500', async () => {
    const { session } = await confirmedUser(stack());
    const token = session.access_token;
    await expectRawError(
      await raw(stack(), '/auth/v1/factors/not-a-uuid/challenge', { token, body: '{}' }),
      404,
      'validation_failed',
    );
    await expectRawError(
      await raw(stack(), '/auth/v1/factors/%E0%A4%A/verify', { token, body: '{}' }),
      400,
      'validation_failed',
    );
    await expectRawError(
      await raw(stack(), '/auth/v1/factors', {
        token,
        body: JSON.stringify({ factor_type: 'totp', friendly_name: 'x'.repeat(300) }),
      }),
      400,
      'validation_failed',
    );
    await expectRawError(
      await raw(stack(), '/auth/v1/factors', {
        token,
        body: JSON.stringify({ factor_type: { totp: true } }),
      }),
      400,
      'validation_failed',
    );
  });

  it('a token hash of 10 KB or with control characters is refused before it reaches the database', async () => {
    await expectRawError(
      await raw(stack(), '/auth/v1/verify', {
        body: JSON.stringify({ type: 'email', token_hash: 'a'.repeat(10_000) }),
      }),
      400,
      'validation_failed',
    );
    await expectRawError(
      await raw(stack(), '/auth/v1/verify', {
        body: JSON.stringify({ type: 'email', token_hash: 'a\u0000b' }),
      }),
      400,
      'validation_failed',
    );
    const link = await fetch(`${stack().url}/auth/v1/verify?type=email&token=${'b'.repeat(5000)}`);
    await expectRawError(link, 400, 'validation_failed');
    expect((await inbox(stack()).search(`to:${freshEmail('none')}`)).messages).toEqual([]);
  });
});
