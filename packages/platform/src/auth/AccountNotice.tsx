// The auth store's notice about the account (deleted, signed out everywhere, password or e-mail
// changed), shown on whichever page comes next: the page that caused it has usually gone by then (a
// deleted account lands on the home page), so the host places it where every page has it (the shell's
// layout, under the header; a remote on its own, above its page). Polite (role="status"), dismissable,
// and gone by itself after a while; nothing is rendered while there is no notice.
//
// It stands in the page's flow on an opaque panel (NoticePanel) rather than floating
// over the page: a floating, see-through callout ran over the page's text on a phone.
import { Callout } from '@radix-ui/themes';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../hooks.ts';
import { NoticePanel } from '../ui/NoticePanel.tsx';

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
    <NoticePanel tone="success" testId="account-notice" onDismiss={dismiss}>
      <Callout.Text>{t(`accountNotice.${notice}`)}</Callout.Text>
    </NoticePanel>
  );
}
