// /forgot-password (signed-out only): the address of the account, and the Auth service e-mails a link to
// /reset-password. The page says the same whether or not the address has an account, as the service
// does (docs/product.md §3).
import { PATHS, useHydrating, useSupabase } from '@ahc/platform';
import { Button, Flex, Link, Text } from '@ahc/platform/ui';
import { FormField } from '@ahc/platform/ui/form';
import { Link as RouterLink } from '@ahc/platform/router';
import { useEmailRequest } from '../../forms/use-email-request.ts';
import { useAuthTranslation } from '../../i18n/use-auth-translation.ts';
import { requestRecovery } from '../../session/recovery.ts';
import { AuthCard } from '../../ui/AuthCard.tsx';
import { FormMessage } from '../../ui/FormMessage.tsx';

const EMAIL_ID = 'forgot-email';

export default function ForgotPasswordPage() {
  // The server's form submits nothing until React has taken it over (no native GET with the fields in the address).
  const hydrating = useHydrating();
  const { t } = useAuthTranslation();
  const supabase = useSupabase();
  const { email, setEmail, emailError, formError, sentTo, pending, onSubmit } = useEmailRequest(
    EMAIL_ID,
    (address) => requestRecovery(supabase, address),
  );

  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')}>
      <Flex direction="column" gap="4">
        {formError && <FormMessage tone="error">{t(formError)}</FormMessage>}
        {sentTo && <FormMessage tone="success">{t('forgot.sent', { email: sentTo })}</FormMessage>}
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
              {pending ? t('forgot.submitting') : t('forgot.submit')}
            </Button>
          </Flex>
        </form>
        <Text as="p" size="2">
          <Link asChild underline="always">
            <RouterLink to={PATHS.login}>{t('forgot.backToLogin')}</RouterLink>
          </Link>
        </Text>
      </Flex>
    </AuthCard>
  );
}
