// How far the plan has come for one report: a bar of the recommendations handled (done or not
// applicable) and the count in each state, each named in words. The report page and the dashboard
// both show it. The sentence names what it counts ("done", or "done or not applicable" when some are
// not applicable), so one in progress beside one done never reads as "1 handled" of two touched.
import { Badge, Flex, Progress, Text } from '@ahc/platform/ui';
import { usePlanTranslation } from '../i18n/use-plan-translation.ts';
import { PLAN_STATES, type PlanCounts as Counts, type PlanState } from '../model/plan-view.ts';

export const PLAN_STATE_COLORS = {
  open: 'gray',
  planned: 'indigo',
  in_progress: 'amber',
  done: 'green',
  not_applicable: 'gray',
} as const satisfies Record<PlanState, string>;

export function PlanCounts({ counts, label }: { counts: Counts; label: string }) {
  const { t } = usePlanTranslation();
  const share = counts.total === 0 ? 100 : Math.round((100 * counts.handled) / counts.total);
  const key = counts.not_applicable > 0 ? 'plan.countsWithNotApplicable' : 'plan.counts';
  const handledText = t(key, { count: counts.handled, total: counts.total });
  return (
    <Flex direction="column" gap="2" data-testid="plan-counts">
      <Progress value={share} aria-label={handledText} color="green" size="2" />
      <Text as="p" size="2" weight="medium" data-testid="plan-handled">
        {handledText}
      </Text>
      <ul className="plan-count-list plain-list" aria-label={label}>
        {PLAN_STATES.map((state) => (
          <li key={state} data-testid={`plan-count-${state}`}>
            <Badge color={PLAN_STATE_COLORS[state]} variant={state === 'open' ? 'outline' : 'soft'}>
              {t(`plan.status.${state}`)}: <strong>{counts[state]}</strong>
            </Badge>
          </li>
        ))}
        {counts.achieved > 0 && (
          <li data-testid="plan-count-achieved">
            <Badge color="green" variant="solid">
              {t('plan.status.achieved')}: <strong>{counts.achieved}</strong>
            </Badge>
          </li>
        )}
      </ul>
    </Flex>
  );
}
