-- The release registry: who may read and change what, an audit row for every change and none for a
-- refusal, the canary's bounds, the rollback's target, each refusal's code and message. The page loads
-- and failures, and the automatic rollback of a failing canary, are in 122_release_health.sql.
begin;
create extension if not exists pgtap with schema extensions;
select plan(58);

-- What one call answered: 'ok', or its SQLSTATE and hint (the hint is what the release command maps).
create function pg_temp.outcome(statement text) returns text language plpgsql as $$
declare
  v_state text;
  v_hint text;
begin
  execute statement;
  return 'ok';
exception when others then
  get stacked diagnostics v_state = returned_sqlstate, v_hint = pg_exception_hint;
  return trim(v_state || ' ' || coalesce(v_hint, ''));
end;
$$;
grant execute on function pg_temp.outcome(text) to anon, authenticated, service_role;
create function pg_temp.as_role(name text) returns void language sql as $$
  select set_config('role', name, true),
         set_config('request.jwt.claims', json_build_object('role', name)::text, true)
$$;
create function pg_temp.as_superuser() returns void language sql as $$
  select set_config('role', 'none', true), set_config('request.jwt.claims', '', true)
$$;
create function pg_temp.audit_count() returns integer language sql as $$
  select count(*)::integer from private.release_audit
$$;
create function pg_temp.live(environment text, remote public.release_remote) returns text language sql as $$
  select v.version from private.release_channels c join private.release_versions v on v.id = c.live_version_id
   where c.environment = live.environment and c.remote = live.remote
$$;
create function pg_temp.publish(remote text, version text) returns text language sql as $$
  select pg_temp.outcome(format(
    $q$select public.publish_remote_version(%L, %L, %L, array['./pages'],
                                            '{"react": {"version": "19.2.0"}}', 2, '0123abc', now(), null)$q$,
    remote, version, format('https://%s.example.com/%s/mf-manifest.json', remote, version)))
$$;
grant execute on function pg_temp.publish(text, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------- who may do what
select ok(
  not exists (
    select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
     cross join (values ('anon'), ('authenticated'), ('service_role')) r (name)
     where n.nspname = 'private' and c.relname like 'release\_%' and c.relkind = 'r'
       and (has_any_column_privilege(r.name, c.oid, 'SELECT, INSERT, UPDATE, REFERENCES')
            or has_table_privilege(r.name, c.oid, 'DELETE, TRUNCATE, TRIGGER'))),
  'no API role holds any privilege on the registry''s tables: every change goes through the functions');
select ok(
  (select bool_and(c.relrowsecurity) from pg_class c
    where c.relnamespace = 'private'::regnamespace and c.relname like 'release\_%' and c.relkind = 'r'),
  'every registry table has row level security on');

create temporary table writers (signature text primary key);
insert into writers values
  ('public.publish_remote_version(public.release_remote,text,text,text[],jsonb,integer,text,'
   'timestamptz,text)'),
  ('public.promote_remote_version(text,public.release_remote,text,text)'),
  ('public.set_remote_canary(text,public.release_remote,text,integer,text)'),
  ('public.rollback_remote(text,public.release_remote,text)'),
  ('public.record_release_health(text,jsonb)'),
  ('public.release_config(text)'),
  ('public.release_preview(text,text)'),
  ('public.list_release_previews(text,boolean)'),
  ('public.revoke_release_preview(bigint,text,text)'),
  ('public.release_status(text)'),
  ('public.release_history(text,public.release_remote,integer)');
select ok(
  (select bool_and(has_function_privilege('service_role', w.signature::regprocedure, 'EXECUTE')
                   and has_function_privilege('service_role',
                     regexp_replace(w.signature, '^public', 'private')::regprocedure, 'EXECUTE'))
     from writers w),
  'service_role may change the registry and read its status and history');
select ok(
  (select bool_and(not has_function_privilege(r.name, w.signature::regprocedure, 'EXECUTE')
                   and not has_function_privilege(r.name, regexp_replace(w.signature, '^public', 'private')
                                                                    ::regprocedure, 'EXECUTE'))
     from writers w cross join (values ('anon'), ('authenticated')) r (name)),
  'neither visitors nor signed-in people may change the registry or read its status and history');
select ok(
  not exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
               cross join (values ('anon'), ('authenticated')) r (name)
               where n.nspname in ('public', 'private') and p.proname like '%release%'
                 and has_function_privilege(r.name, p.oid, 'EXECUTE')),
  'visitors and signed-in people may execute none of the registry''s functions: nothing reads an environment, '
  'adds a load or reports a failure with their keys');
select is(
  (select array_agg(a order by o) from unnest(
     (select p.proargnames from pg_proc p where p.oid = 'public.release_config(text)'::regprocedure))
     with ordinality as t (a, o) where o > 1),
  array['remote', 'live_version', 'live_manifest_url', 'canary_version', 'canary_manifest_url', 'canary_percent'],
  'release_config answers what a page needs: labels and manifest URLs; no ids, nothing about who or why');
select is(
  (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
    where a.attrelid = 'private.release_page_loads'::regclass and a.attnum > 0 and not a.attisdropped),
  array['environment', 'version_id', 'load_id', 'visitor', 'started_at', 'failure', 'failed_at'],
  'page loads keep no personal data: a load''s id, a keyed hash of the visitor, times');

select pg_temp.as_role('anon');
select is(pg_temp.publish('reports', 'anon-1'), '42501', 'anon cannot publish');
select is(pg_temp.outcome($$select public.release_history()$$), '42501', 'anon cannot read the history');
select pg_temp.as_role('authenticated');
select is(pg_temp.outcome($$select public.rollback_remote('production', 'reports')$$), '42501',
  'a signed-in person cannot roll back');
select is(pg_temp.outcome($$select public.record_release_health('production', '[]')$$), '42501',
  'a signed-in person cannot add page loads');
select is(pg_temp.outcome($$select public.release_config('production')$$), '42501',
  'nor read an environment''s versions');
select pg_temp.as_superuser();
select is(pg_temp.audit_count(), 0, 'refused callers left no audit row');

-- ---------------------------------------------------------------- publish
select pg_temp.as_role('service_role');
select is(pg_temp.publish('reports', 'r1'), 'ok', 'service_role publishes reports r1');
select is(pg_temp.publish('reports', 'r1'), 'PT409 release_version_exists', 'a version is published once');
select throws_ok($$select public.publish_remote_version(
    'reports', 'r1', 'https://x.example/mf-manifest.json', array['./pages'], '{}', 2)$$,
  'PT409',
  'The reports remote already has a version "r1"; a published version never changes, publish a new one.',
  'the duplicate''s message says why');
select is(pg_temp.publish('reports', 'bad version!'), '22023 release_invalid',
  'a malformed version label is refused');
select is(pg_temp.outcome($$select public.publish_remote_version('reports', 'r9', 'ftp://x/mf-manifest.json',
    array['./pages'], '{}', 2)$$), '22023 release_invalid', 'a manifest URL that is not http(s) is refused');
select is(pg_temp.outcome($$select public.publish_remote_version(
    'reports', 'r9', 'https://x/mf-manifest.json', array[]::text[], '{}', 2)$$),
  '22023 release_invalid', 'a version that exposes nothing is refused');
select is(pg_temp.outcome($$select public.publish_remote_version(
    'nowhere', 'r9', 'https://x/mf-manifest.json', array['./pages'], '{}', 2)$$),
  '22P02', 'only the four remotes can be published');
select pg_temp.as_superuser();
select results_eq(
  $$select actor, environment, remote::text, action::text, from_version, to_version
      from private.release_audit$$,
  $$values ('service_role', null::text, 'reports', 'publish', null::text, 'r1')$$,
  'the publish is audited, and none of the refusals is');
select results_eq(
  $$select exposed_modules, shared_packages, contract_major, commit, published_by
      from private.release_versions where version = 'r1'$$,
  $$values (array['./pages'], '{"react": {"version": "19.2.0"}}'::jsonb, 2, '0123abc', 'service_role')$$,
  'the version keeps its modules, shared packages, contract major, commit and publisher');

-- ---------------------------------------------------------------- promote, canary
select pg_temp.as_role('service_role');
select is(pg_temp.outcome($$select public.set_remote_canary('production', 'reports', 'r1', 10)$$),
  'PT409 release_no_live_version', 'no canary before a live version');
select is(pg_temp.outcome($$select public.promote_remote_version('moon', 'reports', 'r1')$$),
  'PT404 release_unknown_environment', 'an unknown environment is refused');
select throws_ok($$select public.promote_remote_version('moon', 'reports', 'r1')$$, 'PT404',
  'There is no environment "moon" (there are: local, production, staging).',
  'and its message lists the real ones');
select is(pg_temp.outcome($$select public.promote_remote_version('production', 'reports', 'r7')$$),
  'PT404 release_unknown_version', 'an unpublished version cannot be promoted');
select is(pg_temp.outcome($$select public.promote_remote_version('production', 'reports', 'r1', 'first')$$),
  'ok', 'r1 is promoted in production');
select is(pg_temp.outcome($$select public.promote_remote_version('production', 'reports', 'r1')$$),
  'PT409 release_already_live', 'promoting the live version again is refused');
select throws_ok($$select public.rollback_remote('production', 'reports')$$, 'PT409',
  'reports r1 is the first version that was live in production: there is no earlier one to roll back to.',
  'no rollback without an earlier live version');
select is(pg_temp.publish('reports', 'r2'), 'ok', 'r2 is published');
select is(pg_temp.publish('reports', 'r3'), 'ok', 'r3 is published');
select is(pg_temp.publish('marketing', 'm1'), 'ok', 'marketing m1 is published');
select is(pg_temp.outcome($$select public.set_remote_canary('production', 'reports', 'r2', 100)$$),
  '22023 release_invalid', 'a canary cannot take 100 %');
select is(pg_temp.outcome($$select public.set_remote_canary('production', 'reports', 'r2', -1)$$),
  '22023 release_invalid', 'nor a negative share');
select is(pg_temp.outcome($$select public.set_remote_canary('production', 'reports', 'r1', 10)$$),
  '22023 release_canary_is_live', 'the live version cannot be its own canary');
select is(pg_temp.outcome($$select public.set_remote_canary('production', 'reports', 'm1', 10)$$),
  'PT404 release_unknown_version', 'another remote''s version cannot be the canary');
select is(pg_temp.outcome($$select public.set_remote_canary('production', 'reports', 'r2', 10, 'try it')$$),
  'ok', 'r2 becomes a 10 % canary');
select results_eq(
  $$select remote::text, live_version, live_manifest_url, canary_version, canary_manifest_url, canary_percent
      from public.release_config('production')$$,
  $$values ('reports', 'r1', 'https://reports.example.com/r1/mf-manifest.json', 'r2',
            'https://reports.example.com/r2/mf-manifest.json', 10)$$,
  'the host''s key reads the live version and the canary of its environment');
select is(pg_temp.outcome($$select public.release_config('moon')$$), 'PT404 release_unknown_environment',
  'release_config refuses an unknown environment');
select pg_temp.as_role('anon');
select is(pg_temp.outcome($$select public.release_config('production')$$), '42501',
  'a visitor reads no environment''s versions, not even the one they are served');
select is(pg_temp.outcome($$select public.release_config('moon')$$), '42501',
  'and learns no environment''s name from a refusal');
select pg_temp.as_superuser();

-- The table's own rules hold even for its owner.
select throws_ok($$update private.release_channels set canary_percent = 100 where remote = 'reports'$$,
  '23514', null, 'the table refuses a canary of 100 %');
select throws_ok(
  $$update private.release_channels set canary_version_id = live_version_id where remote = 'reports'$$,
  '23514', null, 'the table refuses a canary that is the live version');
select throws_ok($$update private.release_channels
    set canary_version_id = (select id from private.release_versions where version = 'm1')
  where remote = 'reports'$$,
  '23503', null, 'the table refuses a canary of another remote');
select throws_ok($$update private.release_channels set canary_percent = null where remote = 'reports'$$,
  '23514', null, 'the table refuses a canary without its share');

select pg_temp.as_role('service_role');
select is(pg_temp.outcome($$select public.set_remote_canary('production', 'reports', 'r2', 30)$$), 'ok',
  'the canary''s share changes');
select is(pg_temp.outcome($$select public.promote_remote_version('production', 'reports', 'r2')$$), 'ok',
  'the canary is promoted');
select pg_temp.as_superuser();
select results_eq(
  $$select pg_temp.live('production', 'reports'), canary_version_id, canary_percent
      from private.release_channels where environment = 'production' and remote = 'reports'$$,
  $$values ('r2', null::bigint, null::integer)$$,
  'promoting the canary makes it live and ends the canary');

-- ---------------------------------------------------------------- rollback
select pg_temp.as_role('service_role');
select is(pg_temp.outcome($$select public.promote_remote_version('production', 'reports', 'r3')$$), 'ok',
  'r3 is live');
select is(
  (select (public.rollback_remote('production', 'reports', 'broken charts')).to_version), 'r2',
  'a rollback goes back to the version r3 replaced');
select is((select (public.rollback_remote('production', 'reports')).to_version), 'r1',
  'a second rollback goes one promotion further back');
select is(pg_temp.outcome($$select public.rollback_remote('production', 'reports')$$),
  'PT409 release_no_previous_version', 'and then there is nothing earlier');
select is(pg_temp.outcome($$select public.rollback_remote('staging', 'reports')$$),
  'PT409 release_no_live_version', 'nothing to roll back where nothing is live');
select pg_temp.as_superuser();
select results_eq(
  $$select environment, remote::text, action::text, from_version, to_version, canary_percent, reason
      from private.release_audit where action <> 'publish' order by id$$,
  $$values ('production', 'reports', 'promote', null::text, 'r1', null::integer, 'first'),
           ('production', 'reports', 'canary', null, 'r2', 10, 'try it'),
           ('production', 'reports', 'canary', 'r2', 'r2', 30, null),
           ('production', 'reports', 'promote', 'r1', 'r2', null, null),
           ('production', 'reports', 'promote', 'r2', 'r3', null, null),
           ('production', 'reports', 'rollback', 'r3', 'r2', null, 'broken charts'),
           ('production', 'reports', 'rollback', 'r2', 'r1', null, null)$$,
  'every change is audited, from -> to, with its reason; no refusal is');

select pg_temp.as_role('service_role');
select results_eq(
  $$select action::text, to_version from public.release_history(remote => 'reports', max_rows => 2)$$,
  $$values ('rollback', 'r1'), ('rollback', 'r2')$$,
  'history is newest first, by remote, limited');
select is((select count(*)::integer from public.release_history('production')), 11,
  'an environment''s history includes the publishes');
select is((select count(*)::integer from public.release_status()), 12,
  'status has every environment x remote');
select results_eq(
  $$select live_version, canary_version from public.release_status('production') where remote = 'reports'$$,
  $$values ('r1', null::text)$$, 'status shows the live version');

select * from finish();
rollback;
