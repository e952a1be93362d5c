// /reports/{reportId} (signed in): one stored report, or exactly why it cannot be shown (docs/product.md §2, §4, §6):
// 'Report Not Found' for an unknown or malformed id, the permission message for someone else's
// report, the failure message (with a retry) when the read fails.
import { PageSpinner } from '@ahc/platform';
import { isRetryingAfterError } from '@ahc/platform/data';
import { useParams } from '@ahc/platform/router';
import { useReportTranslation } from './i18n/use-report-translation.ts';
import { useReportQuery } from './data/report-query.ts';
import { ProblemState } from './components/ProblemState.tsx';
import { ReportDocument } from './components/ReportDocument.tsx';
import '#shared/ui/shared.css';

export { reportPageData as pageData } from './report-page-data.ts';

export default function ReportPage() {
  const { t } = useReportTranslation();
  const { reportId = '' } = useParams<{ reportId: string }>();
  const query = useReportQuery(reportId);

  if (query.isPending || isRetryingAfterError(query))
    return <PageSpinner label={t('states.loadingReport')} />;
  if (query.isError) return <ProblemState problem="failed" onRetry={() => void query.refetch()} />;
  if (query.data.status !== 'ok') return <ProblemState problem={query.data.status} />;
  return <ReportDocument report={query.data.report} />;
}
