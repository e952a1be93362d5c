// /login/email (signed-out only): signing in without a password. The Auth service e-mails a link and a
// 6-digit code; the link comes back to /login with ?next, the code is typed here (CheckInbox). The
// answer is the same whether the address has an account or not (docs/product.md §3).
import { PATHS, useHydrating, useLanguage, useSupabase } from '@ahc/platform';
import { Button, Flex, Link, Text } from '@ahc/platform/ui';
import { FormField } from '@ahc/platform/ui/form';
import { Link as RouterLink, useSearchParams } from '@ahc/platform/router';
import { CheckInbox } from '../../email-code/CheckInbox.tsx';
import { useEmailRequest } from '../../forms/use-email-request.ts';
import { useAuthTranslation } from '../../i18n/use-auth-translation.ts';
import { withNext } from '../../routing/with-next.ts';
import { requestSignInEmail } from '../../session/email-otp.ts';
import { AuthCard } from '../../ui/AuthCard.tsx';
import { FormMessage } from '../../ui/FormMessage.tsx';

const EMAIL_ID = 'email-sign-in-email';

export default function EmailSignInPage() {
  // The server's form submits nothing until React has taken it over (no native GET with the fields in the address).
  const hydrating = useHydrating();
  const { t } = useAuthTranslation();
  const supabase = useSupabase();
  const { language } = useLanguage();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const { email, setEmail, emailError, formError, sentTo, setSentTo, pending, onSubmit } = useEmailRequest(
    EMAIL_ID,
    (address) => requestSignInEmail(supabase, address, next, language),
  );

  if (sentTo) {
    return (
      <AuthCard title={t('checkInbox.title')}>
        <CheckInbox email={sentTo} purpose="signIn" next={next} onOtherAddress={() => setSentTo(null)} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('emailSignIn.title')} intro={t('emailSignIn.intro')}>
      <Flex direction="column" gap="4">
        {formError && <FormMessage tone="error">{t(formError)}</FormMessage>}
        <form noValidate method="post" onSubmit={onSubmit}>
          <Flex direction="column" gap="3">
            <FormField
              id={EMAIL_ID}
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={setEmail}
              error={emailError && t(emailError)}
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
