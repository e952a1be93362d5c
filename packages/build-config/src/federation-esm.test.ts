// The federation runtime reaches the bundle as ES modules: every CommonJS entry the plugins hand the
// bundler is aliased to an ES module file that exists. If an upgrade moves a file, the alias must follow,
// or the runtime silently goes back to CommonJS (about 11 KB gzip more in a first visit).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { federationRuntimeAsEsm } from './federation-esm.ts';

const requireFrom = (from: NodeJS.Require, name: string) => createRequire(from.resolve(name));

describe('federationRuntimeAsEsm', () => {
  const alias = federationRuntimeAsEsm();

  it("covers the bundler runtime and the runtime that Rspack's federation plugin resolves", () => {
    // As @rspack/core does: both from the runtime-tools package the federation plugin uses.
    const rsbuildPlugin = requireFrom(createRequire(import.meta.url), '@module-federation/rsbuild-plugin');
    const runtimeTools = requireFrom(
      requireFrom(rsbuildPlugin, '@module-federation/rspack'),
      '@module-federation/runtime-tools',
    );
    for (const name of ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime']) {
      const resolved = runtimeTools.resolve(name);
      expect(resolved).toMatch(/\.cjs$/);
      expect(alias[resolved], name).toBeDefined();
    }
  });

  it('points each at an ES module', () => {
    expect(Object.keys(alias).length).toBeGreaterThanOrEqual(4);
    for (const esm of Object.values(alias)) {
      expect(esm).toMatch(/\.js$/);
      expect(readFileSync(esm, 'utf8')).toMatch(/^export /m);
    }
  });
});
