// /start: what the home page does not say: the 20 questions by topic in their four areas, how long it
// takes and how it goes, what happens to the answers, and the way in with one press. An assessment
// already in progress in this browser is offered to continue, or explicitly started over. Without
// JavaScript the press posts to the host, which asks the questions as plain forms (docs/decisions.md
// "The assessment without JavaScript"); the scripted button is hidden then (the platform's .needs-script).
import {
  CATEGORIES,
  QUESTIONS,
  describeCategory,
  describeQuestion,
  questionsIn,
} from '@ahc/assessment-model';
import { PATHS, linkInLanguage, useLanguage } from '@ahc/platform';
import { Button, Card, Flex, Grid, Heading, Section, Text } from '@ahc/platform/ui/base';
import { useState } from 'react';
import { Link, useNavigate } from '@ahc/platform/router';
import { StartOverConfirm } from '#shared/ui/StartOverConfirm.tsx';
import {
  answeredCount,
  loadAssessment,
  newAssessment,
  saveAssessment,
} from '#shared/model/stored-assessment.ts';
import { useStartTranslation } from './i18n/use-start-translation.ts';
import '#shared/ui/shared.css';

export default function StartPage() {
  const { t } = useStartTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [stored] = useState(() => loadAssessment());
  const answered = stored ? answeredCount(stored) : 0;
  const inProgress = stored !== null && (answered > 0 || stored.pendingSubmit === true);

  const beginNew = () => {
    saveAssessment(newAssessment());
    navigate(PATHS.assessment);
  };

  return (
    <Flex direction="column" gap="2" maxWidth="48rem">
      <Section size="1" aria-labelledby="start-title">
        <Flex direction="column" gap="4" align="start">
          <Heading as="h1" id="start-title" size={{ initial: '7', sm: '8' }}>
            {t('title')}
          </Heading>
          <Text as="p" size="3">
            {t('intro')}
          </Text>
          {inProgress ? (
            <Flex direction="column" gap="3" align="start">
              <Text as="p" size="2" color="gray">
                {t('progress', { answered, total: QUESTIONS.length })}
              </Text>
              <Flex gap="3" wrap="wrap" align="center">
                <Button asChild size="3">
                  <Link to={PATHS.assessment}>{t('continue')}</Link>
                </Button>
                <StartOverConfirm onConfirm={beginNew} />
              </Flex>
            </Flex>
          ) : (
            <>
              {/* A form, so that a press before the page's scripts have run still goes to the assessment;
                  once they run, the press starts a new assessment in this browser. */}
              <form
                action={PATHS.assessment}
                method="get"
                className="needs-script"
                onSubmit={(event) => {
                  event.preventDefault();
                  beginNew();
                }}
              >
                <Button size="3" type="submit">
                  {t('begin')}
                </Button>
              </form>
              {/* Without JavaScript: the host asks the questions as plain forms, in this language. */}
              <noscript>
                <form action={linkInLanguage(PATHS.assessment, language)} method="post">
                  <input type="hidden" name="step" value="0" />
                  <Button size="3" type="submit">
                    {t('begin')}
                  </Button>
                </form>
              </noscript>
            </>
          )}
        </Flex>
      </Section>

      <Section size="1" aria-labelledby="start-covers">
        <Heading as="h2" id="start-covers" size="5" mb="2">
          {t('coversTitle')}
        </Heading>
        <Text as="p" mb="3">
          {t('coversIntro')}
        </Text>
        <Grid asChild columns={{ initial: '1', sm: '2' }} gap="3">
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {CATEGORIES.map((category) => (
              <Card asChild key={category} size="2">
                <li>
                  <Heading as="h3" size="3" mb="1">
                    {describeCategory(category, language).name}
                  </Heading>
                  <ol
                    className="start-topics"
                    start={questionsIn(category)[0]!.number}
                    data-testid={`start-topics-${category}`}
                  >
                    {questionsIn(category).map((question) => (
                      <li key={question.id}>
                        <Text size="2">{describeQuestion(question.id, language).topic}</Text>
                      </li>
                    ))}
                  </ol>
                </li>
              </Card>
            ))}
          </ul>
        </Grid>
      </Section>

      <Section size="1" aria-labelledby="start-duration">
        <Heading as="h2" id="start-duration" size="5" mb="2">
          {t('durationTitle')}
        </Heading>
        <Text as="p" mb="2">
          {t('duration')}
        </Text>
        <Text as="p" size="2" color="gray" className="assessment-keyboard-only">
          {t('keyboard')}
        </Text>
      </Section>

      <Section size="1" aria-labelledby="start-privacy">
        <Heading as="h2" id="start-privacy" size="5" mb="2">
          {t('privacyTitle')}
        </Heading>
        <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {(['browser', 'account', 'private'] as const).map((key) => (
            <li key={key}>
              <Text as="p" mb="2">
                {t(`privacy.${key}`)}
              </Text>
            </li>
          ))}
        </ul>
      </Section>
    </Flex>
  );
}
