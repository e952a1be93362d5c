// An invitation link that could not be checked (no connection, a fault of ours): a failure with a retry,
// never an invitation.
import { useCommonTexts } from '@ahc/platform';
import { Button, Flex, Heading, TYPE_SCALE } from '@ahc/platform/ui';
import { useTeamsTranslation } from '../i18n/use-teams-translation.ts';
import { Problem } from './Problem.tsx';

export function PreviewFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTeamsTranslation();
  const common = useCommonTexts();
  return (
    <Flex direction="column" gap="4" py="6" align="start" data-testid="invitation-failed">
      <Heading as="h1" size={TYPE_SCALE.pageTitle}>
        {t('invitation.failed.title')}
      </Heading>
      <Problem text={t('invitation.failed.text')} />
      <Button onClick={onRetry}>{common.t('retry')}</Button>
    </Flex>
  );
}
