// The benchmark in brief, for the report's summary and the dashboard: the overall score's percentile in
// a sentence with its distribution, each area's percentile, and what the figures are made of.
import { CATEGORIES, describeCategory } from '@ahc/assessment-model';
import { useLanguage } from '@ahc/platform';
import { Flex, Text } from '@ahc/platform/ui/base';
import type { Benchmark } from '../data/benchmark.ts';
import { useBenchmarkTranslation } from '../i18n/use-benchmark-translation.ts';
import { DistributionChart } from './DistributionChart.tsx';
import './benchmark.css';

export function BenchmarkGlance({ benchmark }: { benchmark: Benchmark }) {
  const { t } = useBenchmarkTranslation();
  const { language } = useLanguage();
  const { overall } = benchmark;
  return (
    <div className="benchmark-glance" data-testid="benchmark-glance">
      <Flex direction="column" gap="2" className="benchmark-glance-overall">
        <Text as="p" size="3" weight="medium" data-testid="benchmark-overall-line">
          {t('overallLine', { score: overall.score, percentile: overall.percentile })}
        </Text>
        <DistributionChart name={t('overall')} metric={overall} testId="benchmark-chart-overall" />
      </Flex>
      <Flex direction="column" gap="2">
        <ul className="plain-list benchmark-areas" aria-label={t('areasLabel')}>
          {CATEGORIES.map((category) => (
            <li key={category} data-testid={`benchmark-area-${category}`}>
              <Text size="2">
                {t('areaLine', {
                  area: describeCategory(category, language).name,
                  percentile: benchmark.categories[category].percentile,
                })}
              </Text>
            </li>
          ))}
        </ul>
        <Text as="p" size="1" color="gray" data-testid="benchmark-population">
          {t('population', { count: benchmark.peopleAbout })} {t('explain')} {t('blurred')}
        </Text>
      </Flex>
    </div>
  );
}
