// Scoring, version 1 (docs/decisions.md, DESIGN.md section 5): option position p = 0..3 scores
// p/3 × 100; a category is round(100 × Σp / 15), overall round(100 × Σp / 60) — the mean of the
// unrounded category means. Both have fractional parts 0, 1/3 or 2/3 only, so no rounding rule can
// make this and public.submit_assessment disagree.
import { type Answers, CATEGORIES, type CategoryId, OPTIONS_PER_QUESTION, QUESTIONS, optionPosition } from './questions.ts';

export const SCORING_VERSION = 1;

export type CategoryScores = Record<CategoryId, number>;
export type Scores = { overall: number; categories: CategoryScores; scoringVersion: typeof SCORING_VERSION };

const MAX_POSITION = OPTIONS_PER_QUESTION - 1;

/** The score of one answer: p/3 × 100, unrounded (0, 33.3…, 66.6…, 100). */
export function questionScore(position: number): number {
  return (100 * position) / MAX_POSITION;
}

export function scoreAnswers(answers: Answers): Scores {
  const points = Object.fromEntries(CATEGORIES.map((category) => [category, 0])) as Record<CategoryId, number>;
  const counts = { ...points };
  for (const question of QUESTIONS) {
    points[question.category] += optionPosition(question.id, answers[question.id]);
    counts[question.category] += 1;
  }
  const categories = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((100 * points[category]) / (MAX_POSITION * counts[category]))]),
  ) as CategoryScores;
  const totalPoints = CATEGORIES.reduce((sum, category) => sum + points[category], 0);
  const overall = Math.round((100 * totalPoints) / (MAX_POSITION * QUESTIONS.length));
  return { overall, categories, scoringVersion: SCORING_VERSION };
}
