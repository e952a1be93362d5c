// The second step of signing in to an account with two-factor sign-in: the session is aal1 (the auth
// store says secondFactorRequired), and the code from the authenticator app raises it to aal2, which
// signs the person in; the sign-in page then goes on to ?next, while on a page the shell's guard held
// back (no next) it stays and the guard shows that page. Cancelling signs the aal1 session out.
import { safeReturnPath, useAuth, useSupabase } from '@ahc/platform';
import { Button, Flex } from '@ahc/platform/ui';
import { FormField } from '@ahc/platform/ui/form';
import { type FormEvent, useState } from 'react';
import { useNavigate } from '@ahc/platform/router';
import type { AuthErrorKey } from '#shared/auth-errors/map-auth-error.ts';
import { checkCode, cleanCode } from '#shared/forms/code-field.ts';
import type { ValidationKey } from '#shared/forms/validation.ts';
import { useSignInTranslation } from '../i18n/use-sign-in-translation.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { verifiedTotpFactor, verifyTotp } from '#shared/session/mfa.ts';
import { focusById } from '#shared/ui/focus.ts';
import { FormMessage } from '#shared/ui/FormMessage.tsx';

const CODE_ID = 'login-totp';

/** next: where to go once the code is right (null: safeReturnPath's default); left out, nowhere. */
export function SecondFactorStep({ next }: { next?: string | null }) {
  const { t } = useSignInTranslation();
  const shared = useSharedTranslation();
  const supabase = useSupabase();
  const navigate = useNavigate();
  const signOut = useAuth((s) => s.signOut);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<ValidationKey | undefined>();
  const [formError, setFormError] = useState<AuthErrorKey | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const problem = checkCode(code);
    setCodeError(problem);
    setFormError(null);
    if (problem) {
      focusById(CODE_ID);
      return;
    }
    setPending(true);
    const factor = await verifiedTotpFactor(supabase);
    const result = !factor.ok
      ? factor
      : factor.factorId
        ? await verifyTotp(supabase, factor.factorId, cleanCode(code))
        : ({ ok: false, errorKey: 'errors.generic' } as const);
    if (result.ok) {
      if (next !== undefined) navigate(safeReturnPath(next), { replace: true });
      return;
    }
    setPending(false);
    setFormError(result.errorKey);
    setCode('');
    focusById(CODE_ID);
  }

  return (
    <Flex direction="column" gap="4" data-testid="second-factor">
      {formError && <FormMessage tone="error">{shared.t(formError)}</FormMessage>}
      <form noValidate onSubmit={onSubmit}>
        <Flex direction="column" gap="3">
          <FormField
            id={CODE_ID}
            label={t('secondFactor.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            value={code}
            onChange={setCode}
            error={codeError && shared.t(codeError)}
          />
          <Button type="submit" size="3" loading={pending}>
            {pending ? t('secondFactor.submitting') : t('secondFactor.submit')}
          </Button>
        </Flex>
      </form>
      <Button type="button" variant="ghost" disabled={pending} onClick={() => void signOut()}>
        {t('secondFactor.cancel')}
      </Button>
    </Flex>
  );
}
