// A stored report as the pages use it: the reports row as the generated database types describe it,
// with its two jsonb columns in their real shape (answers: question id → option key; category_scores:
// one 0..100 score per category). Those columns are checked once, here, as a row arrives, so a page
// never renders half a report; every other column is typed by the generated types (a table read's
// rows, and get_report's answer, whose report is the reports row type).
import { type Answers, CATEGORIES, type CategoryScores, validateAnswers } from '@ahc/assessment-model';
import type { Json, Tables } from '@ahc/platform';

/** A 0..100 score. */
const isScore = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= 100;

/**
 * A score for every category (a later scoring version may store more; they are kept, not shown). Checked
 * by hand, as the answers are by the model: a schema library here was 6.9 KB gzip of every report page.
 */
function categoryScores(value: unknown): CategoryScores | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const scores = value as Record<string, unknown>;
  return CATEGORIES.every((category) => isScore(scores[category])) ? (scores as CategoryScores) : null;
}

type JsonbColumns = { answers: Json; category_scores: Json };

/** `Row` with its two jsonb columns in their real shape. */
export type WithReportScores<Row extends JsonbColumns> = Omit<Row, keyof JsonbColumns> & {
  answers: Answers;
  category_scores: CategoryScores;
};

export type ReportRow = WithReportScores<Tables<'reports'>>;

/**
 * A report's jsonb columns checked, on a reports row or on what else carries them (a shared report);
 * null when they cannot be shown.
 */
export function parseReportRow<Row extends JsonbColumns>(row: Row): WithReportScores<Row> | null {
  // All 20 answers, each one of its question's options (the assessment model's own check).
  const answers = validateAnswers(row.answers);
  const scores = categoryScores(row.category_scores);
  return answers.ok && scores ? { ...row, answers: answers.answers, category_scores: scores } : null;
}

/** Newest first; reports made in the same instant keep their order. */
export function newestFirst(rows: readonly ReportRow[]): ReportRow[] {
  return [...rows].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}
