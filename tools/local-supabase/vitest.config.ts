import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/migrated-database.ts'],
    // The files share one process: each starts a stack of its own (its own database, port and secret),
    // and the modules keep nothing between files but caches, among them PGlite's compiled WebAssembly,
    // which a process per file compiled again each time (a third of the suite's CPU time).
    isolate: false,
    // supabase-js creates a realtime client, which needs a WebSocket global; Node 20 has it behind a flag.
    execArgv: ['--experimental-websocket'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
