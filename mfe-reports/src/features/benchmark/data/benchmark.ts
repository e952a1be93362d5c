// The anonymous benchmark as the pages use it: where one report stands among everyone's latest reports
// (public.get_report_benchmark for the owner, and inside get_shared_report for a share link's visitor).
// The database sends aggregates only, and nothing at all below k people. Its answer is typed by the
// generated types (the benchmark composite); which fields it always fills is its promise, checked here
// once as it arrives (filled), so a page never draws half a comparison. The figures are a release made
// in batches, with noise added to every count, and the head count is approximate: one organisation's
// answers cannot be worked out by comparing them over time.
import { type CategoryId, type QuestionId, isQuestionId } from '@ahc/assessment-model';
import type { CompositeType, Filled } from '@ahc/platform';
import { filled } from '@ahc/platform/data';

/** The number of 10-point buckets of a distribution: 0–9, 10–19, …, 90–100 (100 joins the top one). */
export const BUCKETS = 10;

/** One score's standing: the score, its percentile, the population's mean and people per bucket. */
export type BenchmarkMetric = Filled<CompositeType<'benchmark_standing'>>;

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

/**
 * get_report_benchmark's answer (or a shared report's benchmark) as the pages use it; an AppError naming
 * `during` when it breaks the function's promise (every figure there when ok, every area among them).
 */
export function narrowBenchmark(answer: CompositeType<'benchmark'> | null, during: string): BenchmarkAnswer {
  const { status } = filled(
    answer,
    ['people_about', 'min_people', 'overall', 'categories', 'questions'],
    during,
  );
  if (status === 'insufficient_data') return { status: 'insufficient-data' };
  if (status === 'not_found') return { status: 'not-found' };
  if (status === 'forbidden') return { status };
  const figures = filled(answer, [], during);
  const areas = filled(figures.categories, [], during);
  const metric = (row: CompositeType<'benchmark_standing'>) => filled(row, [], during);
  // A figure for a question this version does not know (a later question bank) is left out.
  const questions = figures.questions.flatMap((row) => {
    const { question_id, stronger_pct } = filled(row, [], during);
    return isQuestionId(question_id) ? [{ questionId: question_id, strongerPct: stronger_pct }] : [];
  });
  return {
    status,
    benchmark: {
      peopleAbout: figures.people_about,
      minPeople: figures.min_people,
      overall: metric(figures.overall),
      categories: {
        architecture: metric(areas.architecture),
        deployment: metric(areas.deployment),
        security: metric(areas.security),
        scalability: metric(areas.scalability),
      },
      questions,
    },
  };
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
