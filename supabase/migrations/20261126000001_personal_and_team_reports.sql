-- Personal and team answers apart. A report is either the person's own assessment of their own system
-- (a personal report, what submit_assessment makes) or their answer to a team's round about the team's
-- system (a team answer, what submit_team_assessment makes). Until now both were the same kind of row:
-- a team answer became the person's "latest report", their benchmark position and the one the whole
-- population counted for them, although it describes another system.
--
-- Now the report says which system it is about:
--   reports.team_id    the team whose round it answered (NULL for a personal report, and once the team
--                      is deleted)
--   reports.team_name  the team's name (the system, "Payments platform") when it was answered: kept
--                      when the team is deleted or the member leaves, so a team answer never turns
--                      into a personal report. NULL exactly for personal reports.
-- Written only by submit_team_assessment, in the same insert as the report, so no trigger ever sees a
-- team answer as a personal one. Clients read both columns (the owner's own rows, as before) and
-- cannot change them (the column grant stays name only).
--
-- The benchmark's population is each confirmed account's newest personal report: a team answer is
-- never what counts for its person (they may have no personal report at all, and then do not count).
-- A team answer's own benchmark (get_report_benchmark) still compares it with that population.
--
-- Existing data: a report linked to a round (team_round_reports) is a team answer of that round's
-- team. (Answers withdrawn from an open round before today, and those of deleted teams, left no link
-- and stay personal: nothing recorded what they were.) The update runs through the benchmark's
-- trigger, so the people concerned count as changed and are released with the next batch, as any
-- other change is (20261125000004_benchmark_batches.sql).

-- ---------------------------------------------------------------- the columns
alter table public.reports
  add column team_id uuid references public.teams (id) on delete set null,
  add column team_name text,
  add constraint reports_team_answer_named check (team_id is null or team_name is not null),
  add constraint reports_team_name_length check (team_name is null or char_length(team_name) between 1 and 120);

comment on column public.reports.team_id is
  'The team whose round this report answered (a team answer), NULL for a personal report or once the team is deleted.';
comment on column public.reports.team_name is
  'The team''s name (the system assessed) when this report answered its round; NULL exactly for a personal '
  'report. Kept when the team goes.';

-- Deleting a team sets team_id to NULL on its answers; the index keeps that from scanning every report.
create index reports_team_id_idx on public.reports (team_id);


-- ---------------------------------------------------------------- writing a report
-- The body of submit_assessment (20261125000002_mfa_on_personal_data.sql), with the team columns. Not
-- an API function: called only by submit_assessment and submit_team_assessment, which check the
-- session's two-factor level first; no role may execute it.
create function private.store_report(answers json, submission_id uuid, team_id uuid, team_name text)
returns public.reports
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_answers jsonb := store_report.answers::jsonb;
  v_submission_id uuid := store_report.submission_id;
  v_report public.reports;
  v_culprits text;
  v_overall smallint;
  v_categories jsonb;
  v_name text;
  v_company text;
begin
  if v_uid is null then
    raise exception using
      errcode = '42501',
      message = 'You must be signed in to submit an assessment.';
  end if;

  if v_submission_id is null then
    raise exception using
      errcode = '22023',
      message = 'submission_id is required (a client-generated uuid).';
  end if;

  -- Idempotency: a repeated submission returns the first report, whatever the answers are now (the
  -- team function checks that it is an answer to its team).
  select r.* into v_report
    from public.reports r
   where r.user_id = v_uid and r.submission_id = v_submission_id;
  if found then
    return v_report;
  end if;

  if json_typeof(store_report.answers) = 'object' then
    select string_agg(d.k, ', ' order by d.k) into v_culprits
      from (select a.k from json_object_keys(store_report.answers) as a (k) group by a.k having count(*) > 1) d;
    if v_culprits is not null then
      raise exception using
        errcode = '22023',
        message = format('Each question may be answered once; answered more than once: %s.', v_culprits);
    end if;
  end if;

  if v_answers is null or jsonb_typeof(v_answers) <> 'object' then
    raise exception using
      errcode = '22023',
      message = format(
        'answers must be a JSON object mapping question ids to option keys (got %s).',
        coalesce(jsonb_typeof(v_answers), 'null'));
  end if;

  select string_agg(k, ', ' order by k) into v_culprits
    from (
      select a.k
        from jsonb_object_keys(v_answers) as a (k)
       where not exists (select 1 from private.question_options q where q.question_id = a.k)
       order by a.k
       limit 10
    ) s;
  if v_culprits is not null then
    raise exception using
      errcode = '22023',
      message = format('Unknown question id(s): %s.', v_culprits);
  end if;

  select string_agg(format('%s (%s)', e.key, jsonb_typeof(e.value)), ', ' order by e.key) into v_culprits
    from jsonb_each(v_answers) as e
   where jsonb_typeof(e.value) <> 'string';
  if v_culprits is not null then
    raise exception using
      errcode = '22023',
      message = format('Answers must be option keys given as strings; not a string: %s.', v_culprits);
  end if;

  select string_agg(format('%s = %s', e.key, to_jsonb(e.value)), ', ' order by e.key) into v_culprits
    from jsonb_each_text(v_answers) as e
   where not exists (
     select 1 from private.question_options q
      where q.question_id = e.key and q.option_key = e.value);
  if v_culprits is not null then
    raise exception using
      errcode = '22023',
      message = format('Unknown option for question: %s.', v_culprits);
  end if;

  select string_agg(q.question_id, ', ' order by q.question_id) into v_culprits
    from (select distinct question_id from private.question_options) q
   where not (v_answers ? q.question_id);
  if v_culprits is not null then
    raise exception using
      errcode = '22023',
      message = format('Missing answers for question(s): %s.', v_culprits);
  end if;

  -- Every answer is now a known (question, option) pair and every question is answered.
  with picked as (
    select q.category, q.position
      from jsonb_each_text(v_answers) as e
      join private.question_options q on q.question_id = e.key and q.option_key = e.value
  ), per_category as (
    select p.category, sum(p.position) as points, count(*) as questions
      from picked p
     group by p.category
  )
  select
    jsonb_object_agg(c.category, round(100.0 * c.points / (3 * c.questions))::integer),
    round(100.0 * sum(c.points) / (3 * sum(c.questions)))::smallint
  into v_categories, v_overall
  from per_category c;

  select p.name, p.company into v_name, v_company
    from public.profiles p
   where p.id = v_uid;

  insert into public.reports as r
    (user_id, submission_id, answers, overall_score, category_scores, company, prepared_for, scoring_version,
     team_id, team_name)
  values
    (v_uid, v_submission_id, v_answers, v_overall, v_categories, v_company, v_name, 1,
     store_report.team_id, store_report.team_name)
  on conflict on constraint reports_user_submission_key do nothing
  returning r.* into v_report;

  if not found then
    -- A concurrent call with the same submission id won the race; return its row.
    select r.* into v_report
      from public.reports r
     where r.user_id = v_uid and r.submission_id = v_submission_id;
  end if;

  return v_report;
end;
$$;

revoke all on function private.store_report(json, uuid, uuid, text) from public, anon, authenticated, service_role;

-- A personal report, as before.
create or replace function private.submit_assessment(answers json, submission_id uuid)
returns public.reports
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_mfa();
  return private.store_report(submit_assessment.answers, submit_assessment.submission_id, null, null);
end;
$$;

-- As before (20261125000002_mfa_on_personal_data.sql), except that the report is made as the team's
-- answer, and that a submission id already used for a personal report or another team's answer is
-- refused rather than linked (it would put a report of another system into the team's figures).
create or replace function private.submit_team_assessment(team_id uuid, answers json, submission_id uuid, round_number integer)
returns public.reports
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('submit an assessment');
  v_round public.team_rounds;
  v_linked public.reports;
  v_report public.reports;
  v_inserted integer;
begin
  perform private.require_mfa();
  if private.team_role(submit_team_assessment.team_id, v_uid) is null then
    raise exception using errcode = 'PT404', message = 'Team not found.';
  end if;

  -- FOR SHARE: closing the round waits until this answer is in (or refused).
  if submit_team_assessment.round_number is null then
    select r.* into v_round from public.team_rounds r
     where r.team_id = submit_team_assessment.team_id and r.closed_at is null
       for share;
    if v_round.id is null then
      raise exception using errcode = 'PT410', message = 'This team has no open round; ask the team''s owner to open one.';
    end if;
  else
    select r.* into v_round from public.team_rounds r
     where r.team_id = submit_team_assessment.team_id and r.number = submit_team_assessment.round_number
       for share;
    if v_round.id is null then
      raise exception using errcode = 'PT404', message = 'Round not found.';
    end if;
    if v_round.closed_at is not null then
      raise exception using errcode = 'PT410',
        message = format('Round %s is closed; it no longer takes answers.', v_round.number);
    end if;
  end if;

  select rep.* into v_linked
    from public.team_round_reports x
    join public.reports rep on rep.id = x.report_id
   where x.round_id = v_round.id and x.user_id = v_uid;
  if v_linked.id is not null then
    -- A retry of the same submission gets its report back; a second, different answer is refused.
    if v_linked.submission_id = submit_team_assessment.submission_id then
      return v_linked;
    end if;
    raise exception using errcode = 'PT409',
      message = format('You have already answered round %s of this team.', v_round.number);
  end if;

  v_report := private.store_report(submit_team_assessment.answers, submit_team_assessment.submission_id,
    submit_team_assessment.team_id,
    (select t.name from public.teams t where t.id = submit_team_assessment.team_id));

  if exists (select 1 from public.team_round_reports x where x.report_id = v_report.id) then
    raise exception using errcode = '22023',
      message = 'This submission_id already answered another round; start a new assessment for this one.';
  end if;
  if v_report.team_id is distinct from submit_team_assessment.team_id then
    raise exception using errcode = '22023',
      message = 'This submission_id belongs to another assessment; start a new assessment for this one.';
  end if;

  insert into public.team_round_reports (round_id, user_id, report_id)
  values (v_round.id, v_uid, v_report.id)
  on conflict do nothing;
  get diagnostics v_inserted = row_count;
  if v_inserted = 0 then
    -- A concurrent call answered the round first.
    raise exception using errcode = 'PT409',
      message = format('You have already answered round %s of this team.', v_round.number);
  end if;
  return v_report;
end;
$$;


-- ---------------------------------------------------------------- the benchmark counts personal reports
-- As in 20261125000004_benchmark_batches.sql, with one more condition on the person's newest report:
-- a personal one (team_name is null).
create or replace function private.benchmark_refresh(users uuid[])
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

create or replace function private.benchmark_rebuild()
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

-- As before, with team_name among the columns whose change matters (an operator, or this migration,
-- classifying a report moves its person's newest personal report).
create or replace function private.benchmark_on_reports_change()
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


-- ---------------------------------------------------------------- existing team answers
-- Every report linked to a round and not yet classified is that round's team's answer; returns how
-- many were classified. One update, so the trigger above moves the people concerned in the
-- benchmark's snapshot at once. A function (owner only) so that the tests run the very statement.
create function private.classify_team_answers()
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_count integer;
begin
  update public.reports r
     set team_id = t.id, team_name = t.name
    from public.team_round_reports x
    join public.team_rounds tr on tr.id = x.round_id
    join public.teams t on t.id = tr.team_id
   where x.report_id = r.id and r.team_name is null;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

revoke all on function private.classify_team_answers() from public, anon, authenticated, service_role;

select private.classify_team_answers();


-- ---------------------------------------------------------------- the contract, on each function
-- (submit_assessment keeps its comment, a contract of its own: 025_api_functions.sql.)
comment on function private.store_report(json, uuid, uuid, text) is
  'The body of submit_assessment and submit_team_assessment: validates, scores and stores a report for '
  'auth.uid(), a team answer when team_name is given. Idempotent on submission_id. Callers check two-factor '
  'first; no role may execute it.';
comment on function private.classify_team_answers() is
  'Marks every report linked to a team round (team_round_reports) as that team''s answer, if not yet; returns how'
  ' many. Run once by 20261126000001_personal_and_team_reports.sql; owner only.';

do $$
declare
  v_body text :=
    'Submits the caller''s answers as submit_assessment does (same validation, scores, idempotency on '
    || 'submission_id) as a team answer: a report of the team''s system (team_id, and team_name = the team''s name), '
    || 'linked to the team''s open round (or to round_number, which must be open). A team answer is not the caller''s '
    || 'own assessment: it is never their newest report in the benchmark. Returns the report. A retry with the same '
    || 'submission_id returns the same report. Errors: 42501 not signed in; 22023 invalid answers, or a submission_id '
    || 'used for another round, a personal report or another team; PT404 team not found or not a member, or no such '
    || 'round; PT410 the round is closed, or no round is open; PT409 the caller already answered this round.';
  v_benchmark text :=
    'Where the caller''s report stands among everyone''s latest personal reports (one per confirmed account; team '
    || 'answers are not counted), from a release made in batches of at least k changed people, with noise. '
    || '{"status":"ok", people_about, min_people, overall {score, percentile, mean, buckets[10]}, categories {name: '
    || 'same}, questions [{question_id, stronger_pct}]}; {"status":"insufficient_data"} below app_config '
    || 'benchmark.min_people (default 20) people, with no numbers; {"status":"forbidden"} for someone else''s report; '
    || '{"status":"not_found"} for an unknown or malformed id. Errors: 42501 (hint aal2_required) for an aal1 session '
    || 'of an account with a verified factor.';
begin
  execute format('comment on function private.submit_team_assessment(uuid, json, uuid, integer) is %L',
                 'Called only through public.submit_team_assessment. ' || v_body);
  execute format('comment on function public.submit_team_assessment(uuid, json, uuid, integer) is %L', v_body);
  execute format('comment on function private.get_report_benchmark(text) is %L',
                 'Called only through public.get_report_benchmark. ' || v_benchmark);
  execute format('comment on function public.get_report_benchmark(text) is %L', v_benchmark);
end;
$$;
