// PostgREST's "schema cache": the tables, views, columns, primary keys, computed fields, functions and
// relationships of the exposed schemas ([api] schemas in supabase/config.toml), read from the system
// catalogs at start and again on a miss (as `NOTIFY pgrst, 'reload schema'` would). Every identifier
// in a request is checked against it before it reaches SQL. The relationships themselves are derived
// in relationships.ts.
//
// Types are read with the search path emptied, so every name outside pg_catalog comes back
// schema-qualified and can be used as a cast as it is.
import type { Database } from '../db/database.ts';
import {
  type ForeignKey,
  type Relationship,
  type ViewColumnSource,
  buildRelationships,
} from './relationships.ts';

type QualifiedName = { schema: string; name: string };
export const qualifiedKey = (schema: string, name: string) => `${schema}\u0000${name}`;

export type Column = {
  name: string;
  /** The column's type with its modifier (varchar(3)), schema-qualified outside pg_catalog. */
  type: string;
  /** The type of the column's base type (a domain's underlying type): json and jsonb get JSON paths as they are. */
  baseType: string;
  nullable: boolean;
  /** The default as an SQL expression from the catalog (pg_get_expr), used for Prefer: missing=default. */
  default: string | null;
  /** Its domain has a representation (an implicit cast to or from json/text): not served, see plan.ts. */
  representation?: boolean;
};

/** A function of the table's row, selectable like a column (PostgREST's computed fields). */
export type ComputedField = { name: string; function: QualifiedName; returnType: string };

export type Table = {
  schema: string;
  name: string;
  isView: boolean;
  /** An ordinary or partitioned table: it has xmax, so an upsert can tell inserted from updated rows. */
  isTable: boolean;
  insertable: boolean;
  updatable: boolean;
  deletable: boolean;
  columns: Map<string, Column>;
  primaryKey: string[];
  computed: Map<string, ComputedField>;
};

type RoutineParam = {
  name: string;
  /** The declared type; character(n) arguments are passed as character varying, as PostgREST does, so nothing is cut. */
  type: string;
  required: boolean;
  variadic: boolean;
};

export type Routine = {
  schema: string;
  name: string;
  params: RoutineParam[];
  returnsSet: boolean;
  returnsVoid: boolean;
  /** A row (a table's or composite type's, OUT or TABLE parameters); otherwise a scalar. */
  returnsComposite: boolean;
  /** The table whose rows the function returns: its columns and relationships apply to the result. */
  returnTable: QualifiedName | undefined;
  /** The result's columns when it is a row (for a table's rows: the table's). */
  returnColumns: Map<string, Column>;
  returnType: string;
  volatility: 'i' | 's' | 'v';
};

type DbSettings = {
  /** `pgrst.db_plan_enabled` (application/vnd.pgrst.plan). Off unless the database enables it. */
  planEnabled: boolean;
  /** `pgrst.db_aggregates_enabled`. On, as Supabase runs it, unless the database turns it off. */
  aggregatesEnabled: boolean;
};

export type Catalog = {
  schemas: readonly string[];
  tables: Map<string, Table>;
  routines: Map<string, Routine[]>;
  /** Relationships by origin table or view (qualifiedKey). */
  relationships: Map<string, Relationship[]>;
  /** statement_timeout per API role from `alter role ... set` (PostgREST's impersonated role settings). */
  statementTimeoutMs: Map<string, number>;
  settings: DbSettings;
  timezones: Set<string>;
  /** Type names a cast in select may use (`col::text`): every type's name and SQL name, lower-case. */
  types: Set<string>;
  postgis: boolean;
  table(schema: string, name: string): Table | undefined;
};

const TIME_UNITS_MS: Record<string, number> = {
  us: 0.001,
  ms: 1,
  s: 1000,
  min: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/** A Postgres time setting ('3s', '500ms', '2min', a bare number of milliseconds) in milliseconds; 0 is none. */
function parseTimeSetting(value: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*$/.exec(value);
  if (!match) return undefined;
  return Number(match[1]) * TIME_UNITS_MS[match[2] ?? 'ms']!;
}

type RelationRow = {
  oid: number;
  schema: string;
  name: string;
  kind: string;
  insertable: boolean;
  updatable: boolean;
  deletable: boolean;
  pk: string[];
};
type ColumnRow = {
  relid: number;
  name: string;
  num: number;
  type: string;
  type_oid: number;
  base_type: string;
  nullable: boolean;
  default: string | null;
};
type ProcRow = {
  oid: number;
  schema: string;
  name: string;
  nargs: number;
  nargdefaults: number;
  returns_set: boolean;
  prorows: number;
  returns_void: boolean;
  return_kind: string;
  return_relid: number;
  return_type: string;
  volatility: string;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_types: string[];
  arg_type_oids: number[];
  variadic: boolean;
  arg_relids: number[];
};

const RELATIONS_SQL = `
  select c.oid::int as oid, n.nspname as schema, c.relname as name, c.relkind::text as kind,
         (c.relkind in ('r', 'p') or (c.relkind in ('v', 'f') and (pg_relation_is_updatable(c.oid::regclass, true) & 8) = 8)) as insertable,
         (c.relkind in ('r', 'p') or (c.relkind in ('v', 'f') and (pg_relation_is_updatable(c.oid::regclass, true) & 4) = 4)) as updatable,
         (c.relkind in ('r', 'p') or (c.relkind in ('v', 'f') and (pg_relation_is_updatable(c.oid::regclass, true) & 16) = 16)) as deletable,
         coalesce((select array_agg(a.attname::text order by k.ord)
                     from pg_index i, unnest(i.indkey::int2[]) with ordinality k(attnum, ord), pg_attribute a
                    where i.indrelid = c.oid and i.indisprimary and a.attrelid = c.oid and a.attnum = k.attnum), '{}') as pk
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where c.relkind in ('r', 'v', 'm', 'f', 'p') and not c.relispartition
     and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;

const COLUMNS_SQL = `
  select a.attrelid::int as relid, a.attname::text as name, a.attnum::int as num,
         format_type(a.atttypid, a.atttypmod) as type, a.atttypid::int as type_oid,
         format_type(case when t.typtype = 'd' then t.typbasetype else a.atttypid end, null) as base_type,
         not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)) as nullable,
         case when a.attgenerated <> '' then null
              -- An identity column has no default expression of its own; what Postgres does for it is this.
              when a.attidentity = 'd' then format('nextval(%L::regclass)', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
              -- The column's own default, else its domain's (Postgres's order).
              else coalesce(pg_get_expr(ad.adbin, ad.adrelid), case when t.typbasetype <> 0 then pg_get_expr(t.typdefaultbin, 0) end) end as default
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_type t on t.oid = a.atttypid
    left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
   where a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'v', 'm', 'f', 'p', 'c')
     and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
   order by a.attrelid, a.attnum`;

const FOREIGN_KEYS_SQL = `
  select c.conname::text as name, c.conrelid::int as table_oid, c.confrelid::int as foreign_oid,
         array(select a.attname::text from unnest(c.conkey) with ordinality k(attnum, ord)
                 join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.ord) as columns,
         array(select a.attname::text from unnest(c.confkey) with ordinality k(attnum, ord)
                 join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum order by k.ord) as foreign_columns,
         c.conkey::int[] as attnums, c.confkey::int[] as foreign_attnums,
         exists (select 1 from pg_constraint u
                  where u.conrelid = c.conrelid and u.contype in ('p', 'u')
                    and u.conkey::int[] @> c.conkey::int[] and u.conkey::int[] <@ c.conkey::int[]) as one_to_one
    from pg_constraint c
   where c.contype = 'f' and c.conparentid = 0
   order by c.conrelid, c.conname`;

const VIEWS_SQL = `
  select c.oid::int as oid, r.ev_action::text as definition
    from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_rewrite r on r.ev_class = c.oid
   where c.relkind in ('v', 'm') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;

const PROCS_SQL = `
  select p.oid::int as oid, n.nspname as schema, p.proname::text as name, p.pronargs::int as nargs,
         p.pronargdefaults::int as nargdefaults, p.proretset as returns_set, p.prorows::float8 as prorows, p.prorettype = 'pg_catalog.void'::regtype as returns_void,
         rt.typtype::text as return_kind, coalesce(rt.typrelid, 0)::int as return_relid,
         format_type(p.prorettype, null) as return_type, p.provolatile::text as volatility,
         p.proargnames::text[] as arg_names, p.proargmodes::text[] as arg_modes, p.provariadic <> 0 as variadic,
         array(select format_type(x, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(x, ord) order by ord) as arg_types,
         array(select x::int from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(x, ord) order by ord) as arg_type_oids,
         array(select coalesce(t.typrelid, 0)::int from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(x, ord)
                 left join pg_type t on t.oid = u.x order by ord) as arg_relids
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
   where n.nspname = any($1::text[]) and p.prokind = 'f' and p.prorettype <> 'pg_catalog.trigger'::regtype`;

/** Domains with a representation: an implicit cast through a function to or from json or text (PostgREST's domain representations). */
const REPRESENTATIONS_SQL = `
  select distinct case when st.typtype = 'd' then c.castsource else c.casttarget end::int as domain
    from pg_cast c join pg_type st on st.oid = c.castsource join pg_type tt on tt.oid = c.casttarget
   where c.castcontext = 'i' and c.castmethod = 'f'
     and ((st.typtype = 'd' and c.casttarget in ('pg_catalog.json'::regtype, 'pg_catalog.text'::regtype))
       or (tt.typtype = 'd' and c.castsource in ('pg_catalog.json'::regtype, 'pg_catalog.text'::regtype)))`;

const ROLE_SETTINGS_SQL = `
  select coalesce(r.rolname, '') as role, s.setconfig::text[] as settings
    from pg_db_role_setting s left join pg_roles r on r.oid = s.setrole
   where s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
   order by s.setdatabase, s.setrole`;

/** The settings that PostgREST reads from the database (its "in-database configuration"), for its authenticator role or the database. */
function readSettings(rows: { role: string; settings: string[] }[]) {
  const statementTimeoutMs = new Map<string, number>();
  const pgrst = new Map<string, string>();
  for (const { role, settings } of rows) {
    for (const setting of settings) {
      const [name = '', value = ''] = setting.split(/=(.*)/s);
      if (name === 'statement_timeout' && role) {
        const ms = parseTimeSetting(value);
        if (ms !== undefined) statementTimeoutMs.set(role, ms);
      }
      if (name.startsWith('pgrst.') && (role === '' || role === 'authenticator'))
        pgrst.set(name.slice('pgrst.'.length), value);
    }
  }
  const flag = (name: string, fallback: boolean) => {
    const value = pgrst.get(name)?.trim().toLowerCase();
    return value === undefined ? fallback : ['true', 'on', '1', 'yes'].includes(value);
  };
  return {
    statementTimeoutMs,
    settings: {
      planEnabled: flag('db_plan_enabled', false),
      aggregatesEnabled: flag('db_aggregates_enabled', true),
    },
  };
}

export async function loadCatalog(db: Database, schemas: readonly string[]): Promise<Catalog> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('search_path', '', true)`);
    const relations = (await tx.query<RelationRow>(RELATIONS_SQL)).rows;
    const columns = (await tx.query<ColumnRow>(COLUMNS_SQL)).rows;
    const foreignKeys = (
      await tx.query<ForeignKey & { attnums: number[]; foreign_attnums: number[] }>(FOREIGN_KEYS_SQL)
    ).rows;
    const views = (await tx.query<{ oid: number; definition: string }>(VIEWS_SQL)).rows;
    const procs = (await tx.query<ProcRow>(PROCS_SQL, [[...schemas]])).rows;
    const roleSettings = (await tx.query<{ role: string; settings: string[] }>(ROLE_SETTINGS_SQL)).rows;
    const typeNames = (
      await tx.query<{ name: string; sql_name: string }>(
        `select t.typname::text as name, format_type(t.oid, null) as sql_name from pg_type t join pg_namespace n on n.oid = t.typnamespace
        where t.typtype in ('b', 'c', 'd', 'e', 'r', 'm') and (n.nspname = 'pg_catalog' or n.nspname = any($1::text[]))`,
        [[...schemas, 'extensions']],
      )
    ).rows;
    const represented = new Set(
      (await tx.query<{ domain: number }>(REPRESENTATIONS_SQL)).rows.map((r) => r.domain),
    );
    const timezones = await tx.query<{ name: string }>('select name from pg_catalog.pg_timezone_names').then(
      (r) => r.rows,
      () => [],
    );
    const postgis =
      (
        await tx.query<{ present: boolean }>(
          `select exists (select 1 from pg_proc where proname = 'st_asgeojson') as present`,
        )
      ).rows[0]?.present ?? false;

    const exposed = new Set(schemas);
    const byOid = new Map<number, RelationRow>(relations.map((r) => [r.oid, r]));
    const columnsByRel = new Map<number, ColumnRow[]>();
    for (const column of columns)
      columnsByRel.set(column.relid, [...(columnsByRel.get(column.relid) ?? []), column]);
    const columnMap = (relid: number) =>
      new Map(
        (columnsByRel.get(relid) ?? []).map((c) => [
          c.name,
          {
            name: c.name,
            type: c.type,
            baseType: c.base_type,
            nullable: c.nullable,
            default: c.default,
            ...(represented.has(c.type_oid) ? { representation: true } : {}),
          } satisfies Column,
        ]),
      );

    const tables = new Map<string, Table>();
    for (const r of relations) {
      if (!exposed.has(r.schema)) continue;
      tables.set(qualifiedKey(r.schema, r.name), {
        schema: r.schema,
        name: r.name,
        isView: r.kind === 'v' || r.kind === 'm',
        isTable: r.kind === 'r' || r.kind === 'p',
        insertable: r.insertable,
        updatable: r.updatable,
        deletable: r.deletable,
        columns: columnMap(r.oid),
        primaryKey: r.pk,
        computed: new Map(),
      });
    }

    // Views: which base-table column each view column shows (PostgREST's view key dependencies).
    const viewSources: ViewColumnSource[] = [];
    for (const view of views) {
      const viewColumns = columnsByRel.get(view.oid) ?? [];
      for (const entry of viewTargetList(view.definition)) {
        const column = viewColumns.find((c) => c.num === entry.resno);
        if (column && entry.resorigtbl)
          viewSources.push({
            view: view.oid,
            column: column.name,
            table: entry.resorigtbl,
            attnum: entry.resorigcol,
          });
      }
    }

    const routines = new Map<string, Routine[]>();
    const computedRels: { function: QualifiedName; table: number; foreignTable: number; toOne: boolean }[] =
      [];
    for (const p of procs) {
      const inputs: RoutineParam[] = [];
      const outputs: Column[] = [];
      const inputRelids: number[] = [];
      p.arg_types.forEach((type, i) => {
        const mode = p.arg_modes?.[i] ?? 'i';
        const name = p.arg_names?.[i] ?? '';
        if (mode === 'i' || mode === 'b' || mode === 'v') {
          inputs.push({ name, type: passableType(type), required: false, variadic: mode === 'v' });
          inputRelids.push(p.arg_relids[i] ?? 0);
        }
        if (mode === 'o' || mode === 'b' || mode === 't')
          outputs.push({ name, type, baseType: type, nullable: true, default: null });
      });
      const firstDefault = inputs.length - p.nargdefaults;
      inputs.forEach((param, i) => {
        param.required = i < firstDefault;
      });

      // A function of one table row: a computed field, or a computed relationship when it returns rows of a relation.
      const argRel = byOid.get(inputRelids[0] ?? 0);
      const retRel = byOid.get(p.return_relid);
      if (inputs.length >= 1 && firstDefault <= 1 && argRel) {
        if (inputs.length === 1 && retRel) {
          computedRels.push({
            function: { schema: p.schema, name: p.name },
            table: argRel.oid,
            foreignTable: retRel.oid,
            toOne: !p.returns_set || p.prorows === 1,
          });
        } else if (!p.returns_set && argRel.schema === p.schema) {
          tables.get(qualifiedKey(argRel.schema, argRel.name))?.computed.set(p.name, {
            name: p.name,
            function: { schema: p.schema, name: p.name },
            returnType: p.return_type,
          });
        }
      }

      // Callable through /rpc: every parameter named, or a single unnamed json, jsonb, text, xml or bytea one.
      const unnamed = inputs.filter((a) => a.name === '');
      const callable =
        unnamed.length === 0 ||
        (inputs.length === 1 && ['json', 'jsonb', 'text', 'xml', 'bytea'].includes(inputs[0]!.type));
      if (!callable) continue;
      const composite =
        p.return_kind === 'c' || outputs.length > 0 || (p.return_kind === 'p' && p.return_type === 'record');
      const returnColumns = p.return_relid
        ? columnMap(p.return_relid)
        : new Map(outputs.map((c) => [c.name, c]));
      const routine: Routine = {
        schema: p.schema,
        name: p.name,
        params: inputs,
        returnsSet: p.returns_set,
        returnsVoid: p.returns_void,
        returnsComposite: composite,
        returnTable:
          retRel && retRel.kind !== 'c' && exposed.has(retRel.schema)
            ? { schema: retRel.schema, name: retRel.name }
            : undefined,
        returnColumns,
        returnType: p.return_type,
        volatility: (p.volatility as Routine['volatility']) ?? 'v',
      };
      const key = qualifiedKey(p.schema, p.name);
      routines.set(key, [...(routines.get(key) ?? []), routine]);
    }

    const relationships = buildRelationships({
      exposed,
      relations: relations.map((r) => ({
        oid: r.oid,
        schema: r.schema,
        name: r.name,
        isView: r.kind === 'v' || r.kind === 'm',
        primaryKey: r.pk,
      })),
      foreignKeys,
      viewSources,
      computed: computedRels,
      attname: (relid, attnum) => columnsByRel.get(relid)?.find((c) => c.num === attnum)?.name,
      attnum: (relid, column) => columnsByRel.get(relid)?.find((c) => c.name === column)?.num,
    });

    const { statementTimeoutMs, settings } = readSettings(roleSettings);
    return {
      schemas,
      tables,
      routines,
      relationships,
      statementTimeoutMs,
      settings,
      timezones: new Set(timezones.map((t) => t.name)),
      types: new Set([
        ...SQL_TYPE_ALIASES,
        ...typeNames.flatMap((t) => [t.name.toLowerCase(), t.sql_name.toLowerCase().replace(/^.*\./, '')]),
      ]),
      postgis,
      table: (schema: string, name: string) => tables.get(qualifiedKey(schema, name)),
    };
  });
}

/** SQL's own spellings of built-in types, which are no type's catalog name. */
const SQL_TYPE_ALIASES = [
  'int',
  'integer',
  'smallint',
  'bigint',
  'decimal',
  'dec',
  'float',
  'double precision',
  'real',
  'boolean',
  'char',
  'character',
  'varchar',
  'character varying',
  'timestamp',
  'timestamptz',
  'time',
  'timetz',
];

/** Arguments of a fixed-length character type are passed as varying ones, so a value is never cut short. */
function passableType(type: string): string {
  if (type === 'character' || type === 'bit') return `${type} varying`;
  if (type === 'character[]' || type === 'bit[]') return `${type.slice(0, -2)} varying[]`;
  return type;
}

/**
 * The top-level target list of a view's rewrite rule (pg_node_tree text): for each output column its
 * position and, when it shows a column of a relation as it is, that relation and column. This is what
 * PostgREST's schema cache reads to carry foreign keys over to views.
 */
function viewTargetList(definition: string): { resno: number; resorigtbl: number; resorigcol: number }[] {
  // The rule's action list is "({QUERY ...})": find the first QUERY node's own :targetList.
  const start = definition.indexOf('{QUERY');
  if (start === -1) return [];
  const fields = nodeFields(definition, start);
  const list = fields.get('targetList');
  if (!list || !list.startsWith('(')) return [];
  const entries: { resno: number; resorigtbl: number; resorigcol: number }[] = [];
  for (let i = 1; i < list.length; i++) {
    if (list.startsWith('{TARGETENTRY', i)) {
      const entry = nodeFields(list, i);
      entries.push({
        resno: Number(entry.get('resno') ?? 0),
        resorigtbl: Number(entry.get('resorigtbl') ?? 0),
        resorigcol: Number(entry.get('resorigcol') ?? 0),
      });
      i = skipValue(list, i) - 1;
    }
  }
  return entries;
}

/** The `:field value` pairs of the node starting at text[start] ('{'), values as raw text. */
function nodeFields(text: string, start: number): Map<string, string> {
  const fields = new Map<string, string>();
  let i = start + 1;
  while (i < text.length && text[i] !== '}') {
    if (text[i] === ':') {
      const nameEnd = text.indexOf(' ', i);
      const name = text.slice(i + 1, nameEnd);
      let valueStart = nameEnd + 1;
      while (text[valueStart] === ' ') valueStart++;
      const valueEnd = skipValue(text, valueStart);
      fields.set(name, text.slice(valueStart, valueEnd).trim());
      i = valueEnd;
    } else {
      i++;
    }
  }
  return fields;
}

/** The index just past the value starting at text[i]: a node {…}, a list (…), or a token up to a space or closing bracket. */
function skipValue(text: string, i: number): number {
  const open = text[i];
  if (open === '{' || open === '(') {
    let depth = 0;
    for (let j = i; j < text.length; j++) {
      const ch = text[j];
      if (ch === '\\') {
        j++;
        continue;
      }
      if (ch === '{' || ch === '(') depth++;
      else if (ch === '}' || ch === ')') {
        depth--;
        if (depth === 0) return j + 1;
      }
    }
    return text.length;
  }
  if (open === '[') {
    const close = text.indexOf(']', i);
    return close === -1 ? text.length : close + 1;
  }
  let j = i;
  while (j < text.length && text[j] !== ' ' && text[j] !== '}' && text[j] !== ')') {
    if (text[j] === '\\') j++;
    j++;
  }
  return j;
}
