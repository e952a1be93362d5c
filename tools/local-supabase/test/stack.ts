// Starts a throw-away local stack for one test file: PGlite in a temp folder, a fresh secret, any free port,
// the project's real supabase/ folder. Tests talk to it with the real supabase-js.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll } from 'vitest';
import { repoRoot } from '../src/config.ts';
import { type RunningStack, type StackOptions, startStack } from '../src/server.ts';
import { copyMigratedDatabase } from './migrated-database.ts';

export type TestStack = RunningStack & {
  /** The folder it keeps its state in (its database, keys and status file). */
  stateDir: string;
  /** A client with its own in-memory session, as one browser would have. */
  client(): SupabaseClient;
  admin(): SupabaseClient;
  /** Signs up a fresh user and returns a client signed in as them. */
  user(
    name?: string,
    company?: string,
  ): Promise<{ client: SupabaseClient; id: string; email: string; password: string }>;
};

let counter = 0;

/** `trustedProxies`: peers whose X-Forwarded-For is believed (the test itself, to stand for many callers). */
export function useStack({
  trustedProxies = [],
  ...options
}: Omit<StackOptions, 'config'> & { trustedProxies?: string[] } = {}): () => TestStack {
  let stack: TestStack | undefined;
  let stateDir = '';
  beforeAll(async () => {
    stateDir = await mkdtemp(path.join(os.tmpdir(), 'local-supabase-test-'));
    await copyMigratedDatabase(stateDir);
    const running = await startStack({
      ...options,
      // config.toml has confirmations on (hosted Supabase's default); suites that are not about sign-up
      // want a session from it at once, and the auth suites (useAuthStack) turn them on themselves.
      project: { enableConfirmations: false, ...options.project },
      config: {
        port: 0,
        host: '127.0.0.1',
        stateDir,
        databaseUrl: undefined,
        projectDir: path.join(repoRoot, 'supabase'),
        trustedProxies,
      },
    });
    const client = (key = running.keys.anonKey) =>
      createClient(running.url, key, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      });
    stack = {
      ...running,
      stateDir,
      client: () => client(),
      admin: () => client(running.keys.serviceRoleKey),
      async user(name = 'Test User', company = 'Test Co') {
        const email = `user${++counter}-${process.pid}@example.com`;
        const password = 'correct horse 1';
        const c = client();
        const { data, error } = await c.auth.signUp({
          email,
          password,
          options: { data: { name, company } },
        });
        if (error || !data.user) throw error ?? new Error('sign-up returned no user');
        return { client: c, id: data.user.id, email, password };
      },
    };
  });
  afterAll(async () => {
    await stack?.close();
    await rm(stateDir, { recursive: true, force: true });
  });
  return () => {
    if (!stack) throw new Error('the stack is not running yet');
    return stack;
  };
}
