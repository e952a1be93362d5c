-- contact_messages: insert-only for anon and signed-in users, read/delete for service_role.
begin;
create extension if not exists pgtap with schema extensions;
select plan(37);

insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'alice@example.com', '{"name": "Alice"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'bob@example.com', '{"name": "Bob"}', '{"provider": "email"}', 'authenticated', 'authenticated');

-- ---------------------------------------------------------------- anon
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select lives_ok(
  $$insert into public.contact_messages (name, email, message) values ('  Visitor  ', 'visitor@example.com', 'Hello there')$$,
  'anon can send a message (return=minimal)');
select throws_ok(
  $$insert into public.contact_messages (name, email, message) values ('V', 'v@example.com', 'Hi') returning id$$,
  '42501', null, 'anon cannot read back its insert (return=representation needs select)');
select throws_ok(
  $$insert into public.contact_messages (name, email, message, user_id)
    values ('V', 'v@example.com', 'Hi', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa')$$,
  '42501', null, 'anon cannot set user_id');
select throws_ok($$select * from public.contact_messages$$, '42501', null, 'anon cannot select contact_messages');
select throws_ok($$update public.contact_messages set message = 'changed'$$, '42501', null, 'anon cannot update contact_messages');
select throws_ok($$delete from public.contact_messages$$, '42501', null, 'anon cannot delete contact_messages');

-- Validation (as anon, the usual sender).
select throws_ok($$insert into public.contact_messages (name, email, message) values ('   ', 'v@example.com', 'Hi')$$,
  '23514', null, 'a blank name is rejected');
select throws_ok($$insert into public.contact_messages (name, email, message) values (repeat('n', 201), 'v@example.com', 'Hi')$$,
  '23514', null, 'a name over 200 characters is rejected');
select throws_ok($$insert into public.contact_messages (name, email, message) values ('V', 'not-an-email', 'Hi')$$,
  '23514', null, 'an invalid e-mail is rejected');
select throws_ok($$insert into public.contact_messages (name, email, message) values ('V', 'a b@example.com', 'Hi')$$,
  '23514', null, 'an e-mail with a space is rejected');
select throws_ok(
  $$insert into public.contact_messages (name, email, message) values ('V', repeat('a', 310) || '@example.com', 'Hi')$$,
  '23514', null, 'an e-mail over 320 characters is rejected');
select throws_ok($$insert into public.contact_messages (name, email, message) values ('V', 'v@example.com', ' ')$$,
  '23514', null, 'a blank message is rejected');
select throws_ok($$insert into public.contact_messages (name, email, message) values ('V', 'v@example.com', repeat('m', 5001))$$,
  '23514', null, 'a message over 5000 characters is rejected');
select lives_ok($$insert into public.contact_messages (name, email, message) values ('V', 'v@example.com', repeat('m', 5000))$$,
  'a message of exactly 5000 characters is accepted');
select throws_ok($$insert into public.contact_messages (name, email, message) values (null, 'v@example.com', 'Hi')$$,
  '23502', null, 'a missing name is rejected');
reset role;
set local request.jwt.claims to '';

-- ---------------------------------------------------------------- user A
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select lives_ok(
  $$insert into public.contact_messages (name, email, message) values ('Alice', 'alice@example.com', 'Question from A')$$,
  'A can send a message');
select throws_ok(
  $$insert into public.contact_messages (name, email, message, user_id)
    values ('Alice', 'alice@example.com', 'Spoof', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb')$$,
  '42501', null, 'A cannot send a message as B');
select throws_ok($$select * from public.contact_messages$$, '42501', null, 'A cannot select contact_messages');
select throws_ok($$update public.contact_messages set message = 'changed'$$, '42501', null, 'A cannot update contact_messages');
select throws_ok($$delete from public.contact_messages$$, '42501', null, 'A cannot delete contact_messages');
reset role;
set local request.jwt.claims to '';

-- ---------------------------------------------------------------- user B
set local role authenticated;
set local request.jwt.claims to '{"sub": "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}';
select lives_ok(
  $$insert into public.contact_messages (name, email, message) values ('Bob', 'bob@example.com', 'Question from B')$$,
  'B can send a message');
select throws_ok($$select * from public.contact_messages$$, '42501', null, 'B cannot select contact_messages (not even A''s)');
select throws_ok($$update public.contact_messages set message = 'changed'$$, '42501', null, 'B cannot update contact_messages');
select throws_ok($$delete from public.contact_messages$$, '42501', null, 'B cannot delete contact_messages');
reset role;
set local request.jwt.claims to '';

-- What was stored.
select results_eq(
  $$select name, email, message, user_id from public.contact_messages where char_length(message) < 100 order by created_at, name$$,
  $$values ('Alice', 'alice@example.com', 'Question from A', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'::uuid),
           ('Bob', 'bob@example.com', 'Question from B', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'::uuid),
           ('Visitor', 'visitor@example.com', 'Hello there', null::uuid)$$,
  'messages are stored trimmed, with the sender''s user id (NULL for anon)'
);

-- Whitespace of every kind counts as empty, and is trimmed from what is kept.
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select throws_ok(
  $$insert into public.contact_messages (name, email, message) values (E' \t\n ', 'x@example.com', 'Hi')$$,
  '23514', null, 'a name of tabs and newlines is refused');
select throws_ok(
  $$insert into public.contact_messages (name, email, message) values ('Ann', 'ann@example.com', E'\u00a0\n\u200b\r\n')$$,
  '23514', null, 'a message of no-break, zero-width and line-break characters is refused');
select lives_ok(
  $$insert into public.contact_messages (name, email, message) values (E'\tZed\n', 'zed@example.com', E'\u00a0Padded\u00a0')$$,
  'a padded message is accepted');
reset role;
set local request.jwt.claims to '';
select results_eq(
  $$select name, message from public.contact_messages where email = 'zed@example.com'$$,
  $$values ('Zed', 'Padded')$$,
  'and kept without its padding');
delete from public.contact_messages where email = 'zed@example.com';

-- ---------------------------------------------------------------- service_role
set local role service_role;
set local request.jwt.claims to '{"role": "service_role"}';
select is((select count(*)::int from public.contact_messages), 4, 'service_role can read every message');
select throws_ok(
  $$insert into public.contact_messages (name, email, message) values ('Ops', 'ops@example.com', 'Hi')$$,
  '42501', null, 'service_role cannot insert messages');
select throws_ok($$update public.contact_messages set message = 'changed'$$, '42501', null, 'service_role cannot update messages');
select lives_ok($$delete from public.contact_messages where name = 'V'$$, 'service_role can delete a message');
select is((select count(*)::int from public.contact_messages), 3, 'the message is gone');
reset role;
set local request.jwt.claims to '';

-- Deleting a user keeps their message but unlinks it.
delete from auth.users where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
select results_eq(
  $$select user_id from public.contact_messages where name = 'Alice'$$,
  $$values (null::uuid)$$,
  'deleting the auth user unlinks their messages'
);
select ok(
  (select bool_and(message = 'changed') is not true from public.contact_messages),
  'no message was changed by anyone'
);
select is((select count(*)::int from public.contact_messages where user_id is not null), 1, 'only B''s message is still linked');

select * from finish();
rollback;
