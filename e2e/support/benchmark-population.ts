// The benchmark's population as the tests expect it, worked out on the test's side: supabase/seed.sql's
// synthetic people (the same md5-derived answers, computed again here from the seed's own rule) plus
// the newest report of every real person in the stack (read as the service role). The formulas are
// docs/product.md's, in whole numbers so no rounding differs from the database's numeric arithmetic.
import { createHash } from 'node:crypto';
import { serviceGet } from './rest.ts';
import { CATEGORIES, type Category, QUESTIONS } from './spec-table.ts';

/** One person as the benchmark counts them: overall and category scores, and each question's position. */
export type Member = {
  overall: number;
  categories: Record<Category, number>;
  positions: Record<string, number>;
};

const SYNTHETIC_PEOPLE = 60;

const CATEGORY_OF: Record<string, Category> = {
  arch: 'architecture',
  deploy: 'deployment',
  sec: 'security',
  scal: 'scalability',
};
const categoryOf = (questionId: string): Category => CATEGORY_OF[questionId.split('_')[0]!]!;

/** Some practices are harder than others (the seed's "ease"). */
const EASE: Record<string, number> = {
  deploy_1: 0.4,
  deploy_4: 0.3,
  arch_2: 0.2,
  sec_5: -0.4,
  scal_4: -0.5,
  sec_3: -0.3,
  scal_2: -0.2,
};

/** The seed's uniform number from a string: the md5's first 32 bits without the sign bit, over 2^31. */
function unit(text: string): number {
  return (
    (Number.parseInt(createHash('md5').update(text).digest('hex').slice(0, 8), 16) & 0x7fffffff) / 2147483648
  );
}

/** Scores from positions (scoring version 1): a category round(100·Σ/15), overall round(100·Σ/60). */
export function memberOf(positions: Record<string, number>): Member {
  const points = Object.fromEntries(CATEGORIES.map((category) => [category, 0])) as Record<Category, number>;
  for (const [questionId, position] of Object.entries(positions)) points[categoryOf(questionId)] += position;
  const total = CATEGORIES.reduce((sum, category) => sum + points[category], 0);
  return {
    overall: Math.round((100 * total) / 60),
    categories: Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((100 * points[category]) / 15)]),
    ) as Record<Category, number>,
    positions,
  };
}

/** supabase/seed.sql's synthetic population, person by person. */
export function syntheticPopulation(): Member[] {
  const people: Member[] = [];
  for (let i = 1; i <= SYNTHETIC_PEOPLE; i++) {
    const maturity = 0.1 + (0.8 * (unit(`m1-${i}`) + unit(`m2-${i}`) + unit(`m3-${i}`))) / 3;
    const positions: Record<string, number> = {};
    for (const [questionId] of QUESTIONS) {
      const raw = 3 * maturity + (EASE[questionId] ?? 0) + 1.2 * (unit(`a-${i}-${questionId}`) - 0.5);
      // round() half away from zero, then kept within 0..3 (a negative half rounds to at most 0 either way).
      positions[questionId] = Math.min(3, Math.max(0, Math.round(raw)));
    }
    people.push(memberOf(positions));
  }
  return people;
}

type StoredRow = {
  id: string;
  user_id: string;
  created_at: string;
  answers: Record<string, string>;
  overall_score: number;
  category_scores: Record<string, number>;
};

/**
 * Every real person's newest eligible personal report (all 20 answers known, the four category scores):
 * answers to team rounds are about a team's system and are not counted.
 */
export async function realPopulation(): Promise<Member[]> {
  const rows = await serviceGet<StoredRow[]>(
    'reports?select=id,user_id,created_at,answers,overall_score,category_scores&team_name=is.null&order=created_at.desc,id.desc',
  );
  const newest = new Map<string, Member>();
  for (const row of rows) {
    if (newest.has(row.user_id)) continue;
    const positions: Record<string, number> = {};
    for (const [questionId, options] of QUESTIONS) {
      const position = options.indexOf(row.answers?.[questionId] ?? '');
      if (position >= 0) positions[questionId] = position;
    }
    const categories = CATEGORIES.map((category) => row.category_scores?.[category]);
    if (
      Object.keys(positions).length !== QUESTIONS.length ||
      !categories.every((score) => Number.isInteger(score))
    )
      continue;
    newest.set(row.user_id, {
      overall: row.overall_score,
      categories: Object.fromEntries(CATEGORIES.map((category, c) => [category, categories[c]!])) as Record<
        Category,
        number
      >,
      positions,
    });
  }
  return [...newest.values()];
}

/** round(a / b) half up, for whole a ≥ 0 and b > 0, exactly. */
const roundDiv = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

/** The bar (0–9) a score falls in; 100 is in the last one, 90–100. */
const barOf = (score: number) => Math.min(Math.floor(score / 10), 9);

/**
 * The mid-rank percentile as the database reads it from the ten bars (the score's bar spread evenly
 * over its scores), so that a released figure differs from this one only by the release's lag and noise.
 */
export function percentileOf(score: number, scores: number[]): number {
  const buckets = bucketsOf(scores);
  const bar = barOf(score);
  const below = buckets.slice(0, bar).reduce((sum, people) => sum + people, 0);
  const width = bar === 9 ? 11 : 10;
  const equalShare = (buckets[bar]! * (score - 10 * bar + 0.5)) / width;
  return Math.round((100 * (below + equalShare)) / scores.length);
}

/** The mean as the database reads it from the ten bars (their midpoints 4.5, 14.5, …, 95), one decimal. */
export function meanOf(scores: number[]): number {
  const midpointSum = bucketsOf(scores).reduce(
    (sum, people, bar) => sum + people * (bar === 9 ? 95 : 10 * bar + 4.5),
    0,
  );
  return Math.round((10 * midpointSum) / scores.length) / 10;
}

/** People per 10-point bucket: 0–9, …, 90–100. */
export function bucketsOf(scores: number[]): number[] {
  const buckets = Array.from({ length: 10 }, () => 0);
  for (const score of scores) buckets[barOf(score)]! += 1;
  return buckets;
}

/** The share of people whose answer to the question is stronger than this position, in whole percent. */
export function strongerPctOf(questionId: string, position: number, people: Member[]): number {
  return roundDiv(
    100 * people.filter((member) => member.positions[questionId]! > position).length,
    people.length,
  );
}
