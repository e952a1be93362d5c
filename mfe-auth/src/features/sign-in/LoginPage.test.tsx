import type { Language } from '@ahc/platform';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageTexts } from '#shared/testing/page-texts.ts';
import { signInTranslations } from './i18n/sign-in-translations.ts';
import { type FakeReply, authError, networkError } from '@ahc/platform/testing';
import { authBackend as createFakeBackend, renderPage } from '#shared/testing/render-page.tsx';
import { createTestPlatform } from '@ahc/platform/testing';
import LoginPage from './LoginPage.tsx';

const translations = pageTexts(signInTranslations);
const en = translations.en;
const LANGUAGES: Language[] = ['en', 'da'];
const location = () => screen.getByTestId('location').textContent;

async function fillAndSubmit(email = 'ada@example.com', password = 'secret-pass-1') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(en.fields.email), email);
  await user.type(screen.getByLabelText(en.fields.password), password);
  await user.click(screen.getByRole('button', { name: en.login.submit }));
  return user;
}

describe('LoginPage', () => {
  it('renders one h1, labelled fields and the provider buttons', () => {
    renderPage(LoginPage, { path: '/login' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([en.login.title]);
    expect(screen.getByLabelText(en.fields.email).getAttribute('type')).toBe('email');
    expect(screen.getByLabelText(en.fields.password).getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: en.login.google })).toBeTruthy();
    expect(screen.getByRole('button', { name: en.login.apple })).toBeTruthy();
  });

  it('shows validation messages and sends nothing when the form is empty or the e-mail is malformed', async () => {
    const { backend } = renderPage(LoginPage, { path: '/login' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: en.login.submit }));

    const email = screen.getByLabelText(en.fields.email);
    expect(screen.getByText(en.validation.emailRequired).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText(en.validation.passwordRequired).closest('[role="alert"]')).not.toBeNull();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(
      screen.getByText(en.validation.emailRequired).closest('[role="alert"]')?.id,
    );
    expect(document.activeElement).toBe(email);

    await user.type(email, 'not-an-email');
    await user.type(screen.getByLabelText(en.fields.password), 'whatever1');
    await user.click(screen.getByRole('button', { name: en.login.submit }));
    expect(screen.getByText(en.validation.emailInvalid)).toBeTruthy();
    expect(screen.queryByText(en.validation.passwordRequired)).toBeNull();
    expect(backend.calls('auth token')).toHaveLength(0);
  });

  it('shows the validation messages in Danish', async () => {
    renderPage(LoginPage, { path: '/login', language: 'da' });
    await userEvent.setup().click(screen.getByRole('button', { name: translations.da.login.submit }));
    expect(screen.getByText(translations.da.validation.emailRequired)).toBeTruthy();
    expect(screen.getByText(translations.da.validation.passwordRequired)).toBeTruthy();
  });

  it('signs in with the password grant and goes on to ?next', async () => {
    const { backend, platform } = renderPage(LoginPage, { path: '/login?next=/reports' });
    await fillAndSubmit();
    await waitFor(() => expect(location()).toBe('/reports'));
    const [request] = backend.calls('auth token');
    expect(request?.url.searchParams.get('grant_type')).toBe('password');
    expect(request?.body).toMatchObject({ email: 'ada@example.com', password: 'secret-pass-1' });
    expect(platform.auth.getState().isAuthenticated).toBe(true);
  });

  it.each([
    ['/login', '/dashboard'],
    ['/login?next=https://evil.example', '/dashboard'],
    ['/login?next=//evil', '/dashboard'],
    ['/login?next=%2Freports%3Fpage%3D2', '/reports?page=2'],
  ])('after signing in on %s it goes to %s', async (path, target) => {
    renderPage(LoginPage, { path });
    await fillAndSubmit();
    await waitFor(() => expect(location()).toBe(target));
  });

  const failures: [string, FakeReply, keyof typeof en.errors][] = [
    [
      'wrong credentials',
      authError(400, 'invalid_credentials', 'Invalid login credentials'),
      'invalidCredentials',
    ],
    [
      'too many attempts',
      authError(429, 'over_request_rate_limit', 'Request rate limit reached'),
      'rateLimited',
    ],
    [
      'an invalid e-mail',
      authError(400, 'validation_failed', 'Unable to validate email address: invalid format'),
      'invalidEmail',
    ],
    ['a network failure', networkError(), 'network'],
    ['an unknown failure', authError(400, 'something_new', 'Something new'), 'generic'],
  ];

  describe.each(LANGUAGES)('in %s', (language) => {
    const texts = translations[language];

    it.each(failures)('shows its own message for %s, never the raw error', async (_name, failure, key) => {
      const backend = createFakeBackend();
      backend.answer('auth token', failure);
      renderPage(LoginPage, { path: '/login?next=/reports', language, backend });
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(texts.fields.email), 'ada@example.com');
      await user.type(screen.getByLabelText(texts.fields.password), 'secret-pass-1');
      await user.click(screen.getByRole('button', { name: texts.login.submit }));

      const alert = await screen.findByText(texts.errors[key]);
      expect(alert.closest('[role="alert"]')).not.toBeNull();
      expect(document.body.textContent).not.toMatch(
        /Invalid login credentials|Request rate limit|Unable to validate|Failed to fetch|Something new/,
      );
      expect(location()).toBe('/login?next=/reports');
      expect(screen.getByRole('button', { name: texts.login.submit }).hasAttribute('disabled')).toBe(false);
    });

    it('shows the cancelled message when the provider was cancelled, and cleans the address', async () => {
      renderPage(LoginPage, {
        path: '/login?next=%2Freports&error=access_denied&error_code=provider_cancelled&error_description=Google+sign-in+was+cancelled',
        language,
      });
      expect(screen.getByText(texts.errors.providerCancelled).closest('[role="alert"]')).not.toBeNull();
      expect(screen.queryByText(/Google sign-in was cancelled/)).toBeNull();
      await waitFor(() => expect(location()).toBe('/login?next=%2Freports'));
      expect(screen.getByText(texts.errors.providerCancelled)).toBeTruthy();
    });

    it('shows the failed message when the provider failed', () => {
      renderPage(LoginPage, {
        path: '/login?error=server_error&error_code=unexpected_failure&error_description=Apple+could+not+sign+you+in',
        language,
      });
      expect(screen.getByText(texts.errors.providerFailed).closest('[role="alert"]')).not.toBeNull();
      expect(screen.queryByText(/could not sign you in/)).toBeNull();
    });
  });

  it('shows the failed message when a returned ?code could not be exchanged for a session', async () => {
    renderPage(LoginPage, { path: '/login?code=stale-code&next=%2Freports' });
    expect(await screen.findByText(en.errors.providerFailed)).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/login?next=%2Freports'));
  });

  it.each([
    ['google', en.login.google, undefined],
    ['apple', en.login.apple, 'email name'],
  ] as const)('starts the %s OAuth flow back to /login with ?next', async (provider, label, scopes) => {
    const { platform } = renderPage(LoginPage, { path: '/login?next=/reports' });
    const signInWithOAuth = vi
      .spyOn(platform.supabaseClient.auth, 'signInWithOAuth')
      .mockResolvedValue({ data: { provider, url: 'http://supabase.test/auth/v1/authorize' }, error: null });
    await userEvent.setup().click(screen.getByRole('button', { name: label }));
    expect(signInWithOAuth).toHaveBeenCalledWith({
      provider,
      options: { redirectTo: `${window.location.origin}/login?next=%2Freports`, scopes },
    });
    expect(screen.getByRole('button', { name: en.login.redirecting })).toBeTruthy();
  });

  it('shows the failed message when the OAuth flow cannot start', async () => {
    const { platform } = renderPage(LoginPage, { path: '/login' });
    vi.spyOn(platform.supabaseClient.auth, 'signInWithOAuth').mockRejectedValue(new Error('boom'));
    await userEvent.setup().click(screen.getByRole('button', { name: en.login.google }));
    expect(await screen.findByText(en.errors.providerFailed)).toBeTruthy();
  });

  it('links to /register keeping ?next', () => {
    renderPage(LoginPage, { path: '/login?next=/reports' });
    expect(screen.getByRole('link', { name: en.login.registerLink }).getAttribute('href')).toBe(
      '/register?next=%2Freports',
    );
  });

  it('can be filled and submitted with the keyboard alone (Enter submits)', async () => {
    const { backend } = renderPage(LoginPage, { path: '/login?next=/reports' });
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText(en.fields.email));
    await user.keyboard('ada@example.com');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText(en.fields.password));
    await user.keyboard('secret-pass-1{Enter}');
    await waitFor(() => expect(location()).toBe('/reports'));
    expect(backend.calls('auth token')).toHaveLength(1);
  });
});

describe('LoginPage after an e-mail link', () => {
  it.each(['en', 'da'] as const)(
    'says a used or expired sign-in link is one (%s), never the raw answer, and links to recovery and e-mail sign-in',
    (language) => {
      const texts = translations[language];
      renderPage(LoginPage, {
        path: '/login?next=%2Fassessment&error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
        language,
      });
      expect(screen.getByText(texts.errors.linkExpired).closest('[role="alert"]')).not.toBeNull();
      expect(document.body.textContent).not.toMatch(/invalid or has expired/);
      expect(screen.getByRole('link', { name: texts.login.forgotPassword }).getAttribute('href')).toBe(
        '/forgot-password',
      );
      expect(screen.getByRole('link', { name: texts.login.emailLink }).getAttribute('href')).toBe(
        '/login/email?next=%2Fassessment',
      );
    },
  );

  it("loads Supabase's client only once the visitor starts on the form", async () => {
    const platform = createTestPlatform({ supabase: createFakeBackend() });
    const load = vi.spyOn(platform.supabase, 'get');
    renderPage(LoginPage, { path: '/login', platform });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.login.title);
    expect(load).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByLabelText(en.fields.email));
    expect(load).toHaveBeenCalled();
  });

  it('says the network failed when the client cannot be loaded, and lets the visitor try again', async () => {
    const platform = createTestPlatform({ supabase: createFakeBackend() });
    const load = vi
      .spyOn(platform.supabase, 'get')
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    renderPage(LoginPage, { path: '/login', platform });
    await fillAndSubmit();
    expect(await screen.findByText(en.errors.network)).toBeTruthy();
    expect(load).toHaveBeenCalled();
    const submit = screen.getByRole('button', { name: en.login.submit }) as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
  });
});
