-- Personal and team answers apart (20261126000001_personal_and_team_reports.sql): a report says which
-- system it is about (a team answer carries its team's id and name, a personal report neither); the
-- benchmark counts each person's newest personal report, never a team answer; a team answer stays one
-- when its person leaves or its team is deleted; the columns are the database's to write; existing
-- answers linked to rounds are classified.
-- People: P answered two personal assessments (50, then 75) and a team round (33); T answered only a
-- team round; O owns the team; L has data from before the migration.
begin;
create extension if not exists pgtap with schema extensions;
select plan(39);

-- Only this file's people in the benchmark (a local seed may have added synthetic ones).
delete from private.benchmark_latest where synthetic;
select private.benchmark_recount();

insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role, email_confirmed_at)
select ('00000000-0000-4000-8000-00000001100' || p.n)::uuid, p.email, json_build_object('name', p.name)::jsonb,
       '{"provider": "email"}', 'authenticated', 'authenticated', now()
  from (values (1, 'p@example.com', 'Pia Person'), (2, 't@example.com', 'Tom Teamonly'),
               (3, 'o@example.com', 'Olivia Owner'), (4, 'l@example.com', 'Lars Legacy')) as p (n, email, name);

-- Answer sets by position (0..3 for each of the 20 questions in the product's order).
create function pg_temp.answers(positions integer[]) returns json language sql stable as $$
  with q as (
    select d.question_id, row_number() over (order by private.question_rank(d.question_id)) as i
      from (select distinct question_id from private.question_options) d
  )
  select json_object_agg(o.question_id, o.option_key)
    from q join private.question_options o on o.question_id = q.question_id and o.position = positions[q.i]
$$;
create temporary table answer_sets (name text primary key, answers json not null);
insert into answer_sets values
  -- 10 x 1 + 10 x 2 = 30 of 60 points: 50.
  ('fifty', pg_temp.answers(array_fill(1, array[10]) || array_fill(2, array[10]))),
  -- 15 x 2 + 5 x 3 = 45: 75.
  ('seventy_five', pg_temp.answers(array_fill(2, array[15]) || array_fill(3, array[5]))),
  -- 20 x 1 = 20: 33.
  ('thirty_three', pg_temp.answers(array_fill(1, array[20]))),
  ('hundred', pg_temp.answers(array_fill(3, array[20])));
grant select on answer_sets to authenticated;
create function pg_temp.answer_set(name text) returns json language sql stable as $$
  select answers from answer_sets where name = answer_set.name
$$;

create temporary table ids (k text primary key, v text);
grant select, insert, update on ids to authenticated;
create function pg_temp.id(key text) returns text language sql stable as $$ select v from ids where k = key $$;
create function pg_temp.remember(key text, value text) returns text language sql as $$
  insert into ids values (key, value) on conflict (k) do update set v = excluded.v returning v
$$;
create function pg_temp.as_user(uid text) returns void language sql as $$
  select set_config('role', 'authenticated', true),
         set_config('request.jwt.claims', json_build_object('sub', uid, 'role', 'authenticated')::text, true)
$$;
create function pg_temp.as_superuser() returns void language sql as $$
  select set_config('role', 'none', true), set_config('request.jwt.claims', '', true)
$$;
-- Reports made in one transaction share now(): each gets its own time, `days` ago.
create function pg_temp.aged(report text, days integer) returns text language sql as $$
  update public.reports set created_at = now() - make_interval(days => days) where id = report::uuid returning id::text
$$;
-- The person's report counted in the benchmark's snapshot (NULL: not counted).
create function pg_temp.counted(uid text) returns text language sql stable as $$
  select report_id::text from private.benchmark_latest where user_id = uid::uuid
$$;
-- The snapshot against the rule, for this file's people: each one's newest personal report.
create function pg_temp.snapshot_drift() returns bigint language sql stable as $$
  with expected as (
    select distinct on (r.user_id) r.user_id, r.id
      from public.reports r
     where r.team_name is null and r.user_id::text like '00000000-0000-4000-8000-00000001100_'
     order by r.user_id, r.created_at desc, r.id desc
  )
  select count(*) from expected e
    full join (select l.user_id, l.report_id from private.benchmark_latest l
                where l.user_id::text like '00000000-0000-4000-8000-00000001100_') l on l.user_id = e.user_id
   where e.id is distinct from l.report_id
$$;

-- ---------------------------------------------------------------- the columns
select col_type_is('public', 'reports', 'team_id', 'uuid', 'reports.team_id is a uuid');
select fk_ok('public', 'reports', 'team_id', 'public', 'teams', 'id', 'reports.team_id references teams');
select col_type_is('public', 'reports', 'team_name', 'text', 'reports.team_name is text');
select ok(has_column_privilege('authenticated', 'public.reports', 'team_name', 'SELECT')
          and has_column_privilege('authenticated', 'public.reports', 'team_id', 'SELECT'),
  'the owner may read both columns');
select ok(not has_column_privilege('authenticated', 'public.reports', 'team_name', 'UPDATE')
          and not has_column_privilege('authenticated', 'public.reports', 'team_id', 'UPDATE'),
  'and change neither: a client cannot turn a team answer into a personal report');

-- ---------------------------------------------------------------- a team, P and T members
select pg_temp.as_user('00000000-0000-4000-8000-000000011003');
select pg_temp.remember('team', (public.create_team('Payments platform')).id::text);
select pg_temp.remember('token', (public.create_team_invitation(pg_temp.id('team')::uuid)).token);
select pg_temp.as_user('00000000-0000-4000-8000-000000011001');
select public.accept_team_invitation(pg_temp.id('token'));
select pg_temp.as_user('00000000-0000-4000-8000-000000011002');
select public.accept_team_invitation(pg_temp.id('token'));

-- ---------------------------------------------------------------- P: 50, then 75, then a team answer of 33
select pg_temp.as_user('00000000-0000-4000-8000-000000011001');
select pg_temp.remember('p50', (public.submit_assessment(pg_temp.answer_set('fifty'), '00000000-0000-4000-8000-0000000f5000')).id::text);
select pg_temp.remember('p75',
  (public.submit_assessment(pg_temp.answer_set('seventy_five'), '00000000-0000-4000-8000-0000000f7500')).id::text);
select pg_temp.as_superuser();
select pg_temp.aged(pg_temp.id('p50'), 2), pg_temp.aged(pg_temp.id('p75'), 1);
select is(pg_temp.counted('00000000-0000-4000-8000-000000011001'), pg_temp.id('p75'), 'P''s newest personal report (75) counts');
create temporary table changed_before as select private.benchmark_changed() as n;

select pg_temp.as_user('00000000-0000-4000-8000-000000011001');
select pg_temp.remember('p33', (public.submit_team_assessment(pg_temp.id('team')::uuid, pg_temp.answer_set('thirty_three'),
  '00000000-0000-4000-8000-0000000f3300')).id::text);
select results_eq(
  $$select overall_score, team_id, team_name from public.reports order by created_at$$,
  $$values (50::smallint, null::uuid, null::text), (75::smallint, null, null),
           (33::smallint, pg_temp.id('team')::uuid, 'Payments platform'::text)$$,
  'P reads three reports: two personal, and the team answer with its team and the team''s name');
select is(to_jsonb(public.get_report(pg_temp.id('p33'))) #>> '{report,team_name}', 'Payments platform',
  'get_report names the team answer''s system');
select is(to_jsonb(public.get_report(pg_temp.id('p75'))) #> '{report,team_name}', 'null'::jsonb,
  'and a personal report''s as none');
select isnt((public.get_report_benchmark(pg_temp.id('p33'))).status, 'forbidden',
  'the team answer''s own benchmark is still P''s to read');
select throws_ok($$update public.reports set team_name = null where id = pg_temp.id('p33')::uuid$$, '42501', null,
  'P cannot make the team answer personal');
select lives_ok($$update public.reports set name = 'Our view' where id = pg_temp.id('p33')::uuid$$,
  'P may still name it');
select pg_temp.as_user('00000000-0000-4000-8000-000000011002');
select is_empty($$select 1 from public.reports where id = pg_temp.id('p33')::uuid$$, 'another member cannot read P''s team answer');

select pg_temp.as_superuser();
select is(pg_temp.counted('00000000-0000-4000-8000-000000011001'), pg_temp.id('p75'),
  'the team answer, although newest, does not count for P: their own 75 does');
select is(private.benchmark_changed(), (select n from changed_before),
  'a team answer is no change to the benchmark''s population');
select is((select count(*)::int from public.team_round_reports where report_id = pg_temp.id('p33')::uuid), 1,
  'the team answer answers the round');

-- Retries and reused submission ids.
select pg_temp.as_user('00000000-0000-4000-8000-000000011001');
select is((public.submit_team_assessment(pg_temp.id('team')::uuid, pg_temp.answer_set('hundred'),
            '00000000-0000-4000-8000-0000000f3300')).id::text,
  pg_temp.id('p33'), 'a retry of the team answer returns it');
select is((public.submit_assessment(pg_temp.answer_set('hundred'), '00000000-0000-4000-8000-0000000f7500')).id::text,
  pg_temp.id('p75'), 'a retry of a personal assessment returns it, personal as before');

-- ---------------------------------------------------------------- T: only a team answer
select pg_temp.as_user('00000000-0000-4000-8000-000000011002');
select pg_temp.remember('t_answer', (public.submit_team_assessment(pg_temp.id('team')::uuid, pg_temp.answer_set('hundred'),
  gen_random_uuid())).id::text);
select pg_temp.as_superuser();
select is(pg_temp.counted('00000000-0000-4000-8000-000000011002'), null, 'a person with team answers only is not in the benchmark');
select is(pg_temp.snapshot_drift(), 0::bigint, 'the snapshot holds each person''s newest personal report');

-- ---------------------------------------------------------------- round 2: a personal submission id is refused
select pg_temp.as_user('00000000-0000-4000-8000-000000011003');
select public.close_team_round(pg_temp.id('team')::uuid);
select public.open_team_round(pg_temp.id('team')::uuid);
select pg_temp.as_user('00000000-0000-4000-8000-000000011001');
select throws_ok($$select public.submit_team_assessment(pg_temp.id('team')::uuid, pg_temp.answer_set('hundred'),
                                                       '00000000-0000-4000-8000-0000000f7500')$$,
  '22023', 'This submission_id belongs to another assessment; start a new assessment for this one.',
  'the submission id of a personal report cannot answer a round (it would count another system)');
select is((select count(*)::int from public.team_round_reports), 1, 'nothing was linked');
select is((select team_name from public.reports where id = pg_temp.id('p75')::uuid), null, 'and the personal report stays personal');
select pg_temp.remember('p_round2',
  (public.submit_team_assessment(pg_temp.id('team')::uuid, pg_temp.answer_set('hundred'), gen_random_uuid())).id::text);

-- ---------------------------------------------------------------- leaving, deleting: a team answer stays one
select public.leave_team(pg_temp.id('team')::uuid);
select pg_temp.as_superuser();
select is((select count(*)::int from public.team_round_reports where report_id = pg_temp.id('p_round2')::uuid), 0,
  'P left: the answer to the open round is withdrawn');
select is((select team_name from public.reports where id = pg_temp.id('p_round2')::uuid), 'Payments platform',
  'and the report is still the team''s system''s, not P''s own');
select is(pg_temp.counted('00000000-0000-4000-8000-000000011001'), pg_temp.id('p75'), 'so P''s 75 still counts');

select pg_temp.as_user('00000000-0000-4000-8000-000000011003');
select public.delete_team(pg_temp.id('team')::uuid);
select pg_temp.as_superuser();
select results_eq(
  $$select id::text, team_id, team_name from public.reports where team_name is not null order by id::text$$,
  $$select v, null::uuid, 'Payments platform'::text from ids where k in ('p33', 't_answer', 'p_round2') order by v$$,
  'the team deleted: its answers keep the system''s name, without the team');
select ok(pg_temp.counted('00000000-0000-4000-8000-000000011001') = pg_temp.id('p75')
          and pg_temp.counted('00000000-0000-4000-8000-000000011002') is null,
  'and none of them counts in the benchmark');

-- ---------------------------------------------------------------- the database's rules
select throws_ok($$update public.reports set team_id = gen_random_uuid(), team_name = 'X' where id = pg_temp.id('p50')::uuid$$,
  '23503', null,
  'team_id must be a team');
select pg_temp.as_user('00000000-0000-4000-8000-000000011004');
select pg_temp.remember('l_team', (public.create_team('Legacy system')).id::text);
select pg_temp.as_superuser();
select throws_ok($$update public.reports set team_id = pg_temp.id('l_team')::uuid where id = pg_temp.id('p50')::uuid$$, '23514', null,
  'a report with a team has the team''s name');
select throws_ok($$update public.reports set team_name = '' where id = pg_temp.id('p50')::uuid$$, '23514', null,
  'an empty system name is refused');
-- An operator classifying a report moves its person in the snapshot at once.
update public.reports set team_id = null, team_name = null where id = pg_temp.id('t_answer')::uuid;
select is(pg_temp.counted('00000000-0000-4000-8000-000000011002'), pg_temp.id('t_answer'),
  'an operator making a team answer personal: it counts');
update public.reports set team_name = 'Payments platform' where id = pg_temp.id('t_answer')::uuid;
select is(pg_temp.counted('00000000-0000-4000-8000-000000011002'), null, 'and back: it does not');

-- ---------------------------------------------------------------- existing data: answers linked before the migration
-- L's data as the old submit_team_assessment left it: a personal report (50), then a round's answer
-- (33) made as a personal report and linked to the round.
select pg_temp.as_user('00000000-0000-4000-8000-000000011004');
select pg_temp.remember('l50', (public.submit_assessment(pg_temp.answer_set('fifty'), gen_random_uuid())).id::text);
select pg_temp.remember('l33', (public.submit_assessment(pg_temp.answer_set('thirty_three'), gen_random_uuid())).id::text);
select pg_temp.as_superuser();
select pg_temp.aged(pg_temp.id('l50'), 1);
insert into public.team_round_reports (round_id, user_id, report_id)
select r.id, '00000000-0000-4000-8000-000000011004', pg_temp.id('l33')::uuid
  from public.team_rounds r where r.team_id = pg_temp.id('l_team')::uuid;
select is(pg_temp.counted('00000000-0000-4000-8000-000000011004'), pg_temp.id('l33'), 'before: L''s round answer counted as their own');
select is(private.classify_team_answers(), 1, 'the migration''s classification finds the one linked answer');
select is((select team_id::text || ' ' || team_name from public.reports where id = pg_temp.id('l33')::uuid),
  pg_temp.id('l_team') || ' Legacy system', 'and makes it the team''s answer, with the team''s name');
select is(pg_temp.counted('00000000-0000-4000-8000-000000011004'), pg_temp.id('l50'), 'after: L''s own 50 counts');
select is(private.classify_team_answers(), 0, 'running it again changes nothing');
select is(pg_temp.snapshot_drift(), 0::bigint, 'the snapshot still holds each person''s newest personal report');

select * from finish();
rollback;
