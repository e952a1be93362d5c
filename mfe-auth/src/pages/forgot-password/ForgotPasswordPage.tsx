// /forgot-password (signed-out only): the address of the account, and the Auth service e-mails a link to
// /reset-password. The page says the same whether or not the address has an account, as the service
// does (docs/product.md §3).
import { PATHS, useSupabase } from '@ahc/platform';
import { Button, Flex, Link, Text } from '@ahc/platform/ui';
import { FormField } from '@ahc/platform/ui/form';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from '@ahc/platform/router';
import type { AuthErrorKey } from '../../auth-errors/map-auth-error.ts';
import { type ValidationKey, checkEmail } from '../../forms/validation.ts';
import { useAuthTranslation } from '../../i18n/use-auth-translation.ts';
import { requestRecovery } from '../../session/recovery.ts';
import { AuthCard } from '../../ui/AuthCard.tsx';
import { focusById } from '../../ui/focus.ts';
import { FormMessage } from '../../ui/FormMessage.tsx';

const EMAIL_ID = 'forgot-email';

export default function ForgotPasswordPage() {
  const { t } = useAuthTranslation();
  const supabase = useSupabase();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<ValidationKey | undefined>();
  const [formError, setFormError] = useState<AuthErrorKey | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const problem = checkEmail(email);
    setEmailError(problem);
    setFormError(null);
    setSentTo(null);
    if (problem) {
      focusById(EMAIL_ID);
      return;
    }
    setPending(true);
    const result = await requestRecovery(supabase, email);
    setPending(false);
    if (result.ok) setSentTo(email.trim());
    else setFormError(result.errorKey);
  }

  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')}>
      <Flex direction="column" gap="4">
        {formError && <FormMessage tone="error">{t(formError)}</FormMessage>}
        {sentTo && <FormMessage tone="success">{t('forgot.sent', { email: sentTo })}</FormMessage>}
        <form noValidate onSubmit={onSubmit}>
          <Flex direction="column" gap="3">
            <FormField id={EMAIL_ID} label={t('fields.email')} type="email" autoComplete="email" required value={email} onChange={setEmail} error={emailError && t(emailError)} />
            <Button type="submit" size="3" loading={pending}>
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
