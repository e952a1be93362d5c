// One lint configuration for the workspace's TypeScript. Edge functions are Deno code and are linted
// by `deno lint` instead (scripts/test.sh). The boundary rule (packages/build-config/src/boundaries/,
// with its test) keeps the micro-frontends independent, and inside an app laid out by feature
// (src/features/<feature>/) keeps each feature behind its public entry (its index.ts), and keeps apps
// and packages off the local Supabase stand-in (tools/local-supabase/). The Rules of
// React (eslint-plugin-react-hooks) hold for every app and the platform.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { APPS, boundaryRule, standInRule } from './packages/build-config/src/boundaries/rule.js';

const REACT_CODE = [...APPS, 'packages/platform'].map((folder) => `${folder}/**/*.{ts,tsx}`);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.local/**',
      'supabase/functions/**',
      'tools/local-supabase/deno/**',
      'e2e/.state/**',
      'e2e/playwright-report/**',
      'e2e/test-results/**',
    ],
  },
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
  standInRule(),
);
