// /reset-password (open): where the recovery e-mail's link lands. The link signs the person in on its
// way (the platform's client exchanges the ?code=...), and the page asks for the new password, then goes
// to the dashboard with a notice. A link that was used, has expired or was opened in another browser
// comes back with ?error=... or leaves no session: the page says so and offers a new one. An account
// with two-factor sign-in gives its app's code first (docs/product.md §3).
import { PATHS, PageSpinner, useAuth, useSupabase } from '@ahc/platform';
import { Button, Flex, Link, Text } from '@ahc/platform/ui/base';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from '@ahc/platform/router';
import { type AuthErrorKey, authErrorInAddress } from '#shared/auth-errors/map-auth-error.ts';
import { hasOAuthResult, withoutOAuthResult } from '#shared/auth-errors/oauth-redirect-error.ts';
import { NewPasswordFields } from '#shared/forms/CredentialFields.tsx';
import { useAuthRequest } from '#shared/forms/use-auth-request.ts';
import { useValidatedForm } from '#shared/forms/use-validated-form.ts';
import { validateNewPassword } from '#shared/forms/validation.ts';
import { usePasswordTranslation } from './i18n/use-password-translation.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { setPassword } from './data/recovery.ts';
import { AuthCard } from '#shared/ui/AuthCard.tsx';
import { AuthErrorMessage, FormMessage } from '#shared/ui/FormMessage.tsx';
import { SecondFactorStep } from '../sign-in/index.ts';

export default function ResetPasswordPage() {
  const { t } = usePasswordTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const isLoading = useAuth((s) => s.isLoading);
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const secondFactorRequired = useAuth((s) => s.secondFactorRequired);
  const email = useAuth((s) => s.currentUser?.email ?? '');
  const [linkError] = useState(() => authErrorInAddress(searchParams));

  // Once the link's answer has been read (or exchanged for a session), it leaves the address bar.
  const waitingForCode = searchParams.has('code') && !linkError && isLoading;
  useEffect(() => {
    if (waitingForCode || !hasOAuthResult(searchParams)) return;
    setSearchParams(withoutOAuthResult(searchParams), { replace: true });
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
  const supabase = useSupabase();
  const navigate = useNavigate();
  const showNotice = useAuth((s) => s.showNotice);
  const request = useAuthRequest();
  const form = useValidatedForm({
    initialValues: { password: '', confirmPassword: '' },
    fieldOrder: ['password', 'confirmPassword'],
    fieldId: (field) => `reset-${field}`,
    validate: validateNewPassword,
  });

  const onSubmit = form.handleSubmit(
    (values) =>
      request.run('submit', () => setPassword(supabase, values.password), {
        onSuccess() {
          showNotice('passwordChanged');
          navigate(PATHS.dashboard, { replace: true });
          return 'leaving';
        },
      }),
    request,
  );

  return (
    <Flex direction="column" gap="4">
      <AuthErrorMessage errorKey={request.error} />
      <form noValidate onSubmit={onSubmit}>
        <Flex direction="column" gap="3">
          <NewPasswordFields form={form} label={t('reset.newPassword')} required />
          <Button type="submit" size="3" loading={request.busy}>
            {request.busy ? t('reset.submitting') : t('reset.submit')}
          </Button>
        </Flex>
      </form>
    </Flex>
  );
}
