// Two-factor sign-in with an authenticator app: turn it on (the QR code is the SVG the Auth service
// makes, shown as an image, with the key beside it for typing in, in groups of four with a copy button;
// no outside service sees it), prove it with a first code, or turn it off. Once on, a second
// authenticator can be added as the backup Supabase Auth provides instead of recovery codes (any of
// them answers at sign-in), each one removed on its own, and the section says what to do when an
// authenticator is lost. Which factors there are is read from the signed-in user, which the auth store
// keeps up to date (docs/product.md §3).
import { intlLocale, useAuth, useLanguage, useSupabase } from '@ahc/platform';
import { Button, Flex, Heading, Text } from '@ahc/platform/ui/base';
import { FormField } from '@ahc/platform/ui/form';
import { useState } from 'react';
import { type AuthRequest, useAuthRequest } from '#shared/forms/use-auth-request.ts';
import { useCodeVerification } from '#shared/forms/use-code-verification.ts';
import { useAccountTranslation } from '../i18n/use-account-translation.ts';
import { type TotpEnrolment, enrolTotp, removeTotp, verifyTotp } from '#shared/session/mfa.ts';
import { AuthErrorMessage, FormMessage } from '#shared/ui/FormMessage.tsx';
import { Section } from './Section.tsx';
import { TotpKey } from './TotpKey.tsx';
import './account.css';

/** Turning it on (start, then the first code as the form's submit) or off: one call at a time. */
type TwoFactorRequest = AuthRequest<'start' | 'submit' | 'remove'>;

type Done = 'account.mfaEnabled' | 'account.mfaBackupAdded' | 'account.mfaRemoved' | 'account.mfaOneRemoved';

export function TwoFactorSection() {
  const { t } = useAccountTranslation();
  const { language } = useLanguage();
  const supabase = useSupabase();
  const factors = useAuth((s) => s.currentUser?.factors);
  // The verified authenticator apps, oldest first: the first one added, then the backups.
  const authenticators = (factors ?? [])
    .filter((factor) => factor.factor_type === 'totp' && factor.status === 'verified')
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  const factorId = authenticators[0]?.id ?? null;
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const request: TwoFactorRequest = useAuthRequest();
  const added = (at: string) =>
    new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' }).format(new Date(at));

  function start() {
    setDone(null);
    return request.run('start', () => enrolTotp(supabase), {
      onSuccess: (result) => setEnrolment(result.enrolment),
    });
  }

  function remove(id: string) {
    setDone(null);
    const last = authenticators.length === 1;
    return request.run('remove', () => removeTotp(supabase, id), {
      onSuccess: () => setDone(last ? 'account.mfaRemoved' : 'account.mfaOneRemoved'),
    });
  }

  return (
    <Section
      id="account-mfa"
      title={t('account.mfaTitle')}
      intro={
        authenticators.length > 1
          ? t('account.mfaOnMany', { count: authenticators.length })
          : t(factorId ? 'account.mfaOn' : 'account.mfaOff')
      }
    >
      {done && <FormMessage tone="success">{t(done)}</FormMessage>}
      <AuthErrorMessage errorKey={request.error} />
      {enrolment ? (
        <EnrolmentCheck
          enrolment={enrolment}
          request={request}
          backup={factorId !== null}
          onEnabled={() => {
            setEnrolment(null);
            setDone(factorId ? 'account.mfaBackupAdded' : 'account.mfaEnabled');
          }}
          onCancel={() => setEnrolment(null)}
        />
      ) : factorId ? (
        <Flex direction="column" gap="3">
          {authenticators.length > 1 && (
            <ul className="authenticator-list" data-testid="authenticators">
              {authenticators.map((factor, index) => (
                <li key={factor.id}>
                  <Flex gap="3" align="center" justify="between" wrap="wrap" py="1">
                    <Text size="2">
                      {t('account.mfaAuthenticator', { number: index + 1, date: added(factor.created_at) })}
                    </Text>
                    <Button
                      type="button"
                      size="1"
                      variant="soft"
                      color="red"
                      disabled={request.busy}
                      aria-label={t('account.mfaRemoveOneLabel', { number: index + 1 })}
                      onClick={() => void remove(factor.id)}
                    >
                      {t('account.mfaRemoveOne')}
                    </Button>
                  </Flex>
                </li>
              ))}
            </ul>
          )}
          <Flex gap="3" justify="end" wrap="wrap">
            <Button
              type="button"
              variant="soft"
              loading={request.pending === 'start'}
              disabled={request.busy}
              onClick={() => void start()}
            >
              {request.pending === 'start' ? t('account.mfaStarting') : t('account.mfaAddBackup')}
            </Button>
            {authenticators.length === 1 && (
              <Button
                type="button"
                variant="soft"
                color="red"
                loading={request.pending === 'remove'}
                disabled={request.busy}
                onClick={() => void remove(factorId)}
              >
                {request.pending === 'remove' ? t('account.mfaRemoving') : t('account.mfaRemove')}
              </Button>
            )}
          </Flex>
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
      <Flex direction="column" gap="1" data-testid="mfa-lost">
        <Heading as="h3" size="2">
          {t('account.mfaLostTitle')}
        </Heading>
        <Text as="p" size="2" color="gray">
          {t('account.mfaLost')}
        </Text>
      </Flex>
    </Section>
  );
}

/** The new factor's QR code and secret, and its first code, which turns two-factor sign-in on. */
function EnrolmentCheck({
  enrolment,
  request,
  backup,
  onEnabled,
  onCancel,
}: {
  enrolment: TotpEnrolment;
  request: TwoFactorRequest;
  /** A second authenticator, beside one that works already. */
  backup: boolean;
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
          {t(backup ? 'account.mfaScanBackup' : 'account.mfaScan')}
        </Text>
        <img
          src={enrolment.qrCode}
          alt={t('account.mfaQrAlt')}
          width={200}
          height={200}
          style={{ background: 'white', padding: 8, alignSelf: 'start' }}
          data-testid="totp-qr"
        />
        <TotpKey secret={enrolment.secret} />
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
            {request.pending === 'submit'
              ? t('account.mfaVerifying')
              : t(backup ? 'account.mfaVerifyBackup' : 'account.mfaVerify')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
