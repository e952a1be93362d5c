// The product's contract suites, each file against its own local stack (local-supabase/testing).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Migrates once per run; each file's stack starts on a copy (local-supabase/testing/migrated-database).
    globalSetup: ['test/migrated-database.ts'],
    // supabase-js creates a realtime client, which needs a WebSocket global; Node 20 has it behind a flag.
    execArgv: ['--experimental-websocket'],
    // A stack starts per file and the abuse suites send many requests per test.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
