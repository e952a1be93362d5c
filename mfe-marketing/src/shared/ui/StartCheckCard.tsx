// The card the home and methodology pages both end with: a closing title and line beside the way into the
// check, side by side on a wide screen and stacked on a phone.
import { Box, Card, Flex, Heading, Text, TYPE_SCALE } from '@ahc/platform/ui/base';
import { StartCheckButton } from './StartCheckButton.tsx';

type Props = {
  title: string;
  text: string;
  /** For a section that is labelled by the card's heading. */
  headingId?: string;
};

export function StartCheckCard({ title, text, headingId }: Props) {
  return (
    <Card size="3">
      <Flex
        direction={{ initial: 'column', sm: 'row' }}
        gap="4"
        align={{ initial: 'start', sm: 'center' }}
        justify="between"
      >
        <Box>
          <Heading as="h2" id={headingId} size="5" mb="1">
            {title}
          </Heading>
          <Text as="p" size={TYPE_SCALE.small}>
            {text}
          </Text>
        </Box>
        <StartCheckButton />
      </Flex>
    </Card>
  );
}
