import { describe, expect, it } from 'vitest';
import { reportRow } from '#shared/testing/fixtures.ts';
import { chronological, compareReports } from './compare-reports.ts';

// Positions per question (assessment order: arch_1..5, deploy_1..5, sec_1..5, scal_1..5).
const EARLIER = [0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3];
const LATER = [3, 1, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 0, 3, 3, 3, 3, 2];

const earlier = reportRow('aaaaaaaa-0000-4000-8000-00000000000a', EARLIER, '2026-01-01T09:00:00Z');
const later = reportRow('aaaaaaaa-0000-4000-8000-00000000000b', LATER, '2026-02-01T09:00:00Z');

describe('compareReports', () => {
  it('gives the change per category and overall, from the earlier report to the later', () => {
    const comparison = compareReports(earlier, later);
    // architecture 0 → 4 points (27), deployment 5 → 5 (33), security 10 → 8 (53), scalability 15 → 14 (93);
    // overall 30/60 = 50 → 31/60 = 52.
    expect(comparison.overall).toEqual({ before: 50, after: 52, change: 2, direction: 'improved' });
    expect(comparison.categories).toEqual([
      { category: 'architecture', before: 0, after: 27, change: 27, direction: 'improved' },
      { category: 'deployment', before: 33, after: 33, change: 0, direction: 'unchanged' },
      { category: 'security', before: 67, after: 53, change: -14, direction: 'worsened' },
      { category: 'scalability', before: 100, after: 93, change: -7, direction: 'worsened' },
    ]);
  });

  it('tells which answers improved and which worsened, biggest moves first', () => {
    const comparison = compareReports(earlier, later);
    expect(
      comparison.improved.map((q) => [
        q.questionId,
        q.before.optionKey,
        q.after.optionKey,
        q.positionChange,
        q.scoreChange,
      ]),
    ).toEqual([
      ['arch_1', 'panic', 'efficient', 3, 100],
      ['arch_2', 'always', 'often', 1, 33],
    ]);
    expect(
      comparison.worsened.map((q) => [
        q.questionId,
        q.before.optionKey,
        q.after.optionKey,
        q.positionChange,
        q.scoreChange,
      ]),
    ).toEqual([
      ['sec_5', 'regular_review', 'assume_compliant', -2, -67],
      ['scal_5', 'near_perfect', 'high_uptime', -1, -33],
    ]);
    expect(comparison.unchangedCount).toBe(16);
    expect(comparison.questions).toHaveLength(20);
    expect(comparison.questions.find((q) => q.questionId === 'deploy_3')).toMatchObject({
      direction: 'unchanged',
      positionChange: 0,
      scoreChange: 0,
    });
  });

  it('reads forwards in time whichever order the two were picked in', () => {
    const picked = compareReports(later, earlier);
    expect(picked.from.id).toBe(earlier.id);
    expect(picked.to.id).toBe(later.id);
    expect(picked).toEqual(compareReports(earlier, later));
    expect(chronological(later, earlier)).toEqual([earlier, later]);
  });

  it('finds nothing changed between a report and itself', () => {
    const same = compareReports(earlier, earlier);
    expect(same.overall.change).toBe(0);
    expect(same.improved).toEqual([]);
    expect(same.worsened).toEqual([]);
    expect(same.unchangedCount).toBe(20);
  });
});
