// The frame of the login and register pages: one h1 and a card that fits a 360 px wide screen (and,
// without JavaScript, the line that says why its form waits).
import { Box, Card, Flex, Heading, Text } from '@ahc/platform/ui/base';
import type { ReactNode } from 'react';
import { NeedsScriptNote } from './NeedsScriptNote.tsx';

export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Box mx="auto" my="6" px="3" style={{ width: '100%', maxWidth: 440 }}>
      <Flex direction="column" gap="2" mb="4">
        <Heading as="h1" size="7">
          {title}
        </Heading>
        {intro && (
          <Text as="p" color="gray">
            {intro}
          </Text>
        )}
      </Flex>
      <NeedsScriptNote />
      <Card size={{ initial: '2', sm: '3' }}>{children}</Card>
    </Box>
  );
}
