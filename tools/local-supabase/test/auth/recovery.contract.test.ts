// Password reset end to end, as a person does it: ask for the e-mail, open the link from the inbox
// (or type its code), choose a new password, sign in with it. The link works once; an address
// without an account gets the same answer and no e-mail.
import { describe, expect, it } from 'vitest';
import {
  PASSWORD,
  client,
  confirmedUser,
  expectAuthError,
  follow,
  fragment,
  freshEmail,
  inbox,
  readMail,
  useAuthStack,
} from './helpers.ts';

const stack = useAuthStack();

describe('password reset', () => {
  it("by link: the e-mail's link signs the user in for recovery, the new password works and the old one does not", async () => {
    const { email } = await confirmedUser(stack());
    const app = client(stack());
    const asked = await app.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/reset' });
    expect(asked).toEqual({ data: {}, error: null });

    const mail = await inbox(stack()).latest(email);
    expect(mail.Subject).toBe('Reset your password');
    expect(mail.Tags).toEqual(['recovery']);
    const { link, type } = readMail(mail);
    expect(type).toBe('recovery');

    const landing = await follow(link);
    expect(landing.origin + landing.pathname).toBe('http://localhost:3000/reset');
    const params = fragment(landing);
    expect(params.get('type')).toBe('recovery');
    const session = await app.auth.setSession({
      access_token: params.get('access_token')!,
      refresh_token: params.get('refresh_token')!,
    });
    expect(session.error).toBeNull();
    expect((await app.auth.updateUser({ password: 'brand new pass 2' })).error).toBeNull();

    await expectAuthError(
      client(stack()).auth.signInWithPassword({ email, password: PASSWORD }),
      400,
      'invalid_credentials',
    );
    expect(
      (await client(stack()).auth.signInWithPassword({ email, password: 'brand new pass 2' })).error,
    ).toBeNull();

    // The link was used: a second visit is sent back with otp_expired.
    const again = fragment(await follow(link));
    expect(again.get('error_code')).toBe('otp_expired');
    expect(again.get('error')).toBe('access_denied');
  });

  it('by code: verifyOtp with type recovery gives a session (and fires PASSWORD_RECOVERY)', async () => {
    const { email } = await confirmedUser(stack());
    const app = client(stack());
    await app.auth.resetPasswordForEmail(email);
    const { code } = readMail(await inbox(stack()).latest(email));
    const events: string[] = [];
    app.auth.onAuthStateChange((event) => void events.push(event));
    const { data, error } = await app.auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(events).toContain('PASSWORD_RECOVERY');
    await expectAuthError(
      client(stack()).auth.verifyOtp({ email, token: code, type: 'recovery' }),
      403,
      'otp_expired',
    );
  });

  it('with PKCE: the link brings back a code the app exchanges with its verifier', async () => {
    const { email } = await confirmedUser(stack());
    const app = client(stack(), { pkce: true });
    expect(
      (await app.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/reset' })).error,
    ).toBeNull();
    const { link, tokenHash } = readMail(await inbox(stack()).latest(email));
    expect(tokenHash.startsWith('pkce_')).toBe(true);
    const landing = await follow(link);
    const code = landing.searchParams.get('code');
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    const exchanged = await app.auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
  });

  it('an unknown address gets the same answer and no e-mail', async () => {
    const email = freshEmail('nobody');
    expect(await client(stack()).auth.resetPasswordForEmail(email)).toEqual({ data: {}, error: null });
    expect((await inbox(stack()).search(`to:${email}`)).messages_count).toBe(0);
  });

  it('a code for another address, a wrong code and a made-up token hash are refused with otp_expired', async () => {
    const { email } = await confirmedUser(stack());
    const other = await confirmedUser(stack());
    await client(stack()).auth.resetPasswordForEmail(email);
    const { code } = readMail(await inbox(stack()).latest(email));
    await expectAuthError(
      client(stack()).auth.verifyOtp({ email: other.email, token: code, type: 'recovery' }),
      403,
      'otp_expired',
    );
    await expectAuthError(
      client(stack()).auth.verifyOtp({
        email,
        token: code === '000000' ? '111111' : '000000',
        type: 'recovery',
      }),
      403,
      'otp_expired',
    );
    await expectAuthError(
      client(stack()).auth.verifyOtp({ token_hash: 'f'.repeat(56), type: 'recovery' }),
      403,
      'otp_expired',
    );
    expect((await client(stack()).auth.verifyOtp({ email, token: code, type: 'recovery' })).error).toBeNull();
  });

  it('a redirect_to off the allow-list is replaced by the site URL in the e-mail and on the way back', async () => {
    const { email } = await confirmedUser(stack());
    await client(stack()).auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example/steal' });
    const { link } = readMail(await inbox(stack()).latest(email));
    expect(link).not.toContain('evil.example');
    expect((await follow(link)).origin).toBe('http://localhost:3000');
  });
});
