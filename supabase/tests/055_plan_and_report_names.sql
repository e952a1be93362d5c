-- The improvement plan (plan_items) and report names: each person reads and writes only their own,
-- only the name of a report can change, and the rows keep their shape.
begin;
create extension if not exists pgtap with schema extensions;
select plan(27);

insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'alice@example.com', '{"name": "Alice"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'bob@example.com', '{"name": "Bob"}', '{"provider": "email"}', 'authenticated', 'authenticated');
insert into public.reports (id, user_id, submission_id, answers, overall_score, category_scores) values
  ('a0000000-0000-4000-8000-00000000000a', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', gen_random_uuid(), '{"arch_1": "panic"}', 10,
   '{"architecture": 10, "deployment": 10, "security": 10, "scalability": 10}'),
  ('b0000000-0000-4000-8000-00000000000b', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', gen_random_uuid(), '{"arch_1": "easy"}', 20,
   '{"architecture": 20, "deployment": 20, "security": 20, "scalability": 20}');
insert into public.plan_items (user_id, question_id, option_key, status, note) values
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'sec_1', 'simple_password', 'planned', 'Bob''s plan');

-- ---------------------------------------------------------------- anon
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select throws_ok($$select * from public.plan_items$$, '42501', null, 'anon cannot read plans');
select throws_ok($$insert into public.plan_items (user_id, question_id, option_key, status) values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'arch_1', 'panic', 'done')$$,
  '42501', null, 'anon cannot write plans');
select throws_ok($$update public.reports set name = 'x'$$, '42501', null, 'anon cannot name reports');
reset role;

-- ---------------------------------------------------------------- Alice
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select lives_ok($$insert into public.plan_items (user_id, question_id, option_key, status, note) values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'arch_1', 'panic', 'planned', 'Map the modules')$$,
  'Alice plans a recommendation');
select lives_ok($$update public.plan_items set status = 'done', note = 'Mapped' where question_id = 'arch_1'$$, 'Alice marks it done');
select results_eq($$select question_id, status, note from public.plan_items$$, $$values ('arch_1', 'done', 'Mapped')$$,
  'Alice sees her plan only');
select is_empty($$select 1 from public.plan_items where user_id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'$$, 'Alice cannot see Bob''s plan');
select throws_ok($$insert into public.plan_items (user_id, question_id, option_key, status) values ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'arch_2', 'always', 'planned')$$,
  '42501', null, 'Alice cannot write into Bob''s plan');
select lives_ok($$update public.plan_items set status = 'done' where user_id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'$$, 'an update of Bob''s plan runs …');
select lives_ok($$delete from public.plan_items where user_id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'$$, 'a delete of Bob''s plan runs …');
select throws_ok($$update public.plan_items set user_id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb' where question_id = 'arch_1'$$,
  '42501', null, 'Alice cannot move her item to Bob');
select throws_ok($$update public.plan_items set created_at = now() - interval '1 year'$$, '42501', null, 'timestamps are not for clients');
select throws_ok($$insert into public.plan_items (user_id, question_id, option_key, status) values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'arch_9', 'panic', 'planned')$$,
  '23514', null, 'only real question ids');
select throws_ok($$insert into public.plan_items (user_id, question_id, option_key, status) values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'arch_2', 'always', 'someday')$$,
  '23514', null, 'only the four statuses');
select throws_ok($$insert into public.plan_items (user_id, question_id, option_key, status, note) values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'arch_3', 'days', 'planned', repeat('n', 501))$$,
  '23514', null, 'a note of at most 500 characters');
select throws_ok($$insert into public.plan_items (user_id, question_id, option_key, status) values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'arch_1', 'panic', 'planned')$$,
  '23505', null, 'one item per piece of advice (question and option)');

select lives_ok($$update public.reports set name = 'Before the migration' where id = 'a0000000-0000-4000-8000-00000000000a'$$, 'Alice names her report');
select throws_ok($$update public.reports set name = repeat('n', 121) where id = 'a0000000-0000-4000-8000-00000000000a'$$, '23514', null, 'a name of at most 120 characters');
select throws_ok($$update public.reports set name = '   ' where id = 'a0000000-0000-4000-8000-00000000000a'$$, '23514', null, 'a blank name is refused (NULL clears it)');
select throws_ok($$update public.reports set overall_score = 100 where id = 'a0000000-0000-4000-8000-00000000000a'$$, '42501', null, 'the score stays as submitted');
select throws_ok($$update public.reports set answers = '{}' where id = 'a0000000-0000-4000-8000-00000000000a'$$, '42501', null, 'the answers stay as submitted');
select lives_ok($$update public.reports set name = 'Mine now' where id = 'b0000000-0000-4000-8000-00000000000b'$$, 'naming Bob''s report runs …');
reset role;

select results_eq($$select status, note from public.plan_items where user_id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'$$,
  $$values ('planned', 'Bob''s plan')$$, '… but changed and deleted nothing of Bob''s plan');
select is((select name from public.reports where id = 'b0000000-0000-4000-8000-00000000000b'), null, '… and Bob''s report keeps no name');
select is((select name from public.reports where id = 'a0000000-0000-4000-8000-00000000000a'), 'Before the migration', 'Alice''s name is kept');
select isnt((select updated_at from public.plan_items where question_id = 'arch_1'), null, 'updated_at is kept current');

-- Deleting the person deletes their plan.
delete from auth.users where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
select is_empty($$select 1 from public.plan_items where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'$$, 'a deleted user''s plan goes with them');

select * from finish();
rollback;
