// PostgREST's error shape ({code, details, hint, message}) and its error table (postgrest.org,
// "Errors": PGRST1xx request errors, PGRST2xx schema cache errors, and the mapping from a database
// SQLSTATE to an HTTP status), so supabase-js and the apps see what hosted Supabase would send.
// Every refusal of the local REST service is one of these constructors; features that PostgREST has
// and this service does not are refused with `notServed`, which names the feature.
import { isPgError } from '../db/database.ts';

export type RestErrorBody = { code: string; details: string | null; hint: string | null; message: string };

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    /** Extra response headers (a 401 carries WWW-Authenticate, as PostgREST sends it). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): RestErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

// ---- PGRST1xx: the request ------------------------------------------------------------------------

/** PGRST100: a query parameter that does not parse. Message and details as PostgREST's parser words them. */
export const parseError = (message: string, details: string | null = null, hint: string | null = null) =>
  new RestError(400, 'PGRST100', message, details, hint);

export const invalidRpcMethod = (method: string) =>
  new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);

/** PGRST102: a body that is not what the request needs. */
export const invalidBody = (message: string, details: string | null = null) =>
  new RestError(400, 'PGRST102', message, details);

export const invalidRange = (details: string) =>
  new RestError(416, 'PGRST103', 'Requested range not satisfiable', details);

export const invalidFilters = () =>
  new RestError(405, 'PGRST105', "Filters must include all and only primary key columns with 'eq' operators");

export const unacceptableSchema = (schema: string, exposed: readonly string[]) =>
  new RestError(
    406,
    'PGRST106',
    `Invalid schema: ${schema}`,
    null,
    `Only the following schemas are exposed: ${exposed.join(', ')}`,
  );

export const mediaTypeError = (mediaTypes: readonly string[]) =>
  new RestError(406, 'PGRST107', `None of these media types are available: ${mediaTypes.join(', ')}`);

export const notEmbedded = (resource: string) =>
  new RestError(
    400,
    'PGRST108',
    `'${resource}' is not an embedded resource in this request`,
    null,
    `Verify that '${resource}' is included in the 'select' query parameter.`,
  );

export const putLimitNotAllowed = () =>
  new RestError(400, 'PGRST114', 'limit/offset querystring parameters are not allowed for PUT');

export const putMatchingPk = () =>
  new RestError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');

export const notSingleObject = (rows: number) =>
  new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );

export const unsupportedMethod = (method: string) =>
  new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);

export const relatedOrderNotToOne = (origin: string, target: string) =>
  new RestError(
    400,
    'PGRST118',
    `A related order on '${target}' is not possible`,
    `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
  );

/** PostgREST v12's answer to a spread of a to-many relationship (v13 serves it as arrays). */
export const spreadNotToOne = (origin: string, target: string) =>
  new RestError(
    400,
    'PGRST119',
    `A spread operation on '${target}' is not possible`,
    `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
  );

export const invalidPreferences = (prefs: readonly string[], strict: boolean) =>
  new RestError(
    400,
    'PGRST122',
    strict ? 'Invalid preferences given with handling=strict' : 'Invalid preferences given',
    `Invalid preferences: ${prefs.join(', ')}`,
    strict
      ? null
      : 'local-supabase refuses a preference it does not understand, where PostgREST (handling=lenient) would ignore it: remove or correct it.',
  );

export const aggregatesNotAllowed = () =>
  new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');

export const maxAffectedViolation = (rows: number) =>
  new RestError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${rows} rows`,
  );

export const gucHeadersError = () =>
  new RestError(
    500,
    'PGRST111',
    'response.headers guc must be a JSON array composed of objects with a single key and a string value',
  );

export const gucStatusError = () =>
  new RestError(500, 'PGRST112', 'response.status guc must be a valid status code');

export const invalidResourcePath = () =>
  new RestError(404, 'PGRST125', 'Invalid path specified in request URL');

export const maxAffectedRpcViolation = () =>
  new RestError(
    400,
    'PGRST128',
    'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
  );

/**
 * A PostgREST feature this service does not serve: PostgREST's "Feature not implemented" code (PGRST127)
 * with the feature named, so nothing is ever answered approximately.
 */
export const notServed = (feature: string, hint: string | null = null) =>
  new RestError(400, 'PGRST127', 'Feature not implemented', `local-supabase does not serve ${feature}`, hint);

// ---- PGRST2xx: the schema cache -------------------------------------------------------------------

export type RelationshipSummary = { embedding: string; cardinality: string; relationship: string };

export const noRelationship = (
  parent: string,
  child: string,
  hint: string | undefined,
  schema: string,
  suggestion: string | null,
) =>
  new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
    `Searched for a foreign key relationship between '${parent}' and '${child}${hint ? `' using the hint '${hint}` : ''}' in the schema '${schema}', but no matches were found.`,
    suggestion,
  );

/** PGRST201: details is a JSON array in PostgREST's body; `body()` is overridden to keep it one. */
export class AmbiguousRelationshipError extends RestError {
  constructor(
    parent: string,
    child: string,
    readonly candidates: RelationshipSummary[],
    hints: string[],
  ) {
    super(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent}' and '${child}'`,
      null,
      `Try changing '${child}' to one of the following: ${hints.join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }

  override body(): RestErrorBody {
    return { ...super.body(), details: this.candidates as unknown as string };
  }
}

export const unknownFunction = (
  schema: string,
  name: string,
  argNames: string[],
  post: 'json' | 'text' | 'xml' | 'bytea' | 'form' | undefined,
  suggestion: string | null,
) => {
  const sorted = [...argNames].sort();
  const singleRaw = post === 'text' || post === 'xml' || post === 'bytea';
  const func = `${schema}.${name}`;
  const params = sorted.length === 0 ? ' without parameters' : `(${sorted.join(', ')})`;
  const withParams =
    sorted.length === 0
      ? ' without parameters'
      : ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`;
  const searched = singleRaw
    ? ` with a single unnamed ${post} parameter`
    : post === 'json'
      ? `${withParams} or with a single unnamed json/jsonb parameter`
      : withParams;
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${func}${singleRaw ? '' : params} in the schema cache`,
    `Searched for the function ${func}${searched}, but no matches were found in the schema cache.`,
    singleRaw ? null : suggestion,
  );
};

export const ambiguousFunction = (signatures: string[]) =>
  new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${signatures.join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );

export const unknownColumn = (table: string, column: string) =>
  new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);

export const unknownTable = (schema: string, name: string, suggestion: string | null = null) =>
  new RestError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${name}' in the schema cache`,
    null,
    suggestion,
  );

/**
 * A column that is not in the relation, in Postgres's own words (PostgREST leaves the check to the
 * database; here the catalog answers first, so no unknown identifier ever reaches SQL).
 */
export const undefinedColumn = (relation: string, column: string) =>
  new RestError(400, '42703', `column ${relation}.${column} does not exist`);

// ---- From the database ----------------------------------------------------------------------------

function statusForSqlState(code: string, message: string, authenticated: boolean): number {
  // RAISE ... USING ERRCODE = 'PT429' chooses the HTTP status itself (PostgREST's custom status codes).
  const custom = /^PT(\d\d\d)$/.exec(code);
  if (custom) return Number(custom[1]);
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (code === '53400') return 500;
  if (code === '57P01') return 503;
  if (code === 'P0001') return 400;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === '42501') return authenticated ? 403 : 401;
  const klass = code.slice(0, 2);
  if (klass === '08' || klass === '53') return 503;
  if (klass === '28' || klass === '0L' || klass === '0P') return 403;
  if (
    ['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(klass)
  )
    return 500;
  return 400;
}

/**
 * RAISE SQLSTATE 'PGRST' USING message = '{"code":…,"message":…,"details":…,"hint":…}',
 * detail = '{"status":…,"headers":{…}}': the function chooses the whole error response (PostgREST v11+).
 */
function raisedPgrst(message: string, detail: string | undefined): RestError {
  const parseFailure = (details: string, hint: string) =>
    new RestError(
      500,
      'PGRST121',
      'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error',
      details,
      hint,
    );
  const messageHint =
    "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.";
  const detailHint =
    "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.";
  let body: { code?: unknown; message?: unknown; details?: unknown; hint?: unknown };
  try {
    body = JSON.parse(message) as typeof body;
  } catch {
    return parseFailure(`Invalid JSON value for MESSAGE: '${message}'`, messageHint);
  }
  if (
    typeof body !== 'object' ||
    body === null ||
    typeof body.code !== 'string' ||
    typeof body.message !== 'string'
  ) {
    return parseFailure(`Invalid JSON value for MESSAGE: '${message}'`, messageHint);
  }
  if (detail === undefined) return parseFailure('DETAIL is missing in the RAISE statement', detailHint);
  let response: { status?: unknown; headers?: unknown };
  try {
    response = JSON.parse(detail) as typeof response;
  } catch {
    return parseFailure(`Invalid JSON value for DETAIL: '${detail}'`, detailHint);
  }
  if (
    typeof response !== 'object' ||
    response === null ||
    typeof response.status !== 'number' ||
    typeof response.headers !== 'object' ||
    response.headers === null
  ) {
    return parseFailure(`Invalid JSON value for DETAIL: '${detail}'`, detailHint);
  }
  const text = (v: unknown) =>
    v === undefined || v === null ? null : typeof v === 'string' ? v : JSON.stringify(v);
  const headers = Object.fromEntries(
    Object.entries(response.headers as Record<string, unknown>).map(([k, v]) => [k.toLowerCase(), String(v)]),
  );
  return new RestError(
    response.status,
    body.code,
    body.message,
    text(body.details),
    text(body.hint),
    headers,
  );
}

/** Turns anything a request threw into the status and body PostgREST would answer with. */
export function toRestError(error: unknown, role: string): RestError {
  if (error instanceof RestError) return error;
  if (error instanceof Error && (error as { code?: unknown }).code === 'PGRST') {
    return raisedPgrst(error.message, (error as { detail?: string }).detail);
  }
  if (isPgError(error)) {
    // PostgREST counts a request as authenticated when it carries a JWT; the anon role is the one without.
    const status = statusForSqlState(error.code, error.message, role !== 'anon');
    return new RestError(
      status,
      error.code,
      error.message,
      error.detail ?? null,
      error.hint ?? null,
      status === 401 ? { 'www-authenticate': 'Bearer' } : {},
    );
  }
  console.error('[rest] unexpected error', error);
  return new RestError(500, 'PGRST000', 'Internal error in the local REST service');
}
