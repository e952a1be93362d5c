// Without JavaScript the account pages' forms wait (their fields and buttons stay disabled until the page's
// scripts run, as a rendered form does): a line that says why, shown only then (<noscript>).
import { Callout } from '@ahc/platform/ui';
import { useSharedTranslation } from '../i18n/use-shared-translation.ts';

export function NeedsScriptNote() {
  const { t } = useSharedTranslation();
  return (
    <noscript>
      <Callout.Root color="gray" size="1" mb="3">
        <Callout.Text>{t('needsScript')}</Callout.Text>
      </Callout.Root>
    </noscript>
  );
}
