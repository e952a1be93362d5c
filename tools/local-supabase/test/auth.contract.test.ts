// GoTrue's API as supabase-js uses it, against the local stack.
import { describe, expect, it } from 'vitest';
import { openConsentPage, submitConsent } from './consent-page.ts';
import { useStack } from './stack.ts';

const stack = useStack();

describe('sign-up', () => {
  it('creates the user and, through the trigger, a profile with name, company and an empty description', async () => {
    const { client, id, email } = await stack().user('Ada Lovelace', 'Analytical Engines');
    const { data, error } = await client.from('profiles').select('*').eq('id', id).single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id,
      email,
      name: 'Ada Lovelace',
      company: 'Analytical Engines',
      architecture_description: '',
    });
  });

  it('answers a second sign-up with the same e-mail with user_already_exists', async () => {
    const { email } = await stack().user();
    const { error } = await stack().client().auth.signUp({ email, password: 'another pass 2' });
    expect(error?.code).toBe('user_already_exists');
    expect(error?.status).toBe(422);
  });

  it('refuses a weak password with weak_password and the reasons', async () => {
    const { error } = await stack().client().auth.signUp({ email: 'weak@example.com', password: 'short' });
    expect(error?.code).toBe('weak_password');
    expect(error?.name).toBe('AuthWeakPasswordError');
  });

  it('refuses a malformed e-mail with validation_failed', async () => {
    const { error } = await stack()
      .client()
      .auth.signUp({ email: 'not-an-email', password: 'long enough 1' });
    expect(error?.code).toBe('validation_failed');
  });
});

describe('password sign-in', () => {
  it('signs in with the right password', async () => {
    const { email, password, id } = await stack().user();
    const { data, error } = await stack().client().auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(id);
    expect(data.session?.access_token).toMatch(/^ey/);
  });

  it('answers a wrong password and an unknown e-mail alike with invalid_credentials', async () => {
    const { email } = await stack().user();
    const wrong = await stack().client().auth.signInWithPassword({ email, password: 'wrong password 1' });
    const unknown = await stack()
      .client()
      .auth.signInWithPassword({ email: 'nobody@example.com', password: 'whatever 1' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(unknown.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.status).toBe(400);
  });
});

describe('sessions', () => {
  it('refreshes a session with a rotated refresh token', async () => {
    const { client } = await stack().user();
    const before = (await client.auth.getSession()).data.session!;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(before.refresh_token);
    expect(data.session?.user.id).toBe(before.user.id);
  });

  it('sign-out revokes the refresh token and ends the session', async () => {
    const { client } = await stack().user();
    const session = (await client.auth.getSession()).data.session!;
    expect((await client.auth.signOut()).error).toBeNull();
    const other = stack().client();
    const refreshed = await other.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
    const user = await other.auth.getUser(session.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');
  });

  it('getUser returns the signed-in user; updateUser merges metadata', async () => {
    const { client, id } = await stack().user('Grace', 'Navy');
    const { data } = await client.auth.getUser();
    expect(data.user?.id).toBe(id);
    const updated = await client.auth.updateUser({ data: { theme: 'dark' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ name: 'Grace', company: 'Navy', theme: 'dark' });
  });
});

describe('social sign-in through the local consent page', () => {
  async function socialSignIn(provider: 'google' | 'apple', email: string, name: string) {
    const client = stack().client();
    const { data, error } = await client.auth.signInWithOAuth({
      provider,
      options: {
        redirectTo: 'http://localhost:3000/dashboard',
        skipBrowserRedirect: true,
        scopes: provider === 'apple' ? 'email name' : undefined,
      },
    });
    expect(error).toBeNull();
    const page = await openConsentPage(data.url!);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Local development sign-in');
    const answer = await submitConsent(stack().url, page, { email, name, decision: 'allow' });
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://localhost:3000/dashboard');
    const tokens = new URLSearchParams(location.hash.slice(1));
    const session = await client.auth.setSession({
      access_token: tokens.get('access_token')!,
      refresh_token: tokens.get('refresh_token')!,
    });
    expect(session.error).toBeNull();
    return { client, user: session.data.user! };
  }

  it('a first Google sign-in creates a profile with the display name, empty company and no description', async () => {
    const { client, user } = await socialSignIn('google', 'linus@example.com', 'Linus T');
    expect(user.app_metadata.provider).toBe('google');
    const { data } = await client.from('profiles').select('*').eq('id', user.id).single();
    expect(data).toMatchObject({
      name: 'Linus T',
      company: '',
      architecture_description: null,
      email: 'linus@example.com',
    });
  });

  it('a second sign-in keeps an edited profile as it is', async () => {
    const first = await socialSignIn('apple', 'margaret@example.com', 'Margaret H');
    const edit = await first.client
      .from('profiles')
      .update({ company: 'Apollo', name: 'Margaret Hamilton' })
      .eq('id', first.user.id);
    expect(edit.error).toBeNull();
    const second = await socialSignIn('apple', 'margaret@example.com', 'Someone Else');
    expect(second.user.id).toBe(first.user.id);
    const { data } = await second.client
      .from('profiles')
      .select('name, company')
      .eq('id', first.user.id)
      .single();
    expect(data).toEqual({ name: 'Margaret Hamilton', company: 'Apollo' });
  });

  it('completes the PKCE flow with the code verifier', async () => {
    const client = stack().client();
    const storage = new Map<string, string>();
    const { createClient } = await import('@supabase/supabase-js');
    const pkceClient = createClient(stack().url, stack().keys.anonKey, {
      auth: {
        flowType: 'pkce',
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storage: {
          getItem: (k: string) => storage.get(k) ?? null,
          setItem: (k: string, v: string) => void storage.set(k, v),
          removeItem: (k: string) => void storage.delete(k),
        },
      },
    });
    const { data } = await pkceClient.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: 'http://localhost:3000/', skipBrowserRedirect: true },
    });
    const page = await openConsentPage(data.url!);
    expect(page.hidden.code_challenge).not.toBe('');
    const answer = await submitConsent(stack().url, page, {
      email: 'pkce@example.com',
      name: 'P K',
      decision: 'allow',
    });
    const code = new URL(answer.headers.get('location')!).searchParams.get('code')!;
    const exchanged = await pkceClient.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe('pkce@example.com');
    const replay = await client.auth.exchangeCodeForSession(code);
    expect(replay.error).not.toBeNull();
  });

  it('cancel sends the visitor back with access_denied', async () => {
    const client = stack().client();
    const { data } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: 'http://localhost:3000/login', skipBrowserRedirect: true },
    });
    const answer = await submitConsent(stack().url, await openConsentPage(data.url!), { decision: 'cancel' });
    const location = new URL(answer.headers.get('location')!);
    expect(new URLSearchParams(location.hash.slice(1)).get('error')).toBe('access_denied');
  });

  it('never redirects off the allow-list', async () => {
    const { data } = await stack()
      .client()
      .auth.signInWithOAuth({
        provider: 'google',
        options: { redirectTo: 'https://evil.example/steal', skipBrowserRedirect: true },
      });
    const html = await (await fetch(data.url!)).text();
    expect(html).not.toContain('evil.example');
    expect(html).toContain('value="http://localhost:3000"');
  });

  it("refuses a callback posted without the page's cookie (login CSRF) or with another page's token", async () => {
    const { data } = await stack()
      .client()
      .auth.signInWithOAuth({
        provider: 'google',
        options: { redirectTo: 'http://localhost:3000/', skipBrowserRedirect: true },
      });
    const page = await openConsentPage(data.url!);
    expect(page.cookie).toMatch(/^sb-local-oauth-csrf=.+/);
    const fields = { email: 'csrf-victim@example.com', name: 'Attacker', decision: 'allow' };
    const crossSite = await fetch(`${stack().url}/auth/v1/local-oauth/callback`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ ...page.hidden, ...fields }),
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ code: 'bad_oauth_state' });
    const other = await openConsentPage(data.url!);
    const mixed = await submitConsent(stack().url, { ...page, cookie: other.cookie }, fields);
    expect(mixed.status).toBe(403);
    const admin = await stack().admin().from('profiles').select('id').eq('email', 'csrf-victim@example.com');
    expect(admin.data).toEqual([]);
    expect((await submitConsent(stack().url, page, fields)).status).toBe(302);
  });
});
