import {
  AppError,
  type TeamQuestion as TeamQuestionRow,
  type TeamReport as TeamReportRow,
  type TeamReportAnswer as TeamReportRowAnswer,
} from '@ahc/platform/data';
import { describe, expect, it, vi } from 'vitest';
import { teamReportInModelTerms } from './team-report.ts';

const figures = { mean: 66.3, spread: 0.9, consensus: 0.936 };
const round = {
  id: 'r1',
  number: 1,
  status: 'closed' as const,
  opened_at: '2026-11-20T10:00:00Z',
  closed_at: '2026-11-21T10:00:00Z',
  answers: 3,
  released: true,
  i_answered: true,
};
const arch1: TeamQuestionRow = {
  question_id: 'arch_1',
  category: 'architecture',
  options: [
    { key: 'panic', count: 1 },
    { key: 'tricky', count: 0 },
    { key: 'easy', count: 1 },
    { key: 'efficient', count: 1 },
  ],
  consensus: 0.309,
  weakest: 'panic',
  my_pick: 'efficient',
};
const released = (questions: TeamQuestionRow[]): TeamReportRow => ({
  status: 'ok',
  round,
  answers: 3,
  min_answers: 3,
  overall: figures,
  categories: { architecture: figures, deployment: figures, security: figures, scalability: figures },
  questions,
  talk_first: questions,
});

describe('get_team_report in the model’s terms', () => {
  it('takes the questions, options and categories the model has as they are', () => {
    expect(teamReportInModelTerms(released([arch1]))).toEqual(released([arch1]));
    const open: TeamReportRowAnswer = { status: 'round_open', round, answers: 1, min_answers: 3 };
    expect(teamReportInModelTerms(open)).toBe(open);
  });

  it('is an AppError for a question, an option or a category the model does not have', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const odd of [
      { ...arch1, question_id: 'arch_99' },
      { ...arch1, category: 'cooking' },
      { ...arch1, options: [{ key: 'always', count: 3 }] },
      { ...arch1, weakest: 'rarely' },
      { ...arch1, my_pick: 'never' },
    ])
      expect(() => teamReportInModelTerms(released([odd]))).toThrow(AppError);
  });
});
