// The benchmark in one sentence, for the board brief: where the overall score stands among everyone's
// latest reports. Nothing when there is no benchmark to state (too few people, not read, not the reader's).
import { Text } from '@ahc/platform/ui/base';
import type { BenchmarkView } from '../data/benchmark-view.ts';
import { useBenchmarkTranslation } from '../i18n/use-benchmark-translation.ts';

export function BenchmarkLine({ benchmark }: { benchmark: BenchmarkView }) {
  const { t } = useBenchmarkTranslation();
  if (benchmark.kind !== 'ok') return null;
  const { overall, peopleAbout } = benchmark.benchmark;
  return (
    <Text as="p" size="2" data-testid="benchmark-line">
      {t('overallLine', { score: overall.score, percentile: overall.percentile })}{' '}
      {t('population', { count: peopleAbout })}
    </Text>
  );
}
