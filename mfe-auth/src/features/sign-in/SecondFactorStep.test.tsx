import { createFakeSupabase, createTestPlatform, httpReply, signInTestUser } from '@ahc/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageTexts } from '#shared/testing/page-texts.ts';
import { signInTranslations } from './i18n/sign-in-translations.ts';
import { verifyTotp } from '#shared/session/mfa.ts';
import { profileRow, renderPage } from '#shared/testing/render-page.tsx';
import LoginPage from './LoginPage.tsx';
import SecondFactorPage from './SecondFactorPage.tsx';

const translations = pageTexts(signInTranslations);
const location = () => screen.getByTestId('location').textContent;

function backendWithFactor() {
  return createFakeSupabase({
    rows: { profiles: [profileRow()] },
    factors: [{ id: 'factor-1', status: 'verified' }],
  });
}

async function signIn(language: 'en' | 'da') {
  const texts = translations[language];
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(texts.fields.email), 'ada@example.com');
  await user.type(screen.getByLabelText(texts.fields.password), 'secret-pass-1');
  await user.click(screen.getByRole('button', { name: texts.login.submit }));
  return user;
}

describe('LoginPage with two-factor sign-in', () => {
  it('asks for the app code after the password, and the code signs in and goes on to ?next', async () => {
    const backend = backendWithFactor();
    const { platform } = renderPage(LoginPage, { path: '/login?next=/reports', backend });
    const user = await signIn('en');
    expect(
      await screen.findByRole('heading', { level: 1, name: translations.en.secondFactor.title }),
    ).toBeTruthy();
    expect(platform.auth.getState().isAuthenticated).toBe(false);
    expect(location()).toBe('/login?next=/reports');
    await user.type(screen.getByLabelText(translations.en.secondFactor.code), '123456');
    await user.click(screen.getByRole('button', { name: translations.en.secondFactor.submit }));
    await waitFor(() => expect(location()).toBe('/reports'));
    expect(backend.calls('auth factors/verify')[0]?.body).toMatchObject({ code: '123456' });
    expect(platform.auth.getState().isAuthenticated).toBe(true);
  });

  it('says a wrong code is wrong (da), and cancelling signs out', async () => {
    const backend = backendWithFactor();
    backend.answer(
      'auth factors/verify',
      httpReply(422, { code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' }),
    );
    const { platform } = renderPage(LoginPage, { path: '/login', backend, language: 'da' });
    const user = await signIn('da');
    await user.type(await screen.findByLabelText(translations.da.secondFactor.code), '000000');
    await user.click(screen.getByRole('button', { name: translations.da.secondFactor.submit }));
    expect(
      (await screen.findByText(translations.da.errors.wrongCode)).closest('[role="alert"]'),
    ).not.toBeNull();
    await user.click(screen.getByRole('button', { name: translations.da.secondFactor.cancel }));
    await waitFor(() => expect(platform.auth.getState().secondFactorRequired).toBe(false));
    expect(screen.getByRole('heading', { level: 1, name: translations.da.login.title })).toBeTruthy();
  });
});

describe('an account with a second authenticator', () => {
  it('takes the code of either: one the first refuses is tried on the second, and a code the first takes goes no further', async () => {
    const backend = createFakeSupabase({
      rows: { profiles: [profileRow()] },
      factors: [
        { id: 'factor-1', status: 'verified' },
        { id: 'factor-2', status: 'verified' },
      ],
    });
    backend.answer(
      'auth factors/verify',
      httpReply(422, { code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' }),
    );
    renderPage(LoginPage, { path: '/login', backend });
    const user = await signIn('en');
    await user.type(await screen.findByLabelText(translations.en.secondFactor.code), '111111');
    await user.click(screen.getByRole('button', { name: translations.en.secondFactor.submit }));
    expect(await screen.findByText(translations.en.errors.wrongCode)).toBeTruthy();
    expect(backend.calls('auth factors/verify').map((call) => call.url.pathname)).toEqual([
      '/auth/v1/factors/factor-1/verify',
      '/auth/v1/factors/factor-2/verify',
    ]);

    backend.answerNormally('auth factors/verify');
    await user.type(screen.getByLabelText(translations.en.secondFactor.code), '222222');
    await user.click(screen.getByRole('button', { name: translations.en.secondFactor.submit }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(
      backend
        .calls('auth factors/verify')
        .map((call) => call.url.pathname)
        .slice(2),
    ).toEqual(['/auth/v1/factors/factor-1/verify']);
  });
});

describe('a code just used', () => {
  it.each(['en', 'da'] as const)(
    'says to wait for the next code when this tab’s accepted code comes again (%s)',
    async (language) => {
      const texts = translations[language];
      const backend = backendWithFactor();
      const platform = createTestPlatform({ supabase: backend, language });
      // Two-factor sign-in turned on (or a sign-in finished) in this tab with 123456, then signed out.
      await signInTestUser(platform);
      expect(await verifyTotp(platform.supabaseClient, 'factor-1', '123456')).toEqual({ ok: true });
      await platform.auth.getState().signOut();

      // Signing in again within the minute: the Auth service refuses the spent code as it refuses a wrong one.
      backend.answer(
        'auth factors/verify',
        httpReply(422, { code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' }),
      );
      renderPage(LoginPage, { path: '/login', backend, platform, language });
      const user = await signIn(language);
      await user.type(await screen.findByLabelText(texts.secondFactor.code), '123456');
      await user.click(screen.getByRole('button', { name: texts.secondFactor.submit }));
      expect((await screen.findByText(texts.errors.totpCodeUsed)).closest('[role="alert"]')).not.toBeNull();
      sessionStorage.clear();
    },
  );
});

describe('SecondFactorPage (what the shell shows on a signed-in page while the code is owed)', () => {
  it.each(['en', 'da'] as const)(
    'asks for the code, and once it is right signs in and stays where it is (%s)',
    async (language) => {
      const texts = translations[language];
      const backend = backendWithFactor();
      const { platform } = renderPage(SecondFactorPage, { path: '/dashboard', backend, language });
      await signInTestUser(platform);
      expect(await screen.findByRole('heading', { level: 1, name: texts.secondFactor.title })).toBeTruthy();
      expect(document.title).toContain(texts.secondFactor.title);
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(texts.secondFactor.code), '123456');
      await user.click(screen.getByRole('button', { name: texts.secondFactor.submit }));
      await waitFor(() =>
        expect(platform.auth.getState()).toMatchObject({
          isAuthenticated: true,
          secondFactorRequired: false,
        }),
      );
      expect(location()).toBe('/dashboard');
      expect(screen.getByRole('button', { name: texts.secondFactor.cancel })).toBeTruthy();
    },
  );
});
