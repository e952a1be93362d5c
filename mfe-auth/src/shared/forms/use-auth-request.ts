// The calls a form makes to the Auth service, one at a time: which one is under way (its button spins,
// the others wait), and the last one's failure as a key of the shared texts (AuthErrorMessage shows it).
// A form's submit and its other buttons (resend the code, sign in with a provider, start an enrolment)
// share one request, so a second click while a call runs does nothing.
import { useState } from 'react';
import type { AuthErrorKey } from '../auth-errors/map-auth-error.ts';
import type { AuthResult } from '../session/result.ts';

/** What a success leads to: 'leaving' when the page goes elsewhere (the form stays busy until it is gone). */
export type AfterSuccess = void | 'leaving';

export type AuthRequest<Action extends string> = {
  /** The call under way, if any. */
  pending: Action | null;
  busy: boolean;
  /** The last call's failure; cleared when the next one starts. */
  error: AuthErrorKey | null;
  setError: (error: AuthErrorKey | null) => void;
  clear: () => void;
  /** Runs the call unless one is under way; its failure becomes `error`, then onFailure runs. */
  run: <T extends object>(
    action: Action,
    call: () => Promise<AuthResult<T>>,
    after?: { onSuccess?(result: { ok: true } & T): AfterSuccess; onFailure?(): void },
  ) => Promise<void>;
};

/** Action: the names of the calls, one per button; a form with only its submit keeps the default. */
export function useAuthRequest<Action extends string = 'submit'>(
  initialError: () => AuthErrorKey | null = () => null,
): AuthRequest<Action> {
  const [pending, setPending] = useState<Action | null>(null);
  const [error, setError] = useState(initialError);

  return {
    pending,
    busy: pending !== null,
    error,
    setError,
    clear: () => setError(null),
    async run(action, call, after = {}) {
      if (pending !== null) return;
      setPending(action);
      setError(null);
      const result = await call();
      if (!result.ok) {
        setPending(null);
        setError(result.errorKey);
        after.onFailure?.();
        return;
      }
      if (after.onSuccess?.(result) !== 'leaving') setPending(null);
    },
  };
}
