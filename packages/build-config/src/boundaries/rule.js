// The boundary rule, next to its test (rule.test.ts) and to the list of what the apps share
// (../shared.ts): the micro-frontends stay independent only if an app imports packages/* and npm
// packages, never the shell or another remote, and takes the libraries the platform owns (one copy
// per page, shared tree-shaken) from the platform. eslint.config.js at the root applies it.
export const APPS = ['shell', 'mfe-marketing', 'mfe-auth', 'mfe-assessment', 'mfe-reports'];

// Libraries that must run once in the page reach the apps through the platform, which shares them
// tree-shaken (packages/build-config/src/shared.ts says why). Tests run outside federation and may
// use them directly.
export const PLATFORM_OWNED = [
  { name: '@radix-ui/themes', message: 'Import Radix Themes components from @ahc/platform/ui (one shared, tree-shaken copy).' },
  { name: 'react-router-dom', message: 'Import React Router from @ahc/platform/router (one shared, tree-shaken copy).' },
  { name: 'react-router', message: 'Import React Router from @ahc/platform/router (one shared, tree-shaken copy).' },
  { name: '@supabase/supabase-js', message: 'Use useSupabase() and the types from @ahc/platform: one client per page.' },
  { name: 'i18next', message: 'Use addTranslations and useAppTranslation from @ahc/platform: one i18n instance per page.' },
  { name: 'react-i18next', message: 'Use addTranslations and useAppTranslation from @ahc/platform: one i18n instance per page.' },
  { name: 'zustand', message: 'Read shared state through the hooks of @ahc/platform.' },
  { name: '@tanstack/react-query', message: 'Use useQuery, useMutation and useQueryClient from @ahc/platform/data: one query cache per page.' },
  { name: '@tanstack/query-core', message: 'Use useQuery, useMutation and useQueryClient from @ahc/platform/data: one query cache per page.' },
];

/** The flat-config entries that hold one app to its boundary (tests may use the platform-owned libraries). */
export function boundaryRule(app) {
  const others = APPS.filter((other) => other !== app);
  const otherApps = {
    group: others.flatMap((other) => [other, `${other}/**`, `**/${other}`, `**/${other}/**`]),
    message: 'Apps are deployed separately: import shared code from packages/* (e.g. @ahc/platform), never from the shell or another remote.',
  };
  const radixFiles = { group: ['@radix-ui/themes/*'], message: "Import the theme's styles as '@ahc/platform/theme.css'." };
  return [
    {
      files: [`${app}/**/*.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { paths: PLATFORM_OWNED, patterns: [otherApps, radixFiles] }] },
    },
    {
      files: [`${app}/**/*.test.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { patterns: [otherApps] }] },
    },
  ];
}
