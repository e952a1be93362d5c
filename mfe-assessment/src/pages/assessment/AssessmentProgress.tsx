// "Question n of 20", an overall bar, and how far each of the four areas is answered.
import { CATEGORIES, type CategoryId, QUESTIONS, type AssessmentLanguage, describeCategory, questionsIn } from '@ahc/assessment-model';
import { Flex, Grid, Progress, Text } from '@ahc/platform/ui';
import { useAssessmentTranslation } from '../../i18n/use-assessment-translation.ts';
import type { PartialAnswers } from '../../progress/stored-assessment.ts';

type Props = { answers: PartialAnswers; currentNumber: number | null; currentCategory: CategoryId | null; language: AssessmentLanguage };

export function AssessmentProgress({ answers, currentNumber, currentCategory, language }: Props) {
  const { t } = useAssessmentTranslation();
  const answered = QUESTIONS.filter((question) => answers[question.id] !== undefined).length;
  return (
    <Flex direction="column" gap="3">
      {currentNumber !== null && (
        <Text as="p" size="2" weight="medium" aria-live="polite">
          {t('assessment.questionOf', { current: currentNumber, total: QUESTIONS.length })}
        </Text>
      )}
      <Progress value={Math.round((100 * answered) / QUESTIONS.length)} aria-label={t('assessment.progressLabel')} />
      <Grid asChild columns={{ initial: '2', sm: '4' }} gap="2">
        <ul aria-label={t('assessment.categoriesProgress')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {CATEGORIES.map((category) => {
            const questions = questionsIn(category);
            const done = questions.filter((question) => answers[question.id] !== undefined).length;
            const current = category === currentCategory;
            return (
              <li key={category} aria-current={current ? 'step' : undefined}>
                <Text as="p" size="1" weight={current ? 'bold' : 'regular'} color={current ? undefined : 'gray'}>
                  {t('assessment.categoryProgress', { category: describeCategory(category, language).name, answered: done, total: questions.length })}
                </Text>
              </li>
            );
          })}
        </ul>
      </Grid>
    </Flex>
  );
}
