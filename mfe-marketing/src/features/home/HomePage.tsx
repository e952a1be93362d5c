// Landing page: what the check is, its four categories, how it works, that a team can answer it
// together and a report can be shared, and the way in (the shared StartCheckButton).
import { PATHS } from '@ahc/platform';
import {
  Badge,
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
import { StartCheckButton } from '#shared/ui/StartCheckButton.tsx';
import { StartCheckCard } from '#shared/ui/StartCheckCard.tsx';
import { useHomeTranslation } from './i18n/use-home-translation.ts';

const CATEGORIES = ['architecture', 'deployment', 'security', 'scalability'] as const;

export default function HomePage() {
  const { t, records } = useHomeTranslation();
  const steps = records('home.steps', ['title', 'description'] as const);

  return (
    <Flex direction="column" gap="2">
      <Section size="2" aria-labelledby="home-title">
        <Flex direction="column" gap="4" align="start" maxWidth="44rem">
          <Heading as="h1" id="home-title" size={TYPE_SCALE.pageTitle}>
            {t('home.title')}
          </Heading>
          <Text as="p" size={TYPE_SCALE.lead}>
            {t('home.intro')}
          </Text>
          <Flex gap="3" align="center" wrap="wrap">
            <StartCheckButton />
            <Text size="2" color="gray">
              {t('home.ctaNote')}
            </Text>
          </Flex>
        </Flex>
      </Section>

      <Section size="1" aria-labelledby="home-categories">
        <Heading as="h2" id="home-categories" size={TYPE_SCALE.section} mb="2">
          {t('home.categoriesTitle')}
        </Heading>
        <Text as="p" mb="4">
          {t('home.categoriesIntro')}
        </Text>
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          {CATEGORIES.map((category) => (
            <Card key={category} size="2">
              <Heading as="h3" size={TYPE_SCALE.item} mb="1">
                {t(`home.categories.${category}.title`)}
              </Heading>
              <Text as="p" size="2">
                {t(`home.categories.${category}.description`)}
              </Text>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section size="1" aria-labelledby="home-steps">
        <Heading as="h2" id="home-steps" size={TYPE_SCALE.section} mb="4">
          {t('home.stepsTitle')}
        </Heading>
        <Grid asChild columns={{ initial: '1', sm: '2', md: '4' }} gap="4">
          <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {steps.map((step, index) => (
              <Card asChild key={step.title} size="2">
                <li>
                  <Flex direction="column" gap="2">
                    <Badge size="2" variant="soft" style={{ alignSelf: 'start' }} aria-hidden="true">
                      {index + 1}
                    </Badge>
                    <Heading as="h3" size={TYPE_SCALE.item}>
                      {step.title}
                    </Heading>
                    <Text as="p" size="2">
                      {step.description}
                    </Text>
                  </Flex>
                </li>
              </Card>
            ))}
          </ol>
        </Grid>
        <Text as="p" mt="4">
          {t('home.methodologyPrompt')}{' '}
          <RadixLink asChild underline="always">
            <Link to={PATHS.methodology}>{t('home.methodologyLink')}</Link>
          </RadixLink>
        </Text>
      </Section>

      <Section size="1" aria-labelledby="home-teams" data-testid="home-teams">
        <Heading as="h2" id="home-teams" size={TYPE_SCALE.section} mb="2">
          {t('home.teamsTitle')}
        </Heading>
        <Flex direction="column" gap="3" maxWidth="44rem">
          <Text as="p">{t('home.teamsText')}</Text>
          <Text as="p">{t('home.sharingText')}</Text>
          <Text as="p">
            <RadixLink asChild underline="always">
              <Link to={PATHS.teamAssessments}>{t('home.teamsLink')}</Link>
            </RadixLink>
          </Text>
        </Flex>
      </Section>

      <Section size="1" aria-labelledby="home-closing">
        <StartCheckCard
          headingId="home-closing"
          title={t('home.closingTitle')}
          text={t('home.closingText')}
        />
      </Section>
    </Flex>
  );
}
