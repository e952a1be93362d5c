// PostgREST's HTTP API over the schema cache: /rest/v1/<table> (GET, HEAD, POST, PATCH, PUT, DELETE),
// /rest/v1/rpc/<function> (GET, HEAD, POST) and the OpenAPI root. Each request runs in one transaction
// as the JWT's role with request.jwt.claims and request.headers set, exactly as PostgREST does, so the
// database's grants and RLS decide what it may see and change. The modules around this one: grammar.ts
// (query string), catalog.ts + relationships.ts (schema cache), plan.ts (planner), sql.ts (SQL),
// preferences.ts, media.ts and response.ts (HTTP in and out), routines.ts (which function), errors.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, Sql } from '../db/database.ts';
import type { RequestAuth } from '../gateway.ts';
import { clientAddress } from '../http/client-address.ts';
import { LIMITS } from '../http/limits.ts';
import { send } from '../http/respond.ts';
import { type JsonBody, parseJson, readRaw, rowsFromBody } from './body.ts';
import { type Catalog, type Column, type Routine, type Table, loadCatalog, qualifiedKey } from './catalog.ts';
import {
  RestError, invalidBody, invalidFilters, invalidResourcePath, invalidRpcMethod, maxAffectedRpcViolation, maxAffectedViolation,
  mediaTypeError, notServed, parseError, putLimitNotAllowed, putMatchingPk, toRestError, unacceptableSchema, unknownColumn, unknownTable, unsupportedMethod,
} from './errors.ts';
import { bestMatch } from './fuzzy.ts';
import { parseColumns, parseTreePath } from './grammar.ts';
import { type BodyFormat, type Output, bodyFormat, contentType, negotiate } from './media.ts';
import { type PlanContext, type PlanLogic, type QueryParts, type ReadNode, planRead, refuseRepresentation, splitQuery, usesRegex } from './plan.ts';
import { type Preferences, appliedHeader, parsePreferences } from './preferences.ts';
import { applyGucs, contentRange, outOfRange, parseRangeHeader, rangeStatus, requireSingle } from './response.ts';
import { findRoutine } from './routines.ts';
import {
  type BodyShape, type CallArgs, Params, bodySql, callSql, countQuery, deleteSql, ident, insertSql, logicSql, nodeQuery,
  updateSql, wrapStatement,
} from './sql.ts';

export type RestOptions = {
  maxRows: number;
  maxBodyBytes: number;
  trustedProxies: ReadonlySet<string>;
  /** The exposed schemas ([api] schemas in config.toml); the first is the default. */
  schemas?: readonly string[];
  /** [api] extra_search_path: on every request's search path after the request's schema. */
  extraSearchPath?: readonly string[];
};

type Result = { status: number; body?: string | undefined; headers?: Record<string, string> };
type Row = {
  total: string | null; page_total: string; body: string | null; inserted?: string | null; location_row?: string | null;
  response_headers?: string | null; response_status?: string | null;
};

/** Thrown inside a transaction to end it with ROLLBACK (Prefer: tx=rollback) while still answering. */
class Rollback {
  constructor(readonly result: unknown) {}
}

/** A table or function name from the path; a malformed %-escape stays as it is and so names nothing. */
function decodeName(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/**
 * A regular expression's cost is the client's to choose, and not only with back-references (which are
 * refused): bounded repetitions such as `(.*){1,255}(.*){1,255}(.*){1,255}q` keep Postgres's regex compiler
 * busy for seconds on an 11-character value. Postgres would spend one of its many backends on it; PGlite has one
 * thread for everyone, so there such a statement gets this budget, and costly requests wait for one
 * another (database.ts). Real Postgres (DATABASE_URL) keeps the role's timeout.
 */
const REGEX_BUDGET = {
  timeoutMs: LIMITS.regexStatementMs,
  hint: `local-supabase's embedded database runs one statement at a time, so a statement with a regular-expression filter gets ${LIMITS.regexStatementMs} ms there; simplify the pattern, or set DATABASE_URL to use Postgres with the role's own statement_timeout.`,
};

export function createRestService(db: Database, options: RestOptions) {
  const schemas = options.schemas?.length ? options.schemas : ['public'];
  const extraSearchPath = options.extraSearchPath ?? ['public', 'extensions'];
  let catalog: Promise<Catalog> = loadCatalog(db, schemas);
  let loadedAt = Date.now();

  /** Like PostgREST's schema cache reload: a miss re-reads the catalog, at most once a second. */
  async function lookup<T>(find: (c: Catalog) => T | undefined): Promise<{ found: T | undefined; catalog: Catalog }> {
    let current = await catalog;
    let found = find(current);
    if (found === undefined && Date.now() - loadedAt >= 1000) {
      loadedAt = Date.now();
      catalog = loadCatalog(db, schemas);
      current = await catalog;
      found = find(current);
    }
    return { found, catalog: current };
  }

  /** `costly`: a filter is a regular expression, whose cost the client chooses (see REGEX_BUDGET). */
  type RoleOptions = { readOnly: boolean; schema: string; prefs: Preferences; costly?: boolean };

  /**
   * Runs fn in one transaction as PostgREST would: as the JWT's role with its claims, the request's
   * method, path and headers (X-Forwarded-For being the caller as this stack resolved it), the request's
   * schema first on the search path, the role's own statement_timeout, read-only for reads (a volatile
   * function called through GET fails with 25006, answered 405), and rolled back for Prefer: tx=rollback.
   */
  async function asRole<T>(auth: RequestAuth, req: IncomingMessage, path: string, opts: RoleOptions, fn: (tx: Sql) => Promise<T>): Promise<T> {
    const method = req.method ?? 'GET';
    const headers = { ...req.headers, 'x-forwarded-for': clientAddress(req, options.trustedProxies) };
    const statementTimeoutMs = (await catalog).statementTimeoutMs.get(auth.role);
    const searchPath = [...new Set([opts.schema, ...extraSearchPath])].map(ident).join(', ');
    const timezone = opts.prefs.timezone;
    try {
      return await db.transaction(async (tx) => {
        await tx.query(
          `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                  set_config('request.method', $3, true), set_config('request.path', $4, true),
                  set_config('request.headers', $5, true), set_config('transaction_read_only', $6, true),
                  set_config('search_path', $7, true)${timezone ? `, set_config('timezone', $8, true)` : ''}`,
          [auth.role, JSON.stringify(auth.claims), method, path, JSON.stringify(headers), opts.readOnly ? 'on' : 'off', searchPath,
            ...(timezone ? [timezone] : [])],
        );
        const result = await fn(tx);
        if (opts.prefs.tx === 'rollback') throw new Rollback(result);
        return result;
      }, { statementTimeoutMs, ...(opts.costly ? { costly: REGEX_BUDGET } : {}) });
    } catch (error) {
      if (error instanceof Rollback) return error.result as T;
      throw error;
    }
  }

  /** The one row a statement of sql.ts always returns; none means the engine failed, never "no data". */
  function firstRow<T>(rows: T[]): T {
    const row = rows[0];
    if (row === undefined) throw new RestError(503, 'PGRST000', 'The database returned no result; the request was not applied');
    return row;
  }

  function planContext(cat: Catalog, schema: string): PlanContext {
    return { catalog: cat, schema, maxRows: options.maxRows, aggregatesEnabled: cat.settings.aggregatesEnabled };
  }

  const produce = (cat: Catalog) => ({ csv: true, geojson: cat.postgis, plan: cat.settings.planEnabled });

  /** The schema a request addresses: Accept-Profile for GET/HEAD, Content-Profile otherwise. */
  function profile(req: IncomingMessage, method: string): { schema: string; headers: Record<string, string> } {
    const value = header(req, method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile');
    if (value === undefined) return { schema: schemas[0]!, headers: {} };
    if (!schemas.includes(value)) throw unacceptableSchema(value, schemas);
    return { schema: value, headers: { 'content-profile': value } };
  }

  async function explain(tx: Sql, output: Extract<Output, { kind: 'plan' }>, text: string, values: unknown[], extra: Record<string, string>): Promise<Result> {
    const options = [`FORMAT ${output.format.toUpperCase()}`, ...output.options.map((o) => o.toUpperCase())];
    const { rows } = await tx.query<Record<string, unknown>>(`EXPLAIN (${options.join(', ')}) ${text}`, values);
    const plan = rows.map((r) => r['QUERY PLAN']);
    const body = output.format === 'json'
      ? (typeof plan[0] === 'string' ? plan[0] : JSON.stringify(plan[0]))
      : plan.join('\n');
    return { status: 200, body, headers: { 'content-type': contentType(output), ...extra } };
  }

  /** count=planned: the planner's row estimate for the count query (over the call, for a function). */
  async function plannedCount(tx: Sql, root: ReadNode, source?: (params: Params) => string): Promise<number> {
    const params = new Params();
    const prefix = source ? `WITH pgrst_source AS (${source(params)}) ` : '';
    const text = prefix + countQuery(root, params);
    const { rows } = await tx.query<Record<string, unknown>>(`EXPLAIN (FORMAT JSON) ${text}`, params.values);
    const raw = rows[0]?.['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
    return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
  }

  async function countTotal(tx: Sql, prefs: Preferences, root: ReadNode, exact: () => Promise<number>, source?: (params: Params) => string): Promise<number | undefined> {
    if (prefs.count === 'exact') return exact();
    if (prefs.count === 'planned') return plannedCount(tx, root, source);
    if (prefs.count === 'estimated') {
      const planned = await plannedCount(tx, root, source);
      return planned > options.maxRows ? planned : exact();
    }
    return undefined;
  }

  /** Query parameters that do nothing for this request are refused, never ignored. */
  function refuseUnused(parts: QueryParts, what: string, unused: ('columns' | 'on_conflict' | 'paging' | 'rootOrder')[]): void {
    if (unused.includes('columns') && parts.columns !== undefined) throw parseError(`"columns" does not apply to ${what}`, 'columns names the body keys of an insert or update');
    if (unused.includes('on_conflict') && parts.onConflict !== undefined) throw parseError(`"on_conflict" does not apply to ${what}`, 'on_conflict goes with POST and Prefer: resolution=merge-duplicates or ignore-duplicates');
    if (unused.includes('rootOrder') && parts.orders.some(([k]) => k === 'order')) {
      throw notServed(`"order" on ${what}`, 'PostgREST orders neither the rows a write touches nor its returned rows; sort them in the client.');
    }
    if (unused.includes('paging') && parts.limits.concat(parts.offsets).some(([k]) => k === 'limit' || k === 'offset')) {
      throw notServed(`"limit" and "offset" on ${what}`, 'Filter the rows to write instead.');
    }
  }

  // ---- reads ---------------------------------------------------------------------------------------

  async function read(req: IncomingMessage, url: URL, auth: RequestAuth, cat: Catalog, schema: string, extra: Record<string, string>, t: Table, prefs: Preferences): Promise<Result> {
    const head = req.method === 'HEAD';
    const parts = splitQuery(url.searchParams, false);
    refuseUnused(parts, 'a read', ['columns', 'on_conflict']);
    applyRangeHeader(parts, header(req, 'range'));
    if (prefs.return || prefs.resolution || prefs.missing || prefs.params) {
      throw notServed(`Prefer: ${[prefs.return && `return=${prefs.return}`, prefs.resolution && `resolution=${prefs.resolution}`, prefs.missing && `missing=${prefs.missing}`, prefs.params && `params=${prefs.params}`].filter(Boolean).join(', ')} on a read`, 'These preferences apply to writes and calls only.');
    }
    const output = negotiate(header(req, 'accept'), produce(cat));
    const root = planRead(planContext(cat, schema), { relation: t, columns: t.columns, computed: t.computed, source: { kind: 'relation' }, origin: t.name }, { parts, capRows: true });
    const params = new Params();
    const readSql = nodeQuery(root, params);
    const exactSql = prefs.count === 'exact' || prefs.count === 'estimated' ? `(SELECT pg_catalog.count(*) FROM (${countQuery(root, params)}) pgrst_count)` : undefined;
    const text = wrapStatement({ read: readSql, total: exactSql, body: head ? `''` : bodySql(output, 'rows') });
    return asRole(auth, req, url.pathname, { readOnly: true, schema, prefs, costly: usesRegex(root) }, async (tx) => {
      if (output.kind === 'plan') return explain(tx, output, text, params.values, extra);
      const row = firstRow((await tx.query<Row>(text, params.values)).rows);
      const pageTotal = Number(row.page_total);
      const total = await countTotal(tx, prefs, root, async () => Number(row.total));
      requireSingle(output, pageTotal);
      const { status, contentRange: range } = rangeStatus(root.offset, pageTotal, total);
      if (status === 416) throw outOfRange(root.offset, total);
      const canonical = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return applyGucs({
        status,
        body: head ? undefined : row.body ?? '',
        headers: {
          'content-type': contentType(output),
          'content-range': range,
          'content-location': `/${t.name}${canonical.length ? `?${new URLSearchParams(canonical)}` : ''}`,
          ...appliedHeader(prefs, ['count', 'tx', 'handling', 'timezone']),
          ...extra,
        },
      }, row);
    });
  }

  /** The Range request header narrows the top-level page, as PostgREST intersects it with limit/offset. */
  function applyRangeHeader(parts: QueryParts, value: string | undefined): void {
    const range = parseRangeHeader(value);
    if (!range) return;
    const limit = parts.limits.find(([k]) => k === 'limit');
    const offset = parts.offsets.find(([k]) => k === 'offset');
    const paramOffset = offset ? Number(offset[1]) : 0;
    const paramLast = limit && /^\d+$/.test(limit[1]) ? paramOffset + Number(limit[1]) - 1 : undefined;
    const first = Math.max(range.offset, paramOffset);
    const lasts = [range.last, paramLast].filter((n): n is number => n !== undefined);
    parts.offsets = [...parts.offsets.filter(([k]) => k !== 'offset'), ['offset', String(first)]];
    if (lasts.length) parts.limits = [...parts.limits.filter(([k]) => k !== 'limit'), ['limit', String(Math.max(0, Math.min(...lasts) - first + 1))]];
  }

  // ---- writes --------------------------------------------------------------------------------------

  function checkColumns(t: Table, names: string[]): Column[] {
    return names.map((name) => {
      const column = t.columns.get(name);
      if (!column) throw unknownColumn(t.name, name);
      refuseRepresentation(t.name, column);
      return column;
    });
  }

  /** The root filters of a write go into its own WHERE; null filters on embeds stay with the returned rows. */
  function splitRootFilters(root: ReadNode): PlanLogic[] {
    const isNullEmbed = (w: PlanLogic) => w.kind === 'filter' && w.filter.kind === 'nullEmbed';
    const own = root.where.filter((w) => !isNullEmbed(w));
    root.where = root.where.filter(isNullEmbed);
    return own;
  }

  async function write(req: IncomingMessage, url: URL, auth: RequestAuth, cat: Catalog, schema: string, extra: Record<string, string>, t: Table, prefs: Preferences): Promise<Result> {
    const method = req.method ?? 'GET';
    const parts = splitQuery(url.searchParams, false);
    const what = { POST: 'an insert', PATCH: 'an update', PUT: 'a PUT', DELETE: 'a delete' }[method] ?? 'a write';
    refuseUnused(parts, what, method === 'POST' ? ['rootOrder', 'paging'] : method === 'PATCH' ? ['on_conflict', 'rootOrder', 'paging'] : method === 'PUT' ? ['columns', 'on_conflict', 'rootOrder'] : ['columns', 'on_conflict', 'rootOrder', 'paging']);
    if (method === 'PUT' && parts.limits.concat(parts.offsets).some(([k]) => k === 'limit' || k === 'offset')) throw putLimitNotAllowed();
    if (prefs.resolution && method !== 'POST') throw notServed(`Prefer: resolution=${prefs.resolution} on ${what}`, 'resolution applies to POST (an upsert).');
    if (prefs.params) throw notServed(`Prefer: params=${prefs.params} on ${what}`, 'params=single-object applies to /rpc calls.');
    if (prefs.missing && method === 'DELETE') throw notServed('Prefer: missing on a delete', 'missing applies to the body of an insert or update.');
    const output = negotiate(header(req, 'accept'), produce(cat));
    const representation = prefs.return === 'representation';
    const headersOnly = prefs.return === 'headers-only' && method === 'POST';
    // Without a representation no row is returned: the default select (*) reads nothing (an explicit one is still checked).
    const returned = representation || headersOnly || output.kind === 'object';
    const readParts = returned || url.searchParams.has('select') ? parts : { ...parts, select: '' };
    const root = planRead(planContext(cat, schema), {
      relation: t, columns: t.columns, computed: t.computed, source: { kind: 'cte', rowType: { schema: t.schema, name: t.name } }, origin: t.name,
    }, { parts: readParts, capRows: false });
    const costly = usesRegex(root);
    const own = splitRootFilters(root);
    if (method === 'POST' && own.length > 0) throw parseError('Filters do not apply to an insert', 'An insert writes the rows of its body; filter with PATCH or DELETE.');
    if (prefs.maxAffected !== undefined && prefs.handling === 'strict' && method === 'POST') {
      throw notServed('Prefer: max-affected on an insert', 'max-affected limits updates and deletes.');
    }
    const params = new Params();
    const conditions = own.map((w) => logicSql(root, w, params));

    let body: JsonBody | undefined;
    if (method !== 'DELETE') {
      const format = bodyFormat(header(req, 'content-type'));
      if (typeof format !== 'string') throw invalidBody(`Content-Type not acceptable: ${format.unsupported}`);
      body = rowsFromBody(format, await readRaw(req, options.maxBodyBytes));
    }

    let source: string;
    let marker = false;
    const returning = representation || headersOnly ? 'rows' : 'count';
    if (method === 'POST' || method === 'PUT') {
      const rows = Array.isArray(body!.value) ? body!.value : [body!.value];
      if (!rows.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r))) {
        throw invalidBody('All object keys must match', 'Each row must be a JSON object');
      }
      const objects = rows as Record<string, unknown>[];
      let names: string[];
      if (parts.columns !== undefined) {
        names = parseColumns('columns', parts.columns);
      } else {
        names = Object.keys(objects[0] ?? {});
        const key = [...names].sort().join('\u0000');
        if (objects.some((o) => Object.keys(o).sort().join('\u0000') !== key)) throw invalidBody('All object keys must match');
      }
      const columns = checkColumns(t, names);
      if (method === 'PUT') return put(req, url, auth, schema, extra, t, prefs, output, root, own, objects, columns, body!);
      if (objects.length === 0) {
        return { status: 201, body: representation ? '[]' : undefined, headers: { ...(representation ? { 'content-type': contentType(output) } : {}), 'content-range': contentRange(1, 0, prefs.count ? 0 : undefined), ...extra } };
      }
      let conflict: { columns: string[]; resolution: 'merge-duplicates' | 'ignore-duplicates' } | undefined;
      if (prefs.resolution) {
        const conflictColumns = parts.onConflict !== undefined ? parseColumns('on_conflict', parts.onConflict) : t.primaryKey;
        checkColumns(t, conflictColumns);
        if (conflictColumns.length === 0) throw parseError('An upsert needs on_conflict or a primary key', `${t.name} has no primary key; name the unique columns in on_conflict.`);
        conflict = { columns: conflictColumns, resolution: prefs.resolution };
      } else if (parts.onConflict !== undefined) {
        throw parseError('"on_conflict" needs Prefer: resolution=merge-duplicates or ignore-duplicates', 'Without a resolution an insert does not upsert, and on_conflict would be ignored.');
      }
      marker = prefs.resolution === 'merge-duplicates' && t.isTable;
      source = insertSql(t, { text: body!.text, columns, applyDefaults: prefs.missing === 'default' }, { conflict, returning, marker }, params);
    } else if (method === 'PATCH') {
      if (typeof body!.value !== 'object' || body!.value === null || Array.isArray(body!.value)) {
        throw invalidBody('Empty or invalid json', 'PATCH takes one JSON object');
      }
      const names = parts.columns !== undefined ? parseColumns('columns', parts.columns) : Object.keys(body!.value);
      const columns = checkColumns(t, names);
      if (columns.length === 0) {
        return { status: representation ? 200 : 204, body: representation ? '[]' : undefined, headers: { ...(representation ? { 'content-type': contentType(output) } : {}), 'content-range': contentRange(0, -1, prefs.count ? 0 : undefined), ...extra } };
      }
      source = updateSql(t, { text: body!.text, columns, applyDefaults: prefs.missing === 'default' }, conditions, returning, params);
    } else {
      source = deleteSql(t, conditions, returning);
    }

    const readSql = representation || headersOnly ? nodeQuery(root, params) : 'SELECT 1 FROM pgrst_source';
    const extraColumns = [
      ...(marker ? ['(SELECT pg_catalog.count(*) FROM pgrst_source WHERE pgrst_source.pgrst_inserted)::text AS inserted'] : []),
      ...(headersOnly ? ['(SELECT row_to_json(_)::text FROM pgrst_source _ LIMIT 1) AS location_row'] : []),
    ];
    const text = wrapStatement({ source, read: readSql, body: representation ? bodySql(output, 'rows') : `''`, extra: extraColumns });
    return asRole(auth, req, url.pathname, { readOnly: false, schema, prefs, costly }, async (tx) => {
      if (output.kind === 'plan') return explain(tx, output, text, params.values, extra);
      const row = firstRow((await tx.query<Row>(text, params.values)).rows);
      const affected = Number(row.page_total);
      requireSingle(output, affected);
      if (prefs.handling === 'strict' && prefs.maxAffected !== undefined && affected > prefs.maxAffected) throw maxAffectedViolation(affected);
      const counted = prefs.count ? affected : undefined;
      const withBody = (status: number): Result => ({
        status,
        body: representation ? row.body ?? '[]' : undefined,
        headers: {
          ...(representation ? { 'content-type': contentType(output) } : {}),
          'content-range': method === 'PATCH' ? contentRange(0, affected - 1, counted) : contentRange(1, 0, counted),
          ...extra,
        },
      });
      if (method === 'POST') {
        const result = withBody(marker && Number(row.inserted ?? 0) <= 0 ? 200 : 201);
        if (headersOnly && row.location_row) {
          const values = JSON.parse(row.location_row) as Record<string, unknown>;
          const query = t.primaryKey.map((c) => `${encodeURIComponent(c)}=${encodeURIComponent(values[c] === null || values[c] === undefined ? 'is.null' : `eq.${String(values[c])}`)}`).join('&');
          result.headers!.location = `/${t.name}${query ? `?${query}` : ''}`;
        }
        Object.assign(result.headers!, appliedHeader(prefs, ['resolution', 'missing', 'return', 'count', 'tx', 'handling', 'timezone']));
        return applyGucs(result, row);
      }
      const result = withBody(representation ? 200 : 204);
      Object.assign(result.headers!, appliedHeader(prefs, ['missing', 'return', 'count', 'tx', 'handling', 'timezone', 'maxAffected']));
      return applyGucs(result, row);
    });
  }

  /** PUT: an upsert of exactly the row the URL names by its whole primary key (PostgREST's single upsert). */
  async function put(
    req: IncomingMessage, url: URL, auth: RequestAuth, schema: string, extra: Record<string, string>, t: Table, prefs: Preferences,
    output: Output, root: ReadNode, own: PlanLogic[], objects: Record<string, unknown>[], columns: Column[], body: JsonBody,
  ): Promise<Result> {
    const keys = new Map<string, string>();
    for (const w of own) {
      if (w.kind !== 'filter' || w.filter.kind !== 'field' || w.filter.negate || w.filter.field.path.length > 0) throw invalidFilters();
      const op = w.filter.operation;
      if (op.kind !== 'quant' || op.op !== 'eq' || op.quantifier) throw invalidFilters();
      keys.set(w.filter.field.name, op.value);
    }
    const pk = t.primaryKey;
    if (pk.length === 0 || keys.size !== pk.length || !pk.every((c) => keys.has(c))) throw invalidFilters();
    if (objects.length !== 1) throw invalidBody('Empty or invalid json', 'PUT takes one JSON object');
    const representation = prefs.return === 'representation';
    const params = new Params();
    const insert = insertSql(t, { text: body.text, columns, applyDefaults: false }, { conflict: { columns: pk, resolution: 'merge-duplicates' }, returning: 'rows', marker: t.isTable }, params);
    // Only the payload row whose key is the URL's is written (PostgREST filters the body by the URL's key).
    const matching = pk.map((c) => `pgrst_body.${ident(c)} = ${params.add(keys.get(c)!)}`).join(' AND ');
    const source = insert.replace(/ ON CONFLICT /, ` WHERE ${matching} ON CONFLICT `);
    const readSql = representation ? nodeQuery(root, params) : 'SELECT 1 FROM pgrst_source';
    const text = wrapStatement({
      source, read: readSql, body: representation ? bodySql(output, 'rows') : `''`,
      extra: t.isTable ? ['(SELECT pg_catalog.count(*) FROM pgrst_source WHERE pgrst_source.pgrst_inserted)::text AS inserted'] : [],
    });
    return asRole(auth, req, url.pathname, { readOnly: false, schema, prefs, costly: usesRegex(root) }, async (tx) => {
      const row = firstRow((await tx.query<Row>(text, params.values)).rows);
      if (Number(row.page_total) !== 1) throw putMatchingPk();
      const status = representation ? (Number(row.inserted ?? 0) > 0 ? 201 : 200) : 204;
      return applyGucs({
        status,
        body: representation ? row.body ?? '[]' : undefined,
        headers: { ...(representation ? { 'content-type': contentType(output) } : {}), ...appliedHeader(prefs, ['return', 'count', 'tx', 'handling', 'timezone']), ...extra },
      }, row);
    });
  }

  // ---- calls ---------------------------------------------------------------------------------------

  async function rpc(req: IncomingMessage, url: URL, auth: RequestAuth, schema: string, extra: Record<string, string>, name: string, prefs: Preferences): Promise<Result> {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') throw invalidRpcMethod(method);
    const readMethod = method !== 'POST';
    const parts = splitQuery(url.searchParams, readMethod);
    refuseUnused(parts, 'a function call', ['columns', 'on_conflict']);
    // return=… is what supabase-js sends with .select() (and return=minimal for a HEAD call with object
    // arguments); PostgREST answers a call the same with or without it.
    if (prefs.resolution || prefs.missing) {
      throw notServed(`Prefer: ${[prefs.resolution && `resolution=${prefs.resolution}`, prefs.missing && `missing=${prefs.missing}`].filter(Boolean).join(', ')} on a function call`, 'These preferences apply to table writes.');
    }
    const output = negotiate(header(req, 'accept'), produce(await catalog));

    let args: CallArgs;
    let given: Set<string>;
    let post: BodyFormat | undefined;
    if (readMethod) {
      const values = new Map<string, string[]>();
      for (const [key, value] of parts.rpcArgs) {
        const argName = parseTreePath(key).field.name;
        values.set(argName, [...(values.get(argName) ?? []), value]);
      }
      args = { kind: 'direct', values };
      given = new Set(values.keys());
    } else {
      const formatOrError = bodyFormat(header(req, 'content-type'));
      if (typeof formatOrError !== 'string') throw invalidBody(`Content-Type not acceptable: ${formatOrError.unsupported}`);
      post = formatOrError;
      const raw = await readRaw(req, options.maxBodyBytes);
      if (post === 'json') {
        const body = parseJson(raw.toString('utf8'));
        if (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value)) {
          throw invalidBody('Empty or invalid json', 'Function arguments are one JSON object');
        }
        given = new Set(Object.keys(body.value));
        args = { kind: 'json', text: body.text, names: [...given] };
        if (prefs.params === 'single-object') args = { kind: 'single', value: body.text };
      } else if (post === 'form') {
        const values = new Map<string, string[]>();
        for (const [key, value] of new URLSearchParams(raw.toString('utf8'))) values.set(key, [...(values.get(key) ?? []), value]);
        args = { kind: 'direct', values };
        given = new Set(values.keys());
      } else if (post === 'csv') {
        throw notServed('a CSV body for a function call', 'Send the arguments as JSON, a form, or one text/xml/bytea body.');
      } else {
        args = { kind: 'single', value: post === 'bytea' ? raw : raw.toString('utf8') };
        given = new Set();
      }
    }

    const { catalog: cat } = await lookup((c) => c.routines.get(qualifiedKey(schema, name)));
    const match = findRoutine(cat, schema, name, given, post, prefs.params === 'single-object');
    const routine = match.routine;
    if (match.wholeBody && args.kind === 'json') args = { kind: 'single', value: args.text };
    if (prefs.handling === 'strict' && prefs.maxAffected !== undefined && !routine.returnsSet) throw maxAffectedRpcViolation();

    const params = new Params();
    const call = callSql(routine, args, params);
    const readOnly = readMethod || routine.volatility !== 'v';
    const role = { readOnly, schema, prefs };
    if (call.shape === 'void') {
      return asRole(auth, req, url.pathname, role, async (tx) => {
        if (output.kind === 'plan') return explain(tx, output, call.source, params.values, extra);
        const text = `WITH pgrst_source AS (${call.source}) SELECT (SELECT pg_catalog.count(*) FROM pgrst_source)::text AS page_total,`
          + ` nullif(current_setting('response.headers', true), '') AS response_headers, nullif(current_setting('response.status', true), '') AS response_status`;
        const row = firstRow((await tx.query<Row>(text, params.values)).rows);
        return applyGucs({ status: 204, headers: { 'content-range': contentRange(0, -1, undefined), ...appliedHeader(prefs, ['count', 'tx', 'handling', 'timezone']), ...extra } }, row);
      });
    }
    const root = rpcRoot(cat, schema, routine, parts, call.shape);
    const readSql = nodeQuery(root, params);
    const exactSql = prefs.count === 'exact' || prefs.count === 'estimated' ? `(SELECT pg_catalog.count(*) FROM (${countQuery(root, params)}) pgrst_count)` : undefined;
    const head = method === 'HEAD';
    const text = wrapStatement({ source: call.source, read: readSql, total: exactSql, body: head ? `''` : bodySql(output, call.shape as BodyShape) });
    return asRole(auth, req, url.pathname, { ...role, costly: usesRegex(root) }, async (tx) => {
      if (output.kind === 'plan') return explain(tx, output, text, params.values, extra);
      const row = firstRow((await tx.query<Row>(text, params.values)).rows);
      const pageTotal = Number(row.page_total);
      const total = await countTotal(tx, prefs, root, async () => Number(row.total), (p) => callSql(routine, args, p).source);
      requireSingle(output, pageTotal);
      if (prefs.handling === 'strict' && prefs.maxAffected !== undefined && pageTotal > prefs.maxAffected) throw maxAffectedViolation(pageTotal);
      const { status, contentRange: range } = rangeStatus(root.offset, pageTotal, total);
      if (status === 416) throw outOfRange(root.offset, total);
      return applyGucs({
        status,
        body: head ? undefined : row.body ?? 'null',
        headers: { 'content-type': contentType(output), 'content-range': range, ...appliedHeader(prefs, ['count', 'tx', 'handling', 'timezone', 'params']), ...extra },
      }, row);
    });
  }

  /** The read over a function's result: the rows of its table (embeddable), its row type, or its scalar. */
  function rpcRoot(cat: Catalog, schema: string, routine: Routine, parts: QueryParts, shape: BodyShape): ReadNode {
    const ctx = planContext(cat, schema);
    const table = routine.returnTable && cat.table(routine.returnTable.schema, routine.returnTable.name);
    if (shape === 'scalar' || shape === 'setof-scalar') {
      const scalar = new Map<string, Column>([['pgrst_scalar', { name: 'pgrst_scalar', type: routine.returnType, baseType: routine.returnType, nullable: true, default: null }]]);
      if (parts.select !== '*' || parts.filters.length || parts.logic.length || parts.orders.length) {
        const offending = parts.select !== '*' ? parts.select : (parts.filters[0] ?? parts.logic[0] ?? parts.orders[0])![0];
        throw notServed(`select, filters or order on the result of ${routine.schema}.${routine.name}, which returns a scalar (${offending})`, 'Return a table, a row type or SETOF rows to shape the result.');
      }
      return planRead(ctx, { relation: { schema, name: routine.name }, columns: scalar, computed: new Map(), source: { kind: 'cte', rowType: undefined }, origin: routine.name }, { parts, capRows: true });
    }
    return planRead(ctx, {
      relation: routine.returnTable ?? { schema, name: routine.name },
      columns: table ? table.columns : routine.returnColumns,
      computed: table ? table.computed : new Map(),
      source: { kind: 'cte', rowType: table ? routine.returnTable : undefined },
      origin: routine.returnTable?.name ?? routine.name,
    }, { parts, capRows: true });
  }

  // ---- the root: an OpenAPI description of what the schema exposes ----------------------------------

  function openApi(cat: Catalog, schema: string, req: IncomingMessage): Result {
    const accepted = (header(req, 'accept') ?? '*/*').split(',').map((s) => s.split(';')[0]!.trim().toLowerCase());
    if (!accepted.some((m) => m === '*/*' || m === 'application/json' || m === 'application/openapi+json' || m === 'application/*')) {
      throw mediaTypeError(accepted);
    }
    const jsonType = (type: string) => {
      if (/^(smallint|integer|bigint)$/.test(type)) return { type: 'integer', format: type };
      if (/^(numeric|real|double precision)/.test(type)) return { type: 'number', format: type };
      if (type === 'boolean') return { type: 'boolean', format: type };
      if (type.endsWith('[]')) return { type: 'array', format: type, items: { type: 'string' } };
      return { type: 'string', format: type };
    };
    const definitions: Record<string, unknown> = {};
    const paths: Record<string, unknown> = { '/': { get: { produces: ['application/openapi+json', 'application/json'], responses: { 200: { description: 'OK' } } } } };
    for (const t of [...cat.tables.values()].filter((x) => x.schema === schema).sort((a, b) => a.name.localeCompare(b.name))) {
      definitions[t.name] = {
        type: 'object',
        required: [...t.columns.values()].filter((c) => !c.nullable && c.default === null).map((c) => c.name),
        properties: Object.fromEntries([...t.columns.values()].map((c) => [c.name, { ...jsonType(c.type), ...(t.primaryKey.includes(c.name) ? { description: 'Note:\nThis is a Primary Key.<pk/>' } : {}) }])),
      };
      const ops: Record<string, unknown> = { get: { tags: [t.name], responses: { 200: { description: 'OK' }, 206: { description: 'Partial Content' } } } };
      if (t.insertable) ops.post = { tags: [t.name], responses: { 201: { description: 'Created' } } };
      if (t.updatable) ops.patch = { tags: [t.name], responses: { 204: { description: 'No Content' } } };
      if (t.deletable) ops.delete = { tags: [t.name], responses: { 204: { description: 'No Content' } } };
      paths[`/${t.name}`] = ops;
    }
    for (const [key, routines] of cat.routines) {
      const r = routines[0]!;
      if (r.schema !== schema || !key) continue;
      const parameters = r.params.map((p) => ({ in: 'query', name: p.name, required: p.required, ...jsonType(p.type) }));
      paths[`/rpc/${r.name}`] = {
        ...(r.volatility === 'v' ? {} : { get: { tags: ['(rpc) ' + r.name], parameters, responses: { 200: { description: 'OK' } } } }),
        post: { tags: ['(rpc) ' + r.name], parameters: [{ in: 'body', name: 'args', required: true, schema: { type: 'object', properties: Object.fromEntries(r.params.map((p) => [p.name, jsonType(p.type)])) } }], responses: { 200: { description: 'OK' } } },
      };
    }
    const doc = {
      swagger: '2.0',
      info: { title: 'local-supabase REST (PostgREST API)', version: '12' },
      basePath: '/rest/v1',
      schemes: ['http'],
      consumes: ['application/json', 'application/vnd.pgrst.object+json', 'text/csv'],
      produces: ['application/json', 'application/vnd.pgrst.object+json', 'text/csv'],
      paths,
      definitions,
    };
    return { status: 200, body: JSON.stringify(doc), headers: { 'content-type': 'application/openapi+json; charset=utf-8' } };
  }

  return {
    async handle(req: IncomingMessage, res: ServerResponse, url: URL, auth: RequestAuth): Promise<void> {
      const path = url.pathname.replace(/^\/rest\/v1\/?/, '');
      try {
        const method = req.method ?? 'GET';
        const { schema, headers: profileHeaders } = profile(req, method);
        const current = await catalog;
        const prefs = parsePreferences(req.headers.prefer, current.timezones);
        let result: Result;
        if (path === '') {
          if (method !== 'GET' && method !== 'HEAD') throw unsupportedMethod(method);
          result = openApi(current, schema, req);
          if (method === 'HEAD') result.body = undefined;
        } else if (path.startsWith('rpc/')) {
          const name = decodeName(path.slice(4));
          if (name.includes('/')) throw invalidResourcePath();
          result = await rpc(req, url, auth, schema, profileHeaders, name, prefs);
        } else {
          const name = decodeName(path);
          if (path.includes('/')) throw invalidResourcePath();
          if (!['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'].includes(method)) throw unsupportedMethod(method);
          const { found: t, catalog: cat } = await lookup((c) => c.table(schema, name));
          if (!t) {
            const close = bestMatch(name, [...cat.tables.values()].filter((x) => x.schema === schema).map((x) => x.name), 0.75);
            throw unknownTable(schema, name, close ? `Perhaps you meant the table '${schema}.${close}'` : null);
          }
          result = method === 'GET' || method === 'HEAD'
            ? await read(req, url, auth, cat, schema, profileHeaders, t, prefs)
            : await write(req, url, auth, cat, schema, profileHeaders, t, prefs);
        }
        send(res, result.status, result.body, result.headers);
      } catch (error) {
        const restError = toRestError(error, auth.role);
        if (restError.status === 413 || (req.method !== 'GET' && req.method !== 'HEAD' && !req.readableEnded)) req.resume();
        // After a 413 the rest of the body may still be on its way: close, so the connection is not reused mid-body.
        const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', ...restError.headers };
        if (restError.status === 413) headers.connection = 'close';
        send(res, restError.status, JSON.stringify(restError.body()), headers);
      }
    },
    reload() {
      loadedAt = Date.now();
      catalog = loadCatalog(db, schemas);
    },
  };
}
