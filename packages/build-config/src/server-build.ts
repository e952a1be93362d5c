// The server builds: each app's pages compiled once more, for Node, so the shell's host can render a
// first visit's page as HTML (docs/decisions.md "Rendering on the server"). A remote's server build
// lands in its version folder (dist/<version>/server/index.cjs), beside the browser build it must match,
// so markup rendered by one version is only ever hydrated by that version. It is one CommonJS file that
// exports its exposed modules and the platform contract it was built against (the host refuses a build
// the shell's platform does not satisfy, as the browser's share scope does), and requires only what the
// browser build shares as singletons (React and
// the platform's shared entries): the host hands it the shell's own instances, as Module Federation's
// share scope does in the browser. The shell's server build (dist/server/index.cjs) carries the shell's
// renderer and those instances.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { remoteVersion } from './index.ts';
import { PLATFORM_CONTRACT, PLATFORM_MAJOR } from './shared.ts';
import { SERVER_SHARED_MODULES } from './singletons.ts';

/** The file of a server build, relative to the folder of the browser build's mf-manifest.json (or index.html). */
export const SERVER_ENTRY_FILE = 'server/index.cjs';

const isShared = (request: string) => (SERVER_SHARED_MODULES as readonly string[]).includes(request);

const nodeBuild = (entry: string, distRoot: string, externals: boolean): RsbuildConfig =>
  defineConfig({
    plugins: [pluginReact()],
    // The platform major the shell's server build provides (its host refuses a remote built for another).
    source: {
      entry: { index: entry },
      define: { 'process.env.AHC_PLATFORM_MAJOR': JSON.stringify(String(PLATFORM_MAJOR)) },
    },
    output: {
      target: 'node',
      module: false,
      distPath: { root: distRoot, js: '' },
      filenameHash: false,
      // .cjs: the apps' package.json says "type": "module", and this file is CommonJS.
      filename: { js: '[name].cjs' },
      // Browsers never see this build: no compressed copies, no source maps to serve.
      sourceMap: false,
      minify: false,
      externals: externals
        ? [
            ({ request }, callback) =>
              request && isShared(request) ? callback(undefined, `commonjs ${request}`) : callback(),
          ]
        : undefined,
    },
    performance: { chunkSplit: { strategy: 'all-in-one' } },
    // One file: the host evaluates it on its own, with no chunk files to fetch beside it.
    tools: { rspack: { output: { asyncChunks: false }, optimization: { splitChunks: false } } },
  });

/**
 * The module that lists a remote's exposed pages for its server build, written where the build can
 * resolve it (node_modules/.ahc/, ignored by git): the exposes map is the one source, as for the browser.
 */
function writeServerEntry(appDir: string, exposes: Record<string, string>): string {
  const dir = path.join(appDir, 'node_modules', '.ahc');
  mkdirSync(dir, { recursive: true });
  const entries = Object.entries(exposes);
  const lines = [
    '// Written by @ahc/build-config (server-build.ts) from src/exposes.ts: do not edit.',
    ...entries.map(
      ([, file], index) => `import * as module${index} from ${JSON.stringify(path.resolve(appDir, file))};`,
    ),
    `export const modules = { ${entries.map(([name], index) => `${JSON.stringify(name)}: module${index}`).join(', ')} };`,
    // The platform contract this build was made against, as its browser build declares it to the share scope.
    `export const platformContract = ${JSON.stringify(PLATFORM_CONTRACT)};`,
  ];
  const file = path.join(dir, 'server-entry.ts');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** A remote's server build: its exposed modules for Node, in dist/<version>/server/. */
export function remoteServerConfig(exposes: Record<string, string>): RsbuildConfig {
  const appDir = process.cwd();
  return nodeBuild(writeServerEntry(appDir, exposes), `dist/${remoteVersion(appDir)}/server`, true);
}

/** The shell's server build: its renderer and the shared instances remotes' server builds require. */
export function shellServerConfig(entry: string): RsbuildConfig {
  return nodeBuild(entry, 'dist/server', false);
}
