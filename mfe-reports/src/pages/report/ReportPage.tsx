// /reports/{reportId} (signed in): one stored report, or exactly why it cannot be shown (SPEC 2, 8):
// 'Report Not Found' for an unknown or malformed id, the permission message for someone else's
// report, the failure message (with a retry) when the read fails.
import { PageSpinner } from '@ahc/platform';
import { useParams } from '@ahc/platform/router';
import { useReportsTranslation } from '../../i18n/use-reports-translation.ts';
import { useReport } from '../../reports/use-reports.ts';
import { ProblemState } from '../../ui/ProblemState.tsx';
import { ReportDocument } from './ReportDocument.tsx';
import '../../ui/shared.css';
import './report.css';

export default function ReportPage() {
  const { t } = useReportsTranslation();
  const { reportId = '' } = useParams<{ reportId: string }>();
  const { state, retry } = useReport(reportId);

  if (state.status === 'loading') return <PageSpinner label={t('states.loadingReport')} />;
  if (state.status === 'failed') return <ProblemState problem="failed" onRetry={retry} />;
  if (state.status !== 'ok') return <ProblemState problem={state.status} />;
  return <ReportDocument report={state.report} />;
}
