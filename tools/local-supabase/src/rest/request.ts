// The request as PostgREST's ApiRequest reads it, before the schema cache is asked anything: the action
// the method and path name, the schema (Accept-Profile / Content-Profile), the Prefer header, the query
// string sorted into PostgREST's parameter kinds (their grammar is grammar.ts's), the Range, Accept and
// Content-Type headers, and the payload (the rows a write sends, a function's arguments). Refusals are
// PostgREST's request errors; routes.ts calls these steps one at a time, in the order their refusals
// take precedence (the query string is judged before the body is read).
import type { IncomingMessage } from 'node:http';
import type { RequestAuth } from '../gateway.ts';
import { type JsonBody, parseJson, readRaw, rowsFromBody } from './body.ts';
import {
  invalidBody,
  invalidRange,
  invalidResourcePath,
  invalidRpcMethod,
  notServed,
  parseError,
  putLimitNotAllowed,
  unacceptableSchema,
  unsupportedMethod,
} from './errors.ts';
import { hasOperator, parseColumns, parseTreePath } from './grammar.ts';
import { type BodyFormat, type Output, type Producible, bodyFormat, negotiate } from './media.ts';
import { type Preferences, parsePreferences } from './preferences.ts';

/** What the method and path ask for: the OpenAPI root, a table or view, or a function. */
type Action = { kind: 'schema' } | { kind: 'relation'; name: string } | { kind: 'routine'; name: string };

export type ApiRequest = {
  req: IncomingMessage;
  url: URL;
  /** Who is asking, as the gateway resolved the JWT: the role the request runs as. */
  auth: RequestAuth;
  method: string;
  action: Action;
  schema: string;
  /** Content-Profile, echoed on the answer when the request named its schema. */
  profileHeaders: Record<string, string>;
  prefs: Preferences;
};

/** The schema a request addresses and the header that echoes it. */
export type Profile = { schema: string; headers: Record<string, string> };

/** The query string, sorted into PostgREST's parameter kinds. */
export type QueryParts = {
  select: string;
  columns: string | undefined;
  onConflict: string | undefined;
  filters: [string, string][];
  logic: [string, string][];
  orders: [string, string][];
  limits: [string, string][];
  offsets: [string, string][];
  /** GET /rpc arguments: parameters whose value has no operator. */
  rpcArgs: [string, string][];
};

export function requestHeader(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Accept-Profile for GET/HEAD, Content-Profile otherwise; without one, the first exposed schema. */
export function requestProfile(req: IncomingMessage, schemas: readonly string[]): Profile {
  const method = req.method ?? 'GET';
  const value = requestHeader(
    req,
    method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile',
  );
  if (value === undefined) return { schema: schemas[0]!, headers: {} };
  if (!schemas.includes(value)) throw unacceptableSchema(value, schemas);
  return { schema: value, headers: { 'content-profile': value } };
}

export function parseApiRequest(input: {
  req: IncomingMessage;
  url: URL;
  auth: RequestAuth;
  profile: Profile;
  timezones: ReadonlySet<string>;
}): ApiRequest {
  const { req, url, auth, profile } = input;
  const method = req.method ?? 'GET';
  const prefs = parsePreferences(req.headers.prefer, input.timezones);
  return {
    req,
    url,
    auth,
    method,
    action: parseAction(url, method),
    schema: profile.schema,
    profileHeaders: profile.headers,
    prefs,
  };
}

const RELATION_METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'];

function parseAction(url: URL, method: string): Action {
  const path = url.pathname.replace(/^\/rest\/v1\/?/, '');
  if (path === '') {
    if (method !== 'GET' && method !== 'HEAD') throw unsupportedMethod(method);
    return { kind: 'schema' };
  }
  if (path.startsWith('rpc/')) {
    const name = decodeName(path.slice(4));
    if (name.includes('/')) throw invalidResourcePath();
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') throw invalidRpcMethod(method);
    return { kind: 'routine', name };
  }
  if (path.includes('/')) throw invalidResourcePath();
  if (!RELATION_METHODS.includes(method)) throw unsupportedMethod(method);
  return { kind: 'relation', name: decodeName(path) };
}

/** A table or function name from the path; a malformed %-escape stays as it is and so names nothing. */
function decodeName(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

// ---- the query string ------------------------------------------------------------------------------

const EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or']);

export function splitQuery(params: URLSearchParams, rpcRead: boolean): QueryParts {
  const parts: QueryParts = {
    select: '*',
    columns: undefined,
    onConflict: undefined,
    filters: [],
    logic: [],
    orders: [],
    limits: [],
    offsets: [],
    rpcArgs: [],
  };
  let selectSeen = false;
  for (const [key, value] of params) {
    if (key === 'apikey') continue; // the API gateway's, not PostgREST's
    if (key === 'select') {
      if (!selectSeen) parts.select = value;
      selectSeen = true;
      continue;
    }
    if (key === 'columns') {
      parts.columns ??= value;
      continue;
    }
    if (key === 'on_conflict') {
      parts.onConflict ??= value;
      continue;
    }
    const last = key.split('.').pop()!;
    if (EMBEDDABLE.has(last)) {
      if (last === 'order') parts.orders.push([key, value]);
      else if (last === 'limit') parts.limits.push([key, value]);
      else if (last === 'offset') parts.offsets.push([key, value]);
      else parts.logic.push([key, value]);
      continue;
    }
    if (rpcRead && !hasOperator(value)) parts.rpcArgs.push([key, value]);
    else parts.filters.push([key, value]);
  }
  return parts;
}

type Unused = 'columns' | 'on_conflict' | 'paging' | 'rootOrder';

/** Whether limit or offset is given for the top level (an embed's paging is the embed's). */
const pagesRoot = (parts: QueryParts) =>
  parts.limits.concat(parts.offsets).some(([k]) => k === 'limit' || k === 'offset');

/** Query parameters that do nothing for this request are refused, never ignored. */
function refuseUnused(parts: QueryParts, what: string, unused: Unused[]): void {
  if (unused.includes('columns') && parts.columns !== undefined) {
    throw parseError(
      `"columns" does not apply to ${what}`,
      'columns names the body keys of an insert or update',
    );
  }
  if (unused.includes('on_conflict') && parts.onConflict !== undefined) {
    throw parseError(
      `"on_conflict" does not apply to ${what}`,
      'on_conflict goes with POST and Prefer: resolution=merge-duplicates or ignore-duplicates',
    );
  }
  if (unused.includes('rootOrder') && parts.orders.some(([k]) => k === 'order')) {
    throw notServed(
      `"order" on ${what}`,
      'PostgREST orders neither the rows a write touches nor its returned rows; sort them in the client.',
    );
  }
  if (unused.includes('paging') && pagesRoot(parts)) {
    throw notServed(`"limit" and "offset" on ${what}`, 'Filter the rows to write instead.');
  }
}

/** Preferences given that the request has no use for, as `name=value`, in the order named. */
function givenPreferences(
  prefs: Preferences,
  names: ('return' | 'resolution' | 'missing' | 'params')[],
): string[] {
  return names.flatMap((name) => (prefs[name] === undefined ? [] : [`${name}=${prefs[name]}`]));
}

/** The Range request header (`0-9`, `10-`) as an offset and an optional last index. */
function parseRangeHeader(
  header: string | undefined,
): { offset: number; last: number | undefined } | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const match = /^\s*(?:items=)?(\d{1,15})-(\d{1,15})?\s*$/.exec(header);
  if (!match) throw invalidRange(`The Range header "${header}" is not of the form first-last (items)`);
  const offset = Number(match[1]);
  const last = match[2] === undefined ? undefined : Number(match[2]);
  if (last !== undefined && last < offset) {
    throw invalidRange(
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  }
  return { offset, last };
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
  if (lasts.length) {
    parts.limits = [
      ...parts.limits.filter(([k]) => k !== 'limit'),
      ['limit', String(Math.max(0, Math.min(...lasts) - first + 1))],
    ];
  }
}

// ---- reads -------------------------------------------------------------------------------------------

export type ReadParams = { parts: QueryParts; output: Output; head: boolean };

export function readParams(request: ApiRequest, produce: Producible): ReadParams {
  const parts = splitQuery(request.url.searchParams, false);
  refuseUnused(parts, 'a read', ['columns', 'on_conflict']);
  applyRangeHeader(parts, requestHeader(request.req, 'range'));
  const writeOnly = givenPreferences(request.prefs, ['return', 'resolution', 'missing', 'params']);
  if (writeOnly.length)
    throw notServed(
      `Prefer: ${writeOnly.join(', ')} on a read`,
      'These preferences apply to writes and calls only.',
    );
  return {
    parts,
    output: negotiate(requestHeader(request.req, 'accept'), produce),
    head: request.method === 'HEAD',
  };
}

// ---- writes ------------------------------------------------------------------------------------------

/** PostgREST's mutations: POST inserts (or upserts), PATCH updates, PUT upserts the one row its URL names, DELETE deletes. */
export type Mutation = 'insert' | 'update' | 'single-upsert' | 'delete';

const MUTATIONS: Record<string, { mutation: Mutation; what: string; unused: Unused[] }> = {
  POST: { mutation: 'insert', what: 'an insert', unused: ['rootOrder', 'paging'] },
  PATCH: { mutation: 'update', what: 'an update', unused: ['on_conflict', 'rootOrder', 'paging'] },
  PUT: { mutation: 'single-upsert', what: 'a PUT', unused: ['columns', 'on_conflict', 'rootOrder'] },
  DELETE: { mutation: 'delete', what: 'a delete', unused: ['columns', 'on_conflict', 'rootOrder', 'paging'] },
};

export type MutationParams = {
  mutation: Mutation;
  parts: QueryParts;
  output: Output;
  /** `select` was given: without a representation it is still checked, though nothing is returned. */
  selectGiven: boolean;
};

export function mutationParams(request: ApiRequest, produce: Producible): MutationParams {
  const { mutation, what, unused } = MUTATIONS[request.method]!;
  const { prefs } = request;
  const parts = splitQuery(request.url.searchParams, false);
  refuseUnused(parts, what, unused);
  if (mutation === 'single-upsert' && pagesRoot(parts)) throw putLimitNotAllowed();
  if (prefs.resolution && mutation !== 'insert') {
    throw notServed(
      `Prefer: resolution=${prefs.resolution} on ${what}`,
      'resolution applies to POST (an upsert).',
    );
  }
  if (prefs.params)
    throw notServed(
      `Prefer: params=${prefs.params} on ${what}`,
      'params=single-object applies to /rpc calls.',
    );
  if (prefs.missing && mutation === 'delete') {
    throw notServed('Prefer: missing on a delete', 'missing applies to the body of an insert or update.');
  }
  const output = negotiate(requestHeader(request.req, 'accept'), produce);
  return { mutation, parts, output, selectGiven: request.url.searchParams.has('select') };
}

/** The rows a write sends: the body as JSON text, its objects, and the columns they set. */
export type WritePayload = { body: JsonBody; objects: Record<string, unknown>[]; names: string[] };

/** An insert's, update's or PUT's body (JSON, CSV or a form) and the columns it writes (`columns`, or the body's keys). */
export async function readWritePayload(
  request: ApiRequest,
  input: { mutation: Exclude<Mutation, 'delete'>; parts: QueryParts; maxBodyBytes: number },
): Promise<WritePayload> {
  const format = bodyFormat(requestHeader(request.req, 'content-type'));
  if (typeof format !== 'string') throw invalidBody(`Content-Type not acceptable: ${format.unsupported}`);
  const body = rowsFromBody(format, await readRaw(request.req, input.maxBodyBytes));
  const { columns } = input.parts;
  if (input.mutation === 'update') {
    if (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value)) {
      throw invalidBody('Empty or invalid json', 'PATCH takes one JSON object');
    }
    const object = body.value as Record<string, unknown>;
    return {
      body,
      objects: [object],
      names: columns !== undefined ? parseColumns('columns', columns) : Object.keys(object),
    };
  }
  const rows = Array.isArray(body.value) ? body.value : [body.value];
  if (!rows.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r))) {
    throw invalidBody('All object keys must match', 'Each row must be a JSON object');
  }
  const objects = rows as Record<string, unknown>[];
  if (columns !== undefined) return { body, objects, names: parseColumns('columns', columns) };
  const names = Object.keys(objects[0] ?? {});
  const key = [...names].sort().join('\u0000');
  if (objects.some((o) => Object.keys(o).sort().join('\u0000') !== key))
    throw invalidBody('All object keys must match');
  return { body, objects, names };
}

// ---- calls -------------------------------------------------------------------------------------------

export type CallArgs =
  /** A JSON object body: each named argument taken from it (json arguments keep their text as sent). */
  | { kind: 'json'; text: string; names: string[] }
  /** Query-string or form arguments: text, cast to the parameter's type; a variadic one may repeat. */
  | { kind: 'direct'; values: Map<string, string[]> }
  /** The whole body as the function's single unnamed parameter. */
  | { kind: 'single'; value: string | Buffer };

export type CallParams = {
  /** GET or HEAD: arguments in the query string, and the call runs read-only. */
  readMethod: boolean;
  head: boolean;
  parts: QueryParts;
  output: Output;
};

export function callParams(request: ApiRequest, produce: Producible): CallParams {
  const readMethod = request.method !== 'POST';
  const parts = splitQuery(request.url.searchParams, readMethod);
  refuseUnused(parts, 'a function call', ['columns', 'on_conflict']);
  // return=… is what supabase-js sends with .select() (and return=minimal for a HEAD call with object
  // arguments); PostgREST answers a call the same with or without it.
  const tableOnly = givenPreferences(request.prefs, ['resolution', 'missing']);
  if (tableOnly.length)
    throw notServed(
      `Prefer: ${tableOnly.join(', ')} on a function call`,
      'These preferences apply to table writes.',
    );
  const output = negotiate(requestHeader(request.req, 'accept'), produce);
  return { readMethod, head: request.method === 'HEAD', parts, output };
}

/** A call's arguments, the names given (which pick among overloads), and how a POST body was written. */
export type CallPayload = { args: CallArgs; given: Set<string>; format: BodyFormat | undefined };

export async function readCallPayload(
  request: ApiRequest,
  input: { params: CallParams; maxBodyBytes: number },
): Promise<CallPayload> {
  if (input.params.readMethod) {
    const values = new Map<string, string[]>();
    for (const [key, value] of input.params.parts.rpcArgs) {
      const argName = parseTreePath(key).field.name;
      values.set(argName, [...(values.get(argName) ?? []), value]);
    }
    return { args: { kind: 'direct', values }, given: new Set(values.keys()), format: undefined };
  }
  const format = bodyFormat(requestHeader(request.req, 'content-type'));
  if (typeof format !== 'string') throw invalidBody(`Content-Type not acceptable: ${format.unsupported}`);
  const raw = await readRaw(request.req, input.maxBodyBytes);
  if (format === 'json') {
    const body = parseJson(raw.toString('utf8'));
    if (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value)) {
      throw invalidBody('Empty or invalid json', 'Function arguments are one JSON object');
    }
    const given = new Set(Object.keys(body.value));
    const args: CallArgs =
      request.prefs.params === 'single-object'
        ? { kind: 'single', value: body.text }
        : { kind: 'json', text: body.text, names: [...given] };
    return { args, given, format };
  }
  if (format === 'form') {
    const values = new Map<string, string[]>();
    for (const [key, value] of new URLSearchParams(raw.toString('utf8')))
      values.set(key, [...(values.get(key) ?? []), value]);
    return { args: { kind: 'direct', values }, given: new Set(values.keys()), format };
  }
  if (format === 'csv') {
    throw notServed(
      'a CSV body for a function call',
      'Send the arguments as JSON, a form, or one text/xml/bytea body.',
    );
  }
  return {
    args: { kind: 'single', value: format === 'bytea' ? raw : raw.toString('utf8') },
    given: new Set(),
    format,
  };
}
