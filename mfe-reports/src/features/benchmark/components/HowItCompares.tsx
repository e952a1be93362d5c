// "How you compare", in the executive summary: where this report stands among everyone's latest reports
// (the anonymous benchmark), in brief; the detail, with every area's distribution and each question,
// is in the report's category section. Printed with the summary. Nothing at all when there is nothing
// to compare (the page says why elsewhere).
import { Card, Flex, Heading, TYPE_SCALE } from '@ahc/platform/ui/base';
import type { BenchmarkView } from '../data/benchmark-view.ts';
import { useBenchmarkTranslation } from '../i18n/use-benchmark-translation.ts';
import { useReportReader } from '#shared/ui/report-reader.ts';
import { BenchmarkGlance } from './BenchmarkGlance.tsx';
import { BenchmarkStatus } from './BenchmarkStatus.tsx';

export function HowItCompares({ benchmark }: { benchmark: BenchmarkView }) {
  const { t } = useBenchmarkTranslation();
  const reader = useReportReader();
  if (benchmark.kind === 'none') return null;
  return (
    <Card
      size="2"
      className="report-card benchmark-card"
      data-testid="how-it-compares"
      data-state={benchmark.kind}
    >
      <Flex direction="column" gap="3">
        <Heading as="h3" size={TYPE_SCALE.item}>
          {t(reader === 'shared' ? 'sharedSummaryHeading' : 'summaryHeading')}
        </Heading>
        {benchmark.kind === 'ok' ? (
          <BenchmarkGlance benchmark={benchmark.benchmark} />
        ) : (
          <BenchmarkStatus view={benchmark} />
        )}
      </Flex>
    </Card>
  );
}
