// E-mail limits as GoTrue answers them: max_frequency per user and kind ("For security purposes, you can
// only request this after N seconds."), the same for an address without an account, and the project's
// hourly e-mail allowance (over_email_send_rate_limit), which addresses without an account never spend
// but meet alike once it is used up. Then guessing codes: wrong ones count against
// the address, and past the limit even the right code waits.
import { describe, expect, it } from 'vitest';
import { FAILED_VERIFICATIONS_PER_ACCOUNT } from '../../src/auth/limits.ts';
import { PASSWORD, client, expectAuthError, freshEmail, inbox, useAuthStack } from './helpers.ts';

const EMAILS_PER_HOUR = 4;
const stack = useAuthStack({ emailSentPerHour: EMAILS_PER_HOUR, emailMaxFrequencySeconds: 60 });

async function account() {
  const email = freshEmail('limited');
  // Created by the administrator: no e-mail, so the hourly allowance is the tests' alone.
  const { error } = await stack()
    .admin()
    .auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  expect(error).toBeNull();
  return email;
}

describe('e-mail limits', () => {
  it('a second recovery e-mail within max_frequency is 429, and an unknown address is answered alike', async () => {
    const email = await account();
    expect((await client(stack()).auth.resetPasswordForEmail(email)).error).toBeNull();
    const second = await expectAuthError(
      client(stack()).auth.resetPasswordForEmail(email),
      429,
      'over_email_send_rate_limit',
    );
    expect(second.message).toMatch(
      /^For security purposes, you can only request this after (59|60) seconds\.$/,
    );
    expect(await inbox(stack()).to(email)).toHaveLength(1);

    const stranger = freshEmail('stranger');
    expect((await client(stack()).auth.resetPasswordForEmail(stranger)).error).toBeNull();
    const again = await expectAuthError(
      client(stack()).auth.resetPasswordForEmail(stranger),
      429,
      'over_email_send_rate_limit',
    );
    expect(again.message).toMatch(
      /^For security purposes, you can only request this after (59|60) seconds\.$/,
    );
  });

  it(`past ${EMAILS_PER_HOUR} e-mails an hour for the project, the next is 429 over_email_send_rate_limit`, async () => {
    // One of the allowance went to the test above; its unknown address spent none, and neither do these.
    for (let i = 0; i < EMAILS_PER_HOUR + 1; i++)
      expect((await client(stack()).auth.resetPasswordForEmail(freshEmail('nobody'))).error).toBeNull();
    expect((await client(stack()).auth.resetPasswordForEmail(await account())).error).toBeNull();
    expect((await client(stack()).auth.signInWithOtp({ email: await account() })).error).toBeNull();
    expect((await client(stack()).auth.resetPasswordForEmail(await account())).error).toBeNull();
    const over = await expectAuthError(
      client(stack()).auth.resetPasswordForEmail(await account()),
      429,
      'over_email_send_rate_limit',
    );
    expect(over.message).toBe('Email rate limit exceeded');
    // Once the allowance is used up, an unknown address gets the same answer (it does not tell them apart).
    const unknown = await expectAuthError(
      client(stack()).auth.resetPasswordForEmail(freshEmail('nobody')),
      429,
      'over_email_send_rate_limit',
    );
    expect(unknown.message).toBe('Email rate limit exceeded');
  });
});

describe('guessing codes', () => {
  it(`${FAILED_VERIFICATIONS_PER_ACCOUNT} wrong codes for one address, then 429 even for the right one`, async () => {
    const email = await account();
    const { data } = await stack().admin().auth.admin.generateLink({ type: 'magiclink', email });
    const right = data.properties!.email_otp;
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < FAILED_VERIFICATIONS_PER_ACCOUNT; i++) {
      await expectAuthError(
        client(stack()).auth.verifyOtp({ email, token: wrong, type: 'email' }),
        403,
        'otp_expired',
      );
    }
    await expectAuthError(
      client(stack()).auth.verifyOtp({ email, token: right, type: 'email' }),
      429,
      'over_request_rate_limit',
    );
    // Another address is not held up.
    const other = await account();
    const link = await stack().admin().auth.admin.generateLink({ type: 'magiclink', email: other });
    expect(
      (
        await client(stack()).auth.verifyOtp({
          email: other,
          token: link.data.properties!.email_otp,
          type: 'email',
        })
      ).error,
    ).toBeNull();
  });
});
