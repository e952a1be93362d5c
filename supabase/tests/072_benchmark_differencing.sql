-- The benchmark cannot be differenced: what get_report_benchmark returns to anyone is identical before
-- and after one new contributor (or one person's new latest report) until a release, and a release
-- needs at least k changed people; unconfirmed and anonymous accounts never count; every release has
-- noise, the same on every call.
begin;
create extension if not exists pgtap with schema extensions;
select plan(19);

delete from private.benchmark_latest where synthetic;
select private.benchmark_recount();

create function pg_temp.answers_at(pos integer) returns json language sql stable as $$
  select json_object_agg(question_id, option_key) from private.question_options where position = pos
$$;
-- Person i: uuid ...0002xx.
create function pg_temp.person(i integer) returns uuid language sql immutable as $$
  select ('00000000-0000-4000-8000-' || lpad(to_hex(512 + i), 12, '0'))::uuid
$$;
create function pg_temp.submit(i integer, pos integer) returns uuid language plpgsql as $$
declare
  v_id uuid;
begin
  perform set_config('request.jwt.claims', json_build_object('sub', pg_temp.person(i), 'role', 'authenticated')::text, true);
  v_id := (private.submit_assessment(pg_temp.answers_at(pos), gen_random_uuid())).id;
  perform set_config('request.jwt.claims', '', true);
  -- Reports made in one transaction share now(); each later one is newer.
  update public.reports set created_at = now() + make_interval(secs => (select count(*) from public.reports)) where id = v_id;
  return v_id;
end;
$$;
create temporary table mine (pos integer primary key, report uuid);
grant select on mine to authenticated;
-- Everything the attacker (person 1) can read: the benchmark of each of their three reports.
create function pg_temp.seen() returns jsonb language plpgsql as $$
declare
  v jsonb;
begin
  perform set_config('role', 'authenticated', true);
  perform set_config('request.jwt.claims', json_build_object('sub', pg_temp.person(1), 'role', 'authenticated')::text, true);
  select jsonb_agg(to_jsonb(public.get_report_benchmark(m.report::text)) order by m.pos) into v from mine m;
  perform set_config('role', 'none', true);
  perform set_config('request.jwt.claims', '', true);
  return v;
end;
$$;
create temporary table seen (label text primary key, v jsonb);

-- People 1..60 confirmed; 61 never confirmed; 62 anonymous (signed in without an address).
insert into auth.users (id, email, aud, role, email_confirmed_at, is_anonymous)
select pg_temp.person(i), case when i = 62 then null else 'd' || i || '@example.com' end, 'authenticated', 'authenticated',
       case when i <= 60 then now() end, i = 62
  from generate_series(1, 62) i;

-- ---------------------------------------------------------------- the attack's starting point
-- Person 1 has three reports, every answer at level 0, 1 and 2; 19 others make 20 people: a release.
insert into mine select p, pg_temp.submit(1, p) from generate_series(0, 2) p;
select count(pg_temp.submit(i, i % 4)) from generate_series(2, 20) i;
select is((select people from private.benchmark_release), 20, 'the 20th person made the first release');
-- The true counts per question and position at that release.
create temporary table truth as
  select b.metric, b.value::int as cell, b.people from private.benchmark_bins b where b.kind = 'question';
insert into seen values ('before', pg_temp.seen());
select is((select count(*)::int from seen, jsonb_array_elements(v) e where e ->> 'status' = 'ok'), 3,
  'the attacker reads the benchmark of each of their three reports');

-- ---------------------------------------------------------------- one new person: nothing changes
select pg_temp.submit(21, 3);
select is(pg_temp.seen(), (select v from seen where label = 'before'),
  'a new contributor changes nothing the attacker can read');
-- A person's new latest report: nothing changes either.
select pg_temp.submit(5, 3);
select is(pg_temp.seen(), (select v from seen where label = 'before'),
  'a person''s new latest report changes nothing the attacker can read');
select is(private.benchmark_changed(), 2::bigint, 'both are waiting for the next release');
select is(pg_temp.seen(), (select v from seen where label = 'before'), 'asking again gives the same figures: the noise is fixed per release');

-- ---------------------------------------------------------------- accounts that do not count
select pg_temp.submit(61, 0), pg_temp.submit(62, 0);
select is_empty($$select 1 from private.benchmark_latest where user_id in (pg_temp.person(61), pg_temp.person(62))$$,
  'an unconfirmed and an anonymous account are not in the snapshot');
select is(private.benchmark_changed(), 2::bigint, 'and do not count towards a release');

-- ---------------------------------------------------------------- noise
select ok((select count(*) filter (where x.c::int <> t.people) > 0
             from private.benchmark_release r, jsonb_each(r.counts -> 'questions') q,
                  jsonb_array_elements_text(q.value) with ordinality x (c, i), truth t
            where t.metric = q.key and t.cell = x.i - 1),
  'the released counts are not the true ones: they carry noise');
select ok((select bool_and(c::int >= 0) from private.benchmark_release r, jsonb_array_elements_text(r.counts -> 'overall') c),
  'and no released count is negative');

-- ---------------------------------------------------------------- a release needs k changed people
-- 17 more new people: 19 changed, one short of k = 20.
select pg_temp.submit(i, i % 4) from generate_series(22, 38) i;
select is(private.benchmark_changed(), 19::bigint, '19 people changed');
select is(pg_temp.seen(), (select v from seen where label = 'before'), 'with 19 changed people, still nothing changes');
create temporary table release_before as select * from private.benchmark_release;
select pg_temp.submit(39, 2);
select is((select people from private.benchmark_release), 39, 'the 20th changed person makes a release of 39 people');
select isnt((select counts from private.benchmark_release), (select counts from release_before), 'with new counts and new noise');
select is(private.benchmark_changed(), 0::bigint, 'and nobody is waiting');

-- ---------------------------------------------------------------- confirming later
update auth.users set email_confirmed_at = now() where id = pg_temp.person(61);
select is((select count(*)::int from private.benchmark_latest where user_id = pg_temp.person(61)), 1,
  'an account confirmed after its report joins the snapshot then');
-- An anonymous account that becomes a permanent, confirmed one.
update auth.users set is_anonymous = false, email = 'd62@example.com', email_confirmed_at = now() where id = pg_temp.person(62);
select is(private.benchmark_changed(), 2::bigint, 'both are changes towards the next release');

-- ---------------------------------------------------------------- k is the batch size
insert into public.app_config (key, value) values ('benchmark', '{"min_people": 25}');
select pg_temp.submit(i, 1) from generate_series(40, 60) i;
select is(private.benchmark_changed(), 23::bigint, '23 changed people');
select is((select people from private.benchmark_release), 39, 'with k = 25, 23 changed people make no release');

select * from finish();
rollback;
