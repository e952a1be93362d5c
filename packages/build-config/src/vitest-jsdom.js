// @ts-check
// The vitest settings of every package whose tests render React in jsdom (the shell, the remotes and the
// platform), defined once so that they cannot drift apart. Plain JavaScript: vitest loads a workspace
// package that its config imports with Node itself, which runs no TypeScript.
import { fileURLToPath } from 'node:url';

/** @type {import('vitest/config').ViteUserConfig} */
export const jsdomTestConfig = {
  test: {
    environment: 'jsdom',
    // Each file in a worker thread rather than a process of its own: the same isolation (a fresh module
    // graph and jsdom per file) for about a tenth less CPU time (mfe-reports' suite: 183 to 162 s).
    pool: 'threads',
    // Testing Library then unmounts each test's render by itself.
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    setupFiles: [fileURLToPath(new URL('./jsdom-setup.js', import.meta.url))],
    // A time-out finds a test that hangs; it is no speed check (`npm run bench` measures speed). The
    // longest render tests take about a second alone, and CI runs them beside the end-to-end suite, which
    // keeps both cores busy.
    testTimeout: 30_000,
  },
};
