// The second step of signing in to an account with two-factor sign-in: the session is aal1 (the auth
// store says secondFactorRequired), and the code from an authenticator app (any of the account's: one
// may be the backup of another) raises it to aal2, which
// signs the person in; the sign-in page then goes on to ?next, while on a page the shell's guard held
// back (no next) it stays and the guard shows that page. Cancelling signs the aal1 session out.
import { safeReturnPath, useAuth, useSupabase } from '@ahc/platform';
import { Button, Flex } from '@ahc/platform/ui/base';
import { FormField } from '@ahc/platform/ui/form';
import { useNavigate } from '@ahc/platform/router';
import { useAuthRequest } from '#shared/forms/use-auth-request.ts';
import { useCodeVerification } from '#shared/forms/use-code-verification.ts';
import { useSignInTranslation } from '../i18n/use-sign-in-translation.ts';
import { verifyAnyTotp } from '#shared/session/mfa.ts';
import { AuthErrorMessage } from '#shared/ui/FormMessage.tsx';

/** next: where to go once the code is right (null: safeReturnPath's default); left out, nowhere. */
export function SecondFactorStep({ next }: { next?: string | null }) {
  const { t } = useSignInTranslation();
  const supabase = useSupabase();
  const navigate = useNavigate();
  const signOut = useAuth((s) => s.signOut);
  const request = useAuthRequest();
  const verification = useCodeVerification({
    fieldId: 'login-totp',
    request,
    verify: (code) => verifyAnyTotp(supabase, code),
    onVerified() {
      if (next !== undefined) navigate(safeReturnPath(next), { replace: true });
      return 'leaving';
    },
    emptyOnFailure: true,
  });

  return (
    <Flex direction="column" gap="4" data-testid="second-factor">
      <AuthErrorMessage errorKey={request.error} />
      <form noValidate onSubmit={verification.handleSubmit}>
        <Flex direction="column" gap="3">
          <FormField
            {...verification.codeField}
            label={t('secondFactor.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            required
          />
          <Button type="submit" size="3" loading={request.busy}>
            {request.busy ? t('secondFactor.submitting') : t('secondFactor.submit')}
          </Button>
        </Flex>
      </form>
      <Button type="button" variant="ghost" disabled={request.busy} onClick={() => void signOut()}>
        {t('secondFactor.cancel')}
      </Button>
    </Flex>
  );
}
