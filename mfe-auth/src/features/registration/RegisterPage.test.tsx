import type { Language } from '@ahc/platform';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageTexts } from '#shared/testing/page-texts.ts';
import { signInTranslations } from '../sign-in/index.ts';
import { registrationTranslations } from './i18n/registration-translations.ts';
import { type FakeReply, authError, httpReply, networkError } from '@ahc/platform/testing';
import { authBackend as createFakeBackend, renderPage } from '#shared/testing/render-page.tsx';
import RegisterPage from './RegisterPage.tsx';

const translations = pageTexts(registrationTranslations);
const en = translations.en;
const LANGUAGES: Language[] = ['en', 'da'];
const location = () => screen.getByTestId('location').textContent;

type Form = { name: string; company: string; email: string; password: string; confirmPassword: string };
const VALID: Form = {
  name: 'Ada Lovelace',
  company: 'Analytical Engines',
  email: 'ada@example.com',
  password: 'engine1843',
  confirmPassword: 'engine1843',
};

async function fill(form: Partial<Form>, language: Language = 'en') {
  const texts = translations[language];
  const user = userEvent.setup();
  const fields: [keyof Form, string][] = [
    ['name', texts.fields.name],
    ['company', texts.fields.company],
    ['email', texts.fields.email],
    ['password', texts.fields.password],
    ['confirmPassword', texts.fields.confirmPassword],
  ];
  for (const [field, label] of fields) {
    const value = form[field];
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  return user;
}

async function submit(form: Partial<Form>, language: Language = 'en') {
  const user = await fill(form, language);
  await user.click(screen.getByRole('button', { name: translations[language].register.submit }));
  return user;
}

describe('RegisterPage', () => {
  it('renders one h1 and a label for every field', () => {
    renderPage(RegisterPage, { path: '/register' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      en.register.title,
    ]);
    for (const label of [
      en.fields.name,
      en.fields.company,
      en.fields.email,
      en.fields.password,
      en.fields.confirmPassword,
    ]) {
      expect(screen.getByLabelText(label).tagName).toBe('INPUT');
    }
  });

  describe.each(LANGUAGES)('validation in %s', (language) => {
    const texts = translations[language];

    it('reports every missing field and sends nothing', async () => {
      const { backend } = renderPage(RegisterPage, { path: '/register', language });
      await submit({}, language);
      for (const key of ['nameRequired', 'emailRequired', 'passwordRequired', 'confirmRequired'] as const) {
        expect(screen.getByText(texts.validation[key]).closest('[role="alert"]')).not.toBeNull();
      }
      const name = screen.getByLabelText(texts.fields.name);
      expect(name.getAttribute('aria-invalid')).toBe('true');
      expect(name.getAttribute('aria-describedby')).toContain(
        screen.getByText(texts.validation.nameRequired).id,
      );
      expect(screen.getByLabelText(texts.fields.company).getAttribute('aria-invalid')).toBeNull();
      expect(document.activeElement).toBe(name);
      expect(backend.calls('auth signup')).toHaveLength(0);
    });

    it('checks the e-mail format, the password rules and the confirmation', async () => {
      const { backend } = renderPage(RegisterPage, { path: '/register', language });
      const user = await submit(
        { ...VALID, email: 'ada@nowhere', password: 'onlyletters', confirmPassword: 'different1' },
        language,
      );
      expect(screen.getByText(texts.validation.emailInvalid)).toBeTruthy();
      expect(screen.getByText(texts.validation.passwordLetterDigit)).toBeTruthy();
      expect(screen.getByText(texts.validation.confirmMismatch)).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByLabelText(texts.fields.email));

      const password = screen.getByLabelText(texts.fields.password);
      await user.clear(password);
      await user.type(password, 'short1');
      await user.click(screen.getByRole('button', { name: texts.register.submit }));
      expect(screen.getByText(texts.validation.passwordTooShort)).toBeTruthy();
      expect(backend.calls('auth signup')).toHaveLength(0);
    });

    it('bounds the name and company at 200 characters', async () => {
      const { backend } = renderPage(RegisterPage, { path: '/register', language });
      const user = await fill({ ...VALID, name: undefined, company: undefined }, language);
      // Pasting, not typing, 201 characters keeps the test fast.
      await user.click(screen.getByLabelText(texts.fields.name));
      await user.paste('n'.repeat(201));
      await user.click(screen.getByLabelText(texts.fields.company));
      await user.paste('c'.repeat(201));
      await user.click(screen.getByRole('button', { name: texts.register.submit }));
      expect(screen.getByText(texts.validation.nameTooLong)).toBeTruthy();
      expect(screen.getByText(texts.validation.companyTooLong)).toBeTruthy();
      expect(backend.calls('auth signup')).toHaveLength(0);
    });
  });

  it('signs up with name and company as metadata and goes on to ?next', async () => {
    const { backend, platform } = renderPage(RegisterPage, { path: '/register?next=/reports' });
    await submit(VALID);
    await waitFor(() => expect(location()).toBe('/reports'));
    const [request] = backend.calls('auth signup');
    expect(request?.body).toMatchObject({
      email: 'ada@example.com',
      password: 'engine1843',
      data: { name: 'Ada Lovelace', company: 'Analytical Engines' },
    });
    expect(platform.auth.getState().isAuthenticated).toBe(true);
  });

  it('sends an empty company when none is given, and trims the values', async () => {
    const { backend } = renderPage(RegisterPage, { path: '/register' });
    await submit({ ...VALID, name: '  Ada  ', company: undefined, email: ' ada@example.com ' });
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(backend.calls('auth signup')[0]?.body).toMatchObject({
      email: 'ada@example.com',
      data: { name: 'Ada', company: '' },
    });
  });

  it.each(['https://evil.example', '//evil'])('refuses to leave the site for ?next=%s', async (next) => {
    renderPage(RegisterPage, { path: `/register?next=${encodeURIComponent(next)}` });
    await submit(VALID);
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('turns into "check your inbox" when the project needs a confirmation, and the code signs in and goes on to ?next', async () => {
    const backend = createFakeBackend();
    backend.answer(
      'auth signup',
      httpReply(200, {
        id: 'u1',
        aud: 'authenticated',
        email: 'ada@example.com',
        app_metadata: {},
        user_metadata: {},
        created_at: '2026-01-01T00:00:00Z',
      }),
    );
    renderPage(RegisterPage, { path: '/register?next=/assessment', backend });
    const user = await submit(VALID);
    expect(
      await screen.findByRole('heading', { level: 1, name: signInTranslations.en.checkInbox.title }),
    ).toBeTruthy();
    expect(
      screen
        .getByText(signInTranslations.en.checkInbox.sentToSignUp.replace('{{email}}', 'ada@example.com'))
        .closest('[role="status"]'),
    ).not.toBeNull();
    expect(backend.calls('auth signup')[0]?.body).toMatchObject({ data: { language: 'en' } });
    expect(backend.calls('auth signup')[0]?.url.searchParams.get('redirect_to')).toBe(
      `${window.location.origin}/login?next=%2Fassessment&lang=en`,
    );
    // The resend waits out the Auth service's minute.
    expect(screen.getByRole('button', { name: /Send again in 60 s/ }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: signInTranslations.en.checkInbox.verify }));
    expect(screen.getByText(en.validation.codeRequired).closest('[role="alert"]')).not.toBeNull();
    await user.type(screen.getByLabelText(signInTranslations.en.checkInbox.code), '123 456');
    await user.click(screen.getByRole('button', { name: signInTranslations.en.checkInbox.verify }));
    await waitFor(() => expect(location()).toBe('/login?next=%2Fassessment'));
    expect(backend.calls('auth verify')[0]?.body).toMatchObject({
      email: 'ada@example.com',
      token: '123456',
      type: 'signup',
    });
  });

  it('says so when the code is wrong or expired', async () => {
    const backend = createFakeBackend();
    backend.answer(
      'auth signup',
      httpReply(200, {
        id: 'u1',
        aud: 'authenticated',
        email: 'ada@example.com',
        app_metadata: {},
        user_metadata: {},
        created_at: '2026-01-01T00:00:00Z',
      }),
    );
    backend.answer('auth verify', authError(403, 'otp_expired', 'Token has expired or is invalid'));
    renderPage(RegisterPage, { path: '/register', backend, language: 'da' });
    const user = await submit(VALID, 'da');
    await user.type(await screen.findByLabelText(signInTranslations.da.checkInbox.code), '111111');
    await user.click(screen.getByRole('button', { name: signInTranslations.da.checkInbox.verify }));
    expect(
      (await screen.findByText(translations.da.errors.wrongEmailCode)).closest('[role="alert"]'),
    ).not.toBeNull();
    expect(location()).toBe('/register');
  });

  const failures: [string, FakeReply, keyof typeof en.errors][] = [
    [
      'an e-mail already registered',
      authError(422, 'user_already_exists', 'User already registered'),
      'emailExists',
    ],
    [
      'a weak password',
      httpReply(422, {
        code: 'weak_password',
        message: 'Password should contain ...',
        weak_password: { reasons: ['characters'] },
      }),
      'weakPasswordCharacters',
    ],
    [
      'an invalid e-mail',
      authError(400, 'validation_failed', 'Unable to validate email address: invalid format'),
      'invalidEmail',
    ],
    [
      'too many attempts',
      authError(429, 'over_request_rate_limit', 'Request rate limit reached'),
      'rateLimited',
    ],
    ['a network failure', networkError(), 'network'],
    [
      'sign-ups being disabled',
      authError(422, 'signup_disabled', 'Signups not allowed for this instance'),
      'signupDisabled',
    ],
    ['an unknown failure', authError(400, 'something_new', 'Something new'), 'generic'],
  ];

  describe.each(LANGUAGES)('server failures in %s', (language) => {
    const texts = translations[language];
    it.each(failures)('shows its own message for %s', async (_name, failure, key) => {
      const backend = createFakeBackend();
      backend.answer('auth signup', failure);
      renderPage(RegisterPage, { path: '/register?next=/reports', language, backend });
      await submit(VALID, language);
      const message = await screen.findByText(texts.errors[key]);
      expect(message.closest('[role="alert"]')).not.toBeNull();
      expect(document.body.textContent).not.toMatch(
        /already registered|Password should|Unable to validate|rate limit|Failed to fetch|not allowed|Something new/,
      );
      expect(location()).toBe('/register?next=/reports');
    });
  });

  it('links to /login keeping ?next', () => {
    renderPage(RegisterPage, { path: '/register?next=/reports' });
    expect(screen.getByRole('link', { name: en.register.loginLink }).getAttribute('href')).toBe(
      '/login?next=%2Freports',
    );
  });

  it('can be filled and submitted with the keyboard alone', async () => {
    const { backend } = renderPage(RegisterPage, { path: '/register' });
    const user = userEvent.setup();
    for (const value of [VALID.name, VALID.company, VALID.email, VALID.password, VALID.confirmPassword]) {
      await user.tab();
      await user.keyboard(value);
    }
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(backend.calls('auth signup')[0]?.body).toMatchObject({
      data: { name: VALID.name, company: VALID.company },
    });
  });
});
