-- Deleting an account (the delete-account function deletes the auth user through the Auth admin API):
-- everything of the person goes with it, through the foreign keys, and nothing of anyone else does.
begin;
create extension if not exists pgtap with schema extensions;
select plan(18);

-- (Confirmed accounts, so that the benchmark counts them.)
insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role, email_confirmed_at) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'leaving@example.com', '{"name": "Leaving"}', '{"provider": "email"}', 'authenticated', 'authenticated', now()),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'staying@example.com', '{"name": "Staying"}', '{"provider": "email"}', 'authenticated', 'authenticated', now());

-- Each has two reports, a plan item and a share link; Leaving owns a team Staying is in, and Staying
-- owns a team Leaving is in, each with a round both answered; Leaving sent a contact message.
-- Complete answer sets (all weakest / all strongest), so the benchmark counts both people.
insert into public.reports (id, user_id, submission_id, answers, overall_score, category_scores)
select r.id, r.user_id, gen_random_uuid(), a.answers, r.score,
       jsonb_build_object('architecture', r.score, 'deployment', r.score, 'security', r.score, 'scalability', r.score)
  from (values
    ('a0000000-0000-4000-8000-00000000000a'::uuid, 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'::uuid, 0::smallint),
    ('a0000000-0000-4000-8000-00000000000b'::uuid, 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'::uuid, 100::smallint),
    ('b0000000-0000-4000-8000-00000000000a'::uuid, 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'::uuid, 0::smallint),
    ('b0000000-0000-4000-8000-00000000000b'::uuid, 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'::uuid, 100::smallint)
  ) as r (id, user_id, score)
  cross join lateral (
    select jsonb_object_agg(q.question_id, q.option_key) as answers
      from private.question_options q
     where q.position = case when r.score = 100 then 3 else 0 end
  ) a;
insert into public.plan_items (user_id, question_id, option_key, status) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'arch_1', 'panic', 'planned'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'arch_1', 'panic', 'done');
insert into public.report_share_links (report_id, user_id, token_hash) values
  ('a0000000-0000-4000-8000-00000000000a', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', sha256('leaving-token')),
  ('b0000000-0000-4000-8000-00000000000a', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', sha256('staying-token'));
insert into public.teams (id, name, owner_id) values
  ('11111111-1111-4111-8111-111111111111', 'Leaving''s system', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'),
  ('22222222-2222-4222-8222-222222222222', 'Staying''s system', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb');
insert into public.team_members (team_id, user_id, role) values
  ('11111111-1111-4111-8111-111111111111', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'owner'),
  ('11111111-1111-4111-8111-111111111111', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'member'),
  ('22222222-2222-4222-8222-222222222222', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'owner'),
  ('22222222-2222-4222-8222-222222222222', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'member');
insert into public.team_rounds (id, team_id, number) values
  ('11111111-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111', 1),
  ('22222222-0000-4000-8000-000000000001', '22222222-2222-4222-8222-222222222222', 1);
insert into public.team_round_reports (round_id, user_id, report_id) values
  ('11111111-0000-4000-8000-000000000001', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'a0000000-0000-4000-8000-00000000000a'),
  ('11111111-0000-4000-8000-000000000001', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'b0000000-0000-4000-8000-00000000000a'),
  ('22222222-0000-4000-8000-000000000001', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'a0000000-0000-4000-8000-00000000000b'),
  ('22222222-0000-4000-8000-000000000001', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'b0000000-0000-4000-8000-00000000000b');
insert into public.contact_messages (name, email, message, user_id) values
  ('Leaving', 'leaving@example.com', 'Goodbye', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');

-- What the Auth admin API's delete does in the database.
delete from auth.users where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

select is_empty($$select 1 from public.profiles where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'$$, 'the profile is gone');
select is_empty($$select 1 from public.reports where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'$$, 'every report is gone');
select is_empty($$select 1 from public.plan_items where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'$$, 'the plan is gone');
select is_empty($$select 1 from public.report_share_links where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'$$, 'the share links are gone');
select is_empty($$select 1 from public.teams where owner_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'$$, 'the team the person owned is gone');
select is_empty($$select 1 from public.team_rounds where team_id = '11111111-1111-4111-8111-111111111111'$$, '… with its rounds');
select is_empty($$select 1 from public.team_members where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'$$, 'no membership is left anywhere');
select is_empty($$select 1 from public.team_round_reports where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'$$, 'no answer of theirs counts in any round');
select is((select user_id from public.contact_messages where email = 'leaving@example.com'), null,
  'a contact message is kept (it was sent to us) but no longer points at the account');
select is_empty($$select 1 from private.benchmark_latest where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'$$, 'the benchmark forgets them');

select is((select count(*)::int from public.profiles where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'), 1, 'the other person''s profile stays');
select results_eq($$select id from public.reports where user_id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb' order by id$$,
  $$values ('b0000000-0000-4000-8000-00000000000a'::uuid), ('b0000000-0000-4000-8000-00000000000b'::uuid)$$, '… and both of their reports, including the one in the deleted team''s round');
select results_eq($$select status from public.plan_items where user_id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'$$, $$values ('done')$$, '… and their plan');
select is((select count(*)::int from public.report_share_links where user_id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'), 1, '… and their share link');
select is((select count(*)::int from public.teams where id = '22222222-2222-4222-8222-222222222222'), 1, '… and the team they own');
select results_eq($$select user_id from public.team_members where team_id = '22222222-2222-4222-8222-222222222222'$$,
  $$values ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'::uuid)$$, '… where only they are left');
select results_eq($$select user_id from public.team_round_reports where round_id = '22222222-0000-4000-8000-000000000001'$$,
  $$values ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'::uuid)$$, '… and only their answer counts in its round');
select is((select count(*)::int from private.benchmark_latest where user_id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'), 1, '… and they are still in the benchmark');

select * from finish();
rollback;
