-- Notes per answer: why an answer was given, and where the evidence is. While answering (and later, on
-- the report) a person can keep a short note and a few links (a runbook, a dashboard, a decision record)
-- on any question of their report. A note belongs to its report and to its person, as the report does:
-- nobody else reads it. In a team round a member may choose to share a note with the team; the team
-- report then shows the round's shared notes beside each question's distribution, as text and links
-- only: never who wrote one, nor what they picked.
--
--   public.answer_notes          one note per report and question; the owner reads and writes their
--                                own under RLS (the report page edits them in place)
--   submit_assessment,           take the notes made while answering (notes json, optional) and store
--   submit_team_assessment       them with the report, in one transaction: an invalid note refuses the
--                                whole submission (22023) and nothing is written
--   get_team_round_notes         the shared notes of a round, to whoever may see its team report, and
--                                only once they may (private.team_report_round, lifted out of
--                                get_team_report so that both apply one rule)

-- ---------------------------------------------------------------- the table
create table public.answer_notes (
  report_id uuid not null references public.reports (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  question_id text not null,
  note text not null default '',
  links text[] not null default '{}',
  share_with_team boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (report_id, question_id),
  constraint answer_notes_question_id check (question_id ~ '^(arch|deploy|sec|scal)_[1-5]$')
);

comment on table public.answer_notes is
  'A person''s note on one answer of their report: text (at most 1,000 characters) and up to 5 absolute http(s) '
  'links of at most 500 characters, at least one of the two. Owner only; share_with_team (team answers only) lets '
  'the round''s team report show it without its author (get_team_round_notes).';
comment on column public.answer_notes.share_with_team is
  'The author lets the team see this note (text and links, never who wrote it) on the round''s team report. Only on a '
  'team answer.';

-- The policies filter on user_id; it is also the foreign key to auth.users.
create index answer_notes_user_id_idx on public.answer_notes (user_id);

-- The rules on a note's content, with errors that name the question and what is wrong (a check
-- constraint would answer with its name only). One definition for both ways in: the owner's own writes
-- and the notes submitted with a report (private.store_report inserts them here). A trigger runs
-- without EXECUTE on its function, so the caller needs no access to anything in private. Reads the
-- report as the caller: for a report that is not theirs it finds nothing, and RLS refuses the row.
create function private.answer_notes_check()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_link text;
begin
  if char_length(new.note) > 1000 then
    raise exception using errcode = '22023',
      message = format('A note is at most 1000 characters; the note on %s has %s.', new.question_id,
                       char_length(new.note));
  end if;
  if array_ndims(new.links) > 1 then
    raise exception using errcode = '22023',
      message = format('The links on %s must be a list of URLs, not a nested list.', new.question_id);
  end if;
  if cardinality(new.links) > 5 then
    raise exception using errcode = '22023',
      message = format('At most 5 links per note; the note on %s has %s.', new.question_id, cardinality(new.links));
  end if;
  foreach v_link in array coalesce(new.links, '{}') loop
    if v_link is null then
      raise exception using errcode = '22023',
        message = format('The links on %s include a missing one (null).', new.question_id);
    end if;
    if char_length(v_link) > 500 then
      raise exception using errcode = '22023',
        message = format('A link is at most 500 characters; one on %s has %s.', new.question_id,
                         char_length(v_link));
    end if;
    -- An absolute http(s) URL: the scheme, a host, then anything but spaces and control characters.
    if v_link !~* '^https?://[^[:space:][:cntrl:]/?#]+([/?#][^[:space:][:cntrl:]]*)?$' then
      raise exception using errcode = '22023',
        message = format('Links must be absolute http(s) URLs; on %s this one is not: %s', new.question_id,
                         left(v_link, 100));
    end if;
  end loop;
  if coalesce(new.note, '') !~ '[^[:space:]]' and coalesce(cardinality(new.links), 0) = 0 then
    raise exception using errcode = '22023',
      message = format('A note needs text or a link; the one on %s has neither (delete it instead).',
                       new.question_id);
  end if;
  if new.share_with_team
     and exists (select 1 from public.reports r where r.id = new.report_id and r.team_name is null) then
    raise exception using errcode = '22023',
      message = format('Only notes on a team answer can be shared with the team; %s is on a personal report.',
                       new.question_id);
  end if;
  return new;
end;
$$;

revoke all on function private.answer_notes_check() from public, anon, authenticated, service_role;

create trigger answer_notes_check
  before insert or update on public.answer_notes
  for each row execute function private.answer_notes_check();

create trigger answer_notes_set_updated_at
  before update on public.answer_notes
  for each row execute function private.set_updated_at();

alter table public.answer_notes enable row level security;

-- As plan_items: reads and deletes of whole rows; writes of the person's own columns only (the times
-- are the database's). An upsert (insert … on conflict do update) sets every column it was given, keys
-- included; the policies' with-check keeps report and user the caller's own whatever is sent.
revoke all on table public.answer_notes from public, anon, authenticated, service_role;
grant select, insert, update, delete on table public.answer_notes to service_role;
grant select, delete on table public.answer_notes to authenticated;
grant insert (report_id, user_id, question_id, note, links, share_with_team),
      update (report_id, user_id, question_id, note, links, share_with_team)
  on table public.answer_notes to authenticated;

create policy answer_notes_select_own on public.answer_notes
  for select to authenticated
  using ((select auth.uid()) = user_id);

-- A note goes on a question the caller's own report answered.
create policy answer_notes_insert_own on public.answer_notes
  for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and exists (select 1 from public.reports r
                 where r.id = report_id and r.user_id = (select auth.uid()) and r.answers ? question_id));

create policy answer_notes_update_own on public.answer_notes
  for update to authenticated
  using ((select auth.uid()) = user_id)
  with check (
    (select auth.uid()) = user_id
    and exists (select 1 from public.reports r
                 where r.id = report_id and r.user_id = (select auth.uid()) and r.answers ? question_id));

create policy answer_notes_delete_own on public.answer_notes
  for delete to authenticated
  using ((select auth.uid()) = user_id);

-- Two-factor, as on every table of personal data (20261125000002_mfa_on_personal_data.sql).
create policy answer_notes_require_aal2 on public.answer_notes
  as restrictive for all to authenticated
  using ((select private.mfa_satisfied())) with check ((select private.mfa_satisfied()));
comment on policy answer_notes_require_aal2 on public.answer_notes is
  'Two-factor: an aal1 session of a person with a verified factor sees and changes no row (private.mfa_satisfied).';


-- ---------------------------------------------------------------- writing a report with its notes
-- The submit functions gain an argument, which CREATE OR REPLACE cannot add: each is dropped and made
-- again with its latest body (20261126000001_personal_and_team_reports.sql), the notes passed down.
drop function public.submit_assessment(json, uuid);
drop function private.submit_assessment(json, uuid);
drop function public.submit_team_assessment(uuid, json, uuid, integer);
drop function private.submit_team_assessment(uuid, json, uuid, integer);
drop function private.store_report(json, uuid, uuid, text);

-- As before, and then the notes: an object question id -> {note, links, share_with_team}, each field
-- optional (note '', links [], share_with_team false). Their shape is checked here with the answers,
-- before anything is written, naming every culprit; their content by answer_notes' trigger as they go
-- in, naming the question. A retry of a submission returns its report before looking at anything, so
-- it neither adds nor changes notes.
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

revoke all on function private.store_report(json, uuid, uuid, text, json)
  from public, anon, authenticated, service_role;

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

-- As before (20261126000001_personal_and_team_reports.sql), the notes passed to store_report.
create function private.submit_team_assessment(team_id uuid, answers json, submission_id uuid, round_number integer,
                                               notes json default null)
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
    (select t.name from public.teams t where t.id = submit_team_assessment.team_id),
    submit_team_assessment.notes);

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

create function public.submit_team_assessment(team_id uuid, answers json, submission_id uuid,
                                              round_number integer default null, notes json default null)
returns public.reports
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return private.submit_team_assessment(
    submit_team_assessment.team_id, submit_team_assessment.answers,
    submit_team_assessment.submission_id, submit_team_assessment.round_number, submit_team_assessment.notes);
end;
$$;

revoke all on function private.submit_assessment(json, uuid, json) from public, anon, authenticated, service_role;
revoke all on function private.submit_team_assessment(uuid, json, uuid, integer, json)
  from public, anon, authenticated, service_role;
revoke all on function public.submit_assessment(json, uuid, json) from public, anon, authenticated, service_role;
revoke all on function public.submit_team_assessment(uuid, json, uuid, integer, json)
  from public, anon, authenticated, service_role;
-- The wrappers run as the caller, so the caller needs EXECUTE on the definer functions too.
grant execute on function private.submit_assessment(json, uuid, json) to authenticated;
grant execute on function private.submit_team_assessment(uuid, json, uuid, integer, json) to authenticated;
grant execute on function public.submit_assessment(json, uuid, json) to authenticated;
grant execute on function public.submit_team_assessment(uuid, json, uuid, integer, json) to authenticated;


-- ---------------------------------------------------------------- who may see a round's team report
-- The rule of get_team_report, once: the round asked for (default: the latest) of a team the reader is
-- a member of, and how far it is released: not_found (not a member, or no such round), round_open,
-- not_enough_answers (closed below its minimum) or ok (the figures stored at close are in result).
create function private.team_report_round(team_id uuid, round_number integer, uid uuid,
                                          out status public.team_report_status, out round public.team_rounds,
                                          out result private.team_round_results)
language plpgsql
stable
set search_path = ''
as $$
begin
  if private.team_role(team_report_round.team_id, team_report_round.uid) is null then
    status := 'not_found';
    return;
  end if;
  select r.* into round from public.team_rounds r
   where r.team_id = team_report_round.team_id
     and (team_report_round.round_number is null or r.number = team_report_round.round_number)
   order by r.number desc
   limit 1;
  if round.id is null then
    status := 'not_found';
    return;
  end if;
  if round.closed_at is null then
    status := 'round_open';
    return;
  end if;
  select s.* into result from private.team_round_results s where s.round_id = round.id;
  status := case when result.aggregate is null then 'not_enough_answers' else 'ok' end;
end;
$$;

revoke all on function private.team_report_round(uuid, integer, uuid) from public, anon, authenticated, service_role;

-- As before (20261127000001_typed_team_functions.sql), its rule now private.team_report_round's.
create or replace function private.get_team_report(team_id uuid, round_number integer)
returns public.team_report
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid;
  v_seen record;
  v_mine jsonb;
begin
  perform private.require_mfa();
  v_uid := private.require_uid('see a team report');
  v_seen := private.team_report_round(get_team_report.team_id, get_team_report.round_number, v_uid);

  if v_seen.status = 'not_found' then
    return row('not_found', null, null, null, null, null, null, null)::public.team_report;
  end if;

  -- An open round releases nothing but its count (in the round) and the minimum it will need.
  if v_seen.status = 'round_open' then
    return row(
      'round_open',
      private.team_round_of(v_seen.round, v_uid),
      (select count(*) from public.team_round_reports x where x.round_id = (v_seen.round).id)::integer,
      private.team_min_answers(get_team_report.team_id),
      null, null, null, null
    )::public.team_report;
  end if;

  if v_seen.status = 'not_enough_answers' then
    return row(
      'not_enough_answers',
      private.team_round_of(v_seen.round, v_uid),
      coalesce((v_seen.result).answers, 0),
      coalesce((v_seen.result).min_answers, private.team_min_answers(get_team_report.team_id)),
      null, null, null, null
    )::public.team_report;
  end if;

  -- The caller's own pick per question, from their own report (nobody else's).
  select rep.answers into v_mine
    from public.team_round_reports x
    join public.reports rep on rep.id = x.report_id
   where x.round_id = (v_seen.round).id and x.user_id = v_uid;

  -- The figures stored at close (private.team_round_aggregate's JSON), read into their types.
  return row(
    'ok',
    private.team_round_of(v_seen.round, v_uid),
    ((v_seen.result).aggregate ->> 'answers')::integer,
    (v_seen.result).min_answers,
    jsonb_populate_record(null::public.team_figures, (v_seen.result).aggregate -> 'overall'),
    jsonb_populate_record(null::public.team_category_figures, (v_seen.result).aggregate -> 'categories'),
    private.team_questions((v_seen.result).aggregate -> 'questions', v_mine),
    private.team_questions((v_seen.result).aggregate -> 'talk_first', v_mine)
  )::public.team_report;
end;
$$;


-- ---------------------------------------------------------------- the team's shared notes
-- Text and links only, in the product's order of questions and then by text: nothing says who wrote a
-- note, when, or what they picked, and no order follows members or answer times. Live, unlike the
-- figures stored at close: a member who stops sharing a note (or deletes it, or their account) takes it
-- away. A member who left the team keeps their shared notes in its closed rounds, as the figures keep
-- their answers, until they stop sharing them.
create function private.get_team_round_notes(team_id uuid, round_number integer)
returns table (question_id text, note text, links text[])
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid;
  v_seen record;
begin
  perform private.require_mfa();
  v_uid := private.require_uid('see a team''s notes');
  v_seen := private.team_report_round(get_team_round_notes.team_id, get_team_round_notes.round_number, v_uid);
  if v_seen.status <> 'ok' then
    return;
  end if;
  return query
    select n.question_id, n.note, n.links
      from public.team_round_reports x
      join public.answer_notes n on n.report_id = x.report_id
     where x.round_id = (v_seen.round).id and n.share_with_team
     order by private.question_rank(n.question_id), n.note, n.links;
end;
$$;

create function public.get_team_round_notes(team_id uuid, round_number integer default null)
returns table (question_id text, note text, links text[])
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return query select * from private.get_team_round_notes(get_team_round_notes.team_id,
                                                           get_team_round_notes.round_number);
end;
$$;

revoke all on function private.get_team_round_notes(uuid, integer) from public, anon, authenticated, service_role;
revoke all on function public.get_team_round_notes(uuid, integer) from public, anon, authenticated, service_role;
grant execute on function private.get_team_round_notes(uuid, integer) to authenticated;
grant execute on function public.get_team_round_notes(uuid, integer) to authenticated;


-- ---------------------------------------------------------------- the contract, on each function
-- (The same text on the private function and its wrapper.)
comment on function private.store_report(json, uuid, uuid, text, json) is
  'The body of submit_assessment and submit_team_assessment: validates, scores and stores a report for '
  'auth.uid(), a team answer when team_name is given, and its notes (answer_notes) in the same transaction. '
  'Idempotent on submission_id. Callers check two-factor first; no role may execute it.';
comment on function private.answer_notes_check() is
  'Trigger on answer_notes: the rules on a note''s content (text at most 1000 characters, at most 5 absolute '
  'http(s) links of at most 500 characters, text or a link, shared only on a team answer), each as a 22023 error '
  'naming the question.';
comment on function private.team_report_round(uuid, integer, uuid) is
  'Which round of a team a reader asked for (default: the latest) and how far its report is released to them: '
  'not_found (not a member, or no such round), round_open, not_enough_answers or ok (with the results stored at '
  'close). The visibility rule of get_team_report and get_team_round_notes.';

do $$
declare
  v_notes text :=
    'notes (optional): an object question id -> {note, links, share_with_team}, each field optional: note text of '
    || 'at most 1000 characters, links up to 5 absolute http(s) URLs of at most 500 characters, at least one of the '
    || 'two; stored in answer_notes with the report, or nothing is stored. ';
  c record;
begin
  for c in select * from (values
    ('submit_assessment(json,uuid,json)',
     'Validates answers against private.question_options, scores them (scoring_version 1) and stores a report '
     || 'for auth.uid(). ' || v_notes || 'share_with_team must be false (a personal report has no team). '
     || 'Idempotent on submission_id: a retry returns the first report and changes no note. Errors: 42501 not '
     || 'signed in; 22023 invalid input (answers or notes; the message names what is wrong).'),
    ('submit_team_assessment(uuid,json,uuid,integer,json)',
     'Submits the caller''s answers as submit_assessment does (same validation, scores, idempotency on '
     || 'submission_id, notes) as a team answer: a report of the team''s system (team_id, and team_name = the '
     || 'team''s name), linked to the team''s open round (or to round_number, which must be open). ' || v_notes
     || 'A note with share_with_team true is shown on the round''s team report without its author '
     || '(get_team_round_notes). A team answer is not the caller''s own assessment: it is never their newest report '
     || 'in the benchmark. Returns the report. A retry with the same submission_id returns the same report. Errors: '
     || '42501 not signed in; 22023 invalid answers or notes, or a submission_id used for another round, a personal '
     || 'report or another team; PT404 team not found or not a member, or no such round; PT410 the round is '
     || 'closed, or no round is open; PT409 the caller already answered this round.'),
    ('get_team_round_notes(uuid,integer)',
     'The notes the members chose to share (share_with_team) on their answers to one round (default: the '
     || 'latest): rows {question_id, note, links} in the product''s order of questions, then by note; never who '
     || 'wrote one or what they picked. Rows only while get_team_report''s status for the same reader and round is '
     || 'ok (a member, the round closed with its minimum of answers); otherwise none. Errors: 42501 not signed in, '
     || 'or (hint aal2_required) an aal1 session of an account with a verified factor.')
  ) as t (signature, body) loop
    execute format('comment on function private.%s is %L', c.signature,
      'Called only through public.' || split_part(c.signature, '(', 1) || '. ' || c.body);
    execute format('comment on function public.%s is %L', c.signature, c.body);
  end loop;
end;
$$;
