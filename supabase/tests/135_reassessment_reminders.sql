-- Reassessment reminders (20261129000003_reassessment_reminders.sql): the cadence table's shape, grants
-- and owner-only rules with two-factor; when a reminder is due; claiming it once per due date however
-- often the claim runs; what the claim answers; the unsubscribe token, once, without sign-in; the hourly
-- job and the request it queues.
-- People: Ann (monthly, Danish, personal report 40 days old, a plan), Ben (quarterly, report 10 days
-- old), Cai (monthly, no report), Dan (no cadence, old report), Eva (monthly, an old team answer and a
-- new personal report), Fay (a verified second factor), Gus (anonymous, monthly, old report); Hal owns
-- the team "Payments", Ivy is a member.
begin;
create extension if not exists pgtap with schema extensions;
select plan(90);

insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role, is_anonymous) values
  ('00000000-0000-4000-8000-0000001350a1', 'ann@example.com', '{"name": "Ann", "language": "da"}', '{"provider": "email"}', 'authenticated',
    'authenticated', false),
  ('00000000-0000-4000-8000-0000001350b2', 'ben@example.com', '{"name": "Ben", "language": "en"}', '{"provider": "email"}', 'authenticated',
    'authenticated', false),
  ('00000000-0000-4000-8000-0000001350c3', 'cai@example.com', '{"name": "Cai"}', '{"provider": "email"}', 'authenticated', 'authenticated', false),
  ('00000000-0000-4000-8000-0000001350d4', 'dan@example.com', '{"name": "Dan"}', '{"provider": "email"}', 'authenticated', 'authenticated', false),
  ('00000000-0000-4000-8000-0000001350e5', 'eva@example.com', '{"name": "Eva"}', '{"provider": "email"}', 'authenticated', 'authenticated', false),
  ('00000000-0000-4000-8000-0000001350f6', 'fay@example.com', '{"name": "Fay"}', '{"provider": "email"}', 'authenticated', 'authenticated', false),
  ('00000000-0000-4000-8000-000000135007', null, '{}', '{"provider": "anonymous"}', 'authenticated', 'authenticated', true),
  ('00000000-0000-4000-8000-000000135008', 'hal@example.com', '{"name": "Hal", "language": "da"}', '{"provider": "email"}', 'authenticated',
    'authenticated', false),
  ('00000000-0000-4000-8000-000000135009', 'ivy@example.com', '{"name": "Ivy"}', '{"provider": "email"}', 'authenticated', 'authenticated', false);

create temporary table ids (k text primary key, v text);
grant select, insert, update on ids to anon, authenticated, service_role;
create function pg_temp.id(key text) returns text language sql stable as $$ select v from ids where k = key $$;
create function pg_temp.remember(key text, value text) returns text language sql as $$
  insert into ids values (key, value) on conflict (k) do update set v = excluded.v returning v
$$;
insert into ids values
  ('ann', '00000000-0000-4000-8000-0000001350a1'), ('ben', '00000000-0000-4000-8000-0000001350b2'),
  ('cai', '00000000-0000-4000-8000-0000001350c3'), ('dan', '00000000-0000-4000-8000-0000001350d4'),
  ('eva', '00000000-0000-4000-8000-0000001350e5'), ('fay', '00000000-0000-4000-8000-0000001350f6'),
  ('gus', '00000000-0000-4000-8000-000000135007'), ('hal', '00000000-0000-4000-8000-000000135008'),
  ('ivy', '00000000-0000-4000-8000-000000135009');
create function pg_temp.as_user(who text) returns void language sql as $$
  select set_config('role', 'authenticated', true),
         set_config('request.jwt.claims',
                    json_build_object('sub', pg_temp.id(who), 'role', 'authenticated', 'aal', 'aal1')::text, true)
$$;
create function pg_temp.as_anon() returns void language sql as $$
  select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role": "anon"}', true)
$$;
create function pg_temp.as_service() returns void language sql as $$
  select set_config('role', 'service_role', true), set_config('request.jwt.claims', '{"role": "service_role"}', true)
$$;
create function pg_temp.as_superuser() returns void language sql as $$
  select set_config('role', 'none', true), set_config('request.jwt.claims', '', true)
$$;
-- A scored report of `who`, made `age` ago; a team answer when team is given.
create function pg_temp.report(who text, age interval, score integer, team text default null) returns uuid
language sql as $$
  insert into public.reports (user_id, submission_id, created_at, answers, overall_score, category_scores, team_name)
  values (pg_temp.id(who)::uuid, gen_random_uuid(), now() - age,
          (select jsonb_object_agg(question_id, option_key) from private.question_options where position = 1),
          score, '{"architecture": 50, "deployment": 50, "security": 50, "scalability": 50}', team)
  returning id
$$;
-- The weakest option of a question: advice a plan item can be about.
create function pg_temp.weakest(question text) returns text language sql stable as $$
  select option_key from private.question_options where question_id = question and position = 0
$$;
-- What the database holds, read past RLS.
create function pg_temp.cadence_of(who text) returns text language sql stable security definer as $$
  select coalesce((select cadence::text from public.reminder_settings where user_id = pg_temp.id(who)::uuid), 'no row')
$$;
create function pg_temp.mails_of(who text) returns bigint language sql stable security definer as $$
  select count(*) from private.reminder_mails where user_id = pg_temp.id(who)::uuid
$$;
create function pg_temp.team_cadence() returns text language sql stable security definer as $$
  select coalesce((select cadence::text from public.team_reminder_settings where team_id = pg_temp.id('team')::uuid),
                  'no row')
$$;
grant execute on function pg_temp.cadence_of(text), pg_temp.mails_of(text), pg_temp.team_cadence()
  to anon, authenticated, service_role;
create temporary table claims (run integer, r public.due_reminder);
grant select, insert on claims to anon, authenticated, service_role;


-- ---------------------------------------------------------------- the table
select has_table('public', 'reminder_settings', 'public.reminder_settings exists');
select col_is_pk('public', 'reminder_settings', 'user_id', 'one cadence per person');
select col_default_is('public', 'reminder_settings', 'cadence', 'none'::public.reminder_cadence,
  'the cadence defaults to none');
select enum_has_labels('public', 'reminder_cadence', array['none', 'monthly', 'quarterly', 'half_yearly', 'yearly'],
  'the cadences: none, every 1, 3, 6 or 12 months');
select fk_ok('public', 'reminder_settings', 'user_id', 'auth', 'users', 'id', 'a cadence belongs to a person');
select is(
  (select string_agg(format('%s %s %s', c.conrelid::regclass, c.confrelid::regclass, c.confdeltype), ', '
                     order by c.conrelid::regclass::text, c.confrelid::regclass::text)
     from pg_constraint c
    where c.conrelid in ('public.reminder_settings'::regclass, 'private.reminder_mails'::regclass,
                         'private.reminder_unsubscribe_tokens'::regclass, 'public.team_reminder_settings'::regclass,
                         'private.team_reminder_mails'::regclass) and c.contype = 'f'),
  'private.reminder_mails auth.users c, private.reminder_unsubscribe_tokens auth.users c, '
  'private.reminder_unsubscribe_tokens teams c, private.team_reminder_mails teams c, reminder_settings auth.users c, '
  'team_reminder_settings teams c',
  'deleting the account or the team deletes its cadence, sent-log and tokens');
select ok((select bool_and(relrowsecurity) from pg_class
            where oid in ('public.reminder_settings'::regclass, 'private.reminder_mails'::regclass,
                          'private.reminder_unsubscribe_tokens'::regclass)), 'RLS is on on all three tables');
select table_privs_are('public', 'reminder_settings', 'anon', array[]::text[], 'anon: nothing on reminder_settings');
select table_privs_are('public', 'reminder_settings', 'authenticated', array['SELECT', 'DELETE'],
  'authenticated: SELECT and DELETE on the whole table (writes per column)');
select is(
  (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
    where a.attrelid = 'public.reminder_settings'::regclass and a.attnum > 0 and not a.attisdropped
      and has_column_privilege('authenticated', a.attrelid, a.attnum, 'INSERT')
      and has_column_privilege('authenticated', a.attrelid, a.attnum, 'UPDATE')),
  array['user_id', 'cadence'],
  'authenticated may write the person''s own columns (for an upsert, the key too), not the times');
select ok(not has_any_column_privilege('anon', 'public.reminder_settings', 'SELECT, INSERT, UPDATE'),
  'anon has no column privilege either');
select is(
  (select count(*)::int from (values ('anon'), ('authenticated'), ('service_role')) r (role),
          (values ('private.reminder_mails'), ('private.reminder_unsubscribe_tokens')) t (tab)
    where has_table_privilege(r.role, t.tab, 'SELECT, INSERT, UPDATE, DELETE')),
  0, 'no API role reads or writes the sent-log or the tokens');
select is(
  array(select format('%s %s', r.role, f.fn) from (values ('anon'), ('authenticated'), ('service_role')) r (role),
        (values ('public.claim_due_reminders(integer)'), ('public.unsubscribe_reminders(text)')) f (fn)
         where has_function_privilege(r.role, f.fn, 'EXECUTE') order by 1),
  array['anon public.unsubscribe_reminders(text)', 'authenticated public.unsubscribe_reminders(text)',
        'service_role public.claim_due_reminders(integer)'],
  'only the service role claims reminders; anyone may unsubscribe with a token');


-- ---------------------------------------------------------------- owner only
select pg_temp.as_user('ann');
select lives_ok($$insert into public.reminder_settings (user_id, cadence) values (pg_temp.id('ann')::uuid, 'quarterly')$$,
  'a person sets their own cadence');
select lives_ok($$insert into public.reminder_settings (user_id, cadence) values (pg_temp.id('ann')::uuid, 'monthly')
                  on conflict (user_id) do update set cadence = excluded.cadence$$,
  'and changes it with an upsert');
select is(pg_temp.cadence_of('ann'), 'monthly', 'the upsert set it');
select throws_ok($$insert into public.reminder_settings (user_id, cadence) values (pg_temp.id('ben')::uuid, 'yearly')$$,
  '42501', null, 'nobody sets someone else''s cadence');
select throws_ok($$update public.reminder_settings set created_at = now() - interval '1 year'$$,
  '42501', null, 'the times are the database''s');
select pg_temp.as_user('ben');
insert into public.reminder_settings (user_id, cadence) values (pg_temp.id('ben')::uuid, 'quarterly');
select is((select array_agg(cadence::text) from public.reminder_settings), array['quarterly'],
  'a person reads only their own cadence');
update public.reminder_settings set cadence = 'none' where user_id = pg_temp.id('ann')::uuid;
select is(pg_temp.cadence_of('ann'), 'monthly', 'nor changes someone else''s');
delete from public.reminder_settings where user_id = pg_temp.id('ann')::uuid;
select is(pg_temp.cadence_of('ann'), 'monthly', 'nor deletes it');
select throws_ok($$update public.reminder_settings set user_id = pg_temp.id('ann')::uuid$$,
  '42501', null, 'nor moves their own row to someone else');
select pg_temp.as_anon();
select throws_ok($$select count(*) from public.reminder_settings$$, '42501', null, 'anon reads nothing');
select throws_ok($$insert into public.reminder_settings (user_id, cadence) values (pg_temp.id('ann')::uuid, 'none')$$,
  '42501', null, 'and writes nothing');
select throws_ok($$select * from public.claim_due_reminders()$$, '42501', null, 'anon cannot claim reminders');
select pg_temp.as_user('ann');
select throws_ok($$select * from public.claim_due_reminders()$$, '42501', null, 'nor can a signed-in person');


-- ---------------------------------------------------------------- two-factor
select pg_temp.as_user('fay');
insert into public.reminder_settings (user_id, cadence) values (pg_temp.id('fay')::uuid, 'yearly');
select pg_temp.as_superuser();
insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
values (pg_temp.id('fay')::uuid, 'Phone', 'totp', 'verified', 'JBSWY3DPEHPK3PXP');
select pg_temp.as_user('fay');
select is((select count(*)::int from public.reminder_settings), 0, 'two-factor: at aal1 her cadence is not visible');
update public.reminder_settings set cadence = 'monthly';
select is(pg_temp.cadence_of('fay'), 'yearly', 'two-factor: nor can she change it');
select throws_ok($$insert into public.reminder_settings (user_id, cadence) values (pg_temp.id('fay')::uuid, 'monthly')$$,
  '42501', null, 'two-factor: nor set it anew');
select set_config('request.jwt.claims',
  json_build_object('sub', pg_temp.id('fay'), 'role', 'authenticated', 'aal', 'aal2')::text, true);
select is((select cadence::text from public.reminder_settings), 'yearly', 'two-factor: at aal2 she reads it');


-- ---------------------------------------------------------------- when a reminder is due
select pg_temp.as_superuser();
select pg_temp.remember('ann_report', pg_temp.report('ann', interval '40 days', 61)::text);
select pg_temp.report('ann', interval '200 days', 40);
select pg_temp.report('ben', interval '10 days', 70);
select pg_temp.report('dan', interval '400 days', 50);
select pg_temp.report('eva', interval '90 days', 55, 'Payments platform');
select pg_temp.report('eva', interval '5 days', 58);
select pg_temp.report('gus', interval '90 days', 30);
insert into public.reminder_settings (user_id, cadence) values
  (pg_temp.id('cai')::uuid, 'monthly'), (pg_temp.id('dan')::uuid, 'none'), (pg_temp.id('eva')::uuid, 'monthly'),
  (pg_temp.id('gus')::uuid, 'monthly');
insert into public.plan_items (user_id, question_id, option_key, status) values
  (pg_temp.id('ann')::uuid, 'sec_2', pg_temp.weakest('sec_2'), 'in_progress'),
  (pg_temp.id('ann')::uuid, 'arch_3', pg_temp.weakest('arch_3'), 'planned'),
  (pg_temp.id('ann')::uuid, 'deploy_1', pg_temp.weakest('deploy_1'), 'done'),
  (pg_temp.id('ann')::uuid, 'scal_4', pg_temp.weakest('scal_4'), 'not_applicable');

select pg_temp.as_service();
insert into claims select 1, c from public.claim_due_reminders() c;
select is(array(select (r).email from claims where run = 1), array['ann@example.com'],
  'due: Ann only (Ben''s report is newer than his cadence, Cai has none, Dan chose none, Eva''s own report is new, '
  'the anonymous account has no address)');
select is((select (r).language from claims where run = 1), 'da', 'in her language (user_metadata.language)');
select is((select (r).overall_score from claims where run = 1), 61::smallint, 'with the newest report''s score');
select is((select (r).report_id from claims where run = 1), pg_temp.id('ann_report')::uuid, 'and which report it is');
select is((select (r).due_at from claims where run = 1), now() - interval '40 days' + interval '1 month',
  'due a cadence after the newest report');
select is((select array_agg(format('%s %s', i.question_id, i.status)) from claims, unnest((r).plan_items) i),
  array['arch_3 planned', 'deploy_1 done', 'sec_2 in_progress', 'scal_4 not_applicable'],
  'every plan item, in the product''s order (the function counts them against the answers)');
select is((select (r).answers from claims where run = 1),
  (select answers from public.reports where id = pg_temp.id('ann_report')::uuid),
  'with the newest report''s answers');
select matches((select (r).unsubscribe_token from claims where run = 1), '^rmd_[A-Za-z0-9_-]{43}$',
  'and a fresh unsubscribe token');
select pg_temp.remember('ann_token', (select (r).unsubscribe_token from claims where run = 1));
select pg_temp.as_superuser();
select is((select count(*)::int from private.reminder_unsubscribe_tokens
            where token_hash = sha256(convert_to(pg_temp.id('ann_token'), 'UTF8'))
              and user_id = pg_temp.id('ann')::uuid), 1,
  'the token is stored as its sha256, for her');
select is((select count(*)::int from private.reminder_unsubscribe_tokens t
            where position(convert_to(pg_temp.id('ann_token'), 'UTF8') in t.token_hash) > 0), 0,
  'and never as itself');

-- The schedule runs again, or two runs overlap: the same due date is claimed once.
select pg_temp.as_service();
insert into claims select 2, c from public.claim_due_reminders() c;
select is((select count(*)::int from claims where run = 2), 0, 'a second claim finds nothing more to send');
insert into claims select 3, c from public.claim_due_reminders(1000) c;
select is((select count(*)::int from claims where run = 3), 0, 'nor does a third');
select is(pg_temp.mails_of('ann'), 1::bigint, 'Ann''s due date is in the sent-log once');
-- Two runs that overlap both see the due date unclaimed; the key makes the later insert wait for the
-- earlier and then skip it (on conflict do nothing), so only one of them returns it.
select col_is_pk('private', 'reminder_mails', array['user_id', 'due_at'], 'the sent-log is keyed by person and due date');
select throws_ok($$select * from public.claim_due_reminders(0)$$, '22023',
  'max_reminders must be a whole number from 1 to 1000 (got 0).', 'max_reminders below 1 is refused');
select throws_ok($$select * from public.claim_due_reminders(1001)$$, '22023',
  'max_reminders must be a whole number from 1 to 1000 (got 1001).', 'and above 1000');
select throws_ok($$select * from public.claim_due_reminders(null)$$, '22023',
  'max_reminders must be a whole number from 1 to 1000 (got null).', 'and null');

-- max_reminders: the oldest due dates first, the rest in the next run.
select pg_temp.as_superuser();
update public.reminder_settings set cadence = 'monthly' where user_id = pg_temp.id('ben')::uuid;
update public.reports set created_at = now() - interval '60 days' where user_id = pg_temp.id('ben')::uuid;
update public.reports set created_at = now() - interval '50 days'
 where user_id = pg_temp.id('eva')::uuid and team_name is null;
select pg_temp.as_service();
insert into claims select 4, c from public.claim_due_reminders(1) c;
select is(array(select (r).email from claims where run = 4), array['ben@example.com'],
  'with max_reminders 1, the oldest due date goes first');
insert into claims select 5, c from public.claim_due_reminders(1) c;
select is(array(select (r).email from claims where run = 5), array['eva@example.com'], 'and the next in the next run');
select is((select (r).plan_items from claims where run = 5), '{}'::public.reminder_plan_item[],
  'without a plan, no plan items');
select is((select (r).language from claims where run = 5), 'en', 'without a language, English');

-- A new report moves the due date: it is mailed when that one comes, and only the latest is kept.
select pg_temp.as_superuser();
select pg_temp.report('ann', interval '35 days', 66);
select pg_temp.as_service();
insert into claims select 6, c from public.claim_due_reminders() c;
select is(array(select (r).overall_score from claims where run = 6), array[66::smallint],
  'a newer report past its cadence is a new due date, mailed once');
select is(pg_temp.mails_of('ann'), 1::bigint, 'the sent-log keeps only her latest due date');
select isnt((select (r).unsubscribe_token from claims where run = 6), pg_temp.id('ann_token'), 'with a new token');


-- ---------------------------------------------------------------- unsubscribing without sign-in
select pg_temp.as_anon();
select is((public.unsubscribe_reminders(pg_temp.id('ann_token'))).status, 'unsubscribed',
  'the e-mail''s token unsubscribes, signed out');
select is(pg_temp.cadence_of('ann'), 'none', 'her cadence is none now');
select is((public.unsubscribe_reminders(pg_temp.id('ann_token'))).status, 'already_used',
  'the same token again says it was used');
select is((public.unsubscribe_reminders('rmd_' || repeat('x', 43))).status, 'not_found', 'an unknown token is not found');
select is((public.unsubscribe_reminders(null)).status, 'not_found', 'so is null');
select is((public.unsubscribe_reminders(repeat('rmd_', 10000))).status, 'not_found', 'and a huge argument');
select is((public.unsubscribe_reminders(pg_temp.id('ann_token') || ' ')).status, 'not_found',
  'a token must match exactly');
select pg_temp.as_user('ben');
select is((public.unsubscribe_reminders((select (r).unsubscribe_token from claims where run = 5))).status,
  'unsubscribed', 'a token works whoever is signed in: it is the mail''s, not the session''s');
select is(pg_temp.cadence_of('eva'), 'none', 'and it unsubscribes the person it was sent to');
select is(pg_temp.cadence_of('ben'), 'monthly', 'not the one signed in');
select pg_temp.as_superuser();
update public.reports set created_at = created_at - interval '1 year' where user_id = pg_temp.id('ann')::uuid;
select pg_temp.as_service();
select is((select count(*)::int from public.claim_due_reminders() c where c.email = 'ann@example.com'), 0,
  'after unsubscribing nothing is due, however old the report');
select pg_temp.as_anon();
select is((public.unsubscribe_reminders((select (r).unsubscribe_token from claims where run = 6))).status, 'unsubscribed',
  'an older e-mail''s token still works once (the cadence stays none)');
select is(pg_temp.cadence_of('ann'), 'none', 'and leaves the cadence none');


-- ---------------------------------------------------------------- a team's cadence, for its owner
select has_table('public', 'team_reminder_settings', 'public.team_reminder_settings exists');
select col_is_pk('public', 'team_reminder_settings', 'team_id', 'one cadence per team');
select col_is_pk('private', 'team_reminder_mails', array['team_id', 'due_at'], 'its sent-log is keyed by team and due date');
select ok((select bool_and(relrowsecurity) from pg_class
            where oid in ('public.team_reminder_settings'::regclass, 'private.team_reminder_mails'::regclass)),
  'RLS is on on both');
select table_privs_are('public', 'team_reminder_settings', 'anon', array[]::text[], 'anon: nothing on team_reminder_settings');
select table_privs_are('public', 'team_reminder_settings', 'authenticated', array['SELECT', 'DELETE'],
  'authenticated: SELECT and DELETE on the whole table (writes per column)');
select is(
  (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
    where a.attrelid = 'public.team_reminder_settings'::regclass and a.attnum > 0 and not a.attisdropped
      and has_column_privilege('authenticated', a.attrelid, a.attnum, 'INSERT')
      and has_column_privilege('authenticated', a.attrelid, a.attnum, 'UPDATE')),
  array['team_id', 'cadence'], 'authenticated may write the team and the cadence, not the times');

select pg_temp.as_user('hal');
select pg_temp.remember('team', (public.create_team('Payments')).id::text);
select pg_temp.remember('team_token', (public.create_team_invitation(pg_temp.id('team')::uuid)).token);
insert into public.reminder_settings (user_id, cadence) values (pg_temp.id('hal')::uuid, 'monthly');
select pg_temp.as_user('ivy');
select public.accept_team_invitation(pg_temp.id('team_token'));
select throws_ok($$insert into public.team_reminder_settings (team_id, cadence) values (pg_temp.id('team')::uuid, 'monthly')$$,
  '42501', null, 'a member cannot set the team''s cadence');
select pg_temp.as_user('hal');
select lives_ok($$insert into public.team_reminder_settings (team_id, cadence) values (pg_temp.id('team')::uuid, 'quarterly')$$,
  'the owner sets it');
select is((select count(*)::int from public.team_reminder_settings), 1, 'and reads it');
select pg_temp.as_user('ivy');
select is((select count(*)::int from public.team_reminder_settings), 0, 'a member does not see it');
update public.team_reminder_settings set cadence = 'monthly';
delete from public.team_reminder_settings;
select is(pg_temp.team_cadence(), 'quarterly', 'nor changes or deletes it');
select pg_temp.as_anon();
select throws_ok($$select count(*) from public.team_reminder_settings$$, '42501', null, 'anon reads nothing');

-- Round 1 is open, however long ago: the owner is not asked to open another.
select pg_temp.as_superuser();
update public.team_rounds set opened_at = now() - interval '200 days' where team_id = pg_temp.id('team')::uuid;
select pg_temp.as_service();
select is((select count(*)::int from public.claim_due_reminders() c where c.team_id is not null), 0,
  'a team with an open round is not due');
-- Closed 100 days ago with its figures released (a team score of 66.4): due for a quarterly cadence.
select pg_temp.as_user('hal');
select public.close_team_round(pg_temp.id('team')::uuid);
select pg_temp.as_superuser();
update public.team_rounds set closed_at = now() - interval '100 days' where team_id = pg_temp.id('team')::uuid;
update private.team_round_results set answers = min_answers,
       aggregate = '{"answers": 3, "overall": {"mean": 66.4, "spread": 1, "consensus": 0.9}}'
 where round_id = (select id from public.team_rounds where team_id = pg_temp.id('team')::uuid);
select pg_temp.as_service();
insert into claims select 7, c from public.claim_due_reminders() c;
select is(
  (select format('%s %s %s %s round %s score %s items %s', (r).email, (r).language, (r).team_id = pg_temp.id('team')::uuid,
                 (r).team_name, (r).round_number, (r).overall_score, cardinality((r).plan_items))
     from claims where run = 7),
  'hal@example.com da t Payments round 1 score 66 items 0',
  'due: one e-mail to the owner (not to members), in their language, with the team, its last round and score');
select is((select (r).due_at from claims where run = 7), now() - interval '100 days' + interval '3 months',
  'due a cadence after the round closed');
select is((select (r).assessed_at from claims where run = 7), now() - interval '100 days', 'which closed then');
select is((select count(*)::int from public.claim_due_reminders() c where c.team_id is not null), 0,
  'a second claim finds the team''s due date claimed');

select pg_temp.as_anon();
select is(public.unsubscribe_reminders((select (r).unsubscribe_token from claims where run = 7)),
  row('unsubscribed', 'Payments')::public.reminder_unsubscribe,
  'the team reminder''s token turns the team''s reminders off, and says which team');
select is(pg_temp.team_cadence(), 'none', 'the team''s cadence is none');
select is(pg_temp.cadence_of('hal'), 'monthly', 'the owner''s own reminders stay as they were');


-- ---------------------------------------------------------------- the schedule
select pg_temp.as_superuser();
select is((select schedule from cron.job where jobname = 'send-reassessment-reminders'), '17 * * * *',
  'the job runs every hour at minute 17');
select vault.create_secret('https://project-ref.supabase.co', 'project_url');
select vault.create_secret('service-role-key-for-test', 'service_role_key');
do $$ begin execute (select command from cron.job where jobname = 'send-reassessment-reminders'); end; $$;
select is(
  (select format('%s %s %s %s', q.method, q.url, q.headers ->> 'Authorization', convert_from(q.body, 'UTF8'))
     from net.http_request_queue q order by q.id desc limit 1),
  'POST https://project-ref.supabase.co/functions/v1/send-reminders Bearer service-role-key-for-test {}',
  'its command posts to the send-reminders function with the project''s URL and service-role key from Vault');

select * from finish();
rollback;
