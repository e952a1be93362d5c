// What a database holds, read from its catalog as one entry per object (schema, table, column, view,
// sequence, type, constraint, index, trigger, policy, function, default privileges, rule, event trigger,
// publication, extension), each with its definition, owner, privileges and comment, so that two
// databases can be compared object by object. The schema check compares the database the migrations
// build with the one supabase/schemas builds; anything either has that the other lacks is a difference.
// Migra (the diff the Supabase CLI runs) leaves out comments, function and column privileges and
// schema privileges; this catalog has them, and privilegeAndCommentSql() writes the statements for them.
//
// Left out: what belongs to PostgreSQL itself (pg_catalog, information_schema, the toast and temp
// schemas), objects an extension owns, supabase_migrations (the migration history, not the schema),
// and roles, which are the cluster's and not one database's.
import type { Sql } from './database.ts';

type CatalogObject = {
  /** Its kind and name as SQL writes them: `function public.get_report(text)`, `column public.reports.name`. */
  key: string;
  /** What it is, without owner, privileges and comment (columns: type, default, nullability; functions: the whole definition). */
  definition: string;
  owner: string | null;
  /** Its privileges as sorted aclitems (`grantee=privileges/grantor`, an empty grantee is PUBLIC); null when it has none to grant. */
  acl: string[] | null;
  comment: string | null;
};

export type Catalog = Map<string, CatalogObject>;

const EXCLUDED_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast', 'supabase_migrations')
  and n.nspname not like 'pg\\_temp\\_%' and n.nspname not like 'pg\\_toast\\_temp\\_%'`;

/** Objects an extension created: they come and go with the extension, which has an entry of its own. */
const NOT_FROM_EXTENSION = (catalog: string, oid: string) =>
  `not exists (select from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${oid}
                 and d.deptype = 'e')`;

/** aclitem[] as sorted text, the default privileges when the catalog stores none (NULL). */
const ACL = (acl: string, kind: string, owner: string) =>
  `(select array_agg(a::text order by a::text) from unnest(coalesce(${acl}, acldefault(${kind}, ${owner}))) a)`;

const RELATION_KINDS: Record<string, string> = {
  r: 'table',
  p: 'table',
  v: 'view',
  m: 'materialized view',
  S: 'sequence',
  f: 'foreign table',
};

/**
 * One query per kind of object. Each returns key, definition, owner, acl and comment; names are
 * qualified because the catalog is read with an empty search_path.
 */
const QUERIES: string[] = [
  // Schemas.
  `select 'schema ' || quote_ident(n.nspname) as key, '' as definition,
          pg_get_userbyid(n.nspowner) as owner, ${ACL('n.nspacl', `'n'`, 'n.nspowner')} as acl,
          obj_description(n.oid, 'pg_namespace') as comment
     from pg_namespace n where ${EXCLUDED_SCHEMAS}`,
  // Extensions.
  `select 'extension ' || quote_ident(e.extname), 'schema ' || quote_ident(n.nspname) || ' version ' || e.extversion,
          pg_get_userbyid(e.extowner), null, obj_description(e.oid, 'pg_extension')
     from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname <> 'plpgsql'`,
  // Tables, views, sequences: their own properties; the columns are entries of their own (below), and
  // the order of the columns is part of the relation (select * and row types follow it).
  `select (case c.relkind ${Object.entries(RELATION_KINDS)
    .map(([k, word]) => `when '${k}' then '${word} '`)
    .join(' ')} end) || c.oid::regclass::text,
          concat_ws(E'\\n',
            case when c.relkind in ('r', 'p', 'v', 'm', 'f') then 'columns: ' || coalesce((
              select string_agg(quote_ident(a.attname), ', ' order by a.attnum) from pg_attribute a
               where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '') end,
            case when c.relpersistence = 'u' then 'unlogged' end,
            case when c.relrowsecurity then 'row level security enabled' end,
            case when c.relforcerowsecurity then 'row level security forced' end,
            case when c.relreplident not in ('d', 'n') or (c.relreplident = 'n' and c.relkind = 'r')
                 then 'replica identity ' || c.relreplident::text end,
            case when c.reloptions is not null then 'with (' || array_to_string(c.reloptions, ', ') || ')' end,
            case when c.relkind = 'p' then 'partition by ' || pg_get_partkeydef(c.oid) end,
            case when c.relispartition then 'partition of ' || (select i.inhparent::regclass::text from pg_inherits i
                  where i.inhrelid = c.oid) || ' ' || pg_get_expr(c.relpartbound, c.oid) end,
            (select 'inherits ' || string_agg(i.inhparent::regclass::text, ', ' order by i.inhseqno)
               from pg_inherits i where i.inhrelid = c.oid and not c.relispartition),
            case when c.relkind in ('v', 'm') then 'as' || E'\\n' || pg_get_viewdef(c.oid, true) end,
            (select format('%s start %s increment %s minimum %s maximum %s cache %s%s', s.seqtypid::regtype,
                           s.seqstart, s.seqincrement, s.seqmin, s.seqmax, s.seqcache,
                           case when s.seqcycle then ' cycle' else '' end)
               from pg_sequence s where s.seqrelid = c.oid),
            (select 'owned by ' || d.refobjid::regclass::text || '.' || quote_ident(a.attname)
                    || case when d.deptype = 'i' then ' (identity)' else '' end
               from pg_depend d join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
              where c.relkind = 'S' and d.classid = 'pg_class'::regclass and d.objid = c.oid
                and d.refobjsubid > 0 and d.deptype in ('a', 'i'))),
          pg_get_userbyid(c.relowner),
          ${ACL('c.relacl', `(case when c.relkind = 'S' then 's' else 'r' end)::"char"`, 'c.relowner')},
          obj_description(c.oid, 'pg_class')
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and ${EXCLUDED_SCHEMAS}
      and ${NOT_FROM_EXTENSION('pg_class', 'c.oid')}`,
  // Columns of tables and views (and attributes of composite types).
  `select 'column ' || c.oid::regclass::text || '.' || quote_ident(a.attname),
          concat_ws(' ', format_type(a.atttypid, a.atttypmod),
            case when a.attcollation <> t.typcollation then 'collate ' || a.attcollation::regcollation::text end,
            case when a.attnotnull then 'not null' end,
            case when a.attidentity = 'a' then 'generated always as identity'
                 when a.attidentity = 'd' then 'generated by default as identity' end,
            case when a.attgenerated = 's' then 'generated always as (' || pg_get_expr(ad.adbin, ad.adrelid) || ') stored'
                 when ad.adbin is not null then 'default ' || pg_get_expr(ad.adbin, ad.adrelid) end),
          null,
          (select array_agg(x::text order by x::text) from unnest(a.attacl) x),
          col_description(c.oid, a.attnum)
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid
     join pg_namespace n on n.oid = c.relnamespace
     join pg_type t on t.oid = a.atttypid
     left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
    where a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')
      and ${EXCLUDED_SCHEMAS} and ${NOT_FROM_EXTENSION('pg_class', 'c.oid')}`,
  // Types of their own: enums (their labels in order), domains, composite types (their attributes are
  // columns above), ranges.
  `select 'type ' || t.oid::regtype::text,
          case t.typtype
            when 'e' then 'enum (' || (select string_agg(quote_literal(e.enumlabel), ', ' order by e.enumsortorder)
                                         from pg_enum e where e.enumtypid = t.oid) || ')'
            when 'd' then concat_ws(' ', 'domain ' || format_type(t.typbasetype, t.typtypmod),
                                    case when t.typnotnull then 'not null' end,
                                    case when t.typdefault is not null then 'default ' || t.typdefault end)
            when 'c' then 'composite (' || (select string_agg(quote_ident(a.attname), ', ' order by a.attnum)
                                              from pg_attribute a
                                             where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped) || ')'
            when 'r' then 'range of ' || (select r.rngsubtype::regtype::text from pg_range r where r.rngtypid = t.oid)
            else 'type ' || t.typtype::text end,
          pg_get_userbyid(t.typowner), ${ACL('t.typacl', `'T'`, 't.typowner')}, obj_description(t.oid, 'pg_type')
     from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where t.typtype in ('e', 'd', 'c', 'r')
      and (t.typrelid = 0 or (select c.relkind from pg_class c where c.oid = t.typrelid) = 'c')
      and ${EXCLUDED_SCHEMAS} and ${NOT_FROM_EXTENSION('pg_type', 't.oid')}`,
  // Constraints of tables and domains (NOT NULL is the column's, in PostgreSQL 15).
  `select 'constraint ' || quote_ident(k.conname) || ' on '
          || case when k.conrelid <> 0 then k.conrelid::regclass::text else 'domain ' || k.contypid::regtype::text end,
          pg_get_constraintdef(k.oid, true), null, null, obj_description(k.oid, 'pg_constraint')
     from pg_constraint k join pg_namespace n on n.oid = k.connamespace
    where ${EXCLUDED_SCHEMAS} and ${NOT_FROM_EXTENSION('pg_constraint', 'k.oid')}
      and (k.conrelid <> 0 or k.contypid <> 0) and k.conparentid = 0`,
  // Indexes (those behind primary keys and unique constraints too: their names are the constraint's).
  `select 'index ' || i.indexrelid::regclass::text, pg_get_indexdef(i.indexrelid), null, null,
          obj_description(i.indexrelid, 'pg_class')
     from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
    where ${EXCLUDED_SCHEMAS} and ${NOT_FROM_EXTENSION('pg_class', 'i.indrelid')}`,
  // Triggers (not the internal ones behind foreign keys).
  `select 'trigger ' || quote_ident(g.tgname) || ' on ' || g.tgrelid::regclass::text,
          pg_get_triggerdef(g.oid, true) || case g.tgenabled when 'O' then '' else ' (enabled: ' || g.tgenabled::text || ')' end,
          null, null, obj_description(g.oid, 'pg_trigger')
     from pg_trigger g join pg_class c on c.oid = g.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where not g.tgisinternal and ${EXCLUDED_SCHEMAS}`,
  // Row-level security policies.
  `select 'policy ' || quote_ident(p.polname) || ' on ' || p.polrelid::regclass::text,
          concat_ws(E'\\n',
            'as ' || case when p.polpermissive then 'permissive' else 'restrictive' end
              || ' for ' || case p.polcmd when 'r' then 'select' when 'a' then 'insert' when 'w' then 'update'
                                          when 'd' then 'delete' else 'all' end
              || ' to ' || (select string_agg(case when r = 0 then 'public' else quote_ident(pg_get_userbyid(r)) end,
                                              ', ' order by 1) from unnest(p.polroles) r),
            'using (' || pg_get_expr(p.polqual, p.polrelid) || ')',
            'with check (' || pg_get_expr(p.polwithcheck, p.polrelid) || ')'),
          null, null, obj_description(p.oid, 'pg_policy')
     from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
    where ${EXCLUDED_SCHEMAS}`,
  // Functions and procedures: the whole definition as PostgreSQL prints it (signature, return type,
  // language, volatility, security, settings and the body as written).
  `select case p.prokind when 'p' then 'procedure ' when 'a' then 'aggregate ' when 'w' then 'window function '
                         else 'function ' end || p.oid::regprocedure::text,
          case when p.prokind in ('f', 'p', 'w') then pg_get_functiondef(p.oid)
               else 'aggregate returning ' || p.prorettype::regtype::text end,
          pg_get_userbyid(p.proowner), ${ACL('p.proacl', `'f'`, 'p.proowner')}, obj_description(p.oid, 'pg_proc')
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where ${EXCLUDED_SCHEMAS} and ${NOT_FROM_EXTENSION('pg_proc', 'p.oid')}`,
  // Default privileges (what a role's new tables, functions, ... grant from the start).
  `select 'default privileges for role ' || quote_ident(pg_get_userbyid(d.defaclrole))
          || coalesce(' in schema ' || quote_ident(n.nspname), '') || ' on '
          || case d.defaclobjtype when 'r' then 'tables' when 'S' then 'sequences' when 'f' then 'functions'
                                   when 'T' then 'types' when 'n' then 'schemas' end,
          '', null, (select array_agg(a::text order by a::text) from unnest(d.defaclacl) a), null
     from pg_default_acl d left join pg_namespace n on n.oid = d.defaclnamespace`,
  // Rules (other than the ones views are made of).
  `select 'rule ' || quote_ident(r.rulename) || ' on ' || r.ev_class::regclass::text, pg_get_ruledef(r.oid, true),
          null, null, obj_description(r.oid, 'pg_rewrite')
     from pg_rewrite r join pg_class c on c.oid = r.ev_class join pg_namespace n on n.oid = c.relnamespace
    where r.rulename <> '_RETURN' and ${EXCLUDED_SCHEMAS}`,
  // Event triggers and publications belong to the database, not a schema.
  `select 'event trigger ' || quote_ident(e.evtname),
          concat_ws(' ', 'on ' || e.evtevent, 'execute function ' || e.evtfoid::regprocedure::text,
                    'tags ' || array_to_string(e.evttags, ', '), '(enabled: ' || e.evtenabled::text || ')'),
          pg_get_userbyid(e.evtowner), null, obj_description(e.oid, 'pg_event_trigger')
     from pg_event_trigger e`,
  `select 'publication ' || quote_ident(p.pubname),
          concat_ws(E'\\n', case when p.puballtables then 'for all tables' end,
            (select 'tables ' || string_agg(r.prrelid::regclass::text, ', ' order by 1) from pg_publication_rel r
              where r.prpubid = p.oid)),
          pg_get_userbyid(p.pubowner), null, obj_description(p.oid, 'pg_publication')
     from pg_publication p`,
];

type Row = {
  key: string;
  definition: string | null;
  owner: string | null;
  acl: string[] | null;
  comment: string | null;
};

/** Reads the catalog, inside a transaction of the caller's (its search_path is set for the transaction). */
export async function readCatalog(tx: Sql): Promise<Catalog> {
  const catalog: Catalog = new Map();
  // With an empty search_path every name the catalog prints is schema-qualified (pg_catalog's aside).
  await tx.query(`select set_config('search_path', '', true)`);
  for (const query of QUERIES) {
    const { rows } = await tx.query<Row>(
      `select key, coalesce(definition, '') as definition, owner, acl, comment
         from (${query}) as o (key, definition, owner, acl, comment)`,
    );
    for (const row of rows) catalog.set(row.key, { ...row, definition: row.definition ?? '' });
  }
  return catalog;
}

export type CatalogDifference = {
  key: string;
  from: CatalogObject | undefined;
  to: CatalogObject | undefined;
};

const FIELDS = ['definition', 'owner', 'acl', 'comment'] as const;

const same = (a: CatalogObject, b: CatalogObject) =>
  FIELDS.every((field) => JSON.stringify(a[field]) === JSON.stringify(b[field]));

/** The objects that are not the same in both catalogs, by key. */
export function compareCatalogs(from: Catalog, to: Catalog): CatalogDifference[] {
  const keys = [...new Set([...from.keys(), ...to.keys()])].sort();
  return keys
    .map((key) => ({ key, from: from.get(key), to: to.get(key) }))
    .filter(({ from: a, to: b }) => !a || !b || !same(a, b));
}

/** Lines of `before` and `after` as a diff: unchanged lines start with two spaces, removed with -, added with +. */
function lineDiff(before: string, after: string, context = 2): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  // The longest common subsequence, by dynamic programming from the end (the texts are small).
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const lines: { mark: ' ' | '-' | '+'; text: string }[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push({ mark: ' ', text: a[i]! });
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!))
      lines.push({ mark: '+', text: b[j++]! });
    else lines.push({ mark: '-', text: a[i++]! });
  }
  // Unchanged lines only near a change; a gap between two changes is shown as "...".
  const near = lines.map((_, k) =>
    lines.slice(Math.max(0, k - context), k + context + 1).some((line) => line.mark !== ' '),
  );
  const shown: string[] = [];
  lines.forEach((line, k) => {
    if (near[k]) shown.push(`${line.mark} ${line.text}`);
    else if (near[k - 1]) shown.push('  ...');
  });
  return shown;
}

/**
 * The differences for a person to read: what only one side has, and for what both have, which of its
 * definition, owner, privileges and comment differ, each as a diff from `fromName` to `toName`.
 */
export function describeDifferences(
  differences: CatalogDifference[],
  fromName: string,
  toName: string,
): string {
  const text = (o: CatalogObject, field: (typeof FIELDS)[number]) => {
    const value = o[field];
    return Array.isArray(value) ? value.join('\n') : (value ?? '(none)');
  };
  return differences
    .map(({ key, from, to }) => {
      if (!to) return `- ${key}: only in ${fromName}`;
      if (!from) return `+ ${key}: only in ${toName}`;
      const parts = FIELDS.filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field])).map(
        (field) =>
          `    ${field === 'acl' ? 'privileges' : field}:\n${lineDiff(text(from, field), text(to, field))
            .map((line) => `      ${line}`)
            .join('\n')}`,
      );
      return `~ ${key}: differs\n${parts.join('\n')}`;
    })
    .join('\n');
}

const PRIVILEGES: Record<string, string> = {
  r: 'select',
  a: 'insert',
  w: 'update',
  d: 'delete',
  D: 'truncate',
  x: 'references',
  t: 'trigger',
  X: 'execute',
  U: 'usage',
  C: 'create',
  c: 'connect',
  T: 'temporary',
  m: 'maintain',
};

/** grantee -> privilege letters (with * after one granted with grant option), from sorted aclitems. */
function grantsOf(acl: string[] | null): Map<string, string> {
  const grants = new Map<string, string>();
  for (const item of acl ?? []) {
    const match = /^(.*)=([a-zA-Z*]*)\/.*$/.exec(item);
    if (match) grants.set(match[1]!.replace(/^"(.*)"$/, '$1'), match[2]!);
  }
  return grants;
}

const quoteIdent = (name: string) =>
  /^[a-z_][a-z0-9_$]*$/.test(name) ? name : `"${name.replace(/"/g, '""')}"`;
const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** `grant`/`revoke` for one object's changed grantees (a revoked grantee loses all, then gets the new set). */
function privilegeSql(key: string, from: string[] | null, to: string[] | null): string[] {
  const before = grantsOf(from);
  const after = grantsOf(to);
  const column = /^column (.+)\.("(?:[^"]|"")+"|[^.]+)$/.exec(key);
  const defaults = /^default privileges for role (\S+)( in schema \S+)? on (\w+)$/.exec(key);
  const target = column
    ? (privileges: string) => `${privileges} (${column[2]}) on table ${column[1]}`
    : defaults
      ? (privileges: string) => `${privileges} on ${defaults[3]}`
      : (privileges: string) =>
          `${privileges} on ${key.replace(/^(view|materialized view|foreign table) /, 'table ')}`;
  const prefix = defaults ? `alter default privileges for role ${defaults[1]}${defaults[2] ?? ''} ` : '';
  const statements: string[] = [];
  for (const grantee of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    const had = before.get(grantee) ?? '';
    const has = after.get(grantee) ?? '';
    if (had === has) continue;
    const who = grantee === '' ? 'public' : quoteIdent(grantee);
    if (had) statements.push(`${prefix}revoke ${target('all')} from ${who};`);
    const letters = has.replace(/\*/g, '');
    if (letters) {
      const words = [...letters].map((letter) => PRIVILEGES[letter] ?? letter).join(', ');
      statements.push(
        `${prefix}grant ${target(words)} to ${who}${has.includes('*') ? ' with grant option' : ''};`,
      );
    }
  }
  return statements;
}

/**
 * The statements that give `from`'s objects the privileges and comments they have in `to` (for the
 * objects both have): what migra does not write.
 */
export function privilegeAndCommentSql(from: Catalog, to: Catalog): string[] {
  const statements: string[] = [];
  for (const [key, wanted] of to) {
    const current = from.get(key);
    if (!current) continue;
    if (JSON.stringify(current.acl) !== JSON.stringify(wanted.acl))
      statements.push(...privilegeSql(key, current.acl, wanted.acl));
    if (current.comment !== wanted.comment && !key.startsWith('default privileges '))
      statements.push(
        `comment on ${key} is ${wanted.comment === null ? 'null' : quoteLiteral(wanted.comment)};`,
      );
  }
  return statements;
}
