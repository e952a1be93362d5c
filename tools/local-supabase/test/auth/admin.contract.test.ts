// supabase.auth.admin with the service-role key: create, list with paging, get, update (metadata, ban),
// delete and soft-delete users, invite by e-mail, generate links; and refused to anyone else.
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
const admin = () => stack().admin().auth.admin;

describe('users', () => {
  it('create with email_confirm, get, update metadata, and the user signs in', async () => {
    const email = freshEmail('created');
    const created = await admin().createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { name: 'Made By Admin' },
      app_metadata: { plan: 'pro' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user).toMatchObject({
      email,
      user_metadata: { name: 'Made By Admin' },
      app_metadata: { provider: 'email', providers: ['email'], plan: 'pro' },
    });
    expect(created.data.user?.email_confirmed_at).toEqual(expect.any(String));

    const fetched = await admin().getUserById(id);
    expect(fetched.data.user?.id).toBe(id);
    const updated = await admin().updateUserById(id, { user_metadata: { company: 'Admin Co' } });
    expect(updated.data.user?.user_metadata).toMatchObject({ name: 'Made By Admin', company: 'Admin Co' });
    const signedIn = await client(stack()).auth.signInWithPassword({ email, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.app_metadata.plan).toBe('pro');
  });

  it('createUser and updateUserById keep user_metadata as given: no email, sub or *_verified copied in (self sign-up only)', async () => {
    const email = freshEmail('plain');
    const created = await admin().createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { name: 'Plain' },
    });
    expect(created.error).toBeNull();
    expect(created.data.user?.user_metadata).toEqual({ name: 'Plain' });
    const bare = await admin().createUser({ email: freshEmail('bare'), password: PASSWORD });
    expect(bare.data.user?.user_metadata).toEqual({});
    const id = created.data.user!.id;
    const moved = freshEmail('moved');
    const updated = await admin().updateUserById(id, {
      email: moved,
      email_confirm: true,
      user_metadata: { company: 'Plain Co' },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toEqual({ name: 'Plain', company: 'Plain Co' });
    // The identity still carries the claims, as GoTrue's does.
    expect(updated.data.user?.identities?.[0]?.identity_data).toMatchObject({
      sub: id,
      email: moved,
      email_verified: true,
    });
    const signedIn = await client(stack()).auth.signInWithPassword({ email: moved, password: PASSWORD });
    expect(signedIn.data.user?.user_metadata).toEqual({ name: 'Plain', company: 'Plain Co' });
  });

  it('a user created without email_confirm cannot sign in until confirmed', async () => {
    const email = freshEmail('unconfirmed');
    const { data } = await admin().createUser({ email, password: PASSWORD });
    await expectAuthError(
      client(stack()).auth.signInWithPassword({ email, password: PASSWORD }),
      400,
      'email_not_confirmed',
    );
    await admin().updateUserById(data.user!.id, { email_confirm: true });
    expect((await client(stack()).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it("refuses a duplicate address, a malformed id and an unknown user with GoTrue's codes", async () => {
    const { email } = await confirmedUser(stack());
    await expectAuthError(admin().createUser({ email, password: PASSWORD }), 422, 'email_exists');
    await expectAuthError(admin().getUserById('00000000-0000-4000-8000-000000000000'), 404, 'user_not_found');
    const raw = await fetch(`${stack().url}/auth/v1/admin/users/not-a-uuid`, {
      headers: {
        apikey: stack().keys.serviceRoleKey,
        authorization: `Bearer ${stack().keys.serviceRoleKey}`,
      },
    });
    expect(raw.status).toBe(404);
    expect(await raw.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('lists users in pages, newest first, with the total', async () => {
    for (let i = 0; i < 3; i++)
      await admin().createUser({ email: freshEmail(`paged${i}`), password: PASSWORD });
    const first = await admin().listUsers({ page: 1, perPage: 2 });
    expect(first.error).toBeNull();
    expect(first.data.users).toHaveLength(2);
    expect((first.data as { total: number }).total).toBeGreaterThanOrEqual(3);
    expect((first.data as { nextPage: number | null }).nextPage).toBe(2);
    const second = await admin().listUsers({ page: 2, perPage: 2 });
    expect(second.data.users[0]?.id).not.toBe(first.data.users[0]?.id);
    expect(new Date(first.data.users[0]!.created_at) >= new Date(first.data.users[1]!.created_at)).toBe(true);
  });

  it('a ban ends the user\'s sessions and refuses sign-in with user_banned; "none" lifts it', async () => {
    const user = await confirmedUser(stack());
    const banned = await admin().updateUserById(user.id, { ban_duration: '24h' });
    expect(banned.error).toBeNull();
    expect(new Date((banned.data.user as { banned_until: string }).banned_until).getTime()).toBeGreaterThan(
      Date.now() + 23 * 3600_000,
    );
    expect((await user.client.auth.getUser()).error).not.toBeNull();
    await expectAuthError(
      client(stack()).auth.signInWithPassword({ email: user.email, password: PASSWORD }),
      400,
      'user_banned',
    );
    await expectAuthError(
      client(stack()).auth.signInWithPassword({ email: user.email, password: 'wrong pass 9' }),
      400,
      'invalid_credentials',
    );
    await admin().updateUserById(user.id, { ban_duration: 'none' });
    expect(
      (await client(stack()).auth.signInWithPassword({ email: user.email, password: PASSWORD })).error,
    ).toBeNull();
    await expectAuthError(
      admin().updateUserById(user.id, { ban_duration: 'forever' }),
      400,
      'validation_failed',
    );
  });

  it('delete removes the user and their profile; soft delete keeps the row but nothing that signs in', async () => {
    const gone = await confirmedUser(stack());
    expect((await admin().deleteUser(gone.id)).error).toBeNull();
    await expectAuthError(admin().getUserById(gone.id), 404, 'user_not_found');
    expect((await stack().admin().from('profiles').select('id').eq('id', gone.id)).data).toEqual([]);

    const soft = await confirmedUser(stack());
    expect((await admin().deleteUser(soft.id, true)).error).toBeNull();
    const kept = await admin().getUserById(soft.id);
    expect((kept.data.user as { deleted_at?: string }).deleted_at).toEqual(expect.any(String));
    expect(kept.data.user?.email).toBe('');
    await expectAuthError(
      client(stack()).auth.signInWithPassword({ email: soft.email, password: PASSWORD }),
      400,
      'invalid_credentials',
    );
    // The address is free again.
    expect((await admin().createUser({ email: soft.email, password: PASSWORD })).error).toBeNull();
  });

  it('is refused to the anon key and to a signed-in user with not_admin', async () => {
    const { client: user } = await confirmedUser(stack());
    const token = (await user.auth.getSession()).data.session!.access_token;
    for (const bearer of [stack().keys.anonKey, token]) {
      const response = await fetch(`${stack().url}/auth/v1/admin/users`, {
        headers: { apikey: stack().keys.anonKey, authorization: `Bearer ${bearer}` },
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'not_admin', message: 'User not allowed' });
    }
  });
});

describe('invite', () => {
  it('sends the invitation; its link signs the new user in, who then sets a password', async () => {
    const email = freshEmail('invited');
    const invited = await admin().inviteUserByEmail(email, {
      data: { name: 'Guest' },
      redirectTo: 'http://localhost:3000/welcome',
    });
    expect(invited.error).toBeNull();
    expect(invited.data.user?.invited_at).toEqual(expect.any(String));
    const mail = await inbox(stack()).latest(email);
    expect(mail.Subject).toBe('You have been invited to Architecture Health Check');
    const { link, type } = readMail(mail);
    expect(type).toBe('invite');
    const landing = await follow(link);
    expect(landing.pathname).toBe('/welcome');
    const params = fragment(landing);
    expect(params.get('type')).toBe('invite');
    const app = client(stack());
    await app.auth.setSession({
      access_token: params.get('access_token')!,
      refresh_token: params.get('refresh_token')!,
    });
    expect((await app.auth.updateUser({ password: 'chosen pass 3' })).error).toBeNull();
    expect(
      (await client(stack()).auth.signInWithPassword({ email, password: 'chosen pass 3' })).error,
    ).toBeNull();
    await expectAuthError(admin().inviteUserByEmail(email), 422, 'email_exists');
  });
});

describe('generateLink', () => {
  it('answers the link, code and hash an e-mail would carry, and sends nothing', async () => {
    const { email } = await confirmedUser(stack());
    const before = (await inbox(stack()).to(email)).length;
    const { data, error } = await admin().generateLink({
      type: 'magiclink',
      email,
      options: { redirectTo: 'http://localhost:3000/in' },
    });
    expect(error).toBeNull();
    expect(data.properties).toMatchObject({
      verification_type: 'magiclink',
      redirect_to: 'http://localhost:3000/in',
    });
    expect(data.properties!.action_link).toContain('/auth/v1/verify?token=');
    expect(data.properties!.email_otp).toMatch(/^\d{6}$/);
    expect(data.user?.email).toBe(email);
    expect((await inbox(stack()).to(email)).length).toBe(before);
    const signedIn = await client(stack()).auth.verifyOtp({
      email,
      token: data.properties!.email_otp,
      type: 'email',
    });
    expect(signedIn.error).toBeNull();
  });

  it('a signup link creates the user; a recovery link for an unknown address is user_not_found', async () => {
    const email = freshEmail('linked');
    const { data } = await admin().generateLink({ type: 'signup', email, password: PASSWORD });
    expect(data.properties?.verification_type).toBe('signup');
    const landing = fragment(await follow(data.properties!.action_link));
    expect(landing.get('access_token')).toMatch(/^ey/);
    await expectAuthError(
      admin().generateLink({ type: 'recovery', email: freshEmail('unknown') }),
      404,
      'user_not_found',
    );
  });
});
