// Running a request's statements as PostgREST does (PostgREST.Query): in one transaction, as the JWT's
// role with request.jwt.claims and request.headers set, so the database's grants and RLS decide what
// the request may see and change; then the one row a statement answers with, a statement's query plan,
// and the totals of Prefer: count.
import type { Database, Sql } from '../db/database.ts';
import { clientAddress } from '../http/client-address.ts';
import { LIMITS } from '../http/limits.ts';
import { RestError } from './errors.ts';
import type { CallPlan } from './plan-call.ts';
import type { ReadNode } from './plan.ts';
import type { Preferences } from './preferences.ts';
import type { ApiRequest } from './request.ts';
import type { SchemaCache } from './schema-cache.ts';
import { ident } from './sql.ts';
import { type Statement, type StatementRow, plannedCountStatement } from './statements.ts';

/**
 * A regular expression's cost is the client's to choose, and not only with back-references (which are
 * refused): bounded repetitions such as `(.*){1,255}(.*){1,255}(.*){1,255}q` keep Postgres's regex compiler
 * busy for seconds on an 11-character value. Postgres would spend one of its many backends on it; PGlite has one
 * thread for everyone, so there such a statement gets this budget, and costly requests wait for one
 * another (database.ts). Real Postgres (DATABASE_URL) keeps the role's timeout.
 */
const REGEX_BUDGET = {
  timeoutMs: LIMITS.regexStatementMs,
  hint:
    `local-supabase's embedded database runs one statement at a time, so a statement with a regular-expression filter gets` +
    ` ${LIMITS.regexStatementMs} ms there; simplify the pattern, or set DATABASE_URL to use Postgres with the role's own` +
    ' statement_timeout.',
};

/** Thrown inside a transaction to end it with ROLLBACK (Prefer: tx=rollback) while still answering. */
class Rollback {
  constructor(readonly result: unknown) {}
}

export type RoleTransaction = {
  request: ApiRequest;
  readOnly: boolean;
  /** A filter is a regular expression, whose cost the client chooses (see REGEX_BUDGET). */
  costly?: boolean;
};

export type QueryRunner = ReturnType<typeof createQueryRunner>;

export function createQueryRunner(
  db: Database,
  options: {
    schemaCache: SchemaCache;
    trustedProxies: ReadonlySet<string>;
    /** [api] extra_search_path: on every request's search path after the request's schema. */
    extraSearchPath: readonly string[];
  },
) {
  /**
   * Runs fn in one transaction as PostgREST would: as the JWT's role with its claims, the request's
   * method, path and headers (X-Forwarded-For being the caller as this stack resolved it), the request's
   * schema first on the search path, the role's own statement_timeout, read-only for reads (a volatile
   * function called through GET fails with 25006, answered 405), and rolled back for Prefer: tx=rollback.
   */
  return async function asRole<T>(settings: RoleTransaction, fn: (tx: Sql) => Promise<T>): Promise<T> {
    const { request } = settings;
    const { auth, prefs } = request;
    const headers = {
      ...request.req.headers,
      'x-forwarded-for': clientAddress(request.req, options.trustedProxies),
    };
    const statementTimeoutMs = (await options.schemaCache.current()).statementTimeoutMs.get(auth.role);
    const searchPath = [...new Set([request.schema, ...options.extraSearchPath])].map(ident).join(', ');
    const timezone = prefs.timezone;
    try {
      return await db.transaction(
        async (tx) => {
          await tx.query(
            `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                  set_config('request.method', $3, true), set_config('request.path', $4, true),
                  set_config('request.headers', $5, true), set_config('transaction_read_only', $6, true),
                  set_config('search_path', $7, true)${timezone ? `, set_config('timezone', $8, true)` : ''}`,
            [
              auth.role,
              JSON.stringify(auth.claims),
              request.method,
              request.url.pathname,
              JSON.stringify(headers),
              settings.readOnly ? 'on' : 'off',
              searchPath,
              ...(timezone ? [timezone] : []),
            ],
          );
          const result = await fn(tx);
          if (prefs.tx === 'rollback') throw new Rollback(result);
          return result;
        },
        { statementTimeoutMs, ...(settings.costly ? { costly: REGEX_BUDGET } : {}) },
      );
    } catch (error) {
      if (error instanceof Rollback) return error.result as T;
      throw error;
    }
  };
}

/** The one row a statement of statements.ts always returns; none means the engine failed, never "no data". */
export async function runStatement(tx: Sql, statement: Statement): Promise<StatementRow> {
  const row = (await tx.query<StatementRow>(statement.text, statement.values)).rows[0];
  if (row === undefined)
    throw new RestError(503, 'PGRST000', 'The database returned no result; the request was not applied');
  return row;
}

/** The QUERY PLAN column of an EXPLAIN: one JSON document, or the lines of the text format. */
export async function runExplain(tx: Sql, explain: Statement): Promise<unknown[]> {
  const { rows } = await tx.query<Record<string, unknown>>(explain.text, explain.values);
  return rows.map((r) => r['QUERY PLAN']);
}

async function plannedCount(tx: Sql, statement: Statement): Promise<number> {
  const [raw] = await runExplain(tx, statement);
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

/**
 * The total Prefer: count asks for: exact (counted by the statement itself), planned (the planner's
 * estimate), or estimated (the estimate, unless it is within max_rows, where the exact count is cheap).
 */
export async function countTotal(
  tx: Sql,
  input: {
    count: Preferences['count'];
    maxRows: number;
    /** The statement's own count (its total column). */
    exact: number;
    root: ReadNode;
    call?: CallPlan;
  },
): Promise<number | undefined> {
  if (input.count === 'exact') return input.exact;
  if (input.count === undefined) return undefined;
  const planned = await plannedCount(tx, plannedCountStatement(input.root, input.call));
  return input.count === 'estimated' && planned <= input.maxRows ? input.exact : planned;
}
