// /methodology, "How scores are calculated": where the questions come from, the scoring rule, the
// maturity bands and what a recommendation's priority means, so a reader of a report (or the board it
// is forwarded to) can check how its numbers came about. Every number, band and priority name comes
// from @ahc/assessment-model (methodology-facts.ts); the prose around them from the translations.
import { CATEGORIES, describeBand, describeCategory, describePriority } from '@ahc/assessment-model';
import { intlLocale, useLanguage } from '@ahc/platform';
import {
  Badge,
  Card,
  DataList,
  Flex,
  Grid,
  Heading,
  Section,
  Strong,
  TYPE_SCALE,
  Text,
} from '@ahc/platform/ui/base';
import { StartCheckCard } from '#shared/ui/StartCheckCard.tsx';
import { useMethodologyTranslation } from './i18n/use-methodology-translation.ts';
import {
  FACTS,
  answerPoints,
  bandRanges,
  priorityByPlace,
  scoringExample,
} from './model/methodology-facts.ts';

const PLAIN_LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;

export default function MethodologyPage() {
  const { t } = useMethodologyTranslation();
  const { language } = useLanguage();
  const number = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 1 });
  const list = new Intl.ListFormat(intlLocale(language), { type: 'conjunction' });
  const example = scoringExample();
  const facts = { ...FACTS, min: number.format(FACTS.min), max: number.format(FACTS.max) };

  return (
    <Section size="1">
      <Flex direction="column" gap="7" maxWidth="46rem">
        <Flex direction="column" gap="3">
          <Heading as="h1" size={TYPE_SCALE.pageTitle}>
            {t('methodology.title')}
          </Heading>
          <Text as="p" size={TYPE_SCALE.lead}>
            {t('methodology.intro')}
          </Text>
        </Flex>

        <Flex direction="column" gap="3" asChild>
          <section aria-labelledby="methodology-questions">
            <Heading as="h2" id="methodology-questions" size={TYPE_SCALE.section}>
              {t('methodology.questionsTitle')}
            </Heading>
            <Text as="p">{t('methodology.questionsSource')}</Text>
            <Text as="p">{t('methodology.questionsShape', facts)}</Text>
            <Grid columns={{ initial: '1', sm: '2' }} gap="3" asChild>
              <ul style={PLAIN_LIST} aria-label={t('methodology.areasLabel')}>
                {CATEGORIES.map((category) => {
                  const area = describeCategory(category, language);
                  return (
                    <Card asChild key={category} size="2">
                      <li>
                        <Heading as="h3" size={TYPE_SCALE.item} mb="1">
                          {area.name}
                        </Heading>
                        <Text as="p" size={TYPE_SCALE.small}>
                          {area.description}
                        </Text>
                      </li>
                    </Card>
                  );
                })}
              </ul>
            </Grid>
          </section>
        </Flex>

        <Flex direction="column" gap="3" asChild>
          <section aria-labelledby="methodology-scoring">
            <Heading as="h2" id="methodology-scoring" size={TYPE_SCALE.section}>
              {t('methodology.scoringTitle')}
            </Heading>
            <Text as="p">{t('methodology.scoringPoints')}</Text>
            <Card size="2">
              <DataList.Root orientation="horizontal" data-testid="methodology-points">
                {answerPoints().map(({ place, points }) => (
                  <DataList.Item key={place}>
                    <DataList.Label minWidth="12rem">
                      {t('methodology.place', { place, options: FACTS.options })}
                      {place === 1 && ` (${t('methodology.weakest')})`}
                      {place === FACTS.options && ` (${t('methodology.strongest')})`}
                    </DataList.Label>
                    <DataList.Value>
                      {t('methodology.points', { points: number.format(points) })}
                    </DataList.Value>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Card>
            <Text as="p">{t('methodology.formula', facts)}</Text>
            <Text as="p">{t('methodology.averages', facts)}</Text>
            <Text as="p" data-testid="methodology-example">
              {t('methodology.example', {
                points: list.format(example.points.map((points) => number.format(points))),
                score: example.score,
              })}
            </Text>
            <Text as="p" size={TYPE_SCALE.small} color="gray">
              {t('methodology.version', facts)}
            </Text>
          </section>
        </Flex>

        <Flex direction="column" gap="3" asChild>
          <section aria-labelledby="methodology-bands">
            <Heading as="h2" id="methodology-bands" size={TYPE_SCALE.section}>
              {t('methodology.bandsTitle')}
            </Heading>
            <Text as="p">{t('methodology.bandsIntro', { count: bandRanges().length })}</Text>
            <Grid columns={{ initial: '1', sm: '2' }} gap="3" asChild>
              <ul style={PLAIN_LIST} data-testid="methodology-bands">
                {bandRanges().map(({ band, from, to }) => {
                  const description = describeBand(band, language);
                  return (
                    <Card asChild key={band} size="2">
                      <li>
                        <Flex justify="between" align="baseline" gap="3" mb="1" wrap="wrap">
                          <Heading as="h3" size={TYPE_SCALE.item}>
                            {description.label}
                          </Heading>
                          <Text size={TYPE_SCALE.small} weight="medium" color="gray">
                            {t('methodology.bandRange', { from, to })}
                          </Text>
                        </Flex>
                        <Text as="p" size={TYPE_SCALE.small}>
                          {description.description}
                        </Text>
                      </li>
                    </Card>
                  );
                })}
              </ul>
            </Grid>
            <Text as="p">{t('methodology.gap', facts)}</Text>
          </section>
        </Flex>

        <Flex direction="column" gap="3" asChild>
          <section aria-labelledby="methodology-priorities">
            <Heading as="h2" id="methodology-priorities" size={TYPE_SCALE.section}>
              {t('methodology.prioritiesTitle')}
            </Heading>
            <Text as="p">{t('methodology.prioritiesIntro')}</Text>
            <Flex direction="column" gap="2" asChild>
              <ul style={PLAIN_LIST} data-testid="methodology-priorities">
                {priorityByPlace().map(({ place, priority }) => (
                  <Flex asChild key={priority} gap="2" align="center" wrap="wrap">
                    <li>
                      <Badge size="2" variant="soft" color="gray">
                        <Strong>{describePriority(priority, language)}</Strong>
                      </Badge>
                      <Text>{t('methodology.priorityFor', { place, options: FACTS.options })}</Text>
                    </li>
                  </Flex>
                ))}
              </ul>
            </Flex>
            <Text as="p">{t('methodology.prioritiesNone')}</Text>
            <Text as="p">{t('methodology.prioritiesOrder', facts)}</Text>
          </section>
        </Flex>

        <StartCheckCard title={t('methodology.ctaTitle')} text={t('methodology.ctaText')} />
      </Flex>
    </Section>
  );
}
