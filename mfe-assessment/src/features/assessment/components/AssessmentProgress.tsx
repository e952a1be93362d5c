// "Question n of 20", an overall bar, and how far each of the four areas is answered. On small screens
// the four areas give way to the current area's name beside "Question n of 20", so the question and its
// first answer fit on the screen.
import {
  CATEGORIES,
  type CategoryId,
  QUESTIONS,
  type AssessmentLanguage,
  describeCategory,
  questionsIn,
} from '@ahc/assessment-model';
import { Flex, Grid, Progress, Text } from '@ahc/platform/ui';
import { useAssessmentTranslation } from '../i18n/use-assessment-translation.ts';
import type { PartialAnswers } from '#shared/model/stored-assessment.ts';

type Props = {
  answers: PartialAnswers;
  currentNumber: number | null;
  currentCategory: CategoryId | null;
  language: AssessmentLanguage;
};

export function AssessmentProgress({ answers, currentNumber, currentCategory, language }: Props) {
  const { t } = useAssessmentTranslation();
  const answered = QUESTIONS.filter((question) => answers[question.id] !== undefined).length;
  return (
    <Flex direction="column" gap={{ initial: '2', sm: '3' }} data-step-progress="">
      {currentNumber !== null && (
        <Flex justify="between" gap="3" wrap="wrap">
          <Text as="p" size="2" weight="medium" aria-live="polite">
            {t('assessment.questionOf', { current: currentNumber, total: QUESTIONS.length })}
          </Text>
          {currentCategory && (
            <Text as="p" size="2" color="gray" className="assessment-small-only">
              {describeCategory(currentCategory, language).name}
            </Text>
          )}
        </Flex>
      )}
      <Progress
        value={Math.round((100 * answered) / QUESTIONS.length)}
        aria-label={t('assessment.progressLabel')}
      />
      <Grid asChild columns={{ initial: '2', sm: '4' }} gap="2" className="assessment-area-progress">
        <ul aria-label={t('assessment.categoriesProgress')} className="assessment-plain-list">
          {CATEGORIES.map((category) => {
            const questions = questionsIn(category);
            const done = questions.filter((question) => answers[question.id] !== undefined).length;
            const current = category === currentCategory;
            return (
              <li key={category} aria-current={current ? 'step' : undefined}>
                <Text
                  as="p"
                  size="1"
                  weight={current ? 'bold' : 'regular'}
                  color={current ? undefined : 'gray'}
                >
                  {t('assessment.categoryProgress', {
                    category: describeCategory(category, language).name,
                    answered: done,
                    total: questions.length,
                  })}
                </Text>
              </li>
            );
          })}
        </ul>
      </Grid>
    </Flex>
  );
}
