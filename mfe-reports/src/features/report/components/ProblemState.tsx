// A read that did not give a report: its title (the page's h1), its message announced, and the way on;
// rendered on a server, the answer's status says it too (someone else's report is 403, none 404).
import { PATHS, useResponseStatus } from '@ahc/platform';
import { Link } from '@ahc/platform/router';
import { Button, PageState } from '@ahc/platform/ui';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { useReportTranslation } from '../i18n/use-report-translation.ts';
import { REPORT_PROBLEM_KEYS, REPORT_PROBLEM_STATUS, type ReportProblem } from '../data/report-problems.ts';

export function ProblemState({ problem, onRetry }: { problem: ReportProblem; onRetry?: () => void }) {
  const { t } = useReportTranslation();
  const shared = useSharedTranslation();
  const keys = REPORT_PROBLEM_KEYS[problem];
  useResponseStatus(REPORT_PROBLEM_STATUS[problem]);
  return (
    <PageState
      title={t(keys.title)}
      text={t(keys.text)}
      tone={problem === 'not-found' ? 'unavailable' : 'failed'}
      onRetry={onRetry}
      testId={`problem-${problem}`}
    >
      <Button asChild variant={onRetry ? 'soft' : 'solid'}>
        <Link to={PATHS.dashboard}>{shared.t('common.backToDashboard')}</Link>
      </Button>
    </PageState>
  );
}
