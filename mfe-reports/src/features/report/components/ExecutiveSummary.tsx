// The top of the report, what a board member reads in a minute: the overall score on a gauge with its
// band and its change since the person's previous report, the three biggest (high and medium priority)
// risks, each with its plan status, and the three next actions (the model's deriveSummary, so the
// narrative names the same risks), the four areas as bars with the strongest and the weakest in a sentence, and how the scores compare with everyone's latest
// reports (the anonymous benchmark). In that order in the page, so a phone's first screen holds the
// score and the biggest risks; a wide screen shows the areas beside the score (the grid's areas).
// The next actions leave out what the owner's plan has handled (done or not applicable), as the
// dashboard's do: they are what to do next.
import type { ReportDescription, SummaryDescription, SummaryPoint } from '@ahc/assessment-model';
import { PATHS } from '@ahc/platform';
import { Badge, Card, Flex, Heading, Link as RadixLink, Text, TYPE_SCALE } from '@ahc/platform/ui/base';
import { Link } from '@ahc/platform/router';
import type { ReactNode } from 'react';
import { CategoryBars } from './charts/CategoryBars.tsx';
import { ScoreGauge } from './charts/ScoreGauge.tsx';
import { type BenchmarkView, HowItCompares } from '../../benchmark/index.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { useReportTranslation } from '../i18n/use-report-translation.ts';
import { PLAN_STATE_COLORS, type PlanState, usePlanTranslation } from '../../plan/index.ts';
import { BandBadge } from '#shared/ui/BandBadge.tsx';
import { Section } from '#shared/ui/Section.tsx';

const SUMMARY_ID = 'report-summary';

function PointList({
  points,
  testId,
  render,
  empty,
}: {
  points: SummaryPoint[];
  testId: string;
  render: (point: SummaryPoint) => ReactNode;
  empty: string;
}) {
  if (points.length === 0)
    return (
      <Text as="p" size="2" data-testid={`${testId}-none`}>
        {empty}
      </Text>
    );
  return (
    <ol className="summary-list" data-testid={testId}>
      {points.map((point) => (
        <li key={point.questionId} data-testid={`${testId}-${point.questionId}`}>
          {render(point)}
        </li>
      ))}
    </ol>
  );
}

export function ExecutiveSummary({
  description,
  summary,
  stateOf,
  handled,
  change,
  benchmark,
}: {
  description: ReportDescription;
  /** Its next actions without those the plan has handled, when the plan is known. */
  summary: SummaryDescription;
  /** The plan state of a recommendation, when the plan is known. */
  stateOf: ((questionId: SummaryPoint['questionId']) => PlanState) | null;
  /** How many of the report's recommendations the plan has handled (left out of the next actions). */
  handled: number;
  /** The overall score's change since the previous report, for its owner. */
  change?: ReactNode;
  /** Where the report stands among everyone's latest reports. */
  benchmark: BenchmarkView;
}) {
  const { t } = useReportTranslation();
  const shared = useSharedTranslation();
  const planTexts = usePlanTranslation();
  const { overall } = description;
  const allHandled = summary.actions.length === 0 && summary.risks.length > 0;
  // A risk or an action the plan has an item for carries its status, so the two lists agree about what
  // is done (a done risk stays a risk of this report, marked done; the next actions leave it out).
  const planBadge = (point: SummaryPoint, testId: string) => {
    const state = stateOf?.(point.questionId) ?? 'open';
    return (
      state !== 'open' && (
        <Badge color={PLAN_STATE_COLORS[state]} variant="soft" data-testid={testId}>
          {planTexts.t(`plan.status.${state}`)}
        </Badge>
      )
    );
  };
  return (
    <Section id={SUMMARY_ID} heading={summary.title} testId="summary-section">
      <div className="summary-layout">
        <Card size="3" className="report-card summary-card summary-score-card">
          <div className="summary-score" data-testid="overall-section">
            <div className="summary-score-gauge">
              <ScoreGauge score={overall.score} band={overall.band.band}>
                <Text
                  as="div"
                  size={{ initial: '7', sm: '8' }}
                  weight="bold"
                  className="summary-score-number"
                  data-testid="overall-score"
                >
                  {shared.t('common.outOf100', { score: overall.score })}
                </Text>
              </ScoreGauge>
            </div>
            <Flex direction="column" gap="2" className="summary-score-verdict">
              <BandBadge band={overall.band.band} label={overall.band.label} size="3" />
              {change}
            </Flex>
            <Text as="p" size="2" color="gray" className="summary-score-meaning">
              {overall.band.description}
            </Text>
          </div>
        </Card>
        <Card size="2" className="report-card summary-risks-card">
          <Flex direction="column" gap="2">
            <Heading as="h3" size={TYPE_SCALE.item}>
              {summary.risksTitle}
            </Heading>
            <PointList
              points={summary.risks}
              testId="summary-risks"
              empty={summary.noRisks}
              render={(risk) => (
                <Flex direction="column" gap="1">
                  <Flex gap="2" align="center" wrap="wrap">
                    <Text weight="bold">{risk.topic}</Text>
                    {planBadge(risk, 'summary-risk-status')}
                  </Flex>
                  <Text size="1" color="gray">
                    {risk.categoryName} · {risk.priorityLabel}
                  </Text>
                  <Text as="p" size="2">
                    {risk.why}
                  </Text>
                </Flex>
              )}
            />
          </Flex>
        </Card>
        <Card size="2" className="report-card summary-actions-card">
          <Flex direction="column" gap="2">
            <Heading as="h3" size={TYPE_SCALE.item}>
              {summary.actionsTitle}
            </Heading>
            <PointList
              points={summary.actions}
              testId="summary-actions"
              empty={allHandled ? t('report.actionsAllHandled') : summary.noActions}
              render={(action) => {
                return (
                  <Flex direction="column" gap="1">
                    <Flex gap="2" align="center" wrap="wrap">
                      <Text weight="bold">{action.topic}</Text>
                      {planBadge(action, 'summary-action-status')}
                    </Flex>
                    <Text as="p" size="2">
                      {action.action}
                    </Text>
                  </Flex>
                );
              }}
            />
            {handled > 0 && !allHandled && (
              <Text as="p" size="1" color="gray" data-testid="summary-actions-handled">
                {t('report.actionsHandled', { count: handled })}
              </Text>
            )}
          </Flex>
        </Card>
        <Card size="3" className="report-card summary-areas-card">
          <Flex direction="column" gap="3" className="summary-areas">
            <Heading as="h3" size={TYPE_SCALE.small}>
              {t('report.areasLabel')}
            </Heading>
            <CategoryBars
              label={t('report.areasLabel')}
              bars={description.categories.map((category) => ({
                category: category.id,
                name: category.name,
                score: category.score,
                band: category.band.band,
                bandLabel: category.band.label,
              }))}
            />
            {summary.areas && (
              <Text as="p" size="2" data-testid="summary-areas">
                {summary.areas}
              </Text>
            )}
            <Text as="p" size="2" className="no-print">
              <RadixLink asChild>
                <Link to={PATHS.methodology}>{t('report.methodology')}</Link>
              </RadixLink>
            </Text>
          </Flex>
        </Card>
      </div>
      <HowItCompares benchmark={benchmark} />
    </Section>
  );
}
