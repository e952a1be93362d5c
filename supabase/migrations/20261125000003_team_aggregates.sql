-- Team aggregates that cannot be differenced.
--
-- Before: a round's aggregates were computed live from whoever had answered so far, from two answers
-- on. A member who read the report before and after a colleague answered (or was removed, or deleted
-- their account) got that colleague's 20 answers from the change in the option counts, and their score
-- from the change in the mean; get_team told every member who had answered.
--
-- Now what a member (or anyone) can read about a round changes in one step only:
--   * while a round is open, nothing of its answers is released: members see how many have answered
--     ("N of M"), the owner also sees who; no figure at all;
--   * when the owner closes it, its aggregates are computed once and stored in
--     private.team_round_results; they are released only if at least the team's minimum number of
--     members answered (teams.min_answers, 3 by default and never below 3 nor below the operators'
--     floor app_config 'team_report'.min_answers); below it the round stays without figures forever;
--   * a closed round's released figures never change again: removing a member, a member leaving and
--     an account deletion change the live tables, not the stored result.
-- So each release is a set of at least min_answers answers that no later event can subtract one
-- person from. (What remains is inherent in any exact aggregate: min_answers - 1 members who pool
-- their own answers learn the rest of a round of min_answers. A team that minds raises the minimum.)
--
-- Also: members no longer read teams.owner_id (a user id no client is meant to learn). The apps know
-- whether the reader is the owner from `role` in the team summary.
--
-- Every private function redefined here that acts for the caller starts with private.require_mfa(),
-- as the previous versions do.

-- ---------------------------------------------------------------- the minimum, per team

-- The operators' floor: app_config 'team_report' = {"min_answers": n}, now never below 3. A row below 3
-- (allowed until now) is raised, so the tightened check can be added.
update public.app_config
   set value = jsonb_set(value, '{min_answers}', '3'::jsonb)
 where key = 'team_report'
   and (jsonb_typeof(value -> 'min_answers') <> 'number' or (value ->> 'min_answers')::numeric < 3);
alter table public.app_config drop constraint app_config_team_report_shape;
alter table public.app_config add constraint app_config_team_report_shape check (
  key <> 'team_report' or (
    case when jsonb_typeof(value -> 'min_answers') = 'number'
         then (value ->> 'min_answers')::numeric between 3 and 100
         else false end
  )
);

-- The team's own minimum, which its owner may raise (set_team_min_answers). At most 100: a team has at
-- most 100 members, so a higher minimum could never be met.
alter table public.teams add column min_answers integer not null default 3;
alter table public.teams add constraint teams_min_answers_range check (min_answers between 3 and 100);
comment on column public.teams.min_answers is
  'How many members must have answered a round, when it closes, for its aggregates to be released. Set by the owner (set_team_min_answers); the operators'' floor app_config team_report.min_answers applies on top.';

-- The floor alone was private.team_min_answers(); the minimum that applies is now per team.
drop function private.team_min_answers();

-- The minimum that applies to a team now: its own, raised to the operators' floor.
create function private.team_min_answers(team_id uuid)
returns integer
language sql
stable
set search_path = ''
as $$
  select greatest(t.min_answers, private.setting_int('team_report', 'min_answers', 3, 3))
    from public.teams t where t.id = team_min_answers.team_id
$$;
revoke all on function private.team_min_answers(uuid) from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------- owner_id is not for members
-- Members read the team's id, name, creation time and minimum; owner_id only reaches the definer
-- functions (and service_role). The invitation policy looked the owner up in teams.owner_id as the
-- caller; it now asks the caller's own membership row (readable to them, role 'owner' mirrors
-- owner_id), so it needs no column the caller cannot read.
revoke select on table public.teams from authenticated;
grant select (id, name, created_at, min_answers) on table public.teams to authenticated;

drop policy team_invitations_select_owner on public.team_invitations;
create policy team_invitations_select_owner on public.team_invitations
  for select to authenticated
  using (team_id in (select m.team_id from public.team_members m
                      where (select auth.uid()) = m.user_id and m.role = 'owner'));

-- ---------------------------------------------------------------- released results, frozen at close

create table private.team_round_results (
  round_id uuid primary key references public.team_rounds (id) on delete cascade,
  answers integer not null,
  min_answers integer not null,
  aggregate jsonb,
  constraint team_round_results_answers_positive check (answers >= 0),
  -- Figures exist exactly when the round had enough answers at close.
  constraint team_round_results_released check ((aggregate is not null) = (answers >= min_answers))
);

comment on table private.team_round_results is
  'What a closed round releases, computed once when it closed: how many answered, the minimum then in force and, when answers >= min_answers, private.team_round_aggregate of the answers. Never recomputed, so later removals, departures and account deletions cannot be read from it.';

alter table private.team_round_results enable row level security;
revoke all on table private.team_round_results from public, anon, authenticated, service_role;

-- Stores a round's result from its answers as they are now. Called when the round closes (and once,
-- below, for the rounds closed before this migration).
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
revoke all on function private.team_freeze_round(uuid) from public, anon, authenticated, service_role;

select private.team_freeze_round(r.id) from public.team_rounds r where r.closed_at is not null;

-- ---------------------------------------------------------------- helpers, redefined

-- A round as the apps see it: answers is the live count while open (members see "N of M have
-- answered") and the count frozen at close afterwards; released says whether the round has figures
-- (closed with at least the minimum then in force); i_answered is about the caller.
create or replace function private.team_round_json(r public.team_rounds, uid uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case when r.id is null then null else jsonb_build_object(
    'id', r.id,
    'number', r.number,
    'status', r.status,
    'opened_at', r.opened_at,
    'closed_at', r.closed_at,
    'answers', case when r.closed_at is null
                    then (select count(*) from public.team_round_reports x where x.round_id = r.id)
                    else coalesce((select s.answers from private.team_round_results s where s.round_id = r.id), 0) end,
    'released', coalesce((select s.aggregate is not null from private.team_round_results s where s.round_id = r.id), false),
    'i_answered', exists (select 1 from public.team_round_reports x where x.round_id = r.id and x.user_id = uid)
  ) end
$$;

-- A team as listed: {id, name, created_at, role, member_count, min_answers, current_round}. role tells
-- the apps whether the reader is the owner; no user id is in it. NULL when uid is not a member.
create or replace function private.team_summary(team_id uuid, uid uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', t.id,
    'name', t.name,
    'created_at', t.created_at,
    'role', m.role,
    'member_count', (select count(*) from public.team_members x where x.team_id = t.id),
    'min_answers', private.team_min_answers(t.id),
    'current_round', (select private.team_round_json(r, uid) from public.team_rounds r
                       where r.team_id = t.id order by r.number desc limit 1))
    from public.teams t
    join public.team_members m on m.team_id = t.id and m.user_id = uid
   where t.id = team_summary.team_id
$$;

-- ---------------------------------------------------------------- writes, redefined and new

create or replace function private.close_team_round(team_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid;
  v_round public.team_rounds;
begin
  perform private.require_mfa();
  v_uid := private.require_uid('close a round');
  perform private.team_require_owner(close_team_round.team_id, v_uid, 'close a round');
  -- The row lock waits for answers being submitted to this round right now (they hold it FOR SHARE);
  -- an answer that comes after finds the round closed. So the result below counts exactly the
  -- answers the round took.
  update public.team_rounds r
     set closed_at = now()
   where r.team_id = close_team_round.team_id and r.closed_at is null
  returning * into v_round;
  if v_round.id is null then
    raise exception using errcode = 'PT409', message = 'There is no open round to close.';
  end if;
  perform private.team_freeze_round(v_round.id);
  return private.team_round_json(v_round, v_uid);
end;
$$;

create function private.set_team_min_answers(team_id uuid, min_answers integer)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid;
  v_floor integer := private.setting_int('team_report', 'min_answers', 3, 3);
begin
  perform private.require_mfa();
  v_uid := private.require_uid('change the team''s minimum');
  perform private.team_require_owner(set_team_min_answers.team_id, v_uid, 'change the minimum number of answers');
  if set_team_min_answers.min_answers is null or set_team_min_answers.min_answers not between v_floor and 100 then
    raise exception using errcode = '22023',
      message = format('The minimum number of answers must be between %s and 100.', v_floor);
  end if;
  -- Applies to the rounds still to close; a closed round keeps what it released (or did not).
  update public.teams t set min_answers = set_team_min_answers.min_answers where t.id = set_team_min_answers.team_id;
  return private.team_summary(set_team_min_answers.team_id, v_uid);
end;
$$;

-- ---------------------------------------------------------------- reads, redefined

create or replace function private.get_team(team_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid;
  v_role text;
  v_current uuid;
  v_result jsonb;
begin
  perform private.require_mfa();
  v_uid := private.require_uid('see a team');
  v_role := private.team_role(get_team.team_id, v_uid);
  if v_role is null then
    return jsonb_build_object('status', 'not_found');
  end if;
  select r.id into v_current from public.team_rounds r
   where r.team_id = get_team.team_id order by r.number desc limit 1;

  -- Names come from the profiles (read here, as the owner of the function: profiles are otherwise
  -- private to each user). Who answered the current round is the owner's to know (to remind people);
  -- a member sees only how many did (team.current_round.answers), so that a change in a closed
  -- round's figures could never be tied to a name. What anyone answered is never shown.
  v_result := jsonb_build_object(
    'status', 'ok',
    'team', private.team_summary(get_team.team_id, v_uid),
    'members', (
      select jsonb_agg(jsonb_build_object(
               'member_id', m.id,
               'display_name', nullif(p.name, ''),
               'role', m.role,
               'joined_at', m.joined_at,
               'is_me', m.user_id = v_uid)
             || case when v_role = 'owner' then jsonb_build_object('answered_current_round', exists (
                  select 1 from public.team_round_reports x where x.round_id = v_current and x.user_id = m.user_id))
                else '{}'::jsonb end
             order by m.role = 'owner' desc, lower(coalesce(p.name, '')), m.joined_at, m.id)
        from public.team_members m
        left join public.profiles p on p.id = m.user_id
       where m.team_id = get_team.team_id));

  if v_role = 'owner' then
    v_result := v_result || jsonb_build_object('invitations', coalesce(
      (select jsonb_agg(private.team_invitation_json(i) order by i.created_at desc, i.id)
         from (select i.* from public.team_invitations i
                where i.team_id = get_team.team_id
                order by i.created_at desc, i.id
                limit 50) i),
      '[]'::jsonb));
  end if;
  return v_result;
end;
$$;

create or replace function private.get_team_report(team_id uuid, round_number integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid;
  v_round public.team_rounds;
  v_result private.team_round_results;
  v_mine jsonb;
begin
  perform private.require_mfa();
  v_uid := private.require_uid('see a team report');
  if private.team_role(get_team_report.team_id, v_uid) is null then
    return jsonb_build_object('status', 'not_found');
  end if;
  select r.* into v_round from public.team_rounds r
   where r.team_id = get_team_report.team_id
     and (get_team_report.round_number is null or r.number = get_team_report.round_number)
   order by r.number desc
   limit 1;
  if v_round.id is null then
    return jsonb_build_object('status', 'not_found');
  end if;

  -- An open round releases nothing but its count (in the round) and the minimum it will need.
  if v_round.closed_at is null then
    return jsonb_build_object(
      'status', 'round_open',
      'round', private.team_round_json(v_round, v_uid),
      'answers', (select count(*) from public.team_round_reports x where x.round_id = v_round.id),
      'min_answers', private.team_min_answers(get_team_report.team_id));
  end if;

  select s.* into v_result from private.team_round_results s where s.round_id = v_round.id;
  if v_result.aggregate is null then
    return jsonb_build_object(
      'status', 'not_enough_answers',
      'round', private.team_round_json(v_round, v_uid),
      'answers', coalesce(v_result.answers, 0),
      'min_answers', coalesce(v_result.min_answers, private.team_min_answers(get_team_report.team_id)));
  end if;

  -- The caller's own pick per question, from their own report (nobody else's).
  select rep.answers into v_mine
    from public.team_round_reports x
    join public.reports rep on rep.id = x.report_id
   where x.round_id = v_round.id and x.user_id = v_uid;

  return jsonb_build_object(
      'status', 'ok',
      'round', private.team_round_json(v_round, v_uid),
      'min_answers', v_result.min_answers)
    || v_result.aggregate
    || jsonb_build_object(
      'questions', (select coalesce(jsonb_agg(q.e || jsonb_build_object('my_pick', v_mine ->> (q.e ->> 'question_id')) order by q.ord), '[]'::jsonb)
                      from jsonb_array_elements(v_result.aggregate -> 'questions') with ordinality as q (e, ord)),
      'talk_first', (select coalesce(jsonb_agg(q.e || jsonb_build_object('my_pick', v_mine ->> (q.e ->> 'question_id')) order by q.ord), '[]'::jsonb)
                       from jsonb_array_elements(v_result.aggregate -> 'talk_first') with ordinality as q (e, ord)));
end;
$$;

create or replace function private.get_team_history(team_id uuid)
returns jsonb
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
    return jsonb_build_object('status', 'not_found');
  end if;
  -- Figures only from the stored results of released rounds; the open round and the rounds that
  -- closed below their minimum have none.
  return jsonb_build_object(
    'status', 'ok',
    'min_answers', private.team_min_answers(get_team_history.team_id),
    'rounds', coalesce((
      select jsonb_agg(jsonb_build_object(
               'number', r.number,
               'status', r.status,
               'opened_at', r.opened_at,
               'closed_at', r.closed_at,
               'answers', j.round -> 'answers',
               'released', j.round -> 'released',
               'overall_mean', s.aggregate #> '{overall,mean}',
               'consensus', s.aggregate #> '{overall,consensus}')
             order by r.number)
        from public.team_rounds r
       cross join lateral private.team_round_json(r, v_uid) as j (round)
        left join private.team_round_results s on s.round_id = r.id
       where r.team_id = get_team_history.team_id), '[]'::jsonb));
end;
$$;

-- ---------------------------------------------------------------- grants and the wrapper

revoke all on function private.set_team_min_answers(uuid, integer) from public, anon, authenticated, service_role;
grant execute on function private.set_team_min_answers(uuid, integer) to authenticated;

create function public.set_team_min_answers(team_id uuid, min_answers integer)
returns jsonb language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.set_team_min_answers(set_team_min_answers.team_id, set_team_min_answers.min_answers); end; $$;

revoke all on function public.set_team_min_answers(uuid, integer) from public, anon, authenticated, service_role;
grant execute on function public.set_team_min_answers(uuid, integer) to authenticated;

-- ---------------------------------------------------------------- the contract, on each changed function
do $$
declare
  c record;
begin
  for c in select * from (values
    ('create_team(text)',
     'Creates a team (a named system) with the caller as owner, a minimum of 3 answers and round 1 open. Returns the team summary {id, name, created_at, role, member_count, min_answers, current_round {id, number, status, opened_at, closed_at, answers, released, i_answered}}. Errors: 42501 not signed in; 22023 name empty or over 120 characters; PT409 the caller owns 20 teams already.'),
    ('set_team_min_answers(uuid,integer)',
     'Sets how many members must have answered a round when it closes for its figures to be released: from the operators'' floor (app_config team_report.min_answers, at least 3) to 100. Applies to rounds not yet closed. Returns the team summary as in create_team. Owner only. Errors: 42501 not signed in; PT404 team not found or not a member; PT403 not the owner; 22023 out of range.'),
    ('close_team_round(uuid)',
     'Closes the open round and stores its result once: the number of answers and, when at least the team''s minimum answered, the aggregates, which nothing later changes. Returns the round {id, number, status, opened_at, closed_at, answers, released, i_answered}. Owner only. Errors: 42501; PT404; PT403 not the owner; PT409 no open round.'),
    ('get_team(uuid)',
     'Team detail for a member: {status: ok, team: summary as in create_team, members: [{member_id, display_name (profile name or null), role, joined_at, is_me, answered_current_round (owner only)}], invitations (owner only): [as in create_team_invitation]}. Members see how many answered the current round (team.current_round.answers), the owner also who; never anyone''s answers or user id. {status: not_found} for an unknown team or a non-member (also a removed one). Errors: 42501 not signed in.'),
    ('get_team_report(uuid,integer)',
     'One round (default: the latest). {status: not_found} for a non-member or unknown round; {status: round_open, round, answers, min_answers} while it is open (no figures); {status: not_enough_answers, round, answers, min_answers} when it closed with fewer answers than the minimum then in force (never any figures); else the figures stored at close: {status: ok, round, min_answers, answers, overall {mean, spread, consensus}, categories {name: {mean, spread, consensus}}, questions [{question_id, category, options [{key, count}], consensus, weakest, my_pick}], talk_first [up to 3 such entries]}. Formulas: private.stat_* and private.team_round_aggregate. Errors: 42501 not signed in.'),
    ('get_team_history(uuid)',
     'Per round, oldest first: {status: ok, min_answers (the team''s current minimum), rounds: [{number, status, opened_at, closed_at, answers, released, overall_mean, consensus}]}; the figures are those stored at close and null unless released. {status: not_found} for a non-member. Errors: 42501 not signed in.')
  ) as t (signature, body) loop
    execute format('comment on function private.%s is %L', c.signature, 'Called only through public.' || split_part(c.signature, '(', 1) || '. ' || c.body);
    execute format('comment on function public.%s is %L', c.signature, c.body);
  end loop;
end;
$$;
