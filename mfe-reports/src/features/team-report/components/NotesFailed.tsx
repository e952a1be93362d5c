// The shared notes could not be read: the figures still show, with a way to try again.
import { useCommonTexts } from '@ahc/platform';
import { Button, Callout, Flex } from '@ahc/platform/ui';
import { useNotesTranslation } from '../../notes/index.ts';

export function NotesFailed({ onRetry }: { onRetry(): void }) {
  const notesTexts = useNotesTranslation();
  const common = useCommonTexts();
  return (
    <Callout.Root color="red" role="alert" className="no-print">
      <Flex direction="column" gap="2" align="start">
        <Callout.Text>{notesTexts.t('team.loadFailed')}</Callout.Text>
        <Button type="button" size="1" variant="soft" onClick={onRetry}>
          {common.t('retry')}
        </Button>
      </Flex>
    </Callout.Root>
  );
}
