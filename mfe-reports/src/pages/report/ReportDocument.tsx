// The report itself, rendered from the stored keys and numbers in the reader's language: details,
// overall score, category scores (chart and table), recommendations by priority, insights, tools and
// the streamed narrative. The same markup is the printed A4 document (report.css).
import { PRIORITIES, describeCategory, describePriority } from '@ahc/assessment-model';
import { useLanguage } from '@ahc/platform';
import { Box, Card, DataList, Flex, Heading, Link as RadixLink, Strong, Table, Text, VisuallyHidden } from '@ahc/platform/ui';
import { useMemo } from 'react';
import { CategoryScoresChart } from '../../charts/CategoryScoresChart.tsx';
import { useReportsTranslation } from '../../i18n/use-reports-translation.ts';
import { formatDate } from '../../reports/format.ts';
import type { ReportRow } from '../../data/reports/report-row.ts';
import { describeStoredReport } from '../../reports/report-view.ts';
import { BandBadge } from '../../ui/BandBadge.tsx';
import { Section } from '../../ui/Section.tsx';
import { NarrativeSection } from './NarrativeSection.tsx';
import { ReportActions } from './ReportActions.tsx';

export function ReportDocument({ report }: { report: ReportRow }) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  const description = useMemo(() => describeStoredReport(report, language), [report, language]);
  const notGiven = <Text color="gray">{t('report.notGiven')}</Text>;

  return (
    <Flex direction="column" gap="6" py="6" className="report-document" data-testid="report-document">
      <Flex direction="column" gap="3" className="report-keep">
        <Heading as="h1" size="7">{t('report.title')}</Heading>
        <DataList.Root orientation={{ initial: 'vertical', xs: 'horizontal' }} aria-label={t('report.detailsLabel')} data-testid="report-details">
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
              <time dateTime={report.created_at}>{formatDate(report.created_at, language)}</time>
            </DataList.Value>
          </DataList.Item>
        </DataList.Root>
      </Flex>

      <ReportActions report={report} />

      <Section heading={t('report.overallHeading')} testId="overall-section" className="report-keep">
        <Card size="3" className="report-card">
          <Flex direction="column" gap="2" align="start">
            <Text size="8" weight="bold" data-testid="overall-score">{t('common.outOf100', { score: description.overall.score })}</Text>
            <Flex gap="2" align="center" wrap="wrap">
              <Text>{t('common.band')}:</Text>
              <BandBadge band={description.overall.band.band} label={description.overall.band.label} />
            </Flex>
            <Text as="p" color="gray">{description.overall.band.description}</Text>
          </Flex>
        </Card>
      </Section>

      <Section heading={t('report.categoriesHeading')} testId="categories-section">
        <CategoryScoresChart bars={description.categories.map((c) => ({ category: c.id, name: c.name, score: c.score }))} />
        <Table.Root variant="surface" size="1" className="report-card" data-testid="category-table">
          <caption className="report-caption">{t('report.categoriesCaption')}</caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('common.area')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('common.score')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('common.band')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {description.categories.map((category) => (
              <Table.Row key={category.id} data-testid={`category-row-${category.id}`}>
                <Table.RowHeaderCell>{category.name}</Table.RowHeaderCell>
                <Table.Cell>{t('common.outOf100', { score: category.score })}</Table.Cell>
                <Table.Cell>{category.band.label}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Section>

      <Section heading={t('report.recommendationsHeading')} testId="recommendations-section">
        {description.recommendations.length === 0 ? (
          <Text as="p">{t('report.recommendationsNone')}</Text>
        ) : (
          <>
            <Text as="p" color="gray">{t('report.recommendationsIntro')}</Text>
            {PRIORITIES.map((priority) => {
              const items = description.recommendations.filter((r) => r.priority === priority);
              if (items.length === 0) return null;
              return (
                <Flex key={priority} direction="column" gap="3" data-testid={`priority-${priority}`}>
                  <Heading as="h3" size="4">
                    {describePriority(priority, language)}{' '}
                    <Text size="2" color="gray" weight="regular">({t('report.priorityCount', { count: items.length })})</Text>
                  </Heading>
                  <Flex asChild direction="column" gap="3">
                    <ul className="plain-list">
                      {items.map((item) => (
                        <li key={item.questionId}>
                          <Card className="report-card" data-testid={`recommendation-${item.questionId}`}>
                            <Flex direction="column" gap="2">
                              <Heading as="h4" size="3">{item.topic}</Heading>
                              <Text size="1" color="gray">{describeCategory(item.category, language).name}</Text>
                              <Text as="p" size="2"><Strong>{t('report.currentAnswer')}:</Strong> {item.currentAnswer}</Text>
                              <Text as="p" size="2"><Strong>{t('report.why')}:</Strong> {item.why}</Text>
                              <Text as="p" size="2"><Strong>{t('report.action')}:</Strong> {item.action}</Text>
                            </Flex>
                          </Card>
                        </li>
                      ))}
                    </ul>
                  </Flex>
                </Flex>
              );
            })}
          </>
        )}
      </Section>

      <Section heading={t('report.insightsHeading')} testId="insights-section">
        <Flex direction="column" gap="3">
          {description.insights.map((insight) => (
            <Card key={insight.insight.kind === 'category' ? insight.insight.category : 'cross'} className="report-card">
              <Flex direction="column" gap="1">
                <Heading as="h3" size="3">{insight.title}</Heading>
                {insight.lines.map((line) => <Text as="p" size="2" key={line}>{line}</Text>)}
              </Flex>
            </Card>
          ))}
        </Flex>
      </Section>

      <Section heading={t('report.toolsHeading')} testId="tools-section">
        {description.tools.length === 0 ? (
          <Text as="p">{t('report.toolsNone')}</Text>
        ) : (
          <>
            <Text as="p" color="gray">{t('report.toolsIntro')}</Text>
            <Box asChild>
              <ul className="plain-list tool-grid">
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
