import type { CompositeType } from '@ahc/platform';
import { AppError } from '@ahc/platform/data';
import { describe, expect, it, vi } from 'vitest';
import { benchmarkWithoutFigures } from '#shared/testing/fixtures.ts';
import { BUCKETS, bucketOf, bucketRange, midRankPercentile, narrowBenchmark } from './benchmark.ts';
import { minPeopleFrom } from './benchmark-query.ts';

const metric = { score: 55, percentile: 61, mean: 51.5, buckets: [0, 1, 2, 5, 8, 9, 4, 2, 1, 0] };
const ok: CompositeType<'benchmark'> = {
  status: 'ok',
  people_about: 30,
  min_people: 20,
  overall: metric,
  categories: { architecture: metric, deployment: metric, security: metric, scalability: metric },
  questions: [
    { question_id: 'arch_1', stronger_pct: 25 },
    { question_id: 'arch_99', stronger_pct: 10 },
  ],
};
const narrow = (answer: CompositeType<'benchmark'> | null) => narrowBenchmark(answer, 'get_report_benchmark');

describe('narrowBenchmark', () => {
  it('takes an ok answer, leaving out questions this version does not know', () => {
    expect(narrow(ok)).toEqual({
      status: 'ok',
      benchmark: {
        peopleAbout: 30,
        minPeople: 20,
        overall: metric,
        categories: ok.categories,
        questions: [{ questionId: 'arch_1', strongerPct: 25 }],
      },
    });
  });

  it('maps the other three statuses', () => {
    expect(narrow(benchmarkWithoutFigures('insufficient_data'))).toEqual({ status: 'insufficient-data' });
    expect(narrow(benchmarkWithoutFigures('forbidden'))).toEqual({ status: 'forbidden' });
    expect(narrow(benchmarkWithoutFigures('not_found'))).toEqual({ status: 'not-found' });
  });

  it('refuses half a comparison: no figures, a missing area, a figure or a question without its number', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken: (CompositeType<'benchmark'> | null)[] = [
      null,
      { ...benchmarkWithoutFigures('not_found'), status: 'ok' },
      { ...ok, categories: { ...ok.categories!, security: null } },
      { ...ok, overall: { ...metric, percentile: null } },
      { ...ok, questions: [{ question_id: 'arch_1', stronger_pct: null }] },
    ];
    for (const answer of broken) expect(() => narrow(answer)).toThrow(AppError);
  });
});

describe('the benchmark figures', () => {
  it('put a score in its 10-point bucket, 100 in the top one', () => {
    expect([0, 9, 10, 55, 99, 100].map(bucketOf)).toEqual([0, 0, 1, 5, 9, 9]);
    expect(bucketRange(0)).toEqual([0, 9]);
    expect(bucketRange(BUCKETS - 1)).toEqual([90, 100]);
  });

  it('count those with the same score half in the percentile', () => {
    // 10 below, 4 equal, 26 above among 40: (20 + 4) / 80 = 30 %.
    expect(midRankPercentile(10, 4, 40)).toBe(30);
    expect(midRankPercentile(0, 1, 1)).toBe(50);
  });

  it('read k from the setting as the database does: whole, never below 5, 20 without one', () => {
    expect(minPeopleFrom({ min_people: 30 })).toBe(30);
    expect(minPeopleFrom({ min_people: 2 })).toBe(5);
    expect(minPeopleFrom({ min_people: 25.7 })).toBe(25);
    expect(minPeopleFrom(undefined)).toBe(20);
    expect(minPeopleFrom({ min_people: 'many' })).toBe(20);
  });
});
