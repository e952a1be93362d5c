// /shared/{token} (open, no sign-in): a report its owner shared with a read-only link. The visitor sees
// the report view with its benchmark, company and prepared-for only if the owner chose so, print, and
// the board brief, and nothing that leads to anything else of the owner's: no name, no plan, no narrative, no downloads, no
// links to the owner's pages. A revoked, an expired and an unknown link each have their own message.
// The page asks search engines not to index it (useNoIndex). Rendered on a server for the link's visitor
// (its pageData), with its score and band in the title and a short description for link previews, and
// a link that no longer works answered 410 (404 for an unknown one).
import { bandFor, describeBand } from '@ahc/assessment-model';
import { PageSpinner, useLanguage, usePageDescription, usePageTitle, useResponseStatus } from '@ahc/platform';
import { isRetryingAfterError } from '@ahc/platform/data';
import { useParams } from '@ahc/platform/router';
import { Badge, Button, Flex, PageState } from '@ahc/platform/ui';
import { type BenchmarkAnswer, useBenchmarkView } from '../benchmark/index.ts';
import { type SharedReport, useSharedReportQuery } from './data/shared-report.ts';
import { useSharingTranslation } from './i18n/use-sharing-translation.ts';
import { ReportReaderContext } from '#shared/ui/report-reader.ts';
import { ReportView, printBoardBrief, printReport, useReportTranslation } from '../report/index.ts';
import { useNoIndex } from './use-no-index.ts';

export { sharedPageData as pageData } from './shared-page-data.ts';
import '#shared/ui/shared.css';

type SharedProblem = 'notFound' | 'revoked' | 'expired' | 'failed';

/** The answer's status for each state, when a server renders it: gone for a link that no longer works. */
const PROBLEM_STATUS: Record<SharedProblem, number> = {
  notFound: 404,
  revoked: 410,
  expired: 410,
  failed: 503,
};

function SharedProblemState({ problem, onRetry }: { problem: SharedProblem; onRetry?: () => void }) {
  const { t } = useSharingTranslation();
  useResponseStatus(PROBLEM_STATUS[problem]);
  return (
    <PageState
      title={t(`shared.${problem}.title`)}
      text={t(`shared.${problem}.text`)}
      tone={problem === 'failed' ? 'failed' : 'unavailable'}
      onRetry={onRetry}
      testId={`shared-${problem}`}
    />
  );
}

function SharedReportDocument({ report, benchmark }: { report: SharedReport; benchmark: BenchmarkAnswer }) {
  const { t } = useSharingTranslation();
  const reportTexts = useReportTranslation();
  const view = useBenchmarkView(benchmark);
  const { language } = useLanguage();
  // What a link preview (a mail, a chat) shows: the score and its band, and what the page is; nothing
  // of the owner's, not even the company or prepared-for the page may show.
  const score = Math.round(report.overall_score);
  usePageTitle(t('shared.preview.title', { score, band: describeBand(bandFor(score), language).label }));
  usePageDescription(t('shared.preview.description'));
  // Spoken about, not to: the reader is not the one whose answers these are.
  return (
    <ReportReaderContext.Provider value="shared">
      <ReportView
        report={report}
        name={
          <div>
            <Badge size="2" color="gray" variant="soft" data-testid="shared-read-only">
              {t('shared.readOnly')}
            </Badge>
          </div>
        }
        details={{
          ...(report.prepared_for === undefined ? {} : { preparedFor: report.prepared_for }),
          ...(report.company === undefined ? {} : { company: report.company }),
        }}
        benchmark={view}
        actions={
          <Flex role="group" aria-label={t('actions.printOnly')} gap="3" wrap="wrap" className="no-print">
            <Button type="button" onClick={printReport}>
              {reportTexts.t('report.print')}
            </Button>
            <Button type="button" variant="soft" onClick={printBoardBrief} data-testid="print-board-brief">
              {reportTexts.t('brief.print')}
            </Button>
          </Flex>
        }
        plan={null}
        readOnlyIntro={t('shared.recommendationsIntro')}
      />
    </ReportReaderContext.Provider>
  );
}

export default function SharedReportPage() {
  const { t } = useSharingTranslation();
  const { token = '' } = useParams<{ token: string }>();
  useNoIndex();
  const query = useSharedReportQuery(token);

  if (query.isPending || isRetryingAfterError(query)) return <PageSpinner label={t('shared.loading')} />;
  if (query.isError) return <SharedProblemState problem="failed" onRetry={() => void query.refetch()} />;
  const answer = query.data;
  if (answer.status === 'not-found') return <SharedProblemState problem="notFound" />;
  if (answer.status !== 'ok') return <SharedProblemState problem={answer.status} />;
  return <SharedReportDocument report={answer.report} benchmark={answer.benchmark} />;
}
