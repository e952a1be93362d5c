// Scoring, version 1: option position p = 0..3 scores p/3 × 100; a category is the mean of its
// questions' scores, round(100 × Σp / 15); overall is the mean of the unrounded category means,
// round(100 × Σp / 60) when every question is answered. Both have fractional parts 0, 1/3 or 2/3 only,
// so no rounding rule can make this and public.submit_assessment disagree.
//
// A partly answered set (the report generator accepts any number of "question: option" lines) is scored
// by the same rule over what was answered: a category over its answered questions, overall over the
// categories with at least one answer. Such means can land on .5; they are computed as exact fractions
// and rounded half up, so the result never depends on floating-point noise.
import {
  type Answers,
  CATEGORIES,
  type CategoryId,
  OPTIONS_PER_QUESTION,
  QUESTIONS,
  optionPosition,
} from './questions.ts';

export const SCORING_VERSION = 1;

export type CategoryScores = Record<CategoryId, number>;
export type Scores = { overall: number; categories: CategoryScores; scoringVersion: typeof SCORING_VERSION };

/** Any subset of the answers: what a partly filled-in assessment gives. */
export type PartialAnswers = Partial<Answers>;

export type PartialScores = {
  /** null when no question is answered. */
  overall: number | null;
  /** null for a category without an answered question. */
  categories: Record<CategoryId, number | null>;
  /** How many of each category's questions are answered. */
  answered: Record<CategoryId, number>;
  scoringVersion: typeof SCORING_VERSION;
};

const MAX_POSITION = OPTIONS_PER_QUESTION - 1;

/** The score of one answer: p/3 × 100, unrounded (0, 33.3…, 66.6…, 100). */
export function questionScore(position: number): number {
  return (100 * position) / MAX_POSITION;
}

/** numerator / denominator rounded half up; both non-negative integers. */
function roundFraction(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

export function scorePartialAnswers(answers: PartialAnswers): PartialScores {
  const points = Object.fromEntries(CATEGORIES.map((category) => [category, 0])) as Record<
    CategoryId,
    number
  >;
  const answered = { ...points };
  for (const question of QUESTIONS) {
    const optionKey = answers[question.id];
    if (optionKey === undefined) continue;
    points[question.category] += optionPosition(question.id, optionKey);
    answered[question.category] += 1;
  }
  const scored = CATEGORIES.filter((category) => answered[category] > 0);
  const categories = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      answered[category] > 0
        ? roundFraction(100 * points[category], MAX_POSITION * answered[category])
        : null,
    ]),
  ) as Record<CategoryId, number | null>;
  // The mean of the category means Σ (100 × points / (3 × answered)) / k, over a common denominator.
  const common = scored.reduce(
    (lcm, category) => (lcm * answered[category]) / gcd(lcm, answered[category]),
    1,
  );
  const numerator = scored.reduce(
    (sum, category) => sum + 100 * points[category] * (common / answered[category]),
    0,
  );
  const overall = scored.length > 0 ? roundFraction(numerator, MAX_POSITION * common * scored.length) : null;
  return { overall, categories, answered, scoringVersion: SCORING_VERSION };
}

export function scoreAnswers(answers: Answers): Scores {
  const missing = QUESTIONS.filter((question) => answers[question.id] === undefined).map(
    (question) => question.id,
  );
  if (missing.length > 0)
    throw new RangeError(`Every question needs an answer; missing ${missing.join(', ')}`);
  const { overall, categories } = scorePartialAnswers(answers);
  return { overall: overall!, categories: categories as CategoryScores, scoringVersion: SCORING_VERSION };
}
