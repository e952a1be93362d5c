// The SQL builder (PostgREST.Query.QueryBuilder and SqlFragment): plans in, SQL out (statements.ts puts
// the pieces together into the one statement a request runs).
// Identifiers come only from the schema cache (quoted); every value is a bound parameter of unknown
// type, so Postgres reads it as the type of what it is compared with, exactly as PostgREST sends it.
// Embeds are lateral joins: a to-one embed is the joined row as a JSON object, a to-many one the
// json_agg of its rows, a spread the joined row's columns in the parent.
import type { Routine, Table } from './catalog.ts';
import type { Operation } from './grammar.ts';
import type { Conflict, Payload, Returning } from './plan-mutate.ts';
import {
  type PlanFilter,
  type PlanLogic,
  type ReadNode,
  type ResolvedField,
  hasAggregates,
  isEmptyEmbed,
  outputName,
} from './plan.ts';
import { type QI, isToOne } from './relationships.ts';
import type { CallArgs } from './request.ts';

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const qualified = (qi: QI) => `${ident(qi.schema)}.${ident(qi.name)}`;

export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const SIMPLE_SQL: Record<string, string> = {
  neq: '<>',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};
const QUANT_SQL: Record<string, string> = {
  eq: '=',
  gte: '>=',
  gt: '>',
  lte: '<=',
  lt: '<',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
};
const FTS_SQL: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** A Postgres array literal of the values, so `= ANY($n)` takes the column's own array type. */
function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/** The row of a node as a value of its relation's type (a computed field's argument). */
function rowExpr(node: ReadNode): string {
  if (node.source.kind === 'cte' && node.source.rowType)
    return `${ident(node.alias)}::${qualified(node.source.rowType)}`;
  return ident(node.alias);
}

function fieldSql(node: ReadNode, f: ResolvedField, params: Params, tableAlias = node.alias): string {
  if (f.fullRow) return ident(tableAlias);
  let sql = f.computed
    ? `${qualified(f.computed)}(${rowExpr(node)})`
    : `${ident(tableAlias)}.${ident(f.name)}`;
  if (f.path.length > 0) {
    if (f.toJson) sql = `to_jsonb(${sql})`;
    for (const step of f.path) sql += `${step.arrow}${params.add(step.key)}${step.index ? '::int' : ''}`;
  }
  return sql;
}

function operationSql(column: string, operation: Operation, params: Params): string {
  switch (operation.kind) {
    case 'simple':
      return `${column} ${SIMPLE_SQL[operation.op]} ${params.add(operation.value)}`;
    case 'quant': {
      const value =
        operation.op === 'like' || operation.op === 'ilike'
          ? operation.value.replace(/\*/g, '%')
          : operation.value;
      const operand = params.add(value);
      const quantified = operation.quantifier ? `${operation.quantifier.toUpperCase()}(${operand})` : operand;
      return `${column} ${QUANT_SQL[operation.op]} ${quantified}`;
    }
    case 'in':
      return operation.values.length === 1 && operation.values[0] === ''
        ? `${column} = ANY('{}')`
        : `${column} = ANY(${params.add(arrayLiteral(operation.values))})`;
    case 'is':
      return `${column} IS ${{ null: 'NULL', not_null: 'NOT NULL', true: 'TRUE', false: 'FALSE', unknown: 'UNKNOWN' }[operation.value]}`;
    case 'isdistinct':
      return `${column} IS DISTINCT FROM ${params.add(operation.value)}`;
    case 'fts': {
      const language = operation.language === undefined ? '' : `${params.add(operation.language)}, `;
      return `${column} @@ ${FTS_SQL[operation.op]}(${language}${params.add(operation.value)})`;
    }
  }
}

function filterSql(node: ReadNode, filter: PlanFilter, params: Params): string {
  if (filter.kind === 'nullEmbed') {
    const ref = filter.toOne ? ident(filter.aggAlias) : `${ident(filter.aggAlias)}.${ident(filter.aggAlias)}`;
    return `${ref} IS ${filter.negate ? '' : 'NOT '}DISTINCT FROM NULL`;
  }
  let column = fieldSql(node, filter.field, params);
  if (filter.operation.kind === 'fts' && !filter.field.tsvector) {
    const language =
      filter.operation.language === undefined ? '' : `${params.add(filter.operation.language)}, `;
    column = `to_tsvector(${language}${column})`;
  }
  const sql = operationSql(column, filter.operation, params);
  return filter.negate ? `NOT (${sql})` : sql;
}

export function logicSql(node: ReadNode, tree: PlanLogic, params: Params): string {
  if (tree.kind === 'filter') return filterSql(node, tree.filter, params);
  const inner = tree.children
    .map((c) => logicSql(node, c, params))
    .join(tree.op === 'and' ? ' AND ' : ' OR ');
  return `${tree.negate ? 'NOT ' : ''}(${inner})`;
}

function applyCast(sql: string, cast: string | undefined): string {
  return cast ? `CAST(${sql} AS ${cast})` : sql;
}

type NodeSql = { select: string[]; joins: string[]; group: string[] };

/** The parent-side parts of each embedded child: what it selects from the join, the join, and its group terms. */
function childParts(node: ReadNode, params: Params, grouping: boolean): NodeSql {
  const out: NodeSql = { select: [], joins: [], group: [] };
  for (const child of node.children) {
    const agg = ident(child.aggAlias);
    const inner = child.joinType === 'inner';
    const sub = nodeQuery(child, params, node);
    if (child.spread || isToOne(child.rel!)) {
      out.joins.push(`${inner ? 'INNER' : 'LEFT'} JOIN LATERAL (${sub}) AS ${agg} ON TRUE`);
    } else {
      out.joins.push(
        `${inner ? 'INNER' : 'LEFT'} JOIN LATERAL (SELECT json_agg(${agg})::jsonb AS ${agg} FROM (${sub}) AS ${agg}) AS ${agg} ON ${inner ? `${agg}.${agg} IS NOT NULL` : 'TRUE'}`,
      );
    }
    if (child.spread) {
      for (const column of child.spreadColumns) {
        const ref = `${agg}.${ident(column.name)}`;
        if (node.spread || !column.aggregate) {
          out.select.push(`${ref} AS ${ident(column.name)}`);
          if (grouping && !node.spread) out.group.push(ref);
        } else {
          const aggregated = applyCast(`${column.aggregate.toUpperCase()}(${ref})`, column.aggregateCast);
          out.select.push(column.alias ? `${aggregated} AS ${ident(column.alias)}` : aggregated);
        }
      }
      continue;
    }
    if (isEmptyEmbed(child)) continue;
    const name = ident(child.outputName);
    out.select.push(
      isToOne(child.rel!)
        ? `row_to_json(${agg}.*)::jsonb AS ${name}`
        : `COALESCE(${agg}.${agg}, '[]') AS ${name}`,
    );
    if (grouping) out.group.push(name);
  }
  return out;
}

function joinConditions(node: ReadNode, parent: ReadNode): { from: string; conditions: string[] } {
  const rel = node.rel!;
  const self = ident(node.alias);
  const up = ident(parent.alias);
  const target = `${qualified(node.relation)} AS ${self}`;
  if (rel.kind === 'computed')
    return { from: `${qualified(rel.function)}(${rowExpr(parent)}) AS ${self}`, conditions: [] };
  if (rel.kind === 'm2m') {
    const junction = ident(`${rel.junction.table.name}_${node.depth}_junction`);
    return {
      from: `${target}, ${qualified(rel.junction.table)} AS ${junction}`,
      conditions: [
        ...rel.junction.targetColumns.map(([fc, jc]) => `${self}.${ident(fc)} = ${junction}.${ident(jc)}`),
        ...rel.junction.sourceColumns.map(([c, jc]) => `${junction}.${ident(jc)} = ${up}.${ident(c)}`),
      ],
    };
  }
  return {
    from: target,
    conditions: rel.columns.map(([c, fc]) => `${self}.${ident(fc)} = ${up}.${ident(c)}`),
  };
}

function rootFrom(node: ReadNode): string {
  return node.source.kind === 'cte'
    ? `pgrst_source AS ${ident(node.alias)}`
    : `${qualified(node.relation)} AS ${ident(node.alias)}`;
}

/** One node's SELECT (the root's, or an embed's inside its lateral join). */
export function nodeQuery(node: ReadNode, params: Params, parent?: ReadNode): string {
  const grouping = !node.spread && hasAggregates(node);
  const select: string[] = [];
  const group: string[] = [];
  const alias = ident(node.alias);
  for (const entry of node.select) {
    if (entry.field.name === '*' && !entry.aggregate && !entry.field.fullRow) {
      if (grouping || node.source.kind === 'cte') {
        for (const column of node.columns.keys()) {
          select.push(`${alias}.${ident(column)}`);
          if (grouping) group.push(`${alias}.${ident(column)}`);
        }
      } else {
        select.push(`${alias}.*`);
      }
      continue;
    }
    let sql: string;
    if (entry.aggregate) {
      const operand =
        entry.field.name === '*' && !entry.field.fullRow
          ? '*'
          : applyCast(fieldSql(node, entry.field, params), entry.cast);
      sql = applyCast(`${entry.aggregate.toUpperCase()}(${operand})`, entry.aggregateCast);
    } else {
      sql = applyCast(fieldSql(node, entry.field, params), entry.cast);
    }
    const named = entry.alias !== undefined || (entry.field.path.length > 0 && !entry.aggregate);
    select.push(named ? `${sql} AS ${ident(outputName(entry))}` : sql);
    if (grouping && !entry.aggregate)
      group.push(named ? ident(outputName(entry)) : fieldSql(node, entry.field, params));
  }
  const children = childParts(node, params, grouping);
  select.push(...children.select);
  group.push(...children.group);

  const { from, conditions } = parent
    ? joinConditions(node, parent)
    : { from: rootFrom(node), conditions: [] };
  const where = [...conditions, ...node.where.map((w) => logicSql(node, w, params))];
  let sql = `SELECT ${select.join(', ')} FROM ${from}`;
  if (children.joins.length) sql += ` ${children.joins.join(' ')}`;
  if (where.length) sql += ` WHERE ${where.join(' AND ')}`;
  if (grouping && group.length) sql += ` GROUP BY ${group.join(', ')}`;
  if (node.order.length) {
    sql += ` ORDER BY ${node.order
      .map((o) => {
        const term = o.relationAlias
          ? fieldSql(node, o.field, params, o.relationAlias)
          : fieldSql(node, o.field, params);
        return `${term}${o.direction ? ` ${o.direction.toUpperCase()}` : ''}${o.nulls ? ` NULLS ${o.nulls.toUpperCase()}` : ''}`;
      })
      .join(', ')}`;
  }
  if (node.limit !== undefined) sql += ` LIMIT ${params.add(String(node.limit))}`;
  if (node.offset) sql += ` OFFSET ${params.add(String(node.offset))}`;
  return sql;
}

/** The root's rows before paging, for Prefer: count (joins only where they filter). */
export function countQuery(root: ReadNode, params: Params): string {
  const referenced = new Set<string>();
  const collect = (tree: PlanLogic) => {
    if (tree.kind === 'expr') tree.children.forEach(collect);
    else if (tree.filter.kind === 'nullEmbed') referenced.add(tree.filter.aggAlias);
  };
  root.where.forEach(collect);
  const filtering = {
    ...root,
    children: root.children.filter((c) => c.joinType === 'inner' || referenced.has(c.aggAlias)),
  };
  const joins = childParts(filtering, params, false).joins;
  const where = root.where.map((w) => logicSql(root, w, params));
  let sql = `SELECT 1 FROM ${rootFrom(root)}`;
  if (joins.length) sql += ` ${joins.join(' ')}`;
  if (where.length) sql += ` WHERE ${where.join(' AND ')}`;
  return sql;
}

// ---- mutations -------------------------------------------------------------------------------------

/** `FROM` parts turning the JSON payload into rows of the given columns, as pgrst_body (PostgREST's fromJsonBodyF). */
function payloadRows(payload: Payload, params: Params, many: boolean): string {
  const typed = payload.columns.map((c) => `${ident(c.name)} ${c.type}`).join(', ');
  const json = payload.applyDefaults ? 'jsonb' : 'json';
  const placeholder = `${params.add(payload.text)}::${json}`;
  let from = `(SELECT ${placeholder} AS json_data) pgrst_payload`;
  let source = 'pgrst_payload.json_data';
  if (many) {
    from +=
      `, LATERAL (SELECT CASE WHEN ${json}_typeof(pgrst_payload.json_data) = 'array' THEN pgrst_payload.json_data` +
      ` ELSE ${json}_build_array(pgrst_payload.json_data) END AS val) pgrst_uniform_json`;
    source = 'pgrst_uniform_json.val';
  }
  if (payload.applyDefaults) {
    const defaults = payload.columns
      .filter((c) => c.default !== null)
      .map((c) => `${params.add(c.name)}::text, ${c.default}`);
    const object = `jsonb_build_object(${defaults.join(', ')})`;
    from += many
      ? `, LATERAL (SELECT jsonb_agg(${object} || elem) AS val FROM jsonb_array_elements(${source}) elem) pgrst_json_defs`
      : `, LATERAL (SELECT ${object} || ${source} AS val) pgrst_json_defs`;
    source = 'pgrst_json_defs.val';
  }
  if (payload.columns.length === 0) {
    from += many
      ? `, LATERAL (SELECT FROM ${json}_array_elements(${source}) _) pgrst_body`
      : `, LATERAL (SELECT FROM (VALUES (1)) _) pgrst_body`;
  } else {
    from += `, LATERAL (SELECT * FROM ${json}_to_record${many ? 'set' : ''}(${source}) AS _(${typed})) pgrst_body`;
  }
  return from;
}

/** `pgrst_inserted` marks each returned row inserted (true) or updated, so an upsert can answer 201 or 200. */
function returningSql(alias: string, returning: Returning, marker: boolean): string {
  const items = [
    returning === 'rows' ? `${alias}.*` : '1',
    ...(marker ? ['(xmax = 0) AS pgrst_inserted'] : []),
  ];
  return ` RETURNING ${items.join(', ')}`;
}

export type InsertSpec = {
  table: Table;
  payload: Payload;
  conflict: Conflict | undefined;
  returning: Returning;
  marker: boolean;
  /** Only the payload row with this key ([column, value] pairs) is written: PUT's row, the one its URL names. */
  onlyKey?: [string, string][];
};

export function insertSql(spec: InsertSpec, params: Params): string {
  const { table, payload, conflict } = spec;
  const from = payloadRows(payload, params, true);
  const keyMatch = spec.onlyKey?.map(
    ([column, value]) => `pgrst_body.${ident(column)} = ${params.add(value)}`,
  );
  const keyed = keyMatch ? ` WHERE ${keyMatch.join(' AND ')}` : '';
  const names = payload.columns.map((c) => ident(c.name));
  const into = `${qualified(table)} AS ${ident(table.name)}`;
  let sql = names.length
    ? `INSERT INTO ${into} (${names.join(', ')}) SELECT ${names.map((n) => `pgrst_body.${n}`).join(', ')} FROM ${from}${keyed}`
    : `INSERT INTO ${into} SELECT FROM ${from}${keyed}`;
  if (conflict) {
    const target = conflict.columns.map(ident).join(', ');
    sql +=
      conflict.resolution === 'ignore-duplicates' || names.length === 0
        ? ` ON CONFLICT (${target}) DO NOTHING`
        : ` ON CONFLICT (${target}) DO UPDATE SET ${names.map((n) => `${n} = EXCLUDED.${n}`).join(', ')}`;
  }
  return sql + returningSql(ident(table.name), spec.returning, spec.marker);
}

/** An update's or delete's rows: `where` holds the SQL of the root's own filters. */
export type FilteredSpec = { table: Table; where: string[]; returning: Returning };

export function updateSql(spec: FilteredSpec & { payload: Payload }, params: Params): string {
  const { table, payload } = spec;
  const from = payloadRows(payload, params, false);
  const sets = payload.columns.map((c) => `${ident(c.name)} = pgrst_body.${ident(c.name)}`).join(', ');
  let sql = `UPDATE ${qualified(table)} AS ${ident(table.name)} SET ${sets} FROM ${from}`;
  if (spec.where.length) sql += ` WHERE ${spec.where.join(' AND ')}`;
  return sql + returningSql(ident(table.name), spec.returning, false);
}

export function deleteSql(spec: FilteredSpec): string {
  const { table } = spec;
  let sql = `DELETE FROM ${qualified(table)} AS ${ident(table.name)}`;
  if (spec.where.length) sql += ` WHERE ${spec.where.join(' AND ')}`;
  return sql + returningSql(ident(table.name), spec.returning, false);
}

// ---- calls ----------------------------------------------------------------------------------------

/** The call as pgrst_source's query: one row per result row, a scalar under pgrst_scalar. */
export function callSql(routine: Routine, args: CallArgs, params: Params): string {
  const fn = qualified(routine);
  const from: string[] = [];
  let argList: string[] = [];
  const [only] = routine.params;
  if (routine.params.length === 1 && only!.name === '') {
    // A single unnamed parameter is always passed by position, and what it gets is the request's whole
    // payload (PostgREST's OnePosParam): the body as sent, or GET/form arguments as a JSON object.
    const payload =
      args.kind === 'json'
        ? args.text
        : args.kind === 'direct'
          ? JSON.stringify(Object.fromEntries([...args.values].map(([k, v]) => [k, v[v.length - 1]])))
          : args.value;
    argList = [`${params.add(payload)}::${only!.type}`];
  } else if (args.kind === 'json' && args.names.length > 0) {
    const used = routine.params.filter((p) => args.names.includes(p.name));
    from.push(`(SELECT ${params.add(args.text)}::json AS json_data) pgrst_payload`);
    from.push(
      `LATERAL json_to_record(pgrst_payload.json_data) AS pgrst_args(${used.map((p) => `${ident(p.name)} ${p.type}`).join(', ')})`,
    );
    argList = used.map(
      (p) => `${p.variadic ? 'VARIADIC ' : ''}${ident(p.name)} := pgrst_args.${ident(p.name)}`,
    );
  } else if (args.kind === 'direct') {
    for (const p of routine.params) {
      const values = args.values.get(p.name);
      if (!values) continue;
      const value =
        p.variadic && !(values.length === 1 && values[0]!.startsWith('{'))
          ? arrayLiteral(values)
          : values[values.length - 1]!;
      argList.push(`${p.variadic ? 'VARIADIC ' : ''}${ident(p.name)} := ${params.add(value)}::${p.type}`);
    }
  } else if (args.kind === 'single') {
    argList = [`${params.add(args.value)}::${only!.type}`];
  }
  const call = `${fn}(${argList.join(', ')})`;
  const lateral = from.length ? 'LATERAL ' : '';
  const fromSql = (tail: string) => `FROM ${[...from, tail].join(', ')}`;
  const fromArgs = from.length ? ` FROM ${from.join(', ')}` : '';
  if (routine.returnsVoid) return `SELECT ${call} AS pgrst_void${fromArgs}`;
  if (routine.returnsComposite) return `SELECT pgrst_call.* ${fromSql(`${lateral}${call} pgrst_call`)}`;
  if (routine.returnsSet)
    return `SELECT pgrst_call.pgrst_scalar ${fromSql(`${lateral}${call} pgrst_call(pgrst_scalar)`)}`;
  return `SELECT ${call} AS pgrst_scalar${fromArgs}`;
}
