// Module Federation's browser runtime as ES modules. The federation plugins hand the bundler the
// runtime's CommonJS files (require.resolve finds each package's "require" entry), and CommonJS cannot
// be tree-shaken: every export of the runtime, its SDK and its bundler glue shipped, and the runtime's
// own size switches (experiments.optimization: target 'web' and the like, guarded constants the
// minifier folds) removed nothing. Each package ships the same code as ES modules beside it; pointing
// the CommonJS entries there cut the shell's first script from 32.7 to 27.3 KB gzip and each remote's
// remoteEntry.js from 14.0 to 8.8 KB (docs/benchmarks.md).
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';

const requireHere = createRequire(import.meta.url);

/** require() as seen from inside an installed package (pnpm keeps each package's dependencies beside it). */
const requireFrom = (from: NodeJS.Require, name: string) => createRequire(from.resolve(name));

/** The runtime's CommonJS entry files, each aliased to the ES module file next to it. */
export function federationRuntimeAsEsm(): Record<string, string> {
  const rsbuildPlugin = requireFrom(requireHere, '@module-federation/rsbuild-plugin');
  const rspackPlugin = requireFrom(rsbuildPlugin, '@module-federation/rspack');
  const runtimeTools = requireFrom(rspackPlugin, '@module-federation/runtime-tools');
  const entries = [
    runtimeTools.resolve('@module-federation/webpack-bundler-runtime'),
    runtimeTools.resolve('@module-federation/runtime'),
    rspackPlugin.resolve('@module-federation/runtime-tools'),
    rspackPlugin.resolve('@module-federation/runtime-tools/runtime-core'),
    rspackPlugin.resolve('@module-federation/inject-external-runtime-core-plugin'),
  ];
  return Object.fromEntries(
    entries
      .filter((file) => file.endsWith('.cjs') && existsSync(file.replace(/\.cjs$/, '.js')))
      .map((file) => [file, file.replace(/\.cjs$/, '.js')]),
  );
}
