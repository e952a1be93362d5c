// Response shaping (PostgREST.Response and RangeQuery): the status of a read from its range and total
// (200, 206 for a partial page, 416 past the end), Content-Range in PostgREST's forms, Preference-Applied,
// the status and headers of each kind of write and call, what the statement's functions set
// (response.status, response.headers), a query plan, and an error in PostgREST's shape.
import type { Table } from './catalog.ts';
import {
  type RestError,
  gucHeadersError,
  gucStatusError,
  invalidRange,
  maxAffectedViolation,
  notSingleObject,
  putMatchingPk,
} from './errors.ts';
import { type Output, contentType } from './media.ts';
import { type Preferences, appliedHeader } from './preferences.ts';
import type { PlanOutput, StatementRow, WritingPlan } from './statements.ts';

export type RestResponse = { status: number; body?: string | undefined; headers: Record<string, string> };

/** `lower-upper/total`, `*` for an empty range or an unknown total (RangeQuery.contentRangeH). */
function contentRange(lower: number, upper: number, total: number | undefined): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total === undefined ? '*' : total}`;
}

/** A read's status and Content-Range from its offset, the rows on the page and the total if counted. */
function rangeStatus(
  offset: number,
  pageTotal: number,
  total: number | undefined,
): { status: number; contentRange: string } {
  const upper = offset + pageTotal - 1;
  let status = 200;
  if (total !== undefined) {
    if (offset > total) status = 416;
    else if (1 + upper - offset < total) status = 206;
  }
  return { status, contentRange: contentRange(offset, upper, total) };
}

const outOfRange = (offset: number, total: number | undefined) =>
  invalidRange(`An offset of ${offset} was requested, but there are only ${total ?? 0} rows.`);

/** A singular response (application/vnd.pgrst.object+json) needs exactly one row. */
function requireSingle(output: Output, rows: number): void {
  const target = output.kind === 'plan' ? output.for : output;
  if (target.kind === 'object' && rows !== 1) throw notSingleObject(rows);
}

/**
 * The status and headers a function set with set_config('response.status' | 'response.headers', …):
 * they override PostgREST's own (a header of the same name is replaced).
 */
function applyGucs(result: RestResponse, row: StatementRow): RestResponse {
  if (row.response_status) {
    if (!/^\d{3}$/.test(row.response_status.trim())) throw gucStatusError();
    result.status = Number(row.response_status.trim());
  }
  if (row.response_headers) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(row.response_headers);
    } catch {
      throw gucHeadersError();
    }
    if (!Array.isArray(parsed)) throw gucHeadersError();
    const headers = { ...result.headers };
    for (const entry of parsed) {
      const pairs =
        typeof entry === 'object' && entry !== null ? Object.entries(entry as Record<string, unknown>) : [];
      if (pairs.length !== 1 || typeof pairs[0]![1] !== 'string') throw gucHeadersError();
      headers[pairs[0]![0].toLowerCase()] = pairs[0]![1] as string;
    }
    result.headers = headers;
  }
  return result;
}

/** What every answer of a request carries: its output, its preferences, and Content-Profile when it named one. */
export type Answering = { output: Output; prefs: Preferences; profileHeaders: Record<string, string> };

/** One page of a read or a call's result, from the statement's row and the total if counted. */
type Page = Answering & { row: StatementRow; total: number | undefined; offset: number; head: boolean };

export function readResponse(page: Page & { contentLocation: string }): RestResponse {
  const { output, row, total, offset } = page;
  const pageTotal = Number(row.page_total);
  requireSingle(output, pageTotal);
  const { status, contentRange: range } = rangeStatus(offset, pageTotal, total);
  if (status === 416) throw outOfRange(offset, total);
  return applyGucs(
    {
      status,
      body: page.head ? undefined : (row.body ?? ''),
      headers: {
        'content-type': contentType(output),
        'content-range': range,
        'content-location': page.contentLocation,
        ...appliedHeader(page.prefs, ['count', 'tx', 'handling', 'timezone']),
        ...page.profileHeaders,
      },
    },
    row,
  );
}

export function callResponse(page: Page): RestResponse {
  const { output, row, total, offset, prefs } = page;
  const pageTotal = Number(row.page_total);
  requireSingle(output, pageTotal);
  if (prefs.handling === 'strict' && prefs.maxAffected !== undefined && pageTotal > prefs.maxAffected) {
    throw maxAffectedViolation(pageTotal);
  }
  const { status, contentRange: range } = rangeStatus(offset, pageTotal, total);
  if (status === 416) throw outOfRange(offset, total);
  return applyGucs(
    {
      status,
      body: page.head ? undefined : (row.body ?? 'null'),
      headers: {
        'content-type': contentType(output),
        'content-range': range,
        ...appliedHeader(prefs, ['count', 'tx', 'handling', 'timezone', 'params']),
        ...page.profileHeaders,
      },
    },
    row,
  );
}

export function voidCallResponse(answering: Omit<Answering, 'output'> & { row: StatementRow }): RestResponse {
  return applyGucs(
    {
      status: 204,
      headers: {
        'content-range': contentRange(0, -1, undefined),
        ...appliedHeader(answering.prefs, ['count', 'tx', 'handling', 'timezone']),
        ...answering.profileHeaders,
      },
    },
    answering.row,
  );
}

/** An insert of no rows (201) or an update of no columns (200 or 204): nothing was written. */
export function nothingWrittenResponse(
  answering: Answering & { mutation: 'insert' | 'update'; representation: boolean },
): RestResponse {
  const { representation, prefs } = answering;
  const insert = answering.mutation === 'insert';
  const counted = prefs.count ? 0 : undefined;
  return {
    status: insert ? 201 : representation ? 200 : 204,
    body: representation ? '[]' : undefined,
    headers: {
      ...(representation ? { 'content-type': contentType(answering.output) } : {}),
      'content-range': insert ? contentRange(1, 0, counted) : contentRange(0, -1, counted),
      ...answering.profileHeaders,
    },
  };
}

export function mutationResponse(
  answering: Answering & { plan: WritingPlan; row: StatementRow },
): RestResponse {
  const { plan, row, output, prefs, profileHeaders } = answering;
  const { representation } = plan;
  const body = representation ? (row.body ?? '[]') : undefined;
  const typed: Record<string, string> = representation ? { 'content-type': contentType(output) } : {};
  if (plan.kind === 'single-upsert') {
    if (Number(row.page_total) !== 1) throw putMatchingPk();
    const status = representation ? (Number(row.inserted ?? 0) > 0 ? 201 : 200) : 204;
    const applied = appliedHeader(prefs, ['return', 'count', 'tx', 'handling', 'timezone']);
    return applyGucs({ status, body, headers: { ...typed, ...applied, ...profileHeaders } }, row);
  }
  const affected = Number(row.page_total);
  requireSingle(output, affected);
  if (prefs.handling === 'strict' && prefs.maxAffected !== undefined && affected > prefs.maxAffected)
    throw maxAffectedViolation(affected);
  const counted = prefs.count ? affected : undefined;
  const range = plan.kind === 'update' ? contentRange(0, affected - 1, counted) : contentRange(1, 0, counted);
  const headers: Record<string, string> = { ...typed, 'content-range': range, ...profileHeaders };
  if (plan.kind === 'insert') {
    const status = plan.marker && Number(row.inserted ?? 0) <= 0 ? 200 : 201;
    if (plan.headersOnly && row.location_row) headers.location = location(plan.table, row.location_row);
    Object.assign(
      headers,
      appliedHeader(prefs, ['resolution', 'missing', 'return', 'count', 'tx', 'handling', 'timezone']),
    );
    return applyGucs({ status, body, headers }, row);
  }
  Object.assign(
    headers,
    appliedHeader(prefs, ['missing', 'return', 'count', 'tx', 'handling', 'timezone', 'maxAffected']),
  );
  return applyGucs({ status: representation ? 200 : 204, body, headers }, row);
}

/** Prefer: return=headers-only: the inserted row as a read of it by its primary key. */
function location(table: Table, rowJson: string): string {
  const values = JSON.parse(rowJson) as Record<string, unknown>;
  const filter = (value: unknown) =>
    value === null || value === undefined ? 'is.null' : `eq.${String(value)}`;
  const query = table.primaryKey
    .map((c) => `${encodeURIComponent(c)}=${encodeURIComponent(filter(values[c]))}`)
    .join('&');
  return `/${table.name}${query ? `?${query}` : ''}`;
}

/** Accept: application/vnd.pgrst.plan: the statement's plan instead of its result. */
export function planResponse(
  output: PlanOutput,
  plan: unknown[],
  profileHeaders: Record<string, string>,
): RestResponse {
  const body =
    output.format === 'json'
      ? typeof plan[0] === 'string'
        ? plan[0]
        : JSON.stringify(plan[0])
      : plan.join('\n');
  return { status: 200, body, headers: { 'content-type': contentType(output), ...profileHeaders } };
}

export function errorResponse(error: RestError): RestResponse {
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    ...error.headers,
  };
  // After a 413 the rest of the body may still be on its way: close, so the connection is not reused mid-body.
  if (error.status === 413) headers.connection = 'close';
  return { status: error.status, body: JSON.stringify(error.body()), headers };
}
