import { AuthApiError } from '@supabase/supabase-js';
import { renderWithPlatform } from '@ahc/platform/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mapAuthError } from '../auth-errors/map-auth-error.ts';
import { sharedTranslations } from '../i18n/shared-translations.ts';
import type { AuthResult } from '../session/result.ts';
import { AuthErrorMessage } from '../ui/FormMessage.tsx';
import { type AfterSuccess, useAuthRequest } from './use-auth-request.ts';

const en = sharedTranslations.en;

/** A request whose two buttons run the calls the test gives; the failure shows above. */
function TwoCalls({
  first,
  second,
  onSuccess,
}: {
  first(): Promise<AuthResult>;
  second(): Promise<AuthResult>;
  onSuccess?(): AfterSuccess;
}) {
  const request = useAuthRequest<'first' | 'second'>();
  return (
    <>
      <AuthErrorMessage errorKey={request.error} />
      <span data-testid="pending">{request.pending ?? 'none'}</span>
      <button type="button" onClick={() => void request.run('first', first, { onSuccess })}>
        First
      </button>
      <button type="button" onClick={() => void request.run('second', second)}>
        Second
      </button>
    </>
  );
}

function deferred() {
  let resolve: (result: AuthResult) => void = () => undefined;
  const promise = new Promise<AuthResult>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('useAuthRequest', () => {
  it('runs one call at a time, and shows a failure in the shared texts', async () => {
    const call = deferred();
    const second = vi.fn(async (): Promise<AuthResult> => ({ ok: true }));
    renderWithPlatform(<TwoCalls first={() => call.promise} second={second} />);
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByTestId('pending').textContent).toBe('first');
    await userEvent.click(screen.getByRole('button', { name: 'Second' }));
    expect(second).not.toHaveBeenCalled();
    call.resolve({
      ok: false,
      errorKey: mapAuthError(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials')),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(en.errors.invalidCredentials);
    expect(screen.getByTestId('pending').textContent).toBe('none');
  });

  it('clears the failure when the next call starts, and stays busy after a success that leaves', async () => {
    const failing = async (): Promise<AuthResult> => ({ ok: false, errorKey: 'errors.network' });
    const leaving = deferred();
    renderWithPlatform(
      <TwoCalls first={() => leaving.promise} second={failing} onSuccess={() => 'leaving'} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Second' }));
    expect((await screen.findByRole('alert')).textContent).toBe(en.errors.network);
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => leaving.resolve({ ok: true }));
    expect(screen.getByTestId('pending').textContent).toBe('first');
  });

  it('is free again after a success that stays', async () => {
    const staying = deferred();
    renderWithPlatform(<TwoCalls first={vi.fn()} second={() => staying.promise} />);
    await userEvent.click(screen.getByRole('button', { name: 'Second' }));
    expect(screen.getByTestId('pending').textContent).toBe('second');
    await act(async () => staying.resolve({ ok: true }));
    expect(screen.getByTestId('pending').textContent).toBe('none');
  });
});
