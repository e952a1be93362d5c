// The reference the bench measures federation against: the same shell, remotes and pages, bundled
// statically into one app. Nothing of the apps' code changes: the shell's own entry (without the
// asynchronous boundary federation needs) is built with every remote's exposed pages reachable as
// ordinary lazy chunks, and the federation runtime the shell imports is replaced by a stand-in that
// loads those chunks. Same routes, same guards, same page transition; only the way a page's code
// arrives differs, so the ratio of the two builds is what federation costs.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { REMOTES, type RemoteName } from '../apps.ts';
import { dropUnusedRadixRules } from '../radix-css.ts';
import { productRadixUsage } from '../radix-usage.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(here, '../../../..');

/** `<remote>/<Page>` → the page's file, from each remote's own exposes.ts (the one list of its pages). */
export async function exposedPages(): Promise<Record<string, string>> {
  const pages: Record<string, string> = {};
  for (const [name, { app }] of Object.entries(REMOTES) as [RemoteName, { app: string }][]) {
    const { exposes } = (await import(path.join(REPO_ROOT, app, 'src', 'exposes.ts'))) as {
      exposes: Record<string, string>;
    };
    for (const [module, file] of Object.entries(exposes)) {
      pages[`${name}/${module.replace(/^\.\//, '')}`] = path.join(REPO_ROOT, app, file);
    }
  }
  return pages;
}

/** Writes the module the runtime stand-in imports: one dynamic import per exposed page. */
function writePageTable(pages: Record<string, string>, dir: string): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'pages.ts');
  const entries = Object.entries(pages).map(
    ([id, target]) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(target)}),`,
  );
  writeFileSync(
    file,
    `// Made by packages/build-config/src/one-bundle/config.ts for one build; not kept.\nexport const PAGES: Record<string, () => Promise<unknown>> = {\n${entries.join('\n')}\n};\n`,
  );
  return file;
}

/** The one-bundle build of the product into `distDir`; `workDir` holds the page table it generates. */
export async function oneBundleConfig(options: { distDir: string; workDir: string }): Promise<RsbuildConfig> {
  const pageTable = writePageTable(await exposedPages(), options.workDir);
  const shellDir = path.join(REPO_ROOT, 'shell');
  return defineConfig({
    root: shellDir,
    plugins: [pluginReact()],
    html: { title: 'Architecture health-check', template: path.join(shellDir, 'index.html') },
    source: { entry: { index: path.join(shellDir, 'src', 'bootstrap.tsx') } },
    resolve: {
      alias: {
        '@module-federation/enhanced/runtime': path.join(here, 'runtime.ts'),
        '@ahc/one-bundle-pages': pageTable,
      },
    },
    output: { distPath: { root: options.distDir }, cleanDistPath: true },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
    tools: {
      rspack: { output: { uniqueName: 'one-bundle' } },
      postcss: { postcssOptions: { plugins: [dropUnusedRadixRules(productRadixUsage())] } },
    },
  });
}
