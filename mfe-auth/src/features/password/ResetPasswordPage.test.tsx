import { createTestPlatform, httpReply } from '@ahc/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageTexts } from '#shared/testing/page-texts.ts';
import { passwordTranslations } from './i18n/password-translations.ts';
import { authBackend, renderPage } from '#shared/testing/render-page.tsx';
import ResetPasswordPage from './ResetPasswordPage.tsx';

const translations = pageTexts(passwordTranslations);
const en = translations.en;
const da = translations.da;
const location = () => screen.getByTestId('location').textContent;

async function signedIn(language: 'en' | 'da' = 'en') {
  const backend = authBackend();
  const platform = createTestPlatform({ supabase: backend, language });
  await platform.supabaseClient.auth.signInWithPassword({ email: 'ada@example.com', password: 'engine1843' });
  await vi.waitFor(() => expect(platform.auth.getState().isAuthenticated).toBe(true));
  return { backend, platform };
}

async function choose(password: string, language: 'en' | 'da' = 'en') {
  const texts = translations[language];
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(texts.reset.newPassword), password);
  await user.type(screen.getByLabelText(texts.fields.confirmPassword), password);
  await user.click(screen.getByRole('button', { name: texts.reset.submit }));
}

describe('ResetPasswordPage', () => {
  it('without a session (a link used, expired or opened elsewhere) says so and offers a new one', async () => {
    renderPage(ResetPasswordPage, { path: '/reset-password' });
    expect((await screen.findByText(en.reset.linkInvalid)).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: en.reset.requestNew }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it("reads the link's own error from the address, in Danish", () => {
    renderPage(ResetPasswordPage, {
      path: '/reset-password?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      language: 'da',
    });
    expect(screen.getByText(da.reset.linkInvalid)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/invalid or has expired/);
  });

  it('sets the new password for the signed-in account and goes to the dashboard with a notice', async () => {
    const { backend, platform } = await signedIn();
    renderPage(ResetPasswordPage, { path: '/reset-password', platform, backend });
    await choose('a new one 2026');
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(backend.calls('auth user').find((call) => call.method === 'PUT')?.body).toMatchObject({
      password: 'a new one 2026',
    });
    expect(platform.auth.getState().notice).toBe('passwordChanged');
  });

  it.each([
    [
      'the same password',
      { code: 'same_password', message: 'New password should be different from the old password.' },
      'samePassword',
    ],
    [
      'a password seen in a breach',
      {
        code: 'weak_password',
        message: 'Password is known to be weak',
        weak_password: { reasons: ['pwned'] },
      },
      'weakPasswordPwned',
    ],
  ] as const)('names %s', async (_name, body, key) => {
    const { backend, platform } = await signedIn('da');
    backend.answer('auth user', httpReply(422, body));
    renderPage(ResetPasswordPage, { path: '/reset-password', platform, backend, language: 'da' });
    await choose('a new one 2026', 'da');
    expect((await screen.findByText(da.errors[key])).closest('[role="alert"]')).not.toBeNull();
    expect(location()).toBe('/reset-password');
  });
});
