-- The anonymous benchmark (docs/product.md): where a report stands among everyone's, without anyone's
-- answers or head count being learnt from it.
--
-- Who counts: each confirmed, non-anonymous account (auth.users.email_confirmed_at set, is_anonymous
-- false) once, with their newest personal report (created_at, then id, newest first); a team answer
-- describes the team's system, so it is never what counts for its person. An account that confirms
-- later joins then (a trigger on auth.users).
--
-- How:
--   private.benchmark_latest   the live snapshot: one row per person, their newest eligible report's
--                              scores and positions, kept in step with public.reports by
--                              statement-level triggers (a submission pays a few row updates; a read
--                              never scans the reports)
--   private.benchmark_bins     how many people of the snapshot have each value: overall and each
--                              category score 0..100, each question's position 0..3
--   private.benchmark_release  what readers read: a RELEASE, replaced only when at least k people
--                              (app_config 'benchmark' = {"min_people": k}, default 20, never below 5)
--                              have changed since the last one (a new person, another latest report, or
--                              a person who left), so one contribution never changes what anyone reads;
--                              it is released together with at least k - 1 others
-- None has a grant to any API role, and no function returns a row of them.
--
-- Noise: each release adds two-sided geometric noise (the discrete Laplace mechanism) to every count it
-- holds (people per 10-point bucket of the overall score and of each area score, and people per answer
-- position of each question), drawn once per release with the database's cryptographic random source
-- and stored: asking again returns the same figures, so repeating a question averages nothing away.
-- Percentiles, averages and shares are computed from the noisy counts (post-processing, no further
-- privacy cost). Privacy budget (add/remove one person; each person is one count in each of the 25
-- histograms): epsilon = 1 per histogram, 25 per release by sequential composition; releases compose
-- sequentially too (a person present in r releases: 25 r). Utility, simulated on populations like the
-- local seed's (error against the exact figure, median / 90th percentile): at 100 people a question's
-- share 1 / 2 points, a percentile 3 / 6 points, an average 0.7 / 1.7; at 20 people 3 / 10, 6 / 16 and
-- 2.4 / 6.4. No head count: the release says "about N" people (its noisy total, to two significant
-- figures, at least 10); the exact count only decides whether k is reached.
--
-- Eligible: a report whose answers are 20 known (question, option) pairs and whose category_scores has
-- the four categories: every report submit_assessment writes. (Rows an operator writes by hand may not
-- be; they are left out rather than counted half.)
--
-- Data: the bins' rows (every value of every metric, at 0 people) and the first release are made by
-- the migrations 20261124000004_benchmark.sql and 20261125000004_benchmark_batches.sql (insert into
-- private.benchmark_bins, select private.benchmark_rebuild()), not here; the local seed's synthetic
-- people are supabase/seed.sql's.

-- ---------------------------------------------------------------- the answers' types

create type public.benchmark_status as enum ('ok', 'insufficient_data', 'forbidden', 'not_found');

-- One score's standing in the release: the score, its percentile, the mean of everyone's, and the
-- (noisy) number of people in each of the ten 10-point buckets.
create type public.benchmark_standing as (
  score integer,
  percentile integer,
  mean numeric,
  buckets integer[]
);

create type public.benchmark_categories as (
  architecture public.benchmark_standing,
  deployment public.benchmark_standing,
  security public.benchmark_standing,
  scalability public.benchmark_standing
);

-- The share of the people who answered a question whose answer is stronger than this report's.
create type public.benchmark_question as (
  question_id text,
  stronger_pct integer
);

-- A report's benchmark: the figures only when ok; insufficient_data below k people, with no numbers.
create type public.benchmark as (
  status public.benchmark_status,
  people_about integer,
  min_people integer,
  overall public.benchmark_standing,
  categories public.benchmark_categories,
  questions public.benchmark_question[]
);

-- ---------------------------------------------------------------- the snapshot and the release

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
  -- The report counted for this person in the current release (NULL: not in it). A person whose
  -- report_id differs is "changed since the release".
  released_report_id uuid,
  constraint benchmark_latest_overall_range check (overall between 0 and 100),
  constraint benchmark_latest_report_unless_synthetic check (synthetic or report_id is not null)
);

alter table private.benchmark_latest enable row level security;

revoke all on table private.benchmark_latest from public, anon, authenticated, service_role;

create index benchmark_latest_changed on private.benchmark_latest (user_id)
  where report_id is distinct from released_report_id;

comment on table private.benchmark_latest is
  'The benchmark''s population: one row per person (their newest eligible report), maintained by triggers on '
  'public.reports. Never returned to clients.';
comment on column private.benchmark_latest.released_report_id is
  'The report counted for this person in the current release (private.benchmark_release), or NULL if they '
  'are not in it.';

create table private.benchmark_bins (
  kind text not null,
  metric text not null,
  value smallint not null,
  people integer not null default 0,
  constraint benchmark_bins_pkey primary key (kind, metric, value),
  constraint benchmark_bins_kind_valid check (kind in ('overall', 'category', 'question')),
  constraint benchmark_bins_people_positive check (people >= 0)
);

alter table private.benchmark_bins enable row level security;

revoke all on table private.benchmark_bins from public, anon, authenticated, service_role;

comment on table private.benchmark_bins is
  'Histogram of benchmark_latest: people per overall score, per category score and per question position. '
  'The benchmark reads only this.';

create table private.benchmark_release (
  id boolean primary key default true,
  released_at timestamptz not null,
  -- The exact number of people in the release: compared with k, never returned.
  people integer not null,
  -- People in this release who have left the snapshot since (deleted account or reports): they
  -- count as changes towards the next release.
  departed integer not null default 0,
  -- The noisy counts: {"overall": [10], "categories": {name: [10]}, "questions": {id: [4]}}.
  counts jsonb not null,
  constraint benchmark_release_one_row check (id),
  constraint benchmark_release_people_positive check (people >= 0 and departed >= 0)
);

alter table private.benchmark_release enable row level security;

revoke all on table private.benchmark_release from public, anon, authenticated, service_role;

comment on table private.benchmark_release is
  'What readers of the benchmark see: noisy counts made from the snapshot in batches of at least k changed '
  'people. One row. Never returned to clients as such.';

-- ---------------------------------------------------------------- keeping the snapshot

-- k: app_config 'benchmark' = {"min_people": k}, default 20, never below 5.
create function private.benchmark_min_people()
returns integer
language sql
stable
set search_path = ''
as $$
  select private.setting_int('benchmark', 'min_people', 20, 5)
$$;
revoke all on function private.benchmark_min_people() from public;

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
revoke all on function private.benchmark_bins_of(smallint, jsonb, jsonb) from public;

-- Who may be counted: a confirmed, non-anonymous account.
create function private.benchmark_counts_account(user_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from auth.users u
                  where u.id = benchmark_counts_account.user_id
                    and u.email_confirmed_at is not null and not u.is_anonymous)
$$;
revoke all on function private.benchmark_counts_account(uuid) from public;

-- Brings the snapshot in line with the given people's reports: each person's newest eligible personal
-- report (team_name is null), or no row.
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
        where r.user_id = a.user_id and r.team_name is null
          and p.positions is not null and c.categories is not null
        order by r.created_at desc, r.id desc
        limit 1) n
     where private.benchmark_counts_account(a.user_id)
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
    returning l.released_report_id
  ),
  departed as (
    update private.benchmark_release r
       set departed = r.departed + (select count(*) from gone g where g.released_report_id is not null)
     where exists (select 1 from gone g where g.released_report_id is not null)
  )
  insert into private.benchmark_latest as l (user_id, report_id, created_at, overall, categories, positions)
  select f.user_id, f.report_id, f.created_at, f.overall, f.categories, f.positions from fresh f
  on conflict (user_id) do update
    set report_id = excluded.report_id, created_at = excluded.created_at, overall = excluded.overall,
        categories = excluded.categories, positions = excluded.positions, synthetic = false,
        -- The released report itself changed (an operator's fix): a change like any other.
        released_report_id = case when l.released_report_id = excluded.report_id
                                   and (l.overall, l.categories, l.positions)
                                       is distinct from (excluded.overall, excluded.categories, excluded.positions)
                                  then null else l.released_report_id end;
end;
$$;
revoke all on function private.benchmark_refresh(uuid[]) from public;

-- The whole snapshot again from the reports (and a release of it).
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
   where r.team_name is null and p.positions is not null and c.categories is not null
     and private.benchmark_counts_account(r.user_id)
   order by r.user_id, r.created_at desc, r.id desc
  on conflict (user_id) do nothing;
  perform private.benchmark_recount();
end;
$$;
revoke all on function private.benchmark_rebuild() from public;

-- The reports' statement-level triggers: the people whose reports were inserted, updated (team_name
-- among the columns whose change matters: classifying a report moves its person's newest personal
-- report) or deleted are refreshed. Security definer: the reports' writers cannot write the snapshot.
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
    -- Only rows whose owner, time, answers, scores or kind changed (renaming a report changes nothing here).
    perform private.benchmark_refresh(array(
      select o.user_id from old_rows o
       where not exists (select 1 from new_rows n where n.id = o.id
                            and (n.user_id, n.created_at, n.answers, n.overall_score, n.category_scores, n.team_name)
                                is not distinct from
                                (o.user_id, o.created_at, o.answers, o.overall_score, o.category_scores, o.team_name))
      union
      select n.user_id from new_rows n
       where not exists (select 1 from old_rows o where o.id = n.id
                            and (n.user_id, n.created_at, n.answers, n.overall_score, n.category_scores, n.team_name)
                                is not distinct from
                                (o.user_id, o.created_at, o.answers, o.overall_score, o.category_scores, o.team_name))));
  elsif tg_op = 'TRUNCATE' then
    -- (A rebuild releases at once: it is an operator's act, not a contribution.)
    perform private.benchmark_rebuild();
    return null;
  end if;
  perform private.benchmark_publish_if_due();
  return null;
end;
$$;
revoke all on function private.benchmark_on_reports_change() from public;

-- An account that is confirmed (or stops being anonymous) after its reports were written joins the
-- snapshot now. Security definer for the same reason as the reports' trigger.
create function private.benchmark_on_account_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.benchmark_refresh(array[new.id]);
  perform private.benchmark_publish_if_due();
  return null;
end;
$$;
revoke all on function private.benchmark_on_account_change() from public;

-- ---------------------------------------------------------------- releases

-- epsilon per histogram (see the top of this file).
create function private.benchmark_epsilon()
returns numeric
language sql
immutable
set search_path = ''
as $$
  select 1.0
$$;
revoke all on function private.benchmark_epsilon() from public;

-- One draw of two-sided geometric noise with P(x) proportional to exp(-epsilon |x|): the difference
-- of two geometric variables, each floor(-ln(U) / epsilon) for U uniform in (0, 1). U takes 48 bits
-- of gen_random_uuid(), which reads the server's cryptographic random source (the first 12 hex
-- digits of a version-4 uuid are all random).
create function private.benchmark_noise()
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_epsilon numeric := private.benchmark_epsilon();
  v_u1 double precision;
  v_u2 double precision;
begin
  v_u1 := ((('x' || substr(replace(pg_catalog.gen_random_uuid()::text, '-', ''), 1, 12))::bit(48)::bigint) + 0.5) / 281474976710656.0;
  v_u2 := ((('x' || substr(replace(pg_catalog.gen_random_uuid()::text, '-', ''), 1, 12))::bit(48)::bigint) + 0.5) / 281474976710656.0;
  return (floor(-ln(v_u1) / v_epsilon) - floor(-ln(v_u2) / v_epsilon))::integer;
end;
$$;
revoke all on function private.benchmark_noise() from public;

-- Makes a new release from the snapshot: the counts with fresh noise, negative ones raised to 0.
-- Serialised with the snapshot's writers by their advisory lock.
create function private.benchmark_publish()
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_counts jsonb;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('private.benchmark', 0));
  with cells as (
    -- Scores by 10-point bucket; questions by position.
    select b.kind, b.metric,
           case when b.kind = 'question' then b.value::integer else private.stat_bucket(b.value) end as cell,
           sum(b.people) as people
      from private.benchmark_bins b
     group by 1, 2, 3
  ),
  grid as (
    select 'overall'::text as kind, 'overall'::text as metric, g.cell from generate_series(0, 9) as g (cell)
    union all
    select 'category', c.category, g.cell
      from unnest(array['architecture', 'deployment', 'security', 'scalability']) as c (category)
     cross join generate_series(0, 9) as g (cell)
    union all
    select distinct 'question', o.question_id, o.position::integer from private.question_options o
  ),
  noisy as (
    select g.kind, g.metric, g.cell,
           greatest(coalesce(c.people, 0) + private.benchmark_noise(), 0) as people
      from grid g
      left join cells c on c.kind = g.kind and c.metric = g.metric and c.cell = g.cell
  ),
  lists as (
    select n.kind, n.metric, jsonb_agg(n.people order by n.cell) as people from noisy n group by 1, 2
  )
  select jsonb_build_object(
           'overall', (select l.people from lists l where l.kind = 'overall'),
           'categories', (select jsonb_object_agg(l.metric, l.people) from lists l where l.kind = 'category'),
           'questions', (select jsonb_object_agg(l.metric, l.people) from lists l where l.kind = 'question'))
    into v_counts;

  insert into private.benchmark_release as r (id, released_at, people, departed, counts)
  values (true, now(),
          (select coalesce(sum(b.people), 0) from private.benchmark_bins b where b.kind = 'overall'),
          0, v_counts)
  on conflict (id) do update
    set released_at = excluded.released_at, people = excluded.people, departed = 0, counts = excluded.counts;

  update private.benchmark_latest l
     set released_report_id = l.report_id
   where l.report_id is distinct from l.released_report_id;
end;
$$;
revoke all on function private.benchmark_publish() from public;

-- How many people changed since the release (a new person, another latest report, or gone).
create function private.benchmark_changed()
returns bigint
language sql
stable
set search_path = ''
as $$
  select (select count(*) from private.benchmark_latest l where l.report_id is distinct from l.released_report_id)
       + coalesce((select r.departed from private.benchmark_release r), 0)
$$;
revoke all on function private.benchmark_changed() from public;

-- A new release once at least k people changed since the last one.
create function private.benchmark_publish_if_due()
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  if private.benchmark_changed() >= private.benchmark_min_people() then
    perform private.benchmark_publish();
  end if;
end;
$$;
revoke all on function private.benchmark_publish_if_due() from public;

-- An operator's recount (after removing the local seed's synthetic people, say) is also a release:
-- the recount is the operator's statement that the snapshot is now what should be shown.
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
  perform private.benchmark_publish();
end;
$$;
revoke all on function private.benchmark_recount() from public;

-- About how many people: the release's noisy total to two significant figures, at least 10.
create function private.benchmark_people_about(people bigint)
returns integer
language sql
immutable
set search_path = ''
as $$
  select greatest(10, (round(people / s) * s)::integer)
    from (select power(10, greatest(1, floor(log(greatest(people, 1)::numeric)) - 1))::numeric as s) x
$$;
revoke all on function private.benchmark_people_about(bigint) from public;

-- ---------------------------------------------------------------- reading a benchmark

-- One score's figures from a release's 10 noisy bucket counts:
--   percentile: the mid-rank percentile with the score's bucket spread evenly over its scores,
--               round(100 * (below + equal_share) / total);
--   mean:       of the bucket midpoints (4.5, 14.5, ..., 95), one decimal;
--   buckets:    the noisy counts as released.
create function private.benchmark_release_metric(buckets jsonb, score integer)
returns public.benchmark_standing
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_bucket integer := private.stat_bucket(score);
  v_from integer := 10 * v_bucket;
  v_width integer := case when v_bucket = 9 then 11 else 10 end;
  v_counts integer[] := array(
    select c.people::integer from jsonb_array_elements_text(buckets) with ordinality as c (people, i)
     order by c.i);
  v_total numeric;
  v_below numeric;
  v_sum numeric;
begin
  select coalesce(sum(c.people::numeric), 0),
         coalesce(sum(c.people::numeric) filter (where c.i - 1 < v_bucket), 0),
         coalesce(sum(c.people::numeric * case when c.i = 10 then 95 else 10 * (c.i - 1) + 4.5 end), 0)
    into v_total, v_below, v_sum
    from jsonb_array_elements_text(buckets) with ordinality as c (people, i);
  if v_total = 0 then
    return row(score, 50, 50, v_counts)::public.benchmark_standing;
  end if;
  return row(
    score,
    least(100, greatest(0, round(100 * (v_below
      + (buckets ->> v_bucket)::numeric * (score - v_from + 0.5) / v_width) / v_total)))::integer,
    round(v_sum / v_total, 1),
    v_counts
  )::public.benchmark_standing;
end;
$$;
revoke all on function private.benchmark_release_metric(jsonb, integer) from public;

-- The benchmark of one set of scores and answers against the current release: insufficient_data
-- (no numbers at all) below k people in the release; else ok with about how many people, k, the
-- overall and per-category standings, and per question (in the product's order) stronger_pct, the
-- share of the question's (noisy) people whose answer is at a higher position than this one. All
-- figures come from the release's noisy counts.
create function private.benchmark_for(overall integer, categories jsonb, positions jsonb)
returns public.benchmark
language plpgsql
stable
set search_path = ''
as $$
declare
  v_release private.benchmark_release;
  v_k integer := private.benchmark_min_people();
  v_counts jsonb;
begin
  select r.* into v_release from private.benchmark_release r;
  if not found or v_release.people < v_k then
    return row('insufficient_data', null, null, null, null, null)::public.benchmark;
  end if;
  v_counts := v_release.counts;
  return row(
    'ok',
    private.benchmark_people_about(
      (select sum(x::bigint)::bigint from jsonb_array_elements_text(v_counts -> 'overall') as x)),
    v_k,
    private.benchmark_release_metric(v_counts -> 'overall', benchmark_for.overall),
    -- Each category the report has a score for; read into the type (a missing one stays null).
    jsonb_populate_record(null::public.benchmark_categories, (
      select jsonb_object_agg(c.category, to_jsonb(private.benchmark_release_metric(
               v_counts -> 'categories' -> c.category, (benchmark_for.categories ->> c.category)::integer)))
        from unnest(array['architecture', 'deployment', 'security', 'scalability']) as c (category)
       where jsonb_typeof(benchmark_for.categories -> c.category) = 'number')),
    array(
      select row(
               p.key,
               coalesce(private.stat_share_pct(
                 (select coalesce(sum(x.people::bigint), 0)::bigint
                    from jsonb_array_elements_text(v_counts -> 'questions' -> p.key)
                         with ordinality as x (people, i)
                   where x.i - 1 > p.value::integer),
                 (select coalesce(sum(x.people::bigint), 0)::bigint
                    from jsonb_array_elements_text(v_counts -> 'questions' -> p.key) as x (people))), 0)
             )::public.benchmark_question
        from jsonb_each_text(coalesce(benchmark_for.positions, '{}'::jsonb)) as p (key, value)
       where v_counts -> 'questions' ? p.key
       order by private.question_rank(p.key))
  )::public.benchmark;
end;
$$;
revoke all on function private.benchmark_for(integer, jsonb, jsonb) from public;

-- The benchmark of one report; the report's own numbers are what it shows.
create function private.report_benchmark(r public.reports)
returns public.benchmark
language sql
stable
set search_path = ''
as $$
  select private.benchmark_for(r.overall_score, r.category_scores, private.report_positions(r.answers))
$$;
revoke all on function private.report_benchmark(public.reports) from public;

-- The same three answers as get_report for who may see it, and the benchmark in place of the report.
create function private.get_report_benchmark(report_id text)
returns public.benchmark
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_report public.reports;
  v_uid uuid := auth.uid();
begin
  perform private.require_mfa();
  if report_id is null
     or report_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return row('not_found', null, null, null, null, null)::public.benchmark;
  end if;
  select r.* into v_report from public.reports r where r.id = report_id::uuid;
  if not found then
    return row('not_found', null, null, null, null, null)::public.benchmark;
  end if;
  if v_uid is null or v_report.user_id <> v_uid then
    return row('forbidden', null, null, null, null, null)::public.benchmark;
  end if;
  return private.report_benchmark(v_report);
end;
$$;

create function public.get_report_benchmark(report_id text)
returns public.benchmark language plpgsql stable security invoker set search_path = ''
as $$ begin return private.get_report_benchmark(get_report_benchmark.report_id); end; $$;
revoke all on function public.get_report_benchmark(text) from public, anon, authenticated, service_role;
grant execute on function public.get_report_benchmark(text) to authenticated;

comment on function public.get_report_benchmark(text) is
  'Where the caller''s report stands among everyone''s latest personal reports (one per confirmed account; '
  'team answers are not counted), from a release made in batches of at least k changed people, with noise '
  '(benchmark): status ok with people_about, min_people, overall {score, percentile, mean, buckets[10]}, '
  'categories (the same per category), questions [{question_id, stronger_pct}]; insufficient_data below '
  'app_config benchmark.min_people (default 20) people, with no numbers; forbidden for someone else''s '
  'report; not_found for an unknown or malformed id. Errors: 42501 (hint aal2_required) for an aal1 session '
  'of an account with a verified factor.';

-- ---------------------------------------------------------------- the triggers

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

create trigger users_benchmark_eligibility
  after update of email_confirmed_at, is_anonymous on auth.users
  for each row
  when (old.email_confirmed_at is distinct from new.email_confirmed_at or old.is_anonymous is distinct from new.is_anonymous)
  execute function private.benchmark_on_account_change();
