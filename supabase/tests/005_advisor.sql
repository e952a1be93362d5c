-- The rules of Supabase's Security and Performance Advisor, as our own checks: each check is a query
-- that lists the offending objects, and the database must give it nothing to list. Each check also
-- proves it can fire: a deliberately offending object is created inside a subtransaction, the check
-- must name it, and the subtransaction is rolled back. A check that can never fire fails this file.
begin;
create extension if not exists pgtap with schema extensions;
select plan(61);

-- The schemas the REST API exposes ([api] schemas in supabase/config.toml), written down once. private
-- is not exposed; the rules that are about hygiene rather than exposure (indexes, keys, search_path,
-- stored OIDs) look at it too.
create temporary table advisor_schemas (nspname name primary key, exposed boolean not null);
insert into advisor_schemas (nspname, exposed) values
  ('public', true),
  ('graphql_public', true),
  ('private', false);

-- Objects Supabase itself creates in these schemas (owned by supabase_admin, e.g. graphql_public's
-- functions) are not the project's to change; the function checks leave them out.
create function pg_temp.advisor_project_owned(owner oid) returns boolean
language sql stable as $$
  select pg_catalog.pg_get_userbyid(owner) <> 'supabase_admin'
$$;

-- Runs `setup` (statements that create an offending object) and reports whether the check function
-- `check_name` then lists something matching `pattern` (LIKE). Everything `setup` did is rolled back.
create function pg_temp.advisor_fires(check_name text, setup text, pattern text) returns boolean
language plpgsql as $$
declare
  hit boolean;
begin
  begin
    execute setup;
    execute format('select exists (select 1 from pg_temp.%I() as o (name) where o.name like %L)', check_name, pattern)
      into hit;
    raise exception using errcode = 'AV000', message = 'undo the self-test objects';
  exception when sqlstate 'AV000' then
    null;
  end;
  return hit;
end;
$$;


-- ============================================================ unindexed foreign keys (0001)
-- A foreign key without an index whose leading columns are its columns makes every delete or key
-- update on the referenced table scan the referencing table.
create function pg_temp.advisor_unindexed_foreign_keys() returns setof text
language sql set search_path = pg_catalog as $$
  select format('%I.%I (%I)', n.nspname, c.relname, fk.conname)
    from pg_constraint fk
    join pg_class c on c.oid = fk.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_temp.advisor_schemas s on s.nspname = n.nspname
   where fk.contype = 'f'
     and not exists (
       select 1
         from pg_index i
        where i.indrelid = fk.conrelid
          and i.indisvalid
          and i.indpred is null
          and i.indnkeyatts >= cardinality(fk.conkey)
          and (select array_agg(k.attnum order by k.attnum)
                 from unnest(i.indkey::int2[]) with ordinality as k (attnum, ord)
                where k.ord <= cardinality(fk.conkey))
              = (select array_agg(a order by a) from unnest(fk.conkey) as a))
$$;
select is_empty('select * from pg_temp.advisor_unindexed_foreign_keys()', 'advisor 0001: every foreign key has an index');
select ok(pg_temp.advisor_fires('advisor_unindexed_foreign_keys', $$
    create table public.advisor_probe_parent (id int primary key);
    create table public.advisor_probe_child (id int primary key, parent_id int references public.advisor_probe_parent);
  $$, 'public.advisor_probe_child (%'),
  'advisor 0001 self-test: a foreign key without an index is found');
select ok(not pg_temp.advisor_fires('advisor_unindexed_foreign_keys', $$
    create table public.advisor_probe_parent (id int primary key);
    create table public.advisor_probe_child (id int primary key, parent_id int references public.advisor_probe_parent);
    create index on public.advisor_probe_child (parent_id, id);
  $$, 'public.advisor_probe_child (%'),
  'advisor 0001 self-test: an index leading with the key''s columns satisfies the check');


-- ============================================================ auth.users exposed (0002)
-- A view in an exposed schema that reads auth.users (directly or through other views) can hand
-- e-mail addresses and metadata of every user to the API.
create function pg_temp.advisor_auth_users_exposed() returns setof text
language sql set search_path = pg_catalog as $$
  with recursive readers (view_oid) as (
    select r.ev_class
      from pg_rewrite r
      join pg_depend d on d.classid = 'pg_rewrite'::regclass and d.objid = r.oid
     where d.refclassid = 'pg_class'::regclass
       and d.refobjid = to_regclass('auth.users')
    union
    select r.ev_class
      from readers v
      join pg_depend d on d.refclassid = 'pg_class'::regclass and d.refobjid = v.view_oid
      join pg_rewrite r on d.classid = 'pg_rewrite'::regclass and d.objid = r.oid
     where r.ev_class <> v.view_oid
  )
  select format('%I.%I', n.nspname, c.relname)
    from readers v
    join pg_class c on c.oid = v.view_oid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_temp.advisor_schemas s on s.nspname = n.nspname and s.exposed
   where c.relkind in ('v', 'm')
$$;
select is_empty('select * from pg_temp.advisor_auth_users_exposed()', 'advisor 0002: no exposed view reads auth.users');
select ok(pg_temp.advisor_fires('advisor_auth_users_exposed', $$
    create view public.advisor_probe_users as select id, email from auth.users;
  $$, 'public.advisor_probe_users'),
  'advisor 0002 self-test: a view of auth.users in public is found');
select ok(pg_temp.advisor_fires('advisor_auth_users_exposed', $$
    create view private.advisor_probe_inner as select id, email from auth.users;
    create materialized view public.advisor_probe_outer as select email from private.advisor_probe_inner;
  $$, 'public.advisor_probe_outer'),
  'advisor 0002 self-test: a materialized view reading auth.users through another view is found');


-- ============================================================ auth calls per row in policies (0003)
-- auth.uid(), auth.jwt(), auth.role(), auth.email() and current_setting() written straight into a
-- policy are evaluated once per row; wrapped as (select auth.uid()) they are evaluated once per query.
-- Works on the deparsed expression: string literals are emptied, then parenthesised groups are
-- resolved from the innermost out -- a sub-select is dropped with everything in it (it runs once),
-- any other group keeps its contents with its parentheses turned into brackets. What is left is the
-- part evaluated per row; a call there shows up as `name[`.
create function pg_temp.advisor_calls_per_row(expr text) returns boolean
language plpgsql immutable as $$
declare
  s text := regexp_replace(coalesce(expr, ''), '''(?:[^'']|'''')*''', '''''', 'g');
  before_pass text;
  before_drop text;
begin
  loop
    before_pass := s;
    loop
      before_drop := s;
      s := regexp_replace(s, '\(\s*(SELECT|WITH)\M[^()]*\)', ' ', 'g');
      exit when s = before_drop;
    end loop;
    s := regexp_replace(s, '\(([^()]*)\)', '[\1]', 'g');
    exit when s = before_pass;
  end loop;
  return s ~ '(\mauth\.(uid|jwt|role|email)|\mcurrent_setting)\s*\[';
end;
$$;
create function pg_temp.advisor_auth_rls_initplan() returns setof text
language sql set search_path = pg_catalog as $$
  select format('%I.%I policy %I', n.nspname, c.relname, p.polname)
    from pg_policy p
    join pg_class c on c.oid = p.polrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_temp.advisor_schemas s on s.nspname = n.nspname and s.exposed
   where pg_temp.advisor_calls_per_row(pg_get_expr(p.polqual, p.polrelid))
      or pg_temp.advisor_calls_per_row(pg_get_expr(p.polwithcheck, p.polrelid))
$$;
select is_empty('select * from pg_temp.advisor_auth_rls_initplan()', 'advisor 0003: policies call auth functions once per query');
select ok(pg_temp.advisor_fires('advisor_auth_rls_initplan', $$
    create table public.advisor_probe (id int primary key, owner uuid);
    alter table public.advisor_probe enable row level security;
    create policy advisor_probe_own on public.advisor_probe for select to authenticated using (owner = auth.uid());
  $$, 'public.advisor_probe policy advisor_probe_own'),
  'advisor 0003 self-test: auth.uid() called per row is found');
select ok(pg_temp.advisor_fires('advisor_auth_rls_initplan', $$
    create table public.advisor_probe (id int primary key, owner uuid);
    alter table public.advisor_probe enable row level security;
    create policy advisor_probe_claims on public.advisor_probe for insert to authenticated
      with check (owner = (select auth.uid()) and current_setting('request.jwt.claims', true) is not null);
  $$, 'public.advisor_probe policy advisor_probe_claims'),
  'advisor 0003 self-test: current_setting() per row is found next to a wrapped auth.uid()');
select ok(not pg_temp.advisor_fires('advisor_auth_rls_initplan', $$
    create table public.advisor_probe (id int primary key, owner uuid);
    alter table public.advisor_probe enable row level security;
    create policy advisor_probe_wrapped on public.advisor_probe for select to authenticated
      using (owner = (select auth.uid()) and exists (select 1 where (select auth.jwt() ->> 'role') = 'authenticated'));
  $$, 'public.advisor_probe%'),
  'advisor 0003 self-test: calls wrapped in a sub-select pass');


-- ============================================================ tables without a primary key (0004)
create function pg_temp.advisor_no_primary_key() returns setof text
language sql set search_path = pg_catalog as $$
  select format('%I.%I', n.nspname, c.relname)
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_temp.advisor_schemas s on s.nspname = n.nspname
   where c.relkind in ('r', 'p')
     and not exists (select 1 from pg_constraint k where k.conrelid = c.oid and k.contype = 'p')
$$;
select is_empty('select * from pg_temp.advisor_no_primary_key()', 'advisor 0004: every table has a primary key');
select ok(pg_temp.advisor_fires('advisor_no_primary_key', $$
    create table private.advisor_probe (id int unique);
  $$, 'private.advisor_probe'),
  'advisor 0004 self-test: a table without a primary key is found');


-- ============================================================ multiple permissive policies (0006)
-- Permissive policies for the same role and action are OR-ed, and every one of them is evaluated for
-- every row: one policy per role and action is both faster and easier to reason about.
create function pg_temp.advisor_multiple_permissive_policies() returns setof text
language sql set search_path = pg_catalog as $$
  with policy_actions as (
    select p.polrelid, p.polname, p.polroles, a.action
      from pg_policy p
     cross join lateral unnest(case p.polcmd
                                 when '*' then array['SELECT', 'INSERT', 'UPDATE', 'DELETE']
                                 when 'r' then array['SELECT']
                                 when 'a' then array['INSERT']
                                 when 'w' then array['UPDATE']
                                 when 'd' then array['DELETE']
                               end) as a (action)
     where p.polpermissive
  ), api_roles as (
    select r.oid, r.rolname
      from pg_roles r
     where not r.rolsuper
       and (r.rolname in ('anon', 'authenticated', 'service_role')
            or r.oid in (select unnest(p.polroles) from pg_policy p))
  )
  select format('%I.%I: %s for %I (%s)', n.nspname, c.relname, pa.action, r.rolname,
                string_agg(pa.polname::text, ', ' order by pa.polname))
    from policy_actions pa
    join api_roles r
      on exists (select 1 from unnest(pa.polroles) as pr (oid)
                  where case when pr.oid = 0 then true else pg_has_role(r.oid, pr.oid, 'MEMBER') end)
    join pg_class c on c.oid = pa.polrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_temp.advisor_schemas s on s.nspname = n.nspname and s.exposed
   group by n.nspname, c.relname, pa.action, r.rolname
  having count(*) > 1
$$;
select is_empty('select * from pg_temp.advisor_multiple_permissive_policies()',
  'advisor 0006: at most one permissive policy per table, role and action');
select ok(pg_temp.advisor_fires('advisor_multiple_permissive_policies', $$
    create table public.advisor_probe (id int primary key, owner uuid);
    alter table public.advisor_probe enable row level security;
    create policy advisor_probe_all on public.advisor_probe for all using (owner = (select auth.uid()));
    create policy advisor_probe_read on public.advisor_probe for select to anon using (owner is null);
  $$, 'public.advisor_probe: SELECT for anon (advisor_probe_all, advisor_probe_read)'),
  'advisor 0006 self-test: a FOR ALL TO PUBLIC policy and a SELECT TO anon policy overlap for anon');


-- ============================================================ policies on a table without RLS (0007)
create function pg_temp.advisor_policy_without_rls() returns setof text
language sql set search_path = pg_catalog as $$
  select format('%I.%I', n.nspname, c.relname)
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_temp.advisor_schemas s on s.nspname = n.nspname and s.exposed
   where not c.relrowsecurity
     and exists (select 1 from pg_policy p where p.polrelid = c.oid)
$$;
select is_empty('select * from pg_temp.advisor_policy_without_rls()', 'advisor 0007: no table has policies while RLS is off');
select ok(pg_temp.advisor_fires('advisor_policy_without_rls', $$
    create table public.advisor_probe (id int primary key);
    create policy advisor_probe_read on public.advisor_probe for select to anon using (true);
  $$, 'public.advisor_probe'),
  'advisor 0007 self-test: a policy on a table without RLS is found');


-- ============================================================ RLS on, no policy (0008)
create function pg_temp.advisor_rls_without_policy() returns setof text
language sql set search_path = pg_catalog as $$
  select format('%I.%I', n.nspname, c.relname)
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_temp.advisor_schemas s on s.nspname = n.nspname and s.exposed
   where c.relkind in ('r', 'p')
     and c.relrowsecurity
     and not exists (select 1 from pg_policy p where p.polrelid = c.oid)
$$;
select is_empty('select * from pg_temp.advisor_rls_without_policy()', 'advisor 0008: every table with RLS has a policy');
select ok(pg_temp.advisor_fires('advisor_rls_without_policy', $$
    create table public.advisor_probe (id int primary key);
    alter table public.advisor_probe enable row level security;
  $$, 'public.advisor_probe'),
  'advisor 0008 self-test: a table with RLS and no policy is found');


-- ============================================================ duplicate indexes (0009)
-- Two indexes with the same method, columns, expressions, operator classes, collations, orderings
-- and predicate: the second is pure write cost.
create function pg_temp.advisor_duplicate_indexes() returns setof text
language sql set search_path = pg_catalog as $$
  select format('%I.%I: %I = %I', n.nspname, c.relname, x1.relname, x2.relname)
    from pg_index i1
    join pg_index i2 on i2.indrelid = i1.indrelid and i2.indexrelid > i1.indexrelid
    join pg_class x1 on x1.oid = i1.indexrelid
    join pg_class x2 on x2.oid = i2.indexrelid
    join pg_class c on c.oid = i1.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_temp.advisor_schemas s on s.nspname = n.nspname
   where x1.relam = x2.relam
     and i1.indnkeyatts = i2.indnkeyatts
     and i1.indkey::text = i2.indkey::text
     and i1.indclass::text = i2.indclass::text
     and i1.indcollation::text = i2.indcollation::text
     and i1.indoption::text = i2.indoption::text
     and coalesce(pg_get_expr(i1.indexprs, i1.indrelid), '') = coalesce(pg_get_expr(i2.indexprs, i2.indrelid), '')
     and coalesce(pg_get_expr(i1.indpred, i1.indrelid), '') = coalesce(pg_get_expr(i2.indpred, i2.indrelid), '')
$$;
select is_empty('select * from pg_temp.advisor_duplicate_indexes()', 'advisor 0009: no duplicate indexes');
select ok(pg_temp.advisor_fires('advisor_duplicate_indexes', $$
    create table public.advisor_probe (id int primary key, email text);
    create index advisor_probe_a on public.advisor_probe (lower(email));
    create index advisor_probe_b on public.advisor_probe (lower(email));
  $$, 'public.advisor_probe: advisor_probe_a = advisor_probe_b'),
  'advisor 0009 self-test: two identical expression indexes are found');


-- ============================================================ security definer views (0010)
-- A view without security_invoker runs with its owner's rights, so RLS of the tables behind it is
-- checked against the owner, not the caller.
create function pg_temp.advisor_security_definer_views() returns setof text
language sql set search_path = pg_catalog as $$
  select format('%I.%I', n.nspname, c.relname)
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_temp.advisor_schemas s on s.nspname = n.nspname and s.exposed
   where c.relkind = 'v'
     and not exists (
       select 1 from unnest(c.reloptions) as o (opt)
        where lower(o.opt) in ('security_invoker=true', 'security_invoker=on', 'security_invoker=1', 'security_invoker=yes'))
$$;
select is_empty('select * from pg_temp.advisor_security_definer_views()', 'advisor 0010: no security definer views');
select ok(pg_temp.advisor_fires('advisor_security_definer_views', $$
    create view public.advisor_probe_view as select key from public.app_config;
  $$, 'public.advisor_probe_view'),
  'advisor 0010 self-test: a view without security_invoker is found');
select ok(not pg_temp.advisor_fires('advisor_security_definer_views', $$
    create view public.advisor_probe_view with (security_invoker = true) as select key from public.app_config;
  $$, 'public.advisor_probe_view'),
  'advisor 0010 self-test: a security_invoker view passes');


-- ============================================================ mutable search_path (0011)
-- A function without its own search_path resolves names through the caller's; in a security definer
-- function that lets the caller substitute objects.
create function pg_temp.advisor_mutable_search_path() returns setof text
language sql set search_path = pg_catalog as $$
  select p.oid::regprocedure::text
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_temp.advisor_schemas s on s.nspname = n.nspname
   where p.prokind in ('f', 'p')
     and pg_temp.advisor_project_owned(p.proowner)
     and not exists (select 1 from unnest(p.proconfig) as cfg (setting) where cfg.setting like 'search_path=%')
     and not exists (select 1 from pg_depend d
                      where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
$$;
select is_empty('select * from pg_temp.advisor_mutable_search_path()',
  'advisor 0011: every function in the exposed schemas and private sets search_path');
select ok(pg_temp.advisor_fires('advisor_mutable_search_path', $$
    create function public.advisor_probe_fn() returns int language sql as 'select 1';
  $$, 'public.advisor_probe_fn()'),
  'advisor 0011 self-test: a function in public without search_path is found');
select ok(pg_temp.advisor_fires('advisor_mutable_search_path', $$
    create function private.advisor_probe_fn() returns trigger language plpgsql as 'begin return new; end';
  $$, 'private.advisor_probe_fn()'),
  'advisor 0011 self-test: a function in private without search_path is found');


-- ============================================================ RLS off in an exposed schema (0013)
create function pg_temp.advisor_rls_disabled() returns setof text
language sql set search_path = pg_catalog as $$
  select format('%I.%I', n.nspname, c.relname)
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_temp.advisor_schemas s on s.nspname = n.nspname and s.exposed
   where c.relkind in ('r', 'p')
     and not c.relrowsecurity
$$;
select is_empty('select * from pg_temp.advisor_rls_disabled()', 'advisor 0013: RLS is on for every table in the exposed schemas');
select ok(pg_temp.advisor_fires('advisor_rls_disabled', $$
    create table public.advisor_probe (id int primary key);
  $$, 'public.advisor_probe'),
  'advisor 0013 self-test: a table in public without RLS is found');


-- ============================================================ extensions in public (0014)
-- An extension's functions and types in public become part of the API surface.
create function pg_temp.advisor_extension_in_public() returns setof text
language sql set search_path = pg_catalog as $$
  select format('%I in %I', e.extname, n.nspname)
    from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace
    join pg_temp.advisor_schemas s on s.nspname = n.nspname and s.exposed
$$;
select is_empty('select * from pg_temp.advisor_extension_in_public()', 'advisor 0014: no extension is installed in an exposed schema');
select ok(pg_temp.advisor_fires('advisor_extension_in_public', $$
    do $probe$
    declare
      probe text;
    begin
      -- any stock contrib extension that is available and not installed yet will do
      select a.name into probe
        from pg_available_extensions a
       where a.installed_version is null
         and a.name in ('citext', 'hstore', 'ltree', 'isn', 'cube', 'seg', 'pg_trgm')
       order by a.name
       limit 1;
      if probe is null then
        raise exception 'no contrib extension available for the self-test';
      end if;
      execute format('create extension %I schema public', probe);
    end
    $probe$;
  $$, '% in public'),
  'advisor 0014 self-test: an extension created in public is found');


-- ============================================================ policies reading user metadata (0015)
-- user_metadata (raw_user_meta_data) is editable by the user it belongs to; a policy that trusts it
-- lets users grant themselves access.
create function pg_temp.advisor_policy_user_metadata() returns setof text
language sql set search_path = pg_catalog as $$
  select format('%I.%I policy %I', n.nspname, c.relname, p.polname)
    from pg_policy p
    join pg_class c on c.oid = p.polrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_temp.advisor_schemas s on s.nspname = n.nspname and s.exposed
   where coalesce(pg_get_expr(p.polqual, p.polrelid), '') ~* 'user_meta'
      or coalesce(pg_get_expr(p.polwithcheck, p.polrelid), '') ~* 'user_meta'
$$;
select is_empty('select * from pg_temp.advisor_policy_user_metadata()', 'advisor 0015: no policy reads user metadata');
select ok(pg_temp.advisor_fires('advisor_policy_user_metadata', $$
    create table public.advisor_probe (id int primary key);
    alter table public.advisor_probe enable row level security;
    create policy advisor_probe_admin on public.advisor_probe for select to authenticated
      using (((select auth.jwt()) -> 'user_metadata' ->> 'role') = 'admin');
  $$, 'public.advisor_probe policy advisor_probe_admin'),
  'advisor 0015 self-test: a policy reading user_metadata from the JWT is found');


-- ============================================================ materialized views in the API (0016)
-- A materialized view has no RLS: whoever may select it sees every row.
create function pg_temp.advisor_materialized_view_in_api() returns setof text
language sql set search_path = pg_catalog as $$
  select format('%I.%I', n.nspname, c.relname)
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_temp.advisor_schemas s on s.nspname = n.nspname and s.exposed
   where c.relkind = 'm'
$$;
select is_empty('select * from pg_temp.advisor_materialized_view_in_api()', 'advisor 0016: no materialized view in an exposed schema');
select ok(pg_temp.advisor_fires('advisor_materialized_view_in_api', $$
    create materialized view public.advisor_probe_mv as select key from public.app_config;
  $$, 'public.advisor_probe_mv'),
  'advisor 0016 self-test: a materialized view in public is found');


-- ============================================================ foreign tables in the API (0017)
-- A foreign table has no RLS either, and reaches outside the database.
create function pg_temp.advisor_foreign_table_in_api() returns setof text
language sql set search_path = pg_catalog as $$
  select format('%I.%I', n.nspname, c.relname)
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_temp.advisor_schemas s on s.nspname = n.nspname and s.exposed
   where c.relkind = 'f'
$$;
select is_empty('select * from pg_temp.advisor_foreign_table_in_api()', 'advisor 0017: no foreign table in an exposed schema');
select ok(pg_temp.advisor_fires('advisor_foreign_table_in_api', $$
    create foreign data wrapper advisor_probe_fdw;
    create server advisor_probe_server foreign data wrapper advisor_probe_fdw;
    create foreign table public.advisor_probe_ft (id int) server advisor_probe_server;
  $$, 'public.advisor_probe_ft'),
  'advisor 0017 self-test: a foreign table in public is found');


-- ============================================================ reg* columns (0018)
-- A reg* value is an object OID. pg_upgrade, which moves a project to a new major version, refuses
-- tables that store most of these types, and no column of this project needs one.
create function pg_temp.advisor_reg_type_columns() returns setof text
language sql set search_path = pg_catalog as $$
  with reg_types as (
    select t.oid from pg_type t
     where t.typnamespace = 'pg_catalog'::regnamespace and t.typtype = 'b' and t.typname ~ '^reg[a-z]+$'
  )
  select format('%I.%I.%I (%s)', n.nspname, c.relname, a.attname, format_type(a.atttypid, a.atttypmod))
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_temp.advisor_schemas s on s.nspname = n.nspname
    join pg_type t on t.oid = a.atttypid
    left join pg_type b on b.oid = t.typbasetype
   where c.relkind in ('r', 'p', 'm')
     and a.attnum > 0
     and not a.attisdropped
     and (t.oid in (select oid from reg_types)
          or t.typelem in (select oid from reg_types)
          or b.oid in (select oid from reg_types)
          or b.typelem in (select oid from reg_types))
$$;
select is_empty('select * from pg_temp.advisor_reg_type_columns()', 'advisor 0018: no column stores a reg* type');
select ok(pg_temp.advisor_fires('advisor_reg_type_columns', $$
    create table public.advisor_probe (id int primary key, handlers regprocedure[]);
  $$, 'public.advisor_probe.handlers (regprocedure[])'),
  'advisor 0018 self-test: a column of a reg* array type is found');


-- ============================================================ definer functions callable by API roles (0028, 0029)
-- Every security definer function in an exposed schema that anon or authenticated may execute is a
-- privileged endpoint; such code belongs in private behind a security invoker wrapper.
create function pg_temp.advisor_definer_callable_by(role_name text) returns setof text
language sql set search_path = pg_catalog as $$
  select p.oid::regprocedure::text
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_temp.advisor_schemas s on s.nspname = n.nspname and s.exposed
   where p.prosecdef
     and pg_temp.advisor_project_owned(p.proowner)
     and has_function_privilege(role_name, p.oid, 'EXECUTE')
$$;
create function pg_temp.advisor_definer_callable_by_anon() returns setof text
language sql as $$ select pg_temp.advisor_definer_callable_by('anon') $$;
create function pg_temp.advisor_definer_callable_by_authenticated() returns setof text
language sql as $$ select pg_temp.advisor_definer_callable_by('authenticated') $$;
select is_empty('select * from pg_temp.advisor_definer_callable_by_anon()',
  'advisor 0028: anon can execute no security definer function in an exposed schema');
select is_empty('select * from pg_temp.advisor_definer_callable_by_authenticated()',
  'advisor 0029: authenticated can execute no security definer function in an exposed schema');
select ok(pg_temp.advisor_fires('advisor_definer_callable_by_anon', $$
    create function public.advisor_probe_definer() returns int language sql security definer set search_path = '' as 'select 1';
    revoke all on function public.advisor_probe_definer() from public, anon, authenticated, service_role;
    grant execute on function public.advisor_probe_definer() to anon;
  $$, 'public.advisor_probe_definer()'),
  'advisor 0028 self-test: a security definer function in public executable by anon is found');
select ok(pg_temp.advisor_fires('advisor_definer_callable_by_authenticated', $$
    create function public.advisor_probe_definer() returns int language sql security definer set search_path = '' as 'select 1';
    revoke all on function public.advisor_probe_definer() from public, anon, authenticated, service_role;
    grant execute on function public.advisor_probe_definer() to authenticated;
  $$, 'public.advisor_probe_definer()'),
  'advisor 0029 self-test: a security definer function in public executable by authenticated is found');
select ok(pg_temp.advisor_fires('advisor_definer_callable_by_authenticated', $$
    create function public.advisor_probe_definer() returns int language sql security definer set search_path = '' as 'select 1';
  $$, 'public.advisor_probe_definer()'),
  'advisor 0029 self-test: executable through the default grants counts too');
select ok(not pg_temp.advisor_fires('advisor_definer_callable_by_anon', $$
    create function public.advisor_probe_definer() returns int language sql security definer set search_path = '' as 'select 1';
    revoke all on function public.advisor_probe_definer() from public, anon, authenticated;
  $$, 'public.advisor_probe_definer()'),
  'advisor 0028 self-test: a definer function only service_role may execute passes');


-- ============================================================ always-true write policies (0024)
-- A permissive INSERT, UPDATE or DELETE policy for anon or authenticated whose condition is just
-- `true` lets every client write every row. (For UPDATE and ALL without WITH CHECK, USING is the check.)
create function pg_temp.advisor_always_true_write_policies() returns setof text
language sql set search_path = pg_catalog as $$
  with policies as (
    select p.*,
           regexp_replace(pg_get_expr(p.polqual, p.polrelid), '[()[:space:]]', '', 'g') = 'true' as using_true,
           regexp_replace(coalesce(pg_get_expr(p.polwithcheck, p.polrelid), pg_get_expr(p.polqual, p.polrelid)),
                          '[()[:space:]]', '', 'g') = 'true' as check_true
      from pg_policy p
     where p.polpermissive
       and p.polcmd in ('a', 'w', 'd', '*')
       and exists (select 1 from unnest(p.polroles) as pr (oid)
                    where pr.oid = 0
                       or pr.oid in (select r.oid from pg_roles r where r.rolname in ('anon', 'authenticated'))
                       or exists (select 1 from pg_roles r
                                   where r.rolname in ('anon', 'authenticated') and pg_has_role(r.oid, pr.oid, 'MEMBER')))
  )
  select format('%I.%I policy %I', n.nspname, c.relname, p.polname)
    from policies p
    join pg_class c on c.oid = p.polrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_temp.advisor_schemas s on s.nspname = n.nspname and s.exposed
   where case p.polcmd
           when 'a' then p.polwithcheck is not null and coalesce(p.check_true, false)
           when 'd' then coalesce(p.using_true, false)
           else coalesce(p.using_true, false) or coalesce(p.check_true, false)
         end
$$;
select is_empty('select * from pg_temp.advisor_always_true_write_policies()',
  'advisor 0024: no write policy for anon or authenticated is always true');
select ok(pg_temp.advisor_fires('advisor_always_true_write_policies', $$
    create table public.advisor_probe (id int primary key);
    alter table public.advisor_probe enable row level security;
    create policy advisor_probe_insert on public.advisor_probe for insert to anon with check (true);
  $$, 'public.advisor_probe policy advisor_probe_insert'),
  'advisor 0024 self-test: INSERT ... WITH CHECK (true) for anon is found');
select ok(pg_temp.advisor_fires('advisor_always_true_write_policies', $$
    create table public.advisor_probe (id int primary key, owner uuid);
    alter table public.advisor_probe enable row level security;
    create policy advisor_probe_update on public.advisor_probe for update to authenticated
      using (true) with check (owner = (select auth.uid()));
  $$, 'public.advisor_probe policy advisor_probe_update'),
  'advisor 0024 self-test: UPDATE USING (true) for authenticated is found');
select ok(not pg_temp.advisor_fires('advisor_always_true_write_policies', $$
    create table public.advisor_probe (id int primary key);
    alter table public.advisor_probe enable row level security;
    create policy advisor_probe_read on public.advisor_probe for select to anon using (true);
    create policy advisor_probe_ops on public.advisor_probe for delete to service_role using (true);
  $$, 'public.advisor_probe%'),
  'advisor 0024 self-test: a read-all policy and a service_role write policy pass');


-- ============================================================ two-factor on personal data (project rule)
-- A person with a verified second factor is refused everything of theirs at aal1
-- (20261125000002_mfa_on_personal_data.sql). Which tables hold personal data is decided mechanically
-- and errs on the side of caution: every table in an exposed schema on which authenticated holds any
-- privilege (on the table or on one column) -- a table no client can reach needs no policy, and the
-- definer functions that reach it for a client are the next rule's. Exempt only what is listed here,
-- each for a reason, and only while it has no column referring to a user:
--   public.app_config   the maintenance switch: the same for everyone, readable without an account.
-- Such a table needs a restrictive policy for authenticated (or PUBLIC), FOR ALL, whose USING and WITH
-- CHECK are exactly (select private.mfa_satisfied()): restrictive, so it is AND-ed with the owner
-- rules; for all, so a grant added later is covered; exact, so it cannot be weakened (`or true`).
create function pg_temp.advisor_personal_data_without_aal2() returns setof text
language sql set search_path = pg_catalog as $$
  with exempt (rel) as (values ('public.app_config'))
  select format('%I.%I', n.nspname, c.relname)
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_temp.advisor_schemas s on s.nspname = n.nspname and s.exposed
   where c.relkind in ('r', 'p')
     and (has_any_column_privilege('authenticated', c.oid, 'SELECT, INSERT, UPDATE, REFERENCES')
          or has_table_privilege('authenticated', c.oid, 'DELETE, TRUNCATE, TRIGGER'))
     and (format('%I.%I', n.nspname, c.relname) not in (select rel from exempt)
          or exists (select 1 from pg_constraint fk
                      where fk.conrelid = c.oid and fk.contype = 'f' and fk.confrelid = to_regclass('auth.users')))
     and not exists (
       select 1 from pg_policy p
        where p.polrelid = c.oid
          and not p.polpermissive
          and p.polcmd = '*'
          and (0 = any (p.polroles) or 'authenticated'::regrole::oid = any (p.polroles))
          and pg_get_expr(p.polqual, p.polrelid) = '( SELECT private.mfa_satisfied() AS mfa_satisfied)'
          and coalesce(pg_get_expr(p.polwithcheck, p.polrelid), '( SELECT private.mfa_satisfied() AS mfa_satisfied)')
              = '( SELECT private.mfa_satisfied() AS mfa_satisfied)')
$$;
select is_empty('select * from pg_temp.advisor_personal_data_without_aal2()',
  'two-factor: every table a client can reach has the restrictive aal2 policy');
select ok(pg_temp.advisor_fires('advisor_personal_data_without_aal2', $$
    create table public.advisor_probe (id int primary key, user_id uuid references auth.users);
    alter table public.advisor_probe enable row level security;
    grant select on public.advisor_probe to authenticated;
    create policy advisor_probe_own on public.advisor_probe for select to authenticated using ((select auth.uid()) = user_id);
  $$, 'public.advisor_probe'),
  'two-factor self-test: a readable table without the policy is found');
select ok(pg_temp.advisor_fires('advisor_personal_data_without_aal2', $$
    create table public.advisor_probe (id int primary key, note text);
    alter table public.advisor_probe enable row level security;
    revoke all on public.advisor_probe from authenticated;
    grant update (note) on public.advisor_probe to authenticated;
    create policy advisor_probe_aal2 on public.advisor_probe as restrictive for update to authenticated
      using ((select private.mfa_satisfied())) with check ((select private.mfa_satisfied()));
  $$, 'public.advisor_probe'),
  'two-factor self-test: one column''s grant counts, and a policy for one command only is not enough');
select ok(pg_temp.advisor_fires('advisor_personal_data_without_aal2', $$
    create table public.advisor_probe (id int primary key);
    alter table public.advisor_probe enable row level security;
    grant select on public.advisor_probe to authenticated;
    create policy advisor_probe_weak on public.advisor_probe as restrictive for all to authenticated
      using ((select private.mfa_satisfied()) or true) with check ((select private.mfa_satisfied()));
    create policy advisor_probe_permissive on public.advisor_probe for all to authenticated
      using ((select private.mfa_satisfied())) with check ((select private.mfa_satisfied()));
  $$, 'public.advisor_probe'),
  'two-factor self-test: a weakened condition or a permissive policy is not the rule');
select ok(pg_temp.advisor_fires('advisor_personal_data_without_aal2', $$
    alter table public.app_config add column advisor_probe_user uuid references auth.users;
  $$, 'public.app_config'),
  'two-factor self-test: an exempt table loses its exemption when it refers to a user');
select ok(not pg_temp.advisor_fires('advisor_personal_data_without_aal2', $$
    create table public.advisor_probe (id int primary key, user_id uuid references auth.users);
    alter table public.advisor_probe enable row level security;
    grant select on public.advisor_probe to authenticated;
    create policy advisor_probe_own on public.advisor_probe for select to authenticated using ((select auth.uid()) = user_id);
    create policy advisor_probe_aal2 on public.advisor_probe as restrictive for all to authenticated
      using ((select private.mfa_satisfied())) with check ((select private.mfa_satisfied()));
  $$, 'public.advisor_probe'),
  'two-factor self-test: the restrictive aal2 policy satisfies the check');


-- ============================================================ two-factor in definer functions (project rule)
-- A security-definer function runs as its owner, so no policy sees the caller: every one that
-- authenticated may execute must begin (its declarations aside) with `perform private.require_mfa();`.
-- Exempt, each for a reason (20261125000002_mfa_on_personal_data.sql):
--   private.mfa_satisfied()                        the rule itself.
--   private.get_shared_report(text)                a share token opens its report to anyone holding it,
--                                                  with or without an account.
--   private.send_contact_message(text,text,text)   anyone may write to us; it reads nothing of the caller's.
--   private.preview_team_invitation(text)          an invitation token says what it is (state, system, inviter)
--                                                  to anyone holding it, before they have an account; the
--                                                  answer is the same for every caller and reads nothing of
--                                                  theirs (20261126000002_invitation_preview.sql).
--   private.unsubscribe_reminders(text)            a reminder e-mail's token unsubscribes whoever it was sent
--                                                  to, signed in or not; it reads nothing of the caller's
--                                                  (20261129000003_reassessment_reminders.sql).
create function pg_temp.advisor_definer_without_mfa() returns setof text
language sql set search_path = pg_catalog as $$
  with exempt (fn) as (values
    ('private.mfa_satisfied()'),
    ('private.get_shared_report(text)'),
    ('private.send_contact_message(text,text,text)'),
    ('private.preview_team_invitation(text)'),
    ('private.unsubscribe_reminders(text)'))
  select p.oid::regprocedure::text
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_temp.advisor_schemas s on s.nspname = n.nspname
   where p.prosecdef
     and pg_temp.advisor_project_owned(p.proowner)
     and has_function_privilege('authenticated', p.oid, 'EXECUTE')
     and p.oid::regprocedure::text not in (select fn from exempt)
     -- Everything up to the first BEGIN is declarations; what follows must be the call.
     and not coalesce(
       (select l.lanname = 'plpgsql' from pg_language l where l.oid = p.prolang)
       and regexp_replace(p.prosrc, '^.*?\mbegin\M', '', 'i') ~* '^(\s|--[^\n]*\n)*perform\s+private\.require_mfa\(\s*\)\s*;',
       false)
$$;
select is_empty('select * from pg_temp.advisor_definer_without_mfa()',
  'two-factor: every definer function authenticated may execute starts with private.require_mfa()');
select ok(pg_temp.advisor_fires('advisor_definer_without_mfa', $$
    create function private.advisor_probe_definer() returns int language plpgsql security definer set search_path = ''
      as 'begin return 1; end';
    revoke all on function private.advisor_probe_definer() from public, anon, authenticated, service_role;
    grant execute on function private.advisor_probe_definer() to authenticated;
  $$, 'private.advisor_probe_definer()'),
  'two-factor self-test: a definer function authenticated may execute without the call is found');
select ok(pg_temp.advisor_fires('advisor_definer_without_mfa', $$
    create function private.advisor_probe_definer() returns int language plpgsql security definer set search_path = ''
      as 'declare n int; begin select count(*) into n from public.reports; perform private.require_mfa(); return n; end';
  $$, 'private.advisor_probe_definer()'),
  'two-factor self-test: the call after another statement (and executable through the default grant) is found');
select ok(not pg_temp.advisor_fires('advisor_definer_without_mfa', $$
    create function private.advisor_probe_definer() returns int language plpgsql security definer set search_path = ''
      as 'declare n int; begin
            -- the rule first
            perform private.require_mfa();
            select count(*) into n from public.reports; return n; end';
    grant execute on function private.advisor_probe_definer() to authenticated;
  $$, 'private.advisor_probe_definer()'),
  'two-factor self-test: the call as the first statement satisfies the check');


-- ============================================================ invalid indexes
-- An index left invalid (a failed CREATE INDEX CONCURRENTLY) is maintained on every write and never
-- used; a unique one does not even enforce uniqueness.
create function pg_temp.advisor_invalid_indexes() returns setof text
language sql set search_path = pg_catalog as $$
  select format('%I.%I', n.nspname, x.relname)
    from pg_index i
    join pg_class x on x.oid = i.indexrelid
    join pg_namespace n on n.oid = x.relnamespace
    join pg_temp.advisor_schemas s on s.nspname = n.nspname
   where not i.indisvalid or not i.indisready
$$;
select is_empty('select * from pg_temp.advisor_invalid_indexes()', 'no invalid indexes');
-- (An invalid index cannot be made inside a transaction the honest way, CREATE INDEX CONCURRENTLY,
-- so the self-test marks one invalid in the catalog; the rollback undoes it.)
select ok(pg_temp.advisor_fires('advisor_invalid_indexes', $$
    create table public.advisor_probe (id int primary key, email text);
    create index advisor_probe_email on public.advisor_probe (email);
    update pg_catalog.pg_index set indisvalid = false where indexrelid = 'public.advisor_probe_email'::regclass;
  $$, 'public.advisor_probe_email'),
  'invalid indexes self-test: an index marked invalid is found');


-- The self-tests left nothing behind.
select is_empty(
  $$select c.oid::regclass::text from pg_class c where c.relname like 'advisor\_probe%'
    union all
    select p.oid::regprocedure::text from pg_proc p where p.proname like 'advisor\_probe%'
    union all
    select e.extname::text from pg_extension e join pg_namespace n on n.oid = e.extnamespace where n.nspname = 'public'$$,
  'the self-test objects are gone'
);

select * from finish();
rollback;
