// A stored report as the pages use it: the reports row as the generated database types describe it,
// with its two jsonb columns in their real shape (answers: question id → option key; category_scores:
// one 0..100 score per category). Those columns are checked once, here, as a row arrives, so a page
// never renders half a report; every other column is typed by the generated types (a table read's
// rows, and get_report's answer, whose report is the reports row type).
import { type Answers, CATEGORIES, type CategoryScores, validateAnswers } from '@ahc/assessment-model';
import type { Json, Tables } from '@ahc/platform';
import * as z from 'zod/mini';

/** A 0..100 score. */
const scoreSchema = z.int().check(z.gte(0), z.lte(100));

/** All 20 answers, each one of its question's options (the assessment model's own check). */
const answersSchema = z.pipe(
  z.unknown(),
  z.transform((value, context): Answers => {
    const checked = validateAnswers(value);
    if (checked.ok) return checked.answers;
    context.issues.push({ code: 'custom', message: `answers: ${checked.issue.kind}`, input: value });
    return z.NEVER;
  }),
);

/** A score for every category (a later scoring version may store more; they are kept, not shown). */
const categoryScoresSchema = z.looseRecord(z.enum(CATEGORIES), scoreSchema);

const jsonbColumns = z.object({ answers: answersSchema, category_scores: categoryScoresSchema });

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
  const checked = jsonbColumns.safeParse(row);
  return checked.success ? { ...row, ...checked.data } : null;
}

/** Newest first; reports made in the same instant keep their order. */
export function newestFirst(rows: readonly ReportRow[]): ReportRow[] {
  return [...rows].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}
