// docs/product.md §4 and §6: when the profile fails to load, a destructive toast titled 'Error' says
// 'Failed to load your profile. Please try again later.' It can be dismissed and goes by itself. Like
// the account notice, it stands in the notices under the header on the platform's opaque NoticePanel.
import { Callout, Flex } from '@ahc/platform/ui/base';
import { NoticePanel, useAuth } from '@ahc/platform';
import { useEffect, useState } from 'react';
import { useShellTranslation } from '../i18n/use-shell-translation.ts';

const SHOWN_FOR_MS = 8000;

export function ProfileErrorToast() {
  const { t } = useShellTranslation();
  const profileError = useAuth((s) => s.profileError);
  const [dismissed, setDismissed] = useState<Error | null>(null);

  useEffect(() => {
    if (!profileError) return;
    const timer = setTimeout(() => setDismissed(profileError), SHOWN_FOR_MS);
    return () => clearTimeout(timer);
  }, [profileError]);

  if (!profileError || dismissed === profileError) return null;
  return (
    <NoticePanel tone="error" testId="profile-error-toast" onDismiss={() => setDismissed(profileError)}>
      <Flex direction="column" gap="1">
        <Callout.Text weight="bold">{t('profileError.title')}</Callout.Text>
        <Callout.Text>{t('profileError.text')}</Callout.Text>
      </Flex>
    </NoticePanel>
  );
}
