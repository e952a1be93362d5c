-- reports: read-own-only for clients, no client writes; get_report's three outcomes.
begin;
create extension if not exists pgtap with schema extensions;
select plan(38);

insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'alice@example.com', '{"name": "Alice"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'bob@example.com', '{"name": "Bob"}', '{"provider": "email"}', 'authenticated', 'authenticated');

-- One report each, written as the superuser (submit_assessment has its own test file).
insert into public.reports (id, user_id, submission_id, answers, overall_score, category_scores, company, prepared_for) values
  ('a0000000-0000-4000-8000-00000000000a', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'a0000000-0000-4000-8000-0000000000a5',
   '{"arch_1": "panic"}', 10, '{"architecture": 10, "deployment": 10, "security": 10, "scalability": 10}', 'Acme', 'Alice'),
  ('b0000000-0000-4000-8000-00000000000b', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'b0000000-0000-4000-8000-0000000000b5',
   '{"arch_1": "easy"}', 20, '{"architecture": 20, "deployment": 20, "security": 20, "scalability": 20}', 'Bobco', 'Bob');

-- ---------------------------------------------------------------- anon
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select throws_ok($$select * from public.reports$$, '42501', null, 'anon cannot select reports');
select throws_ok(
  $$insert into public.reports (user_id, submission_id, answers, overall_score, category_scores)
    values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', gen_random_uuid(), '{}', 100, '{}')$$,
  '42501', null, 'anon cannot insert reports');
select throws_ok($$update public.reports set overall_score = 100$$, '42501', null, 'anon cannot update reports');
select throws_ok($$delete from public.reports$$, '42501', null, 'anon cannot delete reports');
select is(jsonb_strip_nulls(to_jsonb(public.get_report('a0000000-0000-4000-8000-00000000000a'))),
  '{"status": "forbidden"}'::jsonb,
  'get_report: anon gets forbidden for an existing report');
select is(jsonb_strip_nulls(to_jsonb(public.get_report('c0000000-0000-4000-8000-00000000000c'))),
  '{"status": "not_found"}'::jsonb,
  'get_report: anon gets not_found for an unknown id');
select throws_ok(
  $$select public.submit_assessment('{}'::json, gen_random_uuid())$$,
  '42501', null, 'anon cannot execute submit_assessment');
reset role;
set local request.jwt.claims to '';

-- ---------------------------------------------------------------- user A
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select results_eq($$select id from public.reports$$, $$values ('a0000000-0000-4000-8000-00000000000a'::uuid)$$,
  'A sees only A''s report');
select is_empty($$select id from public.reports where user_id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'$$,
  'A cannot see B''s report');
select throws_ok(
  $$insert into public.reports (user_id, submission_id, answers, overall_score, category_scores)
    values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', gen_random_uuid(), '{}', 100,
            '{"architecture": 100, "deployment": 100, "security": 100, "scalability": 100}')$$,
  '42501', null, 'A cannot insert a report with forged scores');
select throws_ok(
  $$update public.reports set overall_score = 100 where id = 'a0000000-0000-4000-8000-00000000000a'$$,
  '42501', null, 'A cannot update the score of A''s own report');
select throws_ok(
  $$update public.reports set category_scores = '{}' where id = 'b0000000-0000-4000-8000-00000000000b'$$,
  '42501', null, 'A cannot update B''s report');
select throws_ok($$delete from public.reports where id = 'a0000000-0000-4000-8000-00000000000a'$$,
  '42501', null, 'A cannot delete A''s own report');
select throws_ok($$delete from public.reports where id = 'b0000000-0000-4000-8000-00000000000b'$$,
  '42501', null, 'A cannot delete B''s report');

-- get_report as A
select is((public.get_report('a0000000-0000-4000-8000-00000000000a')).status, 'ok',
  'get_report: owner gets ok');
select is(
  to_jsonb(public.get_report('a0000000-0000-4000-8000-00000000000a')) -> 'report',
  (select to_jsonb(r) from public.reports r where r.id = 'a0000000-0000-4000-8000-00000000000a'),
  'get_report: owner gets every column of the report'
);
select is(
  to_jsonb(public.get_report('A0000000-0000-4000-8000-00000000000A')) #>> '{report,prepared_for}',
  'Alice',
  'get_report: upper-case uuid text is accepted'
);
select is(jsonb_strip_nulls(to_jsonb(public.get_report('b0000000-0000-4000-8000-00000000000b'))),
  '{"status": "forbidden"}'::jsonb,
  'get_report: someone else''s report is forbidden');
select is(jsonb_strip_nulls(to_jsonb(public.get_report('c0000000-0000-4000-8000-00000000000c'))),
  '{"status": "not_found"}'::jsonb,
  'get_report: unknown uuid is not_found');
select is(jsonb_strip_nulls(to_jsonb(public.get_report('not-a-uuid'))), '{"status": "not_found"}'::jsonb,
  'get_report: malformed id is not_found');
select is(jsonb_strip_nulls(to_jsonb(public.get_report('a0000000-0000-4000-8000-00000000000a '))),
  '{"status": "not_found"}'::jsonb,
  'get_report: id with trailing garbage is not_found');
select is(jsonb_strip_nulls(to_jsonb(public.get_report('{a0000000-0000-4000-8000-00000000000a}'))),
  '{"status": "not_found"}'::jsonb,
  'get_report: non-canonical uuid spelling is not_found');
select is(jsonb_strip_nulls(to_jsonb(public.get_report(''))), '{"status": "not_found"}'::jsonb,
  'get_report: empty id is not_found');
select is(jsonb_strip_nulls(to_jsonb(public.get_report(null))), '{"status": "not_found"}'::jsonb,
  'get_report: null id is not_found');
reset role;
set local request.jwt.claims to '';

-- ---------------------------------------------------------------- user B
set local role authenticated;
set local request.jwt.claims to '{"sub": "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}';
select results_eq($$select id from public.reports$$, $$values ('b0000000-0000-4000-8000-00000000000b'::uuid)$$,
  'B sees only B''s report');
select throws_ok(
  $$insert into public.reports (user_id, submission_id, answers, overall_score, category_scores)
    values ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', gen_random_uuid(), '{}', 0, '{}')$$,
  '42501', null, 'B cannot insert a report');
select throws_ok($$update public.reports set prepared_for = 'B' where id = 'a0000000-0000-4000-8000-00000000000a'$$,
  '42501', null, 'B cannot update A''s report');
select throws_ok($$delete from public.reports where id = 'a0000000-0000-4000-8000-00000000000a'$$,
  '42501', null, 'B cannot delete A''s report');
select is(jsonb_strip_nulls(to_jsonb(public.get_report('a0000000-0000-4000-8000-00000000000a'))),
  '{"status": "forbidden"}'::jsonb,
  'get_report: B gets forbidden for A''s report');
select is(to_jsonb(public.get_report('b0000000-0000-4000-8000-00000000000b')) #>> '{report,id}',
  'b0000000-0000-4000-8000-00000000000b', 'get_report: B gets B''s report');
reset role;
set local request.jwt.claims to '';

-- Reports unchanged after the client attempts.
select results_eq(
  $$select id, overall_score, prepared_for from public.reports order by id$$,
  $$values ('a0000000-0000-4000-8000-00000000000a'::uuid, 10::smallint, 'Alice'::text),
           ('b0000000-0000-4000-8000-00000000000b'::uuid, 20::smallint, 'Bob'::text)$$,
  'no client changed or removed a report'
);

-- ---------------------------------------------------------------- service_role: everything
set local role service_role;
set local request.jwt.claims to '{"role": "service_role"}';
select is((select count(*)::int from public.reports), 2, 'service_role sees every report');
select lives_ok(
  $$insert into public.reports (id, user_id, submission_id, answers, overall_score, category_scores)
    values ('c0000000-0000-4000-8000-00000000000c', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', gen_random_uuid(), '{}', 0,
            '{"architecture": 0, "deployment": 0, "security": 0, "scalability": 0}')$$,
  'service_role can insert a report');
select lives_ok($$update public.reports set overall_score = 1 where id = 'c0000000-0000-4000-8000-00000000000c'$$,
  'service_role can update a report');
select lives_ok($$delete from public.reports where id = 'c0000000-0000-4000-8000-00000000000c'$$,
  'service_role can delete a report');
select throws_ok(
  $$select public.submit_assessment('{}'::json, gen_random_uuid())$$,
  '42501', null, 'service_role cannot execute submit_assessment (reports belong to a signed-in user)');
select throws_ok(
  $$insert into public.reports (user_id, submission_id, answers, overall_score, category_scores)
    values ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', gen_random_uuid(), '{}', 101, '{}')$$,
  '23514', null, 'overall_score above 100 violates the check constraint');
reset role;
set local request.jwt.claims to '';

-- Deleting a user deletes their reports.
delete from auth.users where id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
select is((select count(*)::int from public.reports where user_id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'), 0,
  'deleting the auth user deletes their reports');

select * from finish();
rollback;
