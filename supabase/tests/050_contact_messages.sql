-- contact_messages: written one at a time through public.send_contact_message (rate limited), no direct
-- client writes, read/delete for service_role.
begin;
create extension if not exists pgtap with schema extensions;
select plan(86);

insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'alice@example.com', '{"name": "Alice"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'bob@example.com', '{"name": "Bob"}', '{"provider": "email"}', 'authenticated', 'authenticated');

-- ---------------------------------------------------------------- grants
select ok(not has_table_privilege('anon', 'public.contact_messages', 'INSERT')
          and not has_any_column_privilege('anon', 'public.contact_messages', 'INSERT'),
  'anon has no insert privilege on contact_messages, on the table or any column');
select ok(not has_table_privilege('authenticated', 'public.contact_messages', 'INSERT')
          and not has_any_column_privilege('authenticated', 'public.contact_messages', 'INSERT'),
  'authenticated has no insert privilege on contact_messages, on the table or any column');
select ok(not has_column_privilege('anon', 'public.contact_messages', 'sender_hash', 'SELECT')
          and not has_column_privilege('authenticated', 'public.contact_messages', 'sender_hash', 'SELECT'),
  'no client role can read sender_hash');
select ok(has_function_privilege('anon', 'public.send_contact_message(text,text,text)', 'EXECUTE')
          and has_function_privilege('authenticated', 'public.send_contact_message(text,text,text)', 'EXECUTE'),
  'anon and authenticated may call send_contact_message');

-- ---------------------------------------------------------------- anon
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select lives_ok(
  $$select public.send_contact_message('  Visitor  ', 'visitor@example.com', 'Hello there')$$,
  'anon can send a message');
select throws_ok(
  $$insert into public.contact_messages (name, email, message) values ('V', 'v@example.com', 'Hi')$$,
  '42501', null, 'anon cannot insert into contact_messages directly');
select throws_ok(
  $$insert into public.contact_messages (name, email, message)
    select 'V', 'v' || i || '@example.com', 'Hi' from generate_series(1, 100) i$$,
  '42501', null, 'anon cannot bulk-insert into contact_messages');
select throws_ok(
  $$select public.send_contact_message('V', 'v@example.com', 'Hi', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa')$$,
  '42883', null, 'anon cannot choose user_id (send_contact_message takes no such argument)');
select throws_ok($$select * from public.contact_messages$$, '42501', null, 'anon cannot select contact_messages');
select throws_ok($$select sender_hash from public.contact_messages$$, '42501', null, 'anon cannot select sender_hash');
select throws_ok($$update public.contact_messages set message = 'changed'$$, '42501', null, 'anon cannot update contact_messages');
select throws_ok($$delete from public.contact_messages$$, '42501', null, 'anon cannot delete contact_messages');

-- Validation (as anon, the usual sender): the table's checks still decide, with the same SQLSTATEs.
select throws_ok($$select public.send_contact_message('   ', 'v@example.com', 'Hi')$$,
  '23514', null, 'a blank name is rejected');
select throws_ok($$select public.send_contact_message(repeat('n', 201), 'v@example.com', 'Hi')$$,
  '23514', null, 'a name over 200 characters is rejected');
select throws_ok($$select public.send_contact_message('V', 'not-an-email', 'Hi')$$,
  '23514', null, 'an invalid e-mail is rejected');
select throws_ok($$select public.send_contact_message('V', 'a b@example.com', 'Hi')$$,
  '23514', null, 'an e-mail with a space is rejected');
select throws_ok($$select public.send_contact_message('V', repeat('a', 310) || '@example.com', 'Hi')$$,
  '23514', null, 'an e-mail over 320 characters is rejected');
select throws_ok($$select public.send_contact_message('V', 'v@example.com', ' ')$$,
  '23514', null, 'a blank message is rejected');
select throws_ok($$select public.send_contact_message('V', 'v@example.com', repeat('m', 5001))$$,
  '23514', null, 'a message over 5000 characters is rejected');
select lives_ok($$select public.send_contact_message('V', 'v@example.com', repeat('m', 5000))$$,
  'a message of exactly 5000 characters is accepted');
select throws_ok($$select public.send_contact_message(null, 'v@example.com', 'Hi')$$,
  '23502', null, 'a missing name is rejected');
select throws_ok($$select public.send_contact_message('V', null, 'Hi')$$,
  '23502', null, 'a missing e-mail is rejected');
reset role;
set local request.jwt.claims to '';

-- ---------------------------------------------------------------- user A
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select lives_ok(
  $$select public.send_contact_message('Alice', 'alice@example.com', 'Question from A')$$,
  'A can send a message');
select throws_ok(
  $$insert into public.contact_messages (name, email, message) values ('Alice', 'alice@example.com', 'Direct')$$,
  '42501', null, 'A cannot insert into contact_messages directly');
select throws_ok($$select * from public.contact_messages$$, '42501', null, 'A cannot select contact_messages');
select throws_ok($$update public.contact_messages set message = 'changed'$$, '42501', null, 'A cannot update contact_messages');
select throws_ok($$delete from public.contact_messages$$, '42501', null, 'A cannot delete contact_messages');
reset role;
set local request.jwt.claims to '';

-- ---------------------------------------------------------------- user B
set local role authenticated;
set local request.jwt.claims to '{"sub": "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}';
select lives_ok(
  $$select public.send_contact_message('Bob', 'bob@example.com', 'Question from B')$$,
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
select is((select count(*)::int from public.contact_messages where sender_hash is not null), 0,
  'without request headers no sender hash is stored');

-- Whitespace of every kind counts as empty, and is trimmed from what is kept.
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select throws_ok(
  $$select public.send_contact_message(E' \t\n ', 'x@example.com', 'Hi')$$,
  '23514', null, 'a name of tabs and newlines is refused');
select throws_ok(
  $$select public.send_contact_message('Ann', 'ann@example.com', E'\u00a0\n\u200b\r\n')$$,
  '23514', null, 'a message of no-break, zero-width and line-break characters is refused');
select lives_ok(
  $$select public.send_contact_message(E'\tZed\n', 'zed@example.com', E'\u00a0Padded\u00a0')$$,
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
select throws_ok($$select public.send_contact_message('Ops', 'ops@example.com', 'Hi')$$,
  '42501', null, 'service_role cannot send messages through the function either');
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

-- ================================================================ rate limits
-- (now() is fixed for the whole transaction, so every message sent here has the same created_at;
-- older messages are made by moving created_at back.)
delete from public.contact_messages;

-- ---------------------------------------------------------------- per client address: 5 per 10 minutes
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
-- The gateway appends the address it saw; the entries to its left are whatever the client sent.
set local request.headers to '{"x-forwarded-for": "10.9.8.7, 203.0.113.7", "user-agent": "test"}';
select lives_ok($$select public.send_contact_message('P', 'p1@example.com', 'Hi')$$, 'address limit: message 1 of 5');
select lives_ok($$select public.send_contact_message('P', 'p2@example.com', 'Hi')$$, 'address limit: message 2 of 5');
select lives_ok($$select public.send_contact_message('P', 'p3@example.com', 'Hi')$$, 'address limit: message 3 of 5');
select lives_ok($$select public.send_contact_message('P', 'p4@example.com', 'Hi')$$, 'address limit: message 4 of 5');
select lives_ok($$select public.send_contact_message('P', 'p5@example.com', 'Hi')$$, 'address limit: message 5 of 5');
select throws_ok($$select public.send_contact_message('P', 'p6@example.com', 'Hi')$$,
  'PT429', 'Too many contact messages. Please try again later.',
  'address limit: the 6th message from one address within 10 minutes is refused with PT429');
set local request.headers to '{"x-forwarded-for": "198.51.100.99, 203.0.113.7"}';
select throws_ok($$select public.send_contact_message('P', 'p7@example.com', 'Hi')$$, 'PT429', null,
  'address limit: changing the client-supplied (left) entries does not help');
set local request.headers to '{"x-forwarded-for": "203.0.113.7"}';
select throws_ok($$select public.send_contact_message('P', 'p8@example.com', 'Hi')$$, 'PT429', null,
  'address limit: the same address without a client-supplied part is still limited');
set local request.headers to '{"x-forwarded-for": "203.0.113.7, 203.0.113.8"}';
select lives_ok($$select public.send_contact_message('Q', 'q1@example.com', 'Hi')$$,
  'address limit: another gateway-seen address is not limited (even with the first one on the left)');
reset role;
set local request.jwt.claims to '';

select results_eq(
  $$select sender_hash, count(*)::int from public.contact_messages group by sender_hash order by 2 desc$$,
  $$values (encode(sha256(convert_to('203.0.113.7', 'UTF8')), 'hex'), 5),
           (encode(sha256(convert_to('203.0.113.8', 'UTF8')), 'hex'), 1)$$,
  'the sha256 of the rightmost x-forwarded-for entry is stored; refused messages are not'
);
select is_empty(
  $$select id from public.contact_messages m where m::text like '%203.0.113%' or m::text like '%10.9.8.7%'$$,
  'the address itself is stored nowhere'
);

-- Messages older than the window do not count.
update public.contact_messages set created_at = now() - interval '11 minutes'
 where sender_hash = encode(sha256(convert_to('203.0.113.7', 'UTF8')), 'hex');
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
set local request.headers to '{"x-forwarded-for": "203.0.113.7"}';
select lives_ok($$select public.send_contact_message('P', 'p9@example.com', 'Hi')$$,
  'address limit: messages older than 10 minutes no longer count');

-- Without an address there is no per-address limit (the others still apply).
set local request.headers to '';
select lives_ok($$select public.send_contact_message('N', 'n1@example.com', 'Hi')$$, 'no headers: message 1');
select lives_ok($$select public.send_contact_message('N', 'n2@example.com', 'Hi')$$, 'no headers: message 2');
select lives_ok($$select public.send_contact_message('N', 'n3@example.com', 'Hi')$$, 'no headers: message 3');
set local request.headers to '{"user-agent": "test"}';
select lives_ok($$select public.send_contact_message('N', 'n4@example.com', 'Hi')$$, 'no x-forwarded-for: message 4');
select lives_ok($$select public.send_contact_message('N', 'n5@example.com', 'Hi')$$, 'no x-forwarded-for: message 5');
set local request.headers to '{"x-forwarded-for": " "}';
select lives_ok($$select public.send_contact_message('N', 'n6@example.com', 'Hi')$$,
  'an empty x-forwarded-for: message 6, more than the per-address limit without an address');
set local request.headers to 'not json';
select lives_ok($$select public.send_contact_message('N', 'n7@example.com', 'Hi')$$,
  'unreadable request headers do not break sending');
reset role;
set local request.jwt.claims to '';
select is((select count(*)::int from public.contact_messages where name = 'N' and sender_hash is null), 7,
  'messages without a known address are stored without a sender hash');

-- ---------------------------------------------------------------- per sender e-mail: 5 per hour
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
set local request.headers to '';
select lives_ok($$select public.send_contact_message('C', 'carol@example.com', 'Hi')$$, 'e-mail limit: message 1 of 5');
select lives_ok($$select public.send_contact_message('C', 'Carol@Example.com', 'Hi')$$, 'e-mail limit: message 2 of 5');
select lives_ok($$select public.send_contact_message('C', ' CAROL@EXAMPLE.COM ', 'Hi')$$, 'e-mail limit: message 3 of 5');
select lives_ok($$select public.send_contact_message('C', 'carol@example.COM', 'Hi')$$, 'e-mail limit: message 4 of 5');
select lives_ok($$select public.send_contact_message('C', 'carol@example.com', 'Hi')$$, 'e-mail limit: message 5 of 5');
select throws_ok($$select public.send_contact_message('C', E'\tcaRol@example.com', 'Hi')$$,
  'PT429', 'Too many contact messages. Please try again later.',
  'e-mail limit: the 6th message from one e-mail (any case, any padding) within an hour is refused');
set local request.headers to '{"x-forwarded-for": "192.0.2.50"}';
select throws_ok($$select public.send_contact_message('C', 'carol@example.com', 'Hi')$$, 'PT429', null,
  'e-mail limit: a fresh address does not help');
select lives_ok($$select public.send_contact_message('D', 'dave@example.com', 'Hi')$$,
  'e-mail limit: another e-mail is not limited');
reset role;
set local request.jwt.claims to '';

update public.contact_messages set created_at = now() - interval '61 minutes' where lower(email) = 'carol@example.com';
insert into public.contact_messages (name, email, message, created_at)
select 'C', 'carol@example.com', 'Earlier', now() - interval '59 minutes' from generate_series(1, 3);
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
set local request.headers to '';
select lives_ok($$select public.send_contact_message('C', 'carol@example.com', 'Hi')$$,
  'e-mail limit: messages older than an hour no longer count (3 within the hour, this is the 4th)');
select lives_ok($$select public.send_contact_message('C', 'carol@example.com', 'Hi')$$,
  'e-mail limit: the 5th within the hour');
select throws_ok($$select public.send_contact_message('C', 'carol@example.com', 'Hi')$$, 'PT429', null,
  'e-mail limit: messages 59 minutes old still count');
reset role;
set local request.jwt.claims to '';

-- ---------------------------------------------------------------- overall: 100 per 10 minutes
delete from public.contact_messages;
insert into public.contact_messages (name, email, message, created_at)
select 'G', 'g' || i || '@example.com', 'Earlier', now() - interval '9 minutes' from generate_series(1, 98) i;
insert into public.contact_messages (name, email, message, created_at)
select 'G', 'old' || i || '@example.com', 'Long ago', now() - interval '11 minutes' from generate_series(1, 50) i;
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
set local request.headers to '{"x-forwarded-for": "192.0.2.1"}';
select lives_ok($$select public.send_contact_message('H', 'h1@example.com', 'Hi')$$, 'overall limit: message 99');
set local role authenticated;
set local request.jwt.claims to '{"sub": "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}';
set local request.headers to '{"x-forwarded-for": "192.0.2.2"}';
select lives_ok($$select public.send_contact_message('H', 'h2@example.com', 'Hi')$$, 'overall limit: message 100 (signed in)');
set local request.headers to '{"x-forwarded-for": "192.0.2.3"}';
select throws_ok($$select public.send_contact_message('H', 'h3@example.com', 'Hi')$$,
  'PT429', 'Too many contact messages. Please try again later.',
  'overall limit: message 101 within 10 minutes is refused, whoever sends it');
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
set local request.headers to '';
select throws_ok($$select public.send_contact_message('H', 'h4@example.com', 'Hi')$$, 'PT429', null,
  'overall limit: also without an address');
reset role;
set local request.jwt.claims to '';
select is((select count(*)::int from public.contact_messages where created_at > now() - interval '10 minutes'), 100,
  'overall limit: exactly 100 messages in the window, the refused ones were not stored');
select is((select user_id from public.contact_messages where email = 'h2@example.com'), 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'::uuid,
  'a rate-limited sender is still recorded as the signed-in user');

-- ---------------------------------------------------------------- the limit counts use indexes
create function pg_temp.plan_of(query text) returns text
language plpgsql as $$
declare
  line text;
  result text := '';
begin
  for line in execute 'explain (costs off) ' || query loop
    result := result || line || E'\n';
  end loop;
  return result;
end;
$$;
set local enable_seqscan = off;
select matches(
  pg_temp.plan_of($$select 1 from public.contact_messages c
                     where c.sender_hash = 'x' and c.created_at > now() - interval '10 minutes' limit 6$$),
  'Index.*contact_messages_sender_hash_created_at_idx',
  'the per-address count is an index scan');
select matches(
  pg_temp.plan_of($$select 1 from public.contact_messages c
                     where lower(c.email) = 'x@example.com' and c.created_at > now() - interval '1 hour' limit 6$$),
  'Index.*contact_messages_lower_email_created_at_idx',
  'the per-e-mail count is an index scan');
select matches(
  pg_temp.plan_of($$select 1 from public.contact_messages c where c.created_at > now() - interval '10 minutes' limit 101$$),
  'Index.*contact_messages_created_at_idx',
  'the overall count is an index scan');
reset enable_seqscan;

select * from finish();
rollback;
