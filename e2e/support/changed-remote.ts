// A remote's next version as its team would ship it, for tests that need one that looks different: a
// copy of the remote's sources with one text changed, built as its CI would (browser build and server
// build, REMOTE_VERSION=<version>) into dist/<version>/ beside the live version, where the remote's
// server already serves it. No app code changes for a test. The copy links to the remote's own
// installed packages; its tsconfig points at the workspace's base by an absolute path.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './remote-host.ts';
import { E2E_STACK } from './stack-env.ts';

export type ChangedRemote = {
  /** The remote's folder: 'mfe-marketing'. */
  app: string;
  version: string;
  /** The source file to change, relative to the remote's folder. */
  file: string;
  /** Each text to replace (it must occur exactly once) and its replacement. */
  replacements: readonly (readonly [string, string])[];
};

const copyOf = ({ app, version }: ChangedRemote) => path.join(E2E_STACK.stateDir, `${app}-${version}`);
export const deployedDir = ({ app, version }: ChangedRemote) => path.join(repoRoot, app, 'dist', version);

/** Builds the changed version into <app>/dist/<version>/ and answers that folder. */
export function buildChangedRemote(change: ChangedRemote): string {
  const appDir = path.join(repoRoot, change.app);
  const copyDir = copyOf(change);
  rmSync(copyDir, { recursive: true, force: true });
  mkdirSync(path.join(copyDir, 'node_modules'), { recursive: true });
  for (const entry of ['index.html', 'package.json', 'rsbuild.config.ts', 'rsbuild.server.config.ts', 'src'])
    cpSync(path.join(appDir, entry), path.join(copyDir, entry), { recursive: true });
  const tsconfig = JSON.parse(readFileSync(path.join(appDir, 'tsconfig.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  writeFileSync(
    path.join(copyDir, 'tsconfig.json'),
    JSON.stringify({ ...tsconfig, extends: path.join(repoRoot, 'tsconfig.base.json') }),
  );
  // Its packages, not its caches or generated files (node_modules/.ahc is the server build's own entry).
  for (const entry of readdirSync(path.join(appDir, 'node_modules')).filter((name) => !name.startsWith('.')))
    symlinkSync(path.join(appDir, 'node_modules', entry), path.join(copyDir, 'node_modules', entry));
  const file = path.join(copyDir, change.file);
  let source = readFileSync(file, 'utf8');
  for (const [from, to] of change.replacements) {
    if (source.split(from).length !== 2) throw new Error(`expected one ${from} in ${file}`);
    source = source.replace(from, to);
  }
  writeFileSync(file, source);

  const rsbuild = path.join(appDir, 'node_modules', '@rsbuild', 'core', 'bin', 'rsbuild.js');
  for (const args of [['build'], ['build', '-c', 'rsbuild.server.config.ts']]) {
    const result = spawnSync(process.execPath, [rsbuild, ...args], {
      cwd: copyDir,
      env: { ...process.env, REMOTE_VERSION: change.version, NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 180_000,
    });
    if (result.status !== 0)
      throw new Error(
        `rsbuild ${args.join(' ')} of ${change.version} failed:\n${result.stdout}\n${result.stderr}`,
      );
  }
  cpSync(path.join(copyDir, 'dist', change.version), deployedDir(change), { recursive: true });
  return deployedDir(change);
}

/** Removes the built version and its copy of the sources. */
export function removeChangedRemote(change: ChangedRemote): void {
  rmSync(deployedDir(change), { recursive: true, force: true });
  rmSync(copyOf(change), { recursive: true, force: true });
}
