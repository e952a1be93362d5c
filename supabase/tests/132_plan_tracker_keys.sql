-- Tracker keys on the improvement plan (20261129000002_plan_tracker_keys.sql): a person records the key
-- of the tracker item a plan item became (a Jira issue key, or an Azure Boards work item or GitHub issue
-- number); only keys of those shapes, one item per key and person; the page's status and note saves
-- leave the key alone; the owner alone reads and writes it, and not with a password-only session once a
-- second factor is verified.
begin;
create extension if not exists pgtap with schema extensions;
select plan(38);

insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'alice@example.com', '{"name": "Alice"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'bob@example.com', '{"name": "Bob"}', '{"provider": "email"}', 'authenticated', 'authenticated');
insert into public.plan_items (user_id, question_id, option_key, status, tracker_key) values
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'sec_1', 'simple_password', 'planned', 'SEC-7');

-- ---------------------------------------------------------------- the column
select has_column('public', 'plan_items', 'tracker_key', 'plan items have a tracker key');
select col_is_null('public', 'plan_items', 'tracker_key', 'the key is optional');
select col_type_is('public', 'plan_items', 'tracker_key', 'text', 'the key is text');
select isnt(col_description('public.plan_items'::regclass,
                            (select attnum from pg_attribute where attrelid = 'public.plan_items'::regclass and attname = 'tracker_key')),
  null, 'the column says what it holds');
select ok(has_column_privilege('authenticated', 'public.plan_items', 'tracker_key', 'SELECT')
          and has_column_privilege('authenticated', 'public.plan_items', 'tracker_key', 'INSERT')
          and has_column_privilege('authenticated', 'public.plan_items', 'tracker_key', 'UPDATE'),
  'a signed-in person may read and write the key (of their own rows, the policies say)');
select ok(not has_column_privilege('anon', 'public.plan_items', 'tracker_key', 'SELECT')
          and not has_column_privilege('anon', 'public.plan_items', 'tracker_key', 'UPDATE'),
  'anon has no part of it');

-- ---------------------------------------------------------------- anon
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select throws_ok($$select tracker_key from public.plan_items$$, '42501', null, 'anon cannot read keys');
select throws_ok($$update public.plan_items set tracker_key = 'X-1'$$, '42501', null, 'anon cannot write keys');
reset role;

-- ---------------------------------------------------------------- Alice records keys
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select lives_ok($$insert into public.plan_items (user_id, question_id, option_key, status, tracker_key) values
                  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'arch_1', 'panic', 'planned', 'OPS-12')$$,
  'a Jira issue key');
select lives_ok($$insert into public.plan_items (user_id, question_id, option_key, status, tracker_key) values
                  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'arch_2', 'often', 'in_progress', '412')$$,
  'an Azure Boards work item or GitHub issue number');
select lives_ok($$insert into public.plan_items (user_id, question_id, option_key, status, tracker_key) values
                  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'arch_3', 'days', 'done', 'PLAT_2-9')$$,
  'a project key with digits and an underscore');
select lives_ok($$insert into public.plan_items (user_id, question_id, option_key, status) values
                  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'arch_4', 'avoid', 'planned'),
                  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'arch_5', 'some', 'planned')$$,
  'any number of items without a key');
select lives_ok($$insert into public.plan_items (user_id, question_id, option_key, status, tracker_key) values
                  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'sec_1', 'simple_password', 'planned', 'SEC-7')$$,
  'a key another person uses is no concern of Alice''s');

-- The shapes that are not a key, each refused by the format rule.
select throws_ok(format($$update public.plan_items set tracker_key = %L where question_id = 'arch_4'$$, k),
  '23514', 'new row for relation "plan_items" violates check constraint "plan_items_tracker_key_format"',
  format('not a key: %s', coalesce(nullif(k, ''), '(empty)')))
  from unnest(array['ops-12', '#412', '0', '012', 'OPS-0', 'OPS-', '-12', 'OPS 12', ' 412', '412 ',
                    '1OPS-2', '12345678901', 'A' || repeat('B', 30) || '-1', '']) as k;

select throws_ok($$update public.plan_items set tracker_key = 'OPS-12' where question_id = 'arch_4'$$,
  '23505', 'duplicate key value violates unique constraint "plan_items_tracker_key_unique"',
  'one key names one of her items: a second item with it is refused');

-- The page's status and note save (an upsert naming only those columns) keeps the key.
select lives_ok($$insert into public.plan_items (user_id, question_id, option_key, status, note) values
                  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'arch_1', 'panic', 'done', 'Mapped')
                  on conflict (user_id, question_id, option_key) do update set status = excluded.status, note = excluded.note$$,
  'Alice marks the item done on the page');
select results_eq($$select status, note, tracker_key from public.plan_items where question_id = 'arch_1'$$,
  $$values ('done', 'Mapped', 'OPS-12')$$, '… and its key stays');
select lives_ok($$insert into public.plan_items (user_id, question_id, option_key, status, tracker_key) values
                  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'arch_1', 'panic', 'done', null)
                  on conflict (user_id, question_id, option_key) do update set tracker_key = excluded.tracker_key$$,
  'she clears the key');
select results_eq($$select status, note, tracker_key from public.plan_items where question_id = 'arch_1'$$,
  $$values ('done', 'Mapped', null::text)$$, '… and only the key');

-- ---------------------------------------------------------------- Bob
set local request.jwt.claims to '{"sub": "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}';
select results_eq($$select question_id, tracker_key from public.plan_items$$, $$values ('sec_1', 'SEC-7')$$,
  'Bob sees his own key only');
update public.plan_items set tracker_key = '999' where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
reset role;
select results_eq($$select question_id, tracker_key from public.plan_items
                    where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' and tracker_key is not null order by question_id$$,
  $$values ('arch_2', '412'), ('arch_3', 'PLAT_2-9'), ('sec_1', 'SEC-7')$$,
  '… and his update of Alice''s keys changes nothing');

-- ---------------------------------------------------------------- two-factor
-- Alice verifies a second factor: a password-only session (aal1) neither reads nor writes her keys.
insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'Phone', 'totp', 'verified', 'JBSWY3DPEHPK3PXP');
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated", "aal": "aal1"}';
select is_empty($$select tracker_key from public.plan_items$$, 'aal1: no key is shown');
update public.plan_items set tracker_key = '77' where question_id = 'arch_5';
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated", "aal": "aal2"}';
select results_eq($$select tracker_key from public.plan_items where question_id = 'arch_5'$$, $$values (null::text)$$,
  'aal1: her update of a key changed nothing');
select lives_ok($$update public.plan_items set tracker_key = '77' where question_id = 'arch_5'$$, 'aal2: she records it');
select results_eq($$select tracker_key from public.plan_items where question_id = 'arch_5'$$, $$values ('77')$$,
  '… and it is stored');
reset role;

select * from finish();
rollback;
