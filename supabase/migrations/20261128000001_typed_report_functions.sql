-- The report functions declare what they answer, as the team and token-link functions do: get_report,
-- get_report_benchmark and get_shared_report returned jsonb, so each answer was described in the SQL
-- that built it, in the comment on the function and by hand on every client. Here each answer is a
-- composite type (get_report's report is the reports row type itself; the benchmark's figures are
-- composites and arrays of them, its statuses an enum), so the generated database types carry the
-- shapes. What stays jsonb is what the reports table itself stores as jsonb (a report's answers and
-- category_scores), checked by the apps as they arrive.
--
-- What goes over the wire hardly changes: PostgREST renders a composite as the JSON object the jsonb
-- answers were. Keys that used to be left out are now there, null: a bare status ({status: forbidden})
-- carries its other fields; a benchmark's categories has all four (null for a category the report has
-- no score for, which a stored report never lacks). A shared report used to say whether the owner chose
-- to show company and prepared_for by having the key at all; both keys are always there now, and
-- include_company and include_prepared_for (the link's own words) say it, so a company shown but never
-- given (null) stays apart from one not shown.
--
-- Every rule, check and its order is as before: each function below is the latest definition
-- (20261125000002_mfa_on_personal_data.sql, 20261125000004_benchmark_batches.sql and
-- 20261127000002_token_links.sql) with only its result type and the way it builds its answer changed.
-- Who may call which is as before: get_report and get_shared_report anon and authenticated,
-- get_report_benchmark authenticated only.

-- ---------------------------------------------------------------- the answers' types

-- Who asks about a report: its owner (ok), anyone else (forbidden), or nobody's (an unknown or
-- malformed id).
create type public.report_access as enum ('ok', 'forbidden', 'not_found');

-- get_report's answer: the whole row for its owner, nothing else for anyone.
create type public.report_read as (
  status public.report_access,
  report public.reports
);

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

create type public.shared_report_status as enum ('ok', 'not_found', 'revoked', 'expired');

-- A report as a share link shows it: nothing that leads back to its owner (no id, user or name);
-- company and prepared_for only when the link includes them (null otherwise).
create type public.shared_report_document as (
  created_at timestamptz,
  answers jsonb,
  overall_score smallint,
  category_scores jsonb,
  scoring_version smallint,
  include_company boolean,
  company text,
  include_prepared_for boolean,
  prepared_for text
);

-- get_shared_report's answer: the report and its benchmark when ok, else only why not.
create type public.shared_report as (
  status public.shared_report_status,
  report public.shared_report_document,
  benchmark public.benchmark
);

-- ---------------------------------------------------------------- the benchmark, typed

-- These change their result type, which CREATE OR REPLACE cannot do.
drop function public.get_report(text);
drop function public.get_report_benchmark(text);
drop function public.get_shared_report(text);
drop function private.get_report(text);
drop function private.get_report_benchmark(text);
drop function private.get_shared_report(text);
drop function private.report_benchmark(public.reports);
drop function private.benchmark_for(integer, jsonb, jsonb);
drop function private.benchmark_release_metric(jsonb, integer);

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

-- The benchmark of one report; the report's own numbers are what it shows.
create function private.report_benchmark(r public.reports)
returns public.benchmark
language sql
stable
set search_path = ''
as $$
  select private.benchmark_for(r.overall_score, r.category_scores, private.report_positions(r.answers))
$$;

revoke all on function private.benchmark_release_metric(jsonb, integer)
  from public, anon, authenticated, service_role;
revoke all on function private.benchmark_for(integer, jsonb, jsonb)
  from public, anon, authenticated, service_role;
revoke all on function private.report_benchmark(public.reports)
  from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------- the definer functions

create function private.get_report(report_id text)
returns public.report_read
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
    return row('not_found', null)::public.report_read;
  end if;

  select r.* into v_report from public.reports r where r.id = report_id::uuid;
  if not found then
    return row('not_found', null)::public.report_read;
  end if;

  if v_uid is null or v_report.user_id <> v_uid then
    return row('forbidden', null)::public.report_read;
  end if;

  return row('ok', v_report)::public.report_read;
end;
$$;

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

-- The visitor's read. Every outcome is a status, never an error: a wrong link must not look like a
-- fault of ours.
create function private.get_shared_report(token text)
returns public.shared_report
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_link public.report_share_links;
  v_status public.link_status;
  v_report public.reports;
begin
  select l.* into v_link from public.report_share_links l
   where l.token_hash = private.presented_token_hash(get_shared_report.token);
  if v_link.id is null then
    return row('not_found', null, null)::public.shared_report;
  end if;
  v_status := private.link_status(v_link.revoked_at, v_link.expires_at);
  if v_status <> 'active' then
    return row(v_status::text::public.shared_report_status, null, null)::public.shared_report;
  end if;
  select r.* into v_report from public.reports r where r.id = v_link.report_id;
  if v_report.id is null then
    return row('not_found', null, null)::public.shared_report;
  end if;

  -- At most one write a minute per link, however often it is read.
  update public.report_share_links l
     set last_used_at = now()
   where l.id = v_link.id and (l.last_used_at is null or l.last_used_at < now() - interval '1 minute');

  -- Exactly these fields; company and prepared_for only when the owner chose to show them.
  return row(
    'ok',
    row(
      v_report.created_at,
      v_report.answers,
      v_report.overall_score,
      v_report.category_scores,
      v_report.scoring_version,
      v_link.include_company,
      case when v_link.include_company then v_report.company end,
      v_link.include_prepared_for,
      case when v_link.include_prepared_for then v_report.prepared_for end
    )::public.shared_report_document,
    private.report_benchmark(v_report)
  )::public.shared_report;
end;
$$;

revoke all on function private.get_report(text) from public, anon, authenticated, service_role;
revoke all on function private.get_report_benchmark(text) from public, anon, authenticated, service_role;
revoke all on function private.get_shared_report(text) from public, anon, authenticated, service_role;
grant execute on function private.get_report(text) to anon, authenticated;
grant execute on function private.get_report_benchmark(text) to authenticated;
grant execute on function private.get_shared_report(text) to anon, authenticated;

-- ---------------------------------------------------------------- the API: security-invoker wrappers

create function public.get_report(report_id text)
returns public.report_read language plpgsql stable security invoker set search_path = ''
as $$ begin return private.get_report(get_report.report_id); end; $$;

create function public.get_report_benchmark(report_id text)
returns public.benchmark language plpgsql stable security invoker set search_path = ''
as $$ begin return private.get_report_benchmark(get_report_benchmark.report_id); end; $$;

-- Volatile (it notes when the link was last used): call it with POST, as supabase-js's rpc() does.
create function public.get_shared_report(token text)
returns public.shared_report language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.get_shared_report(get_shared_report.token); end; $$;

revoke all on function public.get_report(text) from public, anon, authenticated, service_role;
revoke all on function public.get_report_benchmark(text) from public, anon, authenticated, service_role;
revoke all on function public.get_shared_report(text) from public, anon, authenticated, service_role;
grant execute on function public.get_report(text) to anon, authenticated;
grant execute on function public.get_report_benchmark(text) to authenticated;
grant execute on function public.get_shared_report(text) to anon, authenticated;

-- ---------------------------------------------------------------- the contract, on each function
-- (The same text on the private function and its wrapper.) The answer's shape is its result type.
do $$
declare
  c record;
begin
  for c in select * from (values
    ('get_report(text)',
     'One report (report_read): status ok with the whole reports row for its owner; forbidden for '
     'anyone else (also signed out); not_found for a malformed or unknown id; the report only when ok. '
     'Errors: 42501 (hint aal2_required) for an aal1 session of an account with a verified factor.'),
    ('get_report_benchmark(text)',
     'Where the caller''s report stands among everyone''s latest personal reports (one per confirmed '
     'account; team answers are not counted), from a release made in batches of at least k changed '
     'people, with noise (benchmark): status ok with people_about, min_people, overall {score, '
     'percentile, mean, buckets[10]}, categories (the same per category), questions [{question_id, '
     'stronger_pct}]; insufficient_data below app_config benchmark.min_people (default 20) people, with '
     'no numbers; forbidden for someone else''s report; not_found for an unknown or malformed id. '
     'Errors: 42501 (hint aal2_required) for an aal1 session of an account with a verified factor.'),
    ('get_shared_report(text)',
     'For anyone holding a share token (shared_report): status ok with the report {created_at, answers, '
     'overall_score, category_scores, scoring_version, include_company, company, include_prepared_for, '
     'prepared_for; company and prepared_for null unless the owner chose to show them} and its benchmark '
     '(as get_report_benchmark); else not_found, revoked or expired, with nothing else. Never raises for '
     'a bad token. Volatile (records last use): call with POST.')
  ) as t (signature, body) loop
    execute format('comment on function private.%s is %L', c.signature,
      'Called only through public.' || split_part(c.signature, '(', 1) || '. ' || c.body);
    execute format('comment on function public.%s is %L', c.signature, c.body);
  end loop;
end;
$$;
