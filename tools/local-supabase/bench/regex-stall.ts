// A bystander's latency while three slow requests run. Three anonymous clients each send, one after
// another for WINDOW_MS, a regular-expression filter that keeps Postgres's regex engine busy for
// seconds on an 11-character value (no back-reference, so it is not refused up front); meanwhile a
// signed-in bystander makes a request every PACE_MS, an RLS-filtered REST read and every tenth a
// password sign-in (within GoTrue's 30 sign-ins per 5 minutes per address). PGlite runs one
// statement at a time, so this is what the regex budget and the costly lane (src/db/database.ts) are
// for; on Postgres (DATABASE_URL) the statements run side by side. Every slow request must be
// answered 500 57014 (PostgREST's shape for a cancelled statement), every bystander request 200.
// Target: the bystander's p95 ≤ 1 s.
// Run alone: `pnpm --filter local-supabase exec tsx bench/regex-stall.ts` (its own throw-away stack).
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { type BenchStack, type Measurement, percentile, round, signUp, startBenchStack } from './shared.ts';

/** Postgres keeps compiled patterns, and compiling is the slow part: each request varies its bound, as an attacker would. */
const slowPattern = (n: number) => `(.*){1,${255 - (n % 100)}}(.*){1,255}(.*){1,255}q`;
const SLOW_CLIENTS = 3;
const WINDOW_MS = Number(process.env.BENCH_REGEX_STALL_MS ?? 10_000);
const TARGET_P95_MS = 1_000;
const PACE_MS = 100;

export async function benchRegexStall(stack: BenchStack): Promise<Measurement> {
  const problems: string[] = [];
  const bystander = await signUp(stack);
  const { email } = (await (
    await fetch(`${stack.url}/auth/v1/user`, {
      headers: { apikey: stack.keys.anonKey, authorization: `Bearer ${bystander.accessToken}` },
    })
  ).json()) as { email: string };

  const until = performance.now() + WINDOW_MS;
  let slowAnswered = 0;
  let sent = 0;
  const slowClient = async () => {
    while (performance.now() < until) {
      const pattern = slowPattern(sent++);
      const response = await fetch(
        `${stack.url}/rest/v1/app_config?key=${encodeURIComponent(`match.${pattern}`)}`,
        {
          headers: { apikey: stack.keys.anonKey },
        },
      );
      const body = (await response.json()) as { code?: string };
      if (response.status !== 500 || body.code !== '57014')
        problems.push(`slow request: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
      slowAnswered += 1;
    }
  };
  const latencies: number[] = [];
  const bystanderClient = async () => {
    // Let the three slow requests reach the database first.
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (let i = 0; performance.now() < until; i++) {
      const started = performance.now();
      const signIn = i % 10 === 0;
      const response = signIn
        ? await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
            method: 'POST',
            headers: { apikey: stack.keys.anonKey, 'content-type': 'application/json' },
            body: JSON.stringify({ email, password: 'correct horse 1' }),
          })
        : await fetch(`${stack.url}/rest/v1/profiles?select=name`, {
            headers: { apikey: stack.keys.anonKey, authorization: `Bearer ${bystander.accessToken}` },
          });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.status !== 200)
        problems.push(`bystander ${signIn ? 'sign-in' : 'read'}: ${response.status}`);
      await new Promise((resolve) => setTimeout(resolve, PACE_MS));
    }
  };
  await Promise.all([...Array.from({ length: SLOW_CLIENTS }, slowClient), bystanderClient()]);
  const label = `bystander sign-in/read while ${SLOW_CLIENTS} slow regex requests run (${latencies.length} requests, ${slowAnswered} slow ones)`;
  return {
    figures: [
      { name: `${label}: p50`, value: round(percentile(latencies, 50)), unit: 'ms' },
      {
        name: `${label}: p95`,
        value: round(percentile(latencies, 95)),
        unit: 'ms',
        target: { value: TARGET_P95_MS, higherIsBetter: false },
      },
    ],
    problems: problems.slice(0, 5),
  };
}

// Run on its own: a throw-away PGlite stack, the figures printed.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const stack = await startBenchStack();
  try {
    const result = await benchRegexStall(stack);
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
