// The auth store's notice about the account (deleted, signed out everywhere, password or e-mail
// changed), shown over whichever page comes next: the page that caused it has usually gone by then
// (a deleted account lands on the home page). Polite (role="status"), dismissable, and gone by itself
// after a while; nothing is rendered while there is no notice.
import { Button, Callout, Flex } from '@radix-ui/themes';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../hooks.ts';

export const ACCOUNT_NOTICE_MS = 15_000;

export function AccountNotice() {
  const { t } = useTranslation('common');
  const notice = useAuth((s) => s.notice);
  const dismiss = useAuth((s) => s.dismissNotice);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(dismiss, ACCOUNT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, dismiss]);

  if (!notice) return null;
  return (
    <div style={{ position: 'fixed', insetInline: 0, bottom: 16, zIndex: 60, display: 'flex', justifyContent: 'center', padding: '0 12px', pointerEvents: 'none' }}>
      <Callout.Root color="green" variant="surface" role="status" data-testid="account-notice" style={{ pointerEvents: 'auto', maxWidth: 520 }}>
        <Flex align="center" gap="3">
          <Callout.Text>{t(`accountNotice.${notice}`)}</Callout.Text>
          <Button size="1" variant="ghost" color="green" onClick={dismiss} aria-label={t('accountNotice.dismiss')}>
            ×
          </Button>
        </Flex>
      </Callout.Root>
    </div>
  );
}
