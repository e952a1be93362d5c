// One question of a released round: its text, how many picked each answer (the reader's own marked),
// agreement, the notes the team shared on it, and, among those to talk about first, the model's advice
// for the weakest answer given.
import { describeQuestion } from '@ahc/assessment-model';
import { useLanguage } from '@ahc/platform';
import { Card, Flex, Heading, Text } from '@ahc/platform/ui';
import { type TeamNotes, TeamSharedNotes } from '../../notes/index.ts';
import type { TeamQuestion } from '../data/team-report.ts';
import { useTeamReportTranslation } from '../i18n/use-team-report-translation.ts';
import { adviceForWeakest, answeredCount, optionViews } from '../model/team-report-view.ts';
import { AgreementMeter } from './charts/AgreementMeter.tsx';
import { DistributionBars } from './charts/DistributionBars.tsx';

export function QuestionCard({
  question,
  notes,
  withAdvice = false,
}: {
  question: TeamQuestion;
  /** The round's shared notes, once read. */
  notes: TeamNotes | undefined;
  withAdvice?: boolean;
}) {
  const { t } = useTeamReportTranslation();
  const { language } = useLanguage();
  const text = describeQuestion(question.question_id, language);
  const total = answeredCount(question);
  const advice = withAdvice ? adviceForWeakest(question.question_id, question.weakest, language) : null;
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Heading as="h3" size="3">
          {text.number}. {text.topic}
        </Heading>
        <Text as="p" size="2">
          {text.text}
        </Text>
        <DistributionBars
          options={optionViews(question, language)}
          total={total}
          label={t('report.distributionLabel', { number: text.number })}
          count={(count) => t('report.optionCount', { count, total })}
          countRead={(count) => t('report.optionCountRead', { count, total })}
          yourPick={t('report.yourPick')}
        />
        <AgreementMeter
          consensus={question.consensus}
          label={(percent, level) => t('report.consensus', { percent, level: t(`report.level.${level}`) })}
        />
        <TeamSharedNotes notes={notes?.[question.question_id]} />
        {advice && (
          <Flex direction="column" gap="1" data-testid="talk-first-advice">
            <Text size="2">
              <Text weight="bold">{t('report.weakest')}:</Text> {advice.answer}
            </Text>
            <Text size="2">
              <Text weight="bold">{t('report.why')}:</Text> {advice.why}
            </Text>
            <Text size="2">
              <Text weight="bold">{t('report.action')}:</Text> {advice.action}
            </Text>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
