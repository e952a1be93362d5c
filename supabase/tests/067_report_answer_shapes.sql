-- The report functions' answers as their types declare them, and which of their fields can be null.
-- The generated database types make every field of a composite nullable; the apps narrow each answer
-- once (mfe-reports: the report, benchmark and sharing data), taking every field as present but the
-- ones a state leaves out. So each answer, in each of its states, is checked for exactly the null
-- fields it may have: one more (a field the apps take as present) fails here before it fails a page.
begin;
create extension if not exists pgtap with schema extensions;
select plan(19);

-- A owns a report (with company and prepared-for, no name, no team); B is anyone else.
insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role)
select u.id::uuid, u.email, u.meta::jsonb, '{"provider": "email"}', 'authenticated', 'authenticated'
  from (values ('00000000-0000-4000-8000-0000000000a1', 'anna@example.com', '{"name": "Anna"}'),
               ('00000000-0000-4000-8000-0000000000b2', 'bo@example.com', '{"name": "Bo"}'))
       as u (id, email, meta);
insert into public.reports (id, user_id, submission_id, answers, overall_score, category_scores, company,
                            prepared_for)
select '00000000-0000-4000-8000-00000000aa01', '00000000-0000-4000-8000-0000000000a1', gen_random_uuid(),
       jsonb_object_agg(o.question_id, o.option_key), 33,
       '{"architecture": 33, "deployment": 33, "security": 33, "scalability": 33}', 'Acme ApS', 'Anna'
  from private.question_options o where o.position = 1;

-- A release of 30 people (k is 20 by default), with made-up counts for every figure.
delete from private.benchmark_release;
insert into private.benchmark_release (released_at, people, counts)
select now(), 30, jsonb_build_object(
         'overall', '[3, 3, 3, 3, 3, 3, 3, 3, 3, 3]'::jsonb,
         'categories', (select jsonb_object_agg(c, '[3, 3, 3, 3, 3, 3, 3, 3, 3, 3]'::jsonb)
                          from unnest(array['architecture', 'deployment', 'security', 'scalability']) c),
         'questions', (select jsonb_object_agg(q.question_id, '[10, 10, 5, 5]'::jsonb)
                         from (select distinct question_id from private.question_options) q));

create temporary table ids (k text primary key, v text);
grant select, insert, update on ids to anon, authenticated;
create function pg_temp.id(key text) returns text language sql stable as $$
  select v from ids where k = key
$$;
create function pg_temp.remember(key text, value text) returns text language sql as $$
  insert into ids values (key, value) on conflict (k) do update set v = excluded.v returning v
$$;
create function pg_temp.as_user(uid text) returns void language sql as $$
  select set_config('role', 'authenticated', true),
         set_config('request.jwt.claims', json_build_object('sub', uid, 'role', 'authenticated')::text, true)
$$;
create function pg_temp.as_anon() returns void language sql as $$
  select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role": "anon"}', true)
$$;
-- The paths of an answer's null fields, as the JSON PostgREST sends: '.report.name',
-- '.questions[].stronger_pct' (an array's elements share one path).
create function pg_temp.null_paths(answer jsonb) returns text[] language sql immutable as $$
  with recursive node (path, value) as (
    select '', answer
    union all
    select child.path, child.value
      from node n
     cross join lateral (
       select n.path || '.' || e.key, e.value
         from jsonb_each(case when jsonb_typeof(n.value) = 'object' then n.value end) e
       union all
       select n.path || '[]', e.value
         from jsonb_array_elements(case when jsonb_typeof(n.value) = 'array' then n.value end) e
     ) as child (path, value)
  )
  select coalesce(array_agg(distinct path order by path), '{}') from node where jsonb_typeof(value) = 'null'
$$;
create function pg_temp.nulls(answer anyelement) returns text[] language sql immutable as $$
  select pg_temp.null_paths(to_jsonb(answer))
$$;
grant execute on function pg_temp.null_paths(jsonb), pg_temp.nulls(anyelement) to anon, authenticated;

-- ---------------------------------------------------------------- the result types
select is(
  (select string_agg(p.proname || ': ' || format_type(p.prorettype, null), ', ' order by p.proname)
     from pg_proc p
    where p.pronamespace = 'public'::regnamespace
      and p.proname in ('get_report', 'get_report_benchmark', 'get_shared_report')),
  'get_report: report_read, get_report_benchmark: benchmark, get_shared_report: shared_report',
  'each report function answers with its own type');

-- ---------------------------------------------------------------- get_report
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select is(pg_temp.nulls(public.get_report('00000000-0000-4000-8000-00000000aa01')),
  '{.report.name,.report.team_id,.report.team_name}',
  'get_report, ok: the whole row; null only where the reports row itself is (no name, not a team answer)');
select is(to_jsonb(public.get_report('00000000-0000-4000-8000-00000000aa01')) -> 'report',
  (select to_jsonb(r) from public.reports r where r.id = '00000000-0000-4000-8000-00000000aa01'),
  'get_report, ok: the report is the reports row, every column');
select is(pg_temp.nulls(public.get_report('00000000-0000-4000-8000-00000000ffff')), '{.report}',
  'get_report, not_found: the status only');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000b2');
select is(pg_temp.nulls(public.get_report('00000000-0000-4000-8000-00000000aa01')), '{.report}',
  'get_report, forbidden: the status only');
select pg_temp.as_anon();
select is(pg_temp.nulls(public.get_report('00000000-0000-4000-8000-00000000aa01')), '{.report}',
  'get_report, forbidden to anon: the status only');

-- ---------------------------------------------------------------- get_report_benchmark
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select is(pg_temp.nulls(public.get_report_benchmark('00000000-0000-4000-8000-00000000aa01')), '{}',
  'get_report_benchmark, ok: every figure, every area, every question');
select is(cardinality((public.get_report_benchmark('00000000-0000-4000-8000-00000000aa01')).questions), 20,
  'get_report_benchmark, ok: a standing for every question');
select is(pg_temp.nulls(public.get_report_benchmark('00000000-0000-4000-8000-00000000ffff')),
  '{.categories,.min_people,.overall,.people_about,.questions}',
  'get_report_benchmark, not_found: the status only');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000b2');
select is(pg_temp.nulls(public.get_report_benchmark('00000000-0000-4000-8000-00000000aa01')),
  '{.categories,.min_people,.overall,.people_about,.questions}',
  'get_report_benchmark, forbidden: the status only');

-- ---------------------------------------------------------------- get_shared_report
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select pg_temp.remember('plain',
  (public.create_share_link('00000000-0000-4000-8000-00000000aa01', 'Plain')).token);
select pg_temp.remember('both',
  (public.create_share_link('00000000-0000-4000-8000-00000000aa01', 'Both', null, true, true)).token);
select pg_temp.remember('revoked',
  to_jsonb(public.create_share_link('00000000-0000-4000-8000-00000000aa01', 'Revoked'))::text);
select pg_temp.remember('expired',
  to_jsonb(public.create_share_link('00000000-0000-4000-8000-00000000aa01', 'Expired',
                                    now() + interval '1 hour'))::text);
select public.revoke_share_link((pg_temp.id('revoked')::jsonb #>> '{link,id}')::uuid);
reset role;
update public.report_share_links
   set created_at = now() - interval '2 hours', expires_at = now() - interval '1 second'
 where id = (pg_temp.id('expired')::jsonb #>> '{link,id}')::uuid;
select pg_temp.as_anon();
select is(pg_temp.nulls(public.get_shared_report(pg_temp.id('plain'))),
  '{.report.company,.report.prepared_for}',
  'get_shared_report, ok: company and prepared-for null when the link does not show them; all else there');
select is(((public.get_shared_report(pg_temp.id('plain'))).report).include_company, false,
  'get_shared_report, ok: and it says the company is not shown');
select is(pg_temp.nulls(public.get_shared_report(pg_temp.id('both'))), '{}',
  'get_shared_report, ok, showing both: nothing null');
select is(pg_temp.nulls(public.get_shared_report('shr_unknown')), '{.benchmark,.report}',
  'get_shared_report, not_found: the status only');
select is(pg_temp.nulls(public.get_shared_report(pg_temp.id('revoked')::jsonb ->> 'token')),
  '{.benchmark,.report}',
  'get_shared_report, revoked: the status only');
select is(pg_temp.nulls(public.get_shared_report(pg_temp.id('expired')::jsonb ->> 'token')),
  '{.benchmark,.report}',
  'get_shared_report, expired: the status only');
select is((select array_agg((public.get_shared_report(pg_temp.id(k)::jsonb ->> 'token')).status::text
                             order by k)
             from unnest(array['expired', 'revoked']) k),
  array['expired', 'revoked'], 'get_shared_report: those two are what they say');
reset role;

-- Below k the benchmark inside a shared report has its status only, as get_report_benchmark's has.
update private.benchmark_release set people = 1;
select pg_temp.as_anon();
select is(pg_temp.nulls(public.get_shared_report(pg_temp.id('both'))),
  '{.benchmark.categories,.benchmark.min_people,.benchmark.overall,.benchmark.people_about,'
  '.benchmark.questions}',
  'get_shared_report, ok below k: the benchmark''s status only');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select is(pg_temp.nulls(public.get_report_benchmark('00000000-0000-4000-8000-00000000aa01')),
  '{.categories,.min_people,.overall,.people_about,.questions}',
  'get_report_benchmark, insufficient_data: the status only');
reset role;

select * from finish();
rollback;
