// The numbers of team reports and the benchmark, in TypeScript: the same formulas as the database's
// private.stat_* functions and private.team_round_aggregate (supabase/schemas/statistics.sql and
// team_reports.sql), to the same digits. team-stats.parity.test.ts runs this module
// on the very cases of supabase/tests/066_stats_parity.sql (read from that file), so the two cannot
// drift apart without a test failing.
//
// As in the database, every figure is computed from integer sums as an exact fraction and rounded
// once, for display, half away from zero (all inputs are >= 0, so: half up). JavaScript's floating
// point never decides a digit: fractions are BigInt ratios, and the spread's square root is rounded
// by comparing squares of integers.
//
// The pages show the database's numbers (get_team_report, get_team_history); what they derive from
// those numbers (agreement in percent and in words, ranges, changes between rounds) is here too, so it
// is written and tested once.
import {
  CATEGORIES,
  type CategoryId,
  type OptionKey,
  QUESTIONS,
  type QuestionId,
  isOptionOf,
  isQuestionId,
  optionPosition,
} from './questions.ts';

// ------------------------------------------------------------------------------ exact fractions

/** A fraction n/d with d > 0. */
type Ratio = { readonly n: bigint; readonly d: bigint };

const ZERO: Ratio = { n: 0n, d: 1n };
const ONE: Ratio = { n: 1n, d: 1n };

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function reduce(n: bigint, d: bigint): Ratio {
  if (d === 0n) throw new RangeError('division by zero');
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

/** A number as the exact decimal it is written as (1, 66.3, 0.25); exponents are not accepted. */
function ratioOf(value: number): Ratio {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  if (Number.isInteger(value)) return { n: BigInt(value), d: 1n };
  const text = String(value);
  const match = /^(-?)(\d+)\.(\d+)$/.exec(text);
  if (!match) throw new RangeError(`Not a plain decimal: ${text}`);
  const [, sign, whole, fraction] = match;
  return reduce(BigInt(`${sign}${whole}${fraction}`), 10n ** BigInt(fraction!.length));
}

const add = (a: Ratio, b: Ratio): Ratio => reduce(a.n * b.d + b.n * a.d, a.d * b.d);
const sub = (a: Ratio, b: Ratio): Ratio => reduce(a.n * b.d - b.n * a.d, a.d * b.d);
const mul = (a: Ratio, b: Ratio): Ratio => reduce(a.n * b.n, a.d * b.d);
const div = (a: Ratio, b: Ratio): Ratio => reduce(a.n * b.d, a.d * b.n);
const int = (value: number | bigint): Ratio => ({ n: BigInt(value), d: 1n });
const compare = (a: Ratio, b: Ratio): number => {
  const difference = a.n * b.d - b.n * a.d;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
};
const toNumber = (r: Ratio): number => Number(r.n) / Number(r.d);

/** r rounded to `decimals` places, half away from zero, as the number with those digits. */
function roundRatio(r: Ratio, decimals: number): number {
  const scale = 10n ** BigInt(decimals);
  const magnitude = r.n < 0n ? -r.n : r.n;
  const rounded = (2n * magnitude * scale + r.d) / (2n * r.d);
  const value = Number(rounded) / Number(scale);
  return r.n < 0n && rounded !== 0n ? -value : value;
}

/** sqrt(r) / count rounded to `decimals` places, half up (r >= 0, count > 0), without trusting floating point. */
function roundSqrtOver(r: Ratio, count: bigint, decimals: number): number {
  const scale = 10n ** BigInt(decimals);
  // m is right when m - 1/2 <= scale * sqrt(r) / count, i.e. (2m - 1) * count <= 2 * scale * sqrt(r).
  const fits = (m: bigint) => {
    const left = (2n * m - 1n) * count;
    return left <= 0n || left * left * r.d <= 4n * scale * scale * r.n;
  };
  let m = BigInt(Math.round((Number(scale) * Math.sqrt(toNumber(r))) / Number(count)));
  while (m > 0n && !fits(m)) m -= 1n;
  while (fits(m + 1n)) m += 1n;
  return Number(m) / Number(scale);
}

// ------------------------------------------------------------------------------ the formulas

type Sums = { count: bigint; sum: Ratio; squares: Ratio };

function sums(values: readonly number[]): Sums {
  return values.reduce<Sums>(
    (acc, value) => {
      const r = ratioOf(value);
      return { count: acc.count + 1n, sum: add(acc.sum, r), squares: add(acc.squares, mul(r, r)) };
    },
    { count: 0n, sum: ZERO, squares: ZERO },
  );
}

/** sum(x) / n, exactly; null for no values (private.stat_mean). */
function exactMean(values: readonly number[]): Ratio | null {
  const s = sums(values);
  return s.count === 0n ? null : div(s.sum, int(s.count));
}

/** n * sum(x^2) - sum(x)^2, never below 0: the spread is sqrt of this over n (private.stat_spread). */
function spreadRadicand(s: Sums): Ratio {
  const radicand = sub(mul(int(s.count), s.squares), mul(s.sum, s.sum));
  return radicand.n < 0n ? ZERO : radicand;
}

/** 1 - 4 * (n * sum(p^2) - sum(p)^2) / (9 * n^2), exactly; null for no positions (private.stat_consensus). */
function exactConsensus(positions: readonly number[]): Ratio | null {
  const s = sums(positions);
  if (s.count === 0n) return null;
  const variance = sub(mul(int(s.count), s.squares), mul(s.sum, s.sum));
  return sub(ONE, div(mul(int(4), variance), int(9n * s.count * s.count)));
}

function meanOfRatios(values: readonly (Ratio | null)[]): Ratio | null {
  const present = values.filter((value): value is Ratio => value !== null);
  if (present.length === 0) return null;
  return div(present.reduce(add, ZERO), int(present.length));
}

/** The mean, unrounded; null for no values. */
export function statMean(values: readonly number[]): number | null {
  const mean = exactMean(values);
  return mean === null ? null : toNumber(mean);
}

/** The population standard deviation sqrt(n * sum(x^2) - sum(x)^2) / n, unrounded; 0 for one value, null for none. */
export function statSpread(values: readonly number[]): number | null {
  const s = sums(values);
  return s.count === 0n ? null : Math.sqrt(toNumber(spreadRadicand(s))) / Number(s.count);
}

/**
 * Agreement on one question from the option positions picked (0..3): 1 - variance / 2.25, unrounded.
 * 1 = everyone picked the same option, 0 = split evenly between the weakest and the strongest; null
 * for no answers.
 */
export function statConsensus(positions: readonly number[]): number | null {
  const consensus = exactConsensus(positions);
  return consensus === null ? null : toNumber(consensus);
}

/** The mean as shown: rounded half up to 1 decimal. */
export function displayMean(values: readonly number[]): number | null {
  const mean = exactMean(values);
  return mean === null ? null : roundRatio(mean, 1);
}

/** The spread as shown: rounded half up to 1 decimal. */
export function displaySpread(values: readonly number[]): number | null {
  const s = sums(values);
  return s.count === 0n ? null : roundSqrtOver(spreadRadicand(s), s.count, 1);
}

/** The consensus as shown: rounded half up to 3 decimals. */
export function displayConsensus(positions: readonly number[]): number | null {
  const consensus = exactConsensus(positions);
  return consensus === null ? null : roundRatio(consensus, 3);
}

/** Mid-rank percentile in whole percent: round(100 * (2 * below + equal) / (2 * total)); null without people. */
export function statPercentile(below: number, equal: number, total: number): number | null {
  if (!(total > 0)) return null;
  return roundRatio(reduce(BigInt(100 * (2 * below + equal)), BigInt(2 * total)), 0);
}

/** round(100 * part / total) in whole percent; null for no total. */
export function statSharePct(part: number, total: number): number | null {
  if (!(total > 0)) return null;
  return roundRatio(reduce(BigInt(100 * part), BigInt(total)), 0);
}

/** The benchmark's 10-point bucket 0..9 of a 0..100 score; 100 is in bucket 9. */
export function statBucket(score: number): number {
  return Math.min(Math.floor(Math.max(score, 0) / 10), 9);
}

const CATEGORY_PREFIXES = ['arch', 'deploy', 'sec', 'scal'];

/** A question's place in the product's order (category, then number): private.question_rank. */
export function questionRank(questionId: string): number {
  const [prefix = '', rest = ''] = questionId.split('_');
  const category = CATEGORY_PREFIXES.indexOf(prefix) + 1 || 9;
  const digits = rest.replace(/[^0-9]/g, '');
  return 100 * category + (digits === '' ? 0 : Number.parseInt(digits, 10));
}

// ------------------------------------------------------------------------------ a team's round

/** One member's answer to a round, as the database hands it to team_round_aggregate. */
export type TeamMemberAnswers = {
  /** question id → option key; anything that is not a question's option is left out, as in SQL. */
  answers: Readonly<Record<string, unknown>>;
  overall_score?: unknown;
  category_scores?: Readonly<Record<string, unknown>>;
};

export type TeamFigures = { mean: number | null; spread: number | null; consensus: number | null };

export type TeamOptionCount = { key: OptionKey; count: number };

export type TeamQuestionAggregate = {
  question_id: QuestionId;
  category: CategoryId;
  /** Weakest first. */
  options: TeamOptionCount[];
  consensus: number | null;
  /** The weakest answer anyone gave; null when nobody answered. */
  weakest: OptionKey | null;
};

/** private.team_round_aggregate's result, key for key. */
export type TeamRoundAggregate = {
  answers: number;
  overall: TeamFigures;
  categories: Record<CategoryId, TeamFigures>;
  /** In the product's order. */
  questions: TeamQuestionAggregate[];
  /** The questions with least consensus (below 1), least first, ties in the product's order. */
  talk_first: TeamQuestionAggregate[];
};

/** How many questions "talk about these first" names at most. */
export const TALK_FIRST_SIZE = 3;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function figures(scores: readonly number[], consensus: Ratio | null): TeamFigures {
  return {
    mean: displayMean(scores),
    spread: displaySpread(scores),
    consensus: consensus === null ? null : roundRatio(consensus, 3),
  };
}

/** The team report's aggregates of one round, exactly as private.team_round_aggregate computes them. */
export function teamRoundAggregate(members: readonly TeamMemberAnswers[]): TeamRoundAggregate {
  const picks = new Map<QuestionId, number[]>(QUESTIONS.map((question) => [question.id, []]));
  for (const member of members) {
    for (const [questionId, optionKey] of Object.entries(member.answers ?? {})) {
      if (isQuestionId(questionId) && isOptionOf(questionId, optionKey))
        picks.get(questionId)!.push(optionPosition(questionId, optionKey));
    }
  }

  const questions = [...QUESTIONS]
    .sort((a, b) => questionRank(a.id) - questionRank(b.id))
    .map((question) => {
      const positions = picks.get(question.id)!;
      const options = question.options as readonly OptionKey[];
      const weakest = positions.length === 0 ? null : options[Math.min(...positions)]!;
      return {
        exact: exactConsensus(positions),
        entry: {
          question_id: question.id,
          category: question.category,
          options: options.map((key, position) => ({
            key,
            count: positions.filter((p) => p === position).length,
          })),
          consensus: null as number | null,
          weakest,
        } satisfies TeamQuestionAggregate,
      };
    });
  for (const question of questions)
    question.entry.consensus = question.exact === null ? null : roundRatio(question.exact, 3);

  const categories = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      figures(
        members.map((member) => member.category_scores?.[category]).filter(isNumber),
        meanOfRatios(questions.filter((q) => q.entry.category === category).map((q) => q.exact)),
      ),
    ]),
  ) as Record<CategoryId, TeamFigures>;

  const talkFirst = questions
    .filter((q): q is typeof q & { exact: Ratio } => q.exact !== null && compare(q.exact, ONE) < 0)
    .sort(
      (a, b) =>
        compare(a.exact, b.exact) || questionRank(a.entry.question_id) - questionRank(b.entry.question_id),
    )
    .slice(0, TALK_FIRST_SIZE)
    .map((q) => q.entry);

  return {
    answers: members.length,
    overall: figures(
      members.map((member) => member.overall_score).filter(isNumber),
      meanOfRatios(questions.map((q) => q.exact)),
    ),
    categories,
    questions: questions.map((q) => q.entry),
    talk_first: talkFirst,
  };
}

// ------------------------------------------------------------------------------ derived for the pages

/** Agreement in words: 'agree' (the same or neighbouring answers), 'partly', 'disagree'. */
export type ConsensusLevel = 'agree' | 'partly' | 'disagree';

/**
 * The lowest consensus of each level. Two neighbouring answers (1 and 2) are 0.889, three people one
 * level apart at most about 0.9: 'agree'. Three people with one two levels away (1, 1, 3) are 0.605:
 * 'partly'. Two people two levels apart (1 and 3) are 0.556, and anything split across the scale
 * lower: 'disagree'.
 */
export const CONSENSUS_THRESHOLDS = { agree: 0.85, partly: 0.6 } as const;

export function consensusLevel(consensus: number): ConsensusLevel {
  if (consensus >= CONSENSUS_THRESHOLDS.agree) return 'agree';
  if (consensus >= CONSENSUS_THRESHOLDS.partly) return 'partly';
  return 'disagree';
}

/** A consensus as shown (3 decimals) in whole percent, rounded half up from its digits: 0.936 → 94. */
export function consensusPercent(consensus: number): number {
  return roundRatio(reduce(BigInt(Math.round(consensus * 1000)), 10n), 0);
}

/** mean ± spread, kept inside 0..100 (a score cannot leave the scale): the range a chart shows. */
export function spreadRange(mean: number, spread: number): { low: number; high: number } {
  return {
    low: Math.max(0, roundRatio(sub(ratioOf(mean), ratioOf(spread)), 1)),
    high: Math.min(100, roundRatio(add(ratioOf(mean), ratioOf(spread)), 1)),
  };
}

export type RoundFigures = { number: number; overall_mean: number | null; consensus: number | null };

export type RoundChange = {
  number: number;
  /** Points against the previous round with numbers; null for the first such round or a round without numbers. */
  scoreChange: number | null;
  /** Agreement in percentage points against the same round; null likewise. */
  agreementChange: number | null;
};

/** Each round's change in score and in agreement against the round before it that had numbers. */
export function roundChanges(rounds: readonly RoundFigures[]): RoundChange[] {
  let previous: RoundFigures | null = null;
  return [...rounds]
    .sort((a, b) => a.number - b.number)
    .map((round) => {
      const known = round.overall_mean !== null && round.consensus !== null;
      const change: RoundChange = {
        number: round.number,
        scoreChange:
          known && previous
            ? roundRatio(sub(ratioOf(round.overall_mean!), ratioOf(previous.overall_mean!)), 1)
            : null,
        agreementChange:
          known && previous
            ? consensusPercent(round.consensus!) - consensusPercent(previous.consensus!)
            : null,
      };
      if (known) previous = round;
      return change;
    });
}
