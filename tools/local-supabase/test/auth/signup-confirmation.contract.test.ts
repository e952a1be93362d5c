// Sign-up with [auth.email] enable_confirmations on: no session until the e-mail's link or code is
// used, email_not_confirmed on password sign-in before that, the e-mail in the user's language, resend,
// an address that already has an account answered like a new one, and one still waiting for
// confirmation taken over by the newest sign-up (never by an earlier signer's password or details).
import { describe, expect, it } from 'vitest';
import {
  PASSWORD,
  client,
  expectAuthError,
  follow,
  fragment,
  freshEmail,
  inbox,
  readMail,
  useAuthStack,
} from './helpers.ts';

const stack = useAuthStack();

describe('sign-up with confirmations', () => {
  it('gives no session; password sign-in says email_not_confirmed until the link is opened', async () => {
    const email = freshEmail('confirm');
    const app = client(stack());
    const { data, error } = await app.auth.signUp({
      email,
      password: PASSWORD,
      options: {
        data: { name: 'Ada', company: 'Engines' },
        emailRedirectTo: 'http://localhost:3000/welcome',
      },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at ?? null).toBeNull();
    expect(data.user?.confirmation_sent_at).toEqual(expect.any(String));
    await expectAuthError(
      app.auth.signInWithPassword({ email, password: PASSWORD }),
      400,
      'email_not_confirmed',
    );
    // The wrong password still says only that the credentials are wrong.
    await expectAuthError(
      app.auth.signInWithPassword({ email, password: 'wrong pass 9' }),
      400,
      'invalid_credentials',
    );

    const mail = await inbox(stack()).latest(email);
    expect(mail.Subject).toBe('Confirm your e-mail address');
    expect(mail.Tags).toEqual(['confirmation']);
    expect(mail.HTML).toContain(`confirm ${email}`);
    const { link, type } = readMail(mail);
    expect(type).toBe('signup');
    const landing = await follow(link);
    expect(landing.origin + landing.pathname).toBe('http://localhost:3000/welcome');
    expect(fragment(landing).get('type')).toBe('signup');
    expect(fragment(landing).get('access_token')).toMatch(/^ey/);

    const signedIn = await app.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(signedIn.data.user?.user_metadata).toMatchObject({ name: 'Ada', email_verified: true });
    const profile =
      (await signedIn.data.session) &&
      (await app.from('profiles').select('name, company').eq('id', signedIn.data.user!.id).single());
    expect(profile && profile.data).toEqual({ name: 'Ada', company: 'Engines' });
  });

  it('by code: verifyOtp with type email (or signup) confirms and signs in', async () => {
    const email = freshEmail('code');
    const app = client(stack());
    await app.auth.signUp({ email, password: PASSWORD });
    const { code } = readMail(await inbox(stack()).latest(email));
    expect(code).toMatch(/^\d{6}$/);
    const { data, error } = await app.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toMatch(/^ey/);
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
  });

  it('writes the e-mail in Danish for a user who chose Danish', async () => {
    const email = freshEmail('dansk');
    await client(stack()).auth.signUp({ email, password: PASSWORD, options: { data: { language: 'da' } } });
    const mail = await inbox(stack()).latest(email);
    expect(mail.Subject).toBe('Bekræft din e-mailadresse');
    expect(mail.Text).toContain('Eller indtast koden');
    expect(mail.HTML).not.toContain('Confirm');
  });

  it('resend sends a new code and the old one stops working', async () => {
    const email = freshEmail('resend');
    const app = client(stack());
    await app.auth.signUp({ email, password: PASSWORD });
    const first = readMail(await inbox(stack()).latest(email));
    expect((await app.auth.resend({ type: 'signup', email })).error).toBeNull();
    const messages = await inbox(stack()).to(email);
    expect(messages).toHaveLength(2);
    const second = readMail(messages[0]!);
    expect(second.code).not.toBe(first.code);
    await expectAuthError(
      app.auth.verifyOtp({ email, token: first.code, type: 'signup' }),
      403,
      'otp_expired',
    );
    expect((await app.auth.verifyOtp({ email, token: second.code, type: 'signup' })).error).toBeNull();
    // Confirmed: a resend sends nothing more.
    expect((await app.auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(await inbox(stack()).to(email)).toHaveLength(2);
  });

  it('a sign-up for an address that already has an account is answered like a new one, and nothing is sent', async () => {
    const email = freshEmail('taken');
    const app = client(stack());
    const first = await app.auth.signUp({ email, password: PASSWORD });
    await app.auth.verifyOtp({
      email,
      token: readMail(await inbox(stack()).latest(email)).code,
      type: 'email',
    });
    const again = await client(stack()).auth.signUp({ email, password: 'other pass 9' });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user?.id).not.toBe(first.data.user?.id);
    expect(again.data.user?.identities).toEqual([]);
    expect(await inbox(stack()).to(email)).toHaveLength(1);
    await expectAuthError(
      client(stack()).auth.signInWithPassword({ email, password: 'other pass 9' }),
      400,
      'invalid_credentials',
    );
  });

  it('a new sign-up of an unconfirmed address replaces the earlier one: its password, its details, its link and code', async () => {
    const email = freshEmail('claimed');
    const early = await client(stack()).auth.signUp({
      email,
      password: 'early pass 1',
      options: { data: { name: 'Early', company: 'Early Co' } },
    });
    expect(early.error).toBeNull();
    const earlyMail = readMail(await inbox(stack()).latest(email));
    const app = client(stack());
    expect(
      (
        await app.auth.signUp({
          email,
          password: PASSWORD,
          options: { data: { name: 'Owner', company: 'Owner Co' } },
        })
      ).error,
    ).toBeNull();
    const mail = readMail(await inbox(stack()).latest(email));
    // The earlier e-mail's link and code no longer work.
    expect(fragment(await follow(earlyMail.link)).get('error_code')).toBe('otp_expired');
    await expectAuthError(
      client(stack()).auth.verifyOtp({ email, token: earlyMail.code, type: 'email' }),
      403,
      'otp_expired',
    );
    const confirmed = await app.auth.verifyOtp({ email, token: mail.code, type: 'email' });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user?.user_metadata).toMatchObject({
      name: 'Owner',
      company: 'Owner Co',
      email_verified: true,
    });
    expect((await app.from('profiles').select('name, company').single()).data).toEqual({
      name: 'Owner',
      company: 'Owner Co',
    });
    await expectAuthError(
      client(stack()).auth.signInWithPassword({ email, password: 'early pass 1' }),
      400,
      'invalid_credentials',
    );
    expect((await client(stack()).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('a recovery link for an unconfirmed address confirms it without the password or details someone else signed up with', async () => {
    const email = freshEmail('recovered');
    await client(stack()).auth.signUp({
      email,
      password: 'someone else 2',
      options: { data: { name: 'Someone Else' } },
    });
    const app = client(stack());
    expect((await app.auth.resetPasswordForEmail(email)).error).toBeNull();
    const recovered = await app.auth.verifyOtp({
      email,
      token: readMail(await inbox(stack()).latest(email)).code,
      type: 'recovery',
    });
    expect(recovered.error).toBeNull();
    expect(recovered.data.user?.user_metadata.name).toBeUndefined();
    expect((await app.from('profiles').select('name').single()).data).toEqual({ name: '' });
    await expectAuthError(
      client(stack()).auth.signInWithPassword({ email, password: 'someone else 2' }),
      400,
      'invalid_credentials',
    );
    expect((await app.auth.updateUser({ password: 'my own pass 3' })).error).toBeNull();
  });

  it('a confirmation link opened twice is refused the second time, in the redirect', async () => {
    const email = freshEmail('twice');
    await client(stack()).auth.signUp({ email, password: PASSWORD });
    const { link } = readMail(await inbox(stack()).latest(email));
    expect(fragment(await follow(link)).get('access_token')).toMatch(/^ey/);
    const second = fragment(await follow(link));
    expect(second.get('error_code')).toBe('otp_expired');
    expect(second.get('error_description')).toBe('Email link is invalid or has expired');
  });
});

describe('settings', () => {
  it('tell supabase-js that e-mail sign-ups need confirming', async () => {
    const response = await fetch(`${stack().url}/auth/v1/settings`, {
      headers: { apikey: stack().keys.anonKey },
    });
    expect(await response.json()).toMatchObject({
      mailer_autoconfirm: false,
      external: { email: true, anonymous_users: false },
    });
  });
});
