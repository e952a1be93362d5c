// The product's contract suites, each file against its own local stack (local-supabase/testing).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Migrates once per run; each file's stack starts on a copy (local-supabase/testing/migrated-database).
    globalSetup: ['test/migrated-database.ts'],
    // The files share one process: each starts a stack of its own (its own database, port and secret),
    // and the modules keep nothing between files but caches, among them PGlite's compiled WebAssembly,
    // which a process per file compiled again each time (a third of the suite's CPU time).
    isolate: false,
    // Two files at a time: a file spends most of its time waiting on its stack (sockets, the database's
    // worker thread, timers), so two overlap well even on two cores; three, beside the other lanes of CI,
    // slowed the regex-budget abuse tests past their limits. Vitest's default on two cores is
    // one file at a time.
    maxWorkers: 2,
    // supabase-js creates a realtime client, which needs a WebSocket global; Node 20 has it behind a flag.
    execArgv: ['--experimental-websocket'],
    // A stack starts per file and the abuse suites send many requests per test.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
