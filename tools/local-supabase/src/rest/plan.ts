// The planner (PostgREST.Plan): from the parsed query string and the schema cache to a read tree whose
// every name has been found in the catalog. Each embed is resolved to one relationship; filters, logic
// trees, orders and ranges are attached to the node their path names; null filters on an embed become
// join filters; spreads are checked to be to-one and their aggregates hoisted to the parent; max_rows
// caps every node of a read. Nothing here writes SQL (sql.ts does) or touches HTTP (request.ts, response.ts).
// Writes and calls are planned on top of this read (plan-mutate.ts, plan-call.ts).
import type { Catalog, Column, ComputedField, Table } from './catalog.ts';
import {
  RestError,
  aggregatesNotAllowed,
  notEmbedded,
  notServed,
  parseError,
  relatedOrderNotToOne,
  spreadNotToOne,
  undefinedColumn,
} from './errors.ts';
import {
  type AggregateFunction,
  type Field,
  type Filter,
  type JsonStep,
  type LogicTree,
  type Operation,
  type OrderTerm,
  type SelectItem,
  hasBackReference,
  parseLogicKey,
  parseLogicTree,
  parseOpExpr,
  parseOrder,
  parseSelect,
  parseTreePath,
  regexPatterns,
} from './grammar.ts';
import { LIMITS } from '../http/limits.ts';
import { type QI, type Relationship, findRelationship, isToOne } from './relationships.ts';
import type { QueryParts } from './request.ts';

/** Where a node's rows come from: a relation, or the statement's own source (a mutation's RETURNING, a function's result). */
export type Source = { kind: 'relation' } | { kind: 'cte'; rowType: QI | undefined };

export type ResolvedField = {
  name: string;
  path: JsonStep[];
  /** A JSON path on a column that is not json/jsonb goes through to_jsonb(), as PostgREST does. */
  toJson: boolean;
  /** A computed field: the function to call with the row. */
  computed: QI | undefined;
  /** A tsvector column is searched as it is, any other through to_tsvector(). */
  tsvector: boolean;
  /** count() over a spread: the whole row. */
  fullRow?: boolean;
};

export type SelectEntry = {
  field: ResolvedField;
  alias?: string;
  cast?: string;
  aggregate?: AggregateFunction;
  aggregateCast?: string;
};

export type PlanFilter =
  | { kind: 'field'; field: ResolvedField; negate: boolean; operation: Operation }
  | { kind: 'nullEmbed'; negate: boolean; aggAlias: string; toOne: boolean };
export type PlanLogic =
  | { kind: 'expr'; negate: boolean; op: 'and' | 'or'; children: PlanLogic[] }
  | { kind: 'filter'; filter: PlanFilter };
type PlanOrder = {
  field: ResolvedField;
  relationAlias?: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
};

/** A column a spread child hands to its parent: its name in the child's output, and an aggregate hoisted from it. */
type SpreadColumn = { name: string; aggregate?: AggregateFunction; aggregateCast?: string; alias?: string };

export type ReadNode = {
  relation: QI;
  columns: Map<string, Column>;
  computed: Map<string, ComputedField>;
  source: Source;
  /** The SQL alias of this node's relation. */
  alias: string;
  /** The embed as written (relation name or constraint/column). */
  name: string;
  outputName: string;
  /** The alias of the lateral join that brings this node into its parent. */
  aggAlias: string;
  select: SelectEntry[];
  where: PlanLogic[];
  order: PlanOrder[];
  limit: number | undefined;
  offset: number;
  rel: Relationship | undefined;
  joinType: 'inner' | 'left' | undefined;
  hint: string | undefined;
  spread: boolean;
  depth: number;
  children: ReadNode[];
  /** Filled for spread nodes: the columns the parent selects from this node's join. */
  spreadColumns: SpreadColumn[];
};

export type PlanContext = {
  catalog: Catalog;
  schema: string;
  maxRows: number | undefined;
  aggregatesEnabled: boolean;
};

// ---- fields ----------------------------------------------------------------------------------------

const JSON_TYPES = new Set(['json', 'jsonb']);

/** A column whose domain has a representation (PostgREST's domain representations) is refused, never served raw. */
export function refuseRepresentation(relation: string, column: Column): void {
  if (column.representation) {
    throw notServed(
      `domain representations (column ${relation}.${column.name} has a domain with an implicit cast to or from json/text)`,
      'Select, filter or write the column through a view or a computed field that converts it explicitly.',
    );
  }
}

function resolveField(node: ReadNode, field: Field, opts: { allowStar?: boolean } = {}): ResolvedField {
  if (field.name === '*' && opts.allowStar) {
    for (const column of node.columns.values()) refuseRepresentation(node.relation.name, column);
    return { name: '*', path: [], toJson: false, computed: undefined, tsvector: false };
  }
  const column = node.columns.get(field.name);
  if (column) {
    refuseRepresentation(node.relation.name, column);
    return {
      name: field.name,
      path: field.path,
      toJson: field.path.length > 0 && !JSON_TYPES.has(column.baseType),
      computed: undefined,
      tsvector: column.baseType === 'tsvector',
    };
  }
  const computed = node.computed.get(field.name);
  if (computed) {
    return {
      name: field.name,
      path: field.path,
      toJson: field.path.length > 0 && !JSON_TYPES.has(computed.returnType),
      computed: computed.function,
      tsvector: computed.returnType === 'tsvector',
    };
  }
  throw undefinedColumn(node.alias, field.name);
}

function checkValue(field: Field, operation: Operation): void {
  const values =
    operation.kind === 'in' ? operation.values : operation.kind === 'is' ? [] : [operation.value];
  if (values.reduce((n, v) => n + v.length, 0) > LIMITS.filterValueChars) {
    throw parseError(
      `failed to parse filter (${field.name})`,
      `A filter value may be at most ${LIMITS.filterValueChars} characters long`,
    );
  }
  // Judged on what the regex engine will be given: each element of an any/all array literal, as
  // Postgres unescapes it, and not the text of the query string.
  if (regexPatterns(operation).some(hasBackReference)) {
    const { op, quantifier } = operation as Extract<Operation, { kind: 'quant' }>;
    throw new RestError(
      400,
      'PGRST100',
      `"${field.name}=${op}${quantifier ? `(${quantifier})` : ''}.…" uses a back-reference, which local-supabase does not serve`,
      'Postgres matches back-references by backtracking, which can take exponential time; the embedded database has a single connection, so one such pattern would stall every request.',
      'Match without back-references (\\1 … \\9), or filter on a computed column.',
    );
  }
}

function resolveFilter(node: ReadNode, filter: Filter): PlanFilter {
  checkValue(filter.field, filter.operation);
  // `embed=is.null` / `embed=not.is.null` on an embedded resource filters the parent by the embed's presence.
  if (filter.field.path.length === 0 && filter.operation.kind === 'is' && filter.operation.value === 'null') {
    const child = node.children.find(
      (c) => c.outputName === filter.field.name || c.name === filter.field.name,
    );
    if (child)
      return {
        kind: 'nullEmbed',
        negate: filter.negate,
        aggAlias: child.aggAlias,
        toOne: child.rel !== undefined && isToOne(child.rel),
      };
  }
  return {
    kind: 'field',
    field: resolveField(node, filter.field),
    negate: filter.negate,
    operation: filter.operation,
  };
}

function resolveLogic(node: ReadNode, tree: LogicTree): PlanLogic {
  if (tree.kind === 'filter') return { kind: 'filter', filter: resolveFilter(node, tree.filter) };
  return {
    kind: 'expr',
    negate: tree.negate,
    op: tree.op,
    children: tree.children.map((t) => resolveLogic(node, t)),
  };
}

// ---- the tree ----------------------------------------------------------------------------------------

function findNode(root: ReadNode, path: string[]): ReadNode {
  let node = root;
  for (const name of path) {
    const next = node.children.find((c) => c.name === name || c.outputName === name);
    if (!next) throw notEmbedded(name);
    node = next;
  }
  return node;
}

function parseNonNegative(name: string, raw: string): number {
  // Up to nine digits: anything longer is past every max_rows and is refused rather than guessed at.
  if (!/^\d{1,9}$/.test(raw))
    throw parseError(`failed to parse ${name} parameter (${raw})`, `${name} must be a non-negative integer`);
  return Number(raw);
}

export type RootSpec = {
  relation: QI;
  columns: Map<string, Column>;
  computed: Map<string, ComputedField>;
  source: Source;
  /** The name relationships are looked up from (a table, or the relation a function returns). */
  origin: string;
};

/** A table's rows as a read's root: read from the table, or from a write's RETURNING (typed as the table's row). */
export function tableRoot(table: Table, source: Source): RootSpec {
  return { relation: table, columns: table.columns, computed: table.computed, source, origin: table.name };
}

function buildNode(
  ctx: PlanContext,
  parent: ReadNode,
  item: Extract<SelectItem, { kind: 'embed' }>,
): ReadNode {
  const depth = parent.depth + 1;
  const rel = findRelationship(
    ctx.catalog.relationships,
    ctx.schema,
    parent.relation.name,
    item.relation,
    item.hint,
  );
  const target = ctx.catalog.table(rel.foreignTable.schema, rel.foreignTable.name);
  if (!target) throw undefinedColumn(parent.alias, item.relation);
  const outputName = item.alias ?? item.relation;
  const node: ReadNode = {
    relation: rel.foreignTable,
    columns: target.columns,
    computed: target.computed,
    source: { kind: 'relation' },
    alias: `${rel.foreignTable.name}_${depth}`,
    name: item.relation,
    outputName,
    aggAlias: `${rel.table.name}_${outputName}_${depth}`,
    select: [],
    where: [],
    order: [],
    limit: undefined,
    offset: 0,
    rel,
    joinType: item.joinType,
    hint: item.hint,
    spread: item.spread,
    depth,
    children: [],
    spreadColumns: [],
  };
  if (item.spread && !isToOne(rel)) throw spreadNotToOne(rel.table.name, item.relation);
  addSelect(ctx, node, item.children);
  return node;
}

/** A cast is written into SQL as it is (it cannot be quoted: `::int` would stop working), so it must name a known type. */
function checkCast(ctx: PlanContext, cast: string | undefined): void {
  if (cast !== undefined && !ctx.catalog.types.has(cast.toLowerCase().replace(/\s+/g, ' '))) {
    throw new RestError(400, '42704', `type "${cast}" does not exist`);
  }
}

function addSelect(ctx: PlanContext, node: ReadNode, items: SelectItem[]): void {
  for (const item of items) {
    if (item.kind === 'embed') {
      node.children.push(buildNode(ctx, node, item));
      continue;
    }
    let { aggregate } = item;
    let field = item.field;
    // PostgREST's legacy `embed(count)`: a bare "count" in an embed that has no such column counts its rows.
    if (
      node.depth > 0 &&
      !aggregate &&
      field.name === 'count' &&
      field.path.length === 0 &&
      !item.cast &&
      !node.columns.has('count') &&
      !node.computed.has('count')
    ) {
      aggregate = 'count';
      field = { name: '*', path: [] };
    }
    checkCast(ctx, item.cast);
    checkCast(ctx, item.aggregateCast);
    const resolved = resolveField(node, field, { allowStar: true });
    if (resolved.name === '*' && (item.alias || item.cast) && !aggregate)
      throw undefinedColumn(node.alias, '*');
    node.select.push({
      field: resolved,
      ...(item.alias === undefined ? {} : { alias: item.alias }),
      ...(item.cast ? { cast: item.cast } : {}),
      ...(aggregate ? { aggregate } : {}),
      ...(item.aggregateCast ? { aggregateCast: item.aggregateCast } : {}),
    });
  }
}

function hasAggregates(node: ReadNode): boolean {
  return (
    node.select.some((s) => s.aggregate) ||
    node.children.some((c) => c.spread && c.spreadColumns.some((s) => s.aggregate))
  );
}

/** The name a select entry has in its node's output. */
export function outputName(entry: SelectEntry): string {
  if (entry.alias) return entry.alias;
  if (entry.aggregate) return entry.field.fullRow ? 'count' : entry.aggregate;
  const lastKey = [...entry.field.path].reverse().find((s) => !s.index);
  if (entry.field.path.length > 0) return lastKey?.key ?? entry.field.name;
  return entry.field.name;
}

/** An embed that selects nothing (`messages!inner()`): joined for filtering, not output. */
export function isEmptyEmbed(node: ReadNode): boolean {
  return node.select.length === 0 && node.children.every(isEmptyEmbed);
}

/** Moves the aggregates of spread children up into the spread's parent, as PostgREST hoists them. */
function hoistSpreads(node: ReadNode): void {
  for (const child of node.children) hoistSpreads(child);
  if (!node.spread) return;
  const columns: SpreadColumn[] = [];
  for (const entry of node.select) {
    if (entry.field.name === '*' && !entry.aggregate) {
      for (const name of node.columns.keys()) columns.push({ name });
      continue;
    }
    if (entry.aggregate) {
      // The child selects the raw value under a name of its own; the parent aggregates it.
      const name = entry.alias ?? (entry.field.name === '*' ? 'count' : entry.field.name);
      const hoisted: SpreadColumn = { name, aggregate: entry.aggregate };
      if (entry.aggregateCast) hoisted.aggregateCast = entry.aggregateCast;
      if (entry.alias) hoisted.alias = entry.alias;
      columns.push(hoisted);
      if (entry.field.name === '*') entry.field = { ...entry.field, fullRow: true };
      delete entry.aggregate;
      delete entry.aggregateCast;
      entry.alias = name;
      continue;
    }
    columns.push({ name: outputName(entry) });
  }
  for (const grandchild of node.children) {
    if (grandchild.spread) columns.push(...grandchild.spreadColumns);
    else if (!isEmptyEmbed(grandchild)) columns.push({ name: grandchild.outputName });
  }
  node.spreadColumns = columns;
}

/** Whether any filter of the read, at any depth and in any logic tree, is a regular expression (match, imatch). */
export function usesRegex(root: ReadNode): boolean {
  const inTree = (tree: PlanLogic): boolean =>
    tree.kind === 'expr'
      ? tree.children.some(inTree)
      : tree.filter.kind === 'field' && regexPatterns(tree.filter.operation).length > 0;
  let found = false;
  visit(root, (n) => {
    if (n.where.some(inTree)) found = true;
  });
  return found;
}

function visit(node: ReadNode, fn: (n: ReadNode) => void): void {
  fn(node);
  for (const child of node.children) visit(child, fn);
}

export type ReadPlanInput = {
  parts: QueryParts;
  /** Reads and calls cap every node at max_rows; a mutation's representation is not capped. */
  capRows: boolean;
};

export function planRead(ctx: PlanContext, spec: RootSpec, input: ReadPlanInput): ReadNode {
  const root: ReadNode = {
    relation: { schema: spec.relation.schema, name: spec.origin },
    columns: spec.columns,
    computed: spec.computed,
    source: spec.source,
    alias: spec.origin,
    name: spec.origin,
    outputName: spec.origin,
    aggAlias: spec.origin,
    select: [],
    where: [],
    order: [],
    limit: undefined,
    offset: 0,
    rel: undefined,
    joinType: undefined,
    hint: undefined,
    spread: false,
    depth: 0,
    children: [],
    spreadColumns: [],
  };
  addSelect(ctx, root, parseSelect(input.parts.select));

  for (const [key, value] of input.parts.filters) {
    const { path, field } = parseTreePath(key);
    const node = findNode(root, path);
    const { negate, operation } = parseOpExpr(value);
    node.where.push({ kind: 'filter', filter: resolveFilter(node, { field, negate, operation }) });
  }
  for (const [key, value] of input.parts.logic) {
    const logicKey = parseLogicKey(key);
    const node = findNode(root, logicKey.path);
    node.where.push(resolveLogic(node, parseLogicTree(logicKey, value)));
  }
  for (const [key, value] of input.parts.orders) {
    const path = key === 'order' ? [] : parseTreePath(key).path;
    const node = findNode(root, path);
    node.order = parseOrder(value).map((term) => resolveOrder(node, term));
  }
  for (const [key, value] of input.parts.limits) {
    const path = key === 'limit' ? [] : parseTreePath(key).path;
    findNode(root, path).limit = parseNonNegative('limit', value);
  }
  for (const [key, value] of input.parts.offsets) {
    const path = key === 'offset' ? [] : parseTreePath(key).path;
    findNode(root, path).offset = parseNonNegative('offset', value);
  }

  hoistSpreads(root);
  let aggregates = false;
  visit(root, (n) => {
    if (n.select.some((s) => s.aggregate) || n.spreadColumns.some((c) => c.aggregate)) aggregates = true;
  });
  if (aggregates && !ctx.aggregatesEnabled) throw aggregatesNotAllowed();
  if (input.capRows && ctx.maxRows !== undefined) {
    const max = ctx.maxRows;
    visit(root, (n) => {
      n.limit = Math.min(n.limit ?? max, max);
    });
  }
  return root;
}

function resolveOrder(node: ReadNode, term: OrderTerm): PlanOrder {
  const base = {
    ...(term.direction ? { direction: term.direction } : {}),
    ...(term.nulls ? { nulls: term.nulls } : {}),
  };
  if (term.relation === undefined) return { field: resolveField(node, term.field), ...base };
  const child = node.children.find((c) => c.name === term.relation || c.outputName === term.relation);
  if (!child) throw notEmbedded(term.relation);
  if (!child.rel || !isToOne(child.rel)) throw relatedOrderNotToOne(node.relation.name, child.outputName);
  return { field: resolveField(child, term.field), relationAlias: child.aggAlias, ...base };
}

export { hasAggregates };
