// /forgot-password (signed-out only): the address of the account, and the Auth service e-mails a link to
// /reset-password. The page says the same whether or not the address has an account, as the service
// does (docs/product.md §3).
import { PATHS, useHydrating, useSupabase } from '@ahc/platform';
import { Button, Flex, Link, Text } from '@ahc/platform/ui';
import { FormField } from '@ahc/platform/ui/form';
import { Link as RouterLink } from '@ahc/platform/router';
import { useEmailRequest } from '#shared/forms/use-email-request.ts';
import { usePasswordTranslation } from './i18n/use-password-translation.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { requestRecovery } from './data/recovery.ts';
import { AuthCard } from '#shared/ui/AuthCard.tsx';
import { FormMessage } from '#shared/ui/FormMessage.tsx';

const EMAIL_ID = 'forgot-email';

export default function ForgotPasswordPage() {
  // The server's form submits nothing until React has taken it over (no native GET with the fields in the address).
  const hydrating = useHydrating();
  const { t } = usePasswordTranslation();
  const shared = useSharedTranslation();
  const supabase = useSupabase();
  const { email, setEmail, emailError, formError, sentTo, pending, onSubmit } = useEmailRequest(
    EMAIL_ID,
    (address) => requestRecovery(supabase, address),
  );

  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')}>
      <Flex direction="column" gap="4">
        {formError && <FormMessage tone="error">{shared.t(formError)}</FormMessage>}
        {sentTo && <FormMessage tone="success">{t('forgot.sent', { email: sentTo })}</FormMessage>}
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
