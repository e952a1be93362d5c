// TOTP with supabase-js's auth.mfa: enrol (secret, URI, QR code), verify to reach aal2, sign in again at
// aal1 and step up with a code computed here from the secret (RFC 6238), and each refusal GoTrue gives.
import { describe, expect, it } from 'vitest';
import { PASSWORD, client, confirmedUser, expectAuthError, totp, useAuthStack } from './helpers.ts';

const stack = useAuthStack();

async function enrolled() {
  const user = await confirmedUser(stack());
  const { data, error } = await user.client.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: 'Phone app',
  });
  expect(error).toBeNull();
  return { ...user, factor: data! };
}

describe('TOTP', () => {
  it('enrols with a secret, an otpauth URI and a QR code, and verifying it makes the session aal2', async () => {
    const { client: app, factor } = await enrolled();
    expect(factor.type).toBe('totp');
    expect(factor.friendly_name).toBe('Phone app');
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.uri).toMatch(
      /^otpauth:\/\/totp\/localhost%3A3000:user-.*\?algorithm=SHA1&digits=6&issuer=localhost%3A3000&period=30&secret=[A-Z2-7]{32}$/,
    );
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg[\s\S]*<\/svg>$/);

    const before = await app.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const { data, error } = await app.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totp(factor.totp.secret),
    });
    expect(error).toBeNull();
    expect(data?.access_token).toMatch(/^ey/);
    const after = await app.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data?.currentLevel).toBe('aal2');
    expect(after.data?.nextLevel).toBe('aal2');
    expect(
      after.data?.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method)),
    ).toEqual(['totp', 'otp']);
    const factors = await app.auth.mfa.listFactors();
    expect(factors.data?.totp.map((f) => [f.id, f.status])).toEqual([[factor.id, 'verified']]);
  });

  it('a later sign-in is aal1 with aal2 next, and a fresh code steps it up', async () => {
    const { email, factor, client: first } = await enrolled();
    const enrolledAt = Date.now() / 1000;
    await first.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totp(factor.totp.secret, enrolledAt),
    });

    const app = client(stack());
    await app.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await app.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    const challenge = await app.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000);

    // The code that enrolled the factor is spent; the next step's code is accepted (one step of skew).
    await expectAuthError(
      app.auth.mfa.verify({
        factorId: factor.id,
        challengeId: challenge.data!.id,
        code: totp(factor.totp.secret, enrolledAt),
      }),
      422,
      'mfa_verification_failed',
    );
    const next = await app.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: totp(factor.totp.secret, enrolledAt + 30),
    });
    expect(next.error).toBeNull();
    const claims = (await app.auth.getClaims()).data?.claims;
    expect(claims?.aal).toBe('aal2');
    // The challenge is used up.
    await expectAuthError(
      app.auth.mfa.verify({
        factorId: factor.id,
        challengeId: challenge.data!.id,
        code: totp(factor.totp.secret),
      }),
      422,
      'mfa_ip_address_mismatch',
    );
  });

  it('refuses a wrong code, an unknown challenge, and a factor of another user', async () => {
    const { client: app, factor } = await enrolled();
    const challenge = await app.auth.mfa.challenge({ factorId: factor.id });
    const wrong = totp(factor.totp.secret) === '000000' ? '111111' : '000000';
    const error = await expectAuthError(
      app.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: wrong }),
      422,
      'mfa_verification_failed',
    );
    expect(error.message).toBe('Invalid TOTP code entered');
    await expectAuthError(
      app.auth.mfa.verify({
        factorId: factor.id,
        challengeId: '00000000-0000-4000-8000-000000000000',
        code: wrong,
      }),
      404,
      'mfa_factor_not_found',
    );
    const other = await confirmedUser(stack());
    await expectAuthError(
      other.client.auth.mfa.challenge({ factorId: factor.id }),
      404,
      'mfa_factor_not_found',
    );
  });

  it('with a verified factor: password and e-mail changes and unenrolling need aal2', async () => {
    const { email, factor, client: first } = await enrolled();
    await first.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totp(factor.totp.secret) });
    const app = client(stack());
    await app.auth.signInWithPassword({ email, password: PASSWORD });
    await expectAuthError(app.auth.updateUser({ password: 'another pass 7' }), 401, 'insufficient_aal');
    await expectAuthError(app.auth.mfa.unenroll({ factorId: factor.id }), 422, 'insufficient_aal');
    await expectAuthError(
      app.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' }),
      403,
      'insufficient_aal',
    );
    // At aal2 it may unenrol; the session goes back to aal1.
    expect((await first.auth.mfa.unenroll({ factorId: factor.id })).error).toBeNull();
    await first.auth.refreshSession();
    expect((await first.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal1',
    });
  });

  it('refuses a second factor with the same name, and factor types that are not enabled', async () => {
    const { client: app } = await enrolled();
    await expectAuthError(
      app.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' }),
      422,
      'mfa_factor_name_conflict',
    );
    await expectAuthError(
      app.auth.mfa.enroll({ factorType: 'phone', phone: '+4512345678' }),
      422,
      'mfa_phone_enroll_not_enabled',
    );
  });

  it("verifying a factor ends the user's other aal1 sessions", async () => {
    const { email, factor, client: app } = await enrolled();
    const laptop = client(stack());
    await laptop.auth.signInWithPassword({ email, password: PASSWORD });
    await app.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totp(factor.totp.secret) });
    expect((await laptop.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
  });
});

describe('admin and MFA', () => {
  it("lists and deletes a user's factors", async () => {
    const { id, factor } = await enrolled();
    const admin = stack().admin().auth.admin.mfa;
    const listed = await admin.listFactors({ userId: id });
    expect(listed.data?.factors.map((f) => f.id)).toEqual([factor.id]);
    expect((await admin.deleteFactor({ userId: id, id: factor.id })).error).toBeNull();
    expect((await admin.listFactors({ userId: id })).data?.factors).toEqual([]);
  });
});
