// About: the product's purpose and the three people named as its team (the team page tells the rest).
import { PATHS } from '@ahc/platform';
import {
  Card,
  Flex,
  Grid,
  Heading,
  Link as RadixLink,
  Section,
  Text,
  TYPE_SCALE,
} from '@ahc/platform/ui/base';
import { Link } from '@ahc/platform/router';
import { useAboutTranslation } from './i18n/use-about-translation.ts';

export default function AboutPage() {
  const { t, list, records } = useAboutTranslation();
  const members = records('about.members', ['name', 'role', 'bio'] as const);

  return (
    <Flex direction="column" gap="2">
      <Section size="1" pb="0">
        <Heading as="h1" size={TYPE_SCALE.pageTitle}>
          {t('about.title')}
        </Heading>
      </Section>

      <Section size="1" aria-labelledby="about-purpose">
        <Flex direction="column" gap="3" maxWidth="44rem">
          <Heading as="h2" id="about-purpose" size={TYPE_SCALE.section}>
            {t('about.purposeTitle')}
          </Heading>
          {list('about.purpose').map((paragraph) => (
            <Text as="p" key={paragraph}>
              {paragraph}
            </Text>
          ))}
        </Flex>
      </Section>

      <Section size="1" aria-labelledby="about-team">
        <Heading as="h2" id="about-team" size={TYPE_SCALE.section} mb="4">
          {t('about.teamTitle')}
        </Heading>
        <Grid asChild columns={{ initial: '1', sm: '3' }} gap="4">
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {members.map((member) => (
              <Card asChild key={member.name} size="2">
                <li>
                  <Flex direction="column" gap="1">
                    <Heading as="h3" size={TYPE_SCALE.item}>
                      {member.name}
                    </Heading>
                    <Text size="2" weight="medium" className="accent-text">
                      {member.role}
                    </Text>
                    <Text as="p" size="2" mt="1">
                      {member.bio}
                    </Text>
                  </Flex>
                </li>
              </Card>
            ))}
          </ul>
        </Grid>
        <Text as="p" mt="5">
          {t('about.teamStoryPrompt')}{' '}
          <RadixLink asChild underline="always">
            <Link to={PATHS.teams}>{t('about.teamStoryLink')}</Link>
          </RadixLink>
        </Text>
      </Section>
    </Flex>
  );
}
