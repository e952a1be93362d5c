// One interface over the two engines the stack can run on: PGlite (embedded, one connection, so every
// transaction is serialised) and any real Postgres through DATABASE_URL (a small pool). Everything
// above this file speaks SQL with bound parameters and never knows which engine it has.
import pg from 'pg';
import { Lock } from './lock.ts';
import { PgliteHost, pgError } from './pglite-host.ts';

export type Row = Record<string, unknown>;

export type QueryResult<T extends Row = Row> = { rows: T[]; rowCount: number };

export interface Sql {
  query<T extends Row = Row>(text: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
}

export type TransactionOptions = {
  /** Cancel any statement of the transaction that runs longer (the role's statement_timeout, as PostgREST applies it). */
  statementTimeoutMs?: number;
};

export interface Database extends Sql {
  /** Runs fn inside BEGIN/COMMIT, rolling back if it throws. */
  transaction<T>(fn: (tx: Sql) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
  readonly engine: 'pglite' | 'postgres';
}

/** A Postgres error as both engines report it: SQLSTATE code plus the server's fields. */
export type PgError = Error & { code: string; detail?: string; hint?: string };

export function isPgError(error: unknown): error is PgError {
  const code = error instanceof Error ? (error as Partial<PgError>).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/**
 * A statement without a timeout of its own (the auth service's, the catalog's) still gets one: on PGlite
 * a statement that never ends would otherwise hold the only connection for good.
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 60_000;

export async function openPglite(dataDir: string): Promise<Database> {
  const host = new PgliteHost(dataDir);
  await host.start();
  // One connection: each transaction has it to itself, and lone queries wait their turn too.
  const lock = new Lock();
  const run = (text: string, params: readonly unknown[] | undefined, timeoutMs: number) => host.request('query', text, params, timeoutMs);
  return {
    engine: 'pglite',
    query: <T extends Row>(text: string, params?: readonly unknown[]) =>
      lock.run(() => run(text, params, DEFAULT_STATEMENT_TIMEOUT_MS)) as Promise<QueryResult<T>>,
    transaction: (fn, options) => lock.run(async () => {
      const timeoutMs = options?.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
      const generation = host.generation;
      // After the engine was replaced mid-transaction there is no transaction left to run in.
      const tx: Sql = {
        query: async <T extends Row>(text: string, params?: readonly unknown[]) => {
          if (host.generation !== generation) throw pgError('08006', 'The database connection was reset during this transaction');
          return run(text, params, timeoutMs) as Promise<QueryResult<T>>;
        },
      };
      await tx.query('begin');
      try {
        const result = await fn(tx);
        await tx.query('commit');
        return result;
      } catch (error) {
        if (host.generation === generation) await run('rollback', undefined, DEFAULT_STATEMENT_TIMEOUT_MS).catch(() => undefined);
        throw error;
      }
    }),
    exec: async (script) => {
      await lock.run(() => host.request('exec', script, undefined, undefined));
    },
    close: () => host.close(),
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const wrap = (client: pg.Pool | pg.PoolClient): Sql => ({
    query: async <T extends Row>(text: string, params?: readonly unknown[]) => {
      const result = await client.query(text, params as unknown[] | undefined);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
  });
  await pool.query('select 1');
  return {
    engine: 'postgres',
    ...wrap(pool),
    transaction: async (fn, options) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        if (options?.statementTimeoutMs) await client.query(`set local statement_timeout = ${Math.floor(options.statementTimeoutMs)}`);
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (script) => {
      await pool.query(script);
    },
    close: () => pool.end(),
  };
}
