// What the plan did: for each action marked done, the practice's answer in the previous report and in
// this one, and its area's score then and now ("Done: Release frequency — score up from 47 to 60", or
// "no change yet"); and the practices of the plan this report shows at the strongest level (achieved).
// Nothing is shown while there is neither.
import { describeAnswer, describeCategory, describeQuestion } from '@ahc/assessment-model';
import { useLanguage, useTimeZone } from '@ahc/platform';
import { Badge, Card, Flex, Text } from '@ahc/platform/ui/base';
import type { PlanItem } from '../data/plan-items.ts';
import type { ReportRow } from '#shared/data/report-row.ts';
import { usePlanTranslation } from '../i18n/use-plan-translation.ts';
import { type PlanEffect, planEffects, planOverview } from '../model/plan-view.ts';
import { formatDateTime } from '#shared/lib/format.ts';
import { Section } from '#shared/ui/Section.tsx';

export const PROGRESS_ID = 'report-progress';

const EFFECT_COLORS = { improved: 'green', unchanged: 'gray', worsened: 'red' } as const;

function EffectItem({ effect }: { effect: PlanEffect }) {
  const { t } = usePlanTranslation();
  const { language } = useLanguage();
  const practice = describeQuestion(effect.questionId, language).topic;
  const area = describeCategory(effect.category, language).name;
  const scores = { practice, area, before: effect.area.before, after: effect.area.after };
  const sentence =
    effect.direction === 'unchanged'
      ? t('progress.same', { practice })
      : effect.direction === 'worsened'
        ? t('progress.down', scores)
        : effect.area.after > effect.area.before
          ? t('progress.up', scores)
          : t('progress.improved', scores);
  const answer = (key: PlanEffect['before']['optionKey']) => describeAnswer(effect.questionId, key, language);
  return (
    <li
      data-testid={`effect-${effect.questionId}`}
      data-direction={effect.direction}
      className={`plan-effect plan-effect-${effect.direction}`}
    >
      <Card size="1" className="report-card">
        <Flex direction="column" gap="1">
          <Flex gap="2" align="center" wrap="wrap">
            <Text weight="bold" color={EFFECT_COLORS[effect.direction]} data-testid="effect-sentence">
              {sentence}
            </Text>
            {effect.achieved && (
              <Badge color="green" variant="solid">
                {t('plan.status.achieved')}
              </Badge>
            )}
          </Flex>
          {effect.direction !== 'unchanged' && (
            <Text size="1" color="gray">
              {t('progress.areaScore', { area })}
            </Text>
          )}
          {effect.direction === 'unchanged' ? (
            <Text size="2">{t('progress.still', { answer: answer(effect.after.optionKey) })}</Text>
          ) : (
            <>
              <Text size="2">{t('progress.was', { answer: answer(effect.before.optionKey) })}</Text>
              <Text size="2">{t('progress.now', { answer: answer(effect.after.optionKey) })}</Text>
            </>
          )}
        </Flex>
      </Card>
    </li>
  );
}

export function planProgress(
  report: ReportRow,
  previous: ReportRow | null,
  items: readonly PlanItem[] | undefined,
) {
  if (!items) return { effects: [], achieved: [] };
  const effects = previous ? planEffects(previous, report, items) : [];
  const shown = new Set(effects.map((effect) => effect.questionId));
  const achieved = planOverview(report.answers, items).achieved.filter((item) => !shown.has(item.questionId));
  return { effects, achieved };
}

export function PlanProgressSection({
  previous,
  effects,
  achieved,
}: {
  previous: ReportRow | null;
  effects: PlanEffect[];
  achieved: PlanItem[];
}) {
  const { t } = usePlanTranslation();
  const { language } = useLanguage();
  const timeZone = useTimeZone();
  if (effects.length === 0 && achieved.length === 0) return null;
  return (
    <Section id={PROGRESS_ID} heading={t('progress.heading')} testId="progress-section">
      <Text as="p" color="gray" size="2">
        {previous && effects.length > 0
          ? t('progress.intro', { date: formatDateTime(previous.created_at, language, timeZone) })
          : t('progress.introNoPrevious')}
      </Text>
      <ul className="plain-list plan-effects">
        {effects.map((effect) => (
          <EffectItem key={effect.questionId} effect={effect} />
        ))}
        {achieved.map((item) => (
          <li
            key={item.questionId}
            data-testid={`achieved-${item.questionId}`}
            className="plan-effect plan-effect-improved"
          >
            <Card size="1" className="report-card">
              <Flex gap="2" align="center" wrap="wrap">
                <Text weight="bold" color="green">
                  {t('progress.achieved', { practice: describeQuestion(item.questionId, language).topic })}
                </Text>
                <Badge color="green" variant="solid">
                  {t('plan.status.achieved')}
                </Badge>
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
