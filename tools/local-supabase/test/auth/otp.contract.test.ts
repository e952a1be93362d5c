// Signing in by e-mail (signInWithOtp): the magic link and the code in the same e-mail, each used once;
// a new address signed up on the way (unless shouldCreateUser is false, which still answers alike).
import { describe, expect, it } from 'vitest';
import {
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

describe('magic link and code', () => {
  it('by magic link: the link signs the user in, once', async () => {
    const { email, id } = await confirmedUser(stack());
    const app = client(stack());
    const sent = await app.auth.signInWithOtp({
      email,
      options: { emailRedirectTo: 'http://localhost:3000/dashboard' },
    });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({ user: null, session: null });
    const mail = await inbox(stack()).latest(email);
    expect(mail.Subject).toBe('Your sign-in link');
    expect(mail.Tags).toEqual(['magic_link']);
    const { link, type } = readMail(mail);
    expect(type).toBe('magiclink');
    const landing = await follow(link);
    expect(landing.pathname).toBe('/dashboard');
    const params = fragment(landing);
    expect(params.get('type')).toBe('magiclink');
    const session = await app.auth.setSession({
      access_token: params.get('access_token')!,
      refresh_token: params.get('refresh_token')!,
    });
    expect(session.data.user?.id).toBe(id);
    expect(fragment(await follow(link)).get('error_code')).toBe('otp_expired');
  });

  it('by code: verifyOtp with type email signs the user in, with amr otp', async () => {
    const { email, id } = await confirmedUser(stack());
    const app = client(stack());
    await app.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    const { code } = readMail(await inbox(stack()).latest(email));
    const { data, error } = await app.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(id);
    const claims = (await app.auth.getClaims()).data?.claims;
    expect(claims?.amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);
    await expectAuthError(
      client(stack()).auth.verifyOtp({ email, token: code, type: 'email' }),
      403,
      'otp_expired',
    );
  });

  it('by token hash (as a server-side confirm route does): verifyOtp with token_hash', async () => {
    const { email } = await confirmedUser(stack());
    await client(stack()).auth.signInWithOtp({ email });
    const { tokenHash } = readMail(await inbox(stack()).latest(email));
    const { data, error } = await client(stack()).auth.verifyOtp({ token_hash: tokenHash, type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it('a new address is signed up on the way: its first e-mail confirms it, with the metadata given', async () => {
    const email = freshEmail('newcomer');
    const app = client(stack());
    expect(
      (await app.auth.signInWithOtp({ email, options: { data: { name: 'New Comer' } } })).error,
    ).toBeNull();
    const mail = await inbox(stack()).latest(email);
    expect(mail.Tags).toEqual(['confirmation']);
    const { data, error } = await app.auth.verifyOtp({ email, token: readMail(mail).code, type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ name: 'New Comer', email_verified: true });
    const { data: profile } = await app.from('profiles').select('name').eq('id', data.user!.id).single();
    expect(profile).toEqual({ name: 'New Comer' });
  });

  it('shouldCreateUser false for an unknown address: the same answer, no user and no e-mail', async () => {
    const email = freshEmail('stranger');
    expect(await client(stack()).auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).toEqual(
      { data: { user: null, session: null }, error: null },
    );
    expect((await inbox(stack()).search(`to:${email}`)).messages_count).toBe(0);
    const { rows } = await stack().db.query('select 1 from auth.users where email = $1', [email]);
    expect(rows).toEqual([]);
  });

  it('with PKCE: the magic link returns a code for the app to exchange', async () => {
    const { email, id } = await confirmedUser(stack());
    const app = client(stack(), { pkce: true });
    await app.auth.signInWithOtp({
      email,
      options: { emailRedirectTo: 'http://localhost:3000/auth/callback' },
    });
    const landing = await follow(readMail(await inbox(stack()).latest(email)).link);
    expect(landing.pathname).toBe('/auth/callback');
    const { data, error } = await app.auth.exchangeCodeForSession(landing.searchParams.get('code')!);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(id);
    // A code works once, whatever verifier comes with it.
    const replay = await fetch(`${stack().url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: stack().keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: landing.searchParams.get('code'), code_verifier: 'v'.repeat(43) }),
    });
    expect(replay.status).toBe(404);
    expect(await replay.json()).toMatchObject({ code: 'flow_state_not_found' });
  });

  it('an invalid address is refused with validation_failed; a phone with phone_provider_disabled', async () => {
    await expectAuthError(
      client(stack()).auth.signInWithOtp({ email: 'not-an-address' }),
      400,
      'validation_failed',
    );
    await expectAuthError(
      client(stack()).auth.signInWithOtp({ phone: '+4512345678' }),
      400,
      'phone_provider_disabled',
    );
  });
});
