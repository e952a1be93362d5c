// The generate-report edge function through the gateway (/functions/v1/generate-report, JWT verified,
// request relayed to the Deno worker, streamed text/plain relayed back chunk by chunk). Measures the
// time to the first body byte (what the user waits for before the report starts to appear) and the
// total time of the stream. The first call also boots the Deno worker, so it is reported separately as
// the cold start; the rest is the median of several warm calls. The built-in analyser answers (no LLM),
// so the figures are the stack's own overhead. Target: first byte ≤ 100 ms (warm).
import { performance } from 'node:perf_hooks';
import {
  ANSWERS,
  type BenchStack,
  type BenchUser,
  type Figure,
  type Measurement,
  percentile,
  round,
  userHeaders,
} from './shared.ts';

const WARM_RUNS = 10;
const TARGET_FIRST_BYTE_MS = 100;

type Timing = { firstByteMs: number; totalMs: number; bytes: number };

async function generateOnce(stack: BenchStack, user: BenchUser, answers: string): Promise<Timing> {
  const started = performance.now();
  const response = await fetch(`${stack.url}/functions/v1/generate-report`, {
    method: 'POST',
    headers: { ...userHeaders(stack, user), 'content-type': 'application/json' },
    body: JSON.stringify({ answers, language: 'en' }),
    signal: AbortSignal.timeout(60_000),
  });
  if (response.status !== 200 || !response.body) {
    throw new Error(`generate-report answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  }
  let firstByteMs = Number.NaN;
  let bytes = 0;
  for await (const chunk of response.body) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += (chunk as Uint8Array).byteLength;
  }
  const totalMs = performance.now() - started;
  if (bytes === 0) throw new Error('generate-report streamed an empty body');
  return { firstByteMs, totalMs, bytes };
}

export async function benchGenerateReport(stack: BenchStack, user: BenchUser): Promise<Measurement> {
  const answers = Object.entries(ANSWERS)
    .map(([question, option]) => `${question}: ${option}`)
    .join('\n');
  const problems: string[] = [];
  const figures: Figure[] = [];
  const warm: Timing[] = [];
  try {
    const cold = await generateOnce(stack, user, answers);
    figures.push(
      { name: 'generate-report cold start: first byte', value: round(cold.firstByteMs), unit: 'ms' },
      { name: 'generate-report cold start: total', value: round(cold.totalMs), unit: 'ms' },
    );
    for (let i = 0; i < WARM_RUNS; i++) warm.push(await generateOnce(stack, user, answers));
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (warm.length > 0) {
    const median = (pick: (t: Timing) => number) => round(percentile(warm.map(pick), 50));
    figures.push(
      {
        name: `generate-report warm (median of ${warm.length}): first byte`,
        value: median((t) => t.firstByteMs),
        unit: 'ms',
        target: { value: TARGET_FIRST_BYTE_MS, higherIsBetter: false },
      },
      {
        name: `generate-report warm (median of ${warm.length}): total`,
        value: median((t) => t.totalMs),
        unit: 'ms',
      },
      { name: 'generate-report report size', value: warm[0]!.bytes, unit: 'bytes' },
    );
  }
  return { figures, problems };
}
