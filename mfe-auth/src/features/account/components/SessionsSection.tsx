// "Sign out on every device": ends every session of the account (GoTrue's global sign-out), this one
// too; the next page says so (the auth store's notice).
import { PATHS, useAuth } from '@ahc/platform';
import { Button, Flex } from '@ahc/platform/ui/base';
import { useState } from 'react';
import { useNavigate } from '@ahc/platform/router';
import { type AuthErrorKey, mapAuthError } from '#shared/auth-errors/map-auth-error.ts';
import { useAccountTranslation } from '../i18n/use-account-translation.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { FormMessage } from '#shared/ui/FormMessage.tsx';
import { Section } from './Section.tsx';

export function SessionsSection() {
  const { t } = useAccountTranslation();
  const shared = useSharedTranslation();
  const navigate = useNavigate();
  const signOutEverywhere = useAuth((s) => s.signOutEverywhere);
  const showNotice = useAuth((s) => s.showNotice);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<AuthErrorKey | null>(null);

  async function onClick() {
    setPending(true);
    setError(null);
    try {
      await signOutEverywhere();
      showNotice('signedOutEverywhere');
      navigate(PATHS.login, { replace: true });
    } catch (failure) {
      setPending(false);
      setError(mapAuthError(failure));
    }
  }

  return (
    <Section id="account-sessions" title={t('account.sessionsTitle')} intro={t('account.sessionsIntro')}>
      {error && <FormMessage tone="error">{shared.t(error)}</FormMessage>}
      <Flex justify="end">
        <Button type="button" variant="soft" loading={pending} onClick={() => void onClick()}>
          {pending ? t('account.signingOutEverywhere') : t('account.signOutEverywhere')}
        </Button>
      </Flex>
    </Section>
  );
}
