// With enable_manual_linking and enable_anonymous_sign_ins on: linking a Google identity to a signed-in
// account through the local consent page, unlinking it again (never the last one), and anonymous users
// who later become ordinary ones.
import { describe, expect, it } from 'vitest';
import { openConsentPage, submitConsent } from '../consent-page.ts';
import {
  PASSWORD,
  client,
  confirmedUser,
  expectAuthError,
  fragment,
  freshEmail,
  inbox,
  readMail,
  useAuthStack,
} from './helpers.ts';

const stack = useAuthStack({ enableManualLinking: true, enableAnonymousSignIns: true });

async function linkGoogle(app: ReturnType<typeof client>, googleEmail: string) {
  const { data, error } = await app.auth.linkIdentity({
    provider: 'google',
    options: { redirectTo: 'http://localhost:3000/profile', skipBrowserRedirect: true },
  });
  expect(error).toBeNull();
  expect(data.url).toContain('/auth/v1/authorize?provider=google');
  const page = await openConsentPage(data.url!);
  expect(page.hidden.link_state).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const answer = await submitConsent(stack().url, page, {
    email: googleEmail,
    name: 'Linked Person',
    decision: 'allow',
  });
  expect(answer.status).toBe(302);
  return { location: new URL(answer.headers.get('location')!), page };
}

describe('linking', () => {
  it('links a Google identity to the signed-in account, and unlinks it', async () => {
    const user = await confirmedUser(stack());
    const { location } = await linkGoogle(user.client, freshEmail('google'));
    expect(location.pathname).toBe('/profile');
    const tokens = fragment(location);
    const session = await user.client.auth.setSession({
      access_token: tokens.get('access_token')!,
      refresh_token: tokens.get('refresh_token')!,
    });
    expect(session.data.user?.id).toBe(user.id);
    const { data } = await user.client.auth.getUserIdentities();
    expect(data?.identities.map((i) => i.provider).sort()).toEqual(['email', 'google']);
    expect((await user.client.auth.getUser()).data.user?.app_metadata.providers).toEqual(['email', 'google']);

    const google = data!.identities.find((i) => i.provider === 'google')!;
    expect((await user.client.auth.unlinkIdentity(google)).error).toBeNull();
    const after = await user.client.auth.getUserIdentities();
    expect(after.data?.identities.map((i) => i.provider)).toEqual(['email']);
    // The last identity stays.
    await expectAuthError(
      user.client.auth.unlinkIdentity(after.data!.identities[0]!),
      422,
      'single_identity_not_deletable',
    );
  });

  it('an identity already linked elsewhere is refused in the redirect; a link state works once', async () => {
    const googleEmail = freshEmail('shared-google');
    const first = await confirmedUser(stack());
    await linkGoogle(first.client, googleEmail);
    const second = await confirmedUser(stack());
    const { location, page } = await linkGoogle(second.client, googleEmail);
    expect(fragment(location).get('error_code')).toBe('identity_already_exists');
    const replay = await submitConsent(stack().url, page, { email: freshEmail('other'), decision: 'allow' });
    expect(fragment(new URL(replay.headers.get('location')!)).get('error_code')).toBe('bad_oauth_state');
  });

  it('a link state cannot be traded for a session at /token', async () => {
    const user = await confirmedUser(stack());
    const { data } = await user.client.auth.linkIdentity({
      provider: 'google',
      options: { skipBrowserRedirect: true },
    });
    const state = new URL(data.url!).searchParams.get('link_state');
    const response = await fetch(`${stack().url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: stack().keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: state, code_verifier: '' }),
    });
    expect(response.status).toBe(404);
  });
});

describe('anonymous users', () => {
  it('sign in anonymously with is_anonymous in the token, then add an e-mail and a password', async () => {
    const app = client(stack());
    const { data, error } = await app.auth.signInAnonymously({ options: { data: { name: 'Guest' } } });
    expect(error).toBeNull();
    expect(data.user?.is_anonymous).toBe(true);
    expect((await app.auth.getClaims()).data?.claims).toMatchObject({
      is_anonymous: true,
      role: 'authenticated',
      amr: [{ method: 'anonymous', timestamp: expect.any(Number) }],
    });
    const { data: profile } = await app.from('profiles').select('name').eq('id', data.user!.id).single();
    expect(profile).toEqual({ name: 'Guest' });
    await expectAuthError(app.auth.updateUser({ password: PASSWORD }), 422, 'validation_failed');
    // MFA is for real accounts only.
    const enroll = await app.auth.mfa.enroll({ factorType: 'totp' });
    expect(enroll.error?.status).toBe(403);

    // The new address is confirmed by its own e-mail (there is no old one to ask).
    const email = freshEmail('was-anonymous');
    expect((await app.auth.updateUser({ email })).error).toBeNull();
    const mails = await inbox(stack()).to(email);
    expect(mails).toHaveLength(1);
    const confirmed = await app.auth.verifyOtp({
      email,
      token: readMail(mails[0]!).code,
      type: 'email_change',
    });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user).toMatchObject({ email, is_anonymous: false });
    expect((await app.auth.updateUser({ password: PASSWORD })).error).toBeNull();
    expect((await client(stack()).auth.signInWithPassword({ email, password: PASSWORD })).data.user?.id).toBe(
      data.user!.id,
    );
  });
});
