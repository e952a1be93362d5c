// `pnpm --filter @ahc/web-server bench` (part of `npm run bench`): builds every app, serves them as
// `npm start` does on a throw-away stack, then prints next to their targets: build time per app, the
// JavaScript a first visit to / loads and what each remote route adds (bench/bundles.ts), and
// Lighthouse on /, /start and a report page, mobile and desktop (bench/lighthouse.ts). Figures also
// go to .local/bench-web.json. Targets are reported, not enforced.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { repoRoot } from 'local-supabase/config';
import { deriveKeys } from 'local-supabase/keys';
import { buildTimes, measureBundles } from './bundles.ts';
import { runLighthouse } from './lighthouse.ts';

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
const STACK_PORT = 54341;
const stackUrl = `http://127.0.0.1:${STACK_PORT}`;
const stateDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));

async function startProduct() {
  const server = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/start.ts', '--skip-build'], {
    cwd: repoRoot,
    env: { ...process.env, LOCAL_SUPABASE_DIR: stateDir, LOCAL_SUPABASE_PORT: String(STACK_PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      if (out.includes('is running')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`the product server exited with ${code}`)));
  });
  return server;
}

/** A signed-up user with one report: what the report page needs. */
async function userWithReport() {
  const { anonKey } = deriveKeys(readFileSync(path.join(stateDir, 'jwt-secret'), 'utf8').trim());
  const { answersAtPositions } = await import('@ahc/assessment-model');
  const signup = await fetch(`${stackUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'bench password 1', data: { name: 'Bench Mark', company: 'Perf ApS' } }),
  });
  const session = await signup.json();
  const answers = answersAtPositions(Array.from({ length: 20 }, (_, i) => i % 4));
  const submitted = await fetch(`${stackUrl}/rest/v1/rpc/submit_assessment`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ answers, submission_id: randomUUID() }),
  });
  const report = await submitted.json();
  return { storage: { 'sb-127-auth-token': JSON.stringify(session) }, reportId: report.id as string };
}

const builds = buildTimes();
const server = await startProduct();
try {
  const bundles = await measureBundles();
  const { storage, reportId } = await userWithReport();
  const lighthouseFigures = await runLighthouse({
    shellUrl: 'http://localhost:3000',
    pages: [{ path: '/' }, { path: '/start' }, { path: `/reports/${reportId}`, storage }],
  });

  console.log('\nBuild time per app');
  for (const [app, ms] of Object.entries(builds)) console.log(`  ${app.padEnd(16)} ${(ms / 1000).toFixed(1)} s`);
  console.log(`\nInitial JS for / (gzip): ${kb(bundles.initialBytes)}   target ≤ 200 KB   ${verdict(bundles.initialBytes <= 200 * KB)}`);
  console.log('\nJS a remote route adds when reached from / (gzip)');
  for (const [route, r] of Object.entries(bundles.perRoute)) {
    console.log(`  ${route.padEnd(14)} ${kb(r.addedBytes).padStart(9)}   remote entry ${kb(r.remoteEntryBytes).padStart(8)}   entry ≤ 20 KB ${verdict(r.remoteEntryBytes <= 20 * KB)}`);
  }
  console.log('\nLighthouse, median of 3 runs, each a first visit (performance, CLS, TBT, LCP)');
  for (const f of lighthouseFigures) {
    const target = f.preset === 'mobile' ? 90 : 98;
    const ok = f.performance >= target && f.cls <= 0.05 && f.tbt <= 200;
    if (f.error) {
      console.log(`  ${f.preset.padEnd(8)} ${f.url} not measured: ${f.error}`);
      continue;
    }
    console.log(`  ${f.preset.padEnd(8)} ${(f.url.startsWith('/reports/') ? '/reports/{id}' : f.url).padEnd(14)} perf ${String(f.performance).padStart(3)} (≥ ${target})  CLS ${f.cls.toFixed(3)}  TBT ${String(f.tbt).padStart(4)} ms  LCP ${String(f.lcp).padStart(5)} ms   ${verdict(ok)}`);
  }
  mkdirSync(path.join(repoRoot, '.local'), { recursive: true });
  writeFileSync(path.join(repoRoot, '.local', 'bench-web.json'), `${JSON.stringify({ date: new Date().toISOString(), builds, bundles, lighthouse: lighthouseFigures }, null, 2)}\n`);
} finally {
  server.kill('SIGTERM');
}
