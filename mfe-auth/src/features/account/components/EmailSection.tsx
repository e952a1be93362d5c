// Changing the e-mail address: the Auth service sends a link to the current and to the new address, and
// the address changes when both have been opened (double_confirm_changes). Until then the account shows
// the pending change (the user's new_email); after the first link the page comes back with GoTrue's
// ?message=..., and says one more is needed (docs/product.md §3). When the change this browser asked
// for is done, the account notice says so.
import { useAuth, useSupabase } from '@ahc/platform';
import { Button, Flex } from '@ahc/platform/ui';
import { FormField } from '@ahc/platform/ui/form';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from '@ahc/platform/router';
import type { AuthErrorKey } from '#shared/auth-errors/map-auth-error.ts';
import { type ValidationKey, checkEmail } from '#shared/forms/validation.ts';
import { useAccountTranslation } from '../i18n/use-account-translation.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { changeEmail } from '../data/account-changes.ts';
import { focusById } from '#shared/ui/focus.ts';
import { FormMessage } from '#shared/ui/FormMessage.tsx';
import { emailChangeCompleted, rememberEmailChange } from '../model/email-change-memory.ts';
import { Section } from './Section.tsx';

const FIELD_ID = 'account-new-email';

export function EmailSection() {
  const { t } = useAccountTranslation();
  const shared = useSharedTranslation();
  const supabase = useSupabase();
  const [searchParams] = useSearchParams();
  const current = useAuth((s) => s.currentUser?.email ?? '');
  const pendingEmail = useAuth((s) => s.currentUser?.new_email ?? null);
  const user = useAuth((s) => s.currentUser);
  const showNotice = useAuth((s) => s.showNotice);
  const [email, setEmail] = useState('');
  // A check of the address (shared texts), or this page's own: the address is already the account's.
  const [fieldError, setFieldError] = useState<ValidationKey | 'account.emailSame' | undefined>();
  const [formError, setFormError] = useState<AuthErrorKey | null>(null);
  const [pending, setPending] = useState(false);
  // GoTrue's answer to the first of the two links (the second one changes the address).
  const halfConfirmed = searchParams.has('message') && pendingEmail !== null;

  useEffect(() => {
    if (user && emailChangeCompleted(localStorage, user)) showNotice('emailChanged');
  }, [user, showNotice]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const problem =
      checkEmail(email) ??
      (email.trim().toLowerCase() === current.toLowerCase() ? 'account.emailSame' : undefined);
    setFieldError(problem);
    setFormError(null);
    if (problem) {
      focusById(FIELD_ID);
      return;
    }
    setPending(true);
    const result = await changeEmail(supabase, email);
    setPending(false);
    if (result.ok) {
      if (user) rememberEmailChange(localStorage, user.id, email);
      setEmail('');
    } else setFormError(result.errorKey);
  }

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
      {formError && <FormMessage tone="error">{shared.t(formError)}</FormMessage>}
      <form noValidate onSubmit={onSubmit}>
        <Flex direction="column" gap="3">
          <FormField
            id={FIELD_ID}
            label={t('account.newEmail')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            error={fieldError === 'account.emailSame' ? t(fieldError) : fieldError && shared.t(fieldError)}
          />
          <Flex justify="end">
            <Button type="submit" variant="soft" loading={pending}>
              {pending ? t('account.changingEmail') : t('account.changeEmail')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Section>
  );
}
