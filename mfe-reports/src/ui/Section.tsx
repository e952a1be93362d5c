// A titled section of a page (an h2 the section is labelled by), kept whole on a printed page.
import { Flex, Heading } from '@ahc/platform/ui';
import { type ReactNode, useId } from 'react';

export function Section({ heading, children, className, testId }: { heading: string; children: ReactNode; className?: string; testId?: string }) {
  const id = useId();
  return (
    <Flex asChild direction="column" gap="3">
      <section aria-labelledby={id} className={['report-section', className].filter(Boolean).join(' ')} data-testid={testId}>
        <Heading as="h2" size="5" id={id}>{heading}</Heading>
        {children}
      </section>
    </Flex>
  );
}
