// What a report says, derived from the answers as keys and numbers (the prose is in texts/ and is put
// together by describe.ts, so a stored report renders in either language). Recommendations, insights
// and tools also take a partly answered set (the report generator's "question: option" lines): they
// then speak only of what was answered.
import { type Band, bandFor } from './bands.ts';
import {
  type Answers,
  CATEGORIES,
  type CategoryId,
  type OptionKey,
  type Position,
  QUESTIONS,
  type QuestionId,
  STRONGEST_POSITION,
  categoryOf,
  optionPosition,
  questionsIn,
} from './questions.ts';
import { type PartialAnswers, type Scores, scoreAnswers, scorePartialAnswers } from './scoring.ts';
import { MAX_RECOMMENDED_TOOLS, TOOLS_BY_QUESTION, type ToolId } from './tools.ts';

export const PRIORITIES = ['high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];

const PRIORITY_BY_POSITION: Record<0 | 1 | 2, Priority> = { 0: 'high', 1: 'medium', 2: 'low' };

/** One per answer below the strongest option: priority high (p=0), medium (p=1), low (p=2). */
export type Recommendation = {
  questionId: QuestionId;
  category: CategoryId;
  optionKey: OptionKey;
  position: 0 | 1 | 2;
  priority: Priority;
};

export type PracticeRef = { questionId: QuestionId; optionKey: OptionKey; position: Position };

export type CategoryInsight = {
  kind: 'category';
  category: CategoryId;
  score: number;
  band: Band;
  strongest: PracticeRef;
  weakest: PracticeRef;
  /** All five practices of the category are at the same level (strongest and weakest are then the first). */
  even: boolean;
};

/** A gap of at least this many points between the best and the worst category is called out. */
export const CROSS_CATEGORY_GAP = 20;

export type CrossCategoryInsight = {
  kind: 'cross_category';
  /** Every area at the best score, in assessment order (several when they tie). */
  best: CategoryId[];
  bestScore: number;
  /** Every area at the worst score, in assessment order. */
  worst: CategoryId[];
  worstScore: number;
  gap: number;
  /** gap < CROSS_CATEGORY_GAP */
  balanced: boolean;
};

export type Insight = CategoryInsight | CrossCategoryInsight;

export type ToolRecommendation = {
  toolId: ToolId;
  /** The visitor's improvable answers this tool helps with, weakest first. */
  questionIds: QuestionId[];
};

export type DerivedReport = {
  scores: Scores;
  bands: { overall: Band; categories: Record<CategoryId, Band> };
  recommendations: Recommendation[];
  insights: Insight[];
  tools: ToolRecommendation[];
};

/** The answered practices among `questionIds`, in the order given. */
function practices(answers: PartialAnswers, questionIds: readonly QuestionId[]): PracticeRef[] {
  return questionIds.flatMap((questionId) => {
    const optionKey = answers[questionId];
    return optionKey === undefined
      ? []
      : [{ questionId, optionKey, position: optionPosition(questionId, optionKey) }];
  });
}

/** Improvable answers, weakest first, then in assessment order. */
function improvable(answers: PartialAnswers): PracticeRef[] {
  return practices(
    answers,
    QUESTIONS.map((question) => question.id),
  )
    .filter((ref) => ref.position < STRONGEST_POSITION)
    .sort((a, b) => a.position - b.position); // stable: keeps assessment order within a position
}

export function deriveRecommendations(answers: PartialAnswers): Recommendation[] {
  return improvable(answers).map((ref) => {
    const position = ref.position as 0 | 1 | 2;
    return {
      ...ref,
      position,
      category: categoryOf(ref.questionId),
      priority: PRIORITY_BY_POSITION[position],
    };
  });
}

/**
 * One insight per category and one across them. The texts speak of "all five practices" and "the four
 * areas", so with a partly answered set only the fully answered categories get an insight, and the
 * one across categories needs all of them.
 */
export function deriveInsights(
  answers: PartialAnswers,
  scores: Partial<Record<CategoryId, number | null>> = scorePartialAnswers(answers).categories,
): Insight[] {
  const complete: { category: CategoryId; score: number; refs: PracticeRef[] }[] = CATEGORIES.flatMap(
    (category) => {
      const questionIds = questionsIn(category).map((question) => question.id);
      const refs = practices(answers, questionIds);
      const score = scores[category];
      return typeof score === 'number' && refs.length === questionIds.length
        ? [{ category, score, refs }]
        : [];
    },
  );
  const perCategory: CategoryInsight[] = complete.map(({ category, score, refs }) => {
    // Ties go to the earlier question: reduce keeps the first of equals.
    const strongest = refs.reduce((best, ref) => (ref.position > best.position ? ref : best));
    const weakest = refs.reduce((worst, ref) => (ref.position < worst.position ? ref : worst));
    return {
      kind: 'category',
      category,
      score,
      band: bandFor(score),
      strongest,
      weakest,
      even: strongest.position === weakest.position,
    };
  });
  if (complete.length < CATEGORIES.length) return perCategory;
  const bestScore = Math.max(...complete.map((insight) => insight.score));
  const worstScore = Math.min(...complete.map((insight) => insight.score));
  const gap = bestScore - worstScore;
  const at = (score: number) =>
    complete.filter((insight) => insight.score === score).map((insight) => insight.category);
  const cross: CrossCategoryInsight = {
    kind: 'cross_category',
    best: at(bestScore),
    bestScore,
    worst: at(worstScore),
    worstScore,
    gap,
    balanced: gap < CROSS_CATEGORY_GAP,
  };
  return [...perCategory, cross];
}

/**
 * Tools for the weakest answers: the improvable answers are taken weakest first, and in rounds — each
 * answer's best-fitting tool not chosen yet, then each answer's next one — so the picks spread over the
 * problems before going deeper into one. De-duplicated, at most `limit` (8).
 */
export function recommendTools(
  answers: PartialAnswers,
  limit: number = MAX_RECOMMENDED_TOOLS,
): ToolRecommendation[] {
  const weak = improvable(answers);
  const chosen = new Map<ToolId, QuestionId[]>();
  const rounds = Math.max(0, ...weak.map((ref) => TOOLS_BY_QUESTION[ref.questionId].length));
  for (let round = 0; round < rounds && chosen.size < limit; round++) {
    for (const ref of weak) {
      if (chosen.size >= limit) break;
      const tool = TOOLS_BY_QUESTION[ref.questionId][round];
      if (tool && !chosen.has(tool)) chosen.set(tool, []);
    }
  }
  // Each chosen tool lists every weak answer it helps with (weakest first), not only the one it was picked for.
  for (const ref of weak) {
    for (const tool of TOOLS_BY_QUESTION[ref.questionId]) chosen.get(tool)?.push(ref.questionId);
  }
  return [...chosen].map(([toolId, questionIds]) => ({ toolId, questionIds }));
}

export function deriveReport(answers: Answers): DerivedReport {
  const scores = scoreAnswers(answers);
  return {
    scores,
    bands: {
      overall: bandFor(scores.overall),
      categories: Object.fromEntries(
        CATEGORIES.map((category) => [category, bandFor(scores.categories[category])]),
      ) as Record<CategoryId, Band>,
    },
    recommendations: deriveRecommendations(answers),
    insights: deriveInsights(answers, scores.categories),
    tools: recommendTools(answers),
  };
}
