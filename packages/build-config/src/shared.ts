import { createRequire } from 'node:module';
import path from 'node:path';

// The modules every app shares as singletons. One copy of each runs in the page: two Reacts break
// hooks, two routers lose the <Router> context, and two zustand stores or i18next instances silently
// split state. react-router is listed beside react-router-dom because the latter re-exports it.
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'zustand',
  'i18next',
  'react-i18next',
  '@supabase/supabase-js',
  '@radix-ui/themes',
  '@ahc/platform',
] as const;

// The platform is the contract between the teams: its major version says which remotes fit a shell.
// strictVersion makes a remote built for another major fail to load (the shell shows its panel)
// instead of running against a platform it does not know.
// AHC_PLATFORM_CONTRACT builds against another contract (how a team would target a future major).
export const PLATFORM_CONTRACT = process.env.AHC_PLATFORM_CONTRACT ?? '^1.0.0';

type SharedItem = { singleton: true; version?: string; requiredVersion?: string; strictVersion?: boolean };

/**
 * Radix Themes' ESM folder has a package.json without a version, so the federation plugin cannot see
 * which version it shares: read it from the package itself, as the app building resolves it.
 */
function installedVersion(name: string, appDir: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  return (require(require.resolve(`${name}/package.json`)) as { version: string }).version;
}

export function sharedConfig(appDir: string = process.cwd()): Record<string, SharedItem> {
  const shared: Record<string, SharedItem> = Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, { singleton: true }]));
  shared['@radix-ui/themes'] = { singleton: true, version: installedVersion('@radix-ui/themes', appDir) };
  shared['@ahc/platform'] = { singleton: true, requiredVersion: PLATFORM_CONTRACT, strictVersion: true };
  return shared;
}
