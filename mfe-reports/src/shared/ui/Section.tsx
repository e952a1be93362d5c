// A titled section of a page (an h2 the section is labelled by), kept whole on a printed page. With an
// id it is a target of the report's contents list, which moves the focus to it.
import { Flex, Heading, TYPE_SCALE } from '@ahc/platform/ui/base';
import { type ReactNode, useId } from 'react';

export function Section({
  heading,
  children,
  className,
  testId,
  id,
}: {
  heading: string;
  children: ReactNode;
  className?: string;
  testId?: string;
  id?: string;
}) {
  const headingId = useId();
  return (
    <Flex asChild direction="column" gap="3">
      <section
        id={id}
        tabIndex={id ? -1 : undefined}
        aria-labelledby={headingId}
        className={['report-section', className].filter(Boolean).join(' ')}
        data-testid={testId}
      >
        <Heading as="h2" size={TYPE_SCALE.section} id={headingId}>
          {heading}
        </Heading>
        {children}
      </section>
    </Flex>
  );
}
