// A benchmark that has no figures to show (yet): loading, failed with a retry, or "not enough data yet",
// which names k (the fewest organisations the comparison is shown for) and never how many there are:
// below k the database sends no count, and a count that grows one report at a time would tell who just
// took the assessment.
import { useCommonTexts } from '@ahc/platform';
import { Button, Flex, Text } from '@ahc/platform/ui/base';
import type { BenchmarkView } from '../data/benchmark-view.ts';
import { useBenchmarkTranslation } from '../i18n/use-benchmark-translation.ts';

export function BenchmarkStatus({
  view,
}: {
  view: Exclude<BenchmarkView, { kind: 'ok' } | { kind: 'none' }>;
}) {
  const { t } = useBenchmarkTranslation();
  const common = useCommonTexts();
  if (view.kind === 'loading') {
    return (
      <Text as="p" size="2" color="gray" role="status" className="no-print" data-testid="benchmark-loading">
        {t('loading')}
      </Text>
    );
  }
  if (view.kind === 'failed') {
    return (
      <Flex gap="3" align="center" wrap="wrap" className="no-print" data-testid="benchmark-failed">
        <Text as="p" size="2" role="status">
          {t('failed')}
        </Text>
        <Button type="button" size="1" variant="soft" onClick={view.retry}>
          {common.t('retry')}
        </Button>
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="1" data-testid="benchmark-insufficient">
      <Text as="p" size="2" weight="bold">
        {t('insufficientTitle')}
      </Text>
      <Text as="p" size="2">
        {view.minPeople === null ? t('insufficientUnknown') : t('insufficient', { count: view.minPeople })}{' '}
        {t('insufficientWhy')}
      </Text>
    </Flex>
  );
}
