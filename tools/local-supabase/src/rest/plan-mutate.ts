// The write planner (PostgREST.Plan.MutatePlan): what an insert, update, PUT or delete writes, to which
// rows, and what it gives back. The rows given back are read like any read (plan.ts) over the write's
// RETURNING, the root's own filters become the write's WHERE, the body's columns are checked against the
// schema cache, an upsert's conflict target is on_conflict or the primary key, and PUT must name its row
// by the whole primary key. It is planned in two steps because the body is read only once the query
// string has been found sound, as PostgREST refuses a bad query before it looks at the body.
import type { Column, Table } from './catalog.ts';
import { invalidBody, invalidFilters, notServed, parseError, unknownColumn } from './errors.ts';
import { parseColumns } from './grammar.ts';
import {
  type PlanContext,
  type PlanLogic,
  type ReadNode,
  planRead,
  refuseRepresentation,
  tableRoot,
  usesRegex,
} from './plan.ts';
import type { Preferences } from './preferences.ts';
import type { Mutation, MutationParams, QueryParts, WritePayload } from './request.ts';

/** The body's JSON as rows of these columns; applyDefaults (Prefer: missing=default) fills absent keys from column defaults. */
export type Payload = { text: string; columns: Column[]; applyDefaults: boolean };
export type Conflict = { columns: string[]; resolution: 'merge-duplicates' | 'ignore-duplicates' };
/** What RETURNING gives back: the rows (a representation, or an insert's Location), or only something to count. */
export type Returning = 'rows' | 'count';

/** What is known before the body is read. */
export type MutateTarget = {
  table: Table;
  /** The read over the written rows: what a representation returns. */
  root: ReadNode;
  /** The root's own filters: the rows an update or delete touches (null filters on embeds stay on the read). */
  where: PlanLogic[];
  /** A filter is a regular expression (query.ts gives such statements a budget). */
  costly: boolean;
  /** Prefer: return=representation: the written rows are the body. */
  representation: boolean;
  /** Prefer: return=headers-only on an insert: the first row's key goes into Location. */
  headersOnly: boolean;
};

export type MutatePlan = MutateTarget &
  (
    | {
        kind: 'insert';
        payload: Payload;
        conflict: Conflict | undefined;
        marker: boolean;
        returning: Returning;
      }
    | { kind: 'update'; payload: Payload; returning: Returning }
    | { kind: 'delete'; returning: Returning }
    /** PUT: an upsert of the payload's row whose primary key is the URL's (`key`, in primary-key order). */
    | {
        kind: 'single-upsert';
        payload: Payload;
        conflict: Conflict;
        marker: boolean;
        returning: 'rows';
        key: [string, string][];
      }
    /** An insert of no rows or an update of no columns: answered without the database. */
    | { kind: 'nothing'; mutation: 'insert' | 'update' }
  );

/** The root filters of a write go into its own WHERE; null filters on embeds stay with the returned rows. */
function splitRootFilters(root: ReadNode): PlanLogic[] {
  const isNullEmbed = (w: PlanLogic) => w.kind === 'filter' && w.filter.kind === 'nullEmbed';
  const own = root.where.filter((w) => !isNullEmbed(w));
  root.where = root.where.filter(isNullEmbed);
  return own;
}

export function planMutationTarget(
  ctx: PlanContext,
  table: Table,
  input: { params: MutationParams; prefs: Preferences },
): MutateTarget {
  const { mutation, parts, output, selectGiven } = input.params;
  const { prefs } = input;
  const representation = prefs.return === 'representation';
  const headersOnly = prefs.return === 'headers-only' && mutation === 'insert';
  // Without a representation no row is returned: the default select (*) reads nothing (an explicit one is still checked).
  const returned = representation || headersOnly || output.kind === 'object';
  const readParts = returned || selectGiven ? parts : { ...parts, select: '' };
  const rowType = { schema: table.schema, name: table.name };
  const root = planRead(ctx, tableRoot(table, { kind: 'cte', rowType }), {
    parts: readParts,
    capRows: false,
  });
  const costly = usesRegex(root);
  const where = splitRootFilters(root);
  if (mutation === 'insert' && where.length > 0) {
    throw parseError(
      'Filters do not apply to an insert',
      'An insert writes the rows of its body; filter with PATCH or DELETE.',
    );
  }
  if (prefs.maxAffected !== undefined && prefs.handling === 'strict' && mutation === 'insert') {
    throw notServed('Prefer: max-affected on an insert', 'max-affected limits updates and deletes.');
  }
  return { table, root, where, costly, representation, headersOnly };
}

const returningOf = (target: MutateTarget): Returning =>
  target.representation || target.headersOnly ? 'rows' : 'count';

export function planDelete(target: MutateTarget): MutatePlan {
  return { ...target, kind: 'delete', returning: returningOf(target) };
}

export function planWrite(
  target: MutateTarget,
  input: {
    mutation: Exclude<Mutation, 'delete'>;
    payload: WritePayload;
    parts: QueryParts;
    prefs: Preferences;
  },
): MutatePlan {
  const { table } = target;
  const { prefs, parts } = input;
  const { body, objects, names } = input.payload;
  const columns = checkColumns(table, names);
  const payload: Payload = { text: body.text, columns, applyDefaults: prefs.missing === 'default' };
  const returning = returningOf(target);
  if (input.mutation === 'single-upsert') {
    const key = urlKey(table, target.where);
    if (objects.length !== 1) throw invalidBody('Empty or invalid json', 'PUT takes one JSON object');
    return {
      ...target,
      kind: 'single-upsert',
      payload: { ...payload, applyDefaults: false },
      key,
      marker: table.isTable,
      returning: 'rows',
      conflict: { columns: table.primaryKey, resolution: 'merge-duplicates' },
    };
  }
  if (input.mutation === 'update') {
    return columns.length === 0
      ? { ...target, kind: 'nothing', mutation: 'update' }
      : { ...target, kind: 'update', payload, returning };
  }
  if (objects.length === 0) return { ...target, kind: 'nothing', mutation: 'insert' };
  let conflict: Conflict | undefined;
  if (prefs.resolution) {
    const conflictColumns =
      parts.onConflict !== undefined ? parseColumns('on_conflict', parts.onConflict) : table.primaryKey;
    checkColumns(table, conflictColumns);
    if (conflictColumns.length === 0) {
      throw parseError(
        'An upsert needs on_conflict or a primary key',
        `${table.name} has no primary key; name the unique columns in on_conflict.`,
      );
    }
    conflict = { columns: conflictColumns, resolution: prefs.resolution };
  } else if (parts.onConflict !== undefined) {
    throw parseError(
      '"on_conflict" needs Prefer: resolution=merge-duplicates or ignore-duplicates',
      'Without a resolution an insert does not upsert, and on_conflict would be ignored.',
    );
  }
  // Only a merge into a table can tell an inserted row from an updated one (xmax), and so answer 200 or 201.
  const marker = prefs.resolution === 'merge-duplicates' && table.isTable;
  return { ...target, kind: 'insert', payload, conflict, marker, returning };
}

function checkColumns(table: Table, names: string[]): Column[] {
  return names.map((name) => {
    const column = table.columns.get(name);
    if (!column) throw unknownColumn(table.name, name);
    refuseRepresentation(table.name, column);
    return column;
  });
}

/** PUT's URL names its row by the whole primary key, each column with a plain `eq`: that key, in primary-key order. */
function urlKey(table: Table, where: PlanLogic[]): [string, string][] {
  const keys = new Map<string, string>();
  for (const w of where) {
    if (w.kind !== 'filter' || w.filter.kind !== 'field' || w.filter.negate || w.filter.field.path.length > 0)
      throw invalidFilters();
    const op = w.filter.operation;
    if (op.kind !== 'quant' || op.op !== 'eq' || op.quantifier) throw invalidFilters();
    keys.set(w.filter.field.name, op.value);
  }
  const pk = table.primaryKey;
  if (pk.length === 0 || keys.size !== pk.length || !pk.every((c) => keys.has(c))) throw invalidFilters();
  return pk.map((c) => [c, keys.get(c)!]);
}
