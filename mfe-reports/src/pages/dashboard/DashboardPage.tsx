// /dashboard (signed in): a greeting with the profile's name and company, the latest report's summary,
// the score history across reports (chart and table), the top three open recommendations of the latest
// report, and the call to take the assessment again. Before the first report: an empty state.
import { CATEGORIES, bandFor, deriveRecommendations, describeBand, describeCategory, describeRecommendation } from '@ahc/assessment-model';
import { PATHS, PageSpinner, reportPath, useAuth, useLanguage } from '@ahc/platform';
import { isRetryingAfterError } from '@ahc/platform/data';
import { Button, Card, Flex, Heading, Link as RadixLink, Strong, Table, Text } from '@ahc/platform/ui';
import { useMemo } from 'react';
import { Link } from '@ahc/platform/router';
import { type HistoryPoint, type HistorySeries, ScoreHistoryChart } from '../../charts/ScoreHistoryChart.tsx';
import { useReportsTranslation } from '../../i18n/use-reports-translation.ts';
import { formatDate, formatShortDate } from '../../reports/format.ts';
import type { ReportRow } from '../../data/reports/report-row.ts';
import { useMyReportsQuery } from '../../data/reports/reports-query.ts';
import { ProblemState } from '../../ui/ProblemState.tsx';
import { BandBadge } from '../../ui/BandBadge.tsx';
import { Section } from '../../ui/Section.tsx';
import '../../ui/shared.css';

export const TOP_RECOMMENDATIONS = 3;

export default function DashboardPage() {
  const { t } = useReportsTranslation();
  const profile = useAuth((s) => s.userProfile);
  const query = useMyReportsQuery();

  const greeting = (
    <Flex direction="column" gap="1">
      <Heading as="h1" size="7">{profile?.name ? t('dashboard.greeting', { name: profile.name }) : t('dashboard.greetingNoName')}</Heading>
      {profile?.company && <Text as="p" color="gray" data-testid="greeting-company">{t('dashboard.company', { company: profile.company })}</Text>}
    </Flex>
  );

  if (query.isPending || isRetryingAfterError(query)) return <PageSpinner label={t('dashboard.loading')} />;
  if (query.isError) return <ProblemState problem="listFailed" onRetry={() => void query.refetch()} />;

  const reports = query.data; // newest first
  return (
    <Flex direction="column" gap="6" py="6">
      {greeting}
      {reports.length === 0 ? (
        <Card size="3" data-testid="dashboard-empty">
          <Flex direction="column" gap="3" align="start">
            <Heading as="h2" size="5">{t('dashboard.emptyTitle')}</Heading>
            <Text as="p">{t('dashboard.emptyText')}</Text>
            <Button asChild size="3">
              <Link to={PATHS.start}>{t('dashboard.start')}</Link>
            </Button>
          </Flex>
        </Card>
      ) : (
        <>
          <LatestReport report={reports[0]!} />
          <ScoreHistory reports={reports} />
          <TopRecommendations report={reports[0]!} />
          <Section heading={t('dashboard.againHeading')} testId="again-section">
            <Text as="p">{t('dashboard.againText')}</Text>
            <Flex gap="3" wrap="wrap" align="center">
              <Button asChild size="3">
                <Link to={PATHS.start}>{t('dashboard.again')}</Link>
              </Button>
              <Button asChild size="3" variant="soft">
                <Link to={PATHS.reports}>{t('dashboard.allReports')}</Link>
              </Button>
            </Flex>
          </Section>
        </>
      )}
    </Flex>
  );
}

function LatestReport({ report }: { report: ReportRow }) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  const band = describeBand(bandFor(report.overall_score), language);
  return (
    <Section heading={t('dashboard.latestHeading')} testId="latest-section">
      <Card size="3">
        <Flex direction="column" gap="2" align="start">
          <Text color="gray">{t('dashboard.latestDate', { date: formatDate(report.created_at, language) })}</Text>
          <Flex gap="2" align="center" wrap="wrap">
            <Text weight="medium">{t('dashboard.latestOverall')}:</Text>
            <Text size="6" weight="bold" data-testid="latest-overall">{t('common.outOf100', { score: report.overall_score })}</Text>
            <BandBadge band={band.band} label={band.label} />
          </Flex>
          <Text as="p" size="2" color="gray">{band.description}</Text>
          <Button asChild variant="soft">
            <Link to={reportPath(report.id)}>{t('dashboard.openLatest')}</Link>
          </Button>
        </Flex>
      </Card>
    </Section>
  );
}

function ScoreHistory({ reports }: { reports: ReportRow[] }) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  const oldestFirst = useMemo(() => [...reports].reverse(), [reports]);
  const points: HistoryPoint[] = oldestFirst.map((report) => ({
    id: report.id,
    label: formatShortDate(report.created_at, language),
    overall: report.overall_score,
    ...report.category_scores,
  }));
  const series: HistorySeries[] = [
    { key: 'overall', name: t('common.overall') },
    ...CATEGORIES.map((category) => ({ key: category, name: describeCategory(category, language).name })),
  ];
  return (
    <Section heading={t('dashboard.historyHeading')} testId="history-section">
      <Text as="p" color="gray">{reports.length === 1 ? t('dashboard.historySingle') : t('dashboard.historyIntro')}</Text>
      <ScoreHistoryChart points={points} series={series} />
      <Table.Root variant="surface" size="1" data-testid="history-table">
        <caption className="report-caption">{t('dashboard.historyCaption')}</caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('common.date')}</Table.ColumnHeaderCell>
            {series.map((s) => <Table.ColumnHeaderCell key={s.key}>{s.name}</Table.ColumnHeaderCell>)}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {points.map((point) => (
            <Table.Row key={point.id}>
              <Table.RowHeaderCell>
                <RadixLink asChild>
                  <Link to={reportPath(point.id)}>{point.label}</Link>
                </RadixLink>
              </Table.RowHeaderCell>
              {series.map((s) => <Table.Cell key={s.key}>{point[s.key]}</Table.Cell>)}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Section>
  );
}

function TopRecommendations({ report }: { report: ReportRow }) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  // Weakest answers first (high priority, then medium, then low), in assessment order among equals.
  const top = deriveRecommendations(report.answers).slice(0, TOP_RECOMMENDATIONS).map((r) => describeRecommendation(r, language));
  return (
    <Section heading={t('dashboard.topHeading')} testId="top-section">
      {top.length === 0 ? (
        <Text as="p">{t('dashboard.topNone')}</Text>
      ) : (
        <>
          <Text as="p" color="gray">{t('dashboard.topIntro')}</Text>
          <Flex asChild direction="column" gap="3">
            <ol className="plain-list">
              {top.map((item) => (
                <li key={item.questionId} data-testid={`top-${item.questionId}`}>
                  <Card>
                    <Flex direction="column" gap="1">
                      <Heading as="h3" size="3">{item.topic}</Heading>
                      <Text size="1" color="gray">{item.priorityLabel} · {describeCategory(item.category, language).name}</Text>
                      <Text as="p" size="2"><Strong>{t('report.action')}:</Strong> {item.action}</Text>
                      <Text as="p" size="2" color="gray"><Strong>{t('report.why')}:</Strong> {item.why}</Text>
                    </Flex>
                  </Card>
                </li>
              ))}
            </ol>
          </Flex>
        </>
      )}
    </Section>
  );
}
