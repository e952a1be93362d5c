// /dashboard (signed in): a greeting with the profile's name and company, the latest report's summary
// (with the overall score's change since the report before), the improvement plan's progress for it
// (how many recommendations are in each state) with the next three open actions (the model's ranking,
// without those done or not applicable), the score history across reports (chart and table, each report
// by date and time), and the call to take the assessment again. Before the first report: an empty
// state. Either way, how often they want a reminder to reassess, and the person's team assessments.
// All of it speaks of the person's own assessments (personal reports): an answer to a team's round is
// about the team's system, so it is not their latest report, plan, benchmark or history; a line says
// so when they have any, with the way to them.
import {
  CATEGORIES,
  bandFor,
  deriveSummary,
  describeBand,
  describeCategory,
  describeSummary,
} from '@ahc/assessment-model';
import {
  PATHS,
  PageSpinner,
  reportPath,
  useAuth,
  useCommonTexts,
  useGreeting,
  useLanguage,
  useTimeZone,
} from '@ahc/platform';
import { isRetryingAfterError } from '@ahc/platform/data';
import {
  Badge,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  Link as RadixLink,
  Strong,
  Text,
  TYPE_SCALE,
} from '@ahc/platform/ui/base';
import { useMemo } from 'react';
import { Link } from '@ahc/platform/router';
import type { HistoryPoint, HistorySeries } from './components/ScoreHistoryChart.tsx';
import { CHART_HEIGHT } from './components/chart-size.ts';
import {
  PLAN_STATE_COLORS,
  PlanCounts,
  type PlanOverview,
  handledQuestions,
  planOverview,
  stateOf,
  usePlanQuery,
  usePlanTranslation,
} from '../plan/index.ts';
import type { ReportRow } from '#shared/data/report-row.ts';
import {
  ProblemState,
  deriveStoredReport,
  personalReports,
  scoreChangeSince,
  useMyReportsQuery,
  useReportTitle,
  useReportTranslation,
} from '../report/index.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { useDashboardTranslation } from './i18n/use-dashboard-translation.ts';
import { formatDateTime, formatSinceDate, reportTimes } from '#shared/lib/format.ts';
import { BandBadge } from '#shared/ui/BandBadge.tsx';
import { ChangeValue } from '#shared/ui/ChangeValue.tsx';
import { ScrollTable } from '#shared/ui/ScrollTable.tsx';
import { Section } from '#shared/ui/Section.tsx';
import { DashboardBenchmark } from '../benchmark/index.ts';
import { DashboardTeams } from '../teams/index.ts';
import { MyReminderSetting } from '../reminders/index.ts';
import { lazyPart } from '#shared/ui/lazy-part.tsx';
import '#shared/ui/shared.css';

/**
 * The chart library (recharts, about 108 KB gzip) is loaded when the chart comes near the screen, not with
 * the page: the table under it carries the same numbers.
 */
const ScoreHistoryChart = lazyPart(
  () => import('./components/ScoreHistoryChart.tsx').then((module) => module.ScoreHistoryChart),
  {
    placeholder: <div className="report-chart" aria-hidden="true" style={{ height: CHART_HEIGHT }} />,
    whenVisible: true,
  },
);

export const TOP_RECOMMENDATIONS = 3;

export { dashboardPageData as pageData } from './dashboard-page-data.ts';

export default function DashboardPage() {
  const { t } = useDashboardTranslation();
  const common = useCommonTexts();
  const profile = useAuth((s) => s.userProfile);
  // "Welcome" in the account's first session, "Welcome back" after: the platform decides, for every app.
  const welcome = useGreeting();
  const query = useMyReportsQuery();

  const greeting = (
    <Flex direction="column" gap="1">
      <Heading as="h1" size={TYPE_SCALE.pageTitle}>
        {welcome}
      </Heading>
      {profile?.company && (
        <Text as="p" color="gray" data-testid="greeting-company">
          {t('dashboard.company', { company: profile.company })}
        </Text>
      )}
    </Flex>
  );

  if (query.isPending || isRetryingAfterError(query)) return <PageSpinner label={t('dashboard.loading')} />;
  if (query.isError) return <ProblemState problem="listFailed" onRetry={() => void query.refetch()} />;

  const reports = personalReports(query.data); // newest first
  const teamAnswers = query.data.length - reports.length;
  return (
    <Flex direction="column" gap="6" py="6">
      {greeting}
      {reports.length === 0 ? (
        <Card size="3" data-testid="dashboard-empty">
          <Flex direction="column" gap="3" align="start">
            <Heading as="h2" size={TYPE_SCALE.section}>
              {t('dashboard.emptyTitle')}
            </Heading>
            <Text as="p">{t('dashboard.emptyText')}</Text>
            <Button asChild size="3">
              <Link to={PATHS.start}>{common.t('startCheck')}</Link>
            </Button>
            <TeamAnswersNote count={teamAnswers} />
          </Flex>
        </Card>
      ) : (
        <>
          <LatestReport report={reports[0]!} reports={reports} />
          <DashboardBenchmark report={reports[0]!} />
          <Plan report={reports[0]!} />
          <ScoreHistory reports={reports} />
          <Section heading={t('dashboard.againHeading')} testId="again-section">
            <Text as="p">{t('dashboard.againText')}</Text>
            <TeamAnswersNote count={teamAnswers} />
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
      <MyReminderSetting latestReportAt={reports[0]?.created_at ?? null} />
      <DashboardTeams />
    </Flex>
  );
}

/** That the person's answers to team assessments are left out here, and where they are. */
function TeamAnswersNote({ count }: { count: number }) {
  const { t } = useDashboardTranslation();
  if (count === 0) return null;
  return (
    <Text as="p" size="2" color="gray" data-testid="dashboard-team-answers">
      {t('dashboard.teamAnswers', { count })}{' '}
      <RadixLink asChild>
        <Link to={`${PATHS.reports}?show=team`}>{t('dashboard.teamAnswersLink')}</Link>
      </RadixLink>
    </Text>
  );
}

/** The latest report's score and band, with its change since the report before ("+25 better since 25 Nov"). */
function LatestReport({ report, reports }: { report: ReportRow; reports: readonly ReportRow[] }) {
  const { t } = useDashboardTranslation();
  const shared = useSharedTranslation();
  const { language } = useLanguage();
  const timeZone = useTimeZone();
  const title = useReportTitle(report);
  const band = describeBand(bandFor(report.overall_score), language);
  const change = scoreChangeSince(reports, report);
  return (
    <Section heading={t('dashboard.latestHeading')} testId="latest-section">
      <Card size="3">
        <Flex direction="column" gap="2" align="start">
          {report.name && (
            <Text weight="medium" size="4" className="user-content" data-testid="latest-name">
              {title}
            </Text>
          )}
          <Text color="gray">
            <time dateTime={report.created_at}>
              {t('dashboard.latestDate', { date: formatDateTime(report.created_at, language, timeZone) })}
            </time>
          </Text>
          <Flex gap="2" align="center" wrap="wrap">
            <Text weight="medium">{t('dashboard.latestOverall')}:</Text>
            <Text size="6" weight="bold" data-testid="latest-overall">
              {shared.t('common.outOf100', { score: report.overall_score })}
            </Text>
            <BandBadge band={band.band} label={band.label} />
            {change && (
              <ChangeValue
                change={change.change}
                since={formatSinceDate(change.since, report.created_at, language, timeZone)}
                testId="latest-change"
              />
            )}
          </Flex>
          <Text as="p" size="2" color="gray">
            {band.description}
          </Text>
          <Button asChild variant="soft">
            <Link to={reportPath(report.id)}>{t('dashboard.openLatest')}</Link>
          </Button>
        </Flex>
      </Card>
    </Section>
  );
}

function Plan({ report }: { report: ReportRow }) {
  const { t } = useDashboardTranslation();
  const planTexts = usePlanTranslation();
  const plan = usePlanQuery();
  const overview = useMemo(
    () => (plan.data ? planOverview(report.answers, plan.data) : null),
    [plan.data, report.answers],
  );
  const planned = overview ? overview.byQuestion.size > 0 : false;
  return (
    <>
      <Section heading={t('dashboard.planHeading')} testId="plan-section">
        <Text as="p" color="gray" size={TYPE_SCALE.small}>
          {t('dashboard.planIntro')}
        </Text>
        {plan.isError && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{planTexts.t('plan.loadFailed')}</Callout.Text>
          </Callout.Root>
        )}
        {overview && (
          <Card size="2">
            <Flex direction="column" gap="3" align="start">
              {planned ? (
                <PlanCounts counts={overview.counts} label={t('dashboard.planCountsLabel')} />
              ) : (
                <Text as="p" size="2" data-testid="plan-empty">
                  {t('dashboard.planEmpty')}
                </Text>
              )}
              <Button asChild variant="soft">
                <Link to={reportPath(report.id)}>{t('dashboard.openPlan')}</Link>
              </Button>
            </Flex>
          </Card>
        )}
      </Section>
      <NextActions report={report} overview={overview} />
    </>
  );
}

function NextActions({ report, overview }: { report: ReportRow; overview: PlanOverview | null }) {
  const { t } = useDashboardTranslation();
  const planTexts = usePlanTranslation();
  const reportTexts = useReportTranslation();
  const { language } = useLanguage();
  // The model's ranking (weakest answer, weakest area first), leaving out what the plan has handled, as
  // the report's next actions do.
  const handled = overview ? handledQuestions(overview) : [];
  const summary = describeSummary(
    deriveSummary(deriveStoredReport(report), { handled, size: TOP_RECOMMENDATIONS }),
    language,
  );
  return (
    <Section heading={t('dashboard.topHeading')} testId="top-section">
      {summary.actions.length === 0 ? (
        <Text as="p">{t('dashboard.topNone')}</Text>
      ) : (
        <>
          <Text as="p" color="gray" size={TYPE_SCALE.small}>
            {t('dashboard.topIntro')}
          </Text>
          <Flex asChild direction="column" gap="3">
            <ol className="plain-list">
              {summary.actions.map((item) => {
                const state = overview ? stateOf(overview, item.questionId) : 'open';
                return (
                  <li key={item.questionId} data-testid={`top-${item.questionId}`}>
                    <Card>
                      <Flex direction="column" gap="1">
                        <Flex gap="2" align="center" wrap="wrap">
                          <Heading as="h3" size="3">
                            {item.topic}
                          </Heading>
                          {state !== 'open' && (
                            <Badge color={PLAN_STATE_COLORS[state]} variant="soft">
                              {planTexts.t(`plan.status.${state}`)}
                            </Badge>
                          )}
                        </Flex>
                        <Text size="1" color="gray">
                          {item.priorityLabel} · {item.categoryName}
                        </Text>
                        <Text as="p" size="2">
                          <Strong>{reportTexts.t('report.action')}:</Strong> {item.action}
                        </Text>
                        <Text as="p" size="2" color="gray">
                          <Strong>{reportTexts.t('report.why')}:</Strong> {item.why}
                        </Text>
                      </Flex>
                    </Card>
                  </li>
                );
              })}
            </ol>
          </Flex>
        </>
      )}
    </Section>
  );
}

function ScoreHistory({ reports }: { reports: ReportRow[] }) {
  const { t } = useDashboardTranslation();
  const shared = useSharedTranslation();
  const { language } = useLanguage();
  const timeZone = useTimeZone();
  const oldestFirst = useMemo(() => [...reports].reverse(), [reports]);
  const times = reportTimes(reports, language, timeZone);
  const points: HistoryPoint[] = oldestFirst.map((report) => {
    const when = times.get(report.id)!;
    return {
      id: report.id,
      date: when.date,
      time: when.time,
      label: report.name ? `${report.name} (${when.dateTime})` : when.dateTime,
      overall: report.overall_score,
      ...report.category_scores,
    };
  });
  const series: HistorySeries[] = [
    { key: 'overall', name: shared.t('common.overall') },
    ...CATEGORIES.map((category) => ({ key: category, name: describeCategory(category, language).name })),
  ];
  return (
    <Section heading={t('dashboard.historyHeading')} testId="history-section">
      <Text as="p" color="gray" size={TYPE_SCALE.small}>
        {reports.length === 1 ? t('dashboard.historySingle') : t('dashboard.historyIntro')}
      </Text>
      <ScoreHistoryChart points={points} series={series} />
      <ScrollTable
        label={t('dashboard.historyCaption')}
        caption={t('dashboard.historyCaption')}
        testId="history-table"
      >
        <thead>
          <tr>
            <th scope="col">{shared.t('common.date')}</th>
            {series.map((s) => (
              <th scope="col" className="num" key={s.key}>
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.id}>
              <th scope="row">
                <RadixLink asChild>
                  <Link to={reportPath(point.id)}>{point.label}</Link>
                </RadixLink>
              </th>
              {series.map((s) => (
                <td className="num" key={s.key}>
                  {point[s.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </Section>
  );
}
