import { describe, expect, it } from 'vitest';
import { answersAtPositions } from './fixtures.ts';
import { QUESTIONS } from './questions.ts';
import { scoreAnswers } from './scoring.ts';
import {
  consensusLevel,
  consensusPercent,
  displayConsensus,
  displayMean,
  displaySpread,
  questionRank,
  roundChanges,
  spreadRange,
  statConsensus,
  statMean,
  statSpread,
  teamRoundAggregate,
} from './team-stats.ts';

const member = (positions: number[]) => {
  const answers = answersAtPositions(positions);
  const scores = scoreAnswers(answers);
  return { answers, overall_score: scores.overall, category_scores: scores.categories };
};

describe('the formulas', () => {
  it('mean, spread and consensus, unrounded', () => {
    expect(statMean([40, 60])).toBe(50);
    expect(statMean([])).toBeNull();
    expect(statSpread([47, 53, 60])).toBeCloseTo(Math.sqrt(254) / 3, 12);
    expect(statSpread([50])).toBe(0);
    expect(statSpread([])).toBeNull();
    expect(statConsensus([0, 1, 2, 3])).toBeCloseTo(1 - 80 / 144, 12);
    expect(statConsensus([])).toBeNull();
  });

  it('rounds half up from the exact fraction, never from floating-point noise', () => {
    // 0.15 * 10 is 1.4999999999999998 in floating point; the decimal 0.15 rounds up to 0.2.
    expect(displayMean([0.15])).toBe(0.2);
    expect(displayMean([0.25, 0.25])).toBe(0.3);
    expect(displayMean([1, 2])).toBe(1.5);
    expect(displayMean([0, 0, 1])).toBe(0.3);
    // A spread landing exactly on a half: sqrt(R)/n = 0.25 for 0 and 0.5 → 0.3.
    expect(displaySpread([0, 0.5])).toBe(0.3);
    expect(displaySpread([0, 1])).toBe(0.5);
    // sqrt(8)/3 = 0.9428… → 0.9; sqrt(254)/3 = 5.312… → 5.3.
    expect(displaySpread([67, 65, 67])).toBe(0.9);
    expect(displaySpread([47, 53, 60])).toBe(5.3);
    expect(displayConsensus([3, 3, 3])).toBe(1);
    expect(displayConsensus([0, 3])).toBe(0);
    // 1 - 4/36 = 0.8888… → 0.889.
    expect(displayConsensus([1, 2])).toBe(0.889);
  });

  it('orders questions as the product does: category, then number', () => {
    expect(QUESTIONS.map((q) => questionRank(q.id))).toEqual(
      [...QUESTIONS.map((q) => questionRank(q.id))].sort((a, b) => a - b),
    );
    expect(questionRank('arch_1')).toBe(101);
    expect(questionRank('scal_5')).toBe(405);
    expect(questionRank('other_x')).toBe(900);
  });
});

describe('teamRoundAggregate', () => {
  it('counts the options per question weakest first, with the weakest answer given and nobody named', () => {
    const aggregate = teamRoundAggregate([
      member(QUESTIONS.map(() => 2)),
      member(QUESTIONS.map(() => 0)),
      member(QUESTIONS.map(() => 2)),
    ]);
    const first = aggregate.questions[0]!;
    expect(first).toEqual({
      question_id: 'arch_1',
      category: 'architecture',
      options: [
        { key: 'panic', count: 1 },
        { key: 'tricky', count: 0 },
        { key: 'easy', count: 2 },
        { key: 'efficient', count: 0 },
      ],
      consensus: displayConsensus([2, 0, 2]),
      weakest: 'panic',
    });
    expect(aggregate.questions.map((q) => q.question_id)).toEqual(QUESTIONS.map((q) => q.id));
    expect(JSON.stringify(aggregate)).not.toMatch(/user|member|name/);
  });

  it('leaves out what is not an option of the question, and scores that are not numbers, as SQL does', () => {
    const aggregate = teamRoundAggregate([
      {
        answers: { arch_1: 'panic', arch_2: 'nonsense', nope: 'x' },
        overall_score: 'high',
        category_scores: { architecture: 40 },
      },
      { answers: { arch_1: 'efficient' }, overall_score: 60, category_scores: {} },
    ]);
    expect(aggregate.answers).toBe(2);
    expect(aggregate.overall.mean).toBe(60);
    expect(aggregate.categories.architecture).toEqual({ mean: 40, spread: 0, consensus: 0 });
    expect(aggregate.categories.deployment).toEqual({ mean: null, spread: null, consensus: null });
    expect(aggregate.questions[1]).toMatchObject({ question_id: 'arch_2', consensus: null, weakest: null });
    expect(aggregate.talk_first.map((q) => q.question_id)).toEqual(['arch_1']);
  });

  it('no members: nothing to say', () => {
    const aggregate = teamRoundAggregate([]);
    expect(aggregate.overall).toEqual({ mean: null, spread: null, consensus: null });
    expect(aggregate.talk_first).toEqual([]);
  });

  it('talks first about the least agreement, by the exact value, at most three', () => {
    const a = QUESTIONS.map(() => 1);
    const b = QUESTIONS.map(() => 1);
    b[19] = 3; // scal_5: 1 vs 3
    b[7] = 0; // deploy_3: 1 vs 0
    b[0] = 2; // arch_1: 1 vs 2
    b[12] = 3; // sec_3: 1 vs 3
    const aggregate = teamRoundAggregate([member(a), member(b)]);
    expect(aggregate.talk_first.map((q) => q.question_id)).toEqual(['sec_3', 'scal_5', 'arch_1']);
    expect(
      teamRoundAggregate([member(QUESTIONS.map(() => 1)), member(QUESTIONS.map(() => 1))]).talk_first,
    ).toEqual([]);
  });
});

describe('derived for the pages', () => {
  it('agreement in words and in percent', () => {
    expect(consensusLevel(1)).toBe('agree');
    expect(consensusLevel(displayConsensus([1, 2])!)).toBe('agree');
    expect(consensusLevel(displayConsensus([1, 1, 3])!)).toBe('partly');
    expect(consensusLevel(displayConsensus([1, 3])!)).toBe('disagree');
    expect(consensusLevel(0)).toBe('disagree');
    expect(consensusPercent(0.936)).toBe(94);
    expect(consensusPercent(0.935)).toBe(94);
    expect(consensusPercent(0.934)).toBe(93);
    expect(consensusPercent(0.005)).toBe(1);
    expect(consensusPercent(1)).toBe(100);
    expect(consensusPercent(0)).toBe(0);
  });

  it('a range of mean ± spread inside the scale', () => {
    expect(spreadRange(50, 10)).toEqual({ low: 40, high: 60 });
    expect(spreadRange(66.3, 0.9)).toEqual({ low: 65.4, high: 67.2 });
    expect(spreadRange(5, 10)).toEqual({ low: 0, high: 15 });
    expect(spreadRange(95, 10)).toEqual({ low: 85, high: 100 });
  });

  it('changes between rounds, skipping rounds without numbers', () => {
    expect(
      roundChanges([
        { number: 2, overall_mean: null, consensus: null },
        { number: 1, overall_mean: 50, consensus: 0.5 },
        { number: 3, overall_mean: 62.3, consensus: 0.811 },
      ]),
    ).toEqual([
      { number: 1, scoreChange: null, agreementChange: null },
      { number: 2, scoreChange: null, agreementChange: null },
      { number: 3, scoreChange: 12.3, agreementChange: 31 },
    ]);
  });
});
