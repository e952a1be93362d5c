// What a page shows instead of its content when there is nothing to show it with: the page's h1, the
// reason (announced: an alert for a problem, a status for a plain state), "Try again" when trying again
// can help, and the ways on the page passes as its children. One look for every remote: a report, a
// team or a shared link that cannot be shown, a round that takes no answer.
import { Button, Callout, Flex, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useCommonTranslation } from '../i18n/use-common-translation.ts';
import { TYPE_SCALE } from './type-scale.ts';

/** failed: a read or write that went wrong; unavailable: nothing to show here (no access, gone); info: a plain state. */
export type PageStateTone = 'failed' | 'unavailable' | 'info';

const COLOURS = { failed: 'red', unavailable: 'gray', info: 'blue' } as const;

export function PageState({
  title,
  text,
  tone,
  onRetry,
  testId,
  children,
}: {
  title: string;
  text: string;
  tone: PageStateTone;
  onRetry?: () => void;
  testId: string;
  /** The ways on (links as buttons); the first is the main one unless there is a retry. */
  children?: ReactNode;
}) {
  const { t } = useCommonTranslation('PageState');
  return (
    <Flex direction="column" gap="4" py="6" align="start" maxWidth="44rem" data-testid={testId}>
      <Heading as="h1" size={TYPE_SCALE.pageTitle}>
        {title}
      </Heading>
      <Callout.Root highContrast color={COLOURS[tone]} role={tone === 'info' ? 'status' : 'alert'}>
        <Callout.Text>{text}</Callout.Text>
      </Callout.Root>
      <Flex gap="3" wrap="wrap">
        {onRetry && <Button onClick={onRetry}>{t('retry')}</Button>}
        {children}
      </Flex>
    </Flex>
  );
}
