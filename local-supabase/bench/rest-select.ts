// REST throughput for the app's most frequent read: a signed-in user loading their own profile,
// GET /rest/v1/profiles?select=*&id=eq.<uid> with apikey + bearer. It goes through the whole path a
// browser request takes (API-key check, JWT verification, role switch, RLS `(select auth.uid()) = id`,
// JSON built in SQL), so it shows the per-request overhead of the stack. Measured with autocannon at
// 1 and 10 keep-alive connections after a warm-up, from a worker thread (cannon-worker.mjs) so the load
// generator does not eat the server's event loop; latency percentiles come from every response.
// Target: ≥ 1,000 requests/s at 10 connections.
import { Worker } from 'node:worker_threads';
import type { Options } from 'autocannon';
import { type BenchStack, type BenchUser, BenchFailure, type Figure, type Measurement, percentile, round, userHeaders } from './shared.ts';

const WARM_UP_SECONDS = 1;
const MEASURE_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const TARGET_RPS_AT_10 = 1000;

/** What cannon-worker.mjs posts back: totals of the run and every response's latency in ms. */
type Run = { total: number; duration: number; errors: number; timeouts: number; non2xx: number; latencies: number[] };

/** One autocannon load, run in a worker thread (cannon-worker.mjs) so it does not compete with the server. */
function cannon(url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<Run> {
  const options: Options = { url, headers, connections, duration: seconds, timeout: 10 };
  const worker = new Worker(new URL('./cannon-worker.mjs', import.meta.url), { workerData: options });
  return new Promise<Run>((resolve, reject) => {
    worker.once('message', (message: Run | { error: string }) => ('error' in message ? reject(new Error(message.error)) : resolve(message)));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`autocannon worker exited with code ${code}`)));
  }).finally(() => void worker.terminate());
}

export async function benchRestSelect(stack: BenchStack, user: BenchUser, other: BenchUser): Promise<Measurement> {
  const headers = userHeaders(stack, user);
  const url = `${stack.url}/rest/v1/profiles?select=*&id=eq.${user.id}`;

  // Correctness first: the user sees their own row, and RLS hides someone else's.
  const own = (await (await fetch(url, { headers })).json()) as { id?: string }[];
  const foreign = (await (await fetch(`${stack.url}/rest/v1/profiles?select=*&id=eq.${other.id}`, { headers })).json()) as unknown[];
  if (own.length !== 1 || own[0]?.id !== user.id) throw new BenchFailure(`profile select returned ${JSON.stringify(own)}`);
  if (foreign.length !== 0) throw new BenchFailure(`RLS let a user read another profile: ${JSON.stringify(foreign)}`);

  await cannon(url, headers, 10, WARM_UP_SECONDS);
  const figures: Figure[] = [];
  const problems: string[] = [];
  for (const connections of [1, 10]) {
    const run = await cannon(url, headers, connections, MEASURE_SECONDS);
    const failed = run.errors + run.timeouts + run.non2xx;
    const label = `REST select, ${connections} conn`;
    figures.push(
      {
        name: `${label}: requests/s`,
        value: round(run.total / run.duration, 0),
        unit: 'req/s',
        ...(connections === 10 ? { target: { value: TARGET_RPS_AT_10, higherIsBetter: true } } : {}),
      },
      { name: `${label}: latency p50`, value: round(percentile(run.latencies, 50), 2), unit: 'ms' },
      { name: `${label}: latency p95`, value: round(percentile(run.latencies, 95), 2), unit: 'ms' },
      { name: `${label}: errors + timeouts + non-2xx`, value: failed, unit: 'count', target: { value: 0, higherIsBetter: false } },
    );
    if (failed > 0) {
      problems.push(`${label}: ${run.errors} errors, ${run.timeouts} timeouts, ${run.non2xx} non-2xx responses`);
    }
  }
  return { figures, problems };
}
