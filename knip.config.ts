// The dead-code check (knip) behind `npm run lint`: unused files, exports, types and dependencies across
// the workspace. Knip's own plugins read most entries (the rsbuild configs' src/main.ts and the shell's
// src/server.tsx, vitest's test files, Playwright's e2e/tests, package.json scripts and exports maps);
// this file names only what they cannot see. Each ignore below is a false positive, with why.
import type { KnipConfig } from 'knip';

// A remote's pages reach the build only as file names in src/exposes.ts (rsbuild.config.ts hands the map
// to Module Federation), and its standalone.tsx only through main.ts's dynamic import of a string.
async function remoteEntries(app: string): Promise<string[]> {
  const { exposes } = (await import(`./${app}/src/exposes.ts`)) as { exposes: Record<string, string> };
  return ['src/standalone.tsx', ...Object.values(exposes).map((file) => file.replace(/^\.\//, ''))];
}

export default async (): Promise<KnipConfig> => ({
  workspaces: {
    '.': {
      entry: ['scripts/*.ts'],
      // TypeScript 7's compiler is started by path (scripts/typecheck.sh), beside TypeScript 6's API.
      ignoreDependencies: ['typescript-native'],
    },
    'mfe-marketing': {
      entry: [
        ...(await remoteEntries('mfe-marketing')),
        // Empty public entries that exist for the layout: no feature of this remote uses another, and every
        // page is exposed directly, so nothing imports them yet.
        'src/features/*/index.ts',
      ],
    },
    'mfe-auth': {
      entry: [
        ...(await remoteEntries('mfe-auth')),
        // Empty public entries that exist for the layout: no other feature uses registration or the
        // profile page, and their pages are exposed directly, so nothing imports them yet.
        'src/features/registration/index.ts',
        'src/features/account/index.ts',
      ],
    },
    'mfe-assessment': {
      entry: [
        ...(await remoteEntries('mfe-assessment')),
        // Empty public entries that exist for the layout (docs/remotes.md): these features' pages are exposed
        // directly, so nothing imports them yet.
        'src/features/start/index.ts',
        'src/features/team-answer/index.ts',
      ],
    },
    'mfe-reports': {
      entry: [
        ...(await remoteEntries('mfe-reports')),
        // Empty public entries that exist for the layout: every feature has one (docs/remotes.md), and these
        // three features' pages are exposed directly, so nothing imports them yet.
        'src/features/dashboard/index.ts',
        'src/features/history/index.ts',
        'src/features/team-report/index.ts',
      ],
    },
    'packages/*': {},
    'packages/build-config': {
      // The one-bundle build aliases the federation runtime to this file, and the page table it imports to
      // a module written at build time (one-bundle/config.ts); neither is an import knip can follow.
      entry: ['src/one-bundle/runtime.ts'],
      ignoreDependencies: [
        '@ahc/one-bundle-pages',
        // The Radix tests resolve Radix Themes from the platform's folder (the package that depends on it).
        '@radix-ui/themes',
      ],
    },
    'tools/local-supabase': {
      entry: ['src/cli/*.ts'],
      ignore: [
        // Deno code, run by the Deno binary beside each edge function, not part of the Node graph.
        'deno/**',
      ],
      ignoreDependencies: [
        // The binary is started by path (src/functions/gateway.ts resolves deno/package.json).
        'deno',
        // The type generator's server is started by path (src/cli/generate-types.ts resolves its package.json).
        '@supabase/postgres-meta',
      ],
    },
    e2e: {
      // Remotes the tests serve as static files (support/remote-host.ts), never imported.
      ignore: ['fixtures/**'],
      // Debian's poppler-utils, installed by scripts/bootstrap.sh: a PDF's text and its page count.
      ignoreBinaries: ['pdftotext', 'pdfinfo'],
    },
  },
  // Deno code, with its own lint, check and tests (scripts/test.sh).
  ignore: ['supabase/functions/**'],
  ignoreIssues: {
    // Written by Supabase's type generator and kept byte for byte (its freshness is tested); the helper types
    // and constants it emits are its interface, used or not.
    'packages/platform/src/supabase/database.types.ts': ['exports', 'types'],
  },
});
