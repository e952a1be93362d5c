import type { Language } from '@ahc/platform';
import { FAKE_TOTP, createFakeSupabase, createTestPlatform, httpReply } from '@ahc/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageTexts } from '#shared/testing/page-texts.ts';
import { accountTranslations } from './i18n/account-translations.ts';
import { authBackend, profileRow, renderPage } from '#shared/testing/render-page.tsx';
import ProfilePage from './ProfilePage.tsx';

const translations = pageTexts(accountTranslations);
const en = translations.en;
const da = translations.da;
const location = () => screen.getByTestId('location').textContent;

async function renderSignedIn(language: Language = 'en', backend = authBackend()) {
  const platform = createTestPlatform({ supabase: backend, language });
  await platform.supabaseClient.auth.signInWithPassword({ email: 'ada@example.com', password: 'engine1843' });
  await vi.waitFor(() => expect(platform.auth.getState().userProfile).not.toBeNull());
  const view = renderPage(ProfilePage, { path: '/profile', platform, backend, language });
  return { ...view, user: userEvent.setup() };
}

describe('the e-mail address', () => {
  it('asks for the change with the link back to /profile, and shows it pending until both addresses confirm', async () => {
    const { backend, user } = await renderSignedIn();
    const section = screen.getByTestId('account-email');
    await user.type(within(section).getByLabelText(en.account.newEmail), 'new@example.com');
    await user.click(within(section).getByRole('button', { name: en.account.changeEmail }));
    const put = await vi.waitFor(() => {
      const call = backend.calls('auth user').find((request) => request.method === 'PUT');
      expect(call).toBeDefined();
      return call!;
    });
    expect(put.body).toMatchObject({ email: 'new@example.com' });
    expect(put.url.searchParams.get('redirect_to')).toBe(`${window.location.origin}/profile?lang=en`);
    expect(
      await within(section).findByText(
        /Waiting for confirmation: we sent a link to ada@example.com and to new@example.com/,
      ),
    ).toBeTruthy();
  });

  it('refuses the same address, and says so when another account has the new one (da)', async () => {
    const backend = authBackend();
    backend.answer(
      'auth user',
      httpReply(422, {
        code: 'email_exists',
        message: 'A user with this email address has already been registered',
      }),
    );
    const { user } = await renderSignedIn('da', backend);
    const section = screen.getByTestId('account-email');
    await user.type(within(section).getByLabelText(da.account.newEmail), 'ada@example.com');
    await user.click(within(section).getByRole('button', { name: da.account.changeEmail }));
    expect(within(section).getByText(da.account.emailSame).closest('[role="alert"]')).not.toBeNull();
    await user.clear(within(section).getByLabelText(da.account.newEmail));
    await user.type(within(section).getByLabelText(da.account.newEmail), 'taken@example.com');
    await user.click(within(section).getByRole('button', { name: da.account.changeEmail }));
    expect(await within(section).findByText(da.errors.emailTaken)).toBeTruthy();
  });
});

describe('the password', () => {
  it('changes with a code from the e-mail (reauthentication) instead of the current password', async () => {
    const { backend, user } = await renderSignedIn();
    const section = screen.getByTestId('account-password');
    await user.click(within(section).getByRole('button', { name: en.account.noCurrentPassword }));
    expect(
      await within(section).findByText(en.account.reauthSent.replace('{{email}}', 'ada@example.com')),
    ).toBeTruthy();
    expect(backend.calls('auth reauthenticate')).toHaveLength(1);
    await user.type(within(section).getByLabelText(en.account.reauthCode), '123456');
    await user.type(within(section).getByLabelText(en.account.newPassword), 'another one 7');
    await user.type(within(section).getByLabelText(en.fields.confirmPassword), 'another one 7');
    await user.click(within(section).getByRole('button', { name: en.account.changePassword }));
    expect(await within(section).findByText(en.account.passwordChanged)).toBeTruthy();
    expect(backend.calls('auth user').find((request) => request.method === 'PUT')?.body).toMatchObject({
      password: 'another one 7',
      nonce: '123456',
    });
  });

  it('names a wrong reauthentication code (da)', async () => {
    const backend = authBackend();
    backend.answer(
      'auth user',
      httpReply(400, { code: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' }),
    );
    const { user } = await renderSignedIn('da', backend);
    const section = screen.getByTestId('account-password');
    await user.click(within(section).getByRole('button', { name: da.account.noCurrentPassword }));
    await user.type(await within(section).findByLabelText(da.account.reauthCode), '123456');
    await user.type(within(section).getByLabelText(da.account.newPassword), 'another one 7');
    await user.type(within(section).getByLabelText(da.fields.confirmPassword), 'another one 7');
    await user.click(within(section).getByRole('button', { name: da.account.changePassword }));
    expect(await within(section).findByText(da.errors.reauthInvalid)).toBeTruthy();
  });
});

describe('two-factor sign-in', () => {
  it("enrols with the service's QR code and the secret, and a first code turns it on", async () => {
    const { backend, user } = await renderSignedIn();
    const section = screen.getByTestId('account-mfa');
    expect(within(section).getByText(en.account.mfaOff)).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: en.account.mfaEnable }));
    const qr = await within(section).findByRole('img', { name: en.account.mfaQrAlt });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    // The key for typing in: in groups of four, copied whole.
    const key = within(section).getByTestId('totp-secret');
    expect(key.textContent).toBe(FAKE_TOTP.secret);
    expect([...key.children].map((group) => group.textContent)).toEqual(['JBSW', 'Y3DP', 'EHPK', '3PXP']);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(section).getByRole('button', { name: en.account.mfaKeyCopy }));
    expect(writeText).toHaveBeenCalledWith(FAKE_TOTP.secret);
    expect(within(section).getByRole('status').textContent).toBe(en.account.mfaKeyCopied);
    await user.type(within(section).getByLabelText(en.account.mfaCode), '123456');
    await user.click(within(section).getByRole('button', { name: en.account.mfaVerify }));
    expect(await within(section).findByText(en.account.mfaEnabled)).toBeTruthy();
    expect(backend.calls('auth factors/verify')[0]?.body).toMatchObject({ code: '123456' });
    await waitFor(() => expect(within(section).getByText(en.account.mfaOn)).toBeTruthy());
    // What to do if the authenticator is lost is said beside it, whether it is on or off.
    expect(within(section).getByText(en.account.mfaLost)).toBeTruthy();
  });

  it('adds a second authenticator as the backup, lists both, and removes one (da)', async () => {
    const backend = createFakeSupabase({
      rows: { profiles: [profileRow()] },
      factors: [{ id: 'factor-1', status: 'verified' }],
    });
    // Signed in with the first authenticator's code (aal2), as adding another one needs.
    const platform = createTestPlatform({ supabase: backend, language: 'da' });
    await platform.supabaseClient.auth.signInWithPassword({
      email: 'ada@example.com',
      password: 'engine1843',
    });
    await platform.supabaseClient.auth.mfa.challengeAndVerify({ factorId: 'factor-1', code: '123456' });
    await vi.waitFor(() => expect(platform.auth.getState().userProfile).not.toBeNull());
    renderPage(ProfilePage, { path: '/profile', platform, backend, language: 'da' });
    const user = userEvent.setup();
    const section = await screen.findByTestId('account-mfa');
    expect(within(section).getByText(da.account.mfaOn)).toBeTruthy();
    expect(within(section).getByText(da.account.mfaLost)).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: da.account.mfaAddBackup }));
    expect(await within(section).findByText(da.account.mfaScanBackup)).toBeTruthy();
    await user.type(within(section).getByLabelText(da.account.mfaCode), '123456');
    await user.click(within(section).getByRole('button', { name: da.account.mfaVerifyBackup }));
    expect(await within(section).findByText(da.account.mfaBackupAdded)).toBeTruthy();
    await waitFor(() =>
      expect(within(section).getByText(da.account.mfaOnMany.replace('{{count}}', '2'))).toBeTruthy(),
    );
    expect(within(within(section).getByTestId('authenticators')).getAllByRole('listitem')).toHaveLength(2);
    await user.click(
      within(section).getByRole('button', { name: da.account.mfaRemoveOneLabel.replace('{{number}}', '2') }),
    );
    expect(await within(section).findByText(da.account.mfaOneRemoved)).toBeTruthy();
    expect(backend.calls('auth factors/unenroll')).toHaveLength(1);
  });
});

describe('signing out everywhere, and deleting the account', () => {
  it('signs out with the global scope and leaves for /login with a notice', async () => {
    const { backend, platform, user } = await renderSignedIn();
    await user.click(screen.getByRole('button', { name: en.account.signOutEverywhere }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(backend.calls('auth logout')[0]?.url.searchParams.get('scope')).toBe('global');
    expect(platform.auth.getState().notice).toBe('signedOutEverywhere');
  });

  it('names what goes, wants the word typed, calls delete-account and lands signed out on / (da)', async () => {
    const { backend, platform, user } = await renderSignedIn('da');
    await user.click(screen.getByRole('button', { name: da.account.deleteOpen }));
    const confirmation = await screen.findByTestId('delete-confirmation');
    expect(confirmation.textContent).toContain('ada@example.com');
    await user.type(within(confirmation).getByLabelText(da.account.deleteConfirmLabel), 'slet');
    await user.click(within(confirmation).getByRole('button', { name: da.account.deleteConfirm }));
    expect(within(confirmation).getByText(da.account.deleteConfirmMismatch)).toBeTruthy();
    expect(backend.calls('functions delete-account')).toEqual([]);
    await user.clear(within(confirmation).getByLabelText(da.account.deleteConfirmLabel));
    await user.type(within(confirmation).getByLabelText(da.account.deleteConfirmLabel), 'SLET');
    await user.click(within(confirmation).getByRole('button', { name: da.account.deleteConfirm }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(backend.calls('functions delete-account')[0]?.body).toEqual({ confirm: true });
    await waitFor(() => expect(platform.auth.getState().isAuthenticated).toBe(false));
    expect(platform.auth.getState().notice).toBe('accountDeleted');
  });

  it('says nothing was removed when the deletion fails', async () => {
    const backend = authBackend();
    backend.answer(
      'functions delete-account',
      httpReply(500, { error: 'The account could not be deleted. Please try again later.' }),
    );
    const { platform, user } = await renderSignedIn('en', backend);
    await user.click(screen.getByRole('button', { name: en.account.deleteOpen }));
    await user.type(await screen.findByLabelText(en.account.deleteConfirmLabel), 'DELETE');
    await user.click(screen.getByRole('button', { name: en.account.deleteConfirm }));
    expect(await screen.findByText(en.account.deleteFailed)).toBeTruthy();
    expect(location()).toBe('/profile');
    expect(platform.auth.getState().isAuthenticated).toBe(true);
  });
});
