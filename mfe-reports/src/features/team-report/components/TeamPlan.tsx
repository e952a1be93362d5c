// The team's plan: the model's recommendations for the team's answers as numbered steps, or that there
// is nothing to recommend.
import type { Recommendation } from '@ahc/assessment-model';
import { Text } from '@ahc/platform/ui';
import { Section } from '#shared/ui/Section.tsx';
import { useTeamReportTranslation } from '../i18n/use-team-report-translation.ts';
import { PlanStep } from './PlanStep.tsx';

export function TeamPlan({ plan }: { plan: Recommendation[] }) {
  const { t } = useTeamReportTranslation();
  return (
    <Section heading={t('report.planHeading')} testId="team-plan">
      <Text as="p" size="2" color="gray">
        {t('report.planIntro')}
      </Text>
      {plan.length === 0 ? (
        <Text as="p" data-testid="team-plan-none">
          {t('report.planNone')}
        </Text>
      ) : (
        <ol className="plain-list card-list">
          {plan.map((recommendation, index) => (
            <li
              key={recommendation.questionId}
              data-testid="team-plan-item"
              data-question={recommendation.questionId}
            >
              <PlanStep recommendation={recommendation} step={index + 1} />
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
