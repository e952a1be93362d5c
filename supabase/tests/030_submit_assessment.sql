-- submit_assessment: validation, scoring (worked examples), snapshot, idempotency.
begin;
create extension if not exists pgtap with schema extensions;
select plan(36);

insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'alice@example.com', '{"name": "Alice Able", "company": "Acme"}',
   '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'bob@example.com', '{"name": "Bob Baker", "company": "Bobco"}',
   '{"provider": "email"}', 'authenticated', 'authenticated');

-- Answer sets, readable by the test roles. Built from the option keys written out, not from the bank.
create temporary table answer_sets (name text primary key, answers jsonb not null);
grant select on answer_sets to anon, authenticated;
insert into answer_sets values
  ('weakest', '{
     "arch_1": "panic", "arch_2": "always", "arch_3": "days", "arch_4": "avoid", "arch_5": "developer",
     "deploy_1": "rarely", "deploy_2": "manual_fix", "deploy_3": "wait_customers", "deploy_4": "weeks", "deploy_5": "release_direct",
     "sec_1": "simple_password", "sec_2": "no_process", "sec_3": "wait_break", "sec_4": "no_protection", "sec_5": "assume_compliant",
     "scal_1": "crashes", "scal_2": "hope_for_best", "scal_3": "full_outage", "scal_4": "no_testing", "scal_5": "frequent_outages"}'),
  ('strongest', '{
     "arch_1": "efficient", "arch_2": "rarely", "arch_3": "rare", "arch_4": "easy", "arch_5": "full",
     "deploy_1": "continuous", "deploy_2": "instant_switch", "deploy_3": "proactive_monitoring", "deploy_4": "minutes", "deploy_5": "controlled_testing",
     "sec_1": "strict_security", "sec_2": "auto_removal", "sec_3": "auto_detect", "sec_4": "full_encryption", "sec_5": "strict_audit",
     "scal_1": "seamless", "scal_2": "tested_strategy", "scal_3": "global_resilience", "scal_4": "extreme_simulation", "scal_5": "near_perfect"}'),
  -- positions: architecture 1,1,1,1,1 (sum 5 -> 33.3 -> 33); deployment 2,2,2,2,2 (10 -> 66.7 -> 67);
  -- security 3,3,3,3,3 (15 -> 100); scalability 0,0,0,0,0 (0 -> 0); overall 30/60 -> 50.
  ('mixed_a', '{
     "arch_1": "tricky", "arch_2": "often", "arch_3": "hours", "arch_4": "hard", "arch_5": "some",
     "deploy_1": "frequent", "deploy_2": "rollback_process", "deploy_3": "automated_alerts", "deploy_4": "less_day", "deploy_5": "small_group",
     "sec_1": "strict_security", "sec_2": "auto_removal", "sec_3": "auto_detect", "sec_4": "full_encryption", "sec_5": "strict_audit",
     "scal_1": "crashes", "scal_2": "hope_for_best", "scal_3": "full_outage", "scal_4": "no_testing", "scal_5": "frequent_outages"}'),
  -- positions: architecture 3,2,1,1,0 (sum 7 -> 46.7 -> 47); deployment 1,1,1,1,0 (4 -> 26.7 -> 27);
  -- security 3,3,3,2,2 (13 -> 86.7 -> 87); scalability 2,2,2,1,1 (8 -> 53.3 -> 53);
  -- overall 32/60 = 53.3 -> 53 (the mean of the ROUNDED categories would be 53.5 -> 54: not used).
  ('mixed_b', '{
     "arch_1": "efficient", "arch_2": "sometimes", "arch_3": "hours", "arch_4": "hard", "arch_5": "developer",
     "deploy_1": "sometimes", "deploy_2": "undo_difficult", "deploy_3": "manual_checks", "deploy_4": "days", "deploy_5": "release_direct",
     "sec_1": "strict_security", "sec_2": "auto_removal", "sec_3": "auto_detect", "sec_4": "encrypt_storage", "sec_5": "regular_review",
     "scal_1": "auto_adjust", "scal_2": "auto_scaling", "scal_3": "auto_failover", "scal_4": "occasional_testing", "scal_5": "occasional_issues"}');

-- ---------------------------------------------------------------- not signed in
set local role anon;
set local request.jwt.claims to '{"role": "anon"}';
select throws_ok(
  $$select public.submit_assessment((select answers::json from answer_sets where name = 'weakest'), gen_random_uuid())$$,
  '42501', null, 'anon cannot submit');
reset role;
set local role authenticated;
set local request.jwt.claims to '{"role": "authenticated"}';
select throws_ok(
  $$select public.submit_assessment((select answers::json from answer_sets where name = 'weakest'), gen_random_uuid())$$,
  '42501', 'You must be signed in to submit an assessment.', 'a token without a user id cannot submit');
reset role;
set local request.jwt.claims to '';

-- ---------------------------------------------------------------- user A: worked examples
set local role authenticated;
set local request.jwt.claims to '{"sub": "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "role": "authenticated"}';

select results_eq(
  $$select r.user_id, r.overall_score, r.category_scores, r.answers, r.company, r.prepared_for, r.scoring_version
      from public.submit_assessment((select answers::json from answer_sets where name = 'weakest'),
                                    '00000000-0000-4000-8000-000000000001') r$$,
  $$select 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'::uuid, 0::smallint,
           '{"architecture": 0, "deployment": 0, "security": 0, "scalability": 0}'::jsonb,
           (select answers from answer_sets where name = 'weakest'), 'Acme'::text, 'Alice Able'::text, 1::smallint$$,
  'all weakest answers: every score 0; answers, company and prepared_for stored'
);
select results_eq(
  $$select r.overall_score, r.category_scores
      from public.submit_assessment((select answers::json from answer_sets where name = 'strongest'),
                                    '00000000-0000-4000-8000-000000000002') r$$,
  $$values (100::smallint, '{"architecture": 100, "deployment": 100, "security": 100, "scalability": 100}'::jsonb)$$,
  'all strongest answers: every score 100'
);
select results_eq(
  $$select r.overall_score, r.category_scores
      from public.submit_assessment((select answers::json from answer_sets where name = 'mixed_a'),
                                    '00000000-0000-4000-8000-000000000003') r$$,
  $$values (50::smallint, '{"architecture": 33, "deployment": 67, "security": 100, "scalability": 0}'::jsonb)$$,
  'mixed example A: 33 / 67 / 100 / 0, overall 50'
);
select results_eq(
  $$select r.overall_score, r.category_scores
      from public.submit_assessment((select answers::json from answer_sets where name = 'mixed_b'),
                                    '00000000-0000-4000-8000-000000000004') r$$,
  $$values (53::smallint, '{"architecture": 47, "deployment": 27, "security": 87, "scalability": 53}'::jsonb)$$,
  'mixed example B: 47 / 27 / 87 / 53, overall 53 (mean of unrounded categories)'
);
select is((select count(*)::int from public.reports), 4, 'A has four reports now');

-- ---------------------------------------------------------------- idempotency
select results_eq(
  $$select r.id, r.overall_score
      from public.submit_assessment((select answers::json from answer_sets where name = 'strongest'),
                                    '00000000-0000-4000-8000-000000000001') r$$,
  $$select id, overall_score from public.reports where submission_id = '00000000-0000-4000-8000-000000000001'$$,
  'a repeated submission id returns the first report (same id, original score 0) even with other answers'
);
select results_eq(
  $$select r.id from public.submit_assessment('"garbage"'::json, '00000000-0000-4000-8000-000000000001') r$$,
  $$select id from public.reports where submission_id = '00000000-0000-4000-8000-000000000001'$$,
  'a repeated submission id returns the first report without re-validating'
);
select is(
  (select count(*)::int from public.reports where submission_id = '00000000-0000-4000-8000-000000000001'),
  1, 'still one row for that submission id'
);

-- ---------------------------------------------------------------- tampered input: 22023, nothing stored
select throws_ok(
  $$select public.submit_assessment(
      (select (left(answers::text, -1) || ', "arch_1": "efficient"}')::json from answer_sets where name = 'weakest'),
      '00000000-0000-4000-8000-00000000000f')$$,
  '22023', 'Each question may be answered once; answered more than once: arch_1.', 'a question answered twice (a repeated key) is refused');
select throws_ok(
  $$select public.submit_assessment(
      ((select answers from answer_sets where name = 'weakest') || '{"overall_score": 100}')::json, '00000000-0000-4000-8000-000000000010')$$,
  '22023', 'Unknown question id(s): overall_score.', 'a forged overall_score key is rejected as an unknown question');
select throws_ok(
  $$select public.submit_assessment(
      ((select answers from answer_sets where name = 'weakest') || '{"arch_9": "panic", "zzz": "x"}')::json, '00000000-0000-4000-8000-000000000011')$$,
  '22023', 'Unknown question id(s): arch_9, zzz.', 'unknown questions are named');
select throws_ok(
  $$select public.submit_assessment(
      ((select answers from answer_sets where name = 'weakest') || '{"arch_1": "superb"}')::json, '00000000-0000-4000-8000-000000000012')$$,
  '22023', 'Unknown option for question: arch_1 = "superb".', 'an unknown option key is rejected and named');
select throws_ok(
  $$select public.submit_assessment(
      ((select answers from answer_sets where name = 'weakest') || '{"arch_1": "rarely"}')::json, '00000000-0000-4000-8000-000000000013')$$,
  '22023', 'Unknown option for question: arch_1 = "rarely".', 'an option key of another question is rejected');
select throws_ok(
  $$select public.submit_assessment(
      ((select answers from answer_sets where name = 'weakest') || '{"arch_1": "Panic"}')::json, '00000000-0000-4000-8000-000000000014')$$,
  '22023', 'Unknown option for question: arch_1 = "Panic".', 'option keys are case-sensitive');
select throws_ok(
  $$select public.submit_assessment(
      ((select answers from answer_sets where name = 'weakest') - 'scal_5')::json, '00000000-0000-4000-8000-000000000015')$$,
  '22023', 'Missing answers for question(s): scal_5.', '19 answers: the missing question is named');
select throws_ok(
  $$select public.submit_assessment('{}'::json, '00000000-0000-4000-8000-000000000016')$$,
  '22023', null, 'no answers at all is rejected');
select throws_ok(
  $$select public.submit_assessment('[]'::json, '00000000-0000-4000-8000-000000000017')$$,
  '22023', 'answers must be a JSON object mapping question ids to option keys (got array).', 'an array is rejected');
select throws_ok(
  $$select public.submit_assessment('"arch_1=panic"'::json, '00000000-0000-4000-8000-000000000018')$$,
  '22023', 'answers must be a JSON object mapping question ids to option keys (got string).', 'a string is rejected');
select throws_ok(
  $$select public.submit_assessment(null, '00000000-0000-4000-8000-000000000019')$$,
  '22023', 'answers must be a JSON object mapping question ids to option keys (got null).', 'null answers are rejected');
select throws_ok(
  $$select public.submit_assessment('null'::json, '00000000-0000-4000-8000-00000000001a')$$,
  '22023', null, 'JSON null answers are rejected');
select throws_ok(
  $$select public.submit_assessment(
      ((select answers from answer_sets where name = 'weakest') || '{"arch_1": 3}')::json, '00000000-0000-4000-8000-00000000001b')$$,
  '22023', 'Answers must be option keys given as strings; not a string: arch_1 (number).', 'a numeric answer is rejected');
select throws_ok(
  $$select public.submit_assessment(
      ((select answers from answer_sets where name = 'weakest') || '{"sec_2": ["no_process"], "arch_3": null}')::json, '00000000-0000-4000-8000-00000000001c')$$,
  '22023', 'Answers must be option keys given as strings; not a string: arch_3 (null), sec_2 (array).', 'array and null answers are rejected and named');
select throws_ok(
  $$select public.submit_assessment((select answers::json from answer_sets where name = 'weakest'), null)$$,
  '22023', 'submission_id is required (a client-generated uuid).', 'a null submission id is rejected');
select is(
  (select count(*)::int from public.reports),
  4, 'no rejected submission stored anything'
);

-- Forged scores are impossible through the table, too.
select throws_ok(
  $$insert into public.reports (user_id, submission_id, answers, overall_score, category_scores)
    values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', gen_random_uuid(), '{}', 100, '{}')$$,
  '42501', null, 'a client cannot insert a report directly');
select throws_ok(
  $$update public.reports set overall_score = 100$$,
  '42501', null, 'a client cannot update a score');

-- The report is a snapshot: later profile edits do not change it.
update public.profiles set name = 'Alice Renamed', company = 'NewCo' where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
select results_eq(
  $$select company, prepared_for from public.reports where submission_id = '00000000-0000-4000-8000-000000000002'$$,
  $$values ('Acme'::text, 'Alice Able'::text)$$,
  'company and prepared_for are a snapshot taken at submission'
);
select results_eq(
  $$select r.company, r.prepared_for
      from public.submit_assessment((select answers::json from answer_sets where name = 'weakest'),
                                    '00000000-0000-4000-8000-000000000005') r$$,
  $$values ('NewCo'::text, 'Alice Renamed'::text)$$,
  'a new submission snapshots the current profile'
);
reset role;
set local request.jwt.claims to '';

-- ---------------------------------------------------------------- user B: same submission id is B's own
set local role authenticated;
set local request.jwt.claims to '{"sub": "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "role": "authenticated"}';
select results_eq(
  $$select r.user_id, r.overall_score, r.prepared_for
      from public.submit_assessment((select answers::json from answer_sets where name = 'strongest'),
                                    '00000000-0000-4000-8000-000000000001') r$$,
  $$values ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'::uuid, 100::smallint, 'Bob Baker'::text)$$,
  'B using A''s submission id gets a new report of B''s own, not A''s'
);
select results_eq(
  $$select count(*)::int from public.reports$$,
  $$values (1)$$,
  'B sees only B''s one report'
);
reset role;
set local request.jwt.claims to '';

-- Superuser totals.
select is((select count(*)::int from public.reports where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'), 5,
  'A has exactly five reports');
select is(
  (select count(*)::int from public.reports where submission_id = '00000000-0000-4000-8000-000000000001'),
  2, 'one report per (user, submission id)'
);
select is(
  (select overall_score from public.reports
    where user_id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' and submission_id = '00000000-0000-4000-8000-000000000001'),
  0::smallint, 'A''s first report was not overwritten by the repeated submission'
);
select ok(
  (select bool_and(jsonb_typeof(category_scores -> c) = 'number')
     from public.reports, unnest(array['architecture', 'deployment', 'security', 'scalability']) c),
  'every stored report has the four category scores as numbers'
);

select * from finish();
rollback;
