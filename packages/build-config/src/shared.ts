// The modules every app shares as singletons: one copy of each runs in the page. Two Reacts break
// hooks; two routers lose the <Router> context; two zustand stores, i18next instances or Supabase
// clients silently split state; two Radix Themes lose the Theme context. React Router, Radix Themes,
// i18next, zustand and supabase-js reach the apps only through the platform (its '.', './router' and
// './ui' entries; the lint rule in eslint.config.js holds apps to it), so they are shared inside it
// and tree-shaken to what the product uses: a package shared on its own ships every export, since
// any remote might use any of them (382 KB gzip for the first load of / when they were).
export const SHARED_SINGLETONS = ['react', 'react-dom', '@ahc/platform', '@ahc/platform/router', '@ahc/platform/ui'] as const;

const PLATFORM_ENTRIES: readonly string[] = ['@ahc/platform', '@ahc/platform/router', '@ahc/platform/ui'];

// The platform is the contract between the teams: its major version says which remotes fit a shell.
// strictVersion makes a remote built for another major fail to load (the shell shows its panel)
// instead of running against a platform it does not know.
// AHC_PLATFORM_CONTRACT builds against another contract (how a team would target a future major).
export const PLATFORM_CONTRACT = process.env.AHC_PLATFORM_CONTRACT ?? '^1.0.0';

type SharedItem = { singleton: true; requiredVersion?: string; strictVersion?: boolean };

export function sharedConfig(): Record<string, SharedItem> {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => [
      name,
      PLATFORM_ENTRIES.includes(name) ? { singleton: true, requiredVersion: PLATFORM_CONTRACT, strictVersion: true } : { singleton: true },
    ]),
  );
}
