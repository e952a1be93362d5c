-- The team report: aggregates only, once a round closed with enough answers; the numbers (hand-computed below);
-- "talk about these first" with its tie-break; the caller's own pick; the history; and that nothing a
-- member can call or select hands them another member's answers.
begin;
create extension if not exists pgtap with schema extensions;
select plan(48);

insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role) values
  ('00000000-0000-4000-8000-0000000000a1', 'anna@example.com', '{"name": "Anna"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('00000000-0000-4000-8000-0000000000b2', 'bo@example.com', '{"name": "Bo"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('00000000-0000-4000-8000-0000000000c3', 'cy@example.com', '{"name": "Cy"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('00000000-0000-4000-8000-0000000000d4', 'di@example.com', '{"name": "Di"}', '{"provider": "email"}', 'authenticated', 'authenticated');

create function pg_temp.answers(positions integer[]) returns json language sql stable as $$
  with q as (
    select d.question_id, row_number() over (order by private.question_rank(d.question_id)) as i
      from (select distinct question_id from private.question_options) d
  )
  select json_object_agg(o.question_id, o.option_key)
    from q join private.question_options o on o.question_id = q.question_id and o.position = positions[q.i]
$$;
-- Positions in the product's order: arch_1..5, deploy_1..5, sec_1..5, scal_1..5.
--   A: all 2.                                  categories 67 67 67 67, overall 67
--   B: all 2 but arch_1 = 0, deploy_1 = 3.     categories 53 73 67 67, overall 65
--   C: all 2 but arch_1 = 3, sec_1 = 0, scal_1 = 3.   categories 73 67 53 73, overall 67
create temporary table answer_sets (name text primary key, answers json not null);
insert into answer_sets values
  ('A', pg_temp.answers(array_fill(2, array[20]))),
  ('B', pg_temp.answers(array[0,2,2,2,2, 3,2,2,2,2, 2,2,2,2,2, 2,2,2,2,2])),
  ('C', pg_temp.answers(array[3,2,2,2,2, 2,2,2,2,2, 0,2,2,2,2, 3,2,2,2,2]));
grant select on answer_sets to authenticated;

create temporary table ids (k text primary key, v text);
grant select, insert, update on ids to authenticated;
create function pg_temp.id(key text) returns text language sql stable as $$ select v from ids where k = key $$;
create function pg_temp.remember(key text, value text) returns text language sql as $$
  insert into ids values (key, value) on conflict (k) do update set v = excluded.v returning v
$$;
create function pg_temp.as_user(uid text) returns void language sql as $$
  select set_config('role', 'authenticated', true),
         set_config('request.jwt.claims', json_build_object('sub', uid, 'role', 'authenticated')::text, true)
$$;
create function pg_temp.as_superuser() returns void language sql as $$
  select set_config('role', 'none', true), set_config('request.jwt.claims', '', true)
$$;

select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select pg_temp.remember('team', to_jsonb(public.create_team('Payments platform')) ->> 'id');
select pg_temp.remember('token', (public.create_team_invitation(pg_temp.id('team')::uuid)).token);
select pg_temp.as_user('00000000-0000-4000-8000-0000000000b2');
select public.accept_team_invitation(pg_temp.id('token'));
select pg_temp.as_user('00000000-0000-4000-8000-0000000000c3');
select public.accept_team_invitation(pg_temp.id('token'));
select pg_temp.as_user('00000000-0000-4000-8000-0000000000d4');
select public.accept_team_invitation(pg_temp.id('token'));

-- ---------------------------------------------------------------- an open round: a count, no numbers
select is(jsonb_strip_nulls(to_jsonb(public.get_team_report(pg_temp.id('team')::uuid))) - 'round',
  '{"status": "round_open", "answers": 0, "min_answers": 3}'::jsonb, 'no answers yet: round_open, the minimum is 3');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select pg_temp.remember('a_report', (public.submit_team_assessment(pg_temp.id('team')::uuid, (select answers from answer_sets where name = 'A'), gen_random_uuid())).id::text);
select is(jsonb_strip_nulls(to_jsonb(public.get_team_report(pg_temp.id('team')::uuid))) - 'round',
  '{"status": "round_open", "answers": 1, "min_answers": 3}'::jsonb, 'one answer: round_open, no numbers');
select is((to_jsonb(public.get_team_report(pg_temp.id('team')::uuid)) #>> '{round,number}'), '1', 'the status names the round');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000b2');
select pg_temp.remember('b_report', (public.submit_team_assessment(pg_temp.id('team')::uuid, (select answers from answer_sets where name = 'B'), gen_random_uuid())).id::text);

-- The minimum: the team's own (set by its owner, 3..100), never below the operators' floor
-- (app_config 'team_report'.min_answers, itself never below 3).
select pg_temp.as_superuser();
insert into public.app_config (key, value) values ('team_report', '{"min_answers": 4}');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000b2');
select is(to_jsonb(public.get_team_report(pg_temp.id('team')::uuid)) ->> 'min_answers', '4', 'the operators'' floor raises every team''s minimum');
select pg_temp.as_superuser();
select throws_ok($$update public.app_config set value = '{"min_answers": 2}' where key = 'team_report'$$, '23514', null,
  'a floor below 3 cannot be set');
delete from public.app_config where key = 'team_report';
select pg_temp.as_user('00000000-0000-4000-8000-0000000000b2');
select throws_ok($$select public.set_team_min_answers(pg_temp.id('team')::uuid, 5)$$, 'PT403',
  'Only the team''s owner can change the minimum number of answers.', 'a member cannot change the minimum');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select throws_ok($$select public.set_team_min_answers(pg_temp.id('team')::uuid, 2)$$, '22023',
  'The minimum number of answers must be between 3 and 100.', 'the owner cannot go below 3');
select throws_ok($$select public.set_team_min_answers(pg_temp.id('team')::uuid, 101)$$, '22023',
  'The minimum number of answers must be between 3 and 100.', 'nor above 100');
select throws_ok($$select public.set_team_min_answers(pg_temp.id('team')::uuid, null)$$, '22023',
  'The minimum number of answers must be between 3 and 100.', 'nor to nothing');
select is(to_jsonb(public.set_team_min_answers(pg_temp.id('team')::uuid, 5)) ->> 'min_answers', '5', 'the owner raises the minimum to 5');
select is(to_jsonb(public.get_team(pg_temp.id('team')::uuid)) #>> '{team,min_answers}', '5', 'get_team shows the team''s minimum');
select is(to_jsonb(public.set_team_min_answers(pg_temp.id('team')::uuid, 3)) ->> 'min_answers', '3', 'and sets it back to 3');

select pg_temp.as_user('00000000-0000-4000-8000-0000000000c3');
select pg_temp.remember('c_report', (public.submit_team_assessment(pg_temp.id('team')::uuid, (select answers from answer_sets where name = 'C'), gen_random_uuid())).id::text);
select is(jsonb_strip_nulls(to_jsonb(public.get_team_report(pg_temp.id('team')::uuid))) - 'round',
  '{"status": "round_open", "answers": 3, "min_answers": 3}'::jsonb,
  'three answers, the minimum: still no numbers while the round is open');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select is(to_jsonb(public.close_team_round(pg_temp.id('team')::uuid)) - 'id' - 'opened_at' - 'closed_at',
  '{"number": 1, "status": "closed", "answers": 3, "released": true, "i_answered": true}'::jsonb,
  'the owner closes round 1: three answers, released');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000c3');
select pg_temp.remember('report', to_jsonb(public.get_team_report(pg_temp.id('team')::uuid))::text);
select is(pg_temp.id('report')::jsonb ->> 'status', 'ok', 'once closed with the minimum, the aggregates are shown');

-- ---------------------------------------------------------------- the numbers
select is(pg_temp.id('report')::jsonb ->> 'answers', '3', 'three answers');
-- overall scores 67, 65, 67: mean 199/3 = 66.3; spread sqrt(3*13203 - 199^2)/3 = sqrt(8)/3 = 0.9.
-- consensus: mean of the 20 questions' consensus = (25 + 73 + 49 + 73)/81 and sixteen 1s, /20 = 0.936.
select is(pg_temp.id('report')::jsonb -> 'overall', '{"mean": 66.3, "spread": 0.9, "consensus": 0.936}'::jsonb,
  'overall: mean, population spread and consensus');
-- architecture 67, 53, 73: mean 64.3, spread sqrt(632)/3 = 8.4, consensus (25/81 + 4)/5 = 0.862
-- deployment 67, 73, 67: mean 69.0, spread sqrt(72)/3 = 2.8, consensus (73/81 + 4)/5 = 0.980
-- security 67, 67, 53: mean 62.3, spread sqrt(392)/3 = 6.6, consensus (49/81 + 4)/5 = 0.921
-- scalability 67, 67, 73: mean 69.0, spread 2.8, consensus 0.980
select is(pg_temp.id('report')::jsonb -> 'categories',
  '{"architecture": {"mean": 64.3, "spread": 8.4, "consensus": 0.862},
    "deployment": {"mean": 69.0, "spread": 2.8, "consensus": 0.980},
    "security": {"mean": 62.3, "spread": 6.6, "consensus": 0.921},
    "scalability": {"mean": 69.0, "spread": 2.8, "consensus": 0.980}}'::jsonb,
  'per category: mean, spread and consensus');
-- arch_1 positions 2, 0, 3: consensus 1 - 4 * (3 * 13 - 25) / (9 * 9) = 25/81 = 0.309.
select is((select q from jsonb_array_elements(pg_temp.id('report')::jsonb -> 'questions') q where q ->> 'question_id' = 'arch_1'),
  '{"question_id": "arch_1", "category": "architecture", "consensus": 0.309, "weakest": "panic", "my_pick": "efficient",
    "options": [{"key": "panic", "count": 1}, {"key": "tricky", "count": 0}, {"key": "easy", "count": 1}, {"key": "efficient", "count": 1}]}'::jsonb,
  'a question: the four options'' counts weakest first, consensus, the weakest answer given, the caller''s pick');
select is((select q from jsonb_array_elements(pg_temp.id('report')::jsonb -> 'questions') q where q ->> 'question_id' = 'arch_2'),
  '{"question_id": "arch_2", "category": "architecture", "consensus": 1.000, "weakest": "sometimes", "my_pick": "sometimes",
    "options": [{"key": "always", "count": 0}, {"key": "often", "count": 0}, {"key": "sometimes", "count": 3}, {"key": "rarely", "count": 0}]}'::jsonb,
  'full agreement is consensus 1');
select is((select array_agg(q ->> 'question_id' order by o) from jsonb_array_elements(pg_temp.id('report')::jsonb -> 'questions') with ordinality as x (q, o)),
  array['arch_1','arch_2','arch_3','arch_4','arch_5','deploy_1','deploy_2','deploy_3','deploy_4','deploy_5',
        'sec_1','sec_2','sec_3','sec_4','sec_5','scal_1','scal_2','scal_3','scal_4','scal_5'],
  'the 20 questions in the product''s order');
select is(
  (select jsonb_agg(jsonb_build_array(q ->> 'question_id', q -> 'consensus', q ->> 'weakest', q ->> 'my_pick') order by o)
     from jsonb_array_elements(pg_temp.id('report')::jsonb -> 'talk_first') with ordinality as x (q, o)),
  '[["arch_1", 0.309, "panic", "efficient"], ["sec_1", 0.605, "simple_password", "simple_password"], ["deploy_1", 0.901, "frequent", "frequent"]]'::jsonb,
  'talk first: the three least agreed questions; deploy_1 and scal_1 tie at 73/81 and the product''s order puts deploy_1 first');

-- A member who has not answered gets the same aggregates and no pick.
select pg_temp.as_user('00000000-0000-4000-8000-0000000000d4');
select is(to_jsonb(public.get_team_report(pg_temp.id('team')::uuid)) - 'questions' - 'talk_first' - 'round',
          pg_temp.id('report')::jsonb - 'questions' - 'talk_first' - 'round', 'a member who has not answered sees the same numbers');
select is_empty($$select 1 from jsonb_array_elements(to_jsonb(public.get_team_report(pg_temp.id('team')::uuid)) -> 'questions') q
                   where q -> 'my_pick' <> 'null'::jsonb$$, 'and no pick of their own');
select is((to_jsonb(public.get_team_report(pg_temp.id('team')::uuid)) -> 'round') - 'id' - 'opened_at' - 'closed_at',
  '{"number": 1, "status": "closed", "answers": 3, "released": true, "i_answered": false}'::jsonb, 'the round, as D sees it');

-- Each member's pick is their own.
select pg_temp.as_user('00000000-0000-4000-8000-0000000000b2');
select is((select q ->> 'my_pick' from jsonb_array_elements(to_jsonb(public.get_team_report(pg_temp.id('team')::uuid)) -> 'questions') q
            where q ->> 'question_id' = 'arch_1'), 'panic', 'B sees B''s pick');

-- The formulas are one function: the report is exactly private.team_round_aggregate of the answers.
select pg_temp.as_superuser();
select is(
  (pg_temp.id('report')::jsonb - 'status' - 'round' - 'min_answers' - 'questions' - 'talk_first'),
  (private.team_round_aggregate((select jsonb_agg(jsonb_build_object('answers', r.answers, 'overall_score', r.overall_score,
      'category_scores', r.category_scores)) from public.reports r where r.id in (pg_temp.id('a_report')::uuid, pg_temp.id('b_report')::uuid, pg_temp.id('c_report')::uuid)))
   - 'questions' - 'talk_first'),
  'get_team_report shows private.team_round_aggregate''s figures');

-- ---------------------------------------------------------------- nothing leaks a member's answers
-- As A: every team function's answer, searched for anything that belongs to B or C alone.
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
create temporary table outputs (name text, j jsonb);
grant insert, select on outputs to authenticated;
insert into outputs values
  ('get_team_report', to_jsonb(public.get_team_report(pg_temp.id('team')::uuid))),
  ('get_team', to_jsonb(public.get_team(pg_temp.id('team')::uuid))),
  ('get_team_history', to_jsonb(public.get_team_history(pg_temp.id('team')::uuid))),
  ('list_my_teams', (select jsonb_agg(to_jsonb(t)) from public.list_my_teams() t));
select is_empty(
  $$select name from outputs
     where strpos(j::text, pg_temp.id('b_report')) > 0 or strpos(j::text, pg_temp.id('c_report')) > 0
        or strpos(j::text, '00000000-0000-4000-8000-0000000000b2') > 0 or strpos(j::text, '00000000-0000-4000-8000-0000000000c3') > 0
        or strpos(j::text, 'bo@example.com') > 0$$,
  'no team function answers with another member''s report id, user id or e-mail');
select is_empty(
  $$select name from outputs
     where jsonb_path_exists(j, 'strict $.**.arch_1') or jsonb_path_exists(j, 'strict $.**.answers ? (@.type() == "object")')
        or jsonb_path_exists(j, 'strict $.**.user_id') or jsonb_path_exists(j, 'strict $.**.report_id')
        or jsonb_path_exists(j, 'strict $.**.submission_id')$$,
  'no team function answers with an answers object (question id -> option) or any user, report or submission id');
select is((select count(*)::int from public.reports), 1, 'A reads A''s own report only');
select is((select count(*)::int from public.team_round_reports), 1, 'A reads A''s own round link only');
select is(jsonb_strip_nulls(to_jsonb(public.get_report(pg_temp.id('b_report')))),
  '{"status": "forbidden"}'::jsonb, 'get_report: B''s report is forbidden to A');
select is(jsonb_strip_nulls(to_jsonb(public.get_report_benchmark(pg_temp.id('b_report')))),
  '{"status": "forbidden"}'::jsonb,
  'get_report_benchmark: B''s report is forbidden to A');
select throws_ok($$select public.create_share_link(pg_temp.id('b_report')::uuid)$$, 'PT403', null,
  'A cannot share B''s report');
select is((public.list_share_links(pg_temp.id('b_report')::uuid)).status, 'forbidden',
  'A cannot list B''s share links');

-- ---------------------------------------------------------------- history
select public.open_team_round(pg_temp.id('team')::uuid);
select public.submit_team_assessment(pg_temp.id('team')::uuid, (select answers from answer_sets where name = 'C'), gen_random_uuid());
select is(
  (select jsonb_agg(r - 'opened_at' - 'closed_at' order by (r ->> 'number')::int) from jsonb_array_elements(to_jsonb(public.get_team_history(pg_temp.id('team')::uuid)) -> 'rounds') r),
  '[{"number": 1, "status": "closed", "answers": 3, "released": true, "overall_mean": 66.3, "consensus": 0.936},
    {"number": 2, "status": "open", "answers": 1, "released": false, "overall_mean": null, "consensus": null}]'::jsonb,
  'history: the released round''s overall mean and consensus, none for the open one');
select is(to_jsonb(public.get_team_report(pg_temp.id('team')::uuid)) ->> 'status', 'round_open', 'the default round is the latest');
select is(to_jsonb(public.get_team_report(pg_temp.id('team')::uuid, 1)) -> 'overall', pg_temp.id('report')::jsonb -> 'overall',
  'an earlier round by number');
select is(jsonb_strip_nulls(to_jsonb(public.get_team_report(pg_temp.id('team')::uuid, 7))), '{"status": "not_found"}'::jsonb, 'an unknown round: not_found');

-- A closed round's figures were stored when it closed: removing B, and deleting C's account, change
-- nothing anyone reads about it (the whole answer, as A and as D).
select pg_temp.remember('a_round_1', to_jsonb(public.get_team_report(pg_temp.id('team')::uuid, 1))::text);
select pg_temp.as_user('00000000-0000-4000-8000-0000000000d4');
select pg_temp.remember('d_round_1', to_jsonb(public.get_team_report(pg_temp.id('team')::uuid, 1))::text);
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select public.remove_team_member(pg_temp.id('team')::uuid,
  (select (m ->> 'member_id')::uuid from jsonb_array_elements(to_jsonb(public.get_team(pg_temp.id('team')::uuid)) -> 'members') m where m ->> 'display_name' = 'Bo'));
select is(to_jsonb(public.get_team_report(pg_temp.id('team')::uuid, 1)), pg_temp.id('a_round_1')::jsonb,
  'a closed round keeps a removed member''s answer in its figures: A reads the same');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000b2');
select is(jsonb_strip_nulls(to_jsonb(public.get_team_report(pg_temp.id('team')::uuid, 1))), '{"status": "not_found"}'::jsonb, 'the removed member sees no report');
select is((select count(*)::int from public.team_round_reports), 0, 'nor their own old round link');
select is((public.get_report(pg_temp.id('b_report'))).status, 'ok', 'but still their own report');

select pg_temp.as_superuser();
delete from auth.users where id = '00000000-0000-4000-8000-0000000000c3';
select is((select count(*)::int from public.reports where id = pg_temp.id('c_report')::uuid), 0, 'a deleted account''s report is gone');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000d4');
select is(to_jsonb(public.get_team_report(pg_temp.id('team')::uuid, 1)), pg_temp.id('d_round_1')::jsonb,
  'and the closed round''s figures, stored at close, do not change: D reads the same');

-- A round closed below the minimum never shows figures, whatever happens next.
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select is(to_jsonb(public.close_team_round(pg_temp.id('team')::uuid)) ->> 'released', 'false', 'round 2 closes with one answer: not released');
select is(jsonb_strip_nulls(to_jsonb(public.get_team_report(pg_temp.id('team')::uuid, 2))) - 'round',
  '{"status": "not_enough_answers", "answers": 1, "min_answers": 3}'::jsonb, 'round 2: not_enough_answers, no figures');
select is((to_jsonb(public.get_team_history(pg_temp.id('team')::uuid)) #> '{rounds,1}') - 'opened_at' - 'closed_at',
  '{"number": 2, "status": "closed", "answers": 1, "released": false, "overall_mean": null, "consensus": null}'::jsonb,
  'history: no figures for a round closed below the minimum');

select * from finish();
rollback;
