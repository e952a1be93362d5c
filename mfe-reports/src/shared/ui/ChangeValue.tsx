// A change in points out of 100 (an area's score or the overall score), said three ways: its sign,
// a word ("better", "worse", "no change") and its colour (green, red, grey) with an arrow. With `since`
// it says from when: "+25 better since 25 Nov" (the overall score against the previous report).
import { Text } from '@ahc/platform/ui/base';
import { useSharedTranslation } from '../i18n/use-shared-translation.ts';
import { formatChange } from '../lib/format.ts';

export function ChangeValue({ change, since, testId }: { change: number; since?: string; testId?: string }) {
  const { t } = useSharedTranslation();
  const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'none';
  const values = { change: formatChange(change), date: since };
  const text =
    since === undefined
      ? change > 0
        ? t('change.better', values)
        : change < 0
          ? t('change.worse', values)
          : t('change.unchangedScore')
      : change > 0
        ? t('change.betterSince', values)
        : change < 0
          ? t('change.worseSince', values)
          : t('change.unchangedSince', values);
  return (
    <Text
      className={`change change-${direction}`}
      color={change > 0 ? 'green' : change < 0 ? 'red' : 'gray'}
      weight={change === 0 ? 'regular' : 'medium'}
      data-direction={direction}
      data-testid={testId}
    >
      {text}
    </Text>
  );
}
