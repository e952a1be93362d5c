// The improvement plan read against a report, as keys and numbers: where each of the report's
// recommendations stands (open, planned, in progress, done, not applicable), which practices of the
// plan the report shows at the strongest level already (achieved), and, against the report before it,
// what each finished action did: the practice's answer then and now, and its area's score then and now.
// A plan item is one piece of advice (a question and the option answered): a report's recommendation
// takes the status of the item for its own answer only, so done for earlier, different advice on the
// same question leaves this one open.
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
import { type PlanItem, type PlanStatus, adviceKey } from '../data/plan-items.ts';

export type PlanState = PlanStatus | 'open';

export const PLAN_STATES = [
  'open',
  'planned',
  'in_progress',
  'done',
  'not_applicable',
] as const satisfies readonly PlanState[];

export type PlanCounts = Record<PlanState, number> & {
  /** Plan items whose practice the report shows at the strongest level (no recommendation left). */
  achieved: number;
  /** The report's recommendations. */
  total: number;
  /** Recommendations done or not applicable. */
  handled: number;
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
  const byKey = new Map(items.map((item) => [adviceKey(item), item]));
  const byQuestion = new Map<QuestionId, PlanItem>();
  const counts: PlanCounts = {
    open: 0,
    planned: 0,
    in_progress: 0,
    done: 0,
    not_applicable: 0,
    achieved: 0,
    total: 0,
    handled: 0,
  };
  for (const recommendation of deriveRecommendations(answers)) {
    const item = byKey.get(adviceKey(recommendation));
    if (item) byQuestion.set(recommendation.questionId, item);
    counts[item?.status ?? 'open'] += 1;
    counts.total += 1;
  }
  counts.handled = counts.done + counts.not_applicable;
  const achieved = QUESTIONS.flatMap((question) => {
    if (optionPosition(question.id, answers[question.id]) !== STRONGEST_POSITION) return [];
    const latest = items.filter((item) => item.questionId === question.id).sort(latestFirst)[0];
    return latest ? [latest] : [];
  });
  counts.achieved = achieved.length;
  return { byQuestion, counts, achieved };
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
