// The recommendations as the improvement plan: grouped by priority, most important first, each with
// what to do, its place in the plan (PlanControl) and, folded away, the visitor's answer and why it
// matters. Above them, how far the plan has come for this report and the plan's export to a tracker.
// Read only (a shared report): the same recommendations without the plan.
import {
  PRIORITIES,
  type ReportDescription,
  describeCategory,
  describePriority,
} from '@ahc/assessment-model';
import { useLanguage } from '@ahc/platform';
import { Callout, Card, Flex, Heading, Strong, Text, TYPE_SCALE } from '@ahc/platform/ui/base';
import {
  PlanControl,
  PlanCounts,
  type PlanItem,
  type PlanOverview,
  stateOf,
  usePlanTranslation,
} from '../../plan/index.ts';
import type { ReactNode } from 'react';
import { useReportTranslation } from '../i18n/use-report-translation.ts';
import { Section } from '#shared/ui/Section.tsx';

export const PLAN_ID = 'report-plan';

type Recommendation = ReportDescription['recommendations'][number];

function RecommendationCard({
  item,
  planItem,
  state,
  planReady,
  readOnly,
}: {
  item: Recommendation;
  planItem: PlanItem | undefined;
  state: string;
  planReady: boolean;
  readOnly: boolean;
}) {
  const { t } = useReportTranslation();
  const { language } = useLanguage();
  return (
    <Card
      className="report-card recommendation-card"
      data-testid={`recommendation-${item.questionId}`}
      data-state={state}
    >
      <Flex direction="column" gap="2">
        <Flex direction="column" gap="1">
          <Heading as="h4" size="3">
            {item.topic}
          </Heading>
          <Text size="1" color="gray">
            {describeCategory(item.category, language).name} · {item.priorityLabel}
          </Text>
        </Flex>
        <Text as="p" size="2" data-testid="advice-action">
          <Strong>{t('report.action')}:</Strong> {item.action}
        </Text>
        <details className="recommendation-details">
          <summary className="no-print">
            <Text size="2">{t('report.details')}</Text>
          </summary>
          <Flex direction="column" gap="2" pt="2">
            <Text as="p" size="2" data-testid="advice-answer">
              <Strong>{t('report.currentAnswer')}:</Strong> {item.currentAnswer}
            </Text>
            <Text as="p" size="2" data-testid="advice-why">
              <Strong>{t('report.why')}:</Strong> {item.why}
            </Text>
          </Flex>
        </details>
        {!readOnly && <PlanControl advice={item} topic={item.topic} item={planItem} disabled={!planReady} />}
      </Flex>
    </Card>
  );
}

export function RecommendationsSection({
  description,
  overview,
  planFailed,
  exportPanel,
  readOnlyIntro,
}: {
  description: ReportDescription;
  overview: PlanOverview | null;
  planFailed: boolean;
  /** The owner's export of the plan to a tracker, under the plan's counts. */
  exportPanel?: ReactNode;
  /** Given for a reader without the plan: the recommendations are then read only, under this text. */
  readOnlyIntro?: string | undefined;
}) {
  const { t } = useReportTranslation();
  const planTexts = usePlanTranslation();
  const { language } = useLanguage();
  const { recommendations } = description;
  return (
    // Without the plan (a shared report) the section holds the recommendations only, and says so.
    <Section
      id={PLAN_ID}
      heading={t(
        readOnlyIntro === undefined ? 'report.recommendationsHeading' : 'report.recommendationsOnlyHeading',
      )}
      testId="recommendations-section"
    >
      {recommendations.length === 0 ? (
        <Text as="p">{t('report.recommendationsNone')}</Text>
      ) : (
        <>
          <Text as="p" color="gray" size={TYPE_SCALE.small}>
            {readOnlyIntro ?? t('report.recommendationsIntro')}
          </Text>
          {planFailed && (
            <Callout.Root color="red" role="alert" className="no-print">
              <Callout.Text>{planTexts.t('plan.loadFailed')}</Callout.Text>
            </Callout.Root>
          )}
          {overview && (
            <Card size="2" className="report-card">
              <PlanCounts counts={overview.counts} label={planTexts.t('plan.summaryLabel')} />
            </Card>
          )}
          {readOnlyIntro === undefined && exportPanel}
          {PRIORITIES.map((priority) => {
            const items = recommendations.filter((r) => r.priority === priority);
            if (items.length === 0) return null;
            return (
              <Flex key={priority} direction="column" gap="3" data-testid={`priority-${priority}`}>
                <Heading as="h3" size={TYPE_SCALE.item}>
                  {describePriority(priority, language)}{' '}
                  <Text size="2" color="gray" weight="regular">
                    ({t('report.priorityCount', { count: items.length })})
                  </Text>
                </Heading>
                <ul className="plain-list recommendation-list">
                  {items.map((item) => (
                    <li key={item.questionId}>
                      <RecommendationCard
                        item={item}
                        planItem={overview?.byQuestion.get(item.questionId)}
                        state={overview ? stateOf(overview, item.questionId) : 'unknown'}
                        planReady={overview !== null}
                        readOnly={readOnlyIntro !== undefined}
                      />
                    </li>
                  ))}
                </ul>
              </Flex>
            );
          })}
        </>
      )}
    </Section>
  );
}
