// One e-mail field whose submit asks the Auth service to send a mail (a recovery link, a sign-in link
// and code): the address is checked first (on a problem the focus goes to the field), one request at a
// time, then the address the mail went to, or the failure's own message.
import { useState } from 'react';
import type { AuthResult } from '../session/result.ts';
import { useAuthRequest } from './use-auth-request.ts';
import { useValidatedForm } from './use-validated-form.ts';
import { checkEmail } from './validation.ts';

export type EmailRequest = ReturnType<typeof useEmailRequest>;

export function useEmailRequest(fieldId: string, send: (email: string) => Promise<AuthResult>) {
  const request = useAuthRequest();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useValidatedForm({
    initialValues: { email: '' },
    fieldOrder: ['email'],
    fieldId: () => fieldId,
    validate: ({ email }) => ({ email: checkEmail(email) }),
  });

  const onSubmit = form.handleSubmit(
    ({ email }) => request.run('submit', () => send(email), { onSuccess: () => setSentTo(email.trim()) }),
    {
      busy: request.busy,
      clear() {
        request.clear();
        setSentTo(null);
      },
    },
  );

  return {
    emailField: form.field('email'),
    formError: request.error,
    sentTo,
    setSentTo,
    pending: request.busy,
    onSubmit,
  };
}
