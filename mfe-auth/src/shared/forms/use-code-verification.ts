// The one way a 6-digit code is verified (from an e-mail, or from an authenticator app at sign-in and
// when two-factor sign-in is turned on): the code is checked first (code-field.ts), sent without the
// spaces people copy along, and a refused code leaves the focus in the field for the next try.
import type { AuthResult } from '../session/result.ts';
import { cleanCode, checkCode } from './code-field.ts';
import type { AfterSuccess, AuthRequest } from './use-auth-request.ts';
import { useValidatedForm } from './use-validated-form.ts';

export function useCodeVerification(options: {
  fieldId: string;
  /** The form's calls; the verification runs as its 'submit'. */
  request: Pick<AuthRequest<'submit'>, 'busy' | 'clear' | 'run'>;
  verify(code: string): Promise<AuthResult>;
  onVerified(): AfterSuccess;
  /** Empties the field after a refused code: an authenticator app shows a new one every 30 seconds. */
  emptyOnFailure?: boolean;
}) {
  const form = useValidatedForm({
    initialValues: { code: '' },
    fieldOrder: ['code'],
    fieldId: () => options.fieldId,
    validate: ({ code }) => ({ code: checkCode(code) }),
  });

  const handleSubmit = form.handleSubmit(
    ({ code }) =>
      options.request.run('submit', () => options.verify(cleanCode(code)), {
        onSuccess: options.onVerified,
        onFailure() {
          if (options.emptyOnFailure) form.resetValues();
          form.focus('code');
        },
      }),
    options.request,
  );

  return { codeField: form.field('code'), handleSubmit };
}
