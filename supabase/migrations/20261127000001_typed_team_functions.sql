-- The team functions declare what they answer. Until now each returned jsonb, so its answer was
-- described three times: in the SQL that built it, in the comment on the function, and by hand on
-- every client that read it. Here each answer is a composite type (nested values are composite types,
-- lists are arrays of them, fixed sets of words are enums), so the generated database types carry the
-- shapes and the clients describe none of them.
--
-- What goes over the wire hardly changes: PostgREST renders a composite as the JSON object the jsonb
-- answers were, and a set of rows as an array. Keys that used to be left out are now there, null: a
-- read that finds nothing ({status: not_found}) carries its other fields; in a member's get_team,
-- invitations and each member's answered_current_round (the owner's get_team has them).
--
-- Every rule, error code and guard is as before: each function below is the latest definition
-- (20261125000002_mfa_on_personal_data.sql and 20261125000003_team_aggregates.sql) with only its
-- result type and the way it builds its answer changed.

-- ---------------------------------------------------------------- the answers' types

create type public.team_role as enum ('owner', 'member');
create type public.team_round_status as enum ('open', 'closed');
create type public.link_status as enum ('active', 'revoked', 'expired');
comment on type public.link_status is
  'A token link as its owner sees it: revoked wins over expired (it is the owner''s latest word).';
-- A read of one team: found for a member; not_found for an unknown team and for anyone not (or no
-- longer) a member.
create type public.team_lookup as enum ('ok', 'not_found');
-- A round's report: its figures, or why there are none.
create type public.team_report_status as enum ('ok', 'round_open', 'not_enough_answers', 'not_found');

-- A round as the apps see it: answers is the live count while open and the count frozen at close
-- afterwards; released says whether it has figures; i_answered is about the reader.
create type public.team_round as (
  id uuid,
  number integer,
  status public.team_round_status,
  opened_at timestamptz,
  closed_at timestamptz,
  answers integer,
  released boolean,
  i_answered boolean
);

-- A team as listed. role tells the apps whether the reader is the owner; no user id is in it.
-- current_round is the latest round, open or closed (null before any).
create type public.team_summary as (
  id uuid,
  name text,
  created_at timestamptz,
  role public.team_role,
  member_count integer,
  min_answers integer,
  current_round public.team_round
);

-- A member as get_team lists them: display_name is the profile's name (null without one);
-- answered_current_round is the owner's to know, null for any other reader.
create type public.team_member as (
  member_id uuid,
  display_name text,
  role public.team_role,
  joined_at timestamptz,
  is_me boolean,
  answered_current_round boolean
);

-- An invitation link as its owner sees it: never the token or its hash.
create type public.team_invitation as (
  id uuid,
  team_id uuid,
  label text,
  created_at timestamptz,
  expires_at timestamptz,
  revoked_at timestamptz,
  last_used_at timestamptz,
  use_count integer,
  status public.link_status
);

-- get_team's answer: with status ok, the team, its members and (for the owner only) its invitations.
create type public.team_detail as (
  status public.team_lookup,
  team public.team_summary,
  members public.team_member[],
  invitations public.team_invitation[]
);

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

-- ---------------------------------------------------------------- helpers

-- The functions that answer with these change their result type, which CREATE OR REPLACE cannot do.
drop function public.create_team(text);
drop function public.close_team_round(uuid);
drop function public.open_team_round(uuid);
drop function public.set_team_min_answers(uuid, integer);
drop function public.list_my_teams();
drop function public.get_team(uuid);
drop function public.get_team_report(uuid, integer);
drop function public.get_team_history(uuid);
drop function private.create_team(text);
drop function private.close_team_round(uuid);
drop function private.open_team_round(uuid);
drop function private.set_team_min_answers(uuid, integer);
drop function private.list_my_teams();
drop function private.get_team(uuid);
drop function private.get_team_report(uuid, integer);
drop function private.get_team_history(uuid);
drop function private.team_round_json(public.team_rounds, uuid);

create function private.team_round_of(r public.team_rounds, uid uuid)
returns public.team_round
language sql
stable
set search_path = ''
as $$
  select case when r.id is not null then row(
    r.id,
    r.number,
    r.status::public.team_round_status,
    r.opened_at,
    r.closed_at,
    case when r.closed_at is null
         then (select count(*) from public.team_round_reports x where x.round_id = r.id)::integer
         else coalesce((select s.answers from private.team_round_results s where s.round_id = r.id), 0) end,
    coalesce((select s.aggregate is not null from private.team_round_results s where s.round_id = r.id),
             false),
    exists (select 1 from public.team_round_reports x where x.round_id = r.id and x.user_id = uid)
  )::public.team_round end
$$;

-- NULL when uid is not a member.
create function private.team_summary_of(team_id uuid, uid uuid)
returns public.team_summary
language sql
stable
set search_path = ''
as $$
  select row(
    t.id,
    t.name,
    t.created_at,
    m.role::public.team_role,
    (select count(*) from public.team_members x where x.team_id = t.id)::integer,
    private.team_min_answers(t.id),
    (select private.team_round_of(r, uid) from public.team_rounds r
      where r.team_id = t.id order by r.number desc limit 1)
  )::public.team_summary
    from public.teams t
    join public.team_members m on m.team_id = t.id and m.user_id = uid
   where t.id = team_summary_of.team_id
$$;

create function private.team_invitation_of(i public.team_invitations)
returns public.team_invitation
language sql
stable
set search_path = ''
as $$
  select row(
    i.id,
    i.team_id,
    i.label,
    i.created_at,
    i.expires_at,
    i.revoked_at,
    i.last_used_at,
    i.use_count,
    case when i.revoked_at is not null then 'revoked'
         when i.expires_at <= now() then 'expired'
         else 'active' end::public.link_status
  )::public.team_invitation
$$;

-- The invitation functions (create, revoke and accept an invitation) still answer in JSON; they take
-- the team's and the invitation's shapes from the types, so each is written once.
create or replace function private.team_summary(team_id uuid, uid uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select to_jsonb(private.team_summary_of(team_summary.team_id, team_summary.uid))
$$;

create or replace function private.team_invitation_json(i public.team_invitations)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select to_jsonb(private.team_invitation_of(i))
$$;

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

revoke all on function private.team_round_of(public.team_rounds, uuid)
  from public, anon, authenticated, service_role;
revoke all on function private.team_summary_of(uuid, uuid) from public, anon, authenticated, service_role;
revoke all on function private.team_invitation_of(public.team_invitations)
  from public, anon, authenticated, service_role;
revoke all on function private.team_questions(jsonb, jsonb) from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------- writes

create function private.create_team(name text)
returns public.team_summary
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- Enough for anyone assessing their systems; stops a script from filling the table.
  max_owned constant integer := 20;
  v_uid uuid := private.require_uid('create a team');
  v_name text := private.clean_text(create_team.name);
  v_team_id uuid;
begin
  perform private.require_mfa();
  if v_name is null or char_length(v_name) > 120 then
    raise exception using errcode = '22023', message = 'A team needs a name of 1 to 120 characters.';
  end if;
  -- One creation at a time per user, so two concurrent calls cannot both pass the quota.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('private.create_team:' || v_uid::text, 0));
  if (select count(*) from public.teams t where t.owner_id = v_uid) >= max_owned then
    raise exception using errcode = 'PT409',
      message = format('You can own at most %s teams; delete one first.', max_owned);
  end if;

  insert into public.teams (name, owner_id) values (v_name, v_uid) returning id into v_team_id;
  insert into public.team_members (team_id, user_id, role) values (v_team_id, v_uid, 'owner');
  insert into public.team_rounds (team_id, number) values (v_team_id, 1);
  return private.team_summary_of(v_team_id, v_uid);
end;
$$;

create function private.close_team_round(team_id uuid)
returns public.team_round
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
  return private.team_round_of(v_round, v_uid);
end;
$$;

create function private.open_team_round(team_id uuid)
returns public.team_round
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('open a round');
  v_open integer;
  v_round public.team_rounds;
begin
  perform private.require_mfa();
  perform private.team_require_owner(open_team_round.team_id, v_uid, 'open a round');
  perform 1 from public.teams t where t.id = open_team_round.team_id for update;
  select r.number into v_open from public.team_rounds r
   where r.team_id = open_team_round.team_id and r.closed_at is null;
  if v_open is not null then
    raise exception using errcode = 'PT409',
      message = format('Round %s is still open; close it before opening a new one.', v_open);
  end if;
  insert into public.team_rounds (team_id, number)
  values (open_team_round.team_id,
          coalesce((select max(r.number) from public.team_rounds r
                     where r.team_id = open_team_round.team_id), 0) + 1)
  returning * into v_round;
  return private.team_round_of(v_round, v_uid);
end;
$$;

create function private.set_team_min_answers(team_id uuid, min_answers integer)
returns public.team_summary
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
  perform private.team_require_owner(set_team_min_answers.team_id, v_uid,
    'change the minimum number of answers');
  if set_team_min_answers.min_answers is null
     or set_team_min_answers.min_answers not between v_floor and 100 then
    raise exception using errcode = '22023',
      message = format('The minimum number of answers must be between %s and 100.', v_floor);
  end if;
  -- Applies to the rounds still to close; a closed round keeps what it released (or did not).
  update public.teams t set min_answers = set_team_min_answers.min_answers
   where t.id = set_team_min_answers.team_id;
  return private.team_summary_of(set_team_min_answers.team_id, v_uid);
end;
$$;

-- ---------------------------------------------------------------- reads

create function private.list_my_teams()
returns setof public.team_summary
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('see your teams');
begin
  perform private.require_mfa();
  return query
    select s.*
      from public.team_members m
      join public.teams t on t.id = m.team_id
     cross join lateral private.team_summary_of(m.team_id, v_uid) as s
     where m.user_id = v_uid
     order by lower(t.name), t.created_at, t.id;
end;
$$;

create function private.get_team(team_id uuid)
returns public.team_detail
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid;
  v_role text;
  v_current uuid;
begin
  perform private.require_mfa();
  v_uid := private.require_uid('see a team');
  v_role := private.team_role(get_team.team_id, v_uid);
  if v_role is null then
    return row('not_found', null, null, null)::public.team_detail;
  end if;
  select r.id into v_current from public.team_rounds r
   where r.team_id = get_team.team_id order by r.number desc limit 1;

  -- Names come from the profiles (read here, as the owner of the function: profiles are otherwise
  -- private to each user). Who answered the current round is the owner's to know (to remind people);
  -- a member sees only how many did (team.current_round.answers), so that a change in a closed
  -- round's figures could never be tied to a name. What anyone answered is never shown.
  return row(
    'ok',
    private.team_summary_of(get_team.team_id, v_uid),
    array(
      select row(
               m.id,
               nullif(p.name, ''),
               m.role::public.team_role,
               m.joined_at,
               m.user_id = v_uid,
               case when v_role = 'owner' then exists (
                 select 1 from public.team_round_reports x
                  where x.round_id = v_current and x.user_id = m.user_id) end
             )::public.team_member
        from public.team_members m
        left join public.profiles p on p.id = m.user_id
       where m.team_id = get_team.team_id
       order by m.role = 'owner' desc, lower(coalesce(p.name, '')), m.joined_at, m.id),
    case when v_role = 'owner' then array(
      select private.team_invitation_of(i)
        from public.team_invitations i
       where i.team_id = get_team.team_id
       order by i.created_at desc, i.id
       limit 50) end
  )::public.team_detail;
end;
$$;

create function private.get_team_report(team_id uuid, round_number integer)
returns public.team_report
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
    return row('not_found', null, null, null, null, null, null, null)::public.team_report;
  end if;
  select r.* into v_round from public.team_rounds r
   where r.team_id = get_team_report.team_id
     and (get_team_report.round_number is null or r.number = get_team_report.round_number)
   order by r.number desc
   limit 1;
  if v_round.id is null then
    return row('not_found', null, null, null, null, null, null, null)::public.team_report;
  end if;

  -- An open round releases nothing but its count (in the round) and the minimum it will need.
  if v_round.closed_at is null then
    return row(
      'round_open',
      private.team_round_of(v_round, v_uid),
      (select count(*) from public.team_round_reports x where x.round_id = v_round.id)::integer,
      private.team_min_answers(get_team_report.team_id),
      null, null, null, null
    )::public.team_report;
  end if;

  select s.* into v_result from private.team_round_results s where s.round_id = v_round.id;
  if v_result.aggregate is null then
    return row(
      'not_enough_answers',
      private.team_round_of(v_round, v_uid),
      coalesce(v_result.answers, 0),
      coalesce(v_result.min_answers, private.team_min_answers(get_team_report.team_id)),
      null, null, null, null
    )::public.team_report;
  end if;

  -- The caller's own pick per question, from their own report (nobody else's).
  select rep.answers into v_mine
    from public.team_round_reports x
    join public.reports rep on rep.id = x.report_id
   where x.round_id = v_round.id and x.user_id = v_uid;

  -- The figures stored at close (private.team_round_aggregate's JSON), read into their types.
  return row(
    'ok',
    private.team_round_of(v_round, v_uid),
    (v_result.aggregate ->> 'answers')::integer,
    v_result.min_answers,
    jsonb_populate_record(null::public.team_figures, v_result.aggregate -> 'overall'),
    jsonb_populate_record(null::public.team_category_figures, v_result.aggregate -> 'categories'),
    private.team_questions(v_result.aggregate -> 'questions', v_mine),
    private.team_questions(v_result.aggregate -> 'talk_first', v_mine)
  )::public.team_report;
end;
$$;

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

-- ---------------------------------------------------------------- grants on the definer functions
-- The wrappers run as the caller, so the caller needs EXECUTE here; nothing else in private opens up.
revoke all on function private.create_team(text) from public, anon, authenticated, service_role;
revoke all on function private.close_team_round(uuid) from public, anon, authenticated, service_role;
revoke all on function private.open_team_round(uuid) from public, anon, authenticated, service_role;
revoke all on function private.set_team_min_answers(uuid, integer)
  from public, anon, authenticated, service_role;
revoke all on function private.list_my_teams() from public, anon, authenticated, service_role;
revoke all on function private.get_team(uuid) from public, anon, authenticated, service_role;
revoke all on function private.get_team_report(uuid, integer) from public, anon, authenticated, service_role;
revoke all on function private.get_team_history(uuid) from public, anon, authenticated, service_role;

grant execute on function private.create_team(text) to authenticated;
grant execute on function private.close_team_round(uuid) to authenticated;
grant execute on function private.open_team_round(uuid) to authenticated;
grant execute on function private.set_team_min_answers(uuid, integer) to authenticated;
grant execute on function private.list_my_teams() to authenticated;
grant execute on function private.get_team(uuid) to authenticated;
grant execute on function private.get_team_report(uuid, integer) to authenticated;
grant execute on function private.get_team_history(uuid) to authenticated;

-- ---------------------------------------------------------------- the API: security-invoker wrappers

create function public.create_team(name text)
returns public.team_summary language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.create_team(create_team.name); end; $$;

create function public.close_team_round(team_id uuid)
returns public.team_round language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.close_team_round(close_team_round.team_id); end; $$;

create function public.open_team_round(team_id uuid)
returns public.team_round language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.open_team_round(open_team_round.team_id); end; $$;

create function public.set_team_min_answers(team_id uuid, min_answers integer)
returns public.team_summary language plpgsql volatile security invoker set search_path = ''
as $$
begin
  return private.set_team_min_answers(set_team_min_answers.team_id, set_team_min_answers.min_answers);
end;
$$;

create function public.list_my_teams()
returns setof public.team_summary language plpgsql stable security invoker set search_path = ''
as $$ begin return query select * from private.list_my_teams(); end; $$;

create function public.get_team(team_id uuid)
returns public.team_detail language plpgsql stable security invoker set search_path = ''
as $$ begin return private.get_team(get_team.team_id); end; $$;

create function public.get_team_report(team_id uuid, round_number integer default null)
returns public.team_report language plpgsql stable security invoker set search_path = ''
as $$ begin return private.get_team_report(get_team_report.team_id, get_team_report.round_number); end; $$;

create function public.get_team_history(team_id uuid)
returns public.team_history language plpgsql stable security invoker set search_path = ''
as $$ begin return private.get_team_history(get_team_history.team_id); end; $$;

revoke all on function public.create_team(text) from public, anon, authenticated, service_role;
revoke all on function public.close_team_round(uuid) from public, anon, authenticated, service_role;
revoke all on function public.open_team_round(uuid) from public, anon, authenticated, service_role;
revoke all on function public.set_team_min_answers(uuid, integer)
  from public, anon, authenticated, service_role;
revoke all on function public.list_my_teams() from public, anon, authenticated, service_role;
revoke all on function public.get_team(uuid) from public, anon, authenticated, service_role;
revoke all on function public.get_team_report(uuid, integer) from public, anon, authenticated, service_role;
revoke all on function public.get_team_history(uuid) from public, anon, authenticated, service_role;

grant execute on function public.create_team(text) to authenticated;
grant execute on function public.close_team_round(uuid) to authenticated;
grant execute on function public.open_team_round(uuid) to authenticated;
grant execute on function public.set_team_min_answers(uuid, integer) to authenticated;
grant execute on function public.list_my_teams() to authenticated;
grant execute on function public.get_team(uuid) to authenticated;
grant execute on function public.get_team_report(uuid, integer) to authenticated;
grant execute on function public.get_team_history(uuid) to authenticated;

-- ---------------------------------------------------------------- the contract, on each function
-- (The same text on the private function and its wrapper.) The answer's shape is its result type.
do $$
declare
  c record;
begin
  for c in select * from (values
    ('create_team(text)',
     'Creates a team (a named system) with the caller as owner, a minimum of 3 answers and round 1 '
     'open. Returns the team (team_summary). Errors: 42501 not signed in; 22023 name empty or over 120 '
     'characters; PT409 the caller owns 20 teams already.'),
    ('set_team_min_answers(uuid,integer)',
     'Sets how many members must have answered a round when it closes for its figures to be released: '
     'from the operators'' floor (app_config team_report.min_answers, at least 3) to 100. Applies to '
     'rounds not yet closed. Returns the team (team_summary). Owner only. Errors: 42501 not signed in; '
     'PT404 team not found or not a member; PT403 not the owner; 22023 out of range.'),
    ('close_team_round(uuid)',
     'Closes the open round and stores its result once: the number of answers and, when at least the '
     'team''s minimum answered, the aggregates, which nothing later changes. Returns the round '
     '(team_round). Owner only. Errors: 42501; PT404; PT403 not the owner; PT409 no open round.'),
    ('open_team_round(uuid)',
     'Opens the next round (number = last + 1). Returns the round (team_round). Owner only. Errors: '
     '42501; PT404; PT403 not the owner; PT409 a round is still open.'),
    ('list_my_teams()',
     'The caller''s teams (team_summary rows), by name. Errors: 42501 not signed in.'),
    ('get_team(uuid)',
     'Team detail for a member (team_detail): status ok, the team, its members (answered_current_round '
     'for the owner only, else null) and, for the owner only, the invitations (else null). Members see '
     'how many answered the current round (team.current_round.answers), the owner also who; never '
     'anyone''s answers or user id. Status not_found (nothing else) for an unknown team or a non-member '
     '(also a removed one). Errors: 42501 not signed in.'),
    ('get_team_report(uuid,integer)',
     'One round (default: the latest), as team_report. Status not_found for a non-member or unknown '
     'round; round_open while it is open (round, answers, min_answers; no figures); not_enough_answers '
     'when it closed with fewer answers than the minimum then in force (never any figures); else ok '
     'with the figures stored at close: overall and per category {mean, spread, consensus}, questions '
     '[{question_id, category, options [{key, count}], consensus, weakest, my_pick}] and talk_first '
     '(up to 3 such entries). Formulas: private.stat_* and private.team_round_aggregate. Errors: 42501 '
     'not signed in.'),
    ('get_team_history(uuid)',
     'Per round, oldest first (team_history): status ok, min_answers (the team''s current minimum), '
     'rounds [{number, status, opened_at, closed_at, answers, released, overall_mean, consensus}]; the '
     'figures are those stored at close and null unless released. Status not_found for a non-member. '
     'Errors: 42501 not signed in.')
  ) as t (signature, body) loop
    execute format('comment on function private.%s is %L', c.signature,
      'Called only through public.' || split_part(c.signature, '(', 1) || '. ' || c.body);
    execute format('comment on function public.%s is %L', c.signature, c.body);
  end loop;
end;
$$;
