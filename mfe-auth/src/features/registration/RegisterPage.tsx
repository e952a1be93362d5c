// /register (signed-out only; the shell guards it): name, company, e-mail, password and its
// confirmation, checked here first. The account is created with name and company as metadata (the
// database makes the profile from them); with the session live, the page goes on to ?next when it is a
// path on this site, else /dashboard. With confirmations on (config.toml, as hosted Supabase) there is
// no session yet: the page turns into "check your inbox", whose link or code signs the person in and
// goes on to ?next (a pending assessment submission is sent there: docs/product.md §3).
import { PATHS, safeReturnPath, useHydrating, useLanguage, useSupabase, withNext } from '@ahc/platform';
import { Button, Flex, Link, Text } from '@ahc/platform/ui';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from '@ahc/platform/router';
import type { AuthErrorKey } from '#shared/auth-errors/map-auth-error.ts';
import { CheckInbox } from '../sign-in/index.ts';
import {
  type FieldErrors,
  type RegisterField,
  firstInvalid,
  validateRegistration,
} from '#shared/forms/validation.ts';
import { useRegistrationTranslation } from './i18n/use-registration-translation.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { signUp } from './data/sign-up.ts';
import { AuthCard } from '#shared/ui/AuthCard.tsx';
import { focusById } from '#shared/ui/focus.ts';
import { FormField } from '@ahc/platform/ui/form';
import { FormMessage } from '#shared/ui/FormMessage.tsx';

const FIELD_ORDER: readonly RegisterField[] = ['name', 'company', 'email', 'password', 'confirmPassword'];
const fieldId = (field: RegisterField) => `register-${field}`;
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

  const [values, setValues] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<RegisterField>>({});
  const [formError, setFormError] = useState<AuthErrorKey | null>(null);
  const { language } = useLanguage();
  const [checkInboxFor, setCheckInboxFor] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const setValue = (field: RegisterField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const errorText = (field: RegisterField) => {
    const key = fieldErrors[field];
    return key && shared.t(key);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const errors = validateRegistration(values);
    setFieldErrors(errors);
    setFormError(null);
    const invalid = firstInvalid(FIELD_ORDER, errors);
    if (invalid) {
      focusById(fieldId(invalid));
      return;
    }
    setPending(true);
    const result = await signUp(supabase, values, next, language);
    if (result.ok && result.signedIn) {
      navigate(safeReturnPath(next), { replace: true });
      return;
    }
    setPending(false);
    if (result.ok) setCheckInboxFor(values.email.trim());
    else setFormError(result.errorKey);
  }

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
        {formError && <FormMessage tone="error">{shared.t(formError)}</FormMessage>}
        <form noValidate method="post" onSubmit={onSubmit}>
          <Flex direction="column" gap="3">
            <FormField
              id={fieldId('name')}
              label={shared.t('fields.name')}
              autoComplete="name"
              required
              value={values.name}
              onChange={setValue('name')}
              error={errorText('name')}
            />
            <FormField
              id={fieldId('company')}
              label={shared.t('fields.company')}
              hint={t('register.companyHint')}
              autoComplete="organization"
              value={values.company}
              onChange={setValue('company')}
              error={errorText('company')}
            />
            <FormField
              id={fieldId('email')}
              label={shared.t('fields.email')}
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={setValue('email')}
              error={errorText('email')}
            />
            <FormField
              id={fieldId('password')}
              label={shared.t('fields.password')}
              hint={shared.t('fields.passwordHint')}
              type="password"
              autoComplete="new-password"
              required
              value={values.password}
              onChange={setValue('password')}
              error={errorText('password')}
            />
            <FormField
              id={fieldId('confirmPassword')}
              label={shared.t('fields.confirmPassword')}
              type="password"
              autoComplete="new-password"
              required
              value={values.confirmPassword}
              onChange={setValue('confirmPassword')}
              error={errorText('confirmPassword')}
            />
            <Button type="submit" size="3" loading={pending} disabled={hydrating}>
              {pending ? t('register.submitting') : t('register.submit')}
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
