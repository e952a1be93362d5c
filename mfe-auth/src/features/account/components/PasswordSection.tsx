// Changing the password: proven by the current one, or (forgotten, or an account made with Google or
// Apple) by a code the Auth service e-mails (reauthentication). Every failure has its message: a wrong
// current password or code, the same password, a weak one with the reason (docs/product.md §3).
import { useAppConfig, useAuth, useSupabase } from '@ahc/platform';
import { Button, Flex } from '@ahc/platform/ui';
import { FormField } from '@ahc/platform/ui/form';
import { type FormEvent, useState } from 'react';
import type { AuthErrorKey } from '#shared/auth-errors/map-auth-error.ts';
import { checkCode, cleanCode } from '#shared/forms/code-field.ts';
import {
  type FieldErrors,
  type ValidationKey,
  firstInvalid,
  validateNewPassword,
} from '#shared/forms/validation.ts';
import { useAccountTranslation } from '../i18n/use-account-translation.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { checkCurrentPassword, requestReauthentication } from '../data/account-changes.ts';
import { setPassword } from '../../password/index.ts';
import { focusById } from '#shared/ui/focus.ts';
import { FormMessage } from '#shared/ui/FormMessage.tsx';
import { Section } from './Section.tsx';

type Field = 'proof' | 'password' | 'confirmPassword';
const FIELD_ORDER: readonly Field[] = ['proof', 'password', 'confirmPassword'];
const fieldId = (field: Field) => `account-${field}`;
const EMPTY: Record<Field, string> = { proof: '', password: '', confirmPassword: '' };

export function PasswordSection() {
  const { t } = useAccountTranslation();
  const shared = useSharedTranslation();
  const supabase = useSupabase();
  const config = useAppConfig();
  const email = useAuth((s) => s.currentUser?.email ?? '');
  const [byCode, setByCode] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<AuthErrorKey | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState<'save' | 'code' | null>(null);
  const setValue = (field: Field) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function askForCode() {
    if (pending) return;
    setPending('code');
    setFormError(null);
    setDone(false);
    const result = await requestReauthentication(supabase);
    setPending(null);
    if (result.ok) {
      setByCode(true);
      setValues((current) => ({ ...current, proof: '' }));
      focusById(fieldId('proof'));
    } else {
      setFormError(result.errorKey);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const proofProblem: ValidationKey | undefined = byCode
      ? checkCode(values.proof)
      : values.proof === ''
        ? 'validation.passwordRequired'
        : undefined;
    const errors: FieldErrors<Field> = {
      ...(proofProblem ? { proof: proofProblem } : {}),
      ...validateNewPassword(values),
    };
    setFieldErrors(errors);
    setFormError(null);
    setDone(false);
    const invalid = firstInvalid(FIELD_ORDER, errors);
    if (invalid) {
      focusById(fieldId(invalid));
      return;
    }
    setPending('save');
    let result = byCode
      ? { ok: true as const }
      : await checkCurrentPassword(
          { url: config.supabaseUrl, anonKey: config.supabaseAnonKey },
          email,
          values.proof,
        );
    if (result.ok)
      result = await setPassword(supabase, values.password, byCode ? cleanCode(values.proof) : undefined);
    setPending(null);
    if (result.ok) {
      setValues(EMPTY);
      setByCode(false);
      setDone(true);
    } else {
      setFormError(result.errorKey);
    }
  }

  return (
    <Section id="account-password" title={t('account.passwordTitle')}>
      {done && <FormMessage tone="success">{t('account.passwordChanged')}</FormMessage>}
      {byCode && !formError && <FormMessage tone="info">{t('account.reauthSent', { email })}</FormMessage>}
      {formError && <FormMessage tone="error">{shared.t(formError)}</FormMessage>}
      <form noValidate onSubmit={onSubmit}>
        <Flex direction="column" gap="3">
          {byCode ? (
            <FormField
              id={fieldId('proof')}
              label={t('account.reauthCode')}
              autoComplete="one-time-code"
              inputMode="numeric"
              value={values.proof}
              onChange={setValue('proof')}
              error={fieldErrors.proof && shared.t(fieldErrors.proof)}
            />
          ) : (
            <FormField
              id={fieldId('proof')}
              label={t('account.currentPassword')}
              type="password"
              autoComplete="current-password"
              value={values.proof}
              onChange={setValue('proof')}
              error={fieldErrors.proof && shared.t(fieldErrors.proof)}
            />
          )}
          <FormField
            id={fieldId('password')}
            label={t('account.newPassword')}
            hint={shared.t('fields.passwordHint')}
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={setValue('password')}
            error={fieldErrors.password && shared.t(fieldErrors.password)}
          />
          <FormField
            id={fieldId('confirmPassword')}
            label={shared.t('fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={setValue('confirmPassword')}
            error={fieldErrors.confirmPassword && shared.t(fieldErrors.confirmPassword)}
          />
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            {!byCode && (
              <Button
                type="button"
                variant="ghost"
                size="1"
                loading={pending === 'code'}
                disabled={pending !== null}
                onClick={() => void askForCode()}
              >
                {t('account.noCurrentPassword')}
              </Button>
            )}
            <Button
              type="submit"
              variant="soft"
              loading={pending === 'save'}
              disabled={pending !== null}
              style={{ marginInlineStart: 'auto' }}
            >
              {pending === 'save' ? t('account.changingPassword') : t('account.changePassword')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Section>
  );
}
