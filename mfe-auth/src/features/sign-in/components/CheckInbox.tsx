// "Check your inbox" in its card, after a sign-up (confirmations on) or a request for a sign-in e-mail:
// the link in the e-mail signs the person in where they opened it; the 6-digit code signs them in here.
// A resend waits out the Auth service's minute per e-mail (cooldown.ts). Once signed in, the page goes
// to /login with the visitor's ?next: the shell's guard goes on to ?next, or /login asks for the second
// factor when the account has one (docs/product.md §3).
import { PATHS, useLanguage, useSupabase, withNext } from '@ahc/platform';
import { Button, Flex } from '@ahc/platform/ui';
import { FormField } from '@ahc/platform/ui/form';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from '@ahc/platform/router';
import type { AuthErrorKey } from '#shared/auth-errors/map-auth-error.ts';
import type { ValidationKey } from '#shared/forms/validation.ts';
import { useSignInTranslation } from '../i18n/use-sign-in-translation.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { type EmailPurpose, resendEmail, verifyEmailCode } from '../data/email-otp.ts';
import { AuthCard } from '#shared/ui/AuthCard.tsx';
import { focusById } from '#shared/ui/focus.ts';
import { FormMessage } from '#shared/ui/FormMessage.tsx';
import { checkCode, cleanCode } from '#shared/forms/code-field.ts';
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
  const shared = useSharedTranslation();
  const supabase = useSupabase();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const cooldown = useCooldown();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<ValidationKey | undefined>();
  const [formError, setFormError] = useState<AuthErrorKey | null>(null);
  const [resent, setResent] = useState(false);
  const [pending, setPending] = useState<'verify' | 'resend' | null>(null);

  // The form the visitor was on has gone: the focus goes where the next step is typed.
  useEffect(() => focusById(CODE_ID), []);

  async function onVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const problem = checkCode(code);
    setCodeError(problem);
    setFormError(null);
    if (problem) {
      focusById(CODE_ID);
      return;
    }
    setPending('verify');
    const result = await verifyEmailCode(supabase, purpose, email, cleanCode(code));
    if (result.ok) {
      navigate(withNext(PATHS.login, next), { replace: true });
      return;
    }
    setPending(null);
    setFormError(result.errorKey);
    focusById(CODE_ID);
  }

  async function onResend() {
    if (pending || cooldown.left > 0) return;
    setPending('resend');
    setFormError(null);
    setResent(false);
    const result = await resendEmail(supabase, purpose, email, next, language);
    setPending(null);
    if (result.ok) {
      cooldown.restart();
      setResent(true);
    } else {
      setFormError(result.errorKey);
    }
  }

  return (
    <AuthCard title={t('checkInbox.title')}>
      <Flex direction="column" gap="4" data-testid="check-inbox">
        <FormMessage tone="info">
          {t(purpose === 'signUp' ? 'checkInbox.sentToSignUp' : 'checkInbox.sentTo', { email })}
        </FormMessage>
        {formError && <FormMessage tone="error">{shared.t(formError)}</FormMessage>}
        {resent && !formError && <FormMessage tone="success">{t('checkInbox.resent')}</FormMessage>}
        <form noValidate onSubmit={onVerify}>
          <Flex direction="column" gap="3">
            <FormField
              id={CODE_ID}
              label={t('checkInbox.code')}
              hint={t('checkInbox.codeHint')}
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              value={code}
              onChange={setCode}
              error={codeError && shared.t(codeError)}
            />
            <Button type="submit" size="3" loading={pending === 'verify'} disabled={pending !== null}>
              {pending === 'verify' ? t('checkInbox.verifying') : t('checkInbox.verify')}
            </Button>
          </Flex>
        </form>
        <Flex direction="column" gap="2">
          <Button
            type="button"
            variant="soft"
            disabled={pending !== null || cooldown.left > 0}
            loading={pending === 'resend'}
            onClick={() => void onResend()}
          >
            {cooldown.left > 0
              ? t('checkInbox.resendIn', { seconds: cooldown.left })
              : t('checkInbox.resend')}
          </Button>
          <Button type="button" variant="ghost" disabled={pending !== null} onClick={onOtherAddress}>
            {t('checkInbox.otherAddress')}
          </Button>
        </Flex>
      </Flex>
    </AuthCard>
  );
}
