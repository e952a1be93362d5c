-- The team functions' answers as their types declare them, and which of their fields can be null.
-- The generated database types make every field of a composite nullable; the apps narrow each answer
-- once (packages/platform/src/teams), taking every field as present but the few listed here. So each
-- answer, in each of its states, is checked for exactly the null fields it may have: one more (a
-- field the apps take as present) fails here before it fails a page.
begin;
create extension if not exists pgtap with schema extensions;
select plan(22);

-- A owns the team; B, C and D (who has no name) join and answer; E is an outsider.
insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role)
select ('00000000-0000-4000-8000-0000000000' || u.id)::uuid, u.email, u.meta::jsonb, '{"provider": "email"}',
       'authenticated', 'authenticated'
  from (values ('a1', 'anna@example.com', '{"name": "Anna"}'), ('b2', 'bo@example.com', '{"name": "Bo"}'),
               ('c3', 'cy@example.com', '{"name": "Cy"}'), ('d4', 'di@example.com', '{}'),
               ('e5', 'ed@example.com', '{"name": "Ed"}')) as u (id, email, meta);

create temporary table ids (k text primary key, v text);
grant select, insert, update on ids to authenticated;
create function pg_temp.team() returns uuid language sql stable as $$
  select v::uuid from ids where k = 'team'
$$;
create function pg_temp.remember(key text, value text) returns text language sql as $$
  insert into ids values (key, value) on conflict (k) do update set v = excluded.v returning v
$$;
create function pg_temp.as_user(uid text) returns void language sql as $$
  select set_config('role', 'authenticated', true),
         set_config('request.jwt.claims', json_build_object('sub', uid, 'role', 'authenticated')::text, true)
$$;
-- Answers with every position the same (0 weakest .. 3 strongest), made here as the superuser.
create temporary table answer_sets (position integer primary key, answers json not null);
insert into answer_sets
select o.position, json_object_agg(o.question_id, o.option_key)
  from private.question_options o group by o.position;
grant select on answer_sets to authenticated;
create function pg_temp.answers(pos integer) returns json language sql stable as $$
  select a.answers from answer_sets a where a.position = pos
$$;
-- The paths of an answer's null fields, as the JSON PostgREST sends: '.team.current_round.closed_at',
-- '.members[].display_name' (an array's elements share one path).
create function pg_temp.null_paths(answer jsonb) returns text[] language sql immutable as $$
  with recursive node (path, value) as (
    select '', answer
    union all
    select child.path, child.value
      from node n
     cross join lateral (
       select n.path || '.' || e.key, e.value
         from jsonb_each(case when jsonb_typeof(n.value) = 'object' then n.value end) e
       union all
       select n.path || '[]', e.value
         from jsonb_array_elements(case when jsonb_typeof(n.value) = 'array' then n.value end) e
     ) as child (path, value)
  )
  select coalesce(array_agg(distinct path order by path), '{}') from node where jsonb_typeof(value) = 'null'
$$;
create function pg_temp.nulls(answer anyelement) returns text[] language sql immutable as $$
  select pg_temp.null_paths(to_jsonb(answer))
$$;

-- ---------------------------------------------------------------- the result types
select is(
  (select string_agg(p.proname || ': ' || case when p.proretset then 'setof ' else '' end
                     || format_type(p.prorettype, null), ', ' order by p.proname)
     from pg_proc p
    where p.pronamespace = 'public'::regnamespace
      and p.proname in ('create_team', 'set_team_min_answers', 'open_team_round', 'close_team_round',
                        'list_my_teams', 'get_team', 'get_team_report', 'get_team_history')),
  'close_team_round: team_round, create_team: team_summary, get_team: team_detail, '
  'get_team_history: team_history, get_team_report: team_report, list_my_teams: setof team_summary, '
  'open_team_round: team_round, set_team_min_answers: team_summary',
  'each team function answers with its own type; list_my_teams with a set of teams');

-- ---------------------------------------------------------------- a team, as its owner and a member
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select is(pg_temp.nulls(public.create_team('Payments platform')), '{.current_round.closed_at}',
  'create_team: only the open round''s closing time is null');
select pg_temp.remember('team', (select t.id::text from public.list_my_teams() t));
select pg_temp.remember('token', to_jsonb(public.create_team_invitation(pg_temp.team(), 'All')) ->> 'token');
select is((select pg_temp.null_paths(jsonb_agg(to_jsonb(t))) from public.list_my_teams() t),
  '{[].current_round.closed_at}',
  'list_my_teams: the same');
select is(pg_temp.nulls(public.set_team_min_answers(pg_temp.team(), 3)), '{.current_round.closed_at}',
  'set_team_min_answers: the same');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000b2');
select public.accept_team_invitation((select v from ids where k = 'token'));
select pg_temp.as_user('00000000-0000-4000-8000-0000000000c3');
select public.accept_team_invitation((select v from ids where k = 'token'));
select pg_temp.as_user('00000000-0000-4000-8000-0000000000d4');
select public.accept_team_invitation((select v from ids where k = 'token'));

select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select is(pg_temp.nulls(public.get_team(pg_temp.team())),
  '{.invitations[].revoked_at,.members[].display_name,.team.current_round.closed_at}',
  'get_team, the owner: an invitation not revoked; a member without a name; the open round');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000b2');
select is(pg_temp.nulls(public.get_team(pg_temp.team())),
  '{.invitations,.members[].answered_current_round,.members[].display_name,.team.current_round.closed_at}',
  'get_team, a member: no invitations, nobody''s answered_current_round');
select is(pg_temp.nulls(public.get_team_history(pg_temp.team())),
  '{.rounds[].closed_at,.rounds[].consensus,.rounds[].overall_mean}',
  'get_team_history: an open round has no figures');
select is(pg_temp.nulls(public.get_team_report(pg_temp.team())),
  '{.categories,.overall,.questions,.round.closed_at,.talk_first}',
  'get_team_report while the round is open: no figures');

-- ---------------------------------------------------------------- a released round
select public.submit_team_assessment(pg_temp.team(), pg_temp.answers(1), gen_random_uuid()) is not null;
select pg_temp.as_user('00000000-0000-4000-8000-0000000000c3');
select public.submit_team_assessment(pg_temp.team(), pg_temp.answers(2), gen_random_uuid()) is not null;
select pg_temp.as_user('00000000-0000-4000-8000-0000000000d4');
select public.submit_team_assessment(pg_temp.team(), pg_temp.answers(0), gen_random_uuid()) is not null;
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select is(pg_temp.nulls(public.close_team_round(pg_temp.team())), '{}',
  'close_team_round: the closed round has every field');
select is(pg_temp.nulls(public.get_team_report(pg_temp.team())),
  '{.questions[].my_pick,.talk_first[].my_pick}',
  'get_team_report, released, to a member who did not answer: no pick');
select ok(cardinality((public.get_team_report(pg_temp.team())).talk_first) > 0,
  '(which has questions to talk about)');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000b2');
select is(pg_temp.nulls(public.get_team_report(pg_temp.team())), '{}',
  'get_team_report, released, to a member who answered: every field');
select is(pg_temp.nulls(public.get_team_history(pg_temp.team())), '{}',
  'get_team_history: a released round has every field');

-- ---------------------------------------------------------------- a round closed below the minimum
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select is(pg_temp.nulls(public.open_team_round(pg_temp.team())), '{.closed_at}',
  'open_team_round: the new round is open');
select is(pg_temp.nulls(public.close_team_round(pg_temp.team())), '{}',
  'close_team_round with no answers: every field');
select is(pg_temp.nulls(public.get_team_report(pg_temp.team())),
  '{.categories,.overall,.questions,.talk_first}', 'get_team_report, not enough answers: no figures');
select is(pg_temp.nulls(public.get_team_history(pg_temp.team())),
  '{.rounds[].consensus,.rounds[].overall_mean}', 'get_team_history: the unreleased round has no figures');

-- ---------------------------------------------------------------- nothing to show
select pg_temp.as_user('00000000-0000-4000-8000-0000000000e5');
select is(pg_temp.nulls(public.get_team(pg_temp.team())), '{.invitations,.members,.team}',
  'get_team, an outsider: not_found and nothing else');
select is((public.get_team(pg_temp.team())).status, 'not_found', '(its status)');
select is(pg_temp.nulls(public.get_team_report(pg_temp.team())),
  '{.answers,.categories,.min_answers,.overall,.questions,.round,.talk_first}',
  'get_team_report, an outsider: not_found only');
select is(pg_temp.nulls(public.get_team_history(pg_temp.team())), '{.min_answers,.rounds}',
  'get_team_history, an outsider: not_found only');
select is_empty($$select * from public.list_my_teams()$$, 'list_my_teams, an outsider: no team');

select * from finish();
rollback;
