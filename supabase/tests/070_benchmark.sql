-- The anonymous benchmark: nothing below k people; each person counted once with their newest
-- personal report (a person with five reports is one person; a team answer is not theirs to count:
-- 110_personal_and_team_reports.sql); only aggregates
-- leave the database; the live snapshot always equals a rebuild from the reports; readers see a
-- release of it, with noise, made in batches (072_benchmark_differencing.sql shows why that holds).
begin;
create extension if not exists pgtap with schema extensions;
select plan(48);

-- Only this file's people (a local seed may have added synthetic ones).
delete from private.benchmark_latest where synthetic;
select private.benchmark_recount();

create function pg_temp.answers_at(pos integer) returns json language sql stable as $$
  select json_object_agg(question_id, option_key) from private.question_options where position = pos
$$;
-- Person i (1..25): uuid ...0001xx. Submitting runs the real submit_assessment for them.
create function pg_temp.person(i integer) returns uuid language sql immutable as $$
  select ('00000000-0000-4000-8000-' || lpad(to_hex(256 + i), 12, '0'))::uuid
$$;
create function pg_temp.submit(i integer, pos integer, age interval default interval '1 day') returns uuid language plpgsql as $$
declare
  v_id uuid;
begin
  perform set_config('request.jwt.claims', json_build_object('sub', pg_temp.person(i), 'role', 'authenticated')::text, true);
  v_id := (private.submit_assessment(pg_temp.answers_at(pos), gen_random_uuid())).id;
  perform set_config('request.jwt.claims', '', true);
  -- Reports made in one transaction share now(); give each its own time so "newest" is clear.
  update public.reports set created_at = now() - age where id = v_id;
  return v_id;
end;
$$;
create function pg_temp.people() returns bigint language sql stable as $$
  select coalesce(sum(people), 0) from private.benchmark_bins where kind = 'overall'
$$;
create function pg_temp.benchmark_as(i integer, report uuid) returns jsonb language plpgsql as $$
declare
  v jsonb;
begin
  perform set_config('role', 'authenticated', true);
  perform set_config('request.jwt.claims', json_build_object('sub', pg_temp.person(i), 'role', 'authenticated')::text, true);
  v := to_jsonb(public.get_report_benchmark(report::text));
  perform set_config('role', 'none', true);
  perform set_config('request.jwt.claims', '', true);
  return v;
end;
$$;
-- The snapshot compared with one rebuilt from the reports: the rows that differ (none, always).
create function pg_temp.snapshot_drift() returns bigint language sql as $$
  with rebuilt as (
    select x.kind, x.metric, x.value, count(*)::int as people
      from (select distinct on (r.user_id) r.user_id, r.overall_score, r.category_scores, r.answers
              from public.reports r
             where r.team_name is null
               and private.report_positions(r.answers) is not null and private.report_categories(r.category_scores) is not null
             order by r.user_id, r.created_at desc, r.id desc) l
     cross join lateral private.benchmark_bins_of(l.overall_score, private.report_categories(l.category_scores), private.report_positions(l.answers)) x
     group by 1, 2, 3
  )
  select count(*) from private.benchmark_bins b full join rebuilt r using (kind, metric, value)
   where coalesce(b.people, 0) <> coalesce(r.people, 0)
$$;

-- Confirmed accounts: only those count.
insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role, email_confirmed_at)
select pg_temp.person(i), 'person' || i || '@example.com', json_build_object('name', 'Person ' || i)::jsonb, '{"provider": "email"}', 'authenticated', 'authenticated', now()
  from generate_series(1, 25) i;
-- The figures of one release recomputed from its stored counts: the share with a stronger answer.
create function pg_temp.release_stronger(question text, pos integer) returns integer language sql stable as $$
  select private.stat_share_pct(sum(c::bigint) filter (where i - 1 > pos)::bigint, sum(c::bigint)::bigint)
    from private.benchmark_release r, jsonb_array_elements_text(r.counts -> 'questions' -> question) with ordinality as x (c, i)
$$;

-- ---------------------------------------------------------------- below k: a status and no numbers
create temporary table ids (k text primary key, v uuid);
grant select on ids to anon, authenticated;
insert into ids values ('mine', pg_temp.submit(1, 2));
select is(jsonb_strip_nulls(pg_temp.benchmark_as(1, (select v from ids where k = 'mine'))),
  '{"status": "insufficient_data"}'::jsonb,
  'one person: insufficient_data, and nothing else');
-- 19 people: persons 1..19; scores by position: 0 -> 0, 1 -> 33, 2 -> 67, 3 -> 100.
select pg_temp.submit(i, case when i <= 5 then 0 when i <= 10 then 1 when i <= 15 then 2 else 3 end) from generate_series(2, 19) i;
select is(pg_temp.people(), 19::bigint, '19 people counted');
select is(jsonb_strip_nulls(pg_temp.benchmark_as(1, (select v from ids where k = 'mine'))),
  '{"status": "insufficient_data"}'::jsonb,
  '19 people (k = 20): insufficient_data, and nothing else');

-- A person with five reports is still one person.
select pg_temp.submit(2, 3, interval '5 hours'), pg_temp.submit(2, 3, interval '4 hours'), pg_temp.submit(2, 3, interval '3 hours'),
       pg_temp.submit(2, 3, interval '2 hours');
select is((select count(*)::int from public.reports where user_id = pg_temp.person(2)), 5, 'person 2 has five reports');
select is(pg_temp.people(), 19::bigint, 'and still counts once');
select is(jsonb_strip_nulls(pg_temp.benchmark_as(1, (select v from ids where k = 'mine'))),
  '{"status": "insufficient_data"}'::jsonb,
  'five reports of one person do not reach k');

-- ---------------------------------------------------------------- k reached
select pg_temp.submit(20, 3);
select is(pg_temp.people(), 20::bigint, '20 people');
create temporary table result as select pg_temp.benchmark_as(1, (select v from ids where k = 'mine')) as b;
select is((select b ->> 'status' from result), 'ok', '20 people: ok');
select is((select array_agg(k order by k) from result, jsonb_object_keys(b) k),
  array['categories', 'min_people', 'overall', 'people_about', 'questions', 'status'], 'the answer has exactly these parts (no exact head count)');
-- Population (newest report each):
--   position 0 (score 0):   persons 3, 4, 5                      = 3   (person 2 moved to 100)
--   position 1 (score 33):  persons 6..10                        = 5
--   position 2 (score 67):  persons 1, 11..15                    = 6
--   position 3 (score 100): persons 2, 16..20                    = 6
-- The release's counts are these plus noise; the figures are computed from the release.
select is((select b -> 'overall' from result),
  to_jsonb(private.benchmark_release_metric((select counts -> 'overall' from private.benchmark_release), 67)),
  'overall: the report''s score and the release''s percentile, mean and buckets');
select is((select b -> 'categories' -> 'security' from result),
  to_jsonb(private.benchmark_release_metric(
    (select counts -> 'categories' -> 'security' from private.benchmark_release), 67)),
  'each category the same way');
select ok((select bool_and(abs(x.c::int - t.n) <= 20)
             from private.benchmark_release r,
                  jsonb_array_elements_text(r.counts -> 'overall') with ordinality as x (c, i)
             join (values (1, 3), (2, 0), (3, 0), (4, 5), (5, 0), (6, 0), (7, 6), (8, 0), (9, 0), (10, 6)) t (i, n) using (i)),
  'the released buckets are the true ones (3, 0, 0, 5, 0, 0, 6, 0, 0, 6) give or take the noise');
-- The formulas on fixed counts: score 67 is in bucket 6 (60-69) with 6 people, 8 below:
-- round(100 * (8 + 6 * 7.5 / 10) / 20) = 63; mean (3 * 4.5 + 5 * 34.5 + 6 * 64.5 + 6 * 95) / 20 = 57.15 -> 57.2.
select is(private.benchmark_release_metric('[3, 0, 0, 5, 0, 0, 6, 0, 0, 6]', 67),
  (67, 63, 57.2, array[3, 0, 0, 5, 0, 0, 6, 0, 0, 6])::public.benchmark_standing,
  'percentile with the score''s bucket spread over its scores, mean of the bucket midpoints');
select is((private.benchmark_release_metric('[0, 0, 0, 0, 0, 0, 0, 0, 0, 4]', 100)).percentile, 95,
  'a score of 100 is in the top bucket, 90-100, 11 scores wide: round(100 * 10.5 / 11) = 95');
select is((select array_agg(k order by k) from result, jsonb_object_keys(b -> 'categories') k),
  array['architecture', 'deployment', 'scalability', 'security'], 'all four categories');
select is((select jsonb_array_length(b -> 'questions') from result), 20, 'every question');
select is_empty($$select 1 from result, jsonb_array_elements(b -> 'questions') e
                    where (e ->> 'stronger_pct')::int is distinct from pg_temp.release_stronger(e ->> 'question_id', 2)$$,
  'per question: the release''s share of people with a stronger answer');
select is((select b -> 'questions' -> 0 ->> 'question_id' from result), 'arch_1', 'questions in the product''s order');
select ok((select (b ->> 'people_about')::int % 10 = 0 and (b ->> 'people_about')::int between 10 and 40 from result),
  'people_about: the noisy total to two significant figures (20 people: about 10, 20 or 30)');
select is((select b -> 'min_people' from result), '20'::jsonb, 'k is 20 by default');

-- ---------------------------------------------------------------- no row-level data
select is_empty(
  $$select 1 from result
     where b::text ~ '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
        or b::text ~ '@example\.com' or b::text ~ 'Person '
        or jsonb_path_exists(b, 'strict $.**.answers') or jsonb_path_exists(b, 'strict $.**.user_id')$$,
  'no id, e-mail, name or answers of anyone in the benchmark');
select is_empty(
  $$select 1 from result, jsonb_path_query(b, 'strict $.**') v
     where jsonb_typeof(v) = 'object' and exists (select 1 from jsonb_object_keys(v) k where k not in (
       'status', 'people_about', 'min_people', 'overall', 'categories', 'questions', 'score', 'percentile', 'mean', 'buckets',
       'architecture', 'deployment', 'security', 'scalability', 'question_id', 'stronger_pct'))$$,
  'the answer is made of the documented aggregate fields only');
select is((select sum(people)::int from private.benchmark_bins where kind = 'question' and metric = 'arch_1'), 20,
  'the snapshot counts people, not reports');

-- The snapshot is not readable by any API role.
set local role authenticated;
set local request.jwt.claims to '{"sub": "00000000-0000-4000-8000-000000000101", "role": "authenticated"}';
select throws_ok($$select * from private.benchmark_latest$$, '42501', null, 'authenticated cannot read the snapshot');
select throws_ok($$select * from private.benchmark_bins$$, '42501', null, 'authenticated cannot read the bins');
select throws_ok($$select private.benchmark_for(50, '{}', '{}')$$, '42501', null, 'authenticated cannot compute a benchmark for made-up scores');
select is((public.get_report_benchmark((select v::text from ids where k = 'mine'))).status, 'ok',
  'the owner can');
set local request.jwt.claims to '{"sub": "00000000-0000-4000-8000-000000000102", "role": "authenticated"}';
select is(jsonb_strip_nulls(to_jsonb(
            public.get_report_benchmark((select v::text from ids where k = 'mine')))),
  '{"status": "forbidden"}'::jsonb,
  'someone else''s report: forbidden');
select is(jsonb_strip_nulls(to_jsonb(public.get_report_benchmark('00000000-0000-4000-8000-00000000ffff'))),
  '{"status": "not_found"}'::jsonb, 'an unknown report: not_found');
select is(jsonb_strip_nulls(to_jsonb(public.get_report_benchmark('nope'))), '{"status": "not_found"}'::jsonb,
  'a malformed id: not_found');
reset role;
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select throws_ok($$select public.get_report_benchmark((select v::text from ids where k = 'mine'))$$, '42501', null,
  'anon cannot ask for a report''s benchmark');
reset role;
set local request.jwt.claims to '';

-- ---------------------------------------------------------------- team rounds do not count
-- Person 15 answers a team round: a team answer, not their own assessment.
select set_config('request.jwt.claims', json_build_object('sub', pg_temp.person(15), 'role', 'authenticated')::text, true);
insert into ids values ('team', (private.create_team('Payments platform')).id);
insert into ids values ('team_report', (private.submit_team_assessment((select v from ids where k = 'team'), pg_temp.answers_at(3), gen_random_uuid(), null)).id);
select set_config('request.jwt.claims', '', true);
select is(pg_temp.people(), 20::bigint, 'a team-round report does not add a person');
select isnt((select report_id from private.benchmark_latest where user_id = pg_temp.person(15)), (select v from ids where k = 'team_report'),
  'although newest, it is not what counts for the person: their own report does');
select is(pg_temp.benchmark_as(1, (select v from ids where k = 'mine')), (select b from result),
  'one person''s new latest report changes nothing anyone reads until a batch is released');

-- ---------------------------------------------------------------- the snapshot follows every write
select is(pg_temp.snapshot_drift(), 0::bigint, 'the snapshot equals a rebuild from the reports');
-- An operator fixes a score.
update public.reports set overall_score = 34 where id = (select v from ids where k = 'mine');
select is(pg_temp.benchmark_as(1, (select v from ids where k = 'mine')) #> '{overall,score}', '34'::jsonb,
  'an operator''s change to a report shows at once as the report''s own score');
select is(pg_temp.snapshot_drift(), 0::bigint, 'after an update, still equal to a rebuild');
-- Changing a column the benchmark does not use moves no one.
update public.reports set prepared_for = 'Someone else' where user_id = pg_temp.person(3);
select is(pg_temp.snapshot_drift(), 0::bigint, 'after an unrelated update, still equal');
-- Deleting an account takes the person out; the newest report going leaves the one before.
delete from public.reports where id = (select r.id from public.reports r where r.user_id = pg_temp.person(2) order by r.created_at desc limit 1);
select is(pg_temp.people(), 20::bigint, 'person 2''s newest report deleted: their previous one counts');
delete from auth.users where id = pg_temp.person(20);
select is(pg_temp.people(), 19::bigint, 'a deleted account leaves the snapshot');
select is(private.benchmark_changed(), 3::bigint,
  'changed since the release: persons 1 (score fixed), 2 (newest deleted) and 20 (gone); not 15 (a team answer)');
select is(pg_temp.benchmark_as(1, (select v from ids where k = 'mine')) #> '{overall,buckets}', (select b #> '{overall,buckets}' from result),
  'the release stands until k people changed');
select is(pg_temp.snapshot_drift(), 0::bigint, 'after deletes, still equal to a rebuild');
-- A report an operator wrote by hand without all answers is left out.
insert into public.reports (user_id, submission_id, answers, overall_score, category_scores)
values (pg_temp.person(21), gen_random_uuid(), '{"arch_1": "panic"}', 10, '{"architecture": 10, "deployment": 10, "security": 10, "scalability": 10}');
select is(pg_temp.people(), 19::bigint, 'an incomplete report is not counted');

-- ---------------------------------------------------------------- k is a setting
select pg_temp.submit(21, 1), pg_temp.submit(22, 1);
select is(pg_temp.benchmark_as(1, (select v from ids where k = 'mine')) ->> 'status', 'ok', '21 people, a release of 20: ok');
insert into public.app_config (key, value) values ('benchmark', '{"min_people": 25}');
select is(jsonb_strip_nulls(pg_temp.benchmark_as(1, (select v from ids where k = 'mine'))),
  '{"status": "insufficient_data"}'::jsonb,
  'with min_people 25, a release of 20 people is not enough');
select throws_ok($$update public.app_config set value = '{"min_people": 4}' where key = 'benchmark'$$, '23514', null,
  'min_people below 5 cannot be set');
select throws_ok($$update public.app_config set value = '{"min_people": "many"}' where key = 'benchmark'$$, '23514', null,
  'a min_people that is not a number is refused by the check, not by a failed cast');

select * from finish();
rollback;
