// Latency of the app's one write: POST /rest/v1/rpc/submit_assessment {answers, submission_id} as a
// signed-in user. Each call validates all 20 answers against the question bank, scores them and inserts
// a report, all inside the request's transaction, so this is the heaviest SQL a user triggers.
// Calls are sequential (one user submitting at a time), each with a fresh submission id so none is
// answered from the idempotency lookup. Target: p95 ≤ 30 ms.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  ANSWERS,
  type BenchStack,
  type BenchUser,
  type Measurement,
  percentile,
  round,
  userHeaders,
} from './shared.ts';

const WARM_UP = 10;
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 200);
const TARGET_P95_MS = 30;

export async function benchSubmit(stack: BenchStack, users: BenchUser[]): Promise<Measurement> {
  const problems: string[] = [];
  const latencies: number[] = [];
  for (let i = 0; i < WARM_UP + SUBMISSIONS; i++) {
    const user = users[i % users.length]!;
    const started = performance.now();
    const response = await fetch(`${stack.url}/rest/v1/rpc/submit_assessment`, {
      method: 'POST',
      headers: { ...userHeaders(stack, user), 'content-type': 'application/json' },
      body: JSON.stringify({ answers: ANSWERS, submission_id: randomUUID() }),
    });
    const body = (await response.json()) as { user_id?: string; overall_score?: number };
    const elapsed = performance.now() - started;
    if (response.status !== 200 || body.user_id !== user.id || typeof body.overall_score !== 'number') {
      problems.push(`submit_assessment #${i + 1}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
      if (problems.length >= 5) break;
      continue;
    }
    if (i >= WARM_UP) latencies.push(elapsed);
  }
  return {
    figures: [
      {
        name: `submit_assessment (${latencies.length} sequential): p50`,
        value: round(percentile(latencies, 50), 2),
        unit: 'ms',
      },
      {
        name: `submit_assessment (${latencies.length} sequential): p95`,
        value: round(percentile(latencies, 95), 2),
        unit: 'ms',
        target: { value: TARGET_P95_MS, higherIsBetter: false },
      },
    ],
    problems,
  };
}
