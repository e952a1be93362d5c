// Press kit: a description, key facts and whom to write to. No quotes, no outlets.
import { DataList, Flex, Heading, Link, Section, Text, TYPE_SCALE } from '@ahc/platform/ui/base';
import { usePressTranslation } from './i18n/use-press-translation.ts';

export default function PressPage() {
  const { t, records } = usePressTranslation();
  const facts = records('press.facts', ['label', 'value'] as const);
  const email = t('press.contactEmail');

  return (
    <Section size="1">
      <Flex direction="column" gap="6" maxWidth="48rem">
        <Flex direction="column" gap="3">
          <Heading as="h1" size={TYPE_SCALE.pageTitle}>
            {t('press.title')}
          </Heading>
          <Text as="p" size={TYPE_SCALE.lead}>
            {t('press.intro')}
          </Text>
        </Flex>

        <Flex direction="column" gap="3" asChild>
          <section aria-labelledby="press-description">
            <Heading as="h2" id="press-description" size={TYPE_SCALE.section}>
              {t('press.descriptionTitle')}
            </Heading>
            <Text as="p">{t('press.description')}</Text>
          </section>
        </Flex>

        <Flex direction="column" gap="3" asChild>
          <section aria-labelledby="press-facts">
            <Heading as="h2" id="press-facts" size={TYPE_SCALE.section}>
              {t('press.factsTitle')}
            </Heading>
            <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
              {facts.map((fact) => (
                <DataList.Item key={fact.label}>
                  <DataList.Label minWidth="9rem">{fact.label}</DataList.Label>
                  <DataList.Value>{fact.value}</DataList.Value>
                </DataList.Item>
              ))}
            </DataList.Root>
          </section>
        </Flex>

        <Flex direction="column" gap="3" asChild>
          <section aria-labelledby="press-contact">
            <Heading as="h2" id="press-contact" size={TYPE_SCALE.section}>
              {t('press.contactTitle')}
            </Heading>
            <Text as="p">
              {t('press.contactText')}{' '}
              <Link href={`mailto:${email}`} underline="always">
                {email}
              </Link>
              .
            </Text>
            <Text as="p" color="gray" size="2">
              {t('press.contactNote')}
            </Text>
          </section>
        </Flex>
      </Flex>
    </Section>
  );
}
