// The anonymous benchmark as the pages use it: where one report stands among everyone's latest reports
// (public.get_report_benchmark for the owner, and inside get_shared_report for a share link's visitor).
// The database sends aggregates only, and nothing at all below k people; the answer is checked here,
// once, as it arrives, so a page never draws half a comparison. The figures are a release made in
// batches, with noise added to every count, and the head count is approximate: one organisation's
// answers cannot be worked out by comparing them over time.
import { CATEGORIES, type CategoryId, type QuestionId, isQuestionId } from '@ahc/assessment-model';
import type { Json } from '@ahc/platform';
import * as z from 'zod/mini';

/** The number of 10-point buckets of a distribution: 0–9, 10–19, …, 90–100 (100 joins the top one). */
export const BUCKETS = 10;

/** One score's standing: the score, its percentile, the population's mean and people per bucket. */
export type BenchmarkMetric = { score: number; percentile: number; mean: number; buckets: number[] };

type QuestionStanding = { questionId: QuestionId; strongerPct: number };

export type Benchmark = {
  /** About how many people (each with their latest report) the figures are made of: two significant figures. */
  peopleAbout: number;
  /** k: the fewest people the benchmark is shown for. */
  minPeople: number;
  overall: BenchmarkMetric;
  categories: Record<CategoryId, BenchmarkMetric>;
  /** Per question, in the product's order: the share of people whose answer is stronger. */
  questions: QuestionStanding[];
};

/** What the database answered about one report's benchmark. */
export type BenchmarkAnswer =
  | { status: 'ok'; benchmark: Benchmark }
  | { status: 'insufficient-data' }
  | { status: 'forbidden' }
  | { status: 'not-found' };

const count = z.int().check(z.gte(0));
const percent = z.int().check(z.gte(0), z.lte(100));
const metricSchema = z.object({
  score: percent,
  percentile: percent,
  mean: z.number().check(z.gte(0), z.lte(100)),
  buckets: z.array(count).check(z.length(BUCKETS)),
});
const questionSchema = z.object({ question_id: z.string(), stronger_pct: percent });
const okSchema = z.object({
  status: z.literal('ok'),
  people_about: count,
  min_people: count,
  overall: metricSchema,
  categories: z.record(z.enum(CATEGORIES), metricSchema),
  questions: z.array(questionSchema),
});
const answerSchema = z.discriminatedUnion('status', [
  okSchema,
  z.object({ status: z.literal('insufficient_data') }),
  z.object({ status: z.literal('forbidden') }),
  z.object({ status: z.literal('not_found') }),
]);

/** get_report_benchmark's answer (or a shared report's benchmark), or null when it is none of its four. */
export function parseBenchmarkAnswer(answer: Json | undefined): BenchmarkAnswer | null {
  const checked = answerSchema.safeParse(answer);
  if (!checked.success) return null;
  const data = checked.data;
  switch (data.status) {
    case 'insufficient_data':
      return { status: 'insufficient-data' };
    case 'not_found':
      return { status: 'not-found' };
    case 'forbidden':
      return { status: 'forbidden' };
    case 'ok': {
      // A figure for a question this version does not know (a later question bank) is left out.
      const questions = data.questions.flatMap(({ question_id, stronger_pct }) =>
        isQuestionId(question_id) ? [{ questionId: question_id, strongerPct: stronger_pct }] : [],
      );
      return {
        status: 'ok',
        benchmark: {
          peopleAbout: data.people_about,
          minPeople: data.min_people,
          overall: data.overall,
          categories: data.categories,
          questions,
        },
      };
    }
  }
}

/** The bucket a score falls in (the database's private.stat_bucket): 0 for 0–9, …, 9 for 90–100. */
export function bucketOf(score: number): number {
  return Math.min(Math.max(Math.floor(score / 10), 0), BUCKETS - 1);
}

/** The scores a bucket holds, as [from, to]: [0, 9], …, [90, 100]. */
export function bucketRange(bucket: number): [number, number] {
  return [bucket * 10, bucket === BUCKETS - 1 ? 100 : bucket * 10 + 9];
}

/**
 * The percentile the database computes (private.stat_percentile), for tests and documentation: the share
 * of people below, those with the same score counted half, round(100 × (2·below + equal) / (2·N)).
 */
export function midRankPercentile(below: number, equal: number, total: number): number {
  return Math.round((100 * (2 * below + equal)) / (2 * total));
}
