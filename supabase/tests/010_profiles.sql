-- profiles: the sign-up trigger and who may do what.
-- Users: A (e-mail sign-up), B (e-mail sign-up), plus Google/Apple/edge-case users for the trigger.
begin;
create extension if not exists pgtap with schema extensions;
select plan(46);

insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'alice@example.com',
   '{"name": "Alice Able", "company": "Acme"}', '{"provider": "email", "providers": ["email"]}',
   'authenticated', 'authenticated'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'bob@example.com',
   '{"name": "Bob Baker", "company": "Bobco"}', '{"provider": "email", "providers": ["email"]}',
   'authenticated', 'authenticated'),
  ('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'carol@gmail.example',
   '{"full_name": "Carol Google", "name": "", "company": "Ignored Inc"}', '{"provider": "google", "providers": ["google"]}',
   'authenticated', 'authenticated'),
  ('dddddddd-dddd-4ddd-8ddd-dddddddddddd', 'dave@privaterelay.example',
   '{"display_name": "Dave Apple"}', '{"provider": "apple", "providers": ["apple"]}',
   'authenticated', 'authenticated'),
  ('eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee', null,
   null, null,
   'authenticated', 'authenticated');

-- ---------------------------------------------------------------- trigger: profile from metadata
select results_eq(
  $$select email, name, company, architecture_description from public.profiles
     where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'$$,
  $$values ('alice@example.com', 'Alice Able', 'Acme'::text, ''::text)$$,
  'e-mail sign-up: email, name and company from metadata, architecture_description '''''
);
select results_eq(
  $$select email, name, company, architecture_description from public.profiles
     where id = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc'$$,
  $$values ('carol@gmail.example', 'Carol Google', ''::text, null::text)$$,
  'Google sign-in: name from full_name (empty name skipped), company '''', architecture_description NULL'
);
select results_eq(
  $$select name, company, architecture_description from public.profiles
     where id = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd'$$,
  $$values ('Dave Apple', ''::text, null::text)$$,
  'Apple sign-in: name from display_name, company '''', architecture_description NULL'
);
select results_eq(
  $$select email, name, company, architecture_description from public.profiles
     where id = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee'$$,
  $$values (''::text, ''::text, ''::text, ''::text)$$,
  'no provider and no metadata: treated as e-mail sign-up with empty values'
);
select ok(
  (select created_at is not null and updated_at is not null from public.profiles
    where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'),
  'created_at and updated_at are set'
);

insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role) values
  ('f0000000-0000-4000-8000-000000000001', 'long@example.com',
   jsonb_build_object('name', repeat('n', 300), 'company', repeat('c', 300)), '{"provider": "email"}',
   'authenticated', 'authenticated');
select results_eq(
  $$select char_length(name), char_length(company) from public.profiles
     where id = 'f0000000-0000-4000-8000-000000000001'$$,
  $$values (200, 200)$$,
  'over-long metadata is clipped to the column limits instead of failing sign-up'
);

update auth.users set email = 'alice@new.example' where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
select is(
  (select email from public.profiles where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'),
  'alice@new.example',
  'changing the auth e-mail updates the profile e-mail'
);
update auth.users set email = 'alice@example.com' where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

-- On hosted Supabase the auth server inserts as supabase_auth_admin, which has no rights on public or
-- private; the security-definer trigger must still create the profile.
grant insert on auth.users to supabase_auth_admin;
set local role supabase_auth_admin;
-- (A plain statement: supabase_auth_admin cannot call pgTAP in schema extensions.)
insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role)
values ('f0000000-0000-4000-8000-000000000005', 'gotrue@example.com', '{"name": "Via GoTrue"}',
        '{"provider": "email"}', 'authenticated', 'authenticated');
reset role;
select is(
  (select name from public.profiles where id = 'f0000000-0000-4000-8000-000000000005'),
  'Via GoTrue',
  'sign-up by the auth server''s role (supabase_auth_admin) creates the profile through the trigger'
);
delete from auth.users where id = 'f0000000-0000-4000-8000-000000000005';

-- ---------------------------------------------------------------- anon: nothing
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select throws_ok($$select * from public.profiles$$, '42501', null, 'anon cannot select profiles');
select throws_ok(
  $$insert into public.profiles (id, email) values ('f0000000-0000-4000-8000-000000000002', 'x@example.com')$$,
  '42501', null, 'anon cannot insert profiles');
select throws_ok($$update public.profiles set name = 'hacked'$$, '42501', null, 'anon cannot update profiles');
select throws_ok($$delete from public.profiles$$, '42501', null, 'anon cannot delete profiles');
reset role;
set local request.jwt.claims to '';

-- ---------------------------------------------------------------- user A
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select results_eq(
  $$select id from public.profiles$$,
  $$values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'::uuid)$$,
  'A sees only A''s profile'
);
select is_empty(
  $$select id from public.profiles where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'$$,
  'A cannot see B''s profile'
);
select throws_ok(
  $$insert into public.profiles (id, email) values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'a2@example.com')$$,
  '42501', null, 'A cannot insert a profile');
select lives_ok(
  $$update public.profiles
       set name = 'Alice A.', company = 'Acme Ltd', architecture_description = 'Monolith on one VM'
     where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'$$,
  'A can update name, company and architecture_description of A''s profile');
select results_eq(
  $$select name, company, architecture_description from public.profiles$$,
  $$values ('Alice A.', 'Acme Ltd'::text, 'Monolith on one VM'::text)$$,
  'A''s update is stored'
);
select lives_ok(
  $$update public.profiles set company = null where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'$$,
  'A can clear company (merge-style update of one field)');
select throws_ok(
  $$update public.profiles set email = 'evil@example.com' where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'$$,
  '42501', null, 'A cannot update email');
select throws_ok(
  $$update public.profiles set id = 'f0000000-0000-4000-8000-000000000003' where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'$$,
  '42501', null, 'A cannot update id');
select throws_ok(
  $$update public.profiles set created_at = now() - interval '1 year' where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'$$,
  '42501', null, 'A cannot update created_at');
select throws_ok(
  $$update public.profiles set updated_at = now() - interval '1 year' where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'$$,
  '42501', null, 'A cannot update updated_at');
select throws_ok(
  $$update public.profiles set name = repeat('x', 201) where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'$$,
  '23514', null, 'name longer than 200 is rejected');
select throws_ok(
  $$update public.profiles set architecture_description = repeat('x', 5001) where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'$$,
  '23514', null, 'architecture_description longer than 5000 is rejected');
select is_empty(
  $$update public.profiles set name = 'hacked by A' where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb' returning id$$,
  'A''s update of B''s profile affects no row'
);
select throws_ok($$delete from public.profiles where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'$$,
  '42501', null, 'A cannot delete A''s profile');
select throws_ok($$delete from public.profiles where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'$$,
  '42501', null, 'A cannot delete B''s profile');
reset role;
set local request.jwt.claims to '';

-- ---------------------------------------------------------------- user B
set local role authenticated;
set local request.jwt.claims to '{"sub": "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}';
select results_eq(
  $$select id, name from public.profiles$$,
  $$values ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'::uuid, 'Bob Baker')$$,
  'B sees only B''s profile, unchanged by A'
);
select throws_ok(
  $$insert into public.profiles (id, email) values ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'b2@example.com')$$,
  '42501', null, 'B cannot insert a profile');
select is_empty(
  $$update public.profiles set name = 'hacked by B' where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' returning id$$,
  'B''s update of A''s profile affects no row'
);
select lives_ok(
  $$update public.profiles set name = 'Bob B.' where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'$$,
  'B can update B''s own name');
select throws_ok($$delete from public.profiles where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'$$,
  '42501', null, 'B cannot delete A''s profile');
reset role;
set local request.jwt.claims to '';

-- ---------------------------------------------------------------- signed-in role without a user id
set local role authenticated;
set local request.jwt.claims to '{"role": "authenticated"}';
select is_empty($$select id from public.profiles$$, 'authenticated without sub sees no profile');
reset role;
set local request.jwt.claims to '';

-- Superuser view after the client attempts.
select results_eq(
  $$select id, name, company, architecture_description from public.profiles
     where id in ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb') order by id$$,
  $$values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'::uuid, 'Alice A.', null::text, 'Monolith on one VM'::text),
           ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'::uuid, 'Bob B.', 'Bobco'::text, ''::text)$$,
  'after all client attempts each profile holds only its owner''s changes'
);
select is(
  (select email from public.profiles where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'),
  'alice@example.com',
  'A''s email was not changed by A'
);
select is((select count(*)::int from public.profiles), 6, 'no profile was inserted or deleted by a client');

-- updated_at is maintained by the trigger.
update public.profiles set updated_at = '2000-01-01' where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
update public.profiles set name = 'Bob' where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
select is(
  (select updated_at from public.profiles where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'),
  now(),
  'updated_at is set on update'
);

-- ---------------------------------------------------------------- service_role: everything
set local role service_role;
set local request.jwt.claims to '{"role": "service_role"}';
select is((select count(*)::int from public.profiles), 6, 'service_role sees every profile');
select lives_ok(
  $$update public.profiles set name = 'Bobby' where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'$$,
  'service_role can update a profile');
select lives_ok(
  $$delete from public.profiles where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'$$,
  'service_role can delete a profile');
select lives_ok(
  $$insert into public.profiles (id, email, name) values ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'bob@example.com', 'Bob again')$$,
  'service_role can insert a profile');
select is(
  (select name from public.profiles where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'),
  'Bob again',
  'service_role''s insert is stored'
);
reset role;
set local request.jwt.claims to '';

-- ---------------------------------------------------------------- cascade and no-overwrite
delete from auth.users where id = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
select is_empty(
  $$select 1 from public.profiles where id = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd'$$,
  'deleting the auth user deletes the profile'
);

-- An existing profile is never overwritten by the trigger. A profile can only pre-exist its auth user
-- without the foreign key, so drop it inside this (rolled back) transaction.
alter table public.profiles drop constraint profiles_id_fkey;
insert into public.profiles (id, email, name, company, architecture_description)
values ('f0000000-0000-4000-8000-000000000009', 'old@example.com', 'Existing', 'Old Co', 'kept');
insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role) values
  ('f0000000-0000-4000-8000-000000000009', 'new@example.com',
   '{"name": "New Name", "company": "New Co"}', '{"provider": "google"}', 'authenticated', 'authenticated');
select results_eq(
  $$select email, name, company, architecture_description from public.profiles
     where id = 'f0000000-0000-4000-8000-000000000009'$$,
  $$values ('old@example.com', 'Existing', 'Old Co'::text, 'kept'::text)$$,
  'the trigger does not overwrite an existing profile'
);
select lives_ok(
  $$insert into auth.users (id, email, raw_app_meta_data, aud, role)
    values ('f0000000-0000-4000-8000-00000000000a', 'ok@example.com', '{"provider": "email"}', 'authenticated', 'authenticated')$$,
  'sign-up still works after a conflict'
);
select ok(
  exists (select 1 from public.profiles where id = 'f0000000-0000-4000-8000-00000000000a'),
  'and creates its profile'
);

select * from finish();
rollback;
