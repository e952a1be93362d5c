// The review before submitting: every answer by area, each with a button that jumps back to it.
import { CATEGORIES, type AssessmentLanguage, describeAnswer, describeCategory, describeQuestion, questionsIn } from '@ahc/assessment-model';
import { Button, Card, Flex, Heading, Text } from '@ahc/platform/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { useAssessmentTranslation } from '../../i18n/use-assessment-translation.ts';
import type { PartialAnswers } from '../../progress/stored-assessment.ts';

type Props = {
  answers: PartialAnswers;
  language: AssessmentLanguage;
  focusOnShow: boolean;
  onChange(questionIndex: number): void;
  children: ReactNode;
};

export function ReviewStep({ answers, language, focusOnShow, onChange, children }: Props) {
  const { t } = useAssessmentTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Focus moves to the heading when the review appears (if the visitor moved here), once.
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow]);

  return (
    <Flex direction="column" gap="4">
      <Heading as="h2" size="6" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>{t('review.title')}</Heading>
      <Text as="p">{t('review.intro')}</Text>
      {CATEGORIES.map((category) => (
        <section key={category} aria-labelledby={`review-${category}`}>
          <Heading as="h3" size="4" id={`review-${category}`} mb="2">{describeCategory(category, language).name}</Heading>
          <Flex asChild direction="column" gap="2">
            <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {questionsIn(category).map((item) => {
                const question = describeQuestion(item.id, language);
                const answer = answers[item.id];
                return (
                  <Card asChild key={item.id} size="1">
                    <li>
                      <Flex direction={{ initial: 'column', sm: 'row' }} gap="2" justify="between" align={{ initial: 'start', sm: 'center' }}>
                        <Flex direction="column" gap="1">
                          <Text size="2" weight="bold">{question.number}. {question.text}</Text>
                          <Text size="2" color={answer ? undefined : 'red'}>
                            {answer ? describeAnswer(item.id, answer, language) : t('review.notAnswered')}
                          </Text>
                        </Flex>
                        <Button
                          type="button"
                          size="1"
                          variant="soft"
                          aria-label={t('review.changeLabel', { number: question.number })}
                          onClick={() => onChange(question.number - 1)}
                        >
                          {t('review.change')}
                        </Button>
                      </Flex>
                    </li>
                  </Card>
                );
              })}
            </ol>
          </Flex>
        </section>
      ))}
      {children}
    </Flex>
  );
}
