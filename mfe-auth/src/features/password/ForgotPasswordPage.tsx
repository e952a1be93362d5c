// /forgot-password (signed-out only): the address of the account, and the Auth service e-mails a link to
// /reset-password. The page says the same whether or not the address has an account, as the service
// does (docs/product.md §3).
import { PATHS, useLanguage, useSupabase } from '@ahc/platform';
import { Flex, Link, Text } from '@ahc/platform/ui/base';
import { Link as RouterLink } from '@ahc/platform/router';
import { EmailRequestForm } from '#shared/forms/EmailRequestForm.tsx';
import { useEmailRequest } from '#shared/forms/use-email-request.ts';
import { usePasswordTranslation } from './i18n/use-password-translation.ts';
import { requestRecovery } from './data/recovery.ts';
import { AuthCard } from '#shared/ui/AuthCard.tsx';
import { FormMessage } from '#shared/ui/FormMessage.tsx';

export default function ForgotPasswordPage() {
  const { t } = usePasswordTranslation();
  const supabase = useSupabase();
  const { language } = useLanguage();
  const request = useEmailRequest('forgot-email', (address) => requestRecovery(supabase, address, language));

  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')}>
      <Flex direction="column" gap="4">
        <EmailRequestForm
          request={request}
          notice={
            request.sentTo && (
              <FormMessage tone="success">{t('forgot.sent', { email: request.sentTo })}</FormMessage>
            )
          }
          submitLabel={t('forgot.submit')}
          submittingLabel={t('forgot.submitting')}
        />
        <Text as="p" size="2">
          <Link asChild underline="always">
            <RouterLink to={PATHS.login}>{t('forgot.backToLogin')}</RouterLink>
          </Link>
        </Text>
      </Flex>
    </AuthCard>
  );
}
