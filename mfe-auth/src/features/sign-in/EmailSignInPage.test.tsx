import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authError } from '@ahc/platform/testing';
import { pageTexts } from '#shared/testing/page-texts.ts';
import { signInTranslations } from './i18n/sign-in-translations.ts';
import { authBackend, renderPage } from '#shared/testing/render-page.tsx';
import EmailSignInPage from './EmailSignInPage.tsx';

const translations = pageTexts(signInTranslations);
const en = translations.en;
const da = translations.da;
const location = () => screen.getByTestId('location').textContent;

describe('EmailSignInPage', () => {
  it('asks for a link and code without making an account, then the code signs in and goes on via /login', async () => {
    const { backend } = renderPage(EmailSignInPage, { path: '/login/email?next=/reports' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(en.fields.email), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: en.emailSignIn.submit }));
    expect(await screen.findByRole('heading', { level: 1, name: en.checkInbox.title })).toBeTruthy();
    const [request] = backend.calls('auth otp');
    expect(request?.body).toMatchObject({
      email: 'ada@example.com',
      create_user: false,
      data: { language: 'en' },
    });
    expect(request?.url.searchParams.get('redirect_to')).toBe(
      `${window.location.origin}/login?next=%2Freports&lang=en`,
    );

    await user.type(screen.getByLabelText(en.checkInbox.code), '654321');
    await user.click(screen.getByRole('button', { name: en.checkInbox.verify }));
    await waitFor(() => expect(location()).toBe('/login?next=%2Freports'));
    expect(backend.calls('auth verify')[0]?.body).toMatchObject({
      email: 'ada@example.com',
      token: '654321',
      type: 'email',
    });
  });

  it('tells a wrong code apart, in Danish, and lets the visitor use another address', async () => {
    const backend = authBackend();
    backend.answer('auth verify', authError(403, 'otp_expired', 'Token has expired or is invalid'));
    renderPage(EmailSignInPage, { path: '/login/email', backend, language: 'da' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(da.fields.email), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: da.emailSignIn.submit }));
    await user.type(await screen.findByLabelText(da.checkInbox.code), '12345');
    await user.click(screen.getByRole('button', { name: da.checkInbox.verify }));
    expect(screen.getByText(da.validation.codeInvalid).closest('[role="alert"]')).not.toBeNull();
    await user.type(screen.getByLabelText(da.checkInbox.code), '6');
    await user.click(screen.getByRole('button', { name: da.checkInbox.verify }));
    expect((await screen.findByText(da.errors.wrongEmailCode)).closest('[role="alert"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: da.checkInbox.otherAddress }));
    expect(screen.getByRole('heading', { level: 1, name: da.emailSignIn.title })).toBeTruthy();
  });
});
