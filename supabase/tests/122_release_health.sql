-- Release health from real page loads only (20261202010001_release_health_per_load.sql): the host's
-- batches are the one way in; a load counts once and fails at most once; each visitor moves a version's
-- figures by at most loads_per_visitor loads; the automatic rollback needs enough loads, visitors and
-- failing visitors, so a flood of loads or of failures from one visitor decides nothing, while a canary
-- failing every real load is still rolled back under padding; health is per environment.
begin;
create extension if not exists pgtap with schema extensions;
select plan(28);

create function pg_temp.as_role(name text) returns void language sql as $$
  select set_config('role', name, true),
         set_config('request.jwt.claims', json_build_object('role', name)::text, true)
$$;
create function pg_temp.as_superuser() returns void language sql as $$
  select set_config('role', 'none', true), set_config('request.jwt.claims', '', true)
$$;
-- One reported event: load n of visitor v (ids as the host makes them: 32 hexadecimal digits).
create function pg_temp.event(load text, visitor text, version text, kind text default 'start',
                              remote text default 'auth') returns jsonb language sql immutable as $$
  select jsonb_build_object('load', md5('load ' || load), 'visitor', md5('visitor ' || visitor),
                            'remote', remote, 'version', version, 'event', kind)
$$;
create function pg_temp.send(environment text, events jsonb) returns text language plpgsql as $$
declare
  v public.release_health_batch;
begin
  v := public.record_release_health(environment, events);
  return v.counted || ' counted, ' || v.ignored || ' ignored';
exception when others then
  return sqlstate || ' ' || coalesce(sqlerrm, '');
end;
$$;
grant execute on function pg_temp.send(text, jsonb), pg_temp.event(text, text, text, text, text)
  to anon, authenticated, service_role;
-- (the canary and figures helpers below read the tables as the test's owner)
create function pg_temp.canary(environment text) returns text language sql security definer as $$
  select v.version from private.release_channels c join private.release_versions v on v.id = c.canary_version_id
   where c.environment = canary.environment and c.remote = 'auth'
$$;
create function pg_temp.figures(environment text, version text) returns text language sql security definer as $$
  select f.loads || ' loads, ' || f.failures || ' failures, ' || f.visitors || ' visitors, '
         || f.failing_visitors || ' failing'
    from private.release_health_figures(environment,
           (select id from private.release_versions where remote = 'auth' and version = figures.version), 10) f
$$;

select pg_temp.as_role('service_role');
select public.publish_remote_version('auth', v, format('https://auth.example.com/%s/mf-manifest.json', v),
                                     array['./LoginPage'], '{}', 2, null, null, null)
  from unnest(array['a1', 'a2']) v;
select public.promote_remote_version(e, 'auth', 'a1') from unnest(array['staging', 'production']) e;
select public.set_remote_canary(e, 'auth', 'a2', 50) from unnest(array['staging', 'production']) e;

-- ---------------------------------------------------------------- who may send
select pg_temp.as_role('anon');
select alike(pg_temp.send('staging', jsonb_build_array(pg_temp.event('x', 'x', 'a2', 'load'))), '42501%',
  'a visitor cannot report a failure');
select pg_temp.as_role('authenticated');
select alike(pg_temp.send('staging', jsonb_build_array(pg_temp.event('x', 'x', 'a2'))), '42501%',
  'nor can a signed-in person add a load');
select pg_temp.as_superuser();
select is((select count(*)::integer from private.release_page_loads), 0, 'and nothing was counted');

-- ---------------------------------------------------------------- once
select pg_temp.as_role('service_role');
select is(pg_temp.send('staging', jsonb_build_array(
    pg_temp.event('1', 'ann', 'a2'), pg_temp.event('1', 'ann', 'a2'), pg_temp.event('1', 'ann', 'a2', 'render'),
    pg_temp.event('1', 'ann', 'a2', 'load'), pg_temp.event('1', 'ann', 'a2', 'render'))),
  '2 counted, 3 ignored', 'a load counts once, and fails once, however often it is reported');
select is(pg_temp.figures('staging', 'a2'), '1 loads, 1 failures, 1 visitors, 1 failing',
  'one load, one failure');
select is(pg_temp.send('staging', jsonb_build_array(pg_temp.event('2', 'ann', 'a2', 'load'))),
  '1 counted, 0 ignored', 'a failure of a load the host saw no start of counts its load too');
select is(pg_temp.send('staging', jsonb_build_array(pg_temp.event('2', 'bob', 'a2', 'load'))),
  '0 counted, 1 ignored', 'another visitor cannot report a failure of someone else''s load');
select is(pg_temp.send('staging', jsonb_build_array(pg_temp.event('3', 'ann', 'a9'))), '0 counted, 1 ignored',
  'a version the registry does not know is ignored');

-- ---------------------------------------------------------------- per visitor
select is(
  pg_temp.send('staging', (select jsonb_agg(pg_temp.event('flood ' || n, 'flooder', 'a2'))
                             from generate_series(1, 1000) n)),
  '10 counted, 990 ignored', 'a visitor''s flood of loads counts ten (loads_per_visitor) in the window');
select is(
  pg_temp.send('staging', (select jsonb_agg(pg_temp.event('fail ' || n, 'flooder', 'a2', 'load'))
                             from generate_series(1, 100) n)),
  '0 counted, 100 ignored', 'and their failures beyond those loads count nothing');
select is(pg_temp.canary('staging'), 'a2', 'so the canary runs on');

-- ---------------------------------------------------------------- the rule
select pg_temp.as_superuser();
delete from private.release_page_loads;
insert into public.app_config (key, value)
values ('release_health', '{"min_loads": 20, "min_visitors": 10, "min_failing_visitors": 3, "max_error_rate_percent": 5}');
select pg_temp.as_role('service_role');
-- One visitor fails ten loads (its whole share), nine others load it well: 10 failures in 19 loads.
select is(pg_temp.send('staging',
    (select jsonb_agg(pg_temp.event('one ' || n, 'one', 'a2', 'load')) from generate_series(1, 10) n)
    || (select jsonb_agg(pg_temp.event('ok ' || n, 'ok ' || n, 'a2')) from generate_series(1, 9) n)),
  '19 counted, 0 ignored', 'one visitor''s ten failures and nine visitors'' good loads');
select is(pg_temp.canary('staging'), 'a2', 'below min_loads the canary stays, whatever the rate');
select is(pg_temp.send('staging',
    (select jsonb_agg(pg_temp.event('more ' || n, 'ok ' || n, 'a2')) from generate_series(1, 9) n)),
  '9 counted, 0 ignored', 'more good loads: 28 loads from 10 visitors');
select is(pg_temp.canary('staging'), 'a2',
  'one visitor''s failures (35 %) do not end a canary: at least three visitors must see it fail');
select is(pg_temp.send('staging',
    (select jsonb_agg(pg_temp.event('two ' || n, 'two', 'a2', 'render')) from generate_series(1, 10) n)),
  '10 counted, 0 ignored', 'a second visitor fails ten more');
select is(pg_temp.canary('staging'), 'a2', 'two visitors'' failures do not either');
select is(pg_temp.figures('staging', 'a2'), '38 loads, 20 failures, 11 visitors, 2 failing',
  'the figures say so');

-- Padding: one visitor pads the loads with a thousand good ones (ten count), and the canary fails every
-- real load of twelve visitors, twice each.
select pg_temp.as_superuser();
delete from private.release_page_loads;
select pg_temp.as_role('service_role');
select is(pg_temp.send('production',
    (select jsonb_agg(pg_temp.event('pad ' || n, 'padder', 'a2')) from generate_series(1, 1000) n)),
  '10 counted, 990 ignored', 'a thousand padding loads count ten');
select is(pg_temp.send('production',
    (select jsonb_agg(pg_temp.event('real ' || v || ' ' || n, 'real ' || v, 'a2', 'load'))
       from generate_series(1, 12) v, generate_series(1, 2) n)),
  '24 counted, 0 ignored', 'twelve visitors, every load failing');
select is(pg_temp.canary('production'), null, 'the canary failing every real load is rolled back under padding');
select is(pg_temp.canary('staging'), 'a2', 'in its environment only: staging''s canary of the same version runs on');
select results_eq(
  $$select actor, environment, action::text, from_version, to_version, canary_percent, reason
      from public.release_history('production', 'auth', 1)$$,
  $$values ('release-health', 'production', 'auto-rollback', 'a2', 'a1', 0,
            '24 failures in 34 page loads by 13 visitors (12 of whom saw it fail) in the last 10 minutes '
            '(more than 5 %).')$$,
  'the automatic rollback is audited with its figures');
select results_eq(
  $$select live_version, live_loads, live_failures, live_visitors, canary_version, canary_loads
      from public.release_status('production') where remote = 'auth'$$,
  $$values ('a1', 0::bigint, 0::bigint, 0::bigint, null::text, null::bigint)$$,
  'status shows the live version''s own figures, and no canary');
select results_eq(
  $$select canary_version, canary_loads, canary_failures, canary_visitors
      from public.release_status('staging') where remote = 'auth'$$,
  $$values ('a2', 0::bigint, 0::bigint, 0::bigint)$$,
  'each environment has its own figures');

-- ---------------------------------------------------------------- bounds
select alike(pg_temp.send('staging', jsonb_build_array(jsonb_build_object('load', 'x', 'event', 'start'))),
  '22023%', 'a malformed event is refused, with the batch');
select alike(pg_temp.send('staging', (select jsonb_agg(pg_temp.event(n::text, 'v', 'a2')) from generate_series(1, 1001) n)),
  '22023%', 'a batch holds at most 1,000 events');
select pg_temp.as_superuser();
insert into private.release_page_loads (environment, version_id, load_id, visitor, started_at)
values ('staging', (select id from private.release_versions where version = 'a1'), decode(md5('old'), 'hex'),
        decode(md5('old'), 'hex'), now() - interval '2 days');
select pg_temp.as_role('service_role');
select pg_temp.send('staging', '[]');
select pg_temp.as_superuser();
select is((select count(*)::integer from private.release_page_loads where load_id = decode(md5('old'), 'hex')), 0,
  'loads older than a day are deleted');

select * from finish();
rollback;
