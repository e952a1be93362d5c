// What a page shows of a stored report: the model's derivations from the stored answers, with the
// stored scores (the numbers the report was issued with), described in the reader's language.
import {
  CATEGORIES,
  type CategoryId,
  type DerivedReport,
  type ReportDescription,
  bandFor,
  deriveReport,
  describeReport,
} from '@ahc/assessment-model';
import type { Language } from '@ahc/platform';
import type { ReportRow } from '#shared/data/report-row.ts';
import type { Classified } from './system.ts';

/**
 * What the report view reads of a stored report (an owner's row, or what a share link shows, which says
 * nothing of a team).
 */
export type ViewedReport = Pick<ReportRow, 'created_at' | 'answers' | 'overall_score' | 'category_scores'> &
  Classified;

export function deriveStoredReport(row: ViewedReport): DerivedReport {
  const derived = deriveReport(row.answers);
  const categories = row.category_scores;
  return {
    ...derived,
    scores: { overall: row.overall_score, categories, scoringVersion: derived.scores.scoringVersion },
    bands: {
      overall: bandFor(row.overall_score),
      categories: Object.fromEntries(
        CATEGORIES.map((category) => [category, bandFor(categories[category])]),
      ) as Record<CategoryId, ReturnType<typeof bandFor>>,
    },
    // Insights quote scores: keep them in step with the stored ones.
    insights: derived.insights.map((insight) =>
      insight.kind === 'category'
        ? { ...insight, score: categories[insight.category], band: bandFor(categories[insight.category]) }
        : insight,
    ),
  };
}

export function describeStoredReport(row: ViewedReport, language: Language): ReportDescription {
  return describeReport(deriveStoredReport(row), language);
}
