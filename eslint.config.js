// One lint configuration for the workspace's TypeScript. Edge functions are Deno code and are linted
// by `deno lint` instead (scripts/test.sh). The boundary rule keeps the micro-frontends independent:
// an app may import packages/* and npm packages, never the shell or another remote, and takes the
// libraries the platform owns from the platform. The Rules of React (eslint-plugin-react-hooks) hold
// for every app and the platform.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export const APPS = ['shell', 'mfe-marketing', 'mfe-auth', 'mfe-assessment', 'mfe-reports'];
const REACT_CODE = [...APPS, 'packages/platform'].map((folder) => `${folder}/**/*.{ts,tsx}`);

// Libraries that must run once in the page reach the apps through the platform, which shares them
// tree-shaken (packages/build-config/src/shared.ts says why). Tests run outside federation and may
// use them directly.
const PLATFORM_OWNED = [
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

function boundaryRule(app) {
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

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.local/**', 'supabase/functions/**', 'local-supabase/deno/**', 'e2e/.state/**', 'e2e/playwright-report/**', 'e2e/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  // The Rules of React for the apps and the platform they run on: the recommended set, which includes
  // exhaustive-deps and the React Compiler's checks (no setState in effects, no refs read in render, ...).
  { ...reactHooks.configs.flat.recommended, files: REACT_CODE },
  ...APPS.flatMap(boundaryRule),
);
