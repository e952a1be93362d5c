// The improvement plan read against a report, as keys and numbers: where each of the report's
// recommendations stands (open, planned, in progress, done, not applicable: the assessment model's
// planStanding, the one count the reminder e-mail shows too), which practices of the plan the report
// shows at the strongest level already (achieved), and, against the report before it, what each
// finished action did: the practice's answer then and now, and its area's score then and now.
import {
  type Answers,
  type CategoryId,
  type CategoryScores,
  type OptionKey,
  type PlanCounts as StandingCounts,
  type PlanState,
  type Position,
  QUESTIONS,
  type QuestionId,
  STRONGEST_POSITION,
  adviceKey,
  categoryOf,
  optionPosition,
  planStanding,
} from '@ahc/assessment-model';
import type { PlanItem } from '../data/plan-items.ts';

export { PLAN_STATES, type PlanState } from '@ahc/assessment-model';

export type PlanCounts = StandingCounts & {
  /** Plan items whose practice the report shows at the strongest level (no recommendation left). */
  achieved: number;
};

export type PlanOverview = {
  /** The plan item of each of this report's recommendations that has one (the item for the report's own answer). */
  byQuestion: ReadonlyMap<QuestionId, PlanItem>;
  counts: PlanCounts;
  /** One per practice, in assessment order: the latest changed item of a practice the report shows at the strongest level. */
  achieved: PlanItem[];
};

type ReportLike = { answers: Answers; category_scores: CategoryScores };

const latestFirst = (a: PlanItem, b: PlanItem) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt);

export function planOverview(answers: Answers, items: readonly PlanItem[]): PlanOverview {
  const { byQuestion, counts } = planStanding(answers, items);
  const achieved = QUESTIONS.flatMap((question) => {
    if (optionPosition(question.id, answers[question.id]) !== STRONGEST_POSITION) return [];
    const latest = items.filter((item) => item.questionId === question.id).sort(latestFirst)[0];
    return latest ? [latest] : [];
  });
  return { byQuestion, counts: { ...counts, achieved: achieved.length }, achieved };
}

/** The questions whose recommendation in this report the plan has handled (done or not applicable). */
export function handledQuestions(overview: Pick<PlanOverview, 'byQuestion'>): QuestionId[] {
  return [...overview.byQuestion.values()]
    .filter((item) => item.status === 'done' || item.status === 'not_applicable')
    .map((item) => item.questionId);
}

/** The plan state of one recommendation. */
export const stateOf = (overview: Pick<PlanOverview, 'byQuestion'>, questionId: QuestionId): PlanState =>
  overview.byQuestion.get(questionId)?.status ?? 'open';

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

/**
 * What each action marked done on the previous report's advice did between that report and this one, in
 * assessment order. Done for other advice on the same question (an older report's) is not this step's.
 */
export function planEffects(
  previous: ReportLike,
  current: ReportLike,
  items: readonly PlanItem[],
): PlanEffect[] {
  const done = new Map(items.filter((item) => item.status === 'done').map((item) => [adviceKey(item), item]));
  return QUESTIONS.flatMap((question) => {
    const item = done.get(adviceKey({ questionId: question.id, optionKey: previous.answers[question.id] }));
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
        direction:
          after.position > before.position
            ? 'improved'
            : after.position < before.position
              ? 'worsened'
              : 'unchanged',
        area: { before: previous.category_scores[category], after: current.category_scores[category] },
        achieved: after.position === STRONGEST_POSITION,
      },
    ];
  });
}
