// Benchmark of the local stack (`pnpm --filter local-supabase bench`, or `npm run bench` at the root).
// Starts its own throw-away stack (in-memory PGlite on a free port; then again on DATABASE_URL if set),
// signs up a few users, and measures the three paths the app leans on:
//   rest-select.ts      RLS-filtered profile read: requests/s at 1 and 10 connections, latency
//   submit.ts           rpc/submit_assessment: p50/p95 of sequential submissions
//   benchmark.ts        rpc/get_report_benchmark with 10,000 reports by 4,000 people: p50/p95
//   generate-report.ts  edge function through the gateway: cold start, first byte, total
//   regex-stall.ts      a bystander's sign-in/read p95 while three slow regex requests run
//   load/run-load.ts    100 concurrent users: sign-in → submit → get_report → list, p95 per step
// Prints one table with each figure next to its target (PASS/MISS) and writes <repo>/.local/bench-latest.json.
// Exit code: 0 when the run completed, even if a target is missed (a benchmark reports, it does not
// gate); 1 when the run itself failed (a request errored or answered wrongly).
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/config.ts';
import { benchBenchmark } from './benchmark.ts';
import { benchGenerateReport } from './generate-report.ts';
import { benchRegexStall } from './regex-stall.ts';
import { benchRestSelect } from './rest-select.ts';
import { type Figure, type Measurement, signUp, startBenchStack } from './shared.ts';
import { benchSubmit } from './submit.ts';

const USERS = 3;
const OUTPUT = path.join(repoRoot, '.local', 'bench-latest.json');

type EngineResult = { engine: string; figures: Figure[]; problems: string[] };

function verdict(figure: Figure): string {
  if (!figure.target) return '';
  const { value, higherIsBetter } = figure.target;
  const pass = higherIsBetter ? figure.value >= value : figure.value <= value;
  return pass ? 'PASS' : 'MISS';
}

function targetText(figure: Figure): string {
  if (!figure.target) return '';
  return `${figure.target.higherIsBetter ? '≥' : '≤'} ${figure.target.value.toLocaleString('en-US')} ${figure.unit}`;
}

async function benchEngine(databaseUrl: string | undefined): Promise<EngineResult> {
  let stack: Awaited<ReturnType<typeof startBenchStack>>;
  try {
    stack = await startBenchStack(databaseUrl);
  } catch (error) {
    return {
      engine: databaseUrl ? 'postgres (DATABASE_URL)' : 'pglite (in-memory)',
      figures: [],
      problems: [`stack did not start: ${(error as Error).message}`],
    };
  }
  console.error(`[bench] ${stack.engine} at ${stack.url}`);
  const result: EngineResult = { engine: stack.engine, figures: [], problems: [] };
  const collect = (m: Measurement) => {
    result.figures.push(...m.figures);
    result.problems.push(...m.problems);
  };
  try {
    const users = [];
    for (let i = 0; i < USERS; i++) users.push(await signUp(stack));
    const [first, second] = [users[0]!, users[1]!];
    console.error('[bench] REST select …');
    collect(await benchRestSelect(stack, first, second));
    console.error('[bench] submit_assessment …');
    collect(await benchSubmit(stack, users));
    console.error('[bench] get_report_benchmark at 10,000 reports …');
    collect(await benchBenchmark(stack, users[2]!));
    console.error('[bench] generate-report …');
    collect(await benchGenerateReport(stack, first));
    console.error('[bench] a bystander while three slow regex requests run …');
    collect(await benchRegexStall(stack));
  } catch (error) {
    result.problems.push(`${(error as Error).name}: ${(error as Error).message}`);
  } finally {
    await stack.cleanup();
  }
  return result;
}

function printTable(results: EngineResult[]): void {
  const rows = results.flatMap((r) =>
    r.figures.map((f) => [
      r.engine,
      f.name,
      `${f.value.toLocaleString('en-US')} ${f.unit}`,
      targetText(f),
      verdict(f),
    ]),
  );
  const header = ['engine', 'measure', 'value', 'target', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

async function main(): Promise<number> {
  const engines = [undefined, ...(process.env.DATABASE_URL ? [process.env.DATABASE_URL] : [])];
  const results: EngineResult[] = [];
  for (const url of engines) results.push(await benchEngine(url));

  console.log('');
  printTable(results);
  const problems = results.flatMap((r) => r.problems.map((p) => `${r.engine}: ${p}`));
  const missed = results.flatMap((r) => r.figures.filter((f) => verdict(f) === 'MISS'));
  console.log('');
  console.log(
    `${missed.length === 0 ? 'All targets met.' : `${missed.length} target(s) missed.`} Results: ${OUTPUT}`,
  );
  for (const p of problems) console.log(`RUN FAILED: ${p}`);

  await mkdir(path.dirname(OUTPUT), { recursive: true });
  const json = {
    date: new Date().toISOString(),
    host: {
      node: process.version,
      platform: `${os.platform()} ${os.arch()}`,
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model ?? '',
    },
    ok: problems.length === 0,
    results: results.map((r) => ({
      engine: r.engine,
      problems: r.problems,
      figures: r.figures.map((f) => ({ ...f, result: verdict(f) || undefined })),
    })),
  };
  await writeFile(OUTPUT, `${JSON.stringify(json, null, 2)}\n`);
  if ((await (await import('./load/run-load.ts')).runLoad()) !== 0)
    problems.push('load test: a request failed or answered wrongly');
  return problems.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error('[bench] failed:', error);
    process.exit(1);
  },
);
