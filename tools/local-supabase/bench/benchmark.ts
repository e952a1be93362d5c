// Latency of the anonymous benchmark (docs/product.md §8): POST /rest/v1/rpc/get_report_benchmark as
// the signed-in owner of a report, with 10,000 reports by 4,000 people in the database (2.5 each, so
// each person's newest report is the one counted; the local seed's 60 synthetic people count too).
// The population is written straight into the
// database in one statement, as a bulk import would (the benchmark's snapshot is kept by the reports'
// triggers whoever writes); answers are drawn with a fixed seed around a maturity per report.
// Calls are sequential. Target: p95 ≤ 20 ms. Readers read the benchmark's release, made in batches
// of k changed people (supabase/schemas/benchmark.sql); so this also times,
// at the same size, a submission (which counts the people changed since the release) and a release
// itself (which one submission in k pays).
// Run alone: `pnpm --filter local-supabase exec tsx bench/benchmark.ts` (its own throw-away stack).
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import {
  ANSWERS,
  type BenchStack,
  type BenchUser,
  type Figure,
  type Measurement,
  percentile,
  round,
  signUp,
  startBenchStack,
  userHeaders,
} from './shared.ts';

const REPORTS = 10_000;
const PEOPLE = 4_000;
const WARM_UP = 10;
const CALLS = Number(process.env.BENCH_BENCHMARK_CALLS ?? 200);
const TARGET_P95_MS = 20;
const SUBMITS = Number(process.env.BENCH_BENCHMARK_SUBMITS ?? 50);
const RELEASES = 20;

/** 4,000 people (auth users, so their profiles exist as for anyone) and their 10,000 reports. */
const POPULATION_SQL = `
select setseed(0.19);
insert into auth.users (id, aud, role, email, raw_user_meta_data, email_confirmed_at)
select md5('bench-person-' || i)::uuid, 'authenticated', 'authenticated', 'bench-person-' || i || '@example.com',
       jsonb_build_object('name', 'Bench Person ' || i, 'company', 'Bench Co'), now()
  from generate_series(1, ${PEOPLE}) as g (i);

with report as materialized (
  select n, md5('bench-person-' || (n % ${PEOPLE} + 1))::uuid as user_id, random() as maturity
    from generate_series(1, ${REPORTS}) as g (n)
),
question as (
  select distinct question_id, category from private.question_options
),
answer as materialized (
  select r.n, q.question_id, q.category,
         least(3, greatest(0, floor(4 * r.maturity + 1.5 * random() - 0.75)))::smallint as position
    from report r cross join question q
),
chosen as (
  select a.n, a.question_id, a.category, a.position, o.option_key
    from answer a join private.question_options o on o.question_id = a.question_id and o.position = a.position
),
answers as (
  select n, jsonb_object_agg(question_id, option_key) as answers, sum(position) as points from chosen group by n
),
categories as (
  select n, jsonb_object_agg(category, round(100.0 * points / 15)::integer) as scores
    from (select n, category, sum(position) as points from chosen group by n, category) c
   group by n
)
insert into public.reports (user_id, submission_id, created_at, answers, overall_score, category_scores, company, prepared_for)
select r.user_id, gen_random_uuid(), now() - make_interval(mins => r.n), a.answers, round(100.0 * a.points / 60)::smallint,
       c.scores, 'Bench Co', 'Bench Person'
  from report r join answers a using (n) join categories c using (n);
`;

export async function benchBenchmark(stack: BenchStack, user: BenchUser): Promise<Measurement> {
  const problems: string[] = [];
  const seeded = performance.now();
  await stack.db.exec(POPULATION_SQL);
  const { rows } = await stack.db.query<{ reports: string; people: string }>(
    'select count(*) as reports, count(distinct user_id) as people from public.reports',
  );
  console.error(
    `[bench] population: ${rows[0]?.reports} reports by ${rows[0]?.people} people in ${Math.round(performance.now() - seeded)} ms`,
  );

  const submitted = await fetch(`${stack.url}/rest/v1/rpc/submit_assessment`, {
    method: 'POST',
    headers: { ...userHeaders(stack, user), 'content-type': 'application/json' },
    body: JSON.stringify({ answers: ANSWERS, submission_id: randomUUID() }),
  });
  const report = (await submitted.json()) as { id?: string };
  if (submitted.status !== 200 || typeof report.id !== 'string') {
    return {
      figures: [],
      problems: [
        `submit_assessment for the benchmark's reader: ${submitted.status} ${JSON.stringify(report).slice(0, 200)}`,
      ],
    };
  }

  const latencies: number[] = [];
  let people = 0;
  for (let i = 0; i < WARM_UP + CALLS; i++) {
    const started = performance.now();
    const response = await fetch(`${stack.url}/rest/v1/rpc/get_report_benchmark`, {
      method: 'POST',
      headers: { ...userHeaders(stack, user), 'content-type': 'application/json' },
      body: JSON.stringify({ report_id: report.id }),
    });
    const body = (await response.json()) as { status?: string; people_about?: number };
    const elapsed = performance.now() - started;
    // About the 4,061 people, to two significant figures, give or take the noise.
    if (
      response.status !== 200 ||
      body.status !== 'ok' ||
      typeof body.people_about !== 'number' ||
      body.people_about < PEOPLE
    ) {
      problems.push(
        `get_report_benchmark #${i + 1}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`,
      );
      if (problems.length >= 5) break;
      continue;
    }
    people = body.people_about;
    if (i >= WARM_UP) latencies.push(elapsed);
  }
  const name = `get_report_benchmark at ${REPORTS.toLocaleString('en-US')} reports (about ${people.toLocaleString('en-US')} people, ${latencies.length} sequential)`;

  // Submissions at this size: each refreshes the snapshot and counts the people changed since the release.
  const submits: number[] = [];
  for (let i = 0; i < WARM_UP + SUBMITS; i++) {
    const started = performance.now();
    const response = await fetch(`${stack.url}/rest/v1/rpc/submit_assessment`, {
      method: 'POST',
      headers: { ...userHeaders(stack, user), 'content-type': 'application/json' },
      body: JSON.stringify({ answers: ANSWERS, submission_id: randomUUID() }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) {
      problems.push(`submit_assessment #${i + 1} at ${REPORTS} reports: ${response.status}`);
      break;
    }
    if (i >= WARM_UP) submits.push(performance.now() - started);
  }
  // A release at this size, in the database itself (what one submission in k adds).
  const releases: number[] = [];
  for (let i = 0; i < RELEASES; i++) {
    const started = performance.now();
    await stack.db.exec('select private.benchmark_publish()');
    releases.push(performance.now() - started);
  }

  const figures: Figure[] = [
    { name: `${name}: p50`, value: round(percentile(latencies, 50), 2), unit: 'ms' },
    {
      name: `${name}: p95`,
      value: round(percentile(latencies, 95), 2),
      unit: 'ms',
      target: { value: TARGET_P95_MS, higherIsBetter: false },
    },
    {
      name: `submit_assessment at ${REPORTS.toLocaleString('en-US')} reports (${submits.length} sequential): p95`,
      value: round(percentile(submits, 95), 2),
      unit: 'ms',
    },
    {
      name: `benchmark release at ${REPORTS.toLocaleString('en-US')} reports (${RELEASES} in the database): p50`,
      value: round(percentile(releases, 50), 2),
      unit: 'ms',
    },
  ];
  return { figures, problems };
}

// Run on its own: a throw-away PGlite stack, one reader, the figures printed.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const stack = await startBenchStack();
  try {
    const result = await benchBenchmark(stack, await signUp(stack));
    for (const figure of result.figures) {
      console.log(
        `${figure.name}: ${figure.value} ${figure.unit}${figure.target ? ` (target ≤ ${figure.target.value} ${figure.unit})` : ''}`,
      );
    }
    for (const problem of result.problems) console.log(`RUN FAILED: ${problem}`);
    process.exitCode = result.problems.length === 0 ? 0 : 1;
  } finally {
    await stack.cleanup();
  }
}
