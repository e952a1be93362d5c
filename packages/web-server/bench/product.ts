// The product as `npm start` serves it, on a throw-away stack, for the bench's scripts (run.ts, bytes.ts):
// the already built apps (nothing is built here) and the one-bundle reference served beside them.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHELL_PORT } from '@ahc/build-config';
import { repoRoot } from 'local-supabase/config';
import type { AppConfig } from '@ahc/platform/app-config';
import { ONE_BUNDLE_PORT, serveOneBundle } from './one-bundle.ts';

const STACK_PORT = 54341;
export const stackUrl = `http://127.0.0.1:${STACK_PORT}`;

export const BUILDS = {
  federated: `http://localhost:${SHELL_PORT}`,
  'one bundle': `http://localhost:${ONE_BUNDLE_PORT}`,
} as const;
export type Build = keyof typeof BUILDS;
export const BUILD_NAMES = Object.keys(BUILDS) as Build[];

/** Starts the stack and the product's hosts, then serves the one bundle (built before) with their config. */
export async function startProduct() {
  const stateDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
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
  const appConfig = (await (await fetch(`${BUILDS.federated}/app-config.json`)).json()) as AppConfig;
  const oneBundle = await serveOneBundle(() => appConfig, `${stackUrl}/functions/v1`);
  return {
    stateDir,
    stop() {
      oneBundle.server.close();
      server.kill('SIGTERM');
    },
  };
}
