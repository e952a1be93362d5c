// One interface over the two engines the stack can run on: PGlite (embedded, one connection, so every
// transaction is serialised) and any real Postgres through DATABASE_URL (a small pool). Everything
// above this file speaks SQL with bound parameters and never knows which engine it has.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Row = Record<string, unknown>;

export type QueryResult<T extends Row = Row> = { rows: T[]; rowCount: number };

export interface Sql {
  query<T extends Row = Row>(text: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
}

export interface Database extends Sql {
  /** Runs fn inside BEGIN/COMMIT, rolling back if it throws. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
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

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const db = await PGlite.create(dataDir);
  const query = async <T extends Row>(runner: Pick<PGlite, 'query'>, text: string, params?: readonly unknown[]) => {
    const result = await runner.query<T>(text, params as unknown[] | undefined);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  };
  return {
    engine: 'pglite',
    query: (text, params) => query(db, text, params),
    transaction: (fn) => db.transaction((tx) => fn({ query: (text, params) => query(tx, text, params) })),
    exec: async (script) => {
      await db.exec(script);
    },
    close: () => db.close(),
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
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
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
