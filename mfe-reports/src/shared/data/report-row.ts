// A stored report as the pages use it: the reports row as the generated database types describe it,
// with its two jsonb columns in their real shape (answers: question id → option key; category_scores:
// one 0..100 score per category). Those columns are checked once, here, as a row arrives, so a page
// never renders half a report; every other column is typed by the client.
import { type Answers, CATEGORIES, type CategoryScores, validateAnswers } from '@ahc/assessment-model';
import type { Json, Tables } from '@ahc/platform';
import * as z from 'zod/mini';

export type ReportRow = Omit<Tables<'reports'>, 'answers' | 'category_scores'> & {
  answers: Answers;
  category_scores: CategoryScores;
};

/** A 0..100 score. Shared with the other readers of a report (a shared report). */
export const scoreSchema = z.int().check(z.gte(0), z.lte(100));

/** All 20 answers, each one of its question's options (the assessment model's own check). */
export const answersSchema = z.pipe(
  z.unknown(),
  z.transform((value, context): Answers => {
    const checked = validateAnswers(value);
    if (checked.ok) return checked.answers;
    context.issues.push({ code: 'custom', message: `answers: ${checked.issue.kind}`, input: value });
    return z.NEVER;
  }),
);

/** A score for every category (a later scoring version may store more; they are kept, not shown). */
export const categoryScoresSchema = z.looseRecord(z.enum(CATEGORIES), scoreSchema);

const jsonbColumns = z.object({ answers: answersSchema, category_scores: categoryScoresSchema });

/** A row of the reports table, its jsonb columns checked; null when they cannot be shown. */
export function parseReportRow(row: Tables<'reports'>): ReportRow | null {
  const checked = jsonbColumns.safeParse(row);
  return checked.success ? { ...row, ...checked.data } : null;
}

/**
 * The whole row, for get_report, whose jsonb result carries it as JSON. The columns are the table's:
 * the compile-time check below fails when a migration adds, drops or renames one until it is added
 * here too.
 */
const storedReportSchema = z.object({
  id: z.string().check(z.minLength(1)),
  user_id: z.string(),
  submission_id: z.string(),
  created_at: z
    .string()
    .check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'created_at: not a date')),
  answers: answersSchema,
  overall_score: scoreSchema,
  category_scores: categoryScoresSchema,
  company: z.nullable(z.string()),
  prepared_for: z.nullable(z.string()),
  scoring_version: z.int(),
  name: z.nullable(z.string()),
  team_id: z.nullable(z.string()),
  team_name: z.nullable(z.string()),
});

type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never]
  ? true
  : false;
const schemaHasEveryColumn: SameKeys<z.output<typeof storedReportSchema>, Tables<'reports'>> = true;
void schemaHasEveryColumn;

/** get_report's jsonb answer: the report for its owner, or why there is none. */
const getReportSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok'), report: storedReportSchema }),
  z.object({ status: z.literal('forbidden') }),
  z.object({ status: z.literal('not_found') }),
]);

export type GetReportAnswer =
  { status: 'ok'; report: ReportRow } | { status: 'forbidden' } | { status: 'not-found' };

/** get_report's answer, or null when it is not one of its three (or the report in it cannot be shown). */
export function parseGetReport(answer: Json): GetReportAnswer | null {
  const checked = getReportSchema.safeParse(answer);
  if (!checked.success) return null;
  return checked.data.status === 'not_found' ? { status: 'not-found' } : checked.data;
}

/** Newest first; reports made in the same instant keep their order. */
export function newestFirst(rows: readonly ReportRow[]): ReportRow[] {
  return [...rows].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}
