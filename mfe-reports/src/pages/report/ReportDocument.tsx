// The report itself, rendered from the stored keys and numbers in the reader's language. Under its
// title, name and details it opens with what a board member needs (the executive summary: score,
// band, areas, biggest risks, next actions), then print and downloads, a contents list, and the detail: the areas, the progress of the plan since the
// previous report, the recommendations as the improvement plan, insights, tools and the streamed
// narrative. The same markup is the printed A4 document (report.css).
import { deriveSummary, describeSummary } from '@ahc/assessment-model';
import { useLanguage } from '@ahc/platform';
import { Box, Card, DataList, Flex, Heading, Link as RadixLink, Text, TYPE_SCALE, VisuallyHidden } from '@ahc/platform/ui';
import { useMemo } from 'react';
import { usePlanQuery } from '../../data/plan/plan-items.ts';
import type { ReportRow } from '../../data/reports/report-row.ts';
import { useMyReportsQuery } from '../../data/reports/reports-query.ts';
import { useReportsTranslation } from '../../i18n/use-reports-translation.ts';
import { planOverview, previousReport, stateOf } from '../../plan/plan-view.ts';
import { formatLongDateTime } from '../../reports/format.ts';
import { deriveStoredReport, describeStoredReport } from '../../reports/report-view.ts';
import { BandBadge } from '../../ui/BandBadge.tsx';
import { ReportName } from '../../ui/ReportName.tsx';
import { ScrollTable } from '../../ui/ScrollTable.tsx';
import { Section } from '../../ui/Section.tsx';
import { Contents } from './Contents.tsx';
import { ExecutiveSummary } from './ExecutiveSummary.tsx';
import { NARRATIVE_ID, NarrativeSection } from './NarrativeSection.tsx';
import { PROGRESS_ID, PlanProgressSection, planProgress } from './PlanProgressSection.tsx';
import { PLAN_ID, RecommendationsSection } from './RecommendationsSection.tsx';
import { ReportActions } from './ReportActions.tsx';

const CATEGORIES_ID = 'report-categories';
const INSIGHTS_ID = 'report-insights';
const TOOLS_ID = 'report-tools';

export function ReportDocument({ report }: { report: ReportRow }) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  const description = useMemo(() => describeStoredReport(report, language), [report, language]);
  const summary = useMemo(() => describeSummary(deriveSummary(deriveStoredReport(report)), language), [report, language]);
  const plan = usePlanQuery();
  const reports = useMyReportsQuery();
  const overview = useMemo(() => (plan.data ? planOverview(report.answers, plan.data) : null), [plan.data, report.answers]);
  const previous = reports.data ? previousReport(reports.data, report) : null;
  const progress = planProgress(report, previous, plan.data);
  const notGiven = <Text color="gray">{t('report.notGiven')}</Text>;

  const contents = [
    { id: CATEGORIES_ID, label: t('report.categoriesHeading') },
    ...(progress.effects.length + progress.achieved.length > 0 ? [{ id: PROGRESS_ID, label: t('progress.heading') }] : []),
    { id: PLAN_ID, label: t('report.recommendationsHeading') },
    { id: INSIGHTS_ID, label: t('report.insightsHeading') },
    { id: TOOLS_ID, label: t('report.toolsHeading') },
    { id: NARRATIVE_ID, label: t('narrative.heading') },
  ];

  return (
    <Flex direction="column" gap="6" py="6" className="report-document" data-testid="report-document">
      <Flex direction="column" gap="3" className="report-keep">
        <Heading as="h1" size={TYPE_SCALE.pageTitle}>{t('report.title')}</Heading>
        <ReportName report={report}>
          {(title) => (
            <Text as="p" size="5" weight="medium" color={report.name ? undefined : 'gray'} data-testid="report-name" className="user-content">
              {title}
            </Text>
          )}
        </ReportName>
        <DataList.Root orientation="horizontal" size="2" aria-label={t('report.detailsLabel')} data-testid="report-details">
          <DataList.Item>
            <DataList.Label>{t('report.preparedFor')}</DataList.Label>
            <DataList.Value>{report.prepared_for || notGiven}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('report.company')}</DataList.Label>
            <DataList.Value>{report.company || notGiven}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('report.date')}</DataList.Label>
            <DataList.Value>
              <time dateTime={report.created_at}>{formatLongDateTime(report.created_at, language)}</time>
            </DataList.Value>
          </DataList.Item>
        </DataList.Root>
      </Flex>

      <ExecutiveSummary report={report} description={description} summary={summary} stateOf={overview ? (questionId) => stateOf(overview, questionId) : null} />

      <ReportActions report={report} plan={plan.data ?? null} />

      <Contents entries={contents} />

      <Section id={CATEGORIES_ID} heading={t('report.categoriesHeading')} testId="categories-section">
        <ScrollTable label={t('report.categoriesCaption')} caption={t('report.categoriesCaption')} testId="category-table" className="report-card">
          <thead>
            <tr>
              <th scope="col">{t('common.area')}</th>
              <th scope="col">{t('common.score')}</th>
              <th scope="col">{t('common.band')}</th>
            </tr>
          </thead>
          <tbody>
            {description.categories.map((category) => (
              <tr key={category.id} data-testid={`category-row-${category.id}`}>
                <th scope="row">{category.name}</th>
                <td>{t('common.outOf100', { score: category.score })}</td>
                <td>
                  <BandBadge band={category.band.band} label={category.band.label} size="1" />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
        <Flex direction="column" gap="1">
          {description.categories.map((category) => (
            <Text as="p" size="2" color="gray" key={category.id}>
              <Text weight="medium" highContrast>{category.name}:</Text> {category.description}
            </Text>
          ))}
        </Flex>
      </Section>

      <PlanProgressSection previous={previous} effects={progress.effects} achieved={progress.achieved} />

      <RecommendationsSection description={description} overview={overview} planFailed={plan.isError} />

      <Section id={INSIGHTS_ID} heading={t('report.insightsHeading')} testId="insights-section">
        <div className="card-grid">
          {description.insights.map((insight) => (
            <Card key={insight.insight.kind === 'category' ? insight.insight.category : 'cross'} className="report-card">
              <Flex direction="column" gap="1">
                <Heading as="h3" size="3">{insight.title}</Heading>
                {insight.lines.map((line) => <Text as="p" size="2" key={line}>{line}</Text>)}
              </Flex>
            </Card>
          ))}
        </div>
      </Section>

      <Section id={TOOLS_ID} heading={t('report.toolsHeading')} testId="tools-section">
        {description.tools.length === 0 ? (
          <Text as="p">{t('report.toolsNone')}</Text>
        ) : (
          <>
            <Text as="p" color="gray" size="2">{t('report.toolsIntro')}</Text>
            <Box asChild>
              <ul className="plain-list card-grid">
                {description.tools.map((tool) => (
                  <li key={tool.toolId}>
                    <Card className="report-card" data-testid={`tool-${tool.toolId}`}>
                      <Flex direction="column" gap="1">
                        <Heading as="h3" size="3">
                          <RadixLink href={tool.url} target="_blank" rel="noopener noreferrer" className="tool-link">
                            {tool.name}
                            <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
                          </RadixLink>
                        </Heading>
                        <Text as="p" size="2">{tool.fixes}</Text>
                        <Text as="p" size="1" color="gray">{t('report.helpsWith', { topics: tool.topics.join(', ') })}</Text>
                      </Flex>
                    </Card>
                  </li>
                ))}
              </ul>
            </Box>
          </>
        )}
      </Section>

      <NarrativeSection report={report} />
    </Flex>
  );
}
