// Two-factor sign-in with an authenticator app: turn it on (the QR code is the SVG the Auth service
// makes, shown as an image, with the secret beside it for typing in; no outside service sees it), prove
// it with a first code, or turn it off. Whether it is on is read from the signed-in user's factors, which
// the auth store keeps up to date (docs/product.md §3).
import { useAuth, useSupabase } from '@ahc/platform';
import { Button, Flex, Text } from '@ahc/platform/ui/base';
import { FormField } from '@ahc/platform/ui/form';
import { useState } from 'react';
import { type AuthRequest, useAuthRequest } from '#shared/forms/use-auth-request.ts';
import { useCodeVerification } from '#shared/forms/use-code-verification.ts';
import { useAccountTranslation } from '../i18n/use-account-translation.ts';
import { type TotpEnrolment, enrolTotp, removeTotp, verifyTotp } from '#shared/session/mfa.ts';
import { AuthErrorMessage, FormMessage } from '#shared/ui/FormMessage.tsx';
import { Section } from './Section.tsx';

/** Turning it on (start, then the first code as the form's submit) or off: one call at a time. */
type TwoFactorRequest = AuthRequest<'start' | 'submit' | 'remove'>;

export function TwoFactorSection() {
  const { t } = useAccountTranslation();
  const supabase = useSupabase();
  const factorId = useAuth(
    (s) =>
      s.currentUser?.factors?.find((factor) => factor.factor_type === 'totp' && factor.status === 'verified')
        ?.id ?? null,
  );
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [done, setDone] = useState<'account.mfaEnabled' | 'account.mfaRemoved' | null>(null);
  const request: TwoFactorRequest = useAuthRequest();

  function start() {
    setDone(null);
    return request.run('start', () => enrolTotp(supabase), {
      onSuccess: (result) => setEnrolment(result.enrolment),
    });
  }

  function remove() {
    if (!factorId) return;
    setDone(null);
    return request.run('remove', () => removeTotp(supabase, factorId), {
      onSuccess: () => setDone('account.mfaRemoved'),
    });
  }

  return (
    <Section
      id="account-mfa"
      title={t('account.mfaTitle')}
      intro={t(factorId ? 'account.mfaOn' : 'account.mfaOff')}
    >
      {done && <FormMessage tone="success">{t(done)}</FormMessage>}
      <AuthErrorMessage errorKey={request.error} />
      {enrolment ? (
        <EnrolmentCheck
          enrolment={enrolment}
          request={request}
          onEnabled={() => {
            setEnrolment(null);
            setDone('account.mfaEnabled');
          }}
          onCancel={() => setEnrolment(null)}
        />
      ) : factorId ? (
        <Flex justify="end">
          <Button
            type="button"
            variant="soft"
            color="red"
            loading={request.pending === 'remove'}
            disabled={request.busy}
            onClick={() => void remove()}
          >
            {request.pending === 'remove' ? t('account.mfaRemoving') : t('account.mfaRemove')}
          </Button>
        </Flex>
      ) : (
        <Flex justify="end">
          <Button
            type="button"
            variant="soft"
            loading={request.pending === 'start'}
            disabled={request.busy}
            onClick={() => void start()}
          >
            {request.pending === 'start' ? t('account.mfaStarting') : t('account.mfaEnable')}
          </Button>
        </Flex>
      )}
    </Section>
  );
}

/** The new factor's QR code and secret, and its first code, which turns two-factor sign-in on. */
function EnrolmentCheck({
  enrolment,
  request,
  onEnabled,
  onCancel,
}: {
  enrolment: TotpEnrolment;
  request: TwoFactorRequest;
  onEnabled(): void;
  onCancel(): void;
}) {
  const { t } = useAccountTranslation();
  const supabase = useSupabase();
  const verification = useCodeVerification({
    fieldId: 'account-totp-code',
    request,
    verify: (code) => verifyTotp(supabase, enrolment.factorId, code),
    onVerified: onEnabled,
  });

  return (
    <form noValidate onSubmit={verification.handleSubmit}>
      <Flex direction="column" gap="3">
        <Text as="p" size="2">
          {t('account.mfaScan')}
        </Text>
        <img
          src={enrolment.qrCode}
          alt={t('account.mfaQrAlt')}
          width={200}
          height={200}
          style={{ background: 'white', padding: 8, alignSelf: 'start' }}
          data-testid="totp-qr"
        />
        <Text as="p" size="2">
          {t('account.mfaSecret')}{' '}
          <code data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
            {enrolment.secret}
          </code>
        </Text>
        <FormField
          {...verification.codeField}
          label={t('account.mfaCode')}
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <Flex gap="3" justify="end" wrap="wrap">
          <Button type="button" variant="ghost" disabled={request.busy} onClick={onCancel}>
            {t('account.mfaCancel')}
          </Button>
          <Button type="submit" variant="soft" loading={request.pending === 'submit'} disabled={request.busy}>
            {request.pending === 'submit' ? t('account.mfaVerifying') : t('account.mfaVerify')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
