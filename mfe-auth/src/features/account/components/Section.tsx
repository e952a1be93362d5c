// One part of the profile page's account settings: an h2 and a card.
import { Card, Flex, Heading, Text } from '@ahc/platform/ui/base';
import type { ReactNode } from 'react';

export function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Card size={{ initial: '2', sm: '3' }} asChild>
      <section aria-labelledby={`${id}-title`} data-testid={id}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id={`${id}-title`}>
            {title}
          </Heading>
          {intro && (
            <Text as="p" size="2" color="gray">
              {intro}
            </Text>
          )}
          {children}
        </Flex>
      </section>
    </Card>
  );
}
