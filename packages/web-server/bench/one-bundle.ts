// Builds the one-bundle reference (packages/build-config/src/one-bundle) into .local/one-bundle and
// serves it with the same production host as the federated product, on its own port: the bench then
// measures both the same way, in the same run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { oneBundleConfig } from '@ahc/build-config';
import { createRsbuild } from '@rsbuild/core';
import { repoRoot } from 'local-supabase/config';
import { precompress } from '../src/precompress.ts';
import type { AppConfig } from '@ahc/platform/app-config';
import { startShellHost } from '../src/servers.ts';

export const ONE_BUNDLE_PORT = 3010;
const workDir = path.join(repoRoot, '.local', 'one-bundle');
const distDir = path.join(workDir, 'dist');

/**
 * The stylesheets the shell's main.ts imports (its entry, which the one bundle does not use: it starts at
 * bootstrap.tsx, without federation's asynchronous boundary). Since the stylesheets moved from bootstrap.tsx
 * to main.ts, the reference config (packages/build-config/src/one-bundle/config.ts) builds the apps without
 * them; they are put back here, before the entry, so that both builds paint the same styled page.
 */
function shellStylesheets(): string[] {
  const main = readFileSync(path.join(repoRoot, 'shell', 'src', 'main.ts'), 'utf8');
  const imported = [...main.matchAll(/^import '([^']+\.css)';$/gm)].map(([, file]) => file!);
  return imported.map((file) => (file.startsWith('.') ? path.join(repoRoot, 'shell', 'src', file) : file));
}

/** Builds the reference; returns how long it took. */
export async function buildOneBundle(): Promise<number> {
  const started = performance.now();
  process.env.NODE_ENV = 'production';
  const config = await oneBundleConfig({ distDir, workDir });
  const preEntry = [...shellStylesheets(), ...[config.source?.preEntry ?? []].flat()];
  const rsbuildConfig = { ...config, source: { ...config.source, preEntry } };
  const rsbuild = await createRsbuild({ rsbuildConfig, cwd: path.join(repoRoot, 'shell') });
  await rsbuild.build();
  precompress(distDir);
  return Math.round(performance.now() - started);
}

/** Serves the reference as the shell's host serves the product (app-config.json, the /api rewrite, headers). */
export async function serveOneBundle(appConfig: () => AppConfig, functionsUrl: string) {
  return startShellHost({ dir: distDir, port: ONE_BUNDLE_PORT, host: '127.0.0.1', appConfig, functionsUrl });
}
