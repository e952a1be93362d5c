-- The anonymous benchmark: where a report stands among everyone's latest reports.
--
-- Who counts: each person once, with their newest report (created_at, then id, newest first). A
-- person's older reports and the reports they gave in team rounds are not counted again: a team
-- round's report is simply one of the person's reports.
--
-- How: a snapshot kept in step with public.reports by statement-level triggers, so a benchmark read
-- costs a few hundred rows whatever the number of reports, and a submission pays a few row updates.
-- Measured on PGlite with 10,000 reports by 4,000 people: a benchmark read about 2.3 ms (p50 and
-- p95 alike), about 1.4 ms more per submission. Computing from the reports on each read would scan
-- every person's newest report every time.
--   private.benchmark_latest  one row per person: the newest eligible report's scores and positions
--   private.benchmark_bins    how many people have each value: overall and each category score
--                             0..100, and each question's position 0..3
-- Both live in the unexposed schema with no grant to any API role; no function returns a row of
-- them. The exposed functions return aggregates only, and only when at least k distinct people
-- contributed: app_config 'benchmark' = {"min_people": k}, default 20, never below 5.
--
-- Eligible: a report whose answers are 20 known (question, option) pairs and whose category_scores
-- has the four categories -- every report submit_assessment writes. (Rows an operator writes by hand
-- may not be; they are left out rather than counted half.)

create table private.benchmark_latest (
  user_id uuid primary key,
  -- NULL only for the synthetic people of the local seed.
  report_id uuid,
  created_at timestamptz not null,
  overall smallint not null,
  categories jsonb not null,
  positions jsonb not null,
  -- Made up by supabase/seed.sql for local development; never true in production.
  synthetic boolean not null default false,
  constraint benchmark_latest_overall_range check (overall between 0 and 100),
  constraint benchmark_latest_report_unless_synthetic check (synthetic or report_id is not null)
);

comment on table private.benchmark_latest is
  'The benchmark''s population: one row per person (their newest eligible report), maintained by triggers on public.reports. Never returned to clients.';

create table private.benchmark_bins (
  kind text not null,
  metric text not null,
  value smallint not null,
  people integer not null default 0,
  constraint benchmark_bins_pkey primary key (kind, metric, value),
  constraint benchmark_bins_kind_valid check (kind in ('overall', 'category', 'question')),
  constraint benchmark_bins_people_positive check (people >= 0)
);

comment on table private.benchmark_bins is
  'Histogram of benchmark_latest: people per overall score, per category score and per question position. The benchmark reads only this.';

alter table private.benchmark_latest enable row level security;
alter table private.benchmark_bins enable row level security;
revoke all on table private.benchmark_latest from public, anon, authenticated, service_role;
revoke all on table private.benchmark_bins from public, anon, authenticated, service_role;

-- Every bin exists from the start (5 x 101 scores and 20 x 4 positions), so reads never miss one.
insert into private.benchmark_bins (kind, metric, value)
select 'overall', 'overall', s from generate_series(0, 100) as s
union all
select 'category', c, s from unnest(array['architecture', 'deployment', 'security', 'scalability']) as c
 cross join generate_series(0, 100) as s
union all
select distinct 'question', q.question_id, q.position from private.question_options q;

-- k: app_config 'benchmark' = {"min_people": k}. The row is optional (default 20); it is checked
-- when present so that a malformed setting is refused when written, not when read.
-- (CASE, not AND: SQL does not promise to test the type before it tries the cast.)
alter table public.app_config add constraint app_config_benchmark_shape check (
  key <> 'benchmark' or (
    case when jsonb_typeof(value -> 'min_people') = 'number'
         then (value ->> 'min_people')::numeric between 5 and 1000000
         else false end
  )
);
-- Likewise the team report's minimum (app_config 'team_report' = {"min_answers": n}, default 2).
alter table public.app_config add constraint app_config_team_report_shape check (
  key <> 'team_report' or (
    case when jsonb_typeof(value -> 'min_answers') = 'number'
         then (value ->> 'min_answers')::numeric between 2 and 1000
         else false end
  )
);

create function private.benchmark_min_people()
returns integer
language sql
stable
set search_path = ''
as $$
  select private.setting_int('benchmark', 'min_people', 20, 5)
$$;

-- {question id: position} of a report's answers, or NULL unless all 20 questions have a known option.
-- (PL/pgSQL rather than SQL for the functions a submission runs: a SQL function with its own
-- search_path cannot be inlined and is planned again in every statement; PL/pgSQL keeps its plans for
-- the session.)
create function private.report_positions(answers jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  if jsonb_typeof(answers) is distinct from 'object' then
    return null;
  end if;
  return (
    select case when count(*) = (select count(distinct o.question_id) from private.question_options o)
                then jsonb_object_agg(q.question_id, q.position) end
      from jsonb_each_text(answers) as a (key, value)
      join private.question_options q on q.question_id = a.key and q.option_key = a.value);
end;
$$;

-- {category: score} with the four categories as integers 0..100, or NULL.
create function private.report_categories(category_scores jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
begin
  if jsonb_typeof(category_scores) is distinct from 'object' then
    return null;
  end if;
  return (
    select case when count(*) = 4 then jsonb_object_agg(s.category, s.score::integer) end
      from (select c.category,
                   case when jsonb_typeof(category_scores -> c.category) = 'number'
                        then (category_scores ->> c.category)::numeric end as score
              from unnest(array['architecture', 'deployment', 'security', 'scalability']) as c (category)) s
     where s.score between 0 and 100 and s.score = floor(s.score));
end;
$$;

-- The bins one person occupies.
create function private.benchmark_bins_of(overall smallint, categories jsonb, positions jsonb)
returns table (kind text, metric text, value smallint)
language plpgsql
immutable
set search_path = ''
as $$
begin
  return query
    select 'overall'::text, 'overall'::text, benchmark_bins_of.overall
    union all
    select 'category'::text, c.key, c.value::smallint from jsonb_each_text(benchmark_bins_of.categories) as c (key, value)
    union all
    select 'question'::text, p.key, p.value::smallint from jsonb_each_text(benchmark_bins_of.positions) as p (key, value);
end;
$$;

-- Brings the snapshot up to date for these people: their newest eligible report replaces what was
-- counted for them (or they leave the population), and the bins change by the difference. Serialised
-- by one transaction-level advisory lock: concurrent submissions wait a moment each instead of
-- deadlocking on the shared bins, and every run sees the reports committed before it.
create function private.benchmark_refresh(users uuid[])
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  if users is null or cardinality(users) = 0 then
    return;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('private.benchmark', 0));

  with affected as (
    select distinct u.user_id from unnest(users) as u (user_id) where u.user_id is not null
  ),
  fresh as (
    select a.user_id, n.id as report_id, n.created_at, n.overall_score as overall, n.categories, n.positions
      from affected a
     cross join lateral (
       select r.id, r.created_at, r.overall_score, c.categories, p.positions
         from public.reports r
        cross join lateral (select private.report_positions(r.answers) as positions) p
        cross join lateral (select private.report_categories(r.category_scores) as categories) c
        where r.user_id = a.user_id and p.positions is not null and c.categories is not null
        order by r.created_at desc, r.id desc
        limit 1) n
  ),
  old as (
    select l.* from private.benchmark_latest l
     where l.user_id in (select a.user_id from affected a) and not l.synthetic
  ),
  delta as (
    select d.kind, d.metric, d.value, sum(d.change) as change
      from (
        select b.kind, b.metric, b.value, -1 as change
          from old o cross join lateral private.benchmark_bins_of(o.overall, o.categories, o.positions) b
        union all
        select b.kind, b.metric, b.value, 1
          from fresh f cross join lateral private.benchmark_bins_of(f.overall, f.categories, f.positions) b
      ) d
     group by d.kind, d.metric, d.value
    having sum(d.change) <> 0
  ),
  -- (An update, not an upsert: an upsert checks the proposed row, a negative change, against the
  -- people >= 0 constraint before it finds the existing bin.)
  bins as (
    update private.benchmark_bins b
       set people = b.people + d.change
      from delta d
     where b.kind = d.kind and b.metric = d.metric and b.value = d.value
  ),
  new_bins as (
    insert into private.benchmark_bins (kind, metric, value, people)
    select d.kind, d.metric, d.value, d.change from delta d
     where d.change > 0
       and not exists (select 1 from private.benchmark_bins b
                        where b.kind = d.kind and b.metric = d.metric and b.value = d.value)
  ),
  gone as (
    delete from private.benchmark_latest l
     where l.user_id in (select o.user_id from old o)
       and l.user_id not in (select f.user_id from fresh f)
  )
  insert into private.benchmark_latest as l (user_id, report_id, created_at, overall, categories, positions)
  select f.user_id, f.report_id, f.created_at, f.overall, f.categories, f.positions from fresh f
  on conflict (user_id) do update
    set report_id = excluded.report_id, created_at = excluded.created_at, overall = excluded.overall,
        categories = excluded.categories, positions = excluded.positions, synthetic = false;
end;
$$;

-- Recounts the bins from benchmark_latest.
create function private.benchmark_recount()
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('private.benchmark', 0));
  update private.benchmark_bins set people = 0 where people <> 0;
  insert into private.benchmark_bins as b (kind, metric, value, people)
  select x.kind, x.metric, x.value, count(*)
    from private.benchmark_latest l
   cross join lateral private.benchmark_bins_of(l.overall, l.categories, l.positions) x
   group by x.kind, x.metric, x.value
  on conflict (kind, metric, value) do update set people = excluded.people;
end;
$$;

-- Rebuilds the snapshot from public.reports (synthetic people stay; delete them first to drop them).
create function private.benchmark_rebuild()
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('private.benchmark', 0));
  delete from private.benchmark_latest where not synthetic;
  insert into private.benchmark_latest (user_id, report_id, created_at, overall, categories, positions)
  select distinct on (r.user_id) r.user_id, r.id, r.created_at, r.overall_score, c.categories, p.positions
    from public.reports r
   cross join lateral (select private.report_positions(r.answers) as positions) p
   cross join lateral (select private.report_categories(r.category_scores) as categories) c
   where p.positions is not null and c.categories is not null
   order by r.user_id, r.created_at desc, r.id desc
  on conflict (user_id) do nothing;
  perform private.benchmark_recount();
end;
$$;

-- Keeps the snapshot in step with every write to public.reports, whoever makes it (submit_assessment,
-- an operator as service_role, a cascade from a deleted account). Security definer because the
-- writer may have no right to the private tables; it does only what is written here.
create function private.benchmark_on_reports_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.benchmark_refresh(array(select distinct n.user_id from new_rows n));
  elsif tg_op = 'DELETE' then
    perform private.benchmark_refresh(array(select distinct o.user_id from old_rows o));
  elsif tg_op = 'UPDATE' then
    -- Only rows whose owner, time, answers or scores changed (renaming a report changes nothing here).
    perform private.benchmark_refresh(array(
      select o.user_id from old_rows o
       where not exists (select 1 from new_rows n where n.id = o.id
                            and (n.user_id, n.created_at, n.answers, n.overall_score, n.category_scores)
                                is not distinct from (o.user_id, o.created_at, o.answers, o.overall_score, o.category_scores))
      union
      select n.user_id from new_rows n
       where not exists (select 1 from old_rows o where o.id = n.id
                            and (n.user_id, n.created_at, n.answers, n.overall_score, n.category_scores)
                                is not distinct from (o.user_id, o.created_at, o.answers, o.overall_score, o.category_scores))));
  elsif tg_op = 'TRUNCATE' then
    perform private.benchmark_rebuild();
  end if;
  return null;
end;
$$;

create trigger reports_benchmark_insert
  after insert on public.reports
  referencing new table as new_rows
  for each statement execute function private.benchmark_on_reports_change();
create trigger reports_benchmark_update
  after update on public.reports
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.benchmark_on_reports_change();
create trigger reports_benchmark_delete
  after delete on public.reports
  referencing old table as old_rows
  for each statement execute function private.benchmark_on_reports_change();
create trigger reports_benchmark_truncate
  after truncate on public.reports
  for each statement execute function private.benchmark_on_reports_change();

-- One metric's figures: {score, percentile, mean, buckets[10]}. total is the population.
create function private.benchmark_metric(kind text, metric text, score integer, total bigint)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'score', score,
    'percentile', private.stat_percentile(
      coalesce(sum(b.people) filter (where b.value < score), 0),
      coalesce(sum(b.people) filter (where b.value = score), 0),
      total),
    'mean', round(sum(b.value::bigint * b.people)::numeric / total, 1),
    'buckets', (select jsonb_agg(coalesce(x.people, 0) order by g.bucket)
                  from generate_series(0, 9) as g (bucket)
                  left join (select private.stat_bucket(y.value) as bucket, sum(y.people) as people
                               from private.benchmark_bins y
                              where y.kind = benchmark_metric.kind and y.metric = benchmark_metric.metric
                              group by 1) x on x.bucket = g.bucket))
    from private.benchmark_bins b
   where b.kind = benchmark_metric.kind and b.metric = benchmark_metric.metric
$$;

-- The benchmark of one set of scores and answers against the population:
--   {"status": "insufficient_data"}  fewer than k people (no numbers at all)
--   {"status": "ok", "people": N, "min_people": k,
--    "overall": {score, percentile, mean, buckets},
--    "categories": {category: {score, percentile, mean, buckets}},
--    "questions": [{question_id, stronger_pct}] in the product's order}
-- percentile: private.stat_percentile (mid-rank); mean: of the population, 1 decimal; buckets: people
-- per 10-point bucket (private.stat_bucket); stronger_pct: share of people whose answer to the
-- question is at a higher position than this one (private.stat_share_pct).
create function private.benchmark_for(overall integer, categories jsonb, positions jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_k integer := private.benchmark_min_people();
  v_total bigint;
begin
  select coalesce(sum(b.people), 0) into v_total
    from private.benchmark_bins b where b.kind = 'overall';
  if v_total < v_k then
    return jsonb_build_object('status', 'insufficient_data');
  end if;
  return jsonb_build_object(
    'status', 'ok',
    'people', v_total,
    'min_people', v_k,
    'overall', private.benchmark_metric('overall', 'overall', benchmark_for.overall, v_total),
    'categories', (
      select jsonb_object_agg(c.category,
               private.benchmark_metric('category', c.category, (benchmark_for.categories ->> c.category)::integer, v_total))
        from unnest(array['architecture', 'deployment', 'security', 'scalability']) as c (category)
       where jsonb_typeof(benchmark_for.categories -> c.category) = 'number'),
    'questions', coalesce((
      select jsonb_agg(jsonb_build_object(
               'question_id', p.key,
               'stronger_pct', private.stat_share_pct(
                 (select coalesce(sum(b.people), 0) from private.benchmark_bins b
                   where b.kind = 'question' and b.metric = p.key and b.value > p.value::integer),
                 (select coalesce(sum(b.people), 0) from private.benchmark_bins b
                   where b.kind = 'question' and b.metric = p.key)))
             order by private.question_rank(p.key))
        from jsonb_each_text(coalesce(benchmark_for.positions, '{}'::jsonb)) as p (key, value)), '[]'::jsonb));
end;
$$;

-- The benchmark of one report; the report's own numbers are what it shows.
create function private.report_benchmark(r public.reports)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select private.benchmark_for(r.overall_score, r.category_scores, private.report_positions(r.answers))
$$;

revoke all on function private.benchmark_min_people() from public, anon, authenticated, service_role;
revoke all on function private.report_positions(jsonb) from public, anon, authenticated, service_role;
revoke all on function private.report_categories(jsonb) from public, anon, authenticated, service_role;
revoke all on function private.benchmark_bins_of(smallint, jsonb, jsonb) from public, anon, authenticated, service_role;
revoke all on function private.benchmark_refresh(uuid[]) from public, anon, authenticated, service_role;
revoke all on function private.benchmark_recount() from public, anon, authenticated, service_role;
revoke all on function private.benchmark_rebuild() from public, anon, authenticated, service_role;
revoke all on function private.benchmark_on_reports_change() from public, anon, authenticated, service_role;
revoke all on function private.benchmark_metric(text, text, integer, bigint) from public, anon, authenticated, service_role;
revoke all on function private.benchmark_for(integer, jsonb, jsonb) from public, anon, authenticated, service_role;
revoke all on function private.report_benchmark(public.reports) from public, anon, authenticated, service_role;

-- The reports that exist already.
select private.benchmark_rebuild();


-- ---------------------------------------------------------------- the API: a report's benchmark
-- The same three answers as get_report for who may see it (ok for the owner, forbidden for anyone
-- else, not_found for an unknown or malformed id), and the benchmark in place of the report.
create function private.get_report_benchmark(report_id text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_report public.reports;
  v_uid uuid := auth.uid();
begin
  if report_id is null
     or report_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return jsonb_build_object('status', 'not_found');
  end if;
  select r.* into v_report from public.reports r where r.id = report_id::uuid;
  if not found then
    return jsonb_build_object('status', 'not_found');
  end if;
  if v_uid is null or v_report.user_id <> v_uid then
    return jsonb_build_object('status', 'forbidden');
  end if;
  return private.report_benchmark(v_report);
end;
$$;

revoke all on function private.get_report_benchmark(text) from public, anon, authenticated, service_role;
grant execute on function private.get_report_benchmark(text) to authenticated;

create function public.get_report_benchmark(report_id text)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return private.get_report_benchmark(get_report_benchmark.report_id);
end;
$$;

revoke all on function public.get_report_benchmark(text) from public, anon, authenticated, service_role;
grant execute on function public.get_report_benchmark(text) to authenticated;

comment on function private.get_report_benchmark(text) is
  'Called only through public.get_report_benchmark. Where the caller''s report stands among everyone''s latest reports (one per person). {"status":"ok", people, min_people, overall {score, percentile, mean, buckets[10]}, categories {name: same}, questions [{question_id, stronger_pct}]}; {"status":"insufficient_data"} below app_config benchmark.min_people (default 20) people, with no numbers; {"status":"forbidden"} for someone else''s report; {"status":"not_found"} for an unknown or malformed id. Formulas: private.stat_*.';
comment on function public.get_report_benchmark(text) is
  'Where the caller''s report stands among everyone''s latest reports (one per person). {"status":"ok", people, min_people, overall {score, percentile, mean, buckets[10]}, categories {name: same}, questions [{question_id, stronger_pct}]}; {"status":"insufficient_data"} below app_config benchmark.min_people (default 20) people, with no numbers; {"status":"forbidden"} for someone else''s report; {"status":"not_found"} for an unknown or malformed id. Formulas: private.stat_*.';
