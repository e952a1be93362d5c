// A change in points out of 100 (an area's score or the overall score), said three ways: its sign,
// a word ("better", "worse", "no change") and its colour (green, red, grey) with an arrow.
import { Text } from '@ahc/platform/ui';
import { useReportsTranslation } from '../i18n/use-reports-translation.ts';
import { formatChange } from '../reports/format.ts';

export function ChangeValue({ change }: { change: number }) {
  const { t } = useReportsTranslation();
  const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'none';
  const text = change > 0 ? t('compare.better', { change: formatChange(change) }) : change < 0 ? t('compare.worse', { change: formatChange(change) }) : t('compare.unchangedScore');
  return (
    <Text className={`change change-${direction}`} color={change > 0 ? 'green' : change < 0 ? 'red' : 'gray'} weight={change === 0 ? 'regular' : 'medium'} data-direction={direction}>
      {text}
    </Text>
  );
}
