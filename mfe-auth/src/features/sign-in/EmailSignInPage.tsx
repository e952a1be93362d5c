// /login/email (signed-out only): signing in without a password. The Auth service e-mails a link and a
// 6-digit code; the link comes back to /login with ?next, the code is typed here (CheckInbox). The
// answer is the same whether the address has an account or not (docs/product.md §3).
import { PATHS, useHydrating, useLanguage, useSupabase, withNext } from '@ahc/platform';
import { Button, Flex, Link, Text } from '@ahc/platform/ui';
import { FormField } from '@ahc/platform/ui/form';
import { Link as RouterLink, useSearchParams } from '@ahc/platform/router';
import { CheckInbox } from './components/CheckInbox.tsx';
import { useEmailRequest } from '#shared/forms/use-email-request.ts';
import { useSignInTranslation } from './i18n/use-sign-in-translation.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { requestSignInEmail } from './data/email-otp.ts';
import { AuthCard } from '#shared/ui/AuthCard.tsx';
import { FormMessage } from '#shared/ui/FormMessage.tsx';

const EMAIL_ID = 'email-sign-in-email';

export default function EmailSignInPage() {
  // The server's form submits nothing until React has taken it over (no native GET with the fields in the address).
  const hydrating = useHydrating();
  const { t } = useSignInTranslation();
  const shared = useSharedTranslation();
  const supabase = useSupabase();
  const { language } = useLanguage();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const { email, setEmail, emailError, formError, sentTo, setSentTo, pending, onSubmit } = useEmailRequest(
    EMAIL_ID,
    (address) => requestSignInEmail(supabase, address, next, language),
  );

  if (sentTo) {
    return <CheckInbox email={sentTo} purpose="signIn" next={next} onOtherAddress={() => setSentTo(null)} />;
  }

  return (
    <AuthCard title={t('emailSignIn.title')} intro={t('emailSignIn.intro')}>
      <Flex direction="column" gap="4">
        {formError && <FormMessage tone="error">{shared.t(formError)}</FormMessage>}
        <form noValidate method="post" onSubmit={onSubmit}>
          <Flex direction="column" gap="3">
            <FormField
              id={EMAIL_ID}
              label={shared.t('fields.email')}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={setEmail}
              error={emailError && shared.t(emailError)}
            />
            <Button type="submit" size="3" loading={pending} disabled={hydrating}>
              {pending ? t('emailSignIn.submitting') : t('emailSignIn.submit')}
            </Button>
          </Flex>
        </form>
        <Text as="p" size="2">
          <Link asChild underline="always">
            <RouterLink to={withNext(PATHS.login, next)}>{t('emailSignIn.passwordLink')}</RouterLink>
          </Link>
        </Text>
      </Flex>
    </AuthCard>
  );
}
