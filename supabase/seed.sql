-- Local development data only (applied after the migrations by `supabase db reset` / `supabase start`
-- and by local-supabase). Rows that production needs -- the question bank and the 'maintenance'
-- config row -- are inserted by migrations, not here.

-- ============================================================================================
-- LOCAL ONLY: a SYNTHETIC benchmark population of 60 made-up people.
-- ============================================================================================
-- The anonymous benchmark shows nothing until at least 20 people (app_config 'benchmark'.min_people)
-- have a report, so on a fresh local stack it could never be seen. These 60 people exist only in the
-- benchmark's snapshot (private.benchmark_latest, marked synthetic = true): no auth users, profiles or
-- reports are created. That is deliberate: the contract and pgTAP suites run against freshly seeded
-- databases and count the users, profiles and reports they made themselves; made-up accounts would
-- also appear in every operator's listing. A real person's report is never replaced or affected by
-- them; they are only counted beside it.
--
-- Plausible answers: each person has a maturity between about 0.1 and 0.9 (a bell-shaped spread);
-- each answer is that maturity on the 0..3 scale plus some noise, and some practices are harder than
-- others (security and resilience testing lag, deployment frequency leads), as in real assessments.
-- Scores follow scoring version 1: a category is round(100 * sum / 15), overall round(100 * sum / 60).
-- Everything is derived from md5 of fixed strings, so every seeded database gets the same people.
--
-- To remove them: delete from private.benchmark_latest where synthetic; select private.benchmark_recount();
insert into private.benchmark_latest (user_id, report_id, created_at, overall, categories, positions, synthetic)
with person as (
  select i,
         md5('ahc-synthetic-person-' || i)::uuid as user_id,
         -- the mean of three uniform numbers: bell-shaped around 0.5
         0.1 + 0.8 * ((('x' || substr(md5('m1-' || i), 1, 8))::bit(32)::bigint & 2147483647) / 2147483648.0
                    + (('x' || substr(md5('m2-' || i), 1, 8))::bit(32)::bigint & 2147483647) / 2147483648.0
                    + (('x' || substr(md5('m3-' || i), 1, 8))::bit(32)::bigint & 2147483647) / 2147483648.0) / 3 as maturity,
         now() - make_interval(days => (('x' || substr(md5('d-' || i), 1, 8))::bit(32)::bigint & 2147483647)::integer % 180) as created_at
    from generate_series(1, 60) as g (i)
),
question as (
  select distinct o.question_id, o.category,
         case o.question_id
           when 'deploy_1' then 0.4 when 'deploy_4' then 0.3 when 'arch_2' then 0.2
           when 'sec_5' then -0.4 when 'scal_4' then -0.5 when 'sec_3' then -0.3 when 'scal_2' then -0.2
           else 0 end as ease
    from private.question_options o
),
answer as (
  select p.i, q.question_id, q.category,
         least(3, greatest(0, round(
           3 * p.maturity + q.ease
           + 1.2 * ((('x' || substr(md5('a-' || p.i || '-' || q.question_id), 1, 8))::bit(32)::bigint & 2147483647) / 2147483648.0 - 0.5)
         )))::integer as position
    from person p cross join question q
),
per_category as (
  select a.i, a.category, sum(a.position) as points from answer a group by a.i, a.category
)
select p.user_id,
       null,
       p.created_at,
       (select round(100.0 * sum(c.points) / 60)::smallint from per_category c where c.i = p.i),
       (select jsonb_object_agg(c.category, round(100.0 * c.points / 15)::integer) from per_category c where c.i = p.i),
       (select jsonb_object_agg(a.question_id, a.position) from answer a where a.i = p.i),
       true
  from person p
on conflict (user_id) do nothing;

select private.benchmark_recount();
