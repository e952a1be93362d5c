import { answersAtPositions } from '@ahc/assessment-model';
import { describe, expect, it } from 'vitest';
import { parseReportRow } from './report-row.ts';

const answers = answersAtPositions(Array.from({ length: 20 }, (_, i) => i % 4));
const scores = { architecture: 60, deployment: 0, security: 100, scalability: 42 };
const row = (changes: Record<string, unknown> = {}) => ({
  id: 'r1',
  answers: answers as unknown,
  category_scores: scores as unknown,
  ...changes,
});

describe('parseReportRow', () => {
  it('keeps a row whose answers and category scores can be shown, and its other columns', () => {
    expect(parseReportRow(row() as never)).toEqual({ id: 'r1', answers, category_scores: scores });
  });

  it('keeps a category a later scoring version added', () => {
    const later = { ...scores, observability: 70 };
    expect(parseReportRow(row({ category_scores: later }) as never)?.category_scores).toEqual(later);
  });

  it.each([
    ['an answer missing', { answers: { ...answers, [Object.keys(answers)[0]!]: undefined } }],
    ['an option no question has', { answers: { ...answers, [Object.keys(answers)[0]!]: 'nope' } }],
    ['a category without a score', { category_scores: { ...scores, security: undefined } }],
    ['a score over 100', { category_scores: { ...scores, security: 101 } }],
    ['a score below 0', { category_scores: { ...scores, security: -1 } }],
    ['a fractional score', { category_scores: { ...scores, security: 50.5 } }],
    ['a score as text', { category_scores: { ...scores, security: '50' } }],
    ['scores as a list', { category_scores: [60, 0, 100, 42] }],
    ['no scores', { category_scores: null }],
  ])('refuses a row with %s', (_, changes) => {
    expect(parseReportRow(row(changes) as never)).toBeNull();
  });
});
