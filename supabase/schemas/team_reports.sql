-- A team's answers and what the team sees of them: a round's figures, released once, when it closes.
--
-- While a round is open, nothing of its answers is released: members see how many have answered ("N of
-- M"), the owner also sees who; no figure at all. When the owner closes it, its aggregates are computed
-- once and stored in private.team_round_results (teams.sql); they are released only if at least the
-- team's minimum number of members answered (teams.min_answers, 3 by default and never below 3 nor
-- below the operators' floor app_config 'team_report'.min_answers); below it the round stays without
-- figures for good. A closed round's released figures never change again: removing a member, a member
-- leaving and an account deletion change the live tables, not the stored result. So each release is a
-- set of at least min_answers answers that no later event can subtract one person from. (What remains
-- is inherent in any exact aggregate: min_answers - 1 members who pool their own answers learn the rest
-- of a round of min_answers. A team that minds raises the minimum.)
--
-- Data: the rounds closed before results were stored were frozen by the migration
-- 20261125000003_team_aggregates.sql (select private.team_freeze_round(...)), and the team answers made
-- before reports said which system they are about were classified by
-- 20261126000001_personal_and_team_reports.sql (select private.classify_team_answers()).

-- ---------------------------------------------------------------- the answers' types

-- A round's report: its figures, or why there are none.
create type public.team_report_status as enum ('ok', 'round_open', 'not_enough_answers', 'not_found');

-- Mean and spread of the members' scores, and their consensus (private.stat_*, rounded).
create type public.team_figures as (
  mean numeric,
  spread numeric,
  consensus numeric
);

create type public.team_category_figures as (
  architecture public.team_figures,
  deployment public.team_figures,
  security public.team_figures,
  scalability public.team_figures
);

create type public.team_option_count as (
  key text,
  count integer
);

-- One question of a released round: how many picked each option (weakest first), its consensus, the
-- weakest answer anyone gave, and the reader's own pick (null if they did not answer the round).
create type public.team_question as (
  question_id text,
  category text,
  options public.team_option_count[],
  consensus numeric,
  weakest text,
  my_pick text
);

-- get_team_report's answer: round, answers and min_answers unless not_found; the figures only when ok.
create type public.team_report as (
  status public.team_report_status,
  round public.team_round,
  answers integer,
  min_answers integer,
  overall public.team_figures,
  categories public.team_category_figures,
  questions public.team_question[],
  talk_first public.team_question[]
);

create type public.team_history_round as (
  number integer,
  status public.team_round_status,
  opened_at timestamptz,
  closed_at timestamptz,
  answers integer,
  released boolean,
  overall_mean numeric,
  consensus numeric
);

-- get_team_history's answer: the team's current minimum and every round, oldest first.
create type public.team_history as (
  status public.team_lookup,
  min_answers integer,
  rounds public.team_history_round[]
);

-- ---------------------------------------------------------------- answering a round

-- As submit_assessment (reports.sql), for the team's open round (or round_number, which must be open):
-- the report is a team answer (team_id, team_name) linked to the round, with its notes.
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
revoke all on function public.submit_team_assessment(uuid, json, uuid, integer, json)
  from public, anon, authenticated, service_role;
grant execute on function public.submit_team_assessment(uuid, json, uuid, integer, json) to authenticated;
comment on function public.submit_team_assessment(uuid, json, uuid, integer, json) is
  'Submits the caller''s answers as submit_assessment does (same validation, scores, idempotency on '
  'submission_id, notes) as a team answer: a report of the team''s system (team_id, and team_name = the '
  'team''s name), linked to the team''s open round (or to round_number, which must be open). notes '
  '(optional): an object question id -> {note, links, share_with_team}, each field optional: note text of '
  'at most 1000 characters, links up to 5 absolute http(s) URLs of at most 500 characters, at least one of '
  'the two; stored in answer_notes with the report, or nothing is stored. A note with share_with_team true '
  'is shown on the round''s team report without its author (get_team_round_notes). A team answer is not the '
  'caller''s own assessment: it is never their newest report in the benchmark. Returns the report. A retry '
  'with the same submission_id returns the same report. Errors: 42501 not signed in; 22023 invalid answers '
  'or notes, or a submission_id used for another round, a personal report or another team; PT404 team not '
  'found or not a member, or no such round; PT410 the round is closed, or no round is open; PT409 the '
  'caller already answered this round.';

-- ---------------------------------------------------------------- released results, frozen at close

-- The team report's aggregates for one round, from the members' reports. Input: a JSON array of
-- {"answers": {question id: option key}, "overall_score": int, "category_scores": {category: int}},
-- one element per member who answered. Output (no element of the input survives in it):
--   {"answers": n,
--    "overall": {"mean", "spread", "consensus"},
--    "categories": {category: {"mean", "spread", "consensus"}},
--    "questions": [{"question_id", "category", "options": [{"key", "count"}] weakest first,
--                   "consensus", "weakest"}] in the product's order,
--    "talk_first": [the same entries, at most 3]}
-- mean and spread are of the members' stored scores (overall or category) rounded to 1 decimal;
-- a question's consensus is stat_consensus of the positions picked, a category's the mean of its five
-- questions' consensus, the overall one the mean of all twenty, each rounded to 3 decimals at the end.
-- "weakest" is the option key of the weakest answer anyone gave. talk_first: the questions with the
-- lowest consensus (exact value, before rounding), ties by the product's question order, only those
-- where the members did not all agree (consensus < 1), at most three.
create function private.team_round_aggregate(members jsonb)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with member as (
    select m.value as v
      from jsonb_array_elements(case when jsonb_typeof(members) = 'array' then members else '[]'::jsonb end) as m (value)
  ),
  pick as (
    select q.question_id, q.option_key, q.position
      from member m
     cross join lateral jsonb_each_text(case when jsonb_typeof(m.v -> 'answers') = 'object' then m.v -> 'answers' else '{}'::jsonb end) as a (key, value)
      join private.question_options q on q.question_id = a.key and q.option_key = a.value
  ),
  per_option as (
    select o.question_id, o.category, o.option_key, o.position,
           (select count(*) from pick p where p.question_id = o.question_id and p.option_key = o.option_key) as n
      from private.question_options o
  ),
  question as (
    select o.question_id,
           min(o.category) as category,
           jsonb_agg(jsonb_build_object('key', o.option_key, 'count', o.n) order by o.position) as options,
           (select p.option_key from pick p where p.question_id = o.question_id order by p.position limit 1) as weakest,
           -- every position picked, once per member who picked it
           (select array_agg(p.position::integer) from pick p where p.question_id = o.question_id) as positions
      from per_option o
     group by o.question_id
  ),
  question_stats as (
    select q.question_id, q.category, q.options, q.weakest,
           private.stat_consensus(q.positions) as consensus,
           private.question_rank(q.question_id) as rank
      from question q
  ),
  category as (
    select c.category, c.ord,
           (select array_agg((m.v -> 'category_scores' ->> c.category)::numeric) from member m
             where jsonb_typeof(m.v -> 'category_scores' -> c.category) = 'number') as scores,
           (select private.stat_mean(array_agg(s.consensus)) from question_stats s where s.category = c.category) as consensus
      from (values ('architecture', 1), ('deployment', 2), ('security', 3), ('scalability', 4)) as c (category, ord)
  ),
  overall as (
    select (select array_agg((m.v ->> 'overall_score')::numeric) from member m
             where jsonb_typeof(m.v -> 'overall_score') = 'number') as scores,
           (select private.stat_mean(array_agg(s.consensus)) from question_stats s) as consensus
  ),
  entry as (
    select s.question_id, s.rank, s.consensus,
           jsonb_build_object(
             'question_id', s.question_id,
             'category', s.category,
             'options', s.options,
             'consensus', round(s.consensus, 3),
             'weakest', s.weakest) as j
      from question_stats s
  )
  select jsonb_build_object(
    'answers', (select count(*) from member),
    'overall', (select jsonb_build_object(
                  'mean', round(private.stat_mean(o.scores), 1),
                  'spread', round(private.stat_spread(o.scores), 1),
                  'consensus', round(o.consensus, 3))
                  from overall o),
    'categories', (select jsonb_object_agg(c.category, jsonb_build_object(
                     'mean', round(private.stat_mean(c.scores), 1),
                     'spread', round(private.stat_spread(c.scores), 1),
                     'consensus', round(c.consensus, 3)))
                     from category c),
    'questions', coalesce((select jsonb_agg(e.j order by e.rank) from entry e), '[]'::jsonb),
    'talk_first', coalesce((select jsonb_agg(t.j order by t.consensus, t.rank)
                              from (select e.j, e.consensus, e.rank from entry e
                                     where e.consensus < 1
                                     order by e.consensus, e.rank
                                     limit 3) t), '[]'::jsonb)
  )
$$;
revoke all on function private.team_round_aggregate(jsonb) from public;
comment on function private.team_round_aggregate(jsonb) is
  'Team round aggregates (mean, spread, consensus per category and overall; option counts, consensus and '
  'weakest answer per question; the three questions with least consensus) from the members'' answers and '
  'scores. Formulas: private.stat_*.';

-- Stores a round's result from its answers as they are now. Called when the round closes.
create function private.team_freeze_round(round_id uuid)
returns private.team_round_results
language sql
volatile
set search_path = ''
as $$
  insert into private.team_round_results (round_id, answers, min_answers, aggregate)
  select r.id, a.answers, m.min_answers,
         case when a.answers >= m.min_answers then a.aggregate end
    from public.team_rounds r
   cross join lateral (select private.team_min_answers(r.team_id) as min_answers) m
   cross join lateral (
     select count(*)::integer as answers,
            private.team_round_aggregate(jsonb_agg(jsonb_build_object(
              'answers', rep.answers, 'overall_score', rep.overall_score, 'category_scores', rep.category_scores))) as aggregate
       from public.team_round_reports x
       join public.reports rep on rep.id = x.report_id
      where x.round_id = r.id) a
   where r.id = team_freeze_round.round_id
  returning *
$$;
revoke all on function private.team_freeze_round(uuid) from public;

-- Every report linked to a round and not yet classified is that round's team's answer; returns how
-- many were classified. One update, so the reports' trigger moves the people concerned in the
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
revoke all on function private.classify_team_answers() from public;
comment on function private.classify_team_answers() is
  'Marks every report linked to a team round (team_round_reports) as that team''s answer, if not yet; '
  'returns how many. Run once by 20261126000001_personal_and_team_reports.sql; owner only.';

-- ---------------------------------------------------------------- reading a round

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
revoke all on function private.team_report_round(uuid, integer, uuid) from public;
comment on function private.team_report_round(uuid, integer, uuid) is
  'Which round of a team a reader asked for (default: the latest) and how far its report is released to '
  'them: not_found (not a member, or no such round), round_open, not_enough_answers or ok (with the results '
  'stored at close). The visibility rule of get_team_report and get_team_round_notes.';

-- A released round's questions (the stored aggregate's 'questions' or 'talk_first', in their order)
-- with the reader's own pick from `mine`, their answers (null when they did not answer the round).
create function private.team_questions(entries jsonb, mine jsonb)
returns public.team_question[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(row(
           q.question_id, q.category, q.options, q.consensus, q.weakest, mine ->> q.question_id
         )::public.team_question order by e.ord), '{}')
    from jsonb_array_elements(entries) with ordinality as e (value, ord)
   cross join lateral jsonb_populate_record(null::public.team_question, e.value) as q
$$;
revoke all on function private.team_questions(jsonb, jsonb) from public;

create function private.get_team_report(team_id uuid, round_number integer)
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

create function public.get_team_report(team_id uuid, round_number integer default null)
returns public.team_report language plpgsql stable security invoker set search_path = ''
as $$ begin return private.get_team_report(get_team_report.team_id, get_team_report.round_number); end; $$;
revoke all on function public.get_team_report(uuid, integer) from public, anon, authenticated, service_role;
grant execute on function public.get_team_report(uuid, integer) to authenticated;
comment on function public.get_team_report(uuid, integer) is
  'One round (default: the latest), as team_report. Status not_found for a non-member or unknown round; '
  'round_open while it is open (round, answers, min_answers; no figures); not_enough_answers when it closed '
  'with fewer answers than the minimum then in force (never any figures); else ok with the figures stored '
  'at close: overall and per category {mean, spread, consensus}, questions [{question_id, category, options '
  '[{key, count}], consensus, weakest, my_pick}] and talk_first (up to 3 such entries). Formulas: '
  'private.stat_* and private.team_round_aggregate. Errors: 42501 not signed in.';

create function private.get_team_history(team_id uuid)
returns public.team_history
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid;
begin
  perform private.require_mfa();
  v_uid := private.require_uid('see a team''s history');
  if private.team_role(get_team_history.team_id, v_uid) is null then
    return row('not_found', null, null)::public.team_history;
  end if;
  -- Figures only from the stored results of released rounds; the open round and the rounds that
  -- closed below their minimum have none.
  return row(
    'ok',
    private.team_min_answers(get_team_history.team_id),
    array(
      select row(
               r.number,
               r.status::public.team_round_status,
               r.opened_at,
               r.closed_at,
               j.answers,
               j.released,
               (s.aggregate #>> '{overall,mean}')::numeric,
               (s.aggregate #>> '{overall,consensus}')::numeric
             )::public.team_history_round
        from public.team_rounds r
       cross join lateral private.team_round_of(r, v_uid) as j
        left join private.team_round_results s on s.round_id = r.id
       where r.team_id = get_team_history.team_id
       order by r.number)
  )::public.team_history;
end;
$$;

create function public.get_team_history(team_id uuid)
returns public.team_history language plpgsql stable security invoker set search_path = ''
as $$ begin return private.get_team_history(get_team_history.team_id); end; $$;
revoke all on function public.get_team_history(uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_team_history(uuid) to authenticated;
comment on function public.get_team_history(uuid) is
  'Per round, oldest first (team_history): status ok, min_answers (the team''s current minimum), rounds '
  '[{number, status, opened_at, closed_at, answers, released, overall_mean, consensus}]; the figures are '
  'those stored at close and null unless released. Status not_found for a non-member. Errors: 42501 not '
  'signed in.';
