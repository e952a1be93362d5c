/// <reference types="node" />
// TypeScript and SQL compute the team numbers alike: every case of supabase/tests/066_stats_parity.sql
// (which pgTAP runs against private.stat_* and private.team_round_aggregate) is read from that file and
// computed here by team-stats.ts, with the same display rounding as the SQL test applies.
import { describe, expect, it } from 'vitest';
import { type ParityCase, parseParityCases, readParityCases } from '../scripts/stats-parity-fixture.ts';
import { answersAtPositions } from './fixtures.ts';
import { scoreAnswers } from './scoring.ts';
import {
  displayConsensus,
  displayMean,
  displaySpread,
  statBucket,
  statPercentile,
  statSharePct,
  teamRoundAggregate,
} from './team-stats.ts';

/** A member of a team case as pg_temp.team_member makes one: positions → answers and stored scores. */
function member(positions: number[]) {
  const answers = answersAtPositions(positions);
  const scores = scoreAnswers(answers);
  return { answers, overall_score: scores.overall, category_scores: scores.categories };
}

const numbers = (input: unknown) => input as number[];
const object = (input: unknown) => input as Record<string, number>;

/** What pg_temp.evaluate returns for a case, computed in TypeScript. */
function evaluate({ formula, input }: ParityCase): unknown {
  switch (formula) {
    case 'consensus':
      return displayConsensus(numbers(input));
    case 'mean':
      return displayMean(numbers(input));
    case 'spread':
      return displaySpread(numbers(input));
    case 'percentile':
      return statPercentile(object(input).below!, object(input).equal!, object(input).total!);
    case 'share':
      return statSharePct(object(input).part!, object(input).total!);
    case 'bucket':
      return statBucket(input as number);
    case 'team': {
      const aggregate = teamRoundAggregate(
        (input as { positions: number[] }[]).map((m) => member(m.positions)),
      );
      return {
        answers: aggregate.answers,
        overall: aggregate.overall,
        categories: aggregate.categories,
        talk_first: aggregate.talk_first.map((q) => q.question_id),
      };
    }
    default:
      throw new Error(`a parity case with an unknown formula: ${formula}`);
  }
}

const cases = readParityCases();

describe('the parity fixture, read from supabase/tests/066_stats_parity.sql', () => {
  it('holds cases of every formula', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
    expect(new Set(cases.map((c) => c.formula))).toEqual(
      new Set(['consensus', 'mean', 'spread', 'percentile', 'share', 'bucket', 'team']),
    );
  });

  it('is read as SQL reads it: doubled quotes, comments and multi-line literals', () => {
    const sql = `insert into parity_cases (name, formula, input, expected) values
      -- a comment
      ('it''s one', 'mean', '[1,
        2]', '1.5'),
      ('two', 'bucket', '100', '9');`;
    expect(parseParityCases(sql)).toEqual([
      { name: "it's one", formula: 'mean', input: [1, 2], expected: 1.5 },
      { name: 'two', formula: 'bucket', input: 100, expected: 9 },
    ]);
  });
});

describe('team-stats.ts computes what the SQL functions compute', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, parityCase) => {
    expect(evaluate(parityCase)).toEqual(parityCase.expected);
  });
});
