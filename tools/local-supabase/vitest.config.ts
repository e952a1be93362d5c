import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/migrated-database.ts'],
    // The files share one process: each starts a stack of its own (its own database, port and secret),
    // and the modules keep nothing between files but caches, among them PGlite's compiled WebAssembly,
    // which a process per file compiled again each time (a third of the suite's CPU time).
    isolate: false,
    // Two files at a time: a file spends most of its time waiting on its stack (sockets, the database's
    // worker thread, timers), so two overlap well even on two cores; three, beside the other lanes of CI,
    // slowed the regex-budget abuse tests past their limits. Vitest's default on two cores is
    // one file at a time; the suite took 390 s that way beside the end-to-end suite, 87 s like this alone.
    maxWorkers: 2,
    // supabase-js creates a realtime client, which needs a WebSocket global; Node 20 has it behind a flag.
    execArgv: ['--experimental-websocket'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
