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

type TransactionOptions = {
  /** Cancel any statement of the transaction that runs longer (the role's statement_timeout, as PostgREST applies it). */
  statementTimeoutMs?: number;
  /**
   * The transaction runs work whose cost the client chooses (a regular expression). PGlite runs one
   * statement at a time, so there such transactions wait for one another instead of lining up in front
   * of everyone else, and each statement gets at most `timeoutMs`, cancelled with 57014 and `hint`.
   * Postgres runs statements side by side and keeps the role's own timeout.
   */
  costly?: { timeoutMs: number; hint: string };
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
const DEFAULT_STATEMENT_TIMEOUT_MS = 60_000;

/** How long the next costly transaction waits on PGlite, as a multiple of the last one's duration. */
const COSTLY_PAUSE_FACTOR = 3;

export async function openPglite(dataDir: string): Promise<Database> {
  const host = new PgliteHost(dataDir);
  await host.start();
  // One connection: each transaction has it to itself, and lone queries wait their turn too. Costly
  // transactions first take a turn among themselves, so at most one of them is ever ahead of the rest,
  // and after each the next waits three times as long as it took (its engine restart included), so
  // costly work gets at most about a quarter of the engine and the others' requests, each several
  // statements apart, run in between.
  const lock = new Lock();
  const costlyLock = new Lock();
  const costly: Database['transaction'] = (fn, options) =>
    new Promise((resolve, reject) => {
      void costlyLock.run(async () => {
        const started = performance.now();
        await transaction(fn, options).then(resolve, reject);
        await host.restarted();
        await new Promise((wake) => setTimeout(wake, COSTLY_PAUSE_FACTOR * (performance.now() - started)));
      });
    });
  const run = (text: string, params: readonly unknown[] | undefined, timeoutMs: number) =>
    host.request('query', text, params, timeoutMs);
  const transaction: Database['transaction'] = (fn, options) =>
    lock.run(async () => {
      const roleTimeoutMs = options?.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
      const timeoutMs = options?.costly ? Math.min(roleTimeoutMs, options.costly.timeoutMs) : roleTimeoutMs;
      const generation = host.generation;
      // After the engine was replaced mid-transaction there is no transaction left to run in.
      const tx: Sql = {
        query: async <T extends Row>(text: string, params?: readonly unknown[]) => {
          if (host.generation !== generation)
            throw pgError('08006', 'The database connection was reset during this transaction');
          return run(text, params, timeoutMs) as Promise<QueryResult<T>>;
        },
      };
      await tx.query('begin');
      try {
        const result = await fn(tx);
        await tx.query('commit');
        return result;
      } catch (error) {
        if (host.generation === generation)
          await run('rollback', undefined, DEFAULT_STATEMENT_TIMEOUT_MS).catch(() => undefined);
        if (options?.costly && isPgError(error) && error.code === '57014' && timeoutMs < roleTimeoutMs)
          error.hint ??= options.costly.hint;
        throw error;
      }
    });
  return {
    engine: 'pglite',
    query: <T extends Row>(text: string, params?: readonly unknown[]) =>
      lock.run(() => run(text, params, DEFAULT_STATEMENT_TIMEOUT_MS)) as Promise<QueryResult<T>>,
    transaction: (fn, options) => (options?.costly ? costly(fn, options) : transaction(fn, options)),
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
        if (options?.statementTimeoutMs)
          await client.query(`set local statement_timeout = ${Math.floor(options.statementTimeoutMs)}`);
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
