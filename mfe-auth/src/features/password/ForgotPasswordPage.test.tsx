import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authError } from '@ahc/platform/testing';
import { pageTexts } from '#shared/testing/page-texts.ts';
import { passwordTranslations } from './i18n/password-translations.ts';
import { authBackend, renderPage } from '#shared/testing/render-page.tsx';
import ForgotPasswordPage from './ForgotPasswordPage.tsx';

const translations = pageTexts(passwordTranslations);
const en = translations.en;
const da = translations.da;

describe('ForgotPasswordPage', () => {
  it('checks the address first and sends nothing for a malformed one', async () => {
    const { backend } = renderPage(ForgotPasswordPage, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(en.fields.email), 'not-an-address');
    await user.click(screen.getByRole('button', { name: en.forgot.submit }));
    expect(screen.getByText(en.validation.emailInvalid).closest('[role="alert"]')).not.toBeNull();
    expect(backend.calls('auth recover')).toEqual([]);
  });

  it('asks for the e-mail with the link back to /reset-password, and says the same whoever asks', async () => {
    const { backend } = renderPage(ForgotPasswordPage, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(en.fields.email), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: en.forgot.submit }));
    expect(
      (await screen.findByText(en.forgot.sent.replace('{{email}}', 'ada@example.com'))).closest(
        '[role="status"]',
      ),
    ).not.toBeNull();
    const [request] = backend.calls('auth recover');
    expect(request?.body).toMatchObject({ email: 'ada@example.com' });
    expect(request?.url.searchParams.get('redirect_to')).toBe(
      `${window.location.origin}/reset-password?lang=en`,
    );
  });

  it('says so in Danish when an e-mail was sent a moment ago', async () => {
    const backend = authBackend();
    backend.answer(
      'auth recover',
      authError(
        429,
        'over_email_send_rate_limit',
        'For security purposes, you can only request this after 60 seconds.',
      ),
    );
    renderPage(ForgotPasswordPage, { path: '/forgot-password', backend, language: 'da' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(da.fields.email), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: da.forgot.submit }));
    expect((await screen.findByText(da.errors.emailRateLimited)).closest('[role="alert"]')).not.toBeNull();
    expect(document.body.textContent).not.toMatch(/security purposes/);
  });
});
