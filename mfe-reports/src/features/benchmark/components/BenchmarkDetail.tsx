// The benchmark in full, under the report's category scores: the overall score and each area with its
// percentile, the population's average and the distribution with this report marked; then, per
// question, the share of organisations that chose a stronger answer than this report's. On a phone
// that table has two columns, the question (with its area and the answer under it) and the share, so
// the share is never behind a sideways scroll (benchmark.css); a wide screen gives the answer a column.
import {
  CATEGORIES,
  type Answers,
  describeAnswer,
  describeCategory,
  describeQuestion,
} from '@ahc/assessment-model';
import { intlLocale, useLanguage } from '@ahc/platform';
import { Card, Flex, Heading, Text, TYPE_SCALE } from '@ahc/platform/ui/base';
import type { BenchmarkMetric } from '../data/benchmark.ts';
import type { BenchmarkView } from '../data/benchmark-view.ts';
import { useBenchmarkTranslation } from '../i18n/use-benchmark-translation.ts';
import { ScrollTable } from '#shared/ui/ScrollTable.tsx';
import { BenchmarkStatus } from './BenchmarkStatus.tsx';
import { DistributionChart } from './DistributionChart.tsx';
import './benchmark.css';

const BENCHMARK_ID = 'report-benchmark';

function MetricCard({ id, name, metric }: { id: string; name: string; metric: BenchmarkMetric }) {
  const { t } = useBenchmarkTranslation();
  const { language } = useLanguage();
  const mean = metric.mean.toLocaleString(intlLocale(language), {
    maximumFractionDigits: 1,
  });
  return (
    <Card size="2" className="report-card" data-testid={`benchmark-metric-${id}`}>
      <Flex direction="column" gap="2">
        <Heading as="h4" size="3">
          {name}
        </Heading>
        <Text as="p" size="2" data-testid="benchmark-metric-figures">
          {t('metric', { score: metric.score, percentile: metric.percentile, mean })}
        </Text>
        <DistributionChart name={name} metric={metric} testId={`benchmark-chart-${id}`} />
      </Flex>
    </Card>
  );
}

export function BenchmarkDetail({ benchmark, answers }: { benchmark: BenchmarkView; answers: Answers }) {
  const { t } = useBenchmarkTranslation();
  const { language } = useLanguage();
  if (benchmark.kind === 'none') return null;
  return (
    <Flex
      direction="column"
      gap="3"
      id={BENCHMARK_ID}
      className="benchmark-detail"
      data-testid="benchmark-detail"
      data-state={benchmark.kind}
    >
      <Heading as="h3" size={TYPE_SCALE.item}>
        {t('detailHeading')}
      </Heading>
      {benchmark.kind !== 'ok' ? (
        <BenchmarkStatus view={benchmark} />
      ) : (
        <>
          <Text as="p" size="2" color="gray" className="benchmark-detail-intro">
            {t('population', { count: benchmark.benchmark.peopleAbout })} {t('explain')} {t('blurred')}
          </Text>
          <ul className="plain-list card-grid">
            <li>
              <MetricCard id="overall" name={t('overall')} metric={benchmark.benchmark.overall} />
            </li>
            {CATEGORIES.map((category) => (
              <li key={category}>
                <MetricCard
                  id={category}
                  name={describeCategory(category, language).name}
                  metric={benchmark.benchmark.categories[category]}
                />
              </li>
            ))}
          </ul>
          <Heading as="h3" size={TYPE_SCALE.item}>
            {t('questionsHeading')}
          </Heading>
          <Text as="p" size="2" color="gray">
            {t('questionsIntro')}
          </Text>
          <ScrollTable
            label={t('questionsCaption')}
            caption={t('questionsCaption')}
            testId="benchmark-questions"
            className="report-card"
          >
            <thead>
              <tr>
                <th scope="col">{t('question')}</th>
                <th scope="col" className="benchmark-answer">
                  {t('answer')}
                </th>
                <th scope="col" className="num benchmark-stronger">
                  {t('stronger')}
                </th>
              </tr>
            </thead>
            <tbody>
              {benchmark.benchmark.questions.map(({ questionId, strongerPct }) => {
                const question = describeQuestion(questionId, language);
                const strongest = answers[questionId] === question.options.at(-1)?.key;
                const answer = describeAnswer(questionId, answers[questionId], language);
                return (
                  <tr key={questionId} data-testid={`benchmark-question-${questionId}`}>
                    <th scope="row">
                      {question.topic}
                      <Text as="div" size="1" color="gray" weight="regular">
                        {describeCategory(question.category, language).name}
                      </Text>
                      <Text as="div" size="1" weight="regular" className="benchmark-answer-inline">
                        {t('answer')}: {answer}
                      </Text>
                    </th>
                    <td className="benchmark-answer">{answer}</td>
                    <td className="num benchmark-stronger" data-testid="benchmark-stronger">
                      {strongest ? t('strongest') : t('strongerPct', { pct: strongerPct })}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </ScrollTable>
        </>
      )}
    </Flex>
  );
}
