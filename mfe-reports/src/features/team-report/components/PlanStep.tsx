// One step of the team's plan, as the personal report's next actions say it: the practice, its area and
// priority, what to do and why.
import { type Recommendation, describeCategory, describeRecommendation } from '@ahc/assessment-model';
import { useLanguage } from '@ahc/platform';
import { Card, Flex, Heading, Text } from '@ahc/platform/ui';
import { useTeamReportTranslation } from '../i18n/use-team-report-translation.ts';

export function PlanStep({ recommendation, step }: { recommendation: Recommendation; step: number }) {
  const { t } = useTeamReportTranslation();
  const { language } = useLanguage();
  const described = describeRecommendation(recommendation, language);
  return (
    <Card size="2">
      <Flex direction="column" gap="1">
        <Heading as="h3" size="3">
          {step}. {described.topic}
        </Heading>
        <Text size="1" color="gray">
          {describeCategory(described.category, language).name} · {described.priorityLabel}
        </Text>
        <Text as="p" size="2">
          <Text weight="bold">{t('report.action')}:</Text> {described.action}
        </Text>
        <Text as="p" size="2">
          <Text weight="bold">{t('report.why')}:</Text> {described.why}
        </Text>
        <Text as="p" size="1" color="gray">
          {t('report.teamAnswer')}: {described.currentAnswer}
        </Text>
      </Flex>
    </Card>
  );
}
