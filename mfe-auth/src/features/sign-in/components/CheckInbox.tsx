// "Check your inbox" in its card, after a sign-up (confirmations on) or a request for a sign-in e-mail:
// the link in the e-mail signs the person in where they opened it; the 6-digit code signs them in here.
// A resend waits out the Auth service's minute per e-mail (cooldown.ts). Once signed in, the page goes
// to /login with the visitor's ?next: the shell's guard goes on to ?next, or /login asks for the second
// factor when the account has one (docs/product.md §3).
import { PATHS, useLanguage, useSupabase, withNext } from '@ahc/platform';
import { Button, Flex } from '@ahc/platform/ui/base';
import { FormField } from '@ahc/platform/ui/form';
import { useEffect, useState } from 'react';
import { useNavigate } from '@ahc/platform/router';
import { useAuthRequest } from '#shared/forms/use-auth-request.ts';
import { useCodeVerification } from '#shared/forms/use-code-verification.ts';
import { useSignInTranslation } from '../i18n/use-sign-in-translation.ts';
import { type EmailPurpose, resendEmail, verifyEmailCode } from '../data/email-otp.ts';
import { AuthCard } from '#shared/ui/AuthCard.tsx';
import { focusById } from '#shared/ui/focus.ts';
import { AuthErrorMessage, FormMessage } from '#shared/ui/FormMessage.tsx';
import { useCooldown } from './cooldown.ts';

const CODE_ID = 'email-code';

export function CheckInbox({
  email,
  purpose,
  next,
  onOtherAddress,
}: {
  email: string;
  purpose: EmailPurpose;
  next: string | null;
  onOtherAddress(): void;
}) {
  const { t } = useSignInTranslation();
  const supabase = useSupabase();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const cooldown = useCooldown();
  const request = useAuthRequest<'submit' | 'resend'>();
  const [resent, setResent] = useState(false);
  const verification = useCodeVerification({
    fieldId: CODE_ID,
    request,
    verify: (code) => verifyEmailCode(supabase, purpose, email, code),
    onVerified() {
      navigate(withNext(PATHS.login, next), { replace: true });
      return 'leaving';
    },
  });

  // The form the visitor was on has gone: the focus goes where the next step is typed.
  useEffect(() => focusById(CODE_ID), []);

  async function onResend() {
    if (request.busy || cooldown.left > 0) return;
    setResent(false);
    await request.run('resend', () => resendEmail(supabase, purpose, email, next, language), {
      onSuccess() {
        cooldown.restart();
        setResent(true);
      },
    });
  }

  return (
    <AuthCard title={t('checkInbox.title')}>
      <Flex direction="column" gap="4" data-testid="check-inbox">
        <FormMessage tone="info">
          {t(purpose === 'signUp' ? 'checkInbox.sentToSignUp' : 'checkInbox.sentTo', { email })}
        </FormMessage>
        <AuthErrorMessage errorKey={request.error} />
        {resent && !request.error && <FormMessage tone="success">{t('checkInbox.resent')}</FormMessage>}
        <form noValidate onSubmit={verification.handleSubmit}>
          <Flex direction="column" gap="3">
            <FormField
              {...verification.codeField}
              label={t('checkInbox.code')}
              hint={t('checkInbox.codeHint')}
              autoComplete="one-time-code"
              inputMode="numeric"
              required
            />
            <Button type="submit" size="3" loading={request.pending === 'submit'} disabled={request.busy}>
              {request.pending === 'submit' ? t('checkInbox.verifying') : t('checkInbox.verify')}
            </Button>
          </Flex>
        </form>
        <Flex direction="column" gap="2">
          <Button
            type="button"
            variant="soft"
            disabled={request.busy || cooldown.left > 0}
            loading={request.pending === 'resend'}
            onClick={() => void onResend()}
          >
            {cooldown.left > 0
              ? t('checkInbox.resendIn', { seconds: cooldown.left })
              : t('checkInbox.resend')}
          </Button>
          <Button type="button" variant="ghost" disabled={request.busy} onClick={onOtherAddress}>
            {t('checkInbox.otherAddress')}
          </Button>
        </Flex>
      </Flex>
    </AuthCard>
  );
}
