// One e-mail field whose submit asks the Auth service to send a mail (a recovery link, a sign-in link
// and code): the address is checked first (on a problem the focus goes to the field), one request at a
// time, then the address the mail went to, or the failure's own message.
import { type FormEvent, useState } from 'react';
import type { AuthErrorKey } from '../auth-errors/map-auth-error.ts';
import type { AuthResult } from '../session/result.ts';
import { focusById } from '../ui/focus.ts';
import { type ValidationKey, checkEmail } from './validation.ts';

export function useEmailRequest(fieldId: string, send: (email: string) => Promise<AuthResult>) {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<ValidationKey | undefined>();
  const [formError, setFormError] = useState<AuthErrorKey | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const problem = checkEmail(email);
    setEmailError(problem);
    setFormError(null);
    setSentTo(null);
    if (problem) {
      focusById(fieldId);
      return;
    }
    setPending(true);
    const result = await send(email);
    setPending(false);
    if (result.ok) setSentTo(email.trim());
    else setFormError(result.errorKey);
  }

  return { email, setEmail, emailError, formError, sentTo, setSentTo, pending, onSubmit };
}
