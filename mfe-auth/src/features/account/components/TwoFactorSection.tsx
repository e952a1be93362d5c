// Two-factor sign-in with an authenticator app: turn it on (the QR code is the SVG the Auth service
// makes, shown as an image, with the secret beside it for typing in; no outside service sees it), prove
// it with a first code, or turn it off. Whether it is on is read from the signed-in user's factors, which
// the auth store keeps up to date (docs/product.md §3).
import { useAuth, useSupabase } from '@ahc/platform';
import { Button, Flex, Text } from '@ahc/platform/ui';
import { FormField } from '@ahc/platform/ui/form';
import { type FormEvent, useState } from 'react';
import type { AuthErrorKey } from '#shared/auth-errors/map-auth-error.ts';
import { checkCode, cleanCode } from '#shared/forms/code-field.ts';
import type { ValidationKey } from '#shared/forms/validation.ts';
import { useAccountTranslation } from '../i18n/use-account-translation.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { type TotpEnrolment, enrolTotp, removeTotp, verifyTotp } from '#shared/session/mfa.ts';
import { focusById } from '#shared/ui/focus.ts';
import { FormMessage } from '#shared/ui/FormMessage.tsx';
import { Section } from './Section.tsx';

const CODE_ID = 'account-totp-code';

export function TwoFactorSection() {
  const { t } = useAccountTranslation();
  const shared = useSharedTranslation();
  const supabase = useSupabase();
  const factorId = useAuth(
    (s) =>
      s.currentUser?.factors?.find((factor) => factor.factor_type === 'totp' && factor.status === 'verified')
        ?.id ?? null,
  );
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<ValidationKey | undefined>();
  const [formError, setFormError] = useState<AuthErrorKey | null>(null);
  const [done, setDone] = useState<'account.mfaEnabled' | 'account.mfaRemoved' | null>(null);
  const [pending, setPending] = useState<'start' | 'verify' | 'remove' | null>(null);

  async function start() {
    setPending('start');
    setFormError(null);
    setDone(null);
    const result = await enrolTotp(supabase);
    setPending(null);
    if (result.ok) {
      setEnrolment(result.enrolment);
      setCode('');
    } else {
      setFormError(result.errorKey);
    }
  }

  async function onVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!enrolment || pending) return;
    const problem = checkCode(code);
    setCodeError(problem);
    setFormError(null);
    if (problem) {
      focusById(CODE_ID);
      return;
    }
    setPending('verify');
    const result = await verifyTotp(supabase, enrolment.factorId, cleanCode(code));
    setPending(null);
    if (result.ok) {
      setEnrolment(null);
      setDone('account.mfaEnabled');
    } else {
      setFormError(result.errorKey);
      focusById(CODE_ID);
    }
  }

  async function remove() {
    if (!factorId) return;
    setPending('remove');
    setFormError(null);
    setDone(null);
    const result = await removeTotp(supabase, factorId);
    setPending(null);
    if (result.ok) setDone('account.mfaRemoved');
    else setFormError(result.errorKey);
  }

  return (
    <Section
      id="account-mfa"
      title={t('account.mfaTitle')}
      intro={t(factorId ? 'account.mfaOn' : 'account.mfaOff')}
    >
      {done && <FormMessage tone="success">{t(done)}</FormMessage>}
      {formError && <FormMessage tone="error">{shared.t(formError)}</FormMessage>}
      {enrolment ? (
        <form noValidate onSubmit={onVerify}>
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
              id={CODE_ID}
              label={t('account.mfaCode')}
              autoComplete="one-time-code"
              inputMode="numeric"
              value={code}
              onChange={setCode}
              error={codeError && shared.t(codeError)}
            />
            <Flex gap="3" justify="end" wrap="wrap">
              <Button
                type="button"
                variant="ghost"
                disabled={pending !== null}
                onClick={() => setEnrolment(null)}
              >
                {t('account.mfaCancel')}
              </Button>
              <Button type="submit" variant="soft" loading={pending === 'verify'} disabled={pending !== null}>
                {pending === 'verify' ? t('account.mfaVerifying') : t('account.mfaVerify')}
              </Button>
            </Flex>
          </Flex>
        </form>
      ) : factorId ? (
        <Flex justify="end">
          <Button
            type="button"
            variant="soft"
            color="red"
            loading={pending === 'remove'}
            disabled={pending !== null}
            onClick={() => void remove()}
          >
            {pending === 'remove' ? t('account.mfaRemoving') : t('account.mfaRemove')}
          </Button>
        </Flex>
      ) : (
        <Flex justify="end">
          <Button
            type="button"
            variant="soft"
            loading={pending === 'start'}
            disabled={pending !== null}
            onClick={() => void start()}
          >
            {pending === 'start' ? t('account.mfaStarting') : t('account.mfaEnable')}
          </Button>
        </Flex>
      )}
    </Section>
  );
}
