// Builds the SQL for each kind of REST request. Identifiers come only from the catalog (quoted);
// every value is a bound parameter cast to the column's own type, as PostgREST does.
import type { DbFunction, Table } from './catalog.ts';
import type { Filter, OrderItem, ReadPlan, SelectItem } from './query.ts';

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const qualified = (name: string) => `"public".${ident(name)}`;

class Params {
  readonly values: unknown[] = [];
  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }
}

const COMPARISON: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

function condition(table: Table, filter: Filter, params: Params): string {
  const column = ident(filter.column);
  const type = table.columns.get(filter.column)!.type;
  const value = filter.value;
  let sql: string;
  switch (filter.op) {
    case 'is': {
      const word = (value as string).toLowerCase();
      sql = word === 'not_null' ? `${column} is not null` : `${column} is ${word}`;
      break;
    }
    case 'in':
      sql = `${column} = any(${params.add(arrayLiteral(value as string[]), 'text[]')}::${type}[])`;
      break;
    case 'like':
    case 'ilike':
      sql = `${column}::text ${filter.op} ${params.add((value as string).replace(/\*/g, '%'), 'text')}`;
      break;
    case 'match':
    case 'imatch':
      sql = `${column}::text ${filter.op === 'match' ? '~' : '~*'} ${params.add(value, 'text')}`;
      break;
    default:
      sql = `${column} ${COMPARISON[filter.op]} ${params.add(value, type)}`;
  }
  return filter.negate ? `not (${sql})` : sql;
}

function where(table: Table, filters: Filter[], params: Params): string {
  return filters.length ? ` where ${filters.map((f) => condition(table, f, params)).join(' and ')}` : '';
}

function orderBy(order: OrderItem[]): string {
  if (!order.length) return '';
  const terms = order.map((o) => `${ident(o.column)} ${o.descending ? 'desc' : 'asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`);
  return ` order by ${terms.join(', ')}`;
}

function columnList(select: SelectItem[] | '*'): string {
  return select === '*' ? '*' : select.map((s) => `${ident(s.column)} as ${ident(s.alias)}`).join(', ');
}

export type Statement = { text: string; values: unknown[] };

/** A select returning the JSON array text of the rows in column "body" and their number in "rows". */
export function readStatement(table: Table, plan: ReadPlan, maxRows: number): Statement {
  const params = new Params();
  const limit = Math.min(plan.limit ?? maxRows, maxRows);
  const inner = `select ${columnList(plan.select)} from ${qualified(table.name)}${where(table, plan.filters, params)}${orderBy(plan.order)}`
    + ` limit ${params.add(limit, 'bigint')}${plan.offset ? ` offset ${params.add(plan.offset, 'bigint')}` : ''}`;
  return { text: `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as rows from (${inner}) _r`, values: params.values };
}

export function countStatement(table: Table, filters: Filter[]): Statement {
  const params = new Params();
  return { text: `select count(*)::int as total from ${qualified(table.name)}${where(table, filters, params)}`, values: params.values };
}

function wrapReturning(mutation: string, select: SelectItem[] | '*', representation: boolean): string {
  if (!representation) return mutation;
  return `with _m as (${mutation} returning ${columnList(select)}) select coalesce(json_agg(_m), '[]')::text as body, count(*)::int as rows from _m`;
}

export function insertStatement(
  table: Table,
  columns: string[],
  rows: unknown[],
  options: { conflictColumns: string[]; resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined; select: SelectItem[] | '*'; representation: boolean },
): Statement {
  const params = new Params();
  const list = columns.map(ident).join(', ');
  let sql = `insert into ${qualified(table.name)} (${list}) select ${list} from json_populate_recordset(null::${qualified(table.name)}, ${params.add(JSON.stringify(rows), 'json')})`;
  if (options.resolution) {
    const target = options.conflictColumns.map(ident).join(', ');
    const updates = columns.filter((c) => !options.conflictColumns.includes(c)).map((c) => `${ident(c)} = excluded.${ident(c)}`);
    sql += options.resolution === 'ignore-duplicates' || updates.length === 0
      ? ` on conflict (${target}) do nothing`
      : ` on conflict (${target}) do update set ${updates.join(', ')}`;
  }
  return { text: wrapReturning(sql, options.select, options.representation), values: params.values };
}

export function updateStatement(
  table: Table,
  columns: string[],
  patch: Record<string, unknown>,
  plan: ReadPlan,
  representation: boolean,
): Statement {
  const params = new Params();
  const list = columns.map(ident).join(', ');
  const source = `(select ${list} from json_populate_record(null::${qualified(table.name)}, ${params.add(JSON.stringify(patch), 'json')}))`;
  const assignment = columns.length === 1 ? `${list} = (select ${list} from ${source} _p)` : `(${list}) = ${source}`;
  const sql = `update ${qualified(table.name)} set ${assignment}${where(table, plan.filters, params)}`;
  return { text: wrapReturning(sql, plan.select, representation), values: params.values };
}

export function deleteStatement(table: Table, plan: ReadPlan, representation: boolean): Statement {
  const params = new Params();
  const sql = `delete from ${qualified(table.name)}${where(table, plan.filters, params)}`;
  return { text: wrapReturning(sql, plan.select, representation), values: params.values };
}

/** Where a function's arguments come from: a query string (?a=1) or a JSON body ({"a": 1}). */
export type RpcArguments = { from: 'query'; args: Record<string, unknown> } | { from: 'body'; args: Record<string, unknown>; text: string };

export function rpcStatement(fn: DbFunction, source: RpcArguments): Statement & { shape: 'rows' | 'object' | 'scalar' | 'void' } {
  const params = new Params();
  const present = fn.args.filter((a) => Object.hasOwn(source.args, a.name));
  let given: string[];
  if (source.from === 'query') {
    // A query string's values already are the text Postgres parses (?answers={"a":"b"}).
    given = present.map((a) => `${ident(a.name)} => ${params.add(source.args[a.name] === null ? null : String(source.args[a.name]), a.type)}`);
  } else {
    // Like PostgREST, the body goes to Postgres as one json value and each argument is taken from it:
    // a json argument keeps its text as sent (duplicate keys and all), others take the value's text.
    const body = params.add(source.text, 'json');
    given = present.map((a) => {
      const key = params.add(a.name, 'text');
      const value = a.type === 'json' || a.type === 'jsonb' ? `(${body} -> ${key})` : `(${body} ->> ${key})`;
      return `${ident(a.name)} => ${value}::${a.type}`;
    });
  }
  const call = `"public".${ident(fn.name)}(${given.join(', ')})`;
  if (fn.returnsVoid) return { text: `select ${call}`, values: params.values, shape: 'void' };
  if (fn.returnsSet) {
    return { text: `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as rows from ${call} _r`, values: params.values, shape: 'rows' };
  }
  if (fn.returnKind === 'c') return { text: `select to_json(_r)::text as body from ${call} _r`, values: params.values, shape: 'object' };
  return { text: `select to_json(${call})::text as body`, values: params.values, shape: 'scalar' };
}
