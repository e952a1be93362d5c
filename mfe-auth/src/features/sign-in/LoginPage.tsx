// /login (signed-out only; the shell guards it): e-mail and password, or Google / Apple through
// Supabase's OAuth flow. After a password sign-in the page goes on to ?next when it is a path on this
// site (else /dashboard). Coming back from a provider that did not sign the visitor in, the page shows
// why (cancelled or failed) and removes the answer from the address bar. The links of the sign-up and
// sign-in e-mails come back here the same way (?code=... or ?error=...). An account with two-factor
// sign-in is asked for the app's code before it counts as signed in (SecondFactorStep). Links lead to
// password recovery and to signing in with an e-mail link or code (docs/product.md §3).
import { PATHS, safeReturnPath, useAuth, useHydrating, useSupabase, withNext } from '@ahc/platform';
import { Button, Flex, Link, Separator, Text } from '@ahc/platform/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from '@ahc/platform/router';
import type { AuthErrorKey } from '#shared/auth-errors/map-auth-error.ts';
import { mapAuthError } from '#shared/auth-errors/map-auth-error.ts';
import {
  OAUTH_RESULT_PARAMS,
  OAuthRedirectError,
  oauthErrorFromUrl,
} from '#shared/auth-errors/oauth-redirect-error.ts';
import { type FieldErrors, type LoginField, firstInvalid, validateLogin } from '#shared/forms/validation.ts';
import { useSignInTranslation } from './i18n/use-sign-in-translation.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { type OAuthProvider, startOAuthSignIn } from './data/oauth.ts';
import { signInWithPassword } from './data/sign-in.ts';
import { AuthCard } from '#shared/ui/AuthCard.tsx';
import { SecondFactorCard } from './SecondFactorPage.tsx';
import { focusById } from '#shared/ui/focus.ts';
import { FormField } from '@ahc/platform/ui/form';
import { FormMessage } from '#shared/ui/FormMessage.tsx';

const FIELD_ORDER: readonly LoginField[] = ['email', 'password'];
const fieldId = (field: LoginField) => `login-${field}`;

type Pending = 'password' | OAuthProvider | null;

export default function LoginPage() {
  // The server's form submits nothing until React has taken it over (no native GET with the fields in the address).
  const hydrating = useHydrating();
  const { t } = useSignInTranslation();
  const shared = useSharedTranslation();
  const supabase = useSupabase();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const next = searchParams.get('next');
  const authLoading = useAuth((s) => s.isLoading);
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const secondFactorRequired = useAuth((s) => s.secondFactorRequired);

  const [values, setValues] = useState<Record<LoginField, string>>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<LoginField>>({});
  const [formError, setFormError] = useState<AuthErrorKey | null>(() => {
    const oauthError = oauthErrorFromUrl(
      searchParams.toString(),
      typeof window === 'undefined' ? '' : window.location.hash,
    );
    return oauthError ? mapAuthError(oauthError) : null;
  });
  const [pending, setPending] = useState<Pending>(null);

  // Back from a provider: an ?error=... is shown (see useState above); a ?code=... that is still here
  // once the auth store has settled without a user means the platform's code exchange failed. That is
  // noted while rendering (React's way to follow a change of what a component reads), once: the
  // address is cleaned right after, and the message stays until the visitor tries again.
  const waitingForCode = searchParams.has('code') && !searchParams.has('error');
  const codeExchangeFailed = waitingForCode && !authLoading && !isAuthenticated && !secondFactorRequired;
  const [codeFailureNoted, setCodeFailureNoted] = useState(false);
  if (codeExchangeFailed && !codeFailureNoted) {
    setCodeFailureNoted(true);
    setFormError(mapAuthError(new OAuthRedirectError('server_error', 'code_exchange_failed')));
  }

  // Then the provider's answer leaves the address bar.
  useEffect(() => {
    if (!OAUTH_RESULT_PARAMS.some((param) => searchParams.has(param))) return;
    if (waitingForCode && (authLoading || isAuthenticated || secondFactorRequired)) return;
    const cleaned = new URLSearchParams(searchParams);
    for (const param of OAUTH_RESULT_PARAMS) cleaned.delete(param);
    setSearchParams(cleaned, { replace: true });
  }, [searchParams, setSearchParams, waitingForCode, authLoading, isAuthenticated, secondFactorRequired]);

  const setValue = (field: LoginField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const errors = validateLogin(values);
    setFieldErrors(errors);
    setFormError(null);
    const invalid = firstInvalid(FIELD_ORDER, errors);
    if (invalid) {
      focusById(fieldId(invalid));
      return;
    }
    setPending('password');
    const result = await signInWithPassword(supabase, values);
    if (result.ok && result.secondFactor) {
      // The auth store now says secondFactorRequired, and the page asks for the code.
      setPending(null);
      return;
    }
    if (result.ok) {
      navigate(safeReturnPath(next), { replace: true });
      return;
    }
    setPending(null);
    setFormError(result.errorKey);
  }

  async function onProvider(provider: OAuthProvider) {
    if (pending) return;
    setFormError(null);
    setPending(provider);
    const result = await startOAuthSignIn(supabase, provider, next);
    // On success the browser is on its way to the provider; the page stays as it is until it leaves.
    if (!result.ok) {
      setPending(null);
      setFormError(result.errorKey);
    }
  }

  const busy = pending !== null;

  if (secondFactorRequired) return <SecondFactorCard next={next} />;

  return (
    <AuthCard title={t('login.title')} intro={t('login.intro')}>
      <Flex direction="column" gap="4">
        {formError && <FormMessage tone="error">{shared.t(formError)}</FormMessage>}
        <form noValidate method="post" onSubmit={onSubmit}>
          <Flex direction="column" gap="3">
            <FormField
              id={fieldId('email')}
              label={shared.t('fields.email')}
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={setValue('email')}
              error={fieldErrors.email && shared.t(fieldErrors.email)}
            />
            <FormField
              id={fieldId('password')}
              label={shared.t('fields.password')}
              type="password"
              autoComplete="current-password"
              required
              value={values.password}
              onChange={setValue('password')}
              error={fieldErrors.password && shared.t(fieldErrors.password)}
            />
            <Button
              id="login-submit"
              type="submit"
              size="3"
              loading={pending === 'password'}
              disabled={busy || hydrating}
            >
              {pending === 'password' ? t('login.submitting') : t('login.submit')}
            </Button>
          </Flex>
        </form>
        <Flex direction="column" gap="2">
          <Link asChild size="2" underline="always">
            <RouterLink to={PATHS.forgotPassword}>{t('login.forgotPassword')}</RouterLink>
          </Link>
          <Link asChild size="2" underline="always">
            <RouterLink to={withNext(PATHS.emailSignIn, next)}>{t('login.emailLink')}</RouterLink>
          </Link>
        </Flex>
        <Flex align="center" gap="3" aria-hidden>
          <Separator size="4" style={{ flex: 1 }} />
          <Text size="2" color="gray">
            {t('login.or')}
          </Text>
          <Separator size="4" style={{ flex: 1 }} />
        </Flex>
        <Flex direction="column" gap="2">
          <Button
            type="button"
            size="3"
            variant="outline"
            disabled={busy || hydrating}
            loading={pending === 'google'}
            onClick={() => void onProvider('google')}
          >
            {pending === 'google' ? t('login.redirecting') : t('login.google')}
          </Button>
          <Button
            type="button"
            size="3"
            variant="outline"
            disabled={busy || hydrating}
            loading={pending === 'apple'}
            onClick={() => void onProvider('apple')}
          >
            {pending === 'apple' ? t('login.redirecting') : t('login.apple')}
          </Button>
        </Flex>
        <Text as="p" size="2">
          {t('login.noAccount')}{' '}
          <Link asChild underline="always">
            <RouterLink to={withNext(PATHS.register, next)}>{t('login.registerLink')}</RouterLink>
          </Link>
        </Text>
      </Flex>
    </AuthCard>
  );
}
