// How everyone's scores spread, as ten bars of 10 points each (0–9 … 90–100), in the band colours of
// the scores they hold; the bar holding this report's score is solid and a marker points at the score
// itself. Our own SVG, like the gauge: the scale's ends and the marker's label are page text, so they
// wrap rather than clip, and the picture's name says every bar's share, so nothing depends on seeing it.
import { bandFor } from '@ahc/assessment-model';
import { useLanguage } from '@ahc/platform';
import { Text } from '@ahc/platform/ui/base';
import { BUCKETS, type BenchmarkMetric, bucketOf, bucketRange } from '../data/benchmark.ts';
import { useBenchmarkTranslation } from '../i18n/use-benchmark-translation.ts';
import { bandClass } from '#shared/ui/band-scale.ts';
import './benchmark.css';

const WIDTH = 200;
const BAR_AREA = 48;
const BASELINE = 50;
const SLOT = WIDTH / BUCKETS;

/** Each bar's height in the picture, the tallest filling it; a bar with anyone in it is always seen. */
function barHeights(buckets: readonly number[]): number[] {
  const most = Math.max(...buckets, 0);
  return buckets.map((people) => (most === 0 || people === 0 ? 0 : Math.max(2, (people / most) * BAR_AREA)));
}

/** Each bar's share of everyone, in whole percent. */
function bucketShares(buckets: readonly number[]): number[] {
  const total = buckets.reduce((sum, people) => sum + people, 0);
  return buckets.map((people) => (total === 0 ? 0 : Math.round((100 * people) / total)));
}

export function DistributionChart({
  name,
  metric,
  testId,
}: {
  name: string;
  metric: BenchmarkMetric;
  testId?: string;
}) {
  const { t } = useBenchmarkTranslation();
  const { language } = useLanguage();
  const marked = bucketOf(metric.score);
  const [from, to] = bucketRange(marked);
  const heights = barHeights(metric.buckets);
  const shares = bucketShares(metric.buckets);
  const bands = shares
    .map((share, bucket) =>
      t('chartBand', {
        from: bucketRange(bucket)[0],
        to: bucketRange(bucket)[1],
        share: share.toLocaleString(language),
      }),
    )
    .join(', ');
  // The marker's point at the score, kept whole inside the picture at 0 and 100.
  const markerX = Math.min(WIDTH - 4, Math.max(4, (metric.score / 100) * WIDTH));
  return (
    <figure className="benchmark-chart" data-testid={testId} data-marked-bucket={marked}>
      <svg
        viewBox={`0 0 ${WIDTH} 60`}
        className="benchmark-chart-bars"
        role="img"
        aria-label={t('chartLabel', { name, score: metric.score, from, to, bands })}
        focusable="false"
      >
        {heights.map((height, bucket) => (
          <rect
            key={bucket}
            x={bucket * SLOT + 1.5}
            y={BASELINE - height}
            width={SLOT - 3}
            height={height}
            rx="1.5"
            className={`benchmark-bar ${bandClass(bandFor(bucketRange(bucket)[0]))}${bucket === marked ? ' benchmark-bar-marked' : ''}`}
            data-bucket={bucket}
            data-people={metric.buckets[bucket]}
          />
        ))}
        <line x1="0" x2={WIDTH} y1={BASELINE + 0.5} y2={BASELINE + 0.5} className="benchmark-baseline" />
        <path d={`M ${markerX.toFixed(2)} ${BASELINE + 2} l 4 7 h -8 z`} className="benchmark-marker" />
      </svg>
      <figcaption className="benchmark-chart-scale">
        <Text size="1" color="gray">
          0
        </Text>
        <Text size="1" weight="medium" className="benchmark-chart-you">
          {t('marker', { score: metric.score })}
        </Text>
        <Text size="1" color="gray">
          100
        </Text>
      </figcaption>
    </figure>
  );
}
