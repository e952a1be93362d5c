import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SHARED_SINGLETONS } from './singletons.ts';

const platformPackage = JSON.parse(
  readFileSync(new URL('../../platform/package.json', import.meta.url), 'utf8'),
) as {
  version: string;
  exports: Record<string, string>;
  peerDependencies: Record<'react' | 'react-dom', string>;
};

// The modules every app shares as singletons: one copy of each runs in the page. Two Reacts break
// hooks; two routers lose the <Router> context; two zustand stores, i18next instances, Supabase
// clients or TanStack Query caches silently split state; two Radix Themes lose the Theme context.
// React Router, Radix Themes, i18next, zustand, supabase-js and TanStack Query reach the apps only
// through the platform (its '.', './router', './ui' and './data' entries; the boundary rule in
// boundaries/rule.js holds apps to it), so they are shared inside it and tree-shaken to what the product
// uses: a package shared on its own ships every export, since any remote might use any of them (382 KB
// gzip for the first load of / when they were). './data' is an entry of its own so that the first
// page, which reads no server state, never loads TanStack Query, and './ui/base' so that it loads the
// kit's layout and text components without its tables and form fields.
export { SHARED_SINGLETONS } from './singletons.ts';

const PLATFORM_DIR = new URL('../../platform/', import.meta.url);
const platformExports = platformPackage.exports;

const PLATFORM_ENTRIES: readonly string[] = [
  '@ahc/platform',
  '@ahc/platform/router',
  '@ahc/platform/ui',
  '@ahc/platform/ui/base',
  '@ahc/platform/data',
];

// The platform is the contract between the teams: its major version says which remotes fit a shell.
// strictVersion makes a remote built for another major fail to load (the shell shows its panel)
// instead of running against a platform it does not know. Major 2 is the one where the router, the UI
// kit and the Supabase client moved inside the platform: a remote built for major 1 expects the shell
// to share react-router-dom and Radix Themes, and would crash instead of being refused.
// AHC_PLATFORM_CONTRACT builds against another contract (how a team would target a future major).
export const PLATFORM_MAJOR = Number(platformPackage.version.split('.')[0]);
export const PLATFORM_CONTRACT = process.env.AHC_PLATFORM_CONTRACT ?? `^${PLATFORM_MAJOR}.0.0`;

type SharedItem = {
  singleton: true;
  requiredVersion?: string;
  strictVersion?: boolean;
  import?: string;
  version?: string;
};

// React's range, once for every importer. Without it each package that imports React (the platform,
// React Router, Radix, TanStack Query, ...) asks for it with its own peer range, and every distinct
// range is one more consume entry in each app's remoteEntry.js, which the first page loads.
const REACT_RANGES: Record<string, string> = {
  react: platformPackage.peerDependencies.react,
  'react-dom': platformPackage.peerDependencies['react-dom'],
};

/** The file an entry of the platform names in its package.json ('@ahc/platform/ui' → src/ui/kit.ts). */
const platformFile = (entry: string) =>
  fileURLToPath(new URL(platformExports[entry.replace('@ahc/platform', '.')]!, PLATFORM_DIR));

/**
 * provideAll (the shell): provide every entry of the platform, also those the shell's own code never
 * imports. Module Federation provides a shared module only from a build that imports it; one the shell
 * did not provide is run from the first remote's own copy instead, with its own Radix Themes or
 * TanStack Query (the shell's frame imports only '@ahc/platform/ui/base', so '@ahc/platform/ui' would
 * be). A shared module named by its file is provided whether or not it is imported; its version is
 * then said here, since the bundler finds none for a file.
 */
export function sharedConfig(options: { provideAll?: boolean } = {}): Record<string, SharedItem> {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => [
      name,
      PLATFORM_ENTRIES.includes(name)
        ? {
            singleton: true,
            requiredVersion: PLATFORM_CONTRACT,
            strictVersion: true,
            ...(options.provideAll ? { import: platformFile(name), version: platformPackage.version } : {}),
          }
        : { singleton: true, requiredVersion: REACT_RANGES[name] },
    ]),
  );
}
