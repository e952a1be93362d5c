// /register (signed-out only; the shell guards it): name, company, e-mail, password and its
// confirmation, checked here first. The account is created with name and company as metadata (the
// database makes the profile from them); with the session live, the page goes on to ?next when it is a
// path on this site, else /dashboard. With confirmations on (config.toml, as hosted Supabase) there is
// no session yet: the page turns into "check your inbox", whose link or code signs the person in and
// goes on to ?next (a pending assessment submission is sent there: docs/product.md §3).
import { PATHS, safeReturnPath, useHydrating, useLanguage, useSupabase, withNext } from '@ahc/platform';
import { Button, Flex, Link, Text } from '@ahc/platform/ui/base';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from '@ahc/platform/router';
import { CheckInbox } from '../sign-in/index.ts';
import { EmailField, NewPasswordFields } from '#shared/forms/CredentialFields.tsx';
import { useAuthRequest } from '#shared/forms/use-auth-request.ts';
import { useValidatedForm } from '#shared/forms/use-validated-form.ts';
import { type RegisterField, validateRegistration } from '#shared/forms/validation.ts';
import { useRegistrationTranslation } from './i18n/use-registration-translation.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { signUp } from './data/sign-up.ts';
import { AuthCard } from '#shared/ui/AuthCard.tsx';
import { FormField } from '@ahc/platform/ui/form';
import { AuthErrorMessage } from '#shared/ui/FormMessage.tsx';

const EMPTY: Record<RegisterField, string> = {
  name: '',
  company: '',
  email: '',
  password: '',
  confirmPassword: '',
};

export default function RegisterPage() {
  // The server's form submits nothing until React has taken it over (no native GET with the fields in the address).
  const hydrating = useHydrating();
  const { t } = useRegistrationTranslation();
  const shared = useSharedTranslation();
  const supabase = useSupabase();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const { language } = useLanguage();
  const [checkInboxFor, setCheckInboxFor] = useState<string | null>(null);
  const request = useAuthRequest();
  const form = useValidatedForm({
    initialValues: EMPTY,
    fieldOrder: ['name', 'company', 'email', 'password', 'confirmPassword'],
    fieldId: (field) => `register-${field}`,
    validate: validateRegistration,
  });

  const onSubmit = form.handleSubmit(
    (values) =>
      request.run('submit', () => signUp(supabase, values, next, language), {
        onSuccess(result) {
          if (result.signedIn) {
            navigate(safeReturnPath(next), { replace: true });
            return 'leaving';
          }
          setCheckInboxFor(values.email.trim());
        },
      }),
    request,
  );

  if (checkInboxFor) {
    return (
      <CheckInbox
        email={checkInboxFor}
        purpose="signUp"
        next={next}
        onOtherAddress={() => setCheckInboxFor(null)}
      />
    );
  }

  return (
    <AuthCard title={t('register.title')} intro={t('register.intro')}>
      <Flex direction="column" gap="4">
        <AuthErrorMessage errorKey={request.error} />
        <form noValidate method="post" onSubmit={onSubmit}>
          <Flex direction="column" gap="3">
            <FormField {...form.field('name')} label={shared.t('fields.name')} autoComplete="name" required />
            <FormField
              {...form.field('company')}
              label={shared.t('fields.company')}
              hint={t('register.companyHint')}
              autoComplete="organization"
            />
            <EmailField {...form.field('email')} />
            <NewPasswordFields form={form} label={shared.t('fields.password')} required />
            <Button type="submit" size="3" loading={request.busy} disabled={hydrating}>
              {request.busy ? t('register.submitting') : t('register.submit')}
            </Button>
          </Flex>
        </form>
        <Text as="p" size="2">
          {t('register.haveAccount')}{' '}
          <Link asChild underline="always">
            <RouterLink to={withNext(PATHS.login, next)}>{t('register.loginLink')}</RouterLink>
          </Link>
        </Text>
      </Flex>
    </AuthCard>
  );
}
