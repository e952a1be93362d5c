// One lint configuration for the workspace's TypeScript. Edge functions are Deno code and are linted
// by `deno lint` instead (scripts/test.sh). The boundary rule keeps the micro-frontends independent:
// an app may import packages/* and npm packages, never the shell or another remote.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export const APPS = ['shell', 'mfe-marketing', 'mfe-auth', 'mfe-assessment', 'mfe-reports'];

function boundaryRule(app) {
  const others = APPS.filter((other) => other !== app);
  return {
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          group: others.flatMap((other) => [other, `${other}/**`, `**/${other}`, `**/${other}/**`]),
          message: 'Apps are deployed separately: import shared code from packages/* (e.g. @ahc/platform), never from the shell or another remote.',
        }],
      }],
    },
  };
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
  ...APPS.map(boundaryRule),
);
