// `pnpm --filter @ahc/web-server bench`: builds every app, serves them like `npm start`, and prints
// the bundle figures of bench/bundles.ts next to their targets.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTimes, measureBundles } from './bundles.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const stateDir = mkdtempSync(path.join(os.tmpdir(), 'bench-bundles-'));
const builds = buildTimes();

const server = spawn(path.resolve('node_modules/.bin/tsx'), ['src/start.ts', '--skip-build'], {
  env: { ...process.env, LOCAL_SUPABASE_DIR: stateDir, LOCAL_SUPABASE_PORT: '54341' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  await new Promise<void>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      if (out.includes('is running')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const result = await measureBundles();
  console.log('\nBuild time per app');
  for (const [app, ms] of Object.entries(builds)) console.log(`  ${app.padEnd(16)} ${(ms / 1000).toFixed(1)} s`);
  console.log(`\nInitial JS for / (gzip): ${kb(result.initialBytes)}   target ≤ 200 KB   ${result.initialBytes <= 200 * 1024 ? 'PASS' : 'MISS'}`);
  console.log('\nJS a remote route adds when reached from / (gzip)');
  for (const [route, r] of Object.entries(result.perRoute)) {
    const beyondPage = r.remoteEntryBytes;
    console.log(`  ${route.padEnd(14)} ${kb(r.addedBytes).padStart(9)}   of which remote entry ${kb(r.remoteEntryBytes)}   entry target ≤ 20 KB ${beyondPage <= 20 * 1024 ? 'PASS' : 'MISS'}`);
  }
} finally {
  server.kill('SIGTERM');
}
