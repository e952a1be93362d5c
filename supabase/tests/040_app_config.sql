-- app_config (read by all, written by service_role only) and its audit trail.
begin;
create extension if not exists pgtap with schema extensions;
select plan(45);

insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'alice@example.com', '{"name": "Alice"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'bob@example.com', '{"name": "Bob"}', '{"provider": "email"}', 'authenticated', 'authenticated');

-- The migration's row: a fresh install shows the product.
select results_eq(
  $$select value from public.app_config where key = 'maintenance'$$,
  $$values ('{"enabled": false, "message": ""}'::jsonb)$$,
  'the migration inserts maintenance = {"enabled": false, "message": ""}'
);

-- Remember where the audit log stands, for the checks at the end.
create temporary table audit_mark as select coalesce(max(id), 0) as id from public.app_config_audit;

-- ---------------------------------------------------------------- anon, A and B: read only
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select results_eq($$select key, value from public.app_config where key = 'maintenance'$$,
  $$values ('maintenance', '{"enabled": false, "message": ""}'::jsonb)$$, 'anon can read app_config');
select throws_ok($$insert into public.app_config (key, value) values ('x', '{}')$$, '42501', null, 'anon cannot insert app_config');
select throws_ok($$update public.app_config set value = '{"enabled": true}'$$, '42501', null, 'anon cannot update app_config');
select throws_ok($$delete from public.app_config$$, '42501', null, 'anon cannot delete app_config');
select throws_ok($$select * from public.app_config_audit$$, '42501', null, 'anon cannot select app_config_audit');
select throws_ok($$insert into public.app_config_audit (key, operation, changed_by) values ('x', 'INSERT', 'me')$$,
  '42501', null, 'anon cannot insert app_config_audit');
select throws_ok($$update public.app_config_audit set changed_by = 'me'$$, '42501', null, 'anon cannot update app_config_audit');
select throws_ok($$delete from public.app_config_audit$$, '42501', null, 'anon cannot delete app_config_audit');
reset role;
set local request.jwt.claims to '';

set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select results_eq($$select value ->> 'enabled' from public.app_config where key = 'maintenance'$$,
  $$values ('false')$$, 'A can read app_config');
select throws_ok($$insert into public.app_config (key, value) values ('x', '{}')$$, '42501', null, 'A cannot insert app_config');
select throws_ok($$update public.app_config set value = '{"enabled": true}' where key = 'maintenance'$$,
  '42501', null, 'A cannot update app_config');
select throws_ok($$delete from public.app_config where key = 'maintenance'$$, '42501', null, 'A cannot delete app_config');
select throws_ok($$select * from public.app_config_audit$$, '42501', null, 'A cannot select app_config_audit');
select throws_ok($$insert into public.app_config_audit (key, operation, changed_by) values ('x', 'INSERT', 'me')$$,
  '42501', null, 'A cannot insert app_config_audit');
select throws_ok($$update public.app_config_audit set changed_by = 'me'$$, '42501', null, 'A cannot update app_config_audit');
select throws_ok($$delete from public.app_config_audit$$, '42501', null, 'A cannot delete app_config_audit');
reset role;
set local request.jwt.claims to '';

set local role authenticated;
set local request.jwt.claims to '{"sub": "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}';
select results_eq($$select count(*)::int from public.app_config where key = 'maintenance'$$,
  $$values (1)$$, 'B can read app_config');
select throws_ok($$insert into public.app_config (key, value) values ('y', '{}')$$, '42501', null, 'B cannot insert app_config');
select throws_ok($$update public.app_config set value = '{"enabled": true}' where key = 'maintenance'$$,
  '42501', null, 'B cannot update app_config');
select throws_ok($$delete from public.app_config where key = 'maintenance'$$, '42501', null, 'B cannot delete app_config');
select throws_ok($$select * from public.app_config_audit$$, '42501', null, 'B cannot select app_config_audit');
select throws_ok($$insert into public.app_config_audit (key, operation, changed_by) values ('y', 'INSERT', 'me')$$,
  '42501', null, 'B cannot insert app_config_audit');
select throws_ok($$update public.app_config_audit set changed_by = 'me'$$, '42501', null, 'B cannot update app_config_audit');
select throws_ok($$delete from public.app_config_audit$$, '42501', null, 'B cannot delete app_config_audit');
reset role;
set local request.jwt.claims to '';

select results_eq(
  $$select key, value from public.app_config order by key$$,
  $$values ('maintenance', '{"enabled": false, "message": ""}'::jsonb)$$,
  'no client changed app_config'
);
select is((select max(id) from public.app_config_audit), (select id from audit_mark), 'no client attempt was audited');

-- ---------------------------------------------------------------- service_role: writes config, reads audit
set local role service_role;
set local request.jwt.claims to '{"role": "service_role"}';
select results_eq($$select key from public.app_config$$, $$values ('maintenance')$$, 'service_role can read app_config');
select lives_ok(
  $$update public.app_config set value = '{"enabled": true, "message": "Back at 14:00"}' where key = 'maintenance'$$,
  'service_role can update app_config');
select lives_ok($$insert into public.app_config (key, value) values ('banner', '{"text": "hello"}')$$,
  'service_role can insert app_config');
select lives_ok($$delete from public.app_config where key = 'banner'$$, 'service_role can delete app_config');
select throws_ok(
  $$update public.app_config set value = '{"enabled": "yes"}' where key = 'maintenance'$$,
  '23514', null, 'a malformed maintenance value is rejected');
select lives_ok(
  $$update public.app_config set value = '{"enabled": false}' where key = 'maintenance'$$,
  'maintenance without a message is accepted');
select throws_ok($$truncate public.app_config$$, '42501', null, 'service_role cannot truncate app_config (it would skip the audit)');
select lives_ok($$select * from public.app_config_audit$$, 'service_role can select app_config_audit');
select throws_ok($$insert into public.app_config_audit (key, operation, changed_by) values ('x', 'INSERT', 'me')$$,
  '42501', null, 'service_role cannot insert app_config_audit');
select throws_ok($$update public.app_config_audit set changed_by = 'me'$$,
  '42501', null, 'service_role cannot update app_config_audit');
select throws_ok($$delete from public.app_config_audit$$, '42501', null, 'service_role cannot delete app_config_audit');
reset role;
set local request.jwt.claims to '';

-- ---------------------------------------------------------------- the audit trail
select results_eq(
  $$select key, operation, old_value, new_value, changed_by
      from public.app_config_audit where id > (select id from audit_mark) order by id$$,
  $$values
    ('maintenance', 'UPDATE', '{"enabled": false, "message": ""}'::jsonb,
     '{"enabled": true, "message": "Back at 14:00"}'::jsonb, 'service_role'),
    ('banner', 'INSERT', null::jsonb, '{"text": "hello"}'::jsonb, 'service_role'),
    ('banner', 'DELETE', '{"text": "hello"}'::jsonb, null::jsonb, 'service_role'),
    ('maintenance', 'UPDATE', '{"enabled": true, "message": "Back at 14:00"}'::jsonb, '{"enabled": false}'::jsonb, 'service_role')$$,
  'every service_role change is audited with old and new values'
);
select ok(
  (select bool_and(changed_at is not null) from public.app_config_audit),
  'audit rows carry a timestamp'
);

-- A change with a user id in the claims records role and sub; one without claims records the DB role.
set local request.jwt.claims to '{"role": "service_role", "sub": "ops-bot"}';
update public.app_config set value = '{"enabled": true, "message": ""}' where key = 'maintenance';
set local request.jwt.claims to '';
select is(
  (select changed_by from public.app_config_audit order by id desc limit 1),
  'service_role:ops-bot',
  'changed_by is role:sub when the claims have a sub'
);
update public.app_config set value = '{"enabled": false, "message": ""}' where key = 'maintenance';
select is(
  (select changed_by from public.app_config_audit order by id desc limit 1),
  session_user::text,
  'changed_by is the database role without claims'
);
select ok(
  (select updated_at = now() from public.app_config where key = 'maintenance'),
  'updated_at is maintained on update'
);
select ok(
  exists (select 1 from public.app_config_audit where key = 'maintenance' and operation = 'INSERT' and id <= (select id from audit_mark)),
  'the migration''s insert of the maintenance row is in the audit trail'
);
select is((select count(*)::int from public.app_config_audit where id > (select id from audit_mark)), 6,
  'six changes, six audit rows');

select * from finish();
rollback;
