// Parses PostgREST's URL grammar (select, horizontal filters, order, limit, offset) into a plan whose
// every identifier has been checked against the catalog. Values stay values: they only ever become
// bound parameters in sql.ts.
import type { Table } from './catalog.ts';
import { LIMITS } from '../http/limits.ts';
import { RestError, parseError, unknownColumn } from './errors.ts';

export type SelectItem = { column: string; alias: string };
export type FilterOp = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'match' | 'imatch' | 'is' | 'in';
export type Filter = { column: string; negate: boolean; op: FilterOp; value: string | string[] };
export type OrderItem = { column: string; descending: boolean; nulls: 'first' | 'last' | undefined };
export type ReadPlan = {
  select: SelectItem[] | '*';
  filters: Filter[];
  order: OrderItem[];
  limit: number | undefined;
  offset: number | undefined;
};

/** Query parameters that are not filters. */
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey']);
const OPERATORS = new Set<FilterOp>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'is', 'in']);
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_$]*$/;

function requireColumn(table: Table, column: string): string {
  if (!table.columns.has(column)) throw unknownColumn(table.name, column);
  return column;
}

export function parseSelect(table: Table, raw: string | null): SelectItem[] | '*' {
  const text = (raw ?? '*').replace(/\s+/g, '');
  if (text === '*' || text === '') return '*';
  return text.split(',').map((part) => {
    if (part.includes('(')) {
      throw parseError(`"${part}" is not supported here: embedded resources are not served by the local REST service`);
    }
    const [alias, column] = part.includes(':') ? part.split(':', 2) as [string, string] : [part, part];
    if (!IDENTIFIER.test(alias) || !IDENTIFIER.test(column)) {
      throw parseError(`failed to parse select parameter (${part})`);
    }
    return { column: requireColumn(table, column), alias };
  });
}

/**
 * Splits PostgREST's in-list "(a,b,\"c,d\")" into its values, with PostgREST's grammar: an element that
 * starts with a quote and whose closing quote ends it is quoted (\\ escapes the next character);
 * any other element is taken literally up to the next comma, so (x"y) is the value x"y, which is what
 * supabase-js sends for .in('c', ['x"y']).
 */
export function parseList(raw: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw parseError(`failed to parse filter (in.${raw})`, 'An in-list is written as (a,b,c)');
  const body = raw.slice(1, -1);
  const values: string[] = [];
  for (let start = 0; body !== '' && start <= body.length;) {
    const quoted = body[start] === '"' ? quotedElement(body, start) : undefined;
    const comma = body.indexOf(',', start);
    const end = quoted?.end ?? (comma === -1 ? body.length : comma);
    values.push(quoted?.value ?? body.slice(start, end));
    start = end + 1;
  }
  return values;
}

/** The quoted element at body[start] and the index just past its closing quote, unless it is not one. */
function quotedElement(body: string, start: number): { value: string; end: number } | undefined {
  let value = '';
  for (let i = start + 1; i < body.length; i++) {
    const ch = body[i]!;
    if (ch === '"') return i + 1 === body.length || body[i + 1] === ',' ? { value, end: i + 1 } : undefined;
    if (ch === '\\') {
      if (++i === body.length) return undefined;
      value += body[i];
    } else {
      value += ch;
    }
  }
  return undefined;
}

export function parseFilter(table: Table, column: string, raw: string): Filter {
  requireColumn(table, column);
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const op = (dot === -1 ? rest : rest.slice(0, dot)) as FilterOp;
  const value = dot === -1 ? '' : rest.slice(dot + 1);
  if (dot === -1 || !OPERATORS.has(op)) throw parseError(`failed to parse filter (${raw})`, `Unknown operator in "${column}=${raw}"`);
  if (value.length > LIMITS.filterValueChars) {
    throw parseError(`failed to parse filter (${column})`, `A filter value may be at most ${LIMITS.filterValueChars} characters long`);
  }
  if ((op === 'match' || op === 'imatch') && hasBackReference(value)) {
    throw new RestError(
      400,
      'PGRST100',
      `"${column}=${op}.…" uses a back-reference, which local-supabase does not serve`,
      'Postgres matches back-references by backtracking, which can take exponential time; the embedded database has a single connection, so one such pattern would stall every request.',
      'Match without back-references (\\1 … \\9), or filter on a computed column.',
    );
  }
  if (op === 'is' && !IS_VALUES.has(value.toLowerCase())) {
    throw parseError(`failed to parse filter (${raw})`, 'is. takes null, not_null, true, false or unknown');
  }
  return { column, negate, op, value: op === 'in' ? parseList(value) : value };
}

/** A back-reference in a Postgres regular expression: a backslash (not itself escaped) before a digit 1-9. */
export function hasBackReference(pattern: string): boolean {
  for (let i = 0; i < pattern.length - 1; i++) {
    if (pattern[i] !== '\\') continue;
    if (/[1-9]/.test(pattern[i + 1]!)) return true;
    i += 1; // skip the escaped character, so \\1 is a literal backslash and a 1
  }
  return false;
}

export function parseOrder(table: Table, raw: string | null): OrderItem[] {
  if (!raw) return [];
  return raw.split(',').map((term) => {
    const [column = '', ...modifiers] = term.trim().split('.');
    requireColumn(table, column);
    const item: OrderItem = { column, descending: false, nulls: undefined };
    for (const modifier of modifiers) {
      if (modifier === 'asc') item.descending = false;
      else if (modifier === 'desc') item.descending = true;
      else if (modifier === 'nullsfirst') item.nulls = 'first';
      else if (modifier === 'nullslast') item.nulls = 'last';
      else throw parseError(`failed to parse order (${raw})`, `Unknown order modifier "${modifier}"`);
    }
    return item;
  });
}

function parseNonNegativeInt(name: string, raw: string | null): number | undefined {
  if (raw === null) return undefined;
  if (!/^\d{1,9}$/.test(raw)) throw parseError(`failed to parse ${name} parameter (${raw})`, `${name} must be a non-negative integer`);
  return Number(raw);
}

export function parseReadPlan(table: Table, params: URLSearchParams): ReadPlan {
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    if (key === 'or' || key === 'and') {
      throw parseError(`"${key}" filters are not supported by the local REST service`);
    }
    filters.push(parseFilter(table, key, value));
  }
  return {
    select: parseSelect(table, params.get('select')),
    filters,
    order: parseOrder(table, params.get('order')),
    limit: parseNonNegativeInt('limit', params.get('limit')),
    offset: parseNonNegativeInt('offset', params.get('offset')),
  };
}

export type Prefer = {
  returnRepresentation: boolean;
  count: boolean;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
};

export function parsePrefer(header: string | string[] | undefined): Prefer {
  const tokens = (Array.isArray(header) ? header.join(',') : header ?? '').split(',').map((t) => t.trim());
  const resolution = tokens.find((t) => t.startsWith('resolution='))?.slice('resolution='.length);
  return {
    returnRepresentation: tokens.includes('return=representation'),
    count: tokens.includes('count=exact') || tokens.includes('count=planned') || tokens.includes('count=estimated'),
    resolution: resolution === 'merge-duplicates' || resolution === 'ignore-duplicates' ? resolution : undefined,
  };
}
