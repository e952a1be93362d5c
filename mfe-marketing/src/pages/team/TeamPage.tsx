// Team: the lighthearted truth behind the about page's three names.
import { Flex, Heading, Section, Text } from '@ahc/platform/ui';
import { useMarketingTexts } from '../../i18n/use-marketing-translation.ts';

export default function TeamPage() {
  const { t, list } = useMarketingTexts();
  return (
    <Section size="1">
      <Flex direction="column" gap="4" maxWidth="44rem">
        <Heading as="h1" size={{ initial: '7', sm: '8' }}>{t('team.title')}</Heading>
        <Text as="p" size={{ initial: '3', sm: '4' }} color="gray">{t('team.lead')}</Text>
        {list('team.story').map((paragraph) => <Text as="p" key={paragraph}>{paragraph}</Text>)}
        <Text as="p" weight="medium">{t('team.signoff')}</Text>
      </Flex>
    </Section>
  );
}
