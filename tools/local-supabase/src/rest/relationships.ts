// The relationships of the schema cache, derived as PostgREST derives them: every foreign key gives a
// many-to-one (one-to-one when its columns are also unique) and the inverse one-to-many; views that
// show a key's columns as they are inherit it (view → table, table → view, view → view); a table whose
// primary key holds the foreign keys to two tables is a junction for a many-to-many; a function of one
// row returning rows of a relation is a computed relationship, and overrides a foreign key of the same
// name. Only relationships between relations of the exposed schemas are kept.
//
// findRelationship resolves an embed (`target!hint`) against them, with PostgREST's disambiguation
// rules and its PGRST200/PGRST201 errors.
import { AmbiguousRelationshipError, type RelationshipSummary, noRelationship } from './errors.ts';
import { bestMatch } from './fuzzy.ts';

export type QI = { schema: string; name: string };
const key = (qi: QI) => `${qi.schema}\u0000${qi.name}`;

type Junction = {
  table: QI;
  constraint1: string;
  constraint2: string;
  /** (origin column, junction column) */
  sourceColumns: [string, string][];
  /** (target column, junction column) */
  targetColumns: [string, string][];
};

export type Relationship =
  | {
      kind: 'fk';
      table: QI;
      foreignTable: QI;
      isSelf: boolean;
      cardinality: 'm2o' | 'o2m' | 'o2o';
      constraint: string;
      /** (column of table, column of foreignTable) */
      columns: [string, string][];
      tableIsView: boolean;
      foreignTableIsView: boolean;
    }
  | {
      kind: 'm2m';
      table: QI;
      foreignTable: QI;
      isSelf: boolean;
      junction: Junction;
      tableIsView: boolean;
      foreignTableIsView: boolean;
    }
  | { kind: 'computed'; function: QI; table: QI; foreignTable: QI; toOne: boolean; isSelf: boolean };

export const isToOne = (rel: Relationship) =>
  rel.kind === 'computed'
    ? rel.toOne
    : rel.kind === 'fk' && (rel.cardinality === 'm2o' || rel.cardinality === 'o2o');

export type ForeignKey = {
  name: string;
  table_oid: number;
  foreign_oid: number;
  columns: string[];
  foreign_columns: string[];
  attnums: number[];
  foreign_attnums: number[];
  one_to_one: boolean;
};

/** A view column that shows a relation's column as it is. */
export type ViewColumnSource = { view: number; column: string; table: number; attnum: number };

type RelationInfo = { oid: number; schema: string; name: string; isView: boolean; primaryKey: string[] };

type BuildInput = {
  exposed: ReadonlySet<string>;
  relations: RelationInfo[];
  foreignKeys: ForeignKey[];
  viewSources: ViewColumnSource[];
  computed: { function: QI; table: number; foreignTable: number; toOne: boolean }[];
  attname(relid: number, attnum: number): string | undefined;
  attnum(relid: number, column: string): number | undefined;
};

/** Every way of choosing one view column per key column (a key column a view shows twice gives two relationships). */
function combinations(options: string[][]): string[][] {
  return options.reduce<string[][]>(
    (acc, choices) => acc.flatMap((prefix) => choices.map((c) => [...prefix, c])),
    [[]],
  );
}

export function buildRelationships(input: BuildInput): Map<string, Relationship[]> {
  const byOid = new Map(input.relations.map((r) => [r.oid, r]));
  const qi = (oid: number): QI | undefined => {
    const r = byOid.get(oid);
    return r && { schema: r.schema, name: r.name };
  };

  // Resolve views over views down to base relations: (view oid, view column) → [relation oid, attnum].
  const direct = new Map<string, { table: number; attnum: number }>();
  for (const s of input.viewSources)
    direct.set(`${s.view}:${s.column}`, { table: s.table, attnum: s.attnum });
  const origin = (view: number, column: string) => {
    let current = direct.get(`${view}:${column}`);
    for (let depth = 0; current && depth < 16; depth++) {
      const underlying = byOid.get(current.table);
      if (!underlying?.isView) return current;
      const name = input.attname(current.table, current.attnum);
      const next = name === undefined ? undefined : direct.get(`${current.table}:${name}`);
      if (!next) return current;
      current = next;
    }
    return current;
  };
  /** For each view in an exposed schema: base (table oid, attnum) → the view's columns showing it. */
  const viewColumns = new Map<number, Map<string, string[]>>();
  for (const s of input.viewSources) {
    const view = byOid.get(s.view);
    if (!view || !input.exposed.has(view.schema)) continue;
    const base = origin(s.view, s.column);
    if (!base) continue;
    const map = viewColumns.get(s.view) ?? new Map<string, string[]>();
    const k = `${base.table}:${base.attnum}`;
    map.set(k, [...(map.get(k) ?? []), s.column]);
    viewColumns.set(s.view, map);
  }
  /** The views showing all of a relation's given columns, with every choice of view columns. */
  const viewsShowing = (table: number, attnums: number[]) => {
    const out: { view: number; columns: string[] }[] = [];
    for (const [view, map] of viewColumns) {
      const options = attnums.map((a) => map.get(`${table}:${a}`) ?? []);
      if (options.some((o) => o.length === 0)) continue;
      for (const columns of combinations(options)) out.push({ view, columns });
    }
    return out;
  };

  const manyToOne: Extract<Relationship, { kind: 'fk' }>[] = [];
  for (const fk of input.foreignKeys) {
    const table = byOid.get(fk.table_oid);
    const foreign = byOid.get(fk.foreign_oid);
    if (!table || !foreign) continue;
    const cardinality = fk.one_to_one ? 'o2o' : 'm2o';
    const rel = (t: RelationInfo, cols: string[], ft: RelationInfo, fcols: string[]) =>
      manyToOne.push({
        kind: 'fk',
        table: { schema: t.schema, name: t.name },
        foreignTable: { schema: ft.schema, name: ft.name },
        isSelf: t.oid === ft.oid,
        cardinality,
        constraint: fk.name,
        columns: cols.map((c, i) => [c, fcols[i]!]),
        tableIsView: t.isView,
        foreignTableIsView: ft.isView,
      });
    rel(table, fk.columns, foreign, fk.foreign_columns);
    const fromViews = viewsShowing(fk.table_oid, fk.attnums);
    const toViews = viewsShowing(fk.foreign_oid, fk.foreign_attnums);
    for (const v of fromViews) rel(byOid.get(v.view)!, v.columns, foreign, fk.foreign_columns);
    for (const w of toViews) rel(table, fk.columns, byOid.get(w.view)!, w.columns);
    for (const v of fromViews)
      for (const w of toViews) rel(byOid.get(v.view)!, v.columns, byOid.get(w.view)!, w.columns);
  }

  // Primary keys of views: the columns that show their table's primary key.
  const primaryKey = (r: RelationInfo): string[] => {
    if (!r.isView) return r.primaryKey;
    const map = viewColumns.get(r.oid);
    if (!map) return [];
    for (const base of input.relations) {
      if (base.isView || base.primaryKey.length === 0) continue;
      const shown = base.primaryKey.map((c) => map.get(`${base.oid}:${input.attnum(base.oid, c)}`)?.[0]);
      if (shown.every((s) => s !== undefined)) return shown as string[];
    }
    return [];
  };

  const all: Relationship[] = [...manyToOne];
  // Inverses.
  for (const r of manyToOne) {
    all.push({
      ...r,
      table: r.foreignTable,
      foreignTable: r.table,
      tableIsView: r.foreignTableIsView,
      foreignTableIsView: r.tableIsView,
      cardinality: r.cardinality === 'o2o' ? 'o2o' : 'o2m',
      columns: r.columns.map(([a, b]) => [b, a]),
    });
  }
  // Many-to-many through a junction whose primary key holds both foreign keys' columns.
  const relationByKey = new Map(input.relations.map((r) => [key(r), r]));
  for (const r1 of manyToOne) {
    if (r1.cardinality !== 'm2o' && r1.cardinality !== 'o2o') continue;
    for (const r2 of manyToOne) {
      if (key(r1.table) !== key(r2.table) || r1.constraint === r2.constraint) continue;
      const junction = relationByKey.get(key(r1.table));
      if (!junction) continue;
      const pk = new Set(primaryKey(junction));
      const junctionColumns = [...r1.columns.map(([c]) => c), ...r2.columns.map(([c]) => c)];
      if (!junctionColumns.every((c) => pk.has(c))) continue;
      all.push({
        kind: 'm2m',
        table: r1.foreignTable,
        foreignTable: r2.foreignTable,
        isSelf: key(r1.foreignTable) === key(r2.foreignTable),
        junction: {
          table: r1.table,
          constraint1: r1.constraint,
          constraint2: r2.constraint,
          sourceColumns: r1.columns.map(([jc, c]) => [c, jc]),
          targetColumns: r2.columns.map(([jc, c]) => [c, jc]),
        },
        tableIsView: r1.foreignTableIsView,
        foreignTableIsView: r2.foreignTableIsView,
      });
    }
  }

  // Computed relationships override what a foreign key would give under the same name.
  const computed: Relationship[] = [];
  for (const c of input.computed) {
    const table = qi(c.table);
    const foreign = qi(c.foreignTable);
    if (!table || !foreign) continue;
    computed.push({
      kind: 'computed',
      function: c.function,
      table,
      foreignTable: foreign,
      toOne: c.toOne,
      isSelf: key(table) === key(foreign),
    });
  }
  const overridden = new Set(
    computed.map((c) => `${key(c.table)}\u0001${(c as { function: QI }).function.name}`),
  );

  const out = new Map<string, Relationship[]>();
  for (const rel of [...all, ...computed]) {
    if (!input.exposed.has(rel.table.schema) || !input.exposed.has(rel.foreignTable.schema)) continue;
    if (rel.kind === 'm2m' && !input.exposed.has(rel.junction.table.schema)) continue;
    if (rel.kind !== 'computed' && overridden.has(`${key(rel.table)}\u0001${rel.foreignTable.name}`))
      continue;
    const k = key(rel.table);
    out.set(k, [...(out.get(k) ?? []), rel]);
  }
  return out;
}

/** PostgREST's description of a relationship, as the details of PGRST201 list the candidates. */
function summary(rel: Relationship): RelationshipSummary {
  const cols = (names: string[]) => `(${names.join(', ')})`;
  if (rel.kind === 'computed')
    return {
      embedding: `${rel.table.name} with ${rel.foreignTable.name}`,
      cardinality: rel.toOne ? 'many-to-one' : 'one-to-many',
      relationship: rel.function.name,
    };
  if (rel.kind === 'm2m') {
    const j = rel.junction;
    return {
      embedding: `${rel.table.name} with ${rel.foreignTable.name}`,
      cardinality: 'many-to-many',
      relationship: `${j.table.name} using ${j.constraint1}${cols(j.sourceColumns.map(([, jc]) => jc))} and ${j.constraint2}${cols(j.targetColumns.map(([, jc]) => jc))}`,
    };
  }
  const cardinality = { m2o: 'many-to-one', o2m: 'one-to-many', o2o: 'one-to-one' }[rel.cardinality];
  return {
    embedding: `${rel.table.name} with ${rel.foreignTable.name}`,
    cardinality,
    relationship: `${rel.constraint} using ${rel.table.name}${cols(rel.columns.map(([c]) => c))} and ${rel.foreignTable.name}${cols(rel.columns.map(([, f]) => f))}`,
  };
}

function hintFor(rel: Relationship): string {
  if (rel.kind === 'm2m') return `'${rel.foreignTable.name}!${rel.junction.table.name}'`;
  if (rel.kind === 'fk') return `'${rel.foreignTable.name}!${rel.constraint}'`;
  return '';
}

/**
 * The relationship an embed names, from origin (a table, view, or the relation a function returns) to
 * `target!hint`: by target table/view name, or constraint or column name; the hint picks a constraint,
 * a column of either side or the junction. Self-relationships: the table name embeds the children
 * (one-to-many), a column name the parent (many-to-one).
 */
export function findRelationship(
  relationships: Map<string, Relationship[]>,
  schema: string,
  origin: string,
  target: string,
  hint: string | undefined,
): Relationship {
  const candidates = relationships.get(key({ schema, name: origin })) ?? [];
  const singleCol = (rel: Relationship, pick: 0 | 1, name: string) =>
    rel.kind === 'fk' && rel.columns.length === 1 && rel.columns[0]![pick] === name;
  const matches = candidates.filter((rel) => {
    if (rel.kind === 'computed') return target === rel.function.name;
    const foreign = rel.foreignTable.name;
    const isO2M = rel.kind === 'fk' && rel.cardinality === 'o2m';
    const isM2O = rel.kind === 'fk' && rel.cardinality === 'm2o';
    if (rel.isSelf && rel.kind === 'fk') {
      if (hint === undefined) return (target === foreign && isO2M) || (singleCol(rel, 0, target) && isM2O);
      return target === foreign && isO2M && singleCol(rel, 1, hint);
    }
    if (hint === undefined) {
      return (
        target === foreign ||
        (rel.kind === 'fk' && rel.constraint === target && !rel.foreignTableIsView) ||
        (singleCol(rel, 0, target) && !rel.foreignTableIsView)
      );
    }
    return (
      target === foreign &&
      ((rel.kind === 'fk' && rel.constraint === hint) ||
        singleCol(rel, 0, hint) ||
        singleCol(rel, 1, hint) ||
        (rel.kind === 'm2m' && rel.junction.table.name === hint))
    );
  });
  if (matches.length === 1) return matches[0]!;
  if (matches.length > 1)
    throw new AmbiguousRelationshipError(origin, target, matches.map(summary), matches.map(hintFor));
  // PostgREST's hint: a close name for the origin when it has no relationships, else for the target.
  let suggestion: string | null = null;
  if (candidates.length === 0) {
    const origins = [...relationships.values()]
      .flat()
      .filter((r) => r.table.schema === schema)
      .map((r) => r.table.name);
    const close = bestMatch(origin, origins, 0.33);
    if (close && close !== origin) suggestion = `Perhaps you meant '${close}' instead of '${origin}'.`;
  } else {
    const close = bestMatch(
      target,
      candidates.map((r) => r.foreignTable.name),
      0.33,
    );
    if (close && close !== target) suggestion = `Perhaps you meant '${close}' instead of '${target}'.`;
  }
  throw noRelationship(origin, target, hint, schema, suggestion);
}
