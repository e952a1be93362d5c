import { AuthApiError } from '@supabase/supabase-js';
import { renderWithPlatform } from '@ahc/platform/testing';
import { FormField } from '@ahc/platform/ui/form';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mapAuthError } from '../auth-errors/map-auth-error.ts';
import { sharedTranslations } from '../i18n/shared-translations.ts';
import type { AuthResult } from '../session/result.ts';
import { AuthErrorMessage } from '../ui/FormMessage.tsx';
import { useAuthRequest } from './use-auth-request.ts';
import { useCodeVerification } from './use-code-verification.ts';

const en = sharedTranslations.en;
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));

function CodeForm({
  verify,
  emptyOnFailure,
}: {
  verify(code: string): Promise<AuthResult>;
  emptyOnFailure?: boolean;
}) {
  const request = useAuthRequest();
  const verification = useCodeVerification({
    fieldId: 'test-code',
    request,
    verify,
    onVerified: () => undefined,
    emptyOnFailure,
  });
  return (
    <form noValidate onSubmit={verification.handleSubmit}>
      <AuthErrorMessage errorKey={request.error} />
      <FormField {...verification.codeField} label="Code" />
      <button type="submit">Send</button>
    </form>
  );
}

/** The Auth service refusing every code as GoTrue does a wrong authenticator-app code. */
const refuse = async (): Promise<AuthResult> => ({
  ok: false,
  errorKey: mapAuthError(new AuthApiError('Invalid TOTP code entered', 422, 'mfa_verification_failed')),
});
const codeField = () => screen.getByLabelText<HTMLInputElement>('Code');

describe('useCodeVerification', () => {
  it('checks the code first: a missing one is named, focused and not sent', async () => {
    const verify = vi.fn(refuse);
    renderWithPlatform(<CodeForm verify={verify} />);
    await submit();
    expect(screen.getByText(en.validation.codeRequired)).toBeTruthy();
    expect(document.activeElement).toBe(codeField());
    expect(verify).not.toHaveBeenCalled();
  });

  it('sends the digits without spaces; a refused code is named, and the focus goes back', async () => {
    const verify = vi.fn(refuse);
    renderWithPlatform(<CodeForm verify={verify} />);
    await userEvent.type(codeField(), '123 456');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(en.errors.wrongCode);
    expect(verify).toHaveBeenCalledWith('123456');
    expect(document.activeElement).toBe(codeField());
    expect(codeField().value).toBe('123 456');
  });

  it('empties the field after a refused code when asked to (an app shows a new code)', async () => {
    renderWithPlatform(<CodeForm verify={refuse} emptyOnFailure />);
    await userEvent.type(codeField(), '123456');
    await submit();
    await screen.findByRole('alert');
    expect(codeField().value).toBe('');
  });
});
