// The result right after the last answer, before any account: the overall score, its band and the four
// area scores, worked out in this browser by the assessment model (the same rule the database scores a
// submission by, so the report shows the same numbers). The full report is one step away: creating an
// account or signing in marks the assessment for submission, and it is submitted once the visitor is
// signed in (see AssessmentFlow).
import {
  type Answers,
  type AssessmentLanguage,
  type Band,
  CATEGORIES,
  bandFor,
  describeBand,
  describeCategory,
  scoreAnswers,
} from '@ahc/assessment-model';
import { PATHS, withNext } from '@ahc/platform';
import { Link } from '@ahc/platform/router';
import { Badge, Button, Card, Flex, Grid, Heading, Progress, Text } from '@ahc/platform/ui';
import { type Ref, useId, useMemo } from 'react';
import { useAssessmentTranslation } from '../i18n/use-assessment-translation.ts';

type Props = {
  answers: Answers;
  language: AssessmentLanguage;
  headingRef: Ref<HTMLHeadingElement>;
  /** The visitor is on the way to sign up or sign in for the full report. */
  onAccount(): void;
};

// The band's colour only repeats its label.
const BAND_COLORS: Record<Band, 'red' | 'orange' | 'blue' | 'green'> = {
  foundational: 'red',
  developing: 'orange',
  established: 'blue',
  advanced: 'green',
};

export function ResultPreview({ answers, language, headingRef, onAccount }: Props) {
  const { t } = useAssessmentTranslation();
  const scores = useMemo(() => scoreAnswers(answers), [answers]);
  const overallBand = describeBand(bandFor(scores.overall), language);
  const headingId = useId();
  const accountId = useId();

  return (
    <Flex asChild direction="column" gap="4">
      <section aria-labelledby={headingId} data-testid="result-preview">
        <Heading
          as="h1"
          size="6"
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="assessment-step-heading"
        >
          {t('preview.title')}
        </Heading>
        <Text as="p">{t('preview.intro')}</Text>

        <Card size="3">
          <Flex direction="column" gap="2" align="start">
            <Text as="p" size="2" weight="medium" color="gray">
              {t('preview.overall')}
            </Text>
            <Text as="p" size="8" weight="bold" data-testid="preview-overall">
              {t('preview.outOf100', { score: scores.overall })}
            </Text>
            <Flex gap="2" align="center" wrap="wrap">
              <Text>{t('preview.band')}:</Text>
              <Badge size="2" variant="soft" color={BAND_COLORS[overallBand.band]} data-testid="preview-band">
                {overallBand.label}
              </Badge>
            </Flex>
            <Text as="p" color="gray">
              {overallBand.description}
            </Text>
          </Flex>
        </Card>

        <Heading as="h2" size="4">
          {t('preview.areas')}
        </Heading>
        <Grid asChild columns="2" gap={{ initial: '2', sm: '3' }}>
          <ul className="assessment-plain-list">
            {CATEGORIES.map((category) => {
              const score = scores.categories[category];
              const band = describeBand(bandFor(score), language);
              const { name } = describeCategory(category, language);
              return (
                <Card asChild key={category} size={{ initial: '1', sm: '2' }}>
                  <li data-testid={`preview-area-${category}`}>
                    <Text as="p" weight="bold" size={{ initial: '2', sm: '3' }}>
                      {name}
                    </Text>
                    <Text
                      as="p"
                      weight="bold"
                      size={{ initial: '4', sm: '5' }}
                      mb="2"
                      data-testid={`preview-score-${category}`}
                    >
                      {t('preview.outOf100', { score })}
                    </Text>
                    <Progress
                      value={score}
                      color={BAND_COLORS[band.band]}
                      aria-label={t('preview.areaScore', { area: name, score })}
                      mb="2"
                    />
                    <Badge size="1" variant="soft" color={BAND_COLORS[band.band]}>
                      {band.label}
                    </Badge>
                  </li>
                </Card>
              );
            })}
          </ul>
        </Grid>

        <Card size="3" asChild>
          <section aria-labelledby={accountId}>
            <Flex direction="column" gap="3" align="start">
              <Heading as="h2" size="4" id={accountId}>
                {t('preview.fullTitle')}
              </Heading>
              <Text as="p">{t('preview.fullText')}</Text>
              <Flex gap="3" wrap="wrap">
                <Button asChild size="3">
                  <Link to={withNext(PATHS.register, PATHS.assessment)} onClick={onAccount}>
                    {t('preview.register')}
                  </Link>
                </Button>
                <Button asChild size="3" variant="soft">
                  <Link to={withNext(PATHS.login, PATHS.assessment)} onClick={onAccount}>
                    {t('preview.login')}
                  </Link>
                </Button>
              </Flex>
            </Flex>
          </section>
        </Card>
      </section>
    </Flex>
  );
}
