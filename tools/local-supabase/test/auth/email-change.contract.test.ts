// Changing the e-mail address with double_confirm_changes: an e-mail to each address, each with its own
// link and code; the first confirmation is only acknowledged, the second makes the change. Then the
// new address signs in and the old one does not.
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

describe('e-mail change', () => {
  it('by links: both addresses confirm, then the new one signs in and the profile follows', async () => {
    const user = await confirmedUser(stack());
    const newEmail = freshEmail('moved');
    const updated = await user.client.auth.updateUser(
      { email: newEmail },
      { emailRedirectTo: 'http://localhost:3000/profile' },
    );
    expect(updated.error).toBeNull();
    expect(updated.data.user?.email).toBe(user.email);
    expect(updated.data.user?.new_email).toBe(newEmail);

    const toNew = await inbox(stack()).latest(newEmail);
    const toOld = await inbox(stack()).latest(user.email);
    for (const mail of [toNew, toOld]) {
      expect(mail.Subject).toBe('Confirm your new e-mail address');
      expect(mail.Text).toContain(`from ${user.email} to ${newEmail}`);
    }
    const fromNew = readMail(toNew);
    const fromOld = readMail(toOld);
    expect(fromNew.type).toBe('email_change');
    expect(fromNew.code).not.toBe(fromOld.code);

    const first = await follow(fromOld.link);
    expect(first.pathname).toBe('/profile');
    expect(fragment(first).get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    expect((await user.client.auth.getUser()).data.user?.email).toBe(user.email);

    const second = fragment(await follow(fromNew.link));
    expect(second.get('type')).toBe('email_change');
    expect(second.get('access_token')).toMatch(/^ey/);

    await expectAuthError(
      client(stack()).auth.signInWithPassword({ email: user.email, password: PASSWORD }),
      400,
      'invalid_credentials',
    );
    const signedIn = await client(stack()).auth.signInWithPassword({ email: newEmail, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.identities?.find((i) => i.provider === 'email')?.identity_data?.email).toBe(
      newEmail,
    );
    const { data: profile } = await stack()
      .admin()
      .from('profiles')
      .select('email')
      .eq('id', user.id)
      .single();
    expect(profile).toEqual({ email: newEmail });
  });

  it('by codes: verifyOtp type email_change with each address and its code', async () => {
    const user = await confirmedUser(stack());
    const newEmail = freshEmail('recoded');
    await user.client.auth.updateUser({ email: newEmail });
    const fromNew = readMail(await inbox(stack()).latest(newEmail));
    const fromOld = readMail(await inbox(stack()).latest(user.email));
    const first = await user.client.auth.verifyOtp({
      email: newEmail,
      token: fromNew.code,
      type: 'email_change',
    });
    expect(first.error).toBeNull();
    expect(first.data.session).toBeNull();
    const second = await user.client.auth.verifyOtp({
      email: user.email,
      token: fromOld.code,
      type: 'email_change',
    });
    expect(second.error).toBeNull();
    expect(second.data.user?.email).toBe(newEmail);
    // Each code worked once.
    await expectAuthError(
      client(stack()).auth.verifyOtp({ email: newEmail, token: fromNew.code, type: 'email_change' }),
      403,
      'otp_expired',
    );
  });

  it('an address another account has is refused with email_exists', async () => {
    const user = await confirmedUser(stack());
    const other = await confirmedUser(stack());
    await expectAuthError(user.client.auth.updateUser({ email: other.email }), 422, 'email_exists');
  });

  it('resend sends both e-mails again with new codes', async () => {
    const user = await confirmedUser(stack());
    const newEmail = freshEmail('again');
    await user.client.auth.updateUser({ email: newEmail });
    const before = readMail(await inbox(stack()).latest(newEmail));
    expect((await client(stack()).auth.resend({ type: 'email_change', email: user.email })).error).toBeNull();
    const after = readMail(await inbox(stack()).latest(newEmail));
    expect(after.code).not.toBe(before.code);
    expect(await inbox(stack()).to(newEmail)).toHaveLength(2);
  });
});
