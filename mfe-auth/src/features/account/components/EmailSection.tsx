// Changing the e-mail address: the Auth service sends a link to the current and to the new address, and
// the address changes when both have been opened (double_confirm_changes). Until then the account shows
// the pending change (the user's new_email); after the first link the page comes back with GoTrue's
// ?message=..., and says one more is needed (docs/product.md §3). When the change this browser asked
// for is done, the account notice says so.
import { useAuth, useLanguage, useSupabase } from '@ahc/platform';
import { Button, Flex } from '@ahc/platform/ui/base';
import { FormField } from '@ahc/platform/ui/form';
import { useEffect } from 'react';
import { useSearchParams } from '@ahc/platform/router';
import { useAuthRequest } from '#shared/forms/use-auth-request.ts';
import { useValidatedForm } from '#shared/forms/use-validated-form.ts';
import { type ValidationKey, checkEmail } from '#shared/forms/validation.ts';
import { useAccountTranslation } from '../i18n/use-account-translation.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { changeEmail } from '../data/account-changes.ts';
import { AuthErrorMessage, FormMessage } from '#shared/ui/FormMessage.tsx';
import { emailChangeCompleted, rememberEmailChange } from '../model/email-change-memory.ts';
import { Section } from './Section.tsx';

export function EmailSection() {
  const { t } = useAccountTranslation();
  const shared = useSharedTranslation();
  const supabase = useSupabase();
  const { language } = useLanguage();
  const [searchParams] = useSearchParams();
  const current = useAuth((s) => s.currentUser?.email ?? '');
  const pendingEmail = useAuth((s) => s.currentUser?.new_email ?? null);
  const user = useAuth((s) => s.currentUser);
  const showNotice = useAuth((s) => s.showNotice);
  const request = useAuthRequest();
  // A check of the address (shared texts), or this page's own: the address is already the account's.
  const form = useValidatedForm<'email', ValidationKey | 'account.emailSame'>({
    initialValues: { email: '' },
    fieldOrder: ['email'],
    fieldId: () => 'account-new-email',
    validate: ({ email }) => ({
      email:
        checkEmail(email) ??
        (email.trim().toLowerCase() === current.toLowerCase() ? 'account.emailSame' : undefined),
    }),
    errorText: (key) => (key === 'account.emailSame' ? t(key) : shared.t(key)),
  });
  // GoTrue's answer to the first of the two links (the second one changes the address).
  const halfConfirmed = searchParams.has('message') && pendingEmail !== null;

  useEffect(() => {
    if (user && emailChangeCompleted(localStorage, user)) showNotice('emailChanged');
  }, [user, showNotice]);

  const onSubmit = form.handleSubmit(
    ({ email }) =>
      request.run('submit', () => changeEmail(supabase, email, language), {
        onSuccess() {
          if (user) rememberEmailChange(localStorage, user.id, email);
          form.resetValues();
        },
      }),
    request,
  );

  return (
    <Section
      id="account-email"
      title={t('account.emailTitle')}
      intro={t('account.currentEmail', { email: current })}
    >
      {pendingEmail && (
        <FormMessage tone="info">
          {t(halfConfirmed ? 'account.emailHalfConfirmed' : 'account.emailPending', {
            current,
            next: pendingEmail,
          })}
        </FormMessage>
      )}
      <AuthErrorMessage errorKey={request.error} />
      <form noValidate onSubmit={onSubmit}>
        <Flex direction="column" gap="3">
          <FormField
            {...form.field('email')}
            label={t('account.newEmail')}
            type="email"
            autoComplete="email"
          />
          <Flex justify="end">
            <Button type="submit" variant="soft" loading={request.busy}>
              {request.busy ? t('account.changingEmail') : t('account.changeEmail')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Section>
  );
}
