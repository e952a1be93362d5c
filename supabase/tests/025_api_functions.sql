-- The functions the API calls: security-invoker wrappers in public, the security-definer code in the
-- unexposed private schema, and who may call which.
begin;
create extension if not exists pgtap with schema extensions;
select plan(41);

insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'alice@example.com', '{"name": "Alice"}', '{"provider": "email"}', 'authenticated', 'authenticated');
insert into public.reports (id, user_id, submission_id, answers, overall_score, category_scores) values
  ('a0000000-0000-4000-8000-00000000000a', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', gen_random_uuid(),
   '{"arch_1": "panic"}', 10, '{"architecture": 10, "deployment": 10, "security": 10, "scalability": 10}');

-- ---------------------------------------------------------------- the wrappers in public
create temporary table wrappers (signature text primary key, private_signature text, volatility "char", result text, args text);
insert into wrappers values
  ('public.submit_assessment(json,uuid,json)', 'private.submit_assessment(json,uuid,json)', 'v', 'reports',
    'answers json, submission_id uuid, notes json DEFAULT NULL::json'),
  ('public.get_report(text)', 'private.get_report(text)', 's', 'report_read', 'report_id text'),
  ('public.send_contact_message(text,text,text)', 'private.send_contact_message(text,text,text)', 'v', 'void', 'name text, email text, message text');

select is_empty(
  $$select w.signature from wrappers w join pg_proc p on p.oid = w.signature::regprocedure where p.prosecdef$$,
  'the public API functions are security invoker'
);
select is_empty(
  $$select w.signature from wrappers w join pg_proc p on p.oid = w.signature::regprocedure
     where p.proconfig is distinct from array['search_path=""']$$,
  'the public API functions pin search_path to '''' (and set nothing else)'
);
select results_eq(
  $$select w.signature, p.provolatile, format_type(p.prorettype, null), pg_get_function_arguments(p.oid)
      from wrappers w join pg_proc p on p.oid = w.signature::regprocedure order by 1$$,
  $$select signature, volatility, result, args from wrappers order by 1$$,
  'the public API functions keep their argument names and types, result types and volatility'
);
select is_empty(
  $$select p.oid::regprocedure::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname in ('public', 'graphql_public') and p.prosecdef$$,
  'no security-definer function is left in an exposed schema'
);
select is(
  obj_description('public.submit_assessment(json,uuid,json)'::regprocedure, 'pg_proc'),
  'Validates answers against private.question_options, scores them (scoring_version 1) and stores a report for auth.uid(). '
  || 'notes (optional): an object question id -> {note, links, share_with_team}, each field optional: note text of at '
  || 'most 1000 characters, links up to 5 absolute http(s) URLs of at most 500 characters, at least one of the two; '
  || 'stored in answer_notes with the report, or nothing is stored. share_with_team must be false (a personal report '
  || 'has no team). Idempotent on submission_id: a retry returns the first report and changes no note. Errors: 42501 '
  || 'not signed in; 22023 invalid input (answers or notes; the message names what is wrong).',
  'public.submit_assessment''s comment is its contract, notes included'
);
select is(
  obj_description('public.get_report(text)'::regprocedure, 'pg_proc'),
  'One report (report_read): status ok with the whole reports row for its owner; forbidden for anyone '
  || 'else (also signed out); not_found for a malformed or unknown id; the report only when ok. Errors: '
  || '42501 (hint aal2_required) for an aal1 session of an account with a verified factor.',
  'public.get_report keeps its comment'
);

-- ---------------------------------------------------------------- the definer functions in private
select is_empty(
  $$select w.private_signature from wrappers w join pg_proc p on p.oid = w.private_signature::regprocedure
     where not p.prosecdef or p.proconfig is distinct from array['search_path=""']$$,
  'the private functions are security definer with search_path '''''
);
select results_eq(
  $$select w.private_signature, p.provolatile, format_type(p.prorettype, null)
      from wrappers w join pg_proc p on p.oid = w.private_signature::regprocedure order by 1$$,
  $$select private_signature, volatility, result from wrappers order by 1$$,
  'the private functions have the wrappers'' volatility and result types'
);
select is(
  pg_get_function_identity_arguments('private.submit_assessment(json,uuid,json)'::regprocedure),
  'answers json, submission_id uuid, notes json',
  'answers and notes stay json (not jsonb) down to the definer function, so repeated keys can be seen'
);

-- Nothing in private is executable through PUBLIC: every function has an explicit ACL without a
-- PUBLIC entry (a NULL ACL would mean the default, EXECUTE for PUBLIC).
select is_empty(
  $$select p.oid::regprocedure::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'private'
       and (p.proacl is null or exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0))$$,
  'no private function is executable by PUBLIC'
);
select ok(not has_function_privilege('public', 'private.submit_assessment(json,uuid,json)', 'EXECUTE'),
  'PUBLIC may not execute private.submit_assessment');
select ok(not has_function_privilege('public', 'private.get_report(text)', 'EXECUTE'),
  'PUBLIC may not execute private.get_report');
select ok(not has_function_privilege('public', 'private.send_contact_message(text,text,text)', 'EXECUTE'),
  'PUBLIC may not execute private.send_contact_message');
select ok(not has_function_privilege('public', 'public.submit_assessment(json,uuid,json)', 'EXECUTE'),
  'PUBLIC may not execute public.submit_assessment');

-- Usage on private opens nothing else in it.
select is_empty(
  $$select c.oid::regclass::text || ' to ' || r.rolname
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
     cross join (values ('anon'), ('authenticated')) as r (rolname)
     where n.nspname = 'private'
       and ((c.relkind in ('r', 'p', 'v', 'm', 'f')
             and has_table_privilege(r.rolname, c.oid, 'SELECT, INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER'))
         or (c.relkind = 'S' and has_sequence_privilege(r.rolname, c.oid, 'USAGE, SELECT, UPDATE')))$$,
  'anon and authenticated have no privilege on any table, view or sequence in private'
);

-- Execute grants, wrapper and definer alike.
select ok(has_function_privilege('authenticated', 'private.submit_assessment(json,uuid,json)', 'EXECUTE'),
  'authenticated may execute private.submit_assessment (the wrapper runs as the caller)');
select ok(not has_function_privilege('anon', 'private.submit_assessment(json,uuid,json)', 'EXECUTE'),
  'anon may not execute private.submit_assessment');
select ok(not has_function_privilege('service_role', 'private.submit_assessment(json,uuid,json)', 'EXECUTE'),
  'service_role may not execute private.submit_assessment');
select ok(not has_function_privilege('service_role', 'public.get_report(text)', 'EXECUTE')
          and not has_function_privilege('service_role', 'private.get_report(text)', 'EXECUTE'),
  'service_role may not execute get_report (as before)');
select ok(not has_function_privilege('service_role', 'public.send_contact_message(text,text,text)', 'EXECUTE')
          and not has_function_privilege('service_role', 'private.send_contact_message(text,text,text)', 'EXECUTE'),
  'service_role may not execute send_contact_message (it could not insert messages before either)');

-- A role with no grants of its own (only what PUBLIC has) can call none of them.
create role api_functions_nobody nologin;
grant usage on schema extensions to api_functions_nobody; -- for pgTAP itself
set local role api_functions_nobody;
select throws_ok($$select private.get_report('a0000000-0000-4000-8000-00000000000a')$$, '42501', null,
  'a role with only PUBLIC''s rights cannot execute private.get_report');
select throws_ok($$select private.submit_assessment('{}'::json, gen_random_uuid())$$, '42501', null,
  'a role with only PUBLIC''s rights cannot execute private.submit_assessment');
select throws_ok($$select private.send_contact_message('N', 'n@example.com', 'Hi')$$, '42501', null,
  'a role with only PUBLIC''s rights cannot execute private.send_contact_message');
select throws_ok($$select public.get_report('a0000000-0000-4000-8000-00000000000a')$$, '42501', null,
  'a role with only PUBLIC''s rights cannot execute public.get_report');
reset role;

-- ---------------------------------------------------------------- anon
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select throws_ok($$select public.submit_assessment('{}'::json, gen_random_uuid())$$, '42501', null,
  'anon cannot submit through the wrapper');
select throws_ok($$select private.submit_assessment('{}'::json, gen_random_uuid())$$, '42501', null,
  'anon cannot submit by calling the private function directly');
select is(jsonb_strip_nulls(to_jsonb(public.get_report('a0000000-0000-4000-8000-00000000000a'))),
  '{"status": "forbidden"}'::jsonb,
  'anon: get_report still answers forbidden for an existing report');
select throws_ok($$select * from private.question_options$$, '42501', null,
  'usage on private gives anon no access to the question bank');
reset role;
set local request.jwt.claims to '';

-- ---------------------------------------------------------------- authenticated
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';
select is((public.get_report('a0000000-0000-4000-8000-00000000000a')).status, 'ok',
  'the owner gets ok through the wrapper');
select is(to_jsonb(public.get_report('a0000000-0000-4000-8000-00000000000a')),
  to_jsonb(private.get_report('a0000000-0000-4000-8000-00000000000a')),
  'the wrapper answers exactly what the definer function answers');
select throws_ok(
  $$select public.submit_assessment('{"arch_1": "panic", "arch_1": "easy"}'::json, gen_random_uuid())$$,
  '22023', 'Each question may be answered once; answered more than once: arch_1.',
  'a repeated key is still refused through the wrapper');
select throws_ok($$select * from private.question_options$$, '42501', null,
  'usage on private gives authenticated no access to the question bank');
select throws_ok($$select private.set_updated_at()$$, '42501', null,
  'authenticated cannot call the private trigger functions');
select throws_ok($$insert into public.reports (user_id, submission_id, answers, overall_score, category_scores)
    values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', gen_random_uuid(), '{}', 100, '{}')$$, '42501', null,
  'the invoker wrapper gives no write access to reports');
reset role;
set local request.jwt.claims to '';

set local role authenticated;
set local request.jwt.claims to '{"role": "authenticated"}';
select throws_ok($$select public.submit_assessment('{}'::json, gen_random_uuid())$$, '42501',
  'You must be signed in to submit an assessment.', 'the definer''s own errors come through the wrapper unchanged');
reset role;
set local request.jwt.claims to '';

-- ---------------------------------------------------------------- service_role: as before
set local role service_role;
set local request.jwt.claims to '{"role": "service_role"}';
select throws_ok($$select public.submit_assessment('{}'::json, gen_random_uuid())$$, '42501', null,
  'service_role cannot submit through the wrapper');
select throws_ok($$select private.submit_assessment('{}'::json, gen_random_uuid())$$, '42501', null,
  'service_role cannot call private.submit_assessment');
select throws_ok($$select public.get_report('a0000000-0000-4000-8000-00000000000a')$$, '42501', null,
  'service_role cannot call get_report');
select throws_ok($$select public.send_contact_message('Ops', 'ops@example.com', 'Hi')$$, '42501', null,
  'service_role cannot call send_contact_message');
select is((select count(*)::int from public.reports), 1, 'service_role still reads reports directly');
select lives_ok($$update public.reports set overall_score = 11 where id = 'a0000000-0000-4000-8000-00000000000a'$$,
  'service_role still writes reports directly');
reset role;
set local request.jwt.claims to '';

select * from finish();
rollback;
