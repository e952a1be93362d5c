-- Team assessments: creating a team, invitations, joining, leaving and removal, rounds, answering a
-- round, and each failure with its own SQLSTATE and message.
-- Users: O owner, M member, F member who is removed (former), X outsider, N a user without a name.
begin;
create extension if not exists pgtap with schema extensions;
select plan(102);

insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role) values
  ('00000000-0000-4000-8000-0000000000a1', 'olivia@example.com', '{"name": "Olivia Owner", "company": "Acme"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('00000000-0000-4000-8000-0000000000a2', 'mads@example.com', '{"name": "Mads Member"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('00000000-0000-4000-8000-0000000000a3', 'frida@example.com', '{"name": "Frida Former"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('00000000-0000-4000-8000-0000000000a4', 'xavier@example.com', '{"name": "Xavier Outsider"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('00000000-0000-4000-8000-0000000000a5', 'nameless@example.com', '{}', '{"provider": "email"}', 'authenticated', 'authenticated');

-- Answer sets by position (0..3 for each of the 20 questions in the product's order), made here as
-- the superuser and readable by the test roles.
create temporary table answer_sets (name text primary key, answers json not null);
create function pg_temp.answers(positions integer[]) returns json language sql stable as $$
  with q as (
    select d.question_id, row_number() over (order by private.question_rank(d.question_id)) as i
      from (select distinct question_id from private.question_options) d
  )
  select json_object_agg(o.question_id, o.option_key)
    from q join private.question_options o on o.question_id = q.question_id and o.position = positions[q.i]
$$;
insert into answer_sets values
  ('weakest', pg_temp.answers(array_fill(0, array[20]))),
  ('strongest', pg_temp.answers(array_fill(3, array[20]))),
  ('middle', pg_temp.answers(array_fill(2, array[20])));
grant select on answer_sets to anon, authenticated;

-- What the test remembers between steps (ids, tokens), readable and writable by the test roles.
create temporary table ids (k text primary key, v text);
grant select, insert, update on ids to anon, authenticated;
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

-- ---------------------------------------------------------------- not signed in
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select throws_ok($$select public.create_team('T')$$, '42501', null, 'anon cannot create a team');
select throws_ok($$select public.accept_team_invitation('inv_x')$$, '42501', null, 'anon cannot accept an invitation');
reset role;
set local role authenticated;
set local request.jwt.claims to '{"role": "authenticated"}';
select throws_ok($$select public.create_team('T')$$, '42501', 'You must be signed in to create a team.',
  'a token without a user id cannot create a team');
select throws_ok($$select public.list_my_teams()$$, '42501', 'You must be signed in to see your teams.',
  'a token without a user id has no teams to list');
reset role;

-- ---------------------------------------------------------------- creating a team
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select throws_ok($$select public.create_team(E' \t\u00a0')$$, '22023', 'A team needs a name of 1 to 120 characters.',
  'a name of whitespace only is refused');
select throws_ok($$select public.create_team(repeat('x', 121))$$, '22023', 'A team needs a name of 1 to 120 characters.',
  'a name over 120 characters is refused');
select pg_temp.remember('team', (public.create_team('  Payments platform  ')).id::text);
select is(
  (select to_jsonb(t) - 'id' - 'created_at' #- '{current_round,id}' #- '{current_round,opened_at}'
     from public.list_my_teams() t),
  '{"name": "Payments platform", "role": "owner", "member_count": 1, "min_answers": 3,
    "current_round": {"number": 1, "status": "open", "answers": 0, "closed_at": null, "released": false, "i_answered": false}}'::jsonb,
  'create_team: trimmed name, the caller is owner, a minimum of 3 answers, round 1 is open');
select pg_temp.as_superuser();
select results_eq(
  $$select t.owner_id, m.role, r.number, r.status from public.teams t
      join public.team_members m on m.team_id = t.id join public.team_rounds r on r.team_id = t.id
     where t.id = pg_temp.id('team')::uuid$$,
  $$values ('00000000-0000-4000-8000-0000000000a1'::uuid, 'owner'::text, 1, 'open'::text)$$,
  'create_team stores the team, the owner''s membership and an open round 1');

-- ---------------------------------------------------------------- invitations
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select pg_temp.remember('invitation',
  to_jsonb(public.create_team_invitation(pg_temp.id('team')::uuid, '  Dev team '))::text);
select pg_temp.remember('token', pg_temp.id('invitation')::jsonb ->> 'token');
select pg_temp.remember('invitation_id', pg_temp.id('invitation')::jsonb #>> '{invitation,id}');
select matches(pg_temp.id('token'), '^inv_[A-Za-z0-9_-]{43}$', 'the token is inv_ and 32 random bytes in base64url');
select is(
  (pg_temp.id('invitation')::jsonb -> 'invitation') - 'id' - 'team_id' - 'created_at' - 'expires_at',
  '{"label": "Dev team", "status": "active", "use_count": 0, "revoked_at": null, "last_used_at": null}'::jsonb,
  'create_team_invitation returns the invitation (label trimmed, active, unused)');
select is(
  ((pg_temp.id('invitation')::jsonb #>> '{invitation,expires_at}')::timestamptz
   - (pg_temp.id('invitation')::jsonb #>> '{invitation,created_at}')::timestamptz),
  interval '7 days', 'an invitation is valid for 7 days by default');
select isnt((public.create_team_invitation(pg_temp.id('team')::uuid)).token, pg_temp.id('token'),
  'every invitation gets its own token');
select throws_ok($$select public.create_team_invitation(pg_temp.id('team')::uuid, null, 0)$$, '22023',
  'valid_for_days must be between 1 and 30.', 'valid_for_days 0 is refused');
select throws_ok($$select public.create_team_invitation(pg_temp.id('team')::uuid, null, 31)$$, '22023',
  'valid_for_days must be between 1 and 30.', 'valid_for_days 31 is refused');
select throws_ok($$select public.create_team_invitation(pg_temp.id('team')::uuid, repeat('l', 121))$$, '22023',
  'An invitation label can be at most 120 characters.', 'a label over 120 characters is refused');
select is(
  (((public.create_team_invitation(pg_temp.id('team')::uuid, 'Short', 1)).invitation).expires_at - now()),
  interval '1 day', 'valid_for_days sets the expiry');
select throws_ok($$select public.create_team_invitation('00000000-0000-4000-8000-00000000ffff')$$, 'PT404',
  'Team not found.', 'an invitation to an unknown team: PT404');
select pg_temp.as_superuser();
select is((select token_hash from public.team_invitations where id = pg_temp.id('invitation_id')::uuid),
  sha256(convert_to(pg_temp.id('token'), 'UTF8')), 'only sha256(token) is stored');
select is_empty(
  $$select 1 from public.team_invitations i where strpos(row_to_json(i)::text, pg_temp.id('token')) > 0
       or strpos(row_to_json(i)::text, substr(pg_temp.id('token'), 5)) > 0$$,
  'the token itself is in no column of the stored invitation');

-- ---------------------------------------------------------------- accepting
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a2');
select is((public.accept_team_invitation(pg_temp.id('token'))).joined, true, 'M joins with the link');
select is(to_jsonb(public.accept_team_invitation(pg_temp.id('token'))) #>> '{team,role}', 'member',
  'M is a member');
select is((public.accept_team_invitation(pg_temp.id('token'))).joined, false,
  'accepting again changes nothing (joined: false)');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a3');
select is(to_jsonb(public.accept_team_invitation(pg_temp.id('token'))) #>> '{team,member_count}', '3',
  'the same link works for a second person (F)');
select pg_temp.as_superuser();
select is((select use_count from public.team_invitations where id = pg_temp.id('invitation_id')::uuid), 2,
  'use_count counts the people who joined, not repeated accepts');
select isnt((select last_used_at from public.team_invitations where id = pg_temp.id('invitation_id')::uuid), null,
  'last_used_at is set');

select pg_temp.as_user('00000000-0000-4000-8000-0000000000a4');
select throws_ok($$select public.accept_team_invitation('inv_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')$$, 'PT404',
  'This invitation link is not valid.', 'an unknown token: PT404');
select throws_ok($$select public.accept_team_invitation(null)$$, 'PT404',
  'This invitation link is not valid.', 'a null token: PT404');
select throws_ok($$select public.accept_team_invitation(repeat('x', 100000))$$, 'PT404',
  'This invitation link is not valid.', 'a 100,000-character token: PT404 (not hashed)');
select throws_ok($$select public.accept_team_invitation(upper(pg_temp.id('token')))$$, 'PT404',
  'This invitation link is not valid.', 'tokens are case-sensitive');

-- An expired link (made to have expired) and a revoked one.
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select pg_temp.remember('expired_token',
  (public.create_team_invitation(pg_temp.id('team')::uuid, 'Old')).token);
select pg_temp.remember('revoked',
  to_jsonb(public.create_team_invitation(pg_temp.id('team')::uuid, 'Revoked'))::text);
select pg_temp.as_superuser();
update public.team_invitations set created_at = now() - interval '10 days', expires_at = now() - interval '1 second'
 where token_hash = sha256(convert_to(pg_temp.id('expired_token'), 'UTF8'));

select pg_temp.as_user('00000000-0000-4000-8000-0000000000a2');
select throws_ok($$select public.revoke_team_invitation((pg_temp.id('revoked')::jsonb #>> '{invitation,id}')::uuid)$$, 'PT403',
  'Only the team''s owner can revoke invitations.', 'a member cannot revoke an invitation: PT403');
select throws_ok($$select public.create_team_invitation(pg_temp.id('team')::uuid)$$, 'PT403',
  'Only the team''s owner can invite people.', 'a member cannot invite: PT403');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a4');
select throws_ok($$select public.revoke_team_invitation((pg_temp.id('revoked')::jsonb #>> '{invitation,id}')::uuid)$$, 'PT404',
  'Invitation not found.', 'an outsider cannot revoke an invitation: PT404');
select throws_ok($$select public.revoke_team_invitation(gen_random_uuid())$$, 'PT404',
  'Invitation not found.', 'an unknown invitation: PT404');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select is((public.revoke_team_invitation((pg_temp.id('revoked')::jsonb #>> '{invitation,id}')::uuid)).status, 'revoked',
  'the owner revokes an invitation');
select is((public.revoke_team_invitation((pg_temp.id('revoked')::jsonb #>> '{invitation,id}')::uuid)).revoked_at,
  (select revoked_at from public.team_invitations where id = (pg_temp.id('revoked')::jsonb #>> '{invitation,id}')::uuid),
  'revoking again keeps the first time');

select pg_temp.as_user('00000000-0000-4000-8000-0000000000a4');
select throws_ok($$select public.accept_team_invitation(pg_temp.id('revoked')::jsonb ->> 'token')$$, 'PT403',
  'This invitation link has been revoked by the team''s owner.', 'a revoked link: PT403, at once');
select throws_ok($$select public.accept_team_invitation(pg_temp.id('expired_token'))$$, 'PT410',
  'This invitation link has expired; ask the team''s owner for a new one.', 'an expired link: PT410');
select is_empty($$select * from public.list_my_teams()$$, 'the refused links made X a member of nothing');

-- ---------------------------------------------------------------- answering a round
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a3');
select pg_temp.remember('f_report', (public.submit_team_assessment(pg_temp.id('team')::uuid,
  (select answers from answer_sets where name = 'weakest'), '00000000-0000-4000-8000-00000000f001')).id::text);
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a2');
select pg_temp.remember('m_report', (public.submit_team_assessment(pg_temp.id('team')::uuid,
  (select answers from answer_sets where name = 'strongest'), '00000000-0000-4000-8000-00000000b001')).id::text);
select is((select r.overall_score from public.reports r where r.id = pg_temp.id('m_report')::uuid), 100::smallint,
  'submit_team_assessment makes a report scored like submit_assessment');
select is((select count(*)::int from public.team_round_reports), 1,
  'the report is linked to the open round (M sees only M''s own link)');
select is((public.submit_team_assessment(pg_temp.id('team')::uuid,
  (select answers from answer_sets where name = 'weakest'), '00000000-0000-4000-8000-00000000b001')).id::text,
  pg_temp.id('m_report'), 'a retry with the same submission id returns the same report, no error');
select throws_ok($$select public.submit_team_assessment(pg_temp.id('team')::uuid,
  (select answers from answer_sets where name = 'middle'), '00000000-0000-4000-8000-00000000b002')$$, 'PT409',
  'You have already answered round 1 of this team.', 'a second answer in the same round: PT409');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select throws_ok($$select public.submit_team_assessment(pg_temp.id('team')::uuid, '{"arch_1": "nope"}'::json,
  '00000000-0000-4000-8000-00000000a003')$$, '22023', null, 'invalid answers: 22023 from submit_assessment');
select is((select count(*)::int from public.reports where user_id = '00000000-0000-4000-8000-0000000000a1'), 0,
  'the refused answers left no report behind');
select throws_ok($$select public.submit_team_assessment(pg_temp.id('team')::uuid, (select answers from answer_sets where name = 'middle'),
  '00000000-0000-4000-8000-00000000b004', 99)$$, 'PT404', 'Round not found.', 'an unknown round number: PT404');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a4');
select throws_ok($$select public.submit_team_assessment(pg_temp.id('team')::uuid, (select answers from answer_sets where name = 'middle'),
  '00000000-0000-4000-8000-00000000c001')$$, 'PT404', 'Team not found.', 'an outsider cannot answer: PT404');
select is((select count(*)::int from public.reports where user_id = '00000000-0000-4000-8000-0000000000a4'), 0,
  'and no report was made for the outsider');

-- ---------------------------------------------------------------- team detail
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a2');
select is(
  (select jsonb_agg(m - 'member_id' - 'joined_at' order by m ->> 'display_name') from jsonb_array_elements(to_jsonb(public.get_team(pg_temp.id('team')::uuid)) -> 'members') m),
  '[{"role": "member", "is_me": false, "display_name": "Frida Former", "answered_current_round": null},
    {"role": "member", "is_me": true, "display_name": "Mads Member", "answered_current_round": null},
    {"role": "owner", "is_me": false, "display_name": "Olivia Owner", "answered_current_round": null}]'::jsonb,
  'get_team: a member sees the members'' names, not who answered');
select is(to_jsonb(public.get_team(pg_temp.id('team')::uuid)) #> '{team,current_round,answers}', '2'::jsonb,
  'get_team: a member sees how many answered the current round');
select ok((public.get_team(pg_temp.id('team')::uuid)).invitations is null, 'a member sees no invitations');
select throws_ok($$select owner_id from public.teams$$, '42501', null, 'a member cannot read teams.owner_id');
select is((select name from public.teams), 'Payments platform', 'a member reads the team''s other columns');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select is(
  (select jsonb_agg(m - 'member_id' - 'joined_at' order by m ->> 'display_name') from jsonb_array_elements(to_jsonb(public.get_team(pg_temp.id('team')::uuid)) -> 'members') m),
  '[{"role": "member", "is_me": false, "display_name": "Frida Former", "answered_current_round": true},
    {"role": "member", "is_me": false, "display_name": "Mads Member", "answered_current_round": true},
    {"role": "owner", "is_me": true, "display_name": "Olivia Owner", "answered_current_round": false}]'::jsonb,
  'get_team: the owner also sees who answered the current round');
select throws_ok($$select owner_id from public.teams$$, '42501', null, 'nor does the owner read owner_id through REST (role says it)');
select is(cardinality((public.get_team(pg_temp.id('team')::uuid)).invitations), 5,
  'the owner sees the invitations');
select is_empty(
  $$select 1 from jsonb_array_elements(to_jsonb(public.get_team(pg_temp.id('team')::uuid)) -> 'invitations') i
     where i ? 'token' or i ? 'token_hash'$$,
  'listed invitations carry neither token nor hash');

-- ---------------------------------------------------------------- removing a member
select pg_temp.remember('f_member', (select m ->> 'member_id' from jsonb_array_elements(to_jsonb(public.get_team(pg_temp.id('team')::uuid)) -> 'members') m
                                      where m ->> 'display_name' = 'Frida Former'));
select pg_temp.remember('o_member', (select m ->> 'member_id' from jsonb_array_elements(to_jsonb(public.get_team(pg_temp.id('team')::uuid)) -> 'members') m
                                      where m ->> 'role' = 'owner'));
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a2');
select throws_ok($$select public.remove_team_member(pg_temp.id('team')::uuid, pg_temp.id('f_member')::uuid)$$, 'PT403',
  'Only the team''s owner can remove members.', 'a member cannot remove another: PT403');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select throws_ok($$select public.remove_team_member(pg_temp.id('team')::uuid, pg_temp.id('o_member')::uuid)$$, 'PT409',
  'The owner cannot be removed; delete the team instead.', 'the owner cannot be removed: PT409');
select throws_ok($$select public.remove_team_member(pg_temp.id('team')::uuid, gen_random_uuid())$$, 'PT404',
  'Member not found.', 'an unknown member: PT404');
select lives_ok($$select public.remove_team_member(pg_temp.id('team')::uuid, pg_temp.id('f_member')::uuid)$$,
  'the owner removes F');
select pg_temp.as_superuser();
select is((select count(*)::int from public.team_members where user_id = '00000000-0000-4000-8000-0000000000a3'), 0,
  'F''s membership is gone');
select is((select count(*)::int from public.team_round_reports where user_id = '00000000-0000-4000-8000-0000000000a3'), 0,
  'F''s answer to the open round is withdrawn');
select is((select count(*)::int from public.reports where id = pg_temp.id('f_report')::uuid), 1,
  'F keeps F''s own report');

-- ---------------------------------------------------------------- a former member sees nothing
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a3');
select is(jsonb_strip_nulls(to_jsonb(public.get_team(pg_temp.id('team')::uuid))), '{"status": "not_found"}'::jsonb,
  'former member: get_team not_found, and nothing else');
select is(jsonb_strip_nulls(to_jsonb(public.get_team_report(pg_temp.id('team')::uuid))), '{"status": "not_found"}'::jsonb,
  'former member: get_team_report not_found, and nothing else');
select is(jsonb_strip_nulls(to_jsonb(public.get_team_history(pg_temp.id('team')::uuid))), '{"status": "not_found"}'::jsonb,
  'former member: get_team_history not_found, and nothing else');
select is_empty($$select * from public.list_my_teams()$$, 'former member: no teams listed');
select is_empty($$select 1 from public.teams union all select 1 from public.team_rounds
                  union all select 1 from public.team_members union all select 1 from public.team_round_reports$$,
  'former member: no team row of any table');
select throws_ok($$select public.submit_team_assessment(pg_temp.id('team')::uuid, (select answers from answer_sets where name = 'middle'),
  '00000000-0000-4000-8000-00000000f002')$$, 'PT404', 'Team not found.', 'a removed member cannot answer: PT404');
select throws_ok($$select public.leave_team(pg_temp.id('team')::uuid)$$, 'PT404', 'Team not found.',
  'a removed member cannot leave again: PT404');
select throws_ok($$select public.create_team_invitation(pg_temp.id('team')::uuid)$$, 'PT404', 'Team not found.',
  'a removed member cannot invite: PT404');

-- ---------------------------------------------------------------- leaving
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select throws_ok($$select public.leave_team(pg_temp.id('team')::uuid)$$, 'PT409',
  'The owner cannot leave the team; delete it instead.', 'the owner cannot leave: PT409');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a5');
select is(to_jsonb(public.accept_team_invitation(pg_temp.id('token'))) #>> '{team,role}', 'member',
  'N joins');
select is((select m -> 'display_name' from jsonb_array_elements(to_jsonb(public.get_team(pg_temp.id('team')::uuid)) -> 'members') m where (m ->> 'is_me')::boolean),
  'null'::jsonb, 'a member without a name has display_name null');
select lives_ok($$select public.leave_team(pg_temp.id('team')::uuid)$$, 'N leaves');
select is((public.get_team(pg_temp.id('team')::uuid)).status, 'not_found', 'after leaving, N sees nothing');

-- ---------------------------------------------------------------- rounds
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a2');
select throws_ok($$select public.close_team_round(pg_temp.id('team')::uuid)$$, 'PT403',
  'Only the team''s owner can close a round.', 'a member cannot close a round: PT403');
select throws_ok($$select public.open_team_round(pg_temp.id('team')::uuid)$$, 'PT403',
  'Only the team''s owner can open a round.', 'a member cannot open a round: PT403');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select throws_ok($$select public.open_team_round(pg_temp.id('team')::uuid)$$, 'PT409',
  'Round 1 is still open; close it before opening a new one.', 'a second open round: PT409');
select is(to_jsonb(public.close_team_round(pg_temp.id('team')::uuid)) - 'id' - 'opened_at' - 'closed_at',
  '{"number": 1, "status": "closed", "answers": 1, "released": false, "i_answered": false}'::jsonb,
  'the owner closes round 1 (one answer: below the minimum, nothing released)');
select throws_ok($$select public.close_team_round(pg_temp.id('team')::uuid)$$, 'PT409',
  'There is no open round to close.', 'closing with no open round: PT409');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select throws_ok($$select public.submit_team_assessment(pg_temp.id('team')::uuid, (select answers from answer_sets where name = 'middle'),
  '00000000-0000-4000-8000-00000000a001')$$, 'PT410',
  'This team has no open round; ask the team''s owner to open one.', 'answering with no open round: PT410');
select throws_ok($$select public.submit_team_assessment(pg_temp.id('team')::uuid, (select answers from answer_sets where name = 'middle'),
  '00000000-0000-4000-8000-00000000a002', 1)$$, 'PT410',
  'Round 1 is closed; it no longer takes answers.', 'answering a closed round: PT410');
select is(to_jsonb(public.open_team_round(pg_temp.id('team')::uuid)) - 'id' - 'opened_at',
  '{"number": 2, "status": "open", "answers": 0, "closed_at": null, "released": false, "i_answered": false}'::jsonb, 'the owner opens round 2');
select throws_ok($$select public.open_team_round(pg_temp.id('team')::uuid)$$, 'PT409',
  'Round 2 is still open; close it before opening a new one.', 'round 2 is open: PT409 again');
select pg_temp.as_superuser();
select throws_ok($$insert into public.team_rounds (team_id, number) values (pg_temp.id('team')::uuid, 3)$$, '23505', null,
  'the database itself refuses a second open round');

-- M's answer to round 1 stays there; M answers round 2 with a new submission.
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a2');
select throws_ok($$select public.submit_team_assessment(pg_temp.id('team')::uuid, (select answers from answer_sets where name = 'middle'),
  '00000000-0000-4000-8000-00000000b001')$$, '22023',
  'This submission_id already answered another round; start a new assessment for this one.',
  'a submission id that answered round 1 cannot answer round 2');
select lives_ok($$select public.submit_team_assessment(pg_temp.id('team')::uuid, (select answers from answer_sets where name = 'middle'),
  '00000000-0000-4000-8000-00000000b005', 2)$$, 'M answers round 2 (by number)');
select is((to_jsonb(public.get_team(pg_temp.id('team')::uuid)) #>> '{team,current_round,i_answered}'), 'true',
  'get_team: the current round is round 2 and M answered it');
select is((select count(*)::int from public.team_round_reports), 2, 'M has one link per round');

-- ---------------------------------------------------------------- limits
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a4');
select lives_ok($$select public.create_team('Team ' || g) from generate_series(1, 20) g$$, 'X creates 20 teams');
select throws_ok($$select public.create_team('One too many')$$, 'PT409',
  'You can own at most 20 teams; delete one first.', 'the 21st team: PT409');
select pg_temp.remember('x_team', (select t.id::text from public.list_my_teams() t where t.name = 'Team 1'));
select lives_ok($$select public.create_team_invitation(pg_temp.id('x_team')::uuid) from generate_series(1, 20)$$,
  '20 live invitations');
select throws_ok($$select public.create_team_invitation(pg_temp.id('x_team')::uuid)$$, 'PT409',
  'A team can have at most 20 live invitations; revoke one first.', 'the 21st live invitation: PT409');
select pg_temp.as_superuser();
-- Fill the team to 100 members directly.
insert into auth.users (id, email, aud, role)
select ('00000000-0000-4000-8000-' || lpad(to_hex(4096 + g), 12, '0'))::uuid, 'filler' || g || '@example.com', 'authenticated', 'authenticated'
  from generate_series(1, 99) g;
insert into public.team_members (team_id, user_id, role)
select pg_temp.id('x_team')::uuid, ('00000000-0000-4000-8000-' || lpad(to_hex(4096 + g), 12, '0'))::uuid, 'member'
  from generate_series(1, 99) g;
update public.team_invitations set revoked_at = null, created_at = now(), expires_at = now() + interval '1 day'
 where token_hash = sha256(convert_to(pg_temp.id('token'), 'UTF8'));
update public.team_invitations set team_id = pg_temp.id('x_team')::uuid
 where token_hash = sha256(convert_to(pg_temp.id('token'), 'UTF8'));
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a5');
select throws_ok($$select public.accept_team_invitation(pg_temp.id('token'))$$, 'PT409',
  'This team is full (100 members).', 'joining a team of 100: PT409');

-- ---------------------------------------------------------------- deleting a team
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a2');
select throws_ok($$select public.delete_team(pg_temp.id('team')::uuid)$$, 'PT403',
  'Only the team''s owner can delete the team.', 'a member cannot delete the team: PT403');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select lives_ok($$select public.delete_team(pg_temp.id('team')::uuid)$$, 'the owner deletes the team');
select pg_temp.as_superuser();
select is_empty(
  $$select 1 from public.team_members where team_id = pg_temp.id('team')::uuid
    union all select 1 from public.team_rounds where team_id = pg_temp.id('team')::uuid
    union all select 1 from public.team_invitations where team_id = pg_temp.id('team')::uuid
    union all select 1 from public.team_round_reports where report_id = pg_temp.id('m_report')::uuid$$,
  'members, rounds, invitations and round links went with the team');
select is((select count(*)::int from public.reports where user_id = '00000000-0000-4000-8000-0000000000a2'), 2,
  'M keeps both reports');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a2');
select throws_ok($$select public.accept_team_invitation(pg_temp.id('expired_token'))$$, 'PT404',
  'This invitation link is not valid.', 'the deleted team''s links are unknown now');

-- Deleting the owner's account deletes the owner's teams.
select pg_temp.as_superuser();
delete from auth.users where id = '00000000-0000-4000-8000-0000000000a4';
select is((select count(*)::int from public.teams where owner_id = '00000000-0000-4000-8000-0000000000a4'), 0,
  'deleting the owner''s account deletes their teams');
select is((select count(*)::int from public.team_members where team_id = pg_temp.id('x_team')::uuid), 0,
  'and their members'' rows');

select * from finish();
rollback;
