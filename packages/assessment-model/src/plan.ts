// Where a person's improvement plan stands against one report: each of the report's recommendations
// takes the status of the plan item for its own advice (the question and the option answered), so done
// for earlier, different advice on the same question leaves this one open. The one definition of the
// plan's count, which the dashboard, the report page and the reminder e-mail all show
// ("16 of 18 recommendations open, 2 in progress").
import type { QuestionId } from './questions.ts';
import { type PartialAnswers } from './scoring.ts';
import { deriveRecommendations } from './derive.ts';

export const PLAN_STATUSES = ['planned', 'in_progress', 'done', 'not_applicable'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** A recommendation's state in the plan: a status, or open when the plan has no item for its advice. */
export type PlanState = PlanStatus | 'open';

export const PLAN_STATES = [
  'open',
  'planned',
  'in_progress',
  'done',
  'not_applicable',
] as const satisfies readonly PlanState[];

/** What a plan item is about: one piece of advice, a question and the option answered. */
export type PlanAdvice = { questionId: string; optionKey: string };

/** One key per piece of advice (question ids and option keys hold no colon). */
export const adviceKey = (advice: PlanAdvice): string => `${advice.questionId}:${advice.optionKey}`;

export type PlanCounts = Record<PlanState, number> & {
  /** The report's recommendations. */
  total: number;
  /** Recommendations done or not applicable. */
  handled: number;
  /** Recommendations still to act on: not planned, planned or in progress (total − handled). */
  remaining: number;
};

export type PlanStanding<Item> = {
  /** The plan item of each recommendation that has one (the item for the report's own answer). */
  byQuestion: ReadonlyMap<QuestionId, Item>;
  counts: PlanCounts;
};

/** The plan read against one report's answers: which recommendation has which item, and the counts. */
export function planStanding<Item extends PlanAdvice & { status: PlanStatus }>(
  answers: PartialAnswers,
  items: readonly Item[],
): PlanStanding<Item> {
  const byKey = new Map(items.map((item) => [adviceKey(item), item]));
  const byQuestion = new Map<QuestionId, Item>();
  const counts: PlanCounts = {
    open: 0,
    planned: 0,
    in_progress: 0,
    done: 0,
    not_applicable: 0,
    total: 0,
    handled: 0,
    remaining: 0,
  };
  for (const recommendation of deriveRecommendations(answers)) {
    const item = byKey.get(adviceKey(recommendation));
    if (item) byQuestion.set(recommendation.questionId, item);
    counts[item?.status ?? 'open'] += 1;
    counts.total += 1;
  }
  counts.handled = counts.done + counts.not_applicable;
  counts.remaining = counts.total - counts.handled;
  return { byQuestion, counts };
}
