// The dashboard's "How you compare": where the latest report stands among everyone's latest reports
// (the anonymous benchmark, in brief: the overall percentile with its distribution and each area's),
// and the way to the report, where every area and question is compared.
import { reportPath } from '@ahc/platform';
import { Button, Card, Flex, Text, TYPE_SCALE } from '@ahc/platform/ui/base';
import { Link } from '@ahc/platform/router';
import { useReportBenchmark } from '../data/benchmark-view.ts';
import type { ReportRow } from '#shared/data/report-row.ts';
import { useBenchmarkTranslation } from '../i18n/use-benchmark-translation.ts';
import { Section } from '#shared/ui/Section.tsx';
import { BenchmarkGlance } from './BenchmarkGlance.tsx';
import { BenchmarkStatus } from './BenchmarkStatus.tsx';

export function DashboardBenchmark({ report }: { report: ReportRow }) {
  const { t } = useBenchmarkTranslation();
  const benchmark = useReportBenchmark(report.id);
  if (benchmark.kind === 'none') return null;
  return (
    <Section heading={t('summaryHeading')} testId="benchmark-section">
      <Text as="p" color="gray" size={TYPE_SCALE.small}>
        {t('dashboardIntro')}
      </Text>
      <Card size="3" data-testid="how-it-compares" data-state={benchmark.kind}>
        <Flex direction="column" gap="3" align="start">
          {benchmark.kind === 'ok' ? (
            <BenchmarkGlance benchmark={benchmark.benchmark} />
          ) : (
            <BenchmarkStatus view={benchmark} />
          )}
          {benchmark.kind === 'ok' && (
            <Button asChild variant="soft">
              <Link to={reportPath(report.id)}>{t('openReport')}</Link>
            </Button>
          )}
        </Flex>
      </Card>
    </Section>
  );
}
