// Response shaping (PostgREST.Response and RangeQuery): the status of a read from its range and total
// (200, 206 for a partial page, 416 past the end), Content-Range in PostgREST's forms, and the status
// and headers of each kind of write.
import { gucHeadersError, gucStatusError, invalidRange, notSingleObject } from './errors.ts';
import type { Output } from './media.ts';

/** `lower-upper/total`, `*` for an empty range or an unknown total (RangeQuery.contentRangeH). */
export function contentRange(lower: number, upper: number, total: number | undefined): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total === undefined ? '*' : total}`;
}

/** A read's status and Content-Range from its offset, the rows on the page and the total if counted. */
export function rangeStatus(offset: number, pageTotal: number, total: number | undefined): { status: number; contentRange: string } {
  const upper = offset + pageTotal - 1;
  let status = 200;
  if (total !== undefined) {
    if (offset > total) status = 416;
    else if (1 + upper - offset < total) status = 206;
  }
  return { status, contentRange: contentRange(offset, upper, total) };
}

export const outOfRange = (offset: number, total: number | undefined) =>
  invalidRange(`An offset of ${offset} was requested, but there are only ${total ?? 0} rows.`);

/** A singular response (application/vnd.pgrst.object+json) needs exactly one row. */
export function requireSingle(output: Output, rows: number): void {
  const target = output.kind === 'plan' ? output.for : output;
  if (target.kind === 'object' && rows !== 1) throw notSingleObject(rows);
}

/** The Range request header (`0-9`, `10-`) as an offset and an optional last index. */
export function parseRangeHeader(header: string | undefined): { offset: number; last: number | undefined } | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const match = /^\s*(?:items=)?(\d{1,15})-(\d{1,15})?\s*$/.exec(header);
  if (!match) throw invalidRange(`The Range header "${header}" is not of the form first-last (items)`);
  const offset = Number(match[1]);
  const last = match[2] === undefined ? undefined : Number(match[2]);
  if (last !== undefined && last < offset) {
    throw invalidRange('The lower boundary must be lower than or equal to the upper boundary in the Range header.');
  }
  return { offset, last };
}

/**
 * The status and headers a function set with set_config('response.status' | 'response.headers', …):
 * they override PostgREST's own (a header of the same name is replaced).
 */
export function applyGucs<T extends { status: number; headers?: Record<string, string> }>(
  result: T,
  row: { response_headers?: string | null; response_status?: string | null },
): T {
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
      const pairs = typeof entry === 'object' && entry !== null ? Object.entries(entry as Record<string, unknown>) : [];
      if (pairs.length !== 1 || typeof pairs[0]![1] !== 'string') throw gucHeadersError();
      headers[pairs[0]![0].toLowerCase()] = pairs[0]![1] as string;
    }
    result.headers = headers;
  }
  return result;
}
