// The boundary rule, next to its test (rule.test.ts) and to the list of what the apps share
// (../shared.ts): the micro-frontends stay independent only if an app imports packages/* and npm
// packages, never the shell or another remote, and takes the libraries the platform owns (one copy
// per page, shared tree-shaken) from the platform. Inside an app laid out by feature (src/features/,
// docs/remotes.md), a feature stays replaceable only if the others reach it through its public entry.
// Neither an app nor a package imports the local Supabase stand-in, a tool for development and tests.
// eslint.config.js at the root applies it.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export const APPS = ['shell', 'mfe-marketing', 'mfe-auth', 'mfe-assessment', 'mfe-reports'];

// Libraries that must run once in the page reach the apps through the platform, which shares them
// tree-shaken (packages/build-config/src/shared.ts says why). Tests run outside federation and may
// use them directly.
const PLATFORM_OWNED = [
  {
    name: '@radix-ui/themes',
    message: 'Import Radix Themes components from @ahc/platform/ui (one shared, tree-shaken copy).',
  },
  {
    name: 'react-router-dom',
    message: 'Import React Router from @ahc/platform/router (one shared, tree-shaken copy).',
  },
  {
    name: 'react-router',
    message: 'Import React Router from @ahc/platform/router (one shared, tree-shaken copy).',
  },
  {
    name: '@supabase/supabase-js',
    message: 'Use useSupabase() and the types from @ahc/platform: one client per page.',
  },
  {
    name: 'i18next',
    message: 'Use addTranslations and useAppTranslation from @ahc/platform: one i18n instance per page.',
  },
  {
    name: 'react-i18next',
    message: 'Use addTranslations and useAppTranslation from @ahc/platform: one i18n instance per page.',
  },
  { name: 'zustand', message: 'Read shared state through the hooks of @ahc/platform.' },
  {
    name: '@tanstack/react-query',
    message:
      'Use useQuery, useMutation and useQueryClient from @ahc/platform/data: one query cache per page.',
  },
  {
    name: '@tanstack/query-core',
    message:
      'Use useQuery, useMutation and useQueryClient from @ahc/platform/data: one query cache per page.',
  },
];

// The local Supabase stand-in (tools/local-supabase/) is a tool for development and tests: the product
// never runs it, so no app or package imports it, except its tests, their helpers and the benches.
const STAND_IN = {
  group: ['local-supabase', 'local-supabase/**', '**/tools/local-supabase/**'],
  message:
    'The local Supabase stand-in is a tool for development and tests: product code never imports it (tests, test helpers and benches may).',
};
const TESTS_AND_BENCHES = ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**', '**/bench/**'];

/** The flat-config entry that keeps the packages (packages/*) off the stand-in; apps get it in boundaryRule. */
export function standInRule() {
  return {
    files: ['packages/*/**/*.{ts,tsx,js}'],
    ignores: TESTS_AND_BENCHES,
    rules: { 'no-restricted-imports': ['error', { patterns: [STAND_IN] }] },
  };
}

/** The app's feature folders (src/features/<feature>/), none for an app not laid out by feature. */
function featuresOf(app) {
  try {
    const entries = readdirSync(path.join(REPO_ROOT, app, 'src/features'), { withFileTypes: true });
    return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * For an app laid out by feature, the folders that may not import every other one, each with the pattern
 * that says what it may not: a feature may import another only through its index.ts, never a file inside
 * it; src/shared/, which every feature builds on, imports no feature.
 */
function featureBoundaries(app) {
  const features = featuresOf(app);
  if (features.length === 0) return [];
  const shared = {
    folder: `${app}/src/shared`,
    pattern: {
      group: ['**/features/**'],
      message: 'src/shared/ is what every feature builds on: it imports no feature.',
    },
  };
  // One name for the app's shared folder from every depth, so moving a file never rewrites its imports.
  const sharedByAlias = {
    group: ['../**/shared/**'],
    message: "Import the app's shared code as #shared/… (package.json imports), not by a relative path.",
  };
  const eachFeature = features.map((feature) => {
    const others = features.filter((other) => other !== feature);
    const throughPublicEntry = {
      group: others.flatMap((other) => [`**/${other}/**`, `!**/${other}/index.ts`]),
      message:
        'A feature uses another only through its public entry: import from features/<feature>/index.ts, never a file inside it.',
    };
    return {
      folder: `${app}/src/features/${feature}`,
      patterns: others.length > 0 ? [throughPublicEntry, sharedByAlias] : [sharedByAlias],
    };
  });
  return [{ folder: shared.folder, patterns: [shared.pattern] }, ...eachFeature];
}

/** The flat-config entries that hold one app to its boundary (tests may use the platform-owned libraries). */
export function boundaryRule(app) {
  const others = APPS.filter((other) => other !== app);
  const otherApps = {
    group: others.flatMap((other) => [other, `${other}/**`, `**/${other}`, `**/${other}/**`]),
    message:
      'Apps are deployed separately: import shared code from packages/* (e.g. @ahc/platform), never from the shell or another remote.',
  };
  const radixFiles = {
    group: ['@radix-ui/themes/*'],
    message: "Import the theme's styles as '@ahc/platform/theme.css'.",
  };
  const restrict = (paths, patterns) => ({ 'no-restricted-imports': ['error', { paths, patterns }] });
  // A later entry replaces an earlier one's options for the files both match, so each carries the app's
  // patterns as well as its own.
  return [
    { files: [`${app}/**/*.{ts,tsx}`], rules: restrict(PLATFORM_OWNED, [otherApps, radixFiles, STAND_IN]) },
    { files: [`${app}/**/*.test.{ts,tsx}`], rules: restrict([], [otherApps]) },
    ...featureBoundaries(app).flatMap(({ folder, patterns }) => [
      {
        files: [`${folder}/**/*.{ts,tsx}`],
        rules: restrict(PLATFORM_OWNED, [otherApps, radixFiles, STAND_IN, ...patterns]),
      },
      { files: [`${folder}/**/*.test.{ts,tsx}`], rules: restrict([], [otherApps, ...patterns]) },
    ]),
  ];
}
