// A read that did not give a report: its title (the page's h1), its message announced, and the way on.
import { PATHS, useCommonTexts } from '@ahc/platform';
import { Button, Callout, Flex, Heading } from '@ahc/platform/ui';
import { Link } from '@ahc/platform/router';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { useReportTranslation } from '../i18n/use-report-translation.ts';
import { REPORT_PROBLEM_KEYS, type ReportProblem } from '../data/report-problems.ts';

export function ProblemState({ problem, onRetry }: { problem: ReportProblem; onRetry?: () => void }) {
  const { t } = useReportTranslation();
  const shared = useSharedTranslation();
  const common = useCommonTexts();
  const keys = REPORT_PROBLEM_KEYS[problem];
  return (
    <Flex direction="column" gap="4" py="6" align="start" data-testid={`problem-${problem}`}>
      <Heading as="h1" size="7">
        {t(keys.title)}
      </Heading>
      <Callout.Root color={problem === 'not-found' ? 'gray' : 'red'} role="alert">
        <Callout.Text>{t(keys.text)}</Callout.Text>
      </Callout.Root>
      <Flex gap="3" wrap="wrap">
        {onRetry && <Button onClick={onRetry}>{common.t('retry')}</Button>}
        <Button asChild variant={onRetry ? 'soft' : 'solid'}>
          <Link to={PATHS.dashboard}>{shared.t('common.backToDashboard')}</Link>
        </Button>
      </Flex>
    </Flex>
  );
}
