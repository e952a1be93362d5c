// /reports (signed in): the visitor's reports, newest first, each with its name (renamed in place),
// date and time, overall score and category scores at a glance; an empty state that leads to the
// assessment; and a comparison of any two. The list holds the person's own assessments and their
// answers to team assessments, each team answer marked with its team's system; with any of those,
// it can be narrowed to either (?show=personal or ?show=team, so a link can open it so), and the
// comparison then offers the reports shown.
import { CATEGORIES, bandFor, describeBand, describeCategory } from '@ahc/assessment-model';
import { PATHS, PageSpinner, reportPath, useCommonTexts, useLanguage, useTimeZone } from '@ahc/platform';
import { isRetryingAfterError } from '@ahc/platform/data';
import { Button, Card, Flex, Heading, Link as RadixLink, Text, TYPE_SCALE } from '@ahc/platform/ui/base';
import { Link, useSearchParams } from '@ahc/platform/router';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { useHistoryTranslation } from './i18n/use-history-translation.ts';
import { type ReportTime, reportTimes } from '#shared/lib/format.ts';
import type { ReportRow } from '#shared/data/report-row.ts';
import {
  ProblemState,
  REPORT_FILTERS,
  type ReportFilter,
  ReportName,
  filterReports,
  isTeamAnswer,
  useMyReportsQuery,
} from '../report/index.ts';
import { BandBadge } from '#shared/ui/BandBadge.tsx';
import '#shared/ui/shared.css';
import { ComparePanel } from './components/ComparePanel.tsx';
import { TeamAnswerBadge } from './components/TeamAnswerBadge.tsx';

export { reportsPageData as pageData } from './reports-page-data.ts';

export default function ReportsPage() {
  const { t } = useHistoryTranslation();
  const common = useCommonTexts();
  const { language } = useLanguage();
  const timeZone = useTimeZone();
  const query = useMyReportsQuery();
  const [params, setParams] = useSearchParams();

  if (query.isPending || isRetryingAfterError(query)) return <PageSpinner label={t('list.loading')} />;
  if (query.isError) return <ProblemState problem="listFailed" onRetry={() => void query.refetch()} />;
  const reports = query.data; // newest first
  const times = reportTimes(reports, language, timeZone);
  const teamAnswers = reports.filter(isTeamAnswer).length;
  const asked = params.get('show');
  const filter: ReportFilter = teamAnswers > 0 && (asked === 'personal' || asked === 'team') ? asked : 'all';
  const shown = filterReports(reports, filter);
  const choose = (next: ReportFilter) => setParams(next === 'all' ? {} : { show: next }, { replace: true });

  return (
    <Flex direction="column" gap="6" py="6">
      <Flex direction="column" gap="2">
        <Heading as="h1" size={TYPE_SCALE.pageTitle}>
          {t('list.title')}
        </Heading>
        {reports.length > 0 && (
          <Text as="p" color="gray">
            {teamAnswers > 0 ? t('list.introWithTeams') : t('list.intro')}{' '}
            {t('list.count', { count: reports.length })}
          </Text>
        )}
      </Flex>
      {teamAnswers > 0 && (
        <Flex role="group" aria-label={t('list.filterLabel')} gap="2" wrap="wrap" data-testid="report-filter">
          {REPORT_FILTERS.map((option) => (
            <Button
              key={option}
              type="button"
              size="2"
              variant={option === filter ? 'solid' : 'soft'}
              aria-pressed={option === filter}
              onClick={() => choose(option)}
            >
              {t(`list.filter.${option}`, { count: filterReports(reports, option).length })}
            </Button>
          ))}
        </Flex>
      )}
      {shown.length === 0 ? (
        <Card size="3" data-testid="reports-empty">
          <Flex direction="column" gap="3" align="start">
            <Heading as="h2" size="5">
              {t('list.emptyTitle')}
            </Heading>
            <Text as="p">{t('list.emptyText')}</Text>
            <Button asChild size="3">
              <Link to={PATHS.start}>{common.t('startCheck')}</Link>
            </Button>
          </Flex>
        </Card>
      ) : (
        <>
          <Flex asChild direction="column" gap="3">
            <ol className="plain-list" data-testid="report-list">
              {shown.map((report) => (
                <ReportListItem key={report.id} report={report} when={times.get(report.id)!} />
              ))}
            </ol>
          </Flex>
          {shown.length >= 2 && <ComparePanel key={filter} reports={shown} />}
        </>
      )}
    </Flex>
  );
}

function ReportListItem({ report, when }: { report: ReportRow; when: ReportTime }) {
  const { t } = useHistoryTranslation();
  const shared = useSharedTranslation();
  const { language } = useLanguage();
  const band = describeBand(bandFor(report.overall_score), language);
  return (
    <li data-testid={`report-item-${report.id}`} data-kind={isTeamAnswer(report) ? 'team' : 'personal'}>
      <Card size="2">
        <Flex direction="column" gap="2">
          <ReportName report={report} when={when.dateTime}>
            {(title) => (
              <Heading as="h2" size={TYPE_SCALE.item} className="user-content">
                <RadixLink asChild>
                  <Link to={reportPath(report.id)}>{title}</Link>
                </RadixLink>
              </Heading>
            )}
          </ReportName>
          <TeamAnswerBadge report={report} />
          <Text size="2" color="gray" data-testid="report-taken">
            <time dateTime={report.created_at}>{t('list.taken', { date: when.dateTime })}</time>
          </Text>
          <Flex gap="2" align="center" wrap="wrap">
            <Text weight="medium">{t('list.overall')}:</Text>
            <Text weight="bold" data-testid="overall">
              {shared.t('common.outOf100', { score: report.overall_score })}
            </Text>
            <BandBadge band={band.band} label={band.label} />
          </Flex>
          <Flex asChild gap="2" wrap="wrap">
            <ul className="plain-list" aria-label={t('list.categoriesLabel')}>
              {CATEGORIES.map((category) => (
                <li key={category} data-testid={`score-${category}`}>
                  <Text size="2" color="gray">
                    {describeCategory(category, language).name}{' '}
                    <Text weight="bold" highContrast>
                      {report.category_scores[category]}
                    </Text>
                  </Text>
                </li>
              ))}
            </ul>
          </Flex>
        </Flex>
      </Card>
    </li>
  );
}
