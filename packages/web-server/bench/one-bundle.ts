// Builds the one-bundle reference (packages/build-config/src/one-bundle) into .local/one-bundle and
// serves it with the same production host as the federated product, on its own port: the bench then
// measures both the same way, in the same run.
import path from 'node:path';
import { oneBundleConfig } from '@ahc/build-config';
import { createRsbuild } from '@rsbuild/core';
import { repoRoot } from 'local-supabase/config';
import { precompress } from '../src/precompress.ts';
import { type ShellAppConfig, startShellHost } from '../src/servers.ts';

export const ONE_BUNDLE_PORT = 3010;
const workDir = path.join(repoRoot, '.local', 'one-bundle');
const distDir = path.join(workDir, 'dist');

/** Builds the reference; returns how long it took. */
export async function buildOneBundle(): Promise<number> {
  const started = performance.now();
  process.env.NODE_ENV = 'production';
  const rsbuild = await createRsbuild({ rsbuildConfig: await oneBundleConfig({ distDir, workDir }), cwd: path.join(repoRoot, 'shell') });
  await rsbuild.build();
  precompress(distDir);
  return Math.round(performance.now() - started);
}

/** Serves the reference as the shell's host serves the product (app-config.json, the /api rewrite, headers). */
export async function serveOneBundle(appConfig: () => ShellAppConfig, functionsUrl: string) {
  return startShellHost({ dir: distDir, port: ONE_BUNDLE_PORT, host: '127.0.0.1', appConfig, functionsUrl });
}
