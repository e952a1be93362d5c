// PostgREST's "schema cache": the tables, columns and functions the API exposes (schema public).
// Every identifier in a request is checked against it before it reaches SQL, and column types from
// it give each bound parameter its cast. Types are read without their modifier (varchar, not
// varchar(3); bpchar, not character = char(1)), since a cast to one would truncate or round the value.
import type { Sql } from '../db/database.ts';

export type Column = { name: string; type: string };
export type Table = { name: string; columns: Map<string, Column>; primaryKey: string[] };
export type FunctionArg = { name: string; type: string; hasDefault: boolean };
export type DbFunction = {
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  /** 'c' composite (a table row), 'b' base, 'p' pseudo (void, record), 'd' domain, 'e' enum ... */
  returnKind: string;
  returnsVoid: boolean;
};

export type Catalog = {
  tables: Map<string, Table>;
  functions: Map<string, DbFunction[]>;
  /** statement_timeout per API role from `alter role ... set` (PostgREST's impersonated role settings). */
  statementTimeoutMs: Map<string, number>;
};

const TIME_UNITS_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, min: 60_000, h: 3_600_000, d: 86_400_000 };

/** A Postgres time setting ('3s', '500ms', '2min', a bare number of milliseconds) in milliseconds; 0 is none. */
export function parseTimeSetting(value: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*$/.exec(value);
  if (!match) return undefined;
  return Number(match[1]) * TIME_UNITS_MS[match[2] ?? 'ms']!;
}

export const EXPOSED_SCHEMA = 'public';

export async function loadCatalog(sql: Sql): Promise<Catalog> {
  const columns = await sql.query<{ table: string; column: string; type: string }>(
    `select c.relname as table, a.attname as column, format_type(a.atttypid, -1) as type
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
      order by c.relname, a.attnum`,
    [EXPOSED_SCHEMA],
  );
  const keys = await sql.query<{ table: string; columns: string[] }>(
    `select c.relname as table,
            array(select a.attname from unnest(i.indkey::int2[]) with ordinality k(attnum, ord)
                    join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum order by k.ord)::text[] as columns
       from pg_index i
       join pg_class c on c.oid = i.indrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and i.indisprimary`,
    [EXPOSED_SCHEMA],
  );
  const functions = await sql.query<{
    name: string; nargdefaults: number; returns_set: boolean; return_kind: string; returns_void: boolean;
    arg_names: string[] | null; arg_modes: string[] | null; arg_types: string[];
  }>(
    `select p.proname as name, p.pronargdefaults::int as nargdefaults, p.proretset as returns_set,
            t.typtype::text as return_kind, p.prorettype = 'void'::regtype as returns_void,
            p.proargnames::text[] as arg_names, p.proargmodes::text[] as arg_modes,
            array(select format_type(x, -1) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]))
                    with ordinality u(x, ord) order by ord)::text[] as arg_types
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type t on t.oid = p.prorettype
      where n.nspname = $1 and p.prokind = 'f'`,
    [EXPOSED_SCHEMA],
  );

  const roleSettings = await sql.query<{ role: string; settings: string[] }>(
    `select r.rolname as role, s.setconfig::text[] as settings
       from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
      where s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
      order by s.setdatabase`,
  );
  const statementTimeoutMs = new Map<string, number>();
  for (const { role, settings } of roleSettings.rows) {
    for (const setting of settings) {
      const [name, value = ''] = setting.split(/=(.*)/s);
      const ms = name === 'statement_timeout' ? parseTimeSetting(value) : undefined;
      if (ms !== undefined) statementTimeoutMs.set(role, ms);
    }
  }

  const tables = new Map<string, Table>();
  for (const row of columns.rows) {
    let table = tables.get(row.table);
    if (!table) {
      table = { name: row.table, columns: new Map(), primaryKey: [] };
      tables.set(row.table, table);
    }
    table.columns.set(row.column, { name: row.column, type: row.type });
  }
  for (const row of keys.rows) {
    const table = tables.get(row.table);
    if (table) table.primaryKey = row.columns;
  }

  const byName = new Map<string, DbFunction[]>();
  for (const row of functions.rows) {
    const inputs: { name: string; type: string }[] = [];
    row.arg_types.forEach((type, i) => {
      const mode = row.arg_modes?.[i] ?? 'i';
      if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push({ name: row.arg_names?.[i] ?? '', type });
    });
    const firstDefault = inputs.length - row.nargdefaults;
    const fn: DbFunction = {
      name: row.name,
      args: inputs.map((arg, i) => ({ ...arg, hasDefault: i >= firstDefault })),
      returnsSet: row.returns_set,
      returnKind: row.return_kind,
      returnsVoid: row.returns_void,
    };
    byName.set(row.name, [...(byName.get(row.name) ?? []), fn]);
  }
  return { tables, functions: byName, statementTimeoutMs };
}
