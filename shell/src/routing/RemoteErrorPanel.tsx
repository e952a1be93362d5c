// What a visitor sees in place of a page whose remote failed: what happened, in their language, and a
// way to try again. No technical detail on screen; the console has it.
import { Button, Callout, Flex } from '@ahc/platform/ui/base';
import { type RemoteName, useCommonTexts } from '@ahc/platform';
import { useShellTranslation } from '../i18n/use-shell-translation.ts';

export function RemoteErrorPanel({ remote, onRetry }: { remote: RemoteName; onRetry(): void }) {
  const { t } = useShellTranslation();
  const common = useCommonTexts();
  return (
    <Flex direction="column" align="start" gap="3" py="6" data-testid="remote-error-panel">
      <Callout.Root color="red" role="alert">
        <Callout.Text>
          <strong>{t('remoteError.title')}</strong>{' '}
          {t('remoteError.text', { part: t(`remoteError.parts.${remote}`) })}
        </Callout.Text>
      </Callout.Root>
      <Button onClick={onRetry}>{common.t('retry')}</Button>
    </Flex>
  );
}
