// Team: the lighthearted truth behind the about page's three names.
import { Flex, Heading, Section, Text, TYPE_SCALE } from '@ahc/platform/ui/base';
import { useAboutTranslation } from './i18n/use-about-translation.ts';

export default function TeamPage() {
  const { t, list } = useAboutTranslation();
  return (
    <Section size="1">
      <Flex direction="column" gap="4" maxWidth="44rem">
        <Heading as="h1" size={TYPE_SCALE.pageTitle}>
          {t('team.title')}
        </Heading>
        <Text as="p" size={TYPE_SCALE.lead} color="gray">
          {t('team.lead')}
        </Text>
        {list('team.story').map((paragraph) => (
          <Text as="p" key={paragraph}>
            {paragraph}
          </Text>
        ))}
        <Text as="p" weight="medium">
          {t('team.signoff')}
        </Text>
      </Flex>
    </Section>
  );
}
