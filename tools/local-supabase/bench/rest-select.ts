// REST throughput for the app's most frequent read: a signed-in user loading their own profile,
// GET /rest/v1/profiles?select=*&id=eq.<uid> with apikey + bearer. It goes through the whole path a
// browser request takes (API-key check, JWT verification, role switch, RLS `(select auth.uid()) = id`,
// JSON built in SQL), so it shows the per-request overhead of the stack. Measured with autocannon at
// 1 and 10 keep-alive connections after a warm-up, from a worker thread (cannon-worker.mjs) so the load
// generator does not eat the server's event loop; latency percentiles come from every response.
// Target: ≥ 1,000 requests/s at 10 connections.
//
// The second figure is an embedded select: one report with its author's profile,
// GET /rest/v1/reports?select=id,overall_score,profile(name,company)&id=eq.<report>. reports.user_id and
// profiles.id both reference auth.users, which the API does not expose, so PostgREST finds no foreign
// key between them; the embed goes through a computed relationship, public.profile(reports), the
// function a project adds for it (docs/postgrest-features.md, "Embedding"). The benchmark creates it in
// its own throw-away database; RLS on both tables decides what the user sees, as for the plain select.
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { Options } from 'autocannon';
import {
  ANSWERS,
  type BenchStack,
  type BenchUser,
  BenchFailure,
  type Figure,
  type Measurement,
  percentile,
  round,
  userHeaders,
} from './shared.ts';

const WARM_UP_SECONDS = 1;
const MEASURE_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const TARGET_RPS_AT_10 = 1000;

/** What cannon-worker.mjs posts back: totals of the run and every response's latency in ms. */
type Run = {
  total: number;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  latencies: number[];
};

/** One autocannon load, run in a worker thread (cannon-worker.mjs) so it does not compete with the server. */
function cannon(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<Run> {
  const options: Options = { url, headers, connections, duration: seconds, timeout: 10 };
  const worker = new Worker(new URL('./cannon-worker.mjs', import.meta.url), { workerData: options });
  return new Promise<Run>((resolve, reject) => {
    worker.once('message', (message: Run | { error: string }) =>
      'error' in message ? reject(new Error(message.error)) : resolve(message),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`autocannon worker exited with code ${code}`)));
  }).finally(() => void worker.terminate());
}

/** The computed relationship reports → profiles (see the header): what a project would add in a migration. */
const PROFILE_OF_REPORT = `
  create or replace function public.profile(public.reports) returns setof public.profiles
  language sql stable rows 1 set search_path = '' as $$ select * from public.profiles where id = $1.user_id $$;
  grant execute on function public.profile(public.reports) to authenticated;`;

async function submitReport(stack: BenchStack, user: BenchUser): Promise<string> {
  const response = await fetch(`${stack.url}/rest/v1/rpc/submit_assessment`, {
    method: 'POST',
    headers: { ...userHeaders(stack, user), 'content-type': 'application/json' },
    body: JSON.stringify({ answers: ANSWERS, submission_id: randomUUID() }),
  });
  const body = (await response.json()) as { id?: string };
  if (response.status !== 200 || !body.id)
    throw new BenchFailure(
      `submit_assessment for the embedded select: ${response.status} ${JSON.stringify(body)}`,
    );
  return body.id;
}

async function measure(
  label: string,
  url: string,
  headers: Record<string, string>,
  target: number | undefined,
): Promise<Measurement> {
  await cannon(url, headers, 10, WARM_UP_SECONDS);
  const figures: Figure[] = [];
  const problems: string[] = [];
  for (const connections of [1, 10]) {
    const run = await cannon(url, headers, connections, MEASURE_SECONDS);
    const failed = run.errors + run.timeouts + run.non2xx;
    const name = `${label}, ${connections} conn`;
    figures.push(
      {
        name: `${name}: requests/s`,
        value: round(run.total / run.duration, 0),
        unit: 'req/s',
        ...(connections === 10 && target !== undefined
          ? { target: { value: target, higherIsBetter: true } }
          : {}),
      },
      { name: `${name}: latency p50`, value: round(percentile(run.latencies, 50), 2), unit: 'ms' },
      { name: `${name}: latency p95`, value: round(percentile(run.latencies, 95), 2), unit: 'ms' },
      {
        name: `${name}: errors + timeouts + non-2xx`,
        value: failed,
        unit: 'count',
        target: { value: 0, higherIsBetter: false },
      },
    );
    if (failed > 0)
      problems.push(
        `${name}: ${run.errors} errors, ${run.timeouts} timeouts, ${run.non2xx} non-2xx responses`,
      );
  }
  return { figures, problems };
}

export async function benchRestSelect(
  stack: BenchStack,
  user: BenchUser,
  other: BenchUser,
): Promise<Measurement> {
  const headers = userHeaders(stack, user);
  const url = `${stack.url}/rest/v1/profiles?select=*&id=eq.${user.id}`;

  // Correctness first: the user sees their own row, and RLS hides someone else's.
  const own = (await (await fetch(url, { headers })).json()) as { id?: string }[];
  const foreign = (await (
    await fetch(`${stack.url}/rest/v1/profiles?select=*&id=eq.${other.id}`, { headers })
  ).json()) as unknown[];
  if (own.length !== 1 || own[0]?.id !== user.id)
    throw new BenchFailure(`profile select returned ${JSON.stringify(own)}`);
  if (foreign.length !== 0)
    throw new BenchFailure(`RLS let a user read another profile: ${JSON.stringify(foreign)}`);

  // The embedded select: a report with its profile, through the computed relationship.
  await stack.db.exec(PROFILE_OF_REPORT);
  stack.reloadSchemaCache();
  const [ownReport, otherReport] = [await submitReport(stack, user), await submitReport(stack, other)];
  const embedUrl = (id: string) =>
    `${stack.url}/rest/v1/reports?select=${encodeURIComponent('id,overall_score,profile(name,company)')}&id=eq.${id}`;
  const embedded = (await (await fetch(embedUrl(ownReport), { headers })).json()) as {
    id?: string;
    profile?: { name?: string };
  }[];
  const foreignEmbed = (await (await fetch(embedUrl(otherReport), { headers })).json()) as unknown[];
  if (embedded.length !== 1 || embedded[0]?.id !== ownReport || embedded[0]?.profile?.name !== 'Bench User') {
    throw new BenchFailure(`embedded select returned ${JSON.stringify(embedded)}`);
  }
  if (foreignEmbed.length !== 0)
    throw new BenchFailure(`RLS let a user read another report: ${JSON.stringify(foreignEmbed)}`);

  const plain = await measure('REST select', url, headers, TARGET_RPS_AT_10);
  const embed = await measure('REST select + embedded profile', embedUrl(ownReport), headers, undefined);
  return { figures: [...plain.figures, ...embed.figures], problems: [...plain.problems, ...embed.problems] };
}
