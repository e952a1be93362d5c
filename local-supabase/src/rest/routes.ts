// PostgREST's HTTP API over the catalog: /rest/v1/<table> (GET, HEAD, POST, PATCH, DELETE) and
// /rest/v1/rpc/<function>. Each request runs in one transaction as the JWT's role with
// request.jwt.claims set, exactly as PostgREST does, so the database's grants and RLS decide.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, Sql } from '../db/database.ts';
import type { RequestAuth } from '../gateway.ts';
import { clientAddress } from '../http/client-address.ts';
import { JsonLimitError, parseBoundedJson } from '../http/limits.ts';
import { BodyTooLargeError, readBody, send } from '../http/respond.ts';
import { type Catalog, type DbFunction, type Table, loadCatalog } from './catalog.ts';
import { RestError, notSingleObject, parseError, toRestError, unknownColumn, unknownFunction, unknownTable } from './errors.ts';
import { parsePrefer, parseReadPlan, parseSelect } from './query.ts';
import { countStatement, deleteStatement, insertStatement, readStatement, rpcStatement, updateStatement } from './sql.ts';

export type RestOptions = { maxRows: number; maxBodyBytes: number; trustedProxies: ReadonlySet<string> };

const SINGLE_OBJECT = 'application/vnd.pgrst.object+json';
const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

type Result = { status: number; body?: string; headers?: Record<string, string> };

/** A table or function name from the path; a malformed %-escape stays as it is and so names nothing. */
function decodeName(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function createRestService(db: Database, options: RestOptions) {
  let catalog: Promise<Catalog> = loadCatalog(db);
  let loadedAt = Date.now();

  /** Like PostgREST's schema cache reload: a miss re-reads the catalog, at most once a second. */
  async function lookup<T>(find: (c: Catalog) => T | undefined): Promise<T | undefined> {
    const found = find(await catalog);
    if (found !== undefined || Date.now() - loadedAt < 1000) return found;
    loadedAt = Date.now();
    catalog = loadCatalog(db);
    return find(await catalog);
  }

  /**
   * Runs fn in one transaction as PostgREST would: as the JWT's role with its claims, the request's
   * method, path and headers (X-Forwarded-For being the caller as this stack resolved it), the role's
   * own statement_timeout, and read-only for GET and HEAD (a volatile function called through GET fails
   * with 25006, answered 405).
   */
  async function asRole<T>(auth: RequestAuth, req: IncomingMessage, path: string, fn: (tx: Sql) => Promise<T>): Promise<T> {
    const method = req.method ?? 'GET';
    const readOnly = method === 'GET' || method === 'HEAD';
    const headers = { ...req.headers, 'x-forwarded-for': clientAddress(req, options.trustedProxies) };
    const statementTimeoutMs = (await catalog).statementTimeoutMs.get(auth.role);
    return db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('request.method', $3, true), set_config('request.path', $4, true),
                set_config('request.headers', $5, true), set_config('transaction_read_only', $6, true)`,
        [auth.role, JSON.stringify(auth.claims), method, path, JSON.stringify(headers), readOnly ? 'on' : 'off'],
      );
      return fn(tx);
    }, { statementTimeoutMs });
  }

  /** The one row a statement of sql.ts always returns; none means the engine failed, never "no data". */
  function firstRow<T>(rows: T[]): T {
    const row = rows[0];
    if (row === undefined) throw new RestError(503, 'PGRST000', 'The database returned no result; the request was not applied');
    return row;
  }

  async function jsonBody(req: IncomingMessage): Promise<unknown> {
    return (await jsonBodyWithText(req)).value;
  }

  /** The parsed body and its text: json arguments are passed on as sent, duplicate keys included. */
  async function jsonBodyWithText(req: IncomingMessage): Promise<{ value: unknown; text: string }> {
    let text: string;
    try {
      text = await readBody(req, options.maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw new RestError(413, 'PGRST413', `Request body is larger than ${options.maxBodyBytes} bytes`);
      throw error;
    }
    if (text.trim() === '') return { value: {}, text: '{}' };
    try {
      return { value: parseBoundedJson(text), text };
    } catch (error) {
      if (error instanceof JsonLimitError) throw new RestError(400, 'PGRST102', 'Empty or invalid json', error.message);
      throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    }
  }

  function shapeRows(body: string, rows: number, single: boolean): string {
    if (!single) return body;
    if (rows !== 1) throw notSingleObject(rows);
    return body.slice(1, -1);
  }

  async function table(req: IncomingMessage, url: URL, auth: RequestAuth, t: Table): Promise<Result> {
    const method = req.method ?? 'GET';
    const prefer = parsePrefer(req.headers.prefer);
    const single = (req.headers.accept ?? '').includes(SINGLE_OBJECT);
    const plan = parseReadPlan(t, url.searchParams);
    const headers: Record<string, string> = { ...JSON_TYPE };

    if (method === 'GET' || method === 'HEAD') {
      const read = readStatement(t, plan, options.maxRows);
      return asRole(auth, req, url.pathname, async (tx) => {
        const { rows } = await tx.query<{ body: string; rows: number }>(read.text, read.values);
        const { body, rows: count } = firstRow(rows);
        let total = '*';
        if (prefer.count) {
          const c = countStatement(t, plan.filters);
          total = String(firstRow((await tx.query<{ total: number }>(c.text, c.values)).rows).total);
        }
        const start = plan.offset ?? 0;
        headers['content-range'] = count > 0 ? `${start}-${start + count - 1}/${total}` : `*/${total}`;
        const out = shapeRows(body, count, single);
        return { status: 200, body: method === 'HEAD' ? undefined : out, headers };
      });
    }

    if (method === 'DELETE') {
      const statement = deleteStatement(t, plan, prefer.returnRepresentation || single);
      return asRole(auth, req, url.pathname, async (tx) => mutationResult(tx, statement, prefer.returnRepresentation, single, 200));
    }

    const payload = await jsonBody(req);
    if (method === 'POST') {
      const rows = Array.isArray(payload) ? payload : [payload];
      if (!rows.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r))) {
        throw new RestError(400, 'PGRST102', 'All object keys must match', 'Each row must be a JSON object');
      }
      const columnsParam = url.searchParams.get('columns');
      const columns = columnsParam
        ? columnsParam.split(',').map((c) => c.trim().replace(/^"|"$/g, ''))
        : [...new Set(rows.flatMap((r) => Object.keys(r as object)))];
      for (const c of columns) if (!t.columns.has(c)) throw unknownColumn(t.name, c);
      if (rows.length === 0 || columns.length === 0) {
        if (rows.length === 0) return { status: 201, body: prefer.returnRepresentation ? '[]' : undefined, headers };
        throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'Give at least one column to insert');
      }
      const onConflict = url.searchParams.get('on_conflict');
      const conflictColumns = onConflict ? onConflict.split(',').map((c) => c.trim()) : t.primaryKey;
      for (const c of conflictColumns) if (!t.columns.has(c)) throw unknownColumn(t.name, c);
      if (prefer.resolution && conflictColumns.length === 0) throw parseError('An upsert needs on_conflict or a primary key');
      const statement = insertStatement(t, columns, rows, {
        conflictColumns,
        resolution: prefer.resolution,
        select: parseSelect(t, url.searchParams.get('select')),
        representation: prefer.returnRepresentation || single,
      });
      return asRole(auth, req, url.pathname, (tx) => mutationResult(tx, statement, prefer.returnRepresentation, single, 201));
    }

    if (method === 'PATCH') {
      if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
        throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'PATCH takes one JSON object');
      }
      const columns = Object.keys(payload);
      for (const c of columns) if (!t.columns.has(c)) throw unknownColumn(t.name, c);
      if (columns.length === 0) return { status: prefer.returnRepresentation ? 200 : 204, body: prefer.returnRepresentation ? '[]' : undefined, headers };
      const statement = updateStatement(t, columns, payload as Record<string, unknown>, plan, prefer.returnRepresentation || single);
      return asRole(auth, req, url.pathname, (tx) => mutationResult(tx, statement, prefer.returnRepresentation, single, 200));
    }

    throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }

  async function mutationResult(
    tx: Sql,
    statement: { text: string; values: unknown[] },
    representation: boolean,
    single: boolean,
    okStatus: number,
  ): Promise<Result> {
    const result = await tx.query<{ body: string; rows: number }>(statement.text, statement.values);
    if (!representation && !single) {
      return { status: okStatus === 201 ? 201 : 204, headers: { 'content-range': `*/*` } };
    }
    const { body, rows } = firstRow(result.rows);
    return { status: okStatus, body: shapeRows(body, rows, single), headers: { ...JSON_TYPE, 'content-range': rows ? `0-${rows - 1}/*` : '*/*' } };
  }

  function chooseFunction(candidates: DbFunction[] | undefined, name: string, args: Record<string, unknown>): DbFunction {
    const given = Object.keys(args);
    const match = candidates?.find((fn) => {
      const names = new Set(fn.args.map((a) => a.name));
      return given.every((g) => names.has(g)) && fn.args.every((a) => a.hasDefault || given.includes(a.name));
    });
    if (!match) throw unknownFunction(name, given.sort());
    return match;
  }

  async function rpc(req: IncomingMessage, url: URL, auth: RequestAuth, name: string): Promise<Result> {
    let args: Record<string, unknown>;
    let bodyText: string | undefined;
    if (req.method === 'POST') {
      const payload = await jsonBodyWithText(req);
      if (typeof payload.value !== 'object' || payload.value === null || Array.isArray(payload.value)) {
        throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'Function arguments are one JSON object');
      }
      args = payload.value as Record<string, unknown>;
      bodyText = payload.text;
    } else if (req.method === 'GET' || req.method === 'HEAD') {
      args = Object.fromEntries([...url.searchParams].filter(([k]) => k !== 'apikey' && k !== 'select'));
    } else {
      throw new RestError(405, 'PGRST101', 'Only GET and POST verbs are allowed for functions');
    }
    const fn = chooseFunction(await lookup((c) => c.functions.get(name)), name, args);
    const statement = rpcStatement(fn, bodyText === undefined ? { from: 'query', args } : { from: 'body', args, text: bodyText });
    const single = (req.headers.accept ?? '').includes(SINGLE_OBJECT);
    return asRole(auth, req, url.pathname, async (tx) => {
      const { rows } = await tx.query<{ body: string; rows?: number }>(statement.text, statement.values);
      if (statement.shape === 'void') return { status: 204 };
      const row = firstRow(rows);
      const body = statement.shape === 'rows' ? shapeRows(row.body, row.rows ?? 0, single) : row.body ?? 'null';
      return { status: 200, body: req.method === 'HEAD' ? undefined : body, headers: { ...JSON_TYPE } };
    });
  }

  return {
    async handle(req: IncomingMessage, res: ServerResponse, url: URL, auth: RequestAuth): Promise<void> {
      const path = url.pathname.replace(/^\/rest\/v1\/?/, '');
      try {
        let result: Result;
        if (path === '') {
          result = { status: 200, body: JSON.stringify({ swagger: '2.0', info: { title: 'local-supabase REST' } }), headers: JSON_TYPE };
        } else if (path.startsWith('rpc/')) {
          result = await rpc(req, url, auth, decodeName(path.slice(4)));
        } else {
          const name = decodeName(path);
          const t = await lookup((c) => c.tables.get(name));
          if (!t) throw unknownTable(name);
          result = await table(req, url, auth, t);
        }
        send(res, result.status, result.body, result.headers);
      } catch (error) {
        const restError = toRestError(error, auth.role);
        // After a 413 the rest of the body may still be on its way: close, so the connection is not reused mid-body.
        const headers = restError.status === 413 ? { ...JSON_TYPE, connection: 'close' } : JSON_TYPE;
        send(res, restError.status, JSON.stringify(restError.body()), headers);
      }
    },
    reload() {
      loadedAt = Date.now();
      catalog = loadCatalog(db);
    },
  };
}
