-- Reports (docs/product.md §3). A report is written only by public.submit_assessment() (or, as a team
-- answer, public.submit_team_assessment() in team_reports.sql), which validates the answers against
-- the question bank and computes the scores; clients read their own reports and nothing else, and may
-- change only a report's name. Stored are keys and numbers, not prose, so a report renders in en and
-- da. The dashboard, plan and benchmark read the personal reports only.
--
-- The report functions declare what they answer (composite types, an enum for the status), so the
-- generated database types carry the shapes; what stays jsonb is what the table itself stores as jsonb
-- (a report's answers and category_scores), checked by the apps as they arrive. PostgREST renders a
-- composite as a JSON object, with every field (null where there is nothing).

create table public.reports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  submission_id uuid not null,
  created_at timestamptz not null default now(),
  answers jsonb not null,
  overall_score smallint not null,
  category_scores jsonb not null,
  company text,
  prepared_for text,
  scoring_version smallint not null default 1,
  -- The owner's own name for the report ("Before the migration"), so two reports of one day can be told
  -- apart: the only thing its owner may change; scores and answers stay as submitted.
  name text,
  -- A report is the person's own assessment of their own system (a personal report, what
  -- submit_assessment makes) or their answer to a team's round about the team's system (a team answer,
  -- what submit_team_assessment makes). team_id: the team whose round it answered (NULL for a personal
  -- report, and once the team is deleted; its foreign key is in teams.sql, after the teams table).
  -- team_name: the team's name when it was answered, kept when the team is deleted or the member
  -- leaves, so a team answer never turns into a personal report; NULL exactly for personal reports.
  -- Both are written only by submit_team_assessment, in the same insert as the report.
  team_id uuid,
  team_name text,
  constraint reports_user_submission_key unique (user_id, submission_id),
  constraint reports_answers_object check (jsonb_typeof(answers) = 'object'),
  constraint reports_overall_score_range check (overall_score between 0 and 100),
  constraint reports_category_scores_object check (jsonb_typeof(category_scores) = 'object'),
  constraint reports_name_length check (name is null or char_length(btrim(name)) between 1 and 120),
  constraint reports_team_answer_named check (team_id is null or team_name is not null),
  constraint reports_team_name_length check (team_name is null or char_length(team_name) between 1 and 120)
);

alter table public.reports enable row level security;

revoke all on table public.reports from public, anon, authenticated;
grant select on table public.reports to authenticated;
grant update (name) on table public.reports to authenticated;

-- Serves the RLS filter on user_id and the newest-first listing.
create index reports_user_id_created_at_idx on public.reports (user_id, created_at desc);

-- Deleting a team sets team_id to NULL on its answers; the index keeps that from scanning every report.
create index reports_team_id_idx on public.reports (team_id);

create policy reports_select_own on public.reports
  for select to authenticated
  using ((select auth.uid()) = user_id);

create policy reports_update_own_name on public.reports
  for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy reports_require_aal2 on public.reports as restrictive for all to authenticated
  using ((select private.mfa_satisfied())) with check ((select private.mfa_satisfied()));

comment on table public.reports is
  'Scored assessments. answers: question id -> option key; category_scores: {architecture, deployment, '
  'security, scalability} -> 0..100.';
comment on column public.reports.submission_id is
  'Client-generated id of one submission; submit_assessment is idempotent on (user_id, submission_id).';
comment on column public.reports.company is
  'profiles.company at submission time.';
comment on column public.reports.prepared_for is
  'profiles.name at submission time.';
comment on column public.reports.name is
  'The owner''s own name for the report (1-120 characters), or NULL for none.';
comment on column public.reports.team_id is
  'The team whose round this report answered (a team answer), NULL for a personal report or once the team '
  'is deleted.';
comment on column public.reports.team_name is
  'The team''s name (the system assessed) when this report answered its round; NULL exactly for a personal '
  'report. Kept when the team goes.';

-- ---------------------------------------------------------------- the answers' types

-- Who asks about a report: its owner (ok), anyone else (forbidden), or nobody's (an unknown or
-- malformed id).
create type public.report_access as enum ('ok', 'forbidden', 'not_found');

-- get_report's answer: the whole row for its owner, nothing else for anyone.
create type public.report_read as (
  status public.report_access,
  report public.reports
);

-- ---------------------------------------------------------------- a report's numbers

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
revoke all on function private.report_positions(jsonb) from public;

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
revoke all on function private.report_categories(jsonb) from public;

-- ---------------------------------------------------------------- writing a report

-- The body of submit_assessment and submit_team_assessment. Not an API function: called only by them,
-- which check the session's two-factor level first; no role may execute it. The notes: an object
-- question id -> {note, links, share_with_team}, each field optional (note '', links [],
-- share_with_team false). Their shape is checked here with the answers, before anything is written,
-- naming every culprit; their content by answer_notes' trigger as they go in, naming the question. A
-- retry of a submission returns its report before looking at anything, so it neither adds nor changes
-- notes.
create function private.store_report(answers json, submission_id uuid, team_id uuid, team_name text, notes json)
returns public.reports
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_answers jsonb := store_report.answers::jsonb;
  v_submission_id uuid := store_report.submission_id;
  v_notes jsonb := nullif(store_report.notes::jsonb, 'null'::jsonb);
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

  -- The notes' shape. (The answers are complete now, so a question they lack is not a question.)
  if v_notes is not null then
    if jsonb_typeof(v_notes) <> 'object' then
      raise exception using
        errcode = '22023',
        message = format(
          'notes must be a JSON object mapping question ids to {note, links, share_with_team} (got %s).',
          jsonb_typeof(v_notes));
    end if;

    select string_agg(d.k, ', ' order by d.k) into v_culprits
      from (select a.k from json_object_keys(store_report.notes) as a (k) group by a.k having count(*) > 1) d;
    if v_culprits is not null then
      raise exception using
        errcode = '22023',
        message = format('Each question may have one note; more than one for: %s.', v_culprits);
    end if;

    select string_agg(k, ', ' order by k) into v_culprits
      from (select a.k from jsonb_object_keys(v_notes) as a (k) where not (v_answers ? a.k) order by a.k limit 10) s;
    if v_culprits is not null then
      raise exception using
        errcode = '22023',
        message = format('Notes for unknown question id(s): %s.', v_culprits);
    end if;

    select string_agg(format('%s (%s)', e.key, jsonb_typeof(e.value)), ', ' order by e.key) into v_culprits
      from jsonb_each(v_notes) as e
     where jsonb_typeof(e.value) <> 'object';
    if v_culprits is not null then
      raise exception using
        errcode = '22023',
        message = format('Each note must be an object {note, links, share_with_team}; not an object: %s.', v_culprits);
    end if;

    select string_agg(format('%s.%s', e.key, f.key), ', ' order by e.key, f.key) into v_culprits
      from jsonb_each(v_notes) as e
     cross join lateral jsonb_each(e.value) as f
     where f.key not in ('note', 'links', 'share_with_team');
    if v_culprits is not null then
      raise exception using
        errcode = '22023',
        message = format('A note has only note, links and share_with_team; unknown: %s.', v_culprits);
    end if;

    select string_agg(e.key, ', ' order by e.key) into v_culprits
      from jsonb_each(v_notes) as e
     where e.value ? 'note' and jsonb_typeof(e.value -> 'note') <> 'string';
    if v_culprits is not null then
      raise exception using
        errcode = '22023',
        message = format('A note''s note must be text; not text on: %s.', v_culprits);
    end if;

    select string_agg(e.key, ', ' order by e.key) into v_culprits
      from jsonb_each(v_notes) as e
     where e.value ? 'links'
       and (jsonb_typeof(e.value -> 'links') <> 'array'
            or exists (select 1 from jsonb_array_elements(e.value -> 'links') as l (link)
                        where jsonb_typeof(l.link) <> 'string'));
    if v_culprits is not null then
      raise exception using
        errcode = '22023',
        message = format('A note''s links must be a list of URLs given as strings; not so on: %s.', v_culprits);
    end if;

    select string_agg(e.key, ', ' order by e.key) into v_culprits
      from jsonb_each(v_notes) as e
     where e.value ? 'share_with_team' and jsonb_typeof(e.value -> 'share_with_team') <> 'boolean';
    if v_culprits is not null then
      raise exception using
        errcode = '22023',
        message = format('A note''s share_with_team must be true or false; not so on: %s.', v_culprits);
    end if;
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
    -- A concurrent call with the same submission id won the race; return its row (and its notes).
    select r.* into v_report
      from public.reports r
     where r.user_id = v_uid and r.submission_id = v_submission_id;
    return v_report;
  end if;

  -- In question order, so that of several invalid notes the first one's error is the one raised.
  insert into public.answer_notes (report_id, user_id, question_id, note, links, share_with_team)
  select v_report.id, v_uid, e.key,
         coalesce(e.value ->> 'note', ''),
         array(select jsonb_array_elements_text(coalesce(e.value -> 'links', '[]'::jsonb))),
         coalesce((e.value -> 'share_with_team')::boolean, false)
    from jsonb_each(coalesce(v_notes, '{}'::jsonb)) as e
   order by private.question_rank(e.key);

  return v_report;
end;
$$;
revoke all on function private.store_report(json, uuid, uuid, text, json) from public;

comment on function private.store_report(json, uuid, uuid, text, json) is
  'The body of submit_assessment and submit_team_assessment: validates, scores and stores a report for '
  'auth.uid(), a team answer when team_name is given, and its notes (answer_notes) in the same transaction. '
  'Idempotent on submission_id. Callers check two-factor first; no role may execute it.';

-- answers stays json (not jsonb) on the way through: jsonb would keep only the last of repeated keys
-- and the check that refuses a question answered twice would never see the duplicate.
create function private.submit_assessment(answers json, submission_id uuid, notes json default null)
returns public.reports
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_mfa();
  return private.store_report(submit_assessment.answers, submit_assessment.submission_id, null, null,
                              submit_assessment.notes);
end;
$$;

create function public.submit_assessment(answers json, submission_id uuid, notes json default null)
returns public.reports
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return private.submit_assessment(submit_assessment.answers, submit_assessment.submission_id,
                                   submit_assessment.notes);
end;
$$;
revoke all on function public.submit_assessment(json, uuid, json)
  from public, anon, authenticated, service_role;
grant execute on function public.submit_assessment(json, uuid, json) to authenticated;

comment on function public.submit_assessment(json, uuid, json) is
  'Validates answers against private.question_options, scores them (scoring_version 1) and stores a report '
  'for auth.uid(). notes (optional): an object question id -> {note, links, share_with_team}, each field '
  'optional: note text of at most 1000 characters, links up to 5 absolute http(s) URLs of at most 500 '
  'characters, at least one of the two; stored in answer_notes with the report, or nothing is stored. '
  'share_with_team must be false (a personal report has no team). Idempotent on submission_id: a retry '
  'returns the first report and changes no note. Errors: 42501 not signed in; 22023 invalid input (answers '
  'or notes; the message names what is wrong).';

-- ---------------------------------------------------------------- reading one

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

create function public.get_report(report_id text)
returns public.report_read language plpgsql stable security invoker set search_path = ''
as $$ begin return private.get_report(get_report.report_id); end; $$;
revoke all on function public.get_report(text) from public, anon, authenticated, service_role;
grant execute on function public.get_report(text) to anon, authenticated;

comment on function public.get_report(text) is
  'One report (report_read): status ok with the whole reports row for its owner; forbidden for anyone else '
  '(also signed out); not_found for a malformed or unknown id; the report only when ok. Errors: 42501 (hint '
  'aal2_required) for an aal1 session of an account with a verified factor.';
