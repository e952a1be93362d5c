import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/migrated-database.ts'],
    // The contract test starts a local stack (migrations on PGlite); supabase-js needs a WebSocket global.
    execArgv: ['--experimental-websocket'],
    hookTimeout: 60_000,
  },
});
