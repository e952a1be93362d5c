// The shell's server build (dist/server/index.cjs beside its index.html), loaded once per build: the
// file's modification time names the build, so a redeployed shell is rendered with at once, as its
// index.html is served at once. Null when the shell was built without it (a host that only serves
// files, or an older shell): its pages are then rendered in the browser.
import { stat, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { evaluateCommonJs } from './commonjs-bundle.ts';
import type { ShellServerBuild } from './contract.ts';

const SHELL_SERVER_ENTRY = path.join('server', 'index.cjs');

export type ShellRenderer = ShellServerBuild & {
  /** Names this build of the shell (part of every cache key). */
  build: string;
};

function isRenderer(exports: Record<string, unknown>): exports is Record<string, unknown> & ShellServerBuild {
  return (
    typeof exports.render === 'function' &&
    typeof exports.sharedModules === 'object' &&
    exports.sharedModules !== null &&
    Number.isInteger(exports.platformMajor)
  );
}

export function createShellRendererLoader(shellDir: string) {
  const file = path.join(shellDir, SHELL_SERVER_ENTRY);
  let loaded: { build: string; renderer: Promise<ShellRenderer | null> } | null = null;

  async function load(build: string): Promise<ShellRenderer | null> {
    const exports = evaluateCommonJs(await readFile(file, 'utf8'), file, createRequire(file));
    if (!isRenderer(exports))
      throw new Error(`${file} does not export render, sharedModules and platformMajor`);
    return {
      build,
      render: exports.render,
      sharedModules: exports.sharedModules,
      platformMajor: exports.platformMajor,
    };
  }

  return async function currentRenderer(): Promise<ShellRenderer | null> {
    let build: string;
    try {
      const info = await stat(file);
      build = `${info.mtimeMs}:${info.size}`;
    } catch {
      return null;
    }
    // A build that fails to load stays failed (each request then renders in the browser, at no cost)
    // until the file changes: a new deploy is loaded afresh.
    if (loaded?.build !== build) loaded = { build, renderer: load(build) };
    return loaded.renderer;
  };
}
