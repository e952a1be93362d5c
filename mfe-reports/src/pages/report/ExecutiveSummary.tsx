// The top of the report, what a board member reads in a minute: the overall score on a gauge with its
// band, the four areas as bars, the strongest and the weakest area in a sentence, the three biggest
// risks and the three next actions (the model's deriveSummary, so the narrative says the same), and
// how the scores compare with everyone's latest reports (the anonymous benchmark).
import type { ReportDescription, SummaryDescription, SummaryPoint } from '@ahc/assessment-model';
import { PATHS } from '@ahc/platform';
import { Badge, Card, Flex, Grid, Heading, Link as RadixLink, Text, TYPE_SCALE } from '@ahc/platform/ui';
import { Link } from '@ahc/platform/router';
import type { ReactNode } from 'react';
import { CategoryBars } from '../../charts/CategoryBars.tsx';
import { ScoreGauge } from '../../charts/ScoreGauge.tsx';
import type { BenchmarkView } from '../../data/benchmark/benchmark-view.ts';
import { useReportsTranslation } from '../../i18n/use-reports-translation.ts';
import type { PlanState } from '../../plan/plan-view.ts';
import { BandBadge } from '../../ui/BandBadge.tsx';
import { Section } from '../../ui/Section.tsx';
import { HowItCompares } from './HowItCompares.tsx';

export const SUMMARY_ID = 'report-summary';

function PointList({ points, testId, render, empty }: { points: SummaryPoint[]; testId: string; render: (point: SummaryPoint) => ReactNode; empty: string }) {
  if (points.length === 0) return <Text as="p" size="2" data-testid={`${testId}-none`}>{empty}</Text>;
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
  benchmark,
}: {
  description: ReportDescription;
  summary: SummaryDescription;
  /** The plan state of a recommendation, when the plan is known. */
  stateOf: ((questionId: SummaryPoint['questionId']) => PlanState) | null;
  /** Where the report stands among everyone's latest reports. */
  benchmark: BenchmarkView;
}) {
  const { t } = useReportsTranslation();
  const { overall } = description;
  return (
    <Section id={SUMMARY_ID} heading={summary.title} testId="summary-section" className="report-keep">
      <Card size="3" className="report-card summary-card">
        <div className="summary-grid">
          <Flex direction="column" align="center" gap="2" className="summary-score" data-testid="overall-section">
            <ScoreGauge score={overall.score} band={overall.band.band}>
              <Text as="div" size="8" weight="bold" className="summary-score-number" data-testid="overall-score">
                {t('common.outOf100', { score: overall.score })}
              </Text>
            </ScoreGauge>
            <BandBadge band={overall.band.band} label={overall.band.label} size="3" />
            <Text as="p" size="2" color="gray" align="center">{overall.band.description}</Text>
          </Flex>
          <Flex direction="column" gap="3" className="summary-areas">
            <Heading as="h3" size={TYPE_SCALE.small}>{t('report.areasLabel')}</Heading>
            <CategoryBars
              label={t('report.areasLabel')}
              bars={description.categories.map((category) => ({ category: category.id, name: category.name, score: category.score, band: category.band.band, bandLabel: category.band.label }))}
            />
            {summary.areas && <Text as="p" size="2" data-testid="summary-areas">{summary.areas}</Text>}
            <Text as="p" size="2" className="no-print">
              <RadixLink asChild>
                <Link to={PATHS.methodology}>{t('report.methodology')}</Link>
              </RadixLink>
            </Text>
          </Flex>
        </div>
      </Card>
      <Grid columns={{ initial: '1', md: '2' }} gap="4">
        <Card size="2" className="report-card">
          <Flex direction="column" gap="2">
            <Heading as="h3" size={TYPE_SCALE.item}>{summary.risksTitle}</Heading>
            <PointList
              points={summary.risks}
              testId="summary-risks"
              empty={summary.noRisks}
              render={(risk) => (
                <Flex direction="column" gap="1">
                  <Text weight="bold">{risk.topic}</Text>
                  <Text size="1" color="gray">{risk.categoryName} · {risk.priorityLabel}</Text>
                  <Text as="p" size="2">{risk.why}</Text>
                </Flex>
              )}
            />
          </Flex>
        </Card>
        <Card size="2" className="report-card">
          <Flex direction="column" gap="2">
            <Heading as="h3" size={TYPE_SCALE.item}>{summary.actionsTitle}</Heading>
            <PointList
              points={summary.actions}
              testId="summary-actions"
              empty={summary.noActions}
              render={(action) => {
                const state = stateOf?.(action.questionId) ?? 'open';
                return (
                  <Flex direction="column" gap="1">
                    <Flex gap="2" align="center" wrap="wrap">
                      <Text weight="bold">{action.topic}</Text>
                      {state !== 'open' && <Badge color="gray" variant="soft" data-testid="summary-action-status">{t(`plan.status.${state}`)}</Badge>}
                    </Flex>
                    <Text as="p" size="2">{action.action}</Text>
                  </Flex>
                );
              }}
            />
          </Flex>
        </Card>
      </Grid>
      <HowItCompares benchmark={benchmark} />
    </Section>
  );
}
