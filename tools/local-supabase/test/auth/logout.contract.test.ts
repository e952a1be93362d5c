// Signing out with GoTrue's scopes: local ends this session, others every other one, global all of
// them; the administrator can end a user's sessions with their access token.
import { describe, expect, it } from 'vitest';
import { PASSWORD, client, confirmedUser, useAuthStack } from './helpers.ts';

const stack = useAuthStack();

async function devices() {
  const user = await confirmedUser(stack());
  const laptop = client(stack());
  const phone = client(stack());
  await laptop.auth.signInWithPassword({ email: user.email, password: PASSWORD });
  await phone.auth.signInWithPassword({ email: user.email, password: PASSWORD });
  return { ...user, laptop, phone };
}

const signedIn = async (c: ReturnType<typeof client>) => (await c.auth.getUser()).error === null;

describe('sign-out scopes', () => {
  it('local ends only this session', async () => {
    const { client: app, laptop, phone } = await devices();
    const token = (await laptop.auth.getSession()).data.session!.access_token;
    expect((await laptop.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await client(stack()).auth.getUser(token)).error?.name).toBe('AuthSessionMissingError');
    expect([await signedIn(app), await signedIn(phone)]).toEqual([true, true]);
  });

  it('others ends every session but this one', async () => {
    const { client: app, laptop, phone } = await devices();
    expect((await laptop.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect([await signedIn(laptop), await signedIn(app), await signedIn(phone)]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it("global ends them all; the admin API can do the same with the user's token", async () => {
    const { client: app, laptop, phone } = await devices();
    expect((await laptop.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect([await signedIn(app), await signedIn(phone)]).toEqual([false, false]);

    const other = await devices();
    const token = (await other.phone.auth.getSession()).data.session!.access_token;
    expect((await stack().admin().auth.admin.signOut(token, 'global')).error).toBeNull();
    expect([await signedIn(other.client), await signedIn(other.laptop)]).toEqual([false, false]);
  });
});
