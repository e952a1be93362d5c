// Changing the password: proven by the current one, or (forgotten, or an account made with Google or
// Apple) by a code the Auth service e-mails (reauthentication). Every failure has its message: a wrong
// current password or code, the same password, a weak one with the reason (docs/product.md §3).
import { useAppConfig, useAuth, useSupabase } from '@ahc/platform';
import { Button, Flex } from '@ahc/platform/ui/base';
import { FormField } from '@ahc/platform/ui/form';
import { useState } from 'react';
import { checkCode, cleanCode } from '#shared/forms/code-field.ts';
import { NewPasswordFields } from '#shared/forms/CredentialFields.tsx';
import { useAuthRequest } from '#shared/forms/use-auth-request.ts';
import { useValidatedForm } from '#shared/forms/use-validated-form.ts';
import { validateNewPassword } from '#shared/forms/validation.ts';
import { useAccountTranslation } from '../i18n/use-account-translation.ts';
import { checkCurrentPassword, requestReauthentication } from '../data/account-changes.ts';
import { setPassword } from '../../password/index.ts';
import { AuthErrorMessage, FormMessage } from '#shared/ui/FormMessage.tsx';
import { Section } from './Section.tsx';

/** The proof of who is asking (the current password, or the e-mailed code), then the new password twice. */
const EMPTY = { proof: '', password: '', confirmPassword: '' };

export function PasswordSection() {
  const { t } = useAccountTranslation();
  const supabase = useSupabase();
  const config = useAppConfig();
  const email = useAuth((s) => s.currentUser?.email ?? '');
  const [byCode, setByCode] = useState(false);
  const [done, setDone] = useState(false);
  const request = useAuthRequest<'save' | 'code'>();
  const form = useValidatedForm({
    initialValues: EMPTY,
    fieldOrder: ['proof', 'password', 'confirmPassword'],
    fieldId: (field) => `account-${field}`,
    validate: (values) => ({
      proof: byCode
        ? checkCode(values.proof)
        : values.proof === ''
          ? 'validation.passwordRequired'
          : undefined,
      ...validateNewPassword(values),
    }),
  });

  function askForCode() {
    if (request.busy) return;
    setDone(false);
    return request.run('code', () => requestReauthentication(supabase), {
      onSuccess() {
        setByCode(true);
        form.setValue('proof', '');
        form.focus('proof');
      },
    });
  }

  const onSubmit = form.handleSubmit(
    (values) =>
      request.run(
        'save',
        async () => {
          const proven = byCode
            ? { ok: true as const }
            : await checkCurrentPassword(
                { url: config.supabaseUrl, anonKey: config.supabaseAnonKey },
                email,
                values.proof,
              );
          if (!proven.ok) return proven;
          return setPassword(supabase, values.password, byCode ? cleanCode(values.proof) : undefined);
        },
        {
          onSuccess() {
            form.resetValues();
            setByCode(false);
            setDone(true);
          },
        },
      ),
    {
      busy: request.busy,
      clear() {
        request.clear();
        setDone(false);
      },
    },
  );

  return (
    <Section id="account-password" title={t('account.passwordTitle')}>
      {done && <FormMessage tone="success">{t('account.passwordChanged')}</FormMessage>}
      {byCode && !request.error && (
        <FormMessage tone="info">{t('account.reauthSent', { email })}</FormMessage>
      )}
      <AuthErrorMessage errorKey={request.error} />
      <form noValidate onSubmit={onSubmit}>
        <Flex direction="column" gap="3">
          {byCode ? (
            <FormField
              {...form.field('proof')}
              label={t('account.reauthCode')}
              autoComplete="one-time-code"
              inputMode="numeric"
            />
          ) : (
            <FormField
              {...form.field('proof')}
              label={t('account.currentPassword')}
              type="password"
              autoComplete="current-password"
            />
          )}
          <NewPasswordFields form={form} label={t('account.newPassword')} />
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            {!byCode && (
              <Button
                type="button"
                variant="ghost"
                size="1"
                loading={request.pending === 'code'}
                disabled={request.busy}
                onClick={() => void askForCode()}
              >
                {t('account.noCurrentPassword')}
              </Button>
            )}
            <Button
              type="submit"
              variant="soft"
              loading={request.pending === 'save'}
              disabled={request.busy}
              style={{ marginInlineStart: 'auto' }}
            >
              {request.pending === 'save' ? t('account.changingPassword') : t('account.changePassword')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Section>
  );
}
