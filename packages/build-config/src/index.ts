// The one Rsbuild + Module Federation setup the shell and every remote build with, so shared
// singletons, manifests and the federation runtime are configured the same way everywhere.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { REMOTES, type RemoteName, SHELL_PORT } from './apps.ts';
import { federationRuntimeAsEsm } from './federation-esm.ts';
import { dropUnusedRadixRules } from './radix-css.ts';
import { productRadixUsage } from './radix-usage.ts';
import { sharedConfig } from './shared.ts';

export { REMOTES, SHELL_PORT, type RemoteName } from './apps.ts';
export { PLATFORM_CONTRACT, PLATFORM_MAJOR } from './shared.ts';
export { SHARED_SINGLETONS } from './shared.ts';
export { exposedPages, oneBundleConfig } from './one-bundle/config.ts';

const common = (port: number, title: string): RsbuildConfig => ({
  resolve: { alias: federationRuntimeAsEsm() },
  plugins: [pluginReact()],
  server: { port, host: '127.0.0.1', strictPort: true },
  html: { title, template: undefined },
  source: { entry: { index: './src/main.ts' } },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  tools: {
    rspack: { output: { uniqueName: title } },
    postcss: { postcssOptions: { plugins: [dropUnusedRadixRules(productRadixUsage())] } },
  },
});

/** The host: no remotes at build time; it registers them at run time from app-config.json. */
export function shellConfig(): RsbuildConfig {
  return defineConfig({
    ...common(SHELL_PORT, 'shell'),
    html: { title: 'Architecture health-check', template: './index.html' },
    // `npm run dev`: the dev server plays the production host's /api rewrite to the edge function.
    server: {
      port: SHELL_PORT,
      host: '127.0.0.1',
      strictPort: true,
      proxy: process.env.SUPABASE_FUNCTIONS_URL
        ? {
            '/api/generate-report': {
              target: process.env.SUPABASE_FUNCTIONS_URL,
              changeOrigin: true,
              pathRewrite: { '^/api': '' },
            },
          }
        : undefined,
    },
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: 'shell',
        remotes: {},
        shared: sharedConfig({ provideAll: true }),
        shareStrategy: 'loaded-first',
        dts: false,
        // Without this, dev mode leaves a type-sync broker listening on *:16322.
        dev: false,
        // The remotes use this copy of the federation runtime instead of each bringing its own; built
        // for browsers only (without the runtime's Node.js loaders: 2 KB gzip less, as in each remote).
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
    ],
  });
}

/**
 * The version a remote is deployed as: REMOTE_VERSION (a CI build number, say) or its package.json
 * version. Each version builds into dist/<version>/, so a deploy adds a folder next to the previous
 * one and pages still running on the old version keep finding their files.
 */
export function remoteVersion(appDir: string): string {
  if (process.env.REMOTE_VERSION) return process.env.REMOTE_VERSION;
  return (JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** A remote: exposes its pages, emits mf-manifest.json, serves its assets to the shell's origin. */
export function remoteConfig(name: RemoteName, exposes: Record<string, string>): RsbuildConfig {
  const { port, app } = REMOTES[name];
  return defineConfig({
    ...common(port, app),
    html: { title: `${app} (standalone)`, template: './index.html' },
    // crossorigin on the chunks and stylesheets the shell's page loads from this origin: the page may
    // then read them (its own tools do, axe for one), and a CORS answer is asked for every time.
    output: { assetPrefix: 'auto', distPath: { root: `dist/${remoteVersion(process.cwd())}` } },
    tools: {
      ...common(port, app).tools,
      rspack: { output: { uniqueName: app, crossOriginLoading: 'anonymous' } },
    },
    server: { port, host: '127.0.0.1', strictPort: true, cors: true },
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name,
        exposes,
        filename: 'remoteEntry.js',
        manifest: true,
        shared: sharedConfig(),
        shareStrategy: 'loaded-first',
        dts: false,
        dev: false,
        // In a production build the remote takes the shell's federation runtime (about 33 KB gzip
        // less per remote); a team's standalone dev server keeps its own.
        experiments: {
          externalRuntime: process.env.NODE_ENV === 'production',
          optimization: { target: 'web' },
        },
      }),
    ],
  });
}
