// /login (signed-out only; the shell guards it): e-mail and password, or Google / Apple through
// Supabase's OAuth flow. After a password sign-in the page goes on to ?next when it is a path on this
// site (else /dashboard). Coming back from a provider that did not sign the visitor in, the page shows
// why (cancelled or failed) and removes the answer from the address bar. The links of the sign-up and
// sign-in e-mails come back here the same way (?code=... or ?error=...). An account with two-factor
// sign-in is asked for the app's code before it counts as signed in (SecondFactorStep). Links lead to
// password recovery and to signing in with an e-mail link or code (docs/product.md §3).
import {
  PATHS,
  type SupabaseClient,
  safeReturnPath,
  useAuth,
  useHydrating,
  useSupabaseLater,
  withNext,
} from '@ahc/platform';
import { Button, Flex, Link, Separator, Text } from '@ahc/platform/ui/base';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from '@ahc/platform/router';
import { authErrorInAddress, mapAuthError } from '#shared/auth-errors/map-auth-error.ts';
import {
  OAuthRedirectError,
  hasOAuthResult,
  withoutOAuthResult,
} from '#shared/auth-errors/oauth-redirect-error.ts';
import { EmailField } from '#shared/forms/CredentialFields.tsx';
import { useAuthRequest } from '#shared/forms/use-auth-request.ts';
import { useValidatedForm } from '#shared/forms/use-validated-form.ts';
import { validateLogin } from '#shared/forms/validation.ts';
import { useSignInTranslation } from './i18n/use-sign-in-translation.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { type OAuthProvider, startOAuthSignIn } from './data/oauth.ts';
import { signInWithPassword } from './data/sign-in.ts';
import { AuthCard } from '#shared/ui/AuthCard.tsx';
import { SecondFactorCard } from './SecondFactorPage.tsx';
import { FormField } from '@ahc/platform/ui/form';
import { AuthErrorMessage } from '#shared/ui/FormMessage.tsx';

/** The identity providers offered, in their order on the page, with their buttons' texts. */
const PROVIDERS = [
  ['google', 'login.google'],
  ['apple', 'login.apple'],
] as const satisfies readonly (readonly [OAuthProvider, string])[];

export default function LoginPage() {
  // The server's form submits nothing until React has taken it over (no native GET with the fields in the address).
  const hydrating = useHydrating();
  const { t } = useSignInTranslation();
  const shared = useSharedTranslation();
  // Supabase's client (about 58 KB gzip) is loaded once the visitor starts on the form, not with the page.
  const supabase = useSupabaseLater();
  const warmSupabase = () => void supabase().catch(() => undefined);
  /** A request made with the client once it is loaded; a client that cannot be loaded is the request's error. */
  const withClient = async <Result,>(
    call: (client: SupabaseClient) => Promise<Result>,
  ): Promise<Result | { ok: false; errorKey: ReturnType<typeof mapAuthError> }> => {
    let client: SupabaseClient;
    try {
      client = await supabase();
    } catch (error) {
      return { ok: false, errorKey: mapAuthError(error) };
    }
    return call(client);
  };
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const next = searchParams.get('next');
  const authLoading = useAuth((s) => s.isLoading);
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const secondFactorRequired = useAuth((s) => s.secondFactorRequired);

  const request = useAuthRequest<'password' | OAuthProvider>(() => authErrorInAddress(searchParams));
  const form = useValidatedForm({
    initialValues: { email: '', password: '' },
    fieldOrder: ['email', 'password'],
    fieldId: (field) => `login-${field}`,
    validate: validateLogin,
  });

  // Back from a provider: an ?error=... is shown (the request's first error, above); a ?code=... that is
  // still here once the auth store has settled without a user means the platform's code exchange failed.
  // That is noted while rendering (React's way to follow a change of what a component reads), once: the
  // address is cleaned right after, and the message stays until the visitor tries again.
  const waitingForCode = searchParams.has('code') && !searchParams.has('error');
  const codeExchangeFailed = waitingForCode && !authLoading && !isAuthenticated && !secondFactorRequired;
  const [codeFailureNoted, setCodeFailureNoted] = useState(false);
  if (codeExchangeFailed && !codeFailureNoted) {
    setCodeFailureNoted(true);
    request.setError(mapAuthError(new OAuthRedirectError('server_error', 'code_exchange_failed')));
  }

  // Then the provider's answer leaves the address bar.
  useEffect(() => {
    if (!hasOAuthResult(searchParams)) return;
    if (waitingForCode && (authLoading || isAuthenticated || secondFactorRequired)) return;
    setSearchParams(withoutOAuthResult(searchParams), { replace: true });
  }, [searchParams, setSearchParams, waitingForCode, authLoading, isAuthenticated, secondFactorRequired]);

  const onSubmit = form.handleSubmit(
    (values) =>
      request.run('password', () => withClient((client) => signInWithPassword(client, values)), {
        onSuccess(result) {
          // With a second factor the auth store now says secondFactorRequired: the page asks for the code.
          if (result.secondFactor) return;
          navigate(safeReturnPath(next), { replace: true });
          return 'leaving';
        },
      }),
    request,
  );

  // On success the browser is on its way to the provider; the page stays as it is until it leaves.
  const onProvider = (provider: OAuthProvider) =>
    request.run(provider, () => withClient((client) => startOAuthSignIn(client, provider, next)), {
      onSuccess: () => 'leaving',
    });

  const { pending, busy } = request;

  if (secondFactorRequired) return <SecondFactorCard next={next} />;

  return (
    <AuthCard title={t('login.title')} intro={t('login.intro')}>
      <Flex direction="column" gap="4" onFocus={warmSupabase} onPointerDown={warmSupabase}>
        <AuthErrorMessage errorKey={request.error} />
        <form noValidate method="post" onSubmit={onSubmit}>
          <Flex direction="column" gap="3">
            <EmailField {...form.field('email')} />
            <FormField
              {...form.field('password')}
              label={shared.t('fields.password')}
              type="password"
              autoComplete="current-password"
              required
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
          {PROVIDERS.map(([provider, label]) => (
            <Button
              key={provider}
              type="button"
              size="3"
              variant="outline"
              disabled={busy || hydrating}
              loading={pending === provider}
              onClick={() => void onProvider(provider)}
            >
              {pending === provider ? t('login.redirecting') : t(label)}
            </Button>
          ))}
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
