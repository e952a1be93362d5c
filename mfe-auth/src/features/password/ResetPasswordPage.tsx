// /reset-password (open): where the recovery e-mail's link lands. The link signs the person in on its
// way (the platform's client exchanges the ?code=...), and the page asks for the new password, then goes
// to the dashboard with a notice. A link that was used, has expired or was opened in another browser
// comes back with ?error=... or leaves no session: the page says so and offers a new one. An account
// with two-factor sign-in gives its app's code first (docs/product.md §3).
import { PATHS, PageSpinner, useAuth, useSupabase } from '@ahc/platform';
import { Button, Flex, Link, Text } from '@ahc/platform/ui';
import { FormField } from '@ahc/platform/ui/form';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from '@ahc/platform/router';
import { type AuthErrorKey, mapAuthError } from '#shared/auth-errors/map-auth-error.ts';
import { OAUTH_RESULT_PARAMS, oauthErrorFromUrl } from '#shared/auth-errors/oauth-redirect-error.ts';
import { type FieldErrors, firstInvalid, validateNewPassword } from '#shared/forms/validation.ts';
import { usePasswordTranslation } from './i18n/use-password-translation.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { setPassword } from './data/recovery.ts';
import { AuthCard } from '#shared/ui/AuthCard.tsx';
import { focusById } from '#shared/ui/focus.ts';
import { FormMessage } from '#shared/ui/FormMessage.tsx';
import { SecondFactorStep } from '../sign-in/index.ts';

type Field = 'password' | 'confirmPassword';
const FIELD_ORDER: readonly Field[] = ['password', 'confirmPassword'];
const fieldId = (field: Field) => `reset-${field}`;

export default function ResetPasswordPage() {
  const { t } = usePasswordTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const isLoading = useAuth((s) => s.isLoading);
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const secondFactorRequired = useAuth((s) => s.secondFactorRequired);
  const email = useAuth((s) => s.currentUser?.email ?? '');
  const [linkError] = useState<AuthErrorKey | null>(() => {
    const error = oauthErrorFromUrl(
      searchParams.toString(),
      typeof window === 'undefined' ? '' : window.location.hash,
    );
    return error ? mapAuthError(error) : null;
  });

  // Once the link's answer has been read (or exchanged for a session), it leaves the address bar.
  const waitingForCode = searchParams.has('code') && !linkError && isLoading;
  useEffect(() => {
    if (waitingForCode || !OAUTH_RESULT_PARAMS.some((param) => searchParams.has(param))) return;
    const cleaned = new URLSearchParams(searchParams);
    for (const param of OAUTH_RESULT_PARAMS) cleaned.delete(param);
    setSearchParams(cleaned, { replace: true });
  }, [searchParams, setSearchParams, waitingForCode]);

  let content;
  if (linkError) content = <LinkInvalid errorKey={linkError} />;
  else if (isLoading) content = <PageSpinner label={t('reset.checking')} />;
  else if (secondFactorRequired) content = <SecondFactorStep next={PATHS.resetPassword} />;
  else if (!isAuthenticated) content = <LinkInvalid errorKey="errors.linkExpired" />;
  else content = <NewPasswordForm />;

  return (
    <AuthCard title={t('reset.title')} intro={isAuthenticated ? t('reset.intro', { email }) : undefined}>
      {content}
    </AuthCard>
  );
}

function LinkInvalid({ errorKey }: { errorKey: AuthErrorKey }) {
  const { t } = usePasswordTranslation();
  const shared = useSharedTranslation();
  return (
    <Flex direction="column" gap="3">
      <FormMessage tone="error">
        {errorKey === 'errors.linkExpired' ? t('reset.linkInvalid') : shared.t(errorKey)}
      </FormMessage>
      <Text as="p" size="2">
        <Link asChild underline="always">
          <RouterLink to={PATHS.forgotPassword}>{t('reset.requestNew')}</RouterLink>
        </Link>
      </Text>
    </Flex>
  );
}

function NewPasswordForm() {
  const { t } = usePasswordTranslation();
  const shared = useSharedTranslation();
  const supabase = useSupabase();
  const navigate = useNavigate();
  const showNotice = useAuth((s) => s.showNotice);
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirmPassword: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<AuthErrorKey | null>(null);
  const [pending, setPending] = useState(false);
  const setValue = (field: Field) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const errors = validateNewPassword(values);
    setFieldErrors(errors);
    setFormError(null);
    const invalid = firstInvalid(FIELD_ORDER, errors);
    if (invalid) {
      focusById(fieldId(invalid));
      return;
    }
    setPending(true);
    const result = await setPassword(supabase, values.password);
    if (result.ok) {
      showNotice('passwordChanged');
      navigate(PATHS.dashboard, { replace: true });
      return;
    }
    setPending(false);
    setFormError(result.errorKey);
  }

  return (
    <Flex direction="column" gap="4">
      {formError && <FormMessage tone="error">{shared.t(formError)}</FormMessage>}
      <form noValidate onSubmit={onSubmit}>
        <Flex direction="column" gap="3">
          <FormField
            id={fieldId('password')}
            label={t('reset.newPassword')}
            hint={shared.t('fields.passwordHint')}
            type="password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={setValue('password')}
            error={fieldErrors.password && shared.t(fieldErrors.password)}
          />
          <FormField
            id={fieldId('confirmPassword')}
            label={shared.t('fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            onChange={setValue('confirmPassword')}
            error={fieldErrors.confirmPassword && shared.t(fieldErrors.confirmPassword)}
          />
          <Button type="submit" size="3" loading={pending}>
            {pending ? t('reset.submitting') : t('reset.submit')}
          </Button>
        </Flex>
      </form>
    </Flex>
  );
}
