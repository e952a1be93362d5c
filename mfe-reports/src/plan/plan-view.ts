// The improvement plan read against a report, as keys and numbers: where each of the report's
// recommendations stands (open, planned, in progress, done, not applicable), which plan items the
// report shows at the strongest level already (achieved), and, against the report before it, what each
// finished action did: the practice's answer then and now, and its area's score then and now.
import {
  type Answers,
  type CategoryId,
  type CategoryScores,
  type OptionKey,
  type Position,
  QUESTIONS,
  type QuestionId,
  STRONGEST_POSITION,
  categoryOf,
  deriveRecommendations,
  optionPosition,
} from '@ahc/assessment-model';
import type { PlanItem, PlanStatus } from '../data/plan/plan-items.ts';

export type PlanState = PlanStatus | 'open';

export const PLAN_STATES = ['open', 'planned', 'in_progress', 'done', 'not_applicable'] as const satisfies readonly PlanState[];

export type PlanCounts = Record<PlanState, number> & {
  /** Plan items whose practice the report shows at the strongest level (no recommendation left). */
  achieved: number;
  /** The report's recommendations. */
  total: number;
  /** Recommendations done or not applicable. */
  handled: number;
};

export type PlanOverview = {
  byQuestion: ReadonlyMap<QuestionId, PlanItem>;
  counts: PlanCounts;
  /** In assessment order. */
  achieved: PlanItem[];
};

type ReportLike = { answers: Answers; category_scores: CategoryScores };

export function planOverview(answers: Answers, items: readonly PlanItem[]): PlanOverview {
  const byQuestion = new Map(items.map((item) => [item.questionId, item]));
  const counts: PlanCounts = { open: 0, planned: 0, in_progress: 0, done: 0, not_applicable: 0, achieved: 0, total: 0, handled: 0 };
  for (const recommendation of deriveRecommendations(answers)) {
    counts[byQuestion.get(recommendation.questionId)?.status ?? 'open'] += 1;
    counts.total += 1;
  }
  counts.handled = counts.done + counts.not_applicable;
  const achieved = QUESTIONS.flatMap((question) => {
    const item = byQuestion.get(question.id);
    return item && optionPosition(question.id, answers[question.id]) === STRONGEST_POSITION ? [item] : [];
  });
  counts.achieved = achieved.length;
  return { byQuestion, counts, achieved };
}

/** The plan state of one recommendation. */
export const stateOf = (overview: Pick<PlanOverview, 'byQuestion'>, questionId: QuestionId): PlanState => overview.byQuestion.get(questionId)?.status ?? 'open';

export type PlanEffect = {
  item: PlanItem;
  questionId: QuestionId;
  category: CategoryId;
  before: { optionKey: OptionKey; position: Position };
  after: { optionKey: OptionKey; position: Position };
  /** How the practice's answer moved. */
  direction: 'improved' | 'unchanged' | 'worsened';
  /** Its area's score, out of 100, in the two reports. */
  area: { before: number; after: number };
  /** The practice is at the strongest level now. */
  achieved: boolean;
};

/** What each plan item marked done did between the previous report and this one, in assessment order. */
export function planEffects(previous: ReportLike, current: ReportLike, items: readonly PlanItem[]): PlanEffect[] {
  const done = new Map(items.filter((item) => item.status === 'done').map((item) => [item.questionId, item]));
  return QUESTIONS.flatMap((question) => {
    const item = done.get(question.id);
    if (!item) return [];
    const side = (report: ReportLike) => {
      const optionKey = report.answers[question.id];
      return { optionKey, position: optionPosition(question.id, optionKey) };
    };
    const before = side(previous);
    const after = side(current);
    const category = categoryOf(question.id);
    return [
      {
        item,
        questionId: question.id,
        category,
        before,
        after,
        direction: after.position > before.position ? 'improved' : after.position < before.position ? 'worsened' : 'unchanged',
        area: { before: previous.category_scores[category], after: current.category_scores[category] },
        achieved: after.position === STRONGEST_POSITION,
      },
    ];
  });
}

/** The report taken just before this one, or null for the first. */
export function previousReport<T extends { id: string; created_at: string }>(reports: readonly T[], report: { id: string; created_at: string }): T | null {
  const at = Date.parse(report.created_at);
  return reports
    .filter((other) => other.id !== report.id && Date.parse(other.created_at) < at)
    .reduce<T | null>((latest, other) => (!latest || Date.parse(other.created_at) > Date.parse(latest.created_at) ? other : latest), null);
}
