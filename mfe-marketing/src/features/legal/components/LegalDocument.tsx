// The shared layout of the three legal pages: title, last-updated date, introduction, sections with
// h2 headings, and whom to write to. Each document is a key ('privacy', 'terms', 'cookies') of the
// marketing-legal namespace with the same shape.
import { Box, Flex, Heading, Link, Section, Text, TYPE_SCALE } from '@ahc/platform/ui/base';
import { useLegalTranslation } from '../i18n/use-legal-translation.ts';

export type LegalDocumentKey = 'privacy' | 'terms' | 'cookies';

/** The date in legal.date, machine-readable for <time>. */
const LAST_UPDATED_ISO = '2026-11-21';

export function LegalDocument({ document }: { document: LegalDocumentKey }) {
  const { t, sections } = useLegalTranslation();
  const email = t(`${document}.contactEmail`);

  return (
    <Section size="1">
      <Flex direction="column" gap="5" maxWidth="46rem">
        <Flex direction="column" gap="2">
          <Heading as="h1" size={TYPE_SCALE.pageTitle}>
            {t(`${document}.title`)}
          </Heading>
          <Text as="p" size="2" color="gray">
            <time dateTime={LAST_UPDATED_ISO}>{t('legal.lastUpdated', { date: t('legal.date') })}</time>
          </Text>
          <Text as="p" size={TYPE_SCALE.lead}>
            {t(`${document}.intro`)}
          </Text>
        </Flex>

        {sections(`${document}.sections`).map((section, index) => {
          const headingId = `${document}-section-${index + 1}`;
          return (
            <Flex key={section.title} direction="column" gap="2" asChild>
              <section aria-labelledby={headingId}>
                <Heading as="h2" id={headingId} size="5">
                  {section.title}
                </Heading>
                {section.paragraphs.map((paragraph) => (
                  <Text as="p" key={paragraph}>
                    {paragraph}
                  </Text>
                ))}
                {section.items.length > 0 && (
                  <Box asChild pl="5" m="0">
                    <ul>
                      {section.items.map((item) => (
                        <Text key={item} mb="2" asChild>
                          <li>{item}</li>
                        </Text>
                      ))}
                    </ul>
                  </Box>
                )}
              </section>
            </Flex>
          );
        })}

        <Text as="p">
          {t(`${document}.contactText`)}{' '}
          <Link href={`mailto:${email}`} underline="always">
            {email}
          </Link>
          .
        </Text>
      </Flex>
    </Section>
  );
}
