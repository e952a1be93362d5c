-- The plan per piece of advice (20261126000003_plan_per_advice.sql): an item is keyed by its question
-- and the option answered, so done for one report's advice is not done for another's; only real options;
-- the rule that gave the rows written before the migration their option.
begin;
create extension if not exists pgtap with schema extensions;
select plan(20);

insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'alice@example.com', '{"name": "Alice"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'bob@example.com', '{"name": "Bob"}', '{"provider": "email"}', 'authenticated', 'authenticated');
-- Alice answered arch_1 "panic" on 1 Nov, "tricky" on 10 Nov and the strongest, "efficient", on 20 Nov;
-- deploy_1 always at the strongest. Bob answered arch_2 "often" on 5 Nov.
insert into public.reports (id, user_id, submission_id, answers, overall_score, category_scores, created_at) values
  ('a0000000-0000-4000-8000-000000000001', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', gen_random_uuid(),
   '{"arch_1": "panic", "deploy_1": "continuous"}', 10, '{"architecture": 10, "deployment": 10, "security": 10, "scalability": 10}',
   '2026-11-01 09:00+00'),
  ('a0000000-0000-4000-8000-000000000002', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', gen_random_uuid(),
   '{"arch_1": "tricky", "deploy_1": "continuous"}', 20, '{"architecture": 20, "deployment": 20, "security": 20, "scalability": 20}',
   '2026-11-10 09:00+00'),
  ('a0000000-0000-4000-8000-000000000003', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', gen_random_uuid(),
   '{"arch_1": "efficient", "deploy_1": "continuous"}', 30, '{"architecture": 30, "deployment": 30, "security": 30, "scalability": 30}',
   '2026-11-20 09:00+00'),
  ('b0000000-0000-4000-8000-000000000001', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', gen_random_uuid(),
   '{"arch_2": "often"}', 10, '{"architecture": 10, "deployment": 10, "security": 10, "scalability": 10}',
   '2026-11-05 09:00+00');

-- ---------------------------------------------------------------- the migration's rule
select is(private.plan_item_advice('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'arch_1', '2026-11-05 12:00+00'), 'panic',
  'an item last changed on 5 Nov was about the report of 1 Nov');
select is(private.plan_item_advice('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'arch_1', '2026-11-10 09:00+00'), 'tricky',
  'a report made at that very moment counts');
select is(private.plan_item_advice('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'arch_1', '2026-11-25 12:00+00'), 'tricky',
  'a later report at the strongest answer gives no advice: the latest one that did');
select is(private.plan_item_advice('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'arch_1', '2026-10-01 12:00+00'), 'panic',
  'an item older than every report: the earliest report that gave advice');
select is(private.plan_item_advice('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'deploy_1', '2026-11-25 12:00+00'), null,
  'no report ever gave advice on the question: none');
select is(private.plan_item_advice('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'arch_2', '2026-11-25 12:00+00'), null,
  'another person''s reports do not count');
select ok(not has_function_privilege('authenticated', 'private.plan_item_advice(uuid, text, timestamptz)', 'EXECUTE')
          and not has_function_privilege('anon', 'private.plan_item_advice(uuid, text, timestamptz)', 'EXECUTE'),
  'the rule is the migration''s, not the API''s');

-- ---------------------------------------------------------------- Alice's plan
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select lives_ok($$insert into public.plan_items (user_id, question_id, option_key, status) values
                  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'arch_1', 'panic', 'done')$$,
  'Alice marks the advice of 1 Nov done');
select lives_ok($$insert into public.plan_items (user_id, question_id, option_key, status) values
                  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'arch_1', 'tricky', 'planned')$$,
  '… and plans the different advice of 10 Nov for the same question');
select results_eq($$select option_key, status from public.plan_items where question_id = 'arch_1' order by option_key$$,
  $$values ('panic', 'done'), ('tricky', 'planned')$$, 'each advice keeps its own status');
select lives_ok($$insert into public.plan_items (user_id, question_id, option_key, status, note) values
                  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'arch_1', 'tricky', 'in_progress', 'Split the billing module')
                  on conflict (user_id, question_id, option_key) do update set status = excluded.status, note = excluded.note$$,
  'the page''s upsert names the whole key');
select results_eq($$select option_key, status, note from public.plan_items where question_id = 'arch_1' order by option_key$$,
  $$values ('panic', 'done', ''), ('tricky', 'in_progress', 'Split the billing module')$$, '… and changes that advice only');
select throws_ok($$insert into public.plan_items (user_id, question_id, option_key, status) values
                   ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'arch_1', 'panic', 'planned')$$,
  '23505', null, 'one item per piece of advice');
select throws_ok($$insert into public.plan_items (user_id, question_id, status) values
                   ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'arch_3', 'planned')$$,
  '23502', null, 'an item names the option it is about');
select throws_ok($$insert into public.plan_items (user_id, question_id, option_key, status) values
                   ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'arch_1', 'whatever', 'planned')$$,
  '23503', null, 'only an option the question has');
select throws_ok($$insert into public.plan_items (user_id, question_id, option_key, status) values
                   ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'arch_1', 'rarely', 'planned')$$,
  '23503', null, 'not another question''s option');
select throws_ok($$insert into public.plan_items (user_id, question_id, option_key, status) values
                   ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'arch_2', 'often', 'planned')$$,
  '42501', null, 'still only one''s own plan');
reset role;

select ok(has_column_privilege('authenticated', 'public.plan_items', 'option_key', 'INSERT')
          and has_column_privilege('authenticated', 'public.plan_items', 'option_key', 'UPDATE'),
  'the client may name the option, in an insert and an upsert');
select is((select count(*)::int from public.plan_items where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'), 2, 'Alice has two items');

-- Advice the question bank no longer has goes with its option (a generated migration deletes the row).
delete from private.question_options where question_id = 'arch_1' and option_key = 'tricky';
select results_eq($$select option_key from public.plan_items where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'$$,
  $$values ('panic')$$, 'an item for an option that is gone is gone');

select * from finish();
rollback;
