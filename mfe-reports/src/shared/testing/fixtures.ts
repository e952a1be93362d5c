// Known reports for tests: answers chosen by option position, with the scores public.submit_assessment
// gives them (scoring version 1), worked out by hand in the comments; and the report functions' answers
// without a report or figures, every field the function leaves null in them.
import { type Answers, type QuestionId, answersAtPositions, scoreAnswers } from '@ahc/assessment-model';
import type { CompositeType, Database, Tables } from '@ahc/platform';
import { TEST_USER } from '@ahc/platform/testing';
import type { ReportRow } from '../data/report-row.ts';

export const TEST_USER_ID = TEST_USER.id;
export const OTHER_USER_ID = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

/**
 * architecture 3,2,1,0,3 → 9/15 → 60 (established); deployment 0,0,1,1,2 → 4/15 → 27 (foundational);
 * security 3,3,3,3,3 → 100 (advanced); scalability 2,2,2,1,1 → 8/15 → 53 (developing);
 * overall 36/60 → 60 (established). Recommendations: 3 high, 5 medium, 5 low.
 */
export const KNOWN_POSITIONS = [3, 2, 1, 0, 3, 0, 0, 1, 1, 2, 3, 3, 3, 3, 3, 2, 2, 2, 1, 1] as const;

export function reportRow(
  id: string,
  positions: readonly number[],
  createdAt: string,
  extra: Partial<ReportRow> = {},
): ReportRow {
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
    team_id: null,
    team_name: null,
    ...extra,
  };
}

export const KNOWN_REPORT_ID = '1f0e4d2c-3b4a-4c5d-8e6f-7a8b9c0d1e2f';
export const knownReport = (): ReportRow =>
  reportRow(KNOWN_REPORT_ID, KNOWN_POSITIONS, '2026-03-14T12:00:00Z');

/** Three reports, oldest to newest, improving over time. */
export function threeReports(): ReportRow[] {
  return [
    reportRow('aaaaaaaa-0000-4000-8000-000000000001', Array(20).fill(0), '2026-01-10T12:00:00Z'),
    reportRow('aaaaaaaa-0000-4000-8000-000000000002', Array(20).fill(1), '2026-02-10T12:00:00Z'),
    knownReport(),
  ];
}

export const TEAM_ID = '7e4a0000-0000-4000-8000-00000000a001';
export const TEAM_ANSWER_ID = 'cccccccc-0000-4000-8000-000000000033';

/**
 * A person with both kinds of report, newest first: a team answer for "Payments platform" (every answer at level
 * 1: 33) after their own assessments of 75 (15 answers at 2, then 5 at 3) and 50 (10 at 1, 10 at 2).
 */
export function ownAndTeamReports(): ReportRow[] {
  return [
    reportRow(TEAM_ANSWER_ID, Array(20).fill(1), '2026-03-03T10:00:00Z', {
      team_id: TEAM_ID,
      team_name: 'Payments platform',
    }),
    reportRow(
      'cccccccc-0000-4000-8000-000000000075',
      [...Array(15).fill(2), ...Array(5).fill(3)],
      '2026-03-02T10:00:00Z',
    ),
    reportRow(
      'cccccccc-0000-4000-8000-000000000050',
      [...Array(10).fill(1), ...Array(10).fill(2)],
      '2026-03-01T10:00:00Z',
    ),
  ];
}

/** A plan_items row of the test user: the advice the known report gives on the question, unless another option is named. */
export function planRow(
  questionId: QuestionId,
  status: string,
  note = '',
  updatedAt = '2026-03-15T09:00:00Z',
  optionKey?: string,
): Tables<'plan_items'> {
  const option = optionKey ?? knownReport().answers[questionId];
  return {
    user_id: TEST_USER_ID,
    question_id: questionId,
    option_key: option,
    status,
    note,
    tracker_key: null,
    created_at: updatedAt,
    updated_at: updatedAt,
  };
}

/** get_report's answer for someone else's report, or none: the status, and no report. */
export const reportNotShown = (status: 'forbidden' | 'not_found'): CompositeType<'report_read'> => ({
  status,
  report: null,
});

/** A benchmark answer without figures: below k people, someone else's report, or none. */
export const benchmarkWithoutFigures = (
  status: Exclude<Database['public']['Enums']['benchmark_status'], 'ok'>,
): CompositeType<'benchmark'> => ({
  status,
  people_about: null,
  min_people: null,
  overall: null,
  categories: null,
  questions: null,
});

/** A stored note on one answer of a report (the known report unless named). */
export function noteRow(
  questionId: QuestionId,
  note: string,
  links: string[] = [],
  extra: Partial<Tables<'answer_notes'>> = {},
): Tables<'answer_notes'> {
  return {
    report_id: KNOWN_REPORT_ID,
    user_id: TEST_USER_ID,
    question_id: questionId,
    note,
    links,
    share_with_team: false,
    created_at: '2026-03-14T12:00:00Z',
    updated_at: '2026-03-14T12:00:00Z',
    ...extra,
  };
}
