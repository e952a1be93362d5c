// Load test of the local stack (`pnpm --filter local-supabase bench:load`; also the last part of
// `npm run bench`): 100 concurrent simulated users through sign-in, submission and report read, 0
// errors, p95 per step reported; then the same again with 10% hostile traffic beside them, and how much
// the users' p95 moved. It measures how long each step of the app's main journey takes when every user
// is active at the same moment, and that every answer stays correct under that load (scores, ownership,
// RLS on the list).
//   1. Starts a throw-away stack (PGlite in a temp folder, free port on 127.0.0.1; startBenchStack) that
//      trusts 127.0.0.1 as its proxy: each user, and each attacker, has an address of its own in
//      X-Forwarded-For, as visitors behind a gateway do, so per-address limits apply as in production.
//   2. Signs up LOAD_USERS users (default 100), 10 at a time: set-up, not measured.
//   3. One extra user runs the journey once to warm the code paths (not measured, but checked).
//   4. Clean phase: virtual-users.mjs (a worker thread) runs all users at once, each repeating sign-in →
//      submit → get_report → list reports for LOAD_ITERATIONS rounds (default 3) or until LOAD_SECONDS
//      (default 60) have passed, whichever comes first. Every answer set is different and its expected
//      scores come from @ahc/assessment-model, so a wrong score is caught as well as a failed request.
//   5. Hostile phase: the same users run as many rounds again while three attackers send the abuse
//      suite's requests (hostile-requests.mjs), paced to 10% of all requests; every hostile answer must
//      be the 4xx/429 (or accepted 2xx) its kind expects. Target: the users' p95 within 2× of step 4.
// Prints step, count, errors, p50/p95/p99/max and total requests/s; adds the figures under "load" to
// <repo>/.local/bench-latest.json when that file exists (read-modify-write), else writes bench-load.json.
// Exit code 1 if any request failed or answered wrongly (after printing), 0 otherwise: latency is reported,
// not gated. Bounded: users, rounds and seconds are capped, every request has a timeout and the worker is
// terminated if it overruns.
// Expect sign-in to dominate: each one is a bcrypt verify at cost 10 (tens of ms of CPU, by design, as
// GoTrue does), so 100 users signing in at the same instant queue for seconds on a 2-core machine while
// the SQL steps stay in tens of ms. The printout gives the measured bcrypt time and the ceiling it implies.
import { randomUUID } from 'node:crypto';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { hash, verify } from '@node-rs/bcrypt';
import {
  type Answers,
  answersAtPositions,
  type CategoryScores,
  QUESTIONS,
  scoreAnswers,
} from '@ahc/assessment-model';
import { repoRoot } from '../../src/config.ts';
import { type BenchStack, BenchFailure, percentile, round, startBenchStack } from '../shared.ts';

const bounded = (name: string, fallback: number, max: number) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value >= 1 ? Math.min(Math.floor(value), max) : fallback;
};
const USERS = bounded('LOAD_USERS', 100, 500);
const ITERATIONS = bounded('LOAD_ITERATIONS', 3, 20);
const SECONDS = bounded('LOAD_SECONDS', 60, 300);
const SIGN_UP_BATCH = 10;
const REQUEST_TIMEOUT_MS = 30_000;
const PASSWORD = 'correct horse 1';
const SLOW_P95_MS = 1000;
const LATEST = path.join(repoRoot, '.local', 'bench-latest.json');
const OWN_FILE = path.join(repoRoot, '.local', 'bench-load.json');

type PlannedRound = { answers: Answers; submissionId: string; overall: number; categories: CategoryScores };
type LoadUser = { id: string; email: string; password: string; address: string; plan: PlannedRound[] };
type HostileFigures = Record<string, { sent: number; statuses: Record<string, number>; unhandled: number }>;
/** What virtual-users.mjs posts back. Steps in journey order, then 'whole round'. */
type WorkerResult = {
  latencies: Record<string, number[]>;
  errors: Record<string, number>;
  errorSamples: string[];
  requests: number;
  wallMs: number;
  rounds: number;
  hostile?: HostileFigures;
};
export type StepFigures = {
  step: string;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};
export type LoadFigures = {
  date: string;
  engine: string;
  host: { node: string; cpus: number; cpu: string };
  users: number;
  roundsPerUser: number;
  secondsCap: number;
  roundsCompleted: number;
  requests: number;
  wallSeconds: number;
  requestsPerSecond: number;
  errors: number;
  steps: StepFigures[];
  errorSamples: string[];
  /** One bcrypt verify at the stack's cost (10), alone on an idle stack: sign-in's CPU floor. */
  bcryptVerifyMs: number;
  /** The same users again with 10% hostile requests beside them. */
  underAttack: {
    steps: StepFigures[];
    errors: number;
    requests: number;
    hostileRequests: number;
    hostile: HostileFigures;
    /** Each step's p95 under attack divided by its clean p95 (target ≤ 2). */
    p95Ratio: Record<string, number>;
  };
  ok: boolean;
};

const HOSTILE_SHARE = 0.1;
const ATTACKERS = ['192.0.2.10', '192.0.2.20', '192.0.2.30'];
/** Requests each attacker keeps in flight, so the hostile share keeps up when a hostile request is slow. */
const ATTACKER_CONCURRENCY = 5;
/** A documentation address per user (198.18.0.0/15, the benchmarking range). */
const addressOf = (index: number) => `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;

/** A small seeded PRNG (mulberry32), so a run's answer sets are varied but reproducible. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `rounds` different answer sets for user number `index`, each with a fresh submission id and its expected scores. */
function planFor(index: number, rounds: number): PlannedRound[] {
  const random = prng(index * 7919 + 1);
  return Array.from({ length: rounds }, () => {
    const answers = answersAtPositions(QUESTIONS.map(() => Math.floor(random() * 4)));
    const { overall, categories } = scoreAnswers(answers);
    return { answers, submissionId: randomUUID(), overall, categories };
  });
}

async function signUpUser(stack: BenchStack, index: number, rounds: number): Promise<LoadUser> {
  const email = `load${index}-${process.pid}-${Date.now()}@example.com`;
  const address = addressOf(index);
  // With the admin API and a confirmed address: config.toml has confirmations on, and the virtual users sign in.
  const response = await fetch(`${stack.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: stack.keys.serviceRoleKey,
      authorization: `Bearer ${stack.keys.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { name: `Load User ${index}`, company: 'Load Co' },
    }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = (await response.json()) as { id?: string };
  if (!response.ok || !body.id)
    throw new BenchFailure(
      `creating ${email} failed: ${response.status} ${JSON.stringify(body).slice(0, 200)}`,
    );
  return { id: body.id, email, password: PASSWORD, address, plan: planFor(index, rounds) };
}

/** Runs virtual-users.mjs for these users; terminates it if it has not answered within its bound. */
function runVirtualUsers(
  stack: BenchStack,
  users: LoadUser[],
  rounds: { first: number; count: number },
  seconds: number,
  hostile?: { attackers: string[]; share: number; victim: string },
): Promise<WorkerResult> {
  const workerData = {
    url: stack.url,
    anonKey: stack.keys.anonKey,
    users,
    firstRound: rounds.first,
    iterations: rounds.count,
    seconds,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    hostile,
  };
  const worker = new Worker(new URL('./virtual-users.mjs', import.meta.url), { workerData });
  // A round is 4 requests, each aborted after REQUEST_TIMEOUT_MS; no round starts after `seconds`.
  const hardLimitMs = seconds * 1000 + 4 * REQUEST_TIMEOUT_MS + 10_000;
  let timer: NodeJS.Timeout | undefined;
  return new Promise<WorkerResult>((resolve, reject) => {
    timer = setTimeout(
      () => reject(new BenchFailure(`virtual users still running after ${hardLimitMs} ms; stopped`)),
      hardLimitMs,
    );
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new BenchFailure(`virtual-users worker exited with code ${code}`)));
  }).finally(() => {
    clearTimeout(timer);
    void worker.terminate();
  });
}

function stepFigures(result: WorkerResult): StepFigures[] {
  return Object.keys(result.latencies).map((step): StepFigures => {
    const samples = result.latencies[step] ?? [];
    const at = (p: number) => (samples.length ? round(percentile(samples, p), 1) : 0);
    return {
      step,
      count: samples.length,
      errors: result.errors[step] ?? 0,
      p50: at(50),
      p95: at(95),
      p99: at(99),
      max: samples.length ? round(Math.max(...samples), 1) : 0,
    };
  });
}

function figuresFrom(
  stack: BenchStack,
  result: WorkerResult,
  attacked: WorkerResult,
  users: number,
  bcryptVerifyMs: number,
): LoadFigures {
  const steps = stepFigures(result);
  const errors = result.errors['whole round'] ?? 0;
  const attackedSteps = stepFigures(attacked);
  const hostile = attacked.hostile ?? {};
  const unhandled = Object.values(hostile).reduce((sum, kind) => sum + kind.unhandled, 0);
  const attackedErrors = attacked.errors['whole round'] ?? 0;
  const p95Ratio = Object.fromEntries(
    steps.map((s) => [s.step, round((attackedSteps.find((a) => a.step === s.step)?.p95 ?? 0) / s.p95, 2)]),
  );
  return {
    date: new Date().toISOString(),
    engine: stack.engine,
    host: { node: process.version, cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? '' },
    users,
    roundsPerUser: ITERATIONS,
    secondsCap: SECONDS,
    roundsCompleted: result.rounds,
    requests: result.requests,
    wallSeconds: round(result.wallMs / 1000, 2),
    requestsPerSecond: round(result.requests / (result.wallMs / 1000), 0),
    errors,
    steps,
    errorSamples: [...result.errorSamples, ...attacked.errorSamples],
    bcryptVerifyMs,
    underAttack: {
      steps: attackedSteps,
      errors: attackedErrors,
      requests: attacked.requests,
      hostileRequests: Object.values(hostile).reduce((sum, kind) => sum + kind.sent, 0),
      hostile,
      p95Ratio,
    },
    ok: errors === 0 && attackedErrors === 0 && unhandled === 0,
  };
}

function printSteps(steps: StepFigures[], extra?: (step: StepFigures) => string): void {
  const header = [
    'step',
    'count',
    'errors',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'max ms',
    ...(extra ? ['p95 vs clean'] : []),
  ];
  const rows = steps.map((s) => [
    s.step,
    ...[s.count, s.errors, s.p50, s.p95, s.p99, s.max].map((n) => n.toLocaleString('en-US')),
    ...(extra ? [extra(s)] : []),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

function printTable(figures: LoadFigures): void {
  console.log(
    `Load: ${figures.users} concurrent users × up to ${figures.roundsPerUser} rounds (cap ${figures.secondsCap} s), ${figures.engine}, ${figures.host.cpus} CPUs`,
  );
  printSteps(figures.steps);
  console.log(
    `${figures.requests.toLocaleString('en-US')} requests in ${figures.wallSeconds} s wall = ${figures.requestsPerSecond.toLocaleString('en-US')} req/s; ` +
      `${figures.roundsCompleted}/${figures.users * figures.roundsPerUser} rounds completed; ${figures.errors} error(s)`,
  );
  const slow = figures.steps.filter((s) => s.step !== 'whole round' && s.p95 > SLOW_P95_MS);
  if (slow.length)
    console.log(`Slow (p95 > ${SLOW_P95_MS} ms): ${slow.map((s) => `${s.step} ${s.p95} ms`).join(', ')}`);
  const ceiling = Math.round((figures.host.cpus * 1000) / figures.bcryptVerifyMs);
  console.log(
    `Sign-in checks the password with bcrypt (cost 10): ${figures.bcryptVerifyMs} ms each here (measured alone after the run), so at most ~${ceiling} sign-ins/s on ` +
      `${figures.host.cpus} CPUs; ${figures.users} users signing in at once queue for up to ~${round(figures.users / ceiling, 1)} s.`,
  );
  const attack = figures.underAttack;
  console.log('');
  console.log(
    `Under attack: the same users again, with ${attack.hostileRequests.toLocaleString('en-US')} hostile requests beside their ${attack.requests.toLocaleString('en-US')} (${round((100 * attack.hostileRequests) / (attack.hostileRequests + attack.requests), 1)}%) from ${ATTACKERS.length} attackers`,
  );
  printSteps(attack.steps, (s) => `${figures.underAttack.p95Ratio[s.step] ?? 0}×`);
  const worst = Math.max(
    ...Object.entries(attack.p95Ratio)
      .filter(([step]) => step !== 'whole round')
      .map(([, ratio]) => ratio),
  );
  console.log(
    `Users' p95 under attack: at most ${worst}× the clean run (target ≤ 2×): ${worst <= 2 ? 'PASS' : 'MISS'}`,
  );
  for (const [kind, f] of Object.entries(attack.hostile)) {
    console.log(
      `  hostile ${kind.padEnd(32)} ${String(f.sent).padStart(5)} sent, answered ${Object.entries(f.statuses)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ')}${f.unhandled ? `, ${f.unhandled} NOT HANDLED` : ''}`,
    );
  }
  for (const sample of figures.errorSamples) console.log(`LOAD ERROR: ${sample}`);
}

/** Adds the figures under "load" to bench-latest.json if it exists, else writes bench-load.json. Returns the file. */
async function saveFigures(figures: LoadFigures): Promise<string> {
  let latest: Record<string, unknown> | undefined;
  try {
    latest = JSON.parse(await readFile(LATEST, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (latest) {
    await writeFile(LATEST, `${JSON.stringify({ ...latest, load: figures }, null, 2)}\n`);
    return LATEST;
  }
  await mkdir(path.dirname(OWN_FILE), { recursive: true });
  await writeFile(OWN_FILE, `${JSON.stringify(figures, null, 2)}\n`);
  return OWN_FILE;
}

/** Mean time of one bcrypt verify at cost 10 (what a password sign-in spends), after a warm-up. */
async function bcryptVerifyMs(): Promise<number> {
  const stored = await hash(PASSWORD, { cost: 10 });
  await verify(PASSWORD, stored);
  const started = performance.now();
  for (let i = 0; i < 5; i++) await verify(PASSWORD, stored);
  return round((performance.now() - started) / 5, 1);
}

/** The whole load test; resolves to the exit code (1 when any request failed or answered wrongly). */
export async function runLoad(): Promise<number> {
  // Report generation keeps its production limit here: the attackers' flood must meet it.
  const stack = await startBenchStack(undefined, {
    trustedProxies: ['127.0.0.1'],
    functionEnv: { GENERATE_REPORT_RATE_LIMIT: '20' },
  });
  console.error(`[load] ${stack.engine} at ${stack.url}`);
  let figures: LoadFigures;
  try {
    console.error(`[load] signing up ${USERS} users, ${SIGN_UP_BATCH} at a time (not measured) …`);
    const users: LoadUser[] = [];
    for (let i = 0; i < USERS; i += SIGN_UP_BATCH) {
      const batch = Array.from({ length: Math.min(SIGN_UP_BATCH, USERS - i) }, (_, k) =>
        signUpUser(stack, i + k, 2 * ITERATIONS),
      );
      users.push(...(await Promise.all(batch)));
    }
    const warmUp = await runVirtualUsers(
      stack,
      [await signUpUser(stack, USERS, 1)],
      { first: 0, count: 1 },
      SECONDS,
    );
    if (warmUp.errorSamples.length)
      throw new BenchFailure(`warm-up round failed: ${warmUp.errorSamples.join('; ')}`);
    const victim = await signUpUser(stack, USERS + 1, 0);
    console.error(`[load] ${USERS} virtual users × up to ${ITERATIONS} rounds, cap ${SECONDS} s …`);
    const result = await runVirtualUsers(stack, users, { first: 0, count: ITERATIONS }, SECONDS);
    console.error(
      `[load] again, with ${HOSTILE_SHARE * 100}% hostile requests from ${ATTACKERS.length} attackers …`,
    );
    const attacked = await runVirtualUsers(stack, users, { first: ITERATIONS, count: ITERATIONS }, SECONDS, {
      attackers: ATTACKERS.flatMap((address) => Array(ATTACKER_CONCURRENCY).fill(address)),
      share: HOSTILE_SHARE,
      victim: victim.email,
    });
    figures = figuresFrom(stack, result, attacked, USERS, await bcryptVerifyMs());
  } finally {
    await stack.cleanup();
  }
  console.log('');
  printTable(figures);
  console.log(`Results: ${await saveFigures(figures)}`);
  return figures.ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runLoad().then(
    (code) => process.exit(code),
    (error) => {
      console.error('[load] failed:', error);
      process.exit(1);
    },
  );
}
