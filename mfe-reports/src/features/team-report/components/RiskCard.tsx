// An agreed weak answer: the practice, the team's answer, how many gave it or a weaker one, and how far
// they agree.
import {
  consensusPercent,
  describeCategory,
  describeQuestion,
  describeRecommendation,
} from '@ahc/assessment-model';
import { useLanguage } from '@ahc/platform';
import { Card, Flex, Heading, Text } from '@ahc/platform/ui';
import { useTeamReportTranslation } from '../i18n/use-team-report-translation.ts';
import type { TeamRisk } from '../model/team-report-view.ts';

export function RiskCard({ risk }: { risk: TeamRisk }) {
  const { t } = useTeamReportTranslation();
  const { language } = useLanguage();
  const described = describeRecommendation(risk.recommendation, language);
  const number = describeQuestion(risk.question.question_id, language).number;
  return (
    <Card size="2">
      <Flex direction="column" gap="1">
        <Heading as="h3" size="3">
          {number}. {described.topic}
        </Heading>
        <Text size="1" color="gray">
          {describeCategory(described.category, language).name} · {described.priorityLabel}
        </Text>
        <Text size="2">
          <Text weight="bold">{t('report.teamAnswer')}:</Text> {described.currentAnswer}
        </Text>
        <Text size="2" data-testid="team-risk-count">
          {t('report.atOrBelow', { count: risk.atOrBelow, total: risk.total })}
          {risk.question.consensus !== null && (
            <> · {t('report.riskAgreement', { percent: consensusPercent(risk.question.consensus) })}</>
          )}
        </Text>
      </Flex>
    </Card>
  );
}
