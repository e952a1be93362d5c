-- Team figures cannot be differenced: one more answer in a round, or a member removed, leaving or
-- deleting their account after a round closed, changes nothing a member or an outsider can read
-- that could single the person out. Everything a reader can call about a team (get_team,
-- get_team_report for every round, get_team_history, list_my_teams) is taken as one JSON "view",
-- before and after each event, and compared whole:
--   * while a round is open, a member's view changes only in the number of answers (by exactly one);
--   * the round's figures appear once, when it closes with at least the minimum, as a set of at
--     least min_answers answers;
--   * after that, removal, leaving and account deletion leave every released figure as it was.
-- Users: O owner; M1..M4 members who answer; W a member who watches (never answers); Z an outsider.
begin;
create extension if not exists pgtap with schema extensions;
select plan(28);

insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role) values
  ('00000000-0000-4000-8000-000000000c01', 'o@example.com', '{"name": "O"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('00000000-0000-4000-8000-000000000c02', 'm1@example.com', '{"name": "M1"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('00000000-0000-4000-8000-000000000c03', 'm2@example.com', '{"name": "M2"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('00000000-0000-4000-8000-000000000c04', 'm3@example.com', '{"name": "M3"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('00000000-0000-4000-8000-000000000c05', 'm4@example.com', '{"name": "M4"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('00000000-0000-4000-8000-000000000c06', 'w@example.com', '{"name": "W"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('00000000-0000-4000-8000-000000000c07', 'z@example.com', '{"name": "Z"}', '{"provider": "email"}', 'authenticated', 'authenticated');

create temporary table people (name text primary key, uid uuid not null);
insert into people values
  ('O', '00000000-0000-4000-8000-000000000c01'), ('M1', '00000000-0000-4000-8000-000000000c02'),
  ('M2', '00000000-0000-4000-8000-000000000c03'), ('M3', '00000000-0000-4000-8000-000000000c04'),
  ('M4', '00000000-0000-4000-8000-000000000c05'), ('W', '00000000-0000-4000-8000-000000000c06'),
  ('Z', '00000000-0000-4000-8000-000000000c07');

create temporary table ids (k text primary key, v text);
create temporary table views (k text primary key, j jsonb not null);
grant select on people to authenticated;
grant select, insert, update on ids, views to authenticated;

create function pg_temp.id(key text) returns text language sql stable as $$ select v from ids where k = key $$;
create function pg_temp.remember(key text, value text) returns text language sql as $$
  insert into ids values (key, value) on conflict (k) do update set v = excluded.v returning v
$$;
create function pg_temp.as_person(name text) returns void language sql as $$
  select set_config('role', 'authenticated', true),
         set_config('request.jwt.claims', json_build_object('sub', (select uid from people p where p.name = as_person.name), 'role', 'authenticated')::text, true)
$$;
create function pg_temp.as_superuser() returns void language sql as $$
  select set_config('role', 'none', true), set_config('request.jwt.claims', '', true)
$$;
-- Every answer at one position (0..3) for all 20 questions, made here as the superuser (the question
-- bank is not readable by the test role); each member answers differently.
create temporary table answer_sets (pos integer primary key, answers json not null);
insert into answer_sets select g, (select json_object_agg(question_id, option_key) from private.question_options where position = g)
  from generate_series(0, 3) g;
grant select on answer_sets to authenticated;
create function pg_temp.answers(pos integer) returns json language sql stable as $$
  select answers from answer_sets where answer_sets.pos = answers.pos
$$;

-- Everything `name` can read about the team, as one JSON value (each round's report by number).
create function pg_temp.view(name text) returns jsonb language plpgsql as $$
declare
  v_team uuid := pg_temp.id('team')::uuid;
  v jsonb;
begin
  perform pg_temp.as_person(name);
  v := jsonb_build_object(
    'get_team', to_jsonb(public.get_team(v_team)),
    'get_team_report', to_jsonb(public.get_team_report(v_team)),
    'rounds', (select jsonb_agg(to_jsonb(public.get_team_report(v_team, n)) order by n) from generate_series(1, 3) n),
    'get_team_history', to_jsonb(public.get_team_history(v_team)),
    'list_my_teams', (select coalesce(jsonb_agg(to_jsonb(t)), '[]') from public.list_my_teams() t));
  perform pg_temp.as_superuser();
  return v;
end;
$$;
create function pg_temp.snap(key text, name text) returns void language sql as $$
  insert into views values (key, pg_temp.view(name)) on conflict (k) do update set j = excluded.j
$$;
create function pg_temp.v(key text) returns jsonb language sql stable as $$ select j from views where k = key $$;
-- A view with every count of answers blanked: what is left must not move when one person answers.
create function pg_temp.masked(j jsonb) returns jsonb language sql immutable as $$
  select regexp_replace(j::text, '"answers": [0-9]+', '"answers": "n"', 'g')::jsonb
$$;
-- The number of answers the view shows for the open round (its current_round in get_team).
create function pg_temp.count_shown(j jsonb) returns integer language sql immutable as $$
  select (j #>> '{get_team,team,current_round,answers}')::integer
$$;
-- Every figure of a round anywhere in a view (released reports and history entries).
create function pg_temp.figures(j jsonb) returns jsonb language sql immutable as $$
  select jsonb_build_object(
    'reports', (select jsonb_agg(r order by r ->> 'status', r #>> '{round,number}') from jsonb_array_elements(j -> 'rounds') r where r ->> 'status' = 'ok'),
    'history', j #> '{get_team_history,rounds}')
$$;

-- ---------------------------------------------------------------- the team
select pg_temp.as_person('O');
select pg_temp.remember('team', (public.create_team('Differencing')).id::text);
select pg_temp.remember('token', (public.create_team_invitation(pg_temp.id('team')::uuid)).token);
create function pg_temp.join_as(name text) returns void language sql as $$
  select pg_temp.as_person(name);
  select public.accept_team_invitation(pg_temp.id('token'));
$$;
select pg_temp.join_as(p.name) from people p where p.name in ('M1', 'M2', 'M3', 'M4', 'W') order by p.name;
select pg_temp.as_superuser();

-- ---------------------------------------------------------------- one answer at a time, round open
-- Before and after each member answers, W's whole view is the same but for the count, which moves by
-- one; Z's is the same whole (nothing at all). M1..M3 answer; after the third the minimum is reached,
-- and still nothing is released while the round is open.
select pg_temp.snap('w_0', 'W');
select pg_temp.snap('z_0', 'Z');
select pg_temp.as_person('M1');
select public.submit_team_assessment(pg_temp.id('team')::uuid, pg_temp.answers(0), gen_random_uuid()) is not null;
select pg_temp.as_superuser();
select pg_temp.snap('w_1', 'W');
select pg_temp.snap('z_1', 'Z');
select pg_temp.as_person('M2');
select public.submit_team_assessment(pg_temp.id('team')::uuid, pg_temp.answers(3), gen_random_uuid()) is not null;
select pg_temp.as_superuser();
select pg_temp.snap('w_2', 'W');
select pg_temp.as_person('M3');
select public.submit_team_assessment(pg_temp.id('team')::uuid, pg_temp.answers(1), gen_random_uuid()) is not null;
select pg_temp.as_superuser();
select pg_temp.snap('w_3', 'W');
select pg_temp.snap('z_3', 'Z');

select is(pg_temp.masked(pg_temp.v('w_1')), pg_temp.masked(pg_temp.v('w_0')), 'M1 answers: W''s view is the same but for the count');
select is(pg_temp.count_shown(pg_temp.v('w_1')) - pg_temp.count_shown(pg_temp.v('w_0')), 1, 'and the count moved by one');
select is(pg_temp.masked(pg_temp.v('w_2')), pg_temp.masked(pg_temp.v('w_1')), 'M2 answers: the same but for the count');
select is(pg_temp.masked(pg_temp.v('w_3')), pg_temp.masked(pg_temp.v('w_2')),
  'M3 answers (the minimum is reached): the same but for the count, the round being open');
select is(pg_temp.count_shown(pg_temp.v('w_3')), 3, 'W sees that three answered');
select is(pg_temp.v('z_1'), pg_temp.v('z_0'), 'an outsider''s view does not change at all');
select is(jsonb_strip_nulls(pg_temp.v('z_3') -> 'get_team'), '{"status": "not_found"}'::jsonb, 'and holds nothing');
select is(pg_temp.figures(pg_temp.v('w_3')) -> 'reports', 'null'::jsonb, 'no released report while the round is open');
select is_empty($$select 1 from jsonb_array_elements(pg_temp.v('w_3') #> '{get_team_history,rounds}') r
                  where r -> 'overall_mean' <> 'null' or r -> 'consensus' <> 'null'$$,
  'no history figure while the round is open');
select is_empty($$select 1 from jsonb_array_elements(pg_temp.v('w_3') #> '{get_team,members}') m
                   where m -> 'answered_current_round' <> 'null'$$,
  'W is not told who answered');
select is(
  (select jsonb_object_agg(m ->> 'display_name', m -> 'answered_current_round')
     from jsonb_array_elements(pg_temp.view('O') #> '{get_team,members}') m),
  '{"O": false, "M1": true, "M2": true, "M3": true, "M4": false, "W": false}'::jsonb,
  'the owner is told who answered');

-- A member who answers and is removed while the round is open: their answer is withdrawn, and W's view
-- is back where it was (the count included).
select pg_temp.as_person('M4');
select public.submit_team_assessment(pg_temp.id('team')::uuid, pg_temp.answers(2), gen_random_uuid()) is not null;
select pg_temp.as_superuser();
select is(pg_temp.count_shown(pg_temp.view('W')), 4, 'M4 answers: four');
select pg_temp.as_person('O');
select public.remove_team_member(pg_temp.id('team')::uuid,
  (select (m ->> 'member_id')::uuid from jsonb_array_elements(to_jsonb(public.get_team(pg_temp.id('team')::uuid)) -> 'members') m where m ->> 'display_name' = 'M4'));
select pg_temp.as_superuser();
select is(pg_temp.masked(pg_temp.view('W')) #- '{get_team,members}' #- '{get_team,team,member_count}' #- '{list_my_teams,0,member_count}',
          pg_temp.masked(pg_temp.v('w_3')) #- '{get_team,members}' #- '{get_team,team,member_count}' #- '{list_my_teams,0,member_count}',
  'M4 removed while the round is open: W''s view is as before M4 answered, but for the membership');
select is(pg_temp.count_shown(pg_temp.view('W')), 3, 'and the count is three again');

-- ---------------------------------------------------------------- the round closes: one release
select pg_temp.as_person('O');
select (public.close_team_round(pg_temp.id('team')::uuid)).released;
select pg_temp.as_superuser();
select pg_temp.snap('w_closed', 'W');
select is(pg_temp.v('w_closed') #>> '{rounds,0,status}', 'ok', 'closed with three answers, the minimum: the figures are released');
select ok((pg_temp.v('w_closed') #>> '{rounds,0,answers}')::int >= (pg_temp.v('w_closed') #>> '{rounds,0,min_answers}')::int,
  'as a set of at least min_answers answers');
select is(pg_temp.v('w_closed') #> '{rounds,0,questions,0,options}',
  '[{"key": "panic", "count": 1}, {"key": "tricky", "count": 1}, {"key": "easy", "count": 0}, {"key": "efficient", "count": 1}]'::jsonb,
  'the released distribution is the three answers together');
select is(pg_temp.v('w_closed') #> '{get_team_history,rounds,0,overall_mean}', pg_temp.v('w_closed') #> '{rounds,0,overall,mean}',
  'the history shows the released round''s mean');

-- ---------------------------------------------------------------- after close: removal, leaving, deletion
-- Each changes the membership; none changes any figure W (or the owner) can read.
select pg_temp.snap('o_closed', 'O');
select pg_temp.as_person('O');
select public.remove_team_member(pg_temp.id('team')::uuid,
  (select (m ->> 'member_id')::uuid from jsonb_array_elements(to_jsonb(public.get_team(pg_temp.id('team')::uuid)) -> 'members') m where m ->> 'display_name' = 'M1'));
select pg_temp.as_superuser();
select is(pg_temp.figures(pg_temp.view('W')), pg_temp.figures(pg_temp.v('w_closed')), 'M1 removed after close: every figure W reads is the same');
select is(pg_temp.view('W') -> 'rounds', pg_temp.v('w_closed') -> 'rounds', 'every round''s whole report too');
select pg_temp.as_person('M2');
select public.leave_team(pg_temp.id('team')::uuid);
select pg_temp.as_superuser();
select is(pg_temp.view('W') -> 'rounds', pg_temp.v('w_closed') -> 'rounds', 'M2 leaves: the same');
select is(pg_temp.view('W') -> 'get_team_history', pg_temp.v('w_closed') -> 'get_team_history', 'the history too');
delete from auth.users where id = (select uid from people where name = 'M3');
select is(pg_temp.view('W') -> 'rounds', pg_temp.v('w_closed') -> 'rounds', 'M3 deletes the account: the same');
select is(pg_temp.view('W') -> 'get_team_history', pg_temp.v('w_closed') -> 'get_team_history', 'the history too');
select is(pg_temp.figures(pg_temp.view('O')), pg_temp.figures(pg_temp.v('o_closed')), 'and the owner''s figures are the same');
select is(pg_temp.view('W') #>> '{get_team,team,current_round,answers}', '3', 'the closed round still counts the three answers it released');

-- ---------------------------------------------------------------- a round closed below the minimum
-- Two answers (the owner's and W's): closed, it releases nothing, now or later.
select pg_temp.as_person('O');
select (public.open_team_round(pg_temp.id('team')::uuid)).number;
select public.submit_team_assessment(pg_temp.id('team')::uuid, pg_temp.answers(2), gen_random_uuid()) is not null;
select pg_temp.as_person('W');
select public.submit_team_assessment(pg_temp.id('team')::uuid, pg_temp.answers(3), gen_random_uuid()) is not null;
select pg_temp.as_person('O');
select (public.close_team_round(pg_temp.id('team')::uuid)).released;
select pg_temp.as_superuser();
select is(pg_temp.view('W') #>> '{rounds,1,status}', 'not_enough_answers', 'round 2 closed with two answers: not_enough_answers');
select is(pg_temp.figures(pg_temp.view('W')) -> 'reports', pg_temp.figures(pg_temp.v('w_closed')) -> 'reports',
  'and the only released figures are still round 1''s');

select * from finish();
rollback;
