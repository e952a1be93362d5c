// A stack for the REST contract suites: the project's own migrations (as every stack has them), then
// the suites' fixture schema (fixture.sql) applied by the test, exposed as [api] schemas = fixture,
// fixture_other. Every suite runs once per engine: PGlite, and Debian PostgreSQL 15 through
// DATABASE_URL when its binaries are on the machine (a throw-away server, see postgres15.ts).
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import { signJwt } from '../../src/jwt.ts';
import { type RunningStack, startStack } from '../../src/server.ts';
import { copyMigratedDatabase } from '../migrated-database.ts';
import { type Postgres15, postgres15Available, startPostgres15 } from '../../src/db/postgres15.ts';

export type Engine = 'pglite' | 'postgres15';

/** The engines this machine can run the suites on. */
export const ENGINES: Engine[] = postgres15Available() ? ['pglite', 'postgres15'] : ['pglite'];
if (!ENGINES.includes('postgres15'))
  console.warn('[rest suites] PostgreSQL 15 binaries not found: running on PGlite only');

const FIXTURE = fileURLToPath(new URL('./fixture.sql', import.meta.url));

// The fixture has no generated types: the suites check the JSON they get.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Client = SupabaseClient<any, any, any>;

export type FixtureStack = RunningStack & {
  engine: Engine;
  /** supabase-js as anon on the fixture schema. */
  anon(): Client;
  /** supabase-js as service_role. */
  admin(): Client;
  /** supabase-js as a signed-in (authenticated) user. */
  user(): Client;
  /** A raw request to /rest/v1/<path> as service_role unless a token is given. */
  raw(
    path: string,
    init?: {
      method?: string;
      body?: string | Uint8Array;
      headers?: Record<string, string>;
      token?: string | null;
    },
  ): Promise<Response>;
};

export function useFixtureStack(engine: Engine): () => FixtureStack {
  let stack: FixtureStack | undefined;
  let stateDir = '';
  let pg: Postgres15 | undefined;
  beforeAll(async () => {
    stateDir = await mkdtemp(path.join(os.tmpdir(), `local-supabase-rest-${engine}-`));
    if (engine === 'postgres15') pg = await startPostgres15();
    else await copyMigratedDatabase(stateDir);
    const running = await startStack({
      config: {
        port: 0,
        host: '127.0.0.1',
        stateDir,
        databaseUrl: pg?.url,
        projectDir: path.join(repoRoot, 'supabase'),
        trustedProxies: [],
      },
      project: {
        apiSchemas: ['fixture', 'fixture_other'],
        apiExtraSearchPath: ['public', 'extensions'],
        maxRows: 1000,
      },
    });
    await running.db.exec(await readFile(FIXTURE, 'utf8'));
    running.reloadSchemaCache();
    const client = (key: string, bearer?: string): Client =>
      createClient(running.url, key, {
        db: { schema: 'fixture' },
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        ...(bearer ? { global: { headers: { Authorization: `Bearer ${bearer}` } } } : {}),
      });
    const userToken = signJwt(
      {
        role: 'authenticated',
        sub: '00000000-0000-0000-0000-000000000001',
        exp: Math.floor(Date.now() / 1000) + 3600,
      },
      running.keys.jwtSecret,
    );
    stack = {
      ...running,
      engine,
      anon: () => client(running.keys.anonKey),
      admin: () => client(running.keys.serviceRoleKey),
      user: () => client(running.keys.anonKey, userToken),
      raw(p, init = {}) {
        const token = init.token === undefined ? running.keys.serviceRoleKey : init.token;
        return fetch(`${running.url}/rest/v1/${p}`, {
          method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
          headers: {
            apikey: running.keys.anonKey,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...init.headers,
          },
          body: init.body,
        });
      },
    };
  });
  afterAll(async () => {
    await stack?.close();
    await pg?.stop();
    await rm(stateDir, { recursive: true, force: true });
  });
  return () => {
    if (!stack) throw new Error('the stack is not running yet');
    return stack;
  };
}

/** PostgREST's error body: exactly code, details, hint and message, with the given status and code. */
export async function expectError(
  response: Response,
  status: number,
  code: string,
  fields: Partial<Record<'message' | 'details' | 'hint', unknown>> = {},
) {
  const body = (await response.json()) as Record<string, unknown>;
  expect({ status: response.status, code: body.code }).toEqual({ status, code });
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(body).toMatchObject(fields);
  return body;
}

export const q = encodeURIComponent;

/**
 * Sets one of PostgREST's in-database settings (pgrst.db_plan_enabled, pgrst.db_aggregates_enabled) for
 * the authenticator role, as a Supabase project does, and reloads the schema cache; null removes it.
 */
export async function setPgrstSetting(
  stack: FixtureStack,
  name: string,
  value: string | null,
): Promise<void> {
  await stack.db.exec(
    `do $$ begin if not exists (select from pg_roles where rolname = 'authenticator') then create role authenticator noinherit; end if; end $$;`,
  );
  await stack.db.exec(
    value === null
      ? `alter role authenticator reset pgrst.${name}`
      : `alter role authenticator set pgrst.${name} = '${value}'`,
  );
  stack.reloadSchemaCache();
}
