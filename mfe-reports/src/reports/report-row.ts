// A stored report as the client reads it (supabase/migrations/20261121000003_reports.sql): keys and
// numbers only. A row is checked before it is shown, so a page never renders half a report.
import { type Answers, CATEGORIES, type CategoryScores, validateAnswers } from '@ahc/assessment-model';

export type ReportRow = {
  id: string;
  user_id: string;
  submission_id: string;
  created_at: string;
  /** question id → option key */
  answers: Answers;
  overall_score: number;
  category_scores: CategoryScores;
  company: string | null;
  prepared_for: string | null;
  scoring_version: number;
};

/** The columns a client reads, in the table's order. */
export const REPORT_COLUMNS = 'id,user_id,submission_id,created_at,answers,overall_score,category_scores,company,prepared_for,scoring_version';

const isScore = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100;
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const optionalText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The row when it is a complete, renderable report; null otherwise. */
export function parseReportRow(value: unknown): ReportRow | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const row = value as Record<string, unknown>;
  if (!isText(row.id) || !isText(row.created_at) || Number.isNaN(Date.parse(row.created_at))) return null;
  if (!isScore(row.overall_score)) return null;
  const categories = row.category_scores;
  if (typeof categories !== 'object' || categories === null) return null;
  if (!CATEGORIES.every((category) => isScore((categories as Record<string, unknown>)[category]))) return null;
  const answers = validateAnswers(row.answers);
  if (!answers.ok) return null;
  return {
    id: row.id,
    user_id: typeof row.user_id === 'string' ? row.user_id : '',
    submission_id: typeof row.submission_id === 'string' ? row.submission_id : '',
    created_at: row.created_at,
    answers: answers.answers,
    overall_score: row.overall_score,
    category_scores: Object.fromEntries(CATEGORIES.map((category) => [category, (categories as CategoryScores)[category]])) as CategoryScores,
    company: optionalText(row.company),
    prepared_for: optionalText(row.prepared_for),
    scoring_version: typeof row.scoring_version === 'number' ? row.scoring_version : 1,
  };
}

/** Newest first; reports made in the same instant keep their order. */
export function newestFirst(rows: readonly ReportRow[]): ReportRow[] {
  return [...rows].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}
