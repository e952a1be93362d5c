import { describe, expect, it } from 'vitest';
import { BAND_THRESHOLDS, bandFor } from './bands.ts';
import {
  answerSetsCoveringEveryOption,
  answersAt,
  answersAtPositions,
  mixedAnswerSets,
  scoringParitySets,
} from './fixtures.ts';
import { type Answers, QUESTIONS } from './questions.ts';
import { SCORING_VERSION, questionScore, scoreAnswers, scorePartialAnswers } from './scoring.ts';

describe('scoreAnswers (scoring version 1)', () => {
  it('scores all weakest 0 and all strongest 100', () => {
    expect(scoreAnswers(answersAt(0))).toEqual({
      overall: 0,
      categories: { architecture: 0, deployment: 0, security: 0, scalability: 0 },
      scoringVersion: 1,
    });
    expect(scoreAnswers(answersAt(3))).toEqual({
      overall: 100,
      categories: { architecture: 100, deployment: 100, security: 100, scalability: 100 },
      scoringVersion: SCORING_VERSION,
    });
  });

  it('scores every middle option uniformly: p=1 → 33, p=2 → 67', () => {
    expect(scoreAnswers(answersAt(1)).overall).toBe(33);
    expect(scoreAnswers(answersAt(2)).overall).toBe(67);
  });

  it('scores a mixed set as computed by hand', () => {
    // architecture 3,3,2,1,0 = 9 → 100·9/15 = 60; deployment 1,1,1,1,2 = 6 → 40;
    // security 0,0,0,0,1 = 1 → 6.67 → 7; scalability 3,3,3,3,2 = 14 → 93.33 → 93;
    // overall 30/60 → 50.
    const answers = answersAtPositions([3, 3, 2, 1, 0, 1, 1, 1, 1, 2, 0, 0, 0, 0, 1, 3, 3, 3, 3, 2]);
    expect(scoreAnswers(answers)).toMatchObject({
      overall: 50,
      categories: { architecture: 60, deployment: 40, security: 7, scalability: 93 },
    });
  });

  it('rounds overall from the total points, not from the rounded category scores', () => {
    // One point in architecture and one in deployment: those categories score 100·1/15 = 6.7 → 7, the
    // mean of the rounded categories would be 14/4 = 3.5 → 4, but overall is 100·2/60 = 3.3 → 3.
    const positions = QUESTIONS.map(() => 0);
    positions[0] = 1;
    positions[5] = 1;
    const scores = scoreAnswers(answersAtPositions(positions));
    expect(scores.categories).toEqual({ architecture: 7, deployment: 7, security: 0, scalability: 0 });
    expect(scores.overall).toBe(3);
  });

  it('gives every option of every question its position', () => {
    // One question at position p, all others weakest: its category scores round(100·p/15).
    for (const question of QUESTIONS) {
      for (const [position, key] of question.options.entries()) {
        const answers = { ...answersAt(0), [question.id]: key } as Answers;
        const scores = scoreAnswers(answers);
        expect(scores.categories[question.category], `${question.id}=${key}`).toBe(
          Math.round((100 * position) / 15),
        );
        expect(scores.overall, `${question.id}=${key}`).toBe(Math.round((100 * position) / 60));
      }
    }
  });

  it('agrees with the per-question score p/3 × 100 averaged, on the sets covering every option', () => {
    for (const answers of answerSetsCoveringEveryOption()) {
      const scores = scoreAnswers(answers);
      const means = new Map<string, number[]>();
      for (const question of QUESTIONS) {
        const position = question.options.indexOf(answers[question.id] as never);
        means.set(question.category, [...(means.get(question.category) ?? []), questionScore(position)]);
      }
      const categoryMeans = [...means.values()].map(
        (values) => values.reduce((a, b) => a + b) / values.length,
      );
      for (const [category, values] of means) {
        expect(scores.categories[category as keyof typeof scores.categories]).toBe(
          Math.round(values.reduce((a, b) => a + b) / values.length),
        );
      }
      expect(scores.overall).toBe(Math.round(categoryMeans.reduce((a, b) => a + b) / 4));
    }
  });

  it('never lands on .5 (so SQL and TypeScript rounding cannot differ)', () => {
    for (let points = 0; points <= 15; points++) expect(((100 * points) / 15) % 1).not.toBeCloseTo(0.5);
    for (let points = 0; points <= 60; points++) expect(((100 * points) / 60) % 1).not.toBeCloseTo(0.5);
  });
});

describe('scorePartialAnswers (the same rule over what was answered)', () => {
  it('equals scoreAnswers on every complete set', () => {
    for (const [name, answers] of scoringParitySets()) {
      const partial = scorePartialAnswers(answers);
      const complete = scoreAnswers(answers);
      expect({ overall: partial.overall, categories: partial.categories }, name).toEqual({
        overall: complete.overall,
        categories: complete.categories,
      });
      expect(partial.answered).toEqual({ architecture: 5, deployment: 5, security: 5, scalability: 5 });
    }
  });

  it('scores a category over its answered questions and overall over the answered categories', () => {
    // Architecture (0+1+2+3+1)/15 = 46.67 → 47; deployment (3+3+2+3+2)/15 = 86.67 → 87; security
    // (0+0+0+1+0)/15 = 6.67 → 7; scalability, two answered, (2+1)/6 = 50; overall, the mean of the
    // four category means, 47.5 → 48.
    const answers = answersAtPositions([0, 1, 2, 3, 1, 3, 3, 2, 3, 2, 0, 0, 0, 1, 0, 2, 1, 0, 0, 0]);
    const partial: Partial<Answers> = { ...answers };
    delete partial.scal_3;
    delete partial.scal_4;
    delete partial.scal_5;
    expect(scorePartialAnswers(partial)).toEqual({
      overall: 48,
      categories: { architecture: 47, deployment: 87, security: 7, scalability: 50 },
      answered: { architecture: 5, deployment: 5, security: 5, scalability: 2 },
      scoringVersion: SCORING_VERSION,
    });
  });

  it('leaves unanswered categories out, and scores nothing as null', () => {
    expect(scorePartialAnswers({})).toMatchObject({
      overall: null,
      categories: { architecture: null, deployment: null, security: null, scalability: null },
    });
    expect(scorePartialAnswers({ arch_1: 'easy' })).toMatchObject({
      overall: 67,
      categories: { architecture: 67, deployment: null },
    });
  });

  it('rounds an exact half up, free of floating-point noise', () => {
    // Architecture 0 (one answer); security 100·3/12 = 25 (four answers); overall (0 + 25) / 2 = 12.5 → 13.
    expect(
      scorePartialAnswers({
        arch_1: 'panic',
        sec_1: 'social_login',
        sec_2: 'manual_removal',
        sec_3: 'manual_check',
        sec_4: 'no_protection',
      }),
    ).toMatchObject({
      overall: 13,
      categories: { architecture: 0, security: 25 },
    });
    // 100/3 and 200/3 average to exactly 50, whatever the floats make of the thirds.
    expect(scorePartialAnswers({ arch_1: 'tricky', deploy_1: 'frequent' }).overall).toBe(50);
  });

  it('refuses an unknown option, and scoreAnswers refuses a missing answer', () => {
    expect(() => scorePartialAnswers({ arch_1: 'worried' } as never)).toThrow(RangeError);
    const missing: Partial<Answers> = { ...answersAt(1) };
    delete missing.sec_2;
    expect(() => scoreAnswers(missing as Answers)).toThrow(/missing sec_2/);
  });
});

describe('the parity answer sets', () => {
  it('are mixed: different sets, each using several positions', () => {
    const mixed = mixedAnswerSets(12);
    expect(new Set(mixed.map((answers) => JSON.stringify(answers))).size).toBe(12);
    for (const answers of mixed)
      expect(new Set(Object.values(scoreAnswers(answers).categories)).size).toBeGreaterThan(1);
    expect(mixedAnswerSets(3)).toEqual(mixedAnswerSets(3));
    expect(scoringParitySets()).toHaveLength(18);
  });
});

describe('bandFor', () => {
  it.each([
    [0, 'foundational'],
    [39, 'foundational'],
    [40, 'developing'],
    [59, 'developing'],
    [60, 'established'],
    [79, 'established'],
    [80, 'advanced'],
    [100, 'advanced'],
  ] as const)('%i → %s', (score, band) => {
    expect(bandFor(score)).toBe(band);
  });

  it('starts each band at its threshold and rejects scores outside 0..100', () => {
    for (const [band, threshold] of Object.entries(BAND_THRESHOLDS)) expect(bandFor(threshold)).toBe(band);
    expect(() => bandFor(-1)).toThrow(RangeError);
    expect(() => bandFor(101)).toThrow(RangeError);
    expect(() => bandFor(Number.NaN)).toThrow(RangeError);
  });
});
