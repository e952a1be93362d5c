// Known reports for tests: answers chosen by option position, with the scores public.submit_assessment
// gives them (scoring version 1), worked out by hand in the comments.
import { type Answers, type QuestionId, answersAtPositions, scoreAnswers } from '@ahc/assessment-model';
import type { Tables } from '@ahc/platform';
import { TEST_USER } from '@ahc/platform/testing';
import type { ReportRow } from '../data/reports/report-row.ts';

export const TEST_USER_ID = TEST_USER.id;
export const OTHER_USER_ID = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

/**
 * architecture 3,2,1,0,3 → 9/15 → 60 (established); deployment 0,0,1,1,2 → 4/15 → 27 (foundational);
 * security 3,3,3,3,3 → 100 (advanced); scalability 2,2,2,1,1 → 8/15 → 53 (developing);
 * overall 36/60 → 60 (established). Recommendations: 3 high, 5 medium, 5 low.
 */
export const KNOWN_POSITIONS = [3, 2, 1, 0, 3, 0, 0, 1, 1, 2, 3, 3, 3, 3, 3, 2, 2, 2, 1, 1] as const;

export function reportRow(id: string, positions: readonly number[], createdAt: string, extra: Partial<ReportRow> = {}): ReportRow {
  const answers: Answers = answersAtPositions(positions);
  const scores = scoreAnswers(answers);
  return {
    id,
    user_id: TEST_USER_ID,
    submission_id: `0000000${id.slice(-1)}-0000-4000-8000-000000000000`,
    created_at: createdAt,
    answers,
    overall_score: scores.overall,
    category_scores: scores.categories,
    company: 'Acme ApS',
    prepared_for: 'Ada Lovelace',
    scoring_version: 1,
    name: null,
    ...extra,
  };
}

export const KNOWN_REPORT_ID = '1f0e4d2c-3b4a-4c5d-8e6f-7a8b9c0d1e2f';
export const knownReport = (): ReportRow => reportRow(KNOWN_REPORT_ID, KNOWN_POSITIONS, '2026-03-14T12:00:00Z');

/** Three reports, oldest to newest, improving over time. */
export function threeReports(): ReportRow[] {
  return [
    reportRow('aaaaaaaa-0000-4000-8000-000000000001', Array(20).fill(0), '2026-01-10T12:00:00Z'),
    reportRow('aaaaaaaa-0000-4000-8000-000000000002', Array(20).fill(1), '2026-02-10T12:00:00Z'),
    knownReport(),
  ];
}

/** A plan_items row of the test user. */
export function planRow(questionId: QuestionId, status: string, note = '', updatedAt = '2026-03-15T09:00:00Z'): Tables<'plan_items'> {
  return { user_id: TEST_USER_ID, question_id: questionId, status, note, created_at: updatedAt, updated_at: updatedAt };
}
