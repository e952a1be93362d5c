// /login/email (signed-out only): signing in without a password. The Auth service e-mails a link and a
// 6-digit code; the link comes back to /login with ?next, the code is typed here (CheckInbox). The
// answer is the same whether the address has an account or not (docs/product.md §3).
import { PATHS, useLanguage, useSupabase, withNext } from '@ahc/platform';
import { Flex, Link, Text } from '@ahc/platform/ui/base';
import { Link as RouterLink, useSearchParams } from '@ahc/platform/router';
import { CheckInbox } from './components/CheckInbox.tsx';
import { EmailRequestForm } from '#shared/forms/EmailRequestForm.tsx';
import { useEmailRequest } from '#shared/forms/use-email-request.ts';
import { useSignInTranslation } from './i18n/use-sign-in-translation.ts';
import { requestSignInEmail } from './data/email-otp.ts';
import { AuthCard } from '#shared/ui/AuthCard.tsx';

export default function EmailSignInPage() {
  const { t } = useSignInTranslation();
  const supabase = useSupabase();
  const { language } = useLanguage();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const request = useEmailRequest('email-sign-in-email', (address) =>
    requestSignInEmail(supabase, address, next, language),
  );

  if (request.sentTo) {
    return (
      <CheckInbox
        email={request.sentTo}
        purpose="signIn"
        next={next}
        onOtherAddress={() => request.setSentTo(null)}
      />
    );
  }

  return (
    <AuthCard title={t('emailSignIn.title')} intro={t('emailSignIn.intro')}>
      <Flex direction="column" gap="4">
        <EmailRequestForm
          request={request}
          submitLabel={t('emailSignIn.submit')}
          submittingLabel={t('emailSignIn.submitting')}
        />
        <Text as="p" size="2">
          <Link asChild underline="always">
            <RouterLink to={withNext(PATHS.login, next)}>{t('emailSignIn.passwordLink')}</RouterLink>
          </Link>
        </Text>
      </Flex>
    </AuthCard>
  );
}
