-- Notes per answer (20261129000001_answer_notes.sql): the table's shape, grants and owner-only rules; the
-- limits on a note and its links; submit_assessment and submit_team_assessment storing notes with the
-- report, all or nothing; and get_team_round_notes, which shows the round's shared notes exactly when
-- its team report is visible, without who wrote them.
-- People: Anna owns team "Payments platform", Bo and Cy are members, Di is in no team, Eve has a
-- verified second factor.
begin;
create extension if not exists pgtap with schema extensions;
select plan(111);

insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role) values
  ('00000000-0000-4000-8000-0000000130a1', 'anna@example.com', '{"name": "Anna"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('00000000-0000-4000-8000-0000000130b2', 'bo@example.com', '{"name": "Bo"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('00000000-0000-4000-8000-0000000130c3', 'cy@example.com', '{"name": "Cy"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('00000000-0000-4000-8000-0000000130d4', 'di@example.com', '{"name": "Di"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('00000000-0000-4000-8000-0000000130e5', 'eve@example.com', '{"name": "Eve"}', '{"provider": "email"}', 'authenticated', 'authenticated');

create temporary table ids (k text primary key, v text);
grant select, insert, update on ids to authenticated;
create function pg_temp.id(key text) returns text language sql stable as $$ select v from ids where k = key $$;
create function pg_temp.remember(key text, value text) returns text language sql as $$
  insert into ids values (key, value) on conflict (k) do update set v = excluded.v returning v
$$;
insert into ids values
  ('anna', '00000000-0000-4000-8000-0000000130a1'), ('bo', '00000000-0000-4000-8000-0000000130b2'),
  ('cy', '00000000-0000-4000-8000-0000000130c3'), ('di', '00000000-0000-4000-8000-0000000130d4'),
  ('eve', '00000000-0000-4000-8000-0000000130e5');
create function pg_temp.as_user(who text) returns void language sql as $$
  select set_config('role', 'authenticated', true),
         set_config('request.jwt.claims',
                    json_build_object('sub', pg_temp.id(who), 'role', 'authenticated', 'aal', 'aal1')::text, true)
$$;
create function pg_temp.as_superuser() returns void language sql as $$
  select set_config('role', 'none', true), set_config('request.jwt.claims', '', true)
$$;
-- Every question answered with the option at `pos` (0 weakest .. 3 strongest).
create temporary table answer_sets (pos integer primary key, answers json not null);
insert into answer_sets
select p, (select json_object_agg(question_id, option_key) from private.question_options where position = p)
  from generate_series(0, 3) p;
grant select on answer_sets to authenticated;
create function pg_temp.answers(pos integer) returns json language sql stable as $$
  select answers from answer_sets where answer_sets.pos = answers.pos
$$;
-- Counts as the database sees them (the superuser reads past RLS).
create function pg_temp.notes_of(report text) returns bigint language sql stable security definer as $$
  select count(*) from public.answer_notes where report_id = report::uuid
$$;
create function pg_temp.reports_of(who text) returns bigint language sql stable security definer as $$
  select count(*) from public.reports where user_id = pg_temp.id(who)::uuid
$$;
grant execute on function pg_temp.notes_of(text), pg_temp.reports_of(text) to authenticated;


-- ---------------------------------------------------------------- the table
select has_table('public', 'answer_notes', 'public.answer_notes exists');
select col_type_is('public', 'answer_notes', 'links', 'text[]', 'links is a text array');
select col_default_is('public', 'answer_notes', 'note', '', 'note defaults to the empty text');
select col_default_is('public', 'answer_notes', 'links', '{}', 'links default to none');
select col_default_is('public', 'answer_notes', 'share_with_team', 'false', 'a note is not shared by default');
select col_is_pk('public', 'answer_notes', array['report_id', 'question_id'], 'one note per report and question');
select fk_ok('public', 'answer_notes', 'report_id', 'public', 'reports', 'id', 'a note belongs to a report');
select fk_ok('public', 'answer_notes', 'user_id', 'auth', 'users', 'id', 'and to a person');
select is(
  (select string_agg(format('%s %s', c.confrelid::regclass, c.confdeltype), ', ' order by c.confrelid::regclass::text)
     from pg_constraint c where c.conrelid = 'public.answer_notes'::regclass and c.contype = 'f'),
  'auth.users c, reports c',
  'deleting the report or the account deletes its notes');
select ok((select relrowsecurity from pg_class where oid = 'public.answer_notes'::regclass), 'RLS is on');
select table_privs_are('public', 'answer_notes', 'anon', array[]::text[], 'anon: nothing on answer_notes');
select table_privs_are('public', 'answer_notes', 'authenticated', array['SELECT', 'DELETE'],
  'authenticated: SELECT and DELETE on the whole table (writes per column)');
select is(
  (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
    where a.attrelid = 'public.answer_notes'::regclass and a.attnum > 0 and not a.attisdropped
      and has_column_privilege('authenticated', a.attrelid, a.attnum, 'INSERT')
      and has_column_privilege('authenticated', a.attrelid, a.attnum, 'UPDATE')),
  array['report_id', 'user_id', 'question_id', 'note', 'links', 'share_with_team'],
  'authenticated may write the person''s own columns (for an upsert, the keys too), not the times');
select ok(not has_any_column_privilege('anon', 'public.answer_notes', 'SELECT, INSERT, UPDATE')
          and not has_any_column_privilege('public', 'public.answer_notes', 'SELECT, INSERT, UPDATE'),
  'anon and PUBLIC hold no column privilege either');
select is(
  (select pg_get_expr(p.polqual, p.polrelid) || ' / ' || pg_get_expr(p.polwithcheck, p.polrelid)
     from pg_policy p where p.polrelid = 'public.answer_notes'::regclass and not p.polpermissive and p.polcmd = '*'),
  '( SELECT private.mfa_satisfied() AS mfa_satisfied) / ( SELECT private.mfa_satisfied() AS mfa_satisfied)',
  'the two-factor rule, restrictive, for every command');


-- ---------------------------------------------------------------- a personal report with notes
select pg_temp.as_user('anna');
select pg_temp.remember('anna_report', (public.submit_assessment(pg_temp.answers(1), gen_random_uuid(),
  '{"sec_2": {"note": "Rotated by the platform team", "links": ["https://wiki.example.com/runbooks/secrets"]},
    "arch_1": {"note": "See the ADR"},
    "deploy_3": {"links": ["https://grafana.example.com/d/deploys", "http://intranet.example.com/x?y=1#z"]}}')).id::text);
select results_eq(
  $$select question_id, note, links, share_with_team, user_id::text from public.answer_notes
     where report_id = pg_temp.id('anna_report')::uuid order by question_id$$,
  $$values ('arch_1', 'See the ADR', '{}'::text[], false, pg_temp.id('anna')),
           ('deploy_3', '', array['https://grafana.example.com/d/deploys', 'http://intranet.example.com/x?y=1#z'], false, pg_temp.id('anna')),
           ('sec_2', 'Rotated by the platform team', array['https://wiki.example.com/runbooks/secrets'], false, pg_temp.id('anna'))$$,
  'the submission stores each note with the report, for its author; missing fields take their defaults');
select is((select count(*)::int from public.answer_notes), 3, 'the owner reads her notes');

select pg_temp.remember('anna_plain', (public.submit_assessment(pg_temp.answers(2), gen_random_uuid())).id::text);
select is(pg_temp.notes_of(pg_temp.id('anna_plain')), 0::bigint, 'notes are optional: without them, none');
select pg_temp.remember('anna_null', (public.submit_assessment(pg_temp.answers(2), gen_random_uuid(), 'null'::json)).id::text);
select is(pg_temp.notes_of(pg_temp.id('anna_null')), 0::bigint, 'a JSON null is no notes too');
select pg_temp.remember('anna_empty', (public.submit_assessment(pg_temp.answers(2), gen_random_uuid(), '{}'::json)).id::text);
select is(pg_temp.notes_of(pg_temp.id('anna_empty')), 0::bigint, 'and so is an empty object');

-- A retry of a submission changes nothing, whatever notes it carries.
select pg_temp.remember('retry', gen_random_uuid()::text);
select pg_temp.remember('retry_report', (public.submit_assessment(pg_temp.answers(3), pg_temp.id('retry')::uuid,
  '{"arch_2": {"note": "First"}}')).id::text);
select is((public.submit_assessment(pg_temp.answers(3), pg_temp.id('retry')::uuid,
           '{"arch_2": {"note": "Second"}, "arch_3": {"note": "More"}}')).id::text,
  pg_temp.id('retry_report'), 'a retry returns the first report');
select results_eq(
  $$select question_id, note from public.answer_notes where report_id = pg_temp.id('retry_report')::uuid$$,
  $$values ('arch_2', 'First')$$,
  'and neither adds nor changes its notes');
select is((public.submit_assessment(pg_temp.answers(3), pg_temp.id('retry')::uuid, '"not notes"')).id::text,
  pg_temp.id('retry_report'), 'a retry is not even checked again (as its answers are not)');


-- ---------------------------------------------------------------- invalid notes refuse the whole submission
create function pg_temp.refuses(notes text, message text, description text) returns setof text language plpgsql as $$
declare
  v_before bigint := pg_temp.reports_of('anna');
begin
  return next throws_ok(
    format('select public.submit_assessment(pg_temp.answers(1), gen_random_uuid(), %L::json)', notes),
    '22023', message, description);
  return next is(pg_temp.reports_of('anna'), v_before, description || ': no report stored');
end;
$$;

select pg_temp.refuses('[{"note": "x"}]',
  'notes must be a JSON object mapping question ids to {note, links, share_with_team} (got array).',
  'notes that are not an object');
select pg_temp.refuses('{"arch_1": {"note": "a"}, "arch_1": {"note": "b"}}',
  'Each question may have one note; more than one for: arch_1.', 'two notes for one question');
select pg_temp.refuses('{"arch_9": {"note": "a"}, "nope": {"note": "b"}, "arch_1": {"note": "c"}}',
  'Notes for unknown question id(s): arch_9, nope.', 'notes on questions that do not exist');
select pg_temp.refuses('{"arch_1": "just text", "arch_2": null, "arch_3": {"note": "fine"}}',
  'Each note must be an object {note, links, share_with_team}; not an object: arch_1 (string), arch_2 (null).',
  'a note that is not an object');
select pg_temp.refuses('{"arch_1": {"note": "a", "author": "me", "links": []}}',
  'A note has only note, links and share_with_team; unknown: arch_1.author.', 'a field a note does not have');
select pg_temp.refuses('{"arch_1": {"note": 42}, "arch_2": {"note": null}}',
  'A note''s note must be text; not text on: arch_1, arch_2.', 'a note''s text that is not text');
select pg_temp.refuses('{"arch_1": {"links": "https://example.com"}, "arch_2": {"links": ["https://example.com", 7]}}',
  'A note''s links must be a list of URLs given as strings; not so on: arch_1, arch_2.', 'links that are not a list of strings');
select pg_temp.refuses('{"arch_1": {"note": "a", "share_with_team": "yes"}}',
  'A note''s share_with_team must be true or false; not so on: arch_1.', 'share_with_team that is not a boolean');
select pg_temp.refuses(format('{"arch_1": {"note": "fine"}, "sec_1": {"note": "%s"}}', repeat('x', 1001)),
  'A note is at most 1000 characters; the note on sec_1 has 1001.', 'a note that is too long, after a valid one');
select pg_temp.refuses('{"deploy_1": {"links": ["ftp://files.example.com/a"]}}',
  'Links must be absolute http(s) URLs; on deploy_1 this one is not: ftp://files.example.com/a', 'a link that is not http(s)');
select pg_temp.refuses('{"deploy_1": {"note": "   "}}',
  'A note needs text or a link; the one on deploy_1 has neither (delete it instead).', 'an empty note');
select pg_temp.refuses('{"deploy_1": {"note": "Mine", "share_with_team": true}}',
  'Only notes on a team answer can be shared with the team; deploy_1 is on a personal report.',
  'sharing a note of a personal report');


-- ---------------------------------------------------------------- the limits, on the owner's own writes
create function pg_temp.write(note text, links text[]) returns text language sql as $$
  insert into public.answer_notes (report_id, user_id, question_id, note, links)
  values (pg_temp.id('anna_plain')::uuid, pg_temp.id('anna')::uuid, 'scal_5', note, links)
  on conflict (report_id, question_id) do update set note = excluded.note, links = excluded.links
  returning note || ' ' || cardinality(links)
$$;
select is(pg_temp.write(repeat('é', 1000), '{}'), repeat('é', 1000) || ' 0', 'a note of 1000 characters (not bytes)');
select throws_ok($$select pg_temp.write(repeat('é', 1001), '{}')$$, '22023',
  'A note is at most 1000 characters; the note on scal_5 has 1001.', 'not 1001');
select is(pg_temp.write('', array_fill('https://example.com/'::text, array[5])), ' 5', 'five links and no text');
select throws_ok($$select pg_temp.write('', array_fill('https://example.com/'::text, array[6]))$$, '22023',
  'At most 5 links per note; the note on scal_5 has 6.', 'not six');
select is(pg_temp.write('x', array['https://example.com/' || repeat('a', 480)]), 'x 1', 'a link of 500 characters');
select throws_ok($$select pg_temp.write('x', array['https://example.com/' || repeat('a', 481)])$$, '22023',
  'A link is at most 500 characters; one on scal_5 has 501.', 'not 501');
select throws_ok($$select pg_temp.write('x', array['https://example.com', null])$$, '22023',
  'The links on scal_5 include a missing one (null).', 'a missing link in the list');
select throws_ok($$select pg_temp.write('x', array[array['https://a.example.com'], array['https://b.example.com']])$$, '22023',
  'The links on scal_5 must be a list of URLs, not a nested list.', 'a nested list of links');
select is(pg_temp.write('x', array['HTTPS://Example.COM', 'http://localhost:3000/a/b?c=d&e=f#g', 'https://[::1]:8443/x',
                                   'https://user@example.com/ä']), 'x 4',
  'absolute http(s) URLs in any case, with port, query, fragment, IPv6 host, user or non-ASCII path');
-- The candidates that are not refused (each tried on its own).
create function pg_temp.accepted_links(candidates text[]) returns text[] language plpgsql as $$
declare
  l text;
  accepted text[] := '{}';
begin
  foreach l in array candidates loop
    begin
      perform pg_temp.write('x', array[l]);
      accepted := accepted || l;
    exception when sqlstate '22023' then
      null;
    end;
  end loop;
  return accepted;
end;
$$;
select is(
  pg_temp.accepted_links(array[
    'ftp://example.com', 'javascript:alert(1)', 'https://', 'https:///path', 'https://exa mple.com', 'example.com',
    '/relative/path', ' https://example.com', 'https://example.com/ x', E'https://example.com/\n',
    E'https://example.com/\u0007', 'mailto:a@example.com', 'data:text/html,<b>x</b>', 'https//example.com', '']),
  '{}'::text[],
  'a link that is not an absolute http(s) URL is refused: other schemes, no host, spaces, control characters, relative, empty');
select throws_ok($$select pg_temp.write('   ', '{}')$$, '22023',
  'A note needs text or a link; the one on scal_5 has neither (delete it instead).', 'a row with neither text nor a link');
select throws_ok(
  $$update public.answer_notes set share_with_team = true where report_id = pg_temp.id('anna_report')::uuid and question_id = 'arch_1'$$,
  '22023', 'Only notes on a team answer can be shared with the team; arch_1 is on a personal report.',
  'a personal report''s note cannot be shared');
-- (For a client, RLS refuses a question the report did not answer first; see below.)
select pg_temp.as_superuser();
select throws_ok(
  $$insert into public.answer_notes (report_id, user_id, question_id, note) values (pg_temp.id('anna_plain')::uuid, pg_temp.id('anna')::uuid, 'arch_6', 'x')$$,
  '23514', null, 'question ids follow the question bank''s pattern, even for an operator');

-- updated_at moves with a change; created_at stays.
select pg_temp.as_superuser();
update public.answer_notes set created_at = now() - interval '1 day', updated_at = now() - interval '1 day'
 where report_id = pg_temp.id('anna_report')::uuid and question_id = 'arch_1';
select pg_temp.as_user('anna');
update public.answer_notes set note = 'See the ADR, and the runbook' where report_id = pg_temp.id('anna_report')::uuid and question_id = 'arch_1';
select ok((select updated_at = now() and created_at < now() from public.answer_notes
            where report_id = pg_temp.id('anna_report')::uuid and question_id = 'arch_1'),
  'an edit sets updated_at and keeps created_at');
select throws_ok(
  $$update public.answer_notes set created_at = now() where report_id = pg_temp.id('anna_report')::uuid$$,
  '42501', null, 'the times are not the client''s to write');


-- ---------------------------------------------------------------- owner only
-- A report answering one question only (as operators could store): a note goes on an answered question.
select pg_temp.as_superuser();
insert into public.reports (id, user_id, submission_id, answers, overall_score, category_scores) values
  ('00000000-0000-4000-8000-0000001300f0', pg_temp.id('anna')::uuid, gen_random_uuid(), '{"arch_1": "panic"}', 0,
   '{"architecture": 0}');
select pg_temp.as_user('anna');
select lives_ok(
  $$insert into public.answer_notes (report_id, user_id, question_id, note) values ('00000000-0000-4000-8000-0000001300f0', pg_temp.id('anna')::uuid,
    'arch_1', 'Answered')$$,
  'a note on a question the report answered');
select throws_ok(
  $$insert into public.answer_notes (report_id, user_id, question_id, note) values ('00000000-0000-4000-8000-0000001300f0', pg_temp.id('anna')::uuid,
    'arch_2', 'Not answered')$$,
  '42501', null, 'not on a question it did not answer');
select throws_ok(
  $$update public.answer_notes set question_id = 'arch_2' where report_id = '00000000-0000-4000-8000-0000001300f0'$$,
  '42501', null, 'nor moved there');
select throws_ok(
  $$insert into public.answer_notes (report_id, user_id, question_id, note) values (pg_temp.id('anna_plain')::uuid, pg_temp.id('bo')::uuid, 'arch_1', 'x')$$,
  '42501', null, 'the owner cannot write a note in someone else''s name');

select pg_temp.as_user('bo');
select pg_temp.remember('bo_report', (public.submit_assessment(pg_temp.answers(0), gen_random_uuid(),
  '{"arch_1": {"note": "Bo''s own"}}')).id::text);
select results_eq($$select note from public.answer_notes$$, $$values ('Bo''s own')$$,
  'another person reads only their own notes, none of the owner''s');
select is_empty($$select 1 from public.answer_notes where report_id = pg_temp.id('anna_report')::uuid$$,
  'not even asked for by report');
select throws_ok(
  $$insert into public.answer_notes (report_id, user_id, question_id, note) values (pg_temp.id('anna_report')::uuid, pg_temp.id('bo')::uuid, 'arch_4',
    'mine now')$$,
  '42501', null, 'cannot add a note to someone else''s report, even in their own name');
select throws_ok(
  $$insert into public.answer_notes (report_id, user_id, question_id, note) values (pg_temp.id('anna_report')::uuid, pg_temp.id('anna')::uuid,
    'arch_4', 'forged')$$,
  '42501', null, 'nor in the owner''s name');
update public.answer_notes set note = 'changed' where report_id = pg_temp.id('anna_report')::uuid;
delete from public.answer_notes where report_id = pg_temp.id('anna_report')::uuid;
select throws_ok(
  $$update public.answer_notes set report_id = pg_temp.id('anna_report')::uuid where report_id = pg_temp.id('bo_report')::uuid$$,
  '42501', null, 'cannot move their own note onto someone else''s report');
select pg_temp.as_superuser();
select results_eq(
  $$select question_id, note from public.answer_notes where report_id = pg_temp.id('anna_report')::uuid order by question_id$$,
  $$values ('arch_1', 'See the ADR, and the runbook'), ('deploy_3', ''), ('sec_2', 'Rotated by the platform team')$$,
  'another person''s update and delete touched none of the owner''s notes');

set local role anon;
select set_config('request.jwt.claims', '{"role": "anon"}', true);
select throws_ok($$select count(*) from public.answer_notes$$, '42501', null, 'anon cannot read notes');
select throws_ok(
  $$insert into public.answer_notes (report_id, user_id, question_id, note) values (gen_random_uuid(), gen_random_uuid(), 'arch_1', 'x')$$,
  '42501', null, 'nor write them');
select throws_ok($$select * from public.get_team_round_notes(gen_random_uuid())$$, '42501', null,
  'nor call get_team_round_notes');
select pg_temp.as_superuser();

select pg_temp.as_user('anna');
select is((select count(*)::int from public.answer_notes where report_id = pg_temp.id('anna_report')::uuid), 3,
  'the owner still reads hers');
delete from public.answer_notes where report_id = '00000000-0000-4000-8000-0000001300f0';
select is(pg_temp.notes_of('00000000-0000-4000-8000-0000001300f0'), 0::bigint, 'and may delete them');


-- ---------------------------------------------------------------- two-factor
-- Eve's note, then a verified factor: at aal1 she reads and writes nothing, at aal2 all.
select pg_temp.as_user('eve');
select pg_temp.remember('eve_report', (public.submit_assessment(pg_temp.answers(1), gen_random_uuid(),
  '{"arch_1": {"note": "Eve''s"}}')).id::text);
select pg_temp.as_superuser();
insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
values (pg_temp.id('eve')::uuid, 'Phone', 'totp', 'verified', 'JBSWY3DPEHPK3PXP');
select pg_temp.as_user('eve');
select is((select count(*)::int from public.answer_notes), 0, 'two-factor: at aal1 her notes are not visible');
select throws_ok(
  $$insert into public.answer_notes (report_id, user_id, question_id, note) values (pg_temp.id('eve_report')::uuid, pg_temp.id('eve')::uuid, 'arch_2', 'x')$$,
  '42501', null, 'two-factor: nor can she add one');
select throws_ok($$select public.submit_assessment(pg_temp.answers(1), gen_random_uuid(), '{"arch_1": {"note": "x"}}')$$,
  '42501', 'This account uses two-factor authentication: verify a code to continue.',
  'two-factor: nor submit notes');
select throws_ok($$select * from public.get_team_round_notes(gen_random_uuid())$$,
  '42501', 'This account uses two-factor authentication: verify a code to continue.',
  'two-factor: nor read a team''s notes');
select set_config('request.jwt.claims',
  json_build_object('sub', pg_temp.id('eve'), 'role', 'authenticated', 'aal', 'aal2')::text, true);
select is((select note from public.answer_notes), 'Eve''s', 'two-factor: at aal2 she reads them');


-- ---------------------------------------------------------------- a team round
select pg_temp.as_user('anna');
select pg_temp.remember('team', (public.create_team('Payments platform')).id::text);
select pg_temp.remember('token', (public.create_team_invitation(pg_temp.id('team')::uuid)).token);
select pg_temp.as_user('bo');
select public.accept_team_invitation(pg_temp.id('token'));
select pg_temp.as_user('cy');
select public.accept_team_invitation(pg_temp.id('token'));

-- Invalid notes refuse the team answer whole: no report, no link to the round, no notes.
select throws_ok(
  $$select public.submit_team_assessment(pg_temp.id('team')::uuid, pg_temp.answers(2), gen_random_uuid(), null,
      '{"arch_1": {"note": "ok", "share_with_team": true}, "arch_2": {"links": ["not a url"]}}')$$,
  '22023', 'Links must be absolute http(s) URLs; on arch_2 this one is not: not a url',
  'a team answer with an invalid note is refused');
select is(pg_temp.reports_of('cy'), 0::bigint, 'and nothing of it is stored');
select is((((public.get_team(pg_temp.id('team')::uuid)).team).current_round).answers, 0, 'the round counts no answer');

-- Anna (owner), Bo and Cy answer; each shares some notes and keeps others.
select pg_temp.as_user('anna');
select pg_temp.remember('anna_team', (public.submit_team_assessment(pg_temp.id('team')::uuid, pg_temp.answers(1), gen_random_uuid(), null,
  '{"sec_1": {"note": "Zebra: rotation is manual", "share_with_team": true},
    "arch_1": {"note": "Private to Anna"},
    "deploy_1": {"links": ["https://ci.example.com/pipelines"], "share_with_team": true}}')).id::text);
select pg_temp.as_user('bo');
select pg_temp.remember('bo_submission', gen_random_uuid()::text);
select pg_temp.remember('bo_team', (public.submit_team_assessment(pg_temp.id('team')::uuid, pg_temp.answers(3),
  pg_temp.id('bo_submission')::uuid, 1,
  '{"sec_1": {"note": "Alpha: we use a vault", "links": ["https://vault.example.com"], "share_with_team": true},
    "arch_1": {"note": "Bo keeps this", "share_with_team": false}}')).id::text);
select is((public.submit_team_assessment(pg_temp.id('team')::uuid, pg_temp.answers(0), pg_temp.id('bo_submission')::uuid, 1,
           '{"scal_1": {"note": "Sneaked in", "share_with_team": true}}')).id::text,
  pg_temp.id('bo_team'), 'a retried team answer returns its report');
select is(pg_temp.notes_of(pg_temp.id('bo_team')), 2::bigint, 'and adds no note');
select pg_temp.as_user('cy');
select pg_temp.remember('cy_team', (public.submit_team_assessment(pg_temp.id('team')::uuid, pg_temp.answers(2), gen_random_uuid(), null,
  '{"arch_1": {"note": "Modules are clear", "share_with_team": true}}')).id::text);

select is_empty($$select * from public.get_team_round_notes(pg_temp.id('team')::uuid)$$,
  'while the round is open, no shared note is shown (its report is not visible)');

select pg_temp.as_user('anna');
select public.close_team_round(pg_temp.id('team')::uuid);

select pg_temp.as_user('cy');
select results_eq(
  $$select question_id, note, links from public.get_team_round_notes(pg_temp.id('team')::uuid)$$,
  $$values ('arch_1', 'Modules are clear', '{}'::text[]),
           ('deploy_1', '', array['https://ci.example.com/pipelines']),
           ('sec_1', 'Alpha: we use a vault', array['https://vault.example.com']),
           ('sec_1', 'Zebra: rotation is manual', '{}'::text[])$$,
  'closed with its minimum: the shared notes, in the product''s order of questions and then by text; none kept private');
select results_eq(
  $$select question_id, note from public.get_team_round_notes(pg_temp.id('team')::uuid, 1)$$,
  $$select question_id, note from public.get_team_round_notes(pg_temp.id('team')::uuid)$$,
  'round 1 asked for by number: the same');
select is(
  (select array_agg(a order by a) from pg_proc p cross join unnest(p.proargnames) a
    where p.oid = 'public.get_team_round_notes(uuid,integer)'::regprocedure and a not in ('team_id', 'round_number')),
  array['links', 'note', 'question_id'],
  'a shared note carries its question, text and links: no author, report, option or time');
create function pg_temp.leaks(value text) returns text[] language sql stable security definer as $$
  select array_agg(v) from ids
   where k in ('anna', 'bo', 'cy', 'anna_team', 'bo_team', 'cy_team', 'bo_submission') and value like '%' || v || '%'
$$;
grant execute on function pg_temp.leaks(text) to authenticated;
select is(pg_temp.leaks((select json_agg(n)::text from public.get_team_round_notes(pg_temp.id('team')::uuid) n)), null,
  'nothing in the answer names a member, their report or submission');
select is(
  (select count(*)::int from public.answer_notes), 1,
  'a member still reads only their own notes in the table');

select pg_temp.as_user('bo');
select is((select count(*)::int from public.get_team_round_notes(pg_temp.id('team')::uuid)), 4, 'every member sees the same notes');
select pg_temp.as_user('di');
select is_empty($$select * from public.get_team_round_notes(pg_temp.id('team')::uuid)$$, 'someone outside the team sees none');
select is_empty($$select * from public.get_team_round_notes(gen_random_uuid())$$, 'an unknown team: none');
select is_empty($$select * from public.get_team_round_notes(null)$$, 'no team: none');
select set_config('request.jwt.claims', '', true);
select throws_ok($$select * from public.get_team_round_notes(pg_temp.id('team')::uuid)$$, '42501',
  'You must be signed in to see a team''s notes.', 'a session without a user is refused, as get_team_report''s');

-- Live: a member who stops sharing takes the note away; one who edits it changes it.
select pg_temp.as_user('bo');
update public.answer_notes set share_with_team = false where report_id = pg_temp.id('bo_team')::uuid and question_id = 'sec_1';
select pg_temp.as_user('cy');
update public.answer_notes set note = 'Modules are mostly clear' where report_id = pg_temp.id('cy_team')::uuid;
select results_eq(
  $$select question_id, note from public.get_team_round_notes(pg_temp.id('team')::uuid)$$,
  $$values ('arch_1', 'Modules are mostly clear'), ('deploy_1', ''), ('sec_1', 'Zebra: rotation is manual')$$,
  'the notes are read as they are now: unshared is gone, an edit shows');
select pg_temp.as_user('anna');
update public.answer_notes set share_with_team = true where report_id = pg_temp.id('anna_team')::uuid and question_id = 'arch_1';
select results_eq(
  $$select note from public.get_team_round_notes(pg_temp.id('team')::uuid) where question_id = 'arch_1'$$,
  $$values ('Modules are mostly clear'), ('Private to Anna')$$,
  'a note of a team answer shared afterwards, on the report, shows too');
select pg_temp.as_user('cy');

-- A member who leaves keeps their shared notes in the closed round (as its figures keep their answer),
-- and stops seeing the team's.
select public.leave_team(pg_temp.id('team')::uuid);
select is_empty($$select * from public.get_team_round_notes(pg_temp.id('team')::uuid)$$, 'a member who left sees none');
select pg_temp.as_user('bo');
select is((select count(*)::int from public.get_team_round_notes(pg_temp.id('team')::uuid) where note like 'Modules%'), 1,
  'the notes shared by a member who left stay with the closed round');

-- Round 2 closes below the minimum: nothing, as its report shows nothing.
select pg_temp.as_user('anna');
select public.open_team_round(pg_temp.id('team')::uuid);
select public.submit_team_assessment(pg_temp.id('team')::uuid, pg_temp.answers(2), gen_random_uuid(), null,
  '{"scal_2": {"note": "Alone in round 2", "share_with_team": true}}');
select public.close_team_round(pg_temp.id('team')::uuid);
select is((public.get_team_report(pg_temp.id('team')::uuid)).status, 'not_enough_answers'::public.team_report_status,
  'round 2 closed below its minimum');
select is_empty($$select * from public.get_team_round_notes(pg_temp.id('team')::uuid)$$,
  'so its shared notes are not shown (one answer would name its author)');
select is((select count(*)::int from public.get_team_round_notes(pg_temp.id('team')::uuid, 1)), 4,
  'round 1 still shows its own');
select is_empty($$select * from public.get_team_round_notes(pg_temp.id('team')::uuid, 3)$$, 'a round that does not exist: none');

-- The rule is get_team_report's: for every reader and round, notes exactly when its status is ok.
select pg_temp.as_superuser();
create temporary table visibility (reader text, round_number integer, report_ok boolean, notes_shown boolean);
grant select, insert on visibility to authenticated;
create function pg_temp.fill_visibility() returns void language plpgsql as $$
declare
  who text;
  n integer;
begin
  foreach who in array array['anna', 'bo', 'cy', 'di'] loop
    perform pg_temp.as_user(who);
    foreach n in array array[null, 1, 2, 3] loop
      insert into visibility values (who, n,
        (public.get_team_report(pg_temp.id('team')::uuid, n)).status = 'ok',
        exists (select 1 from public.get_team_round_notes(pg_temp.id('team')::uuid, n)));
    end loop;
  end loop;
  perform pg_temp.as_superuser();
end;
$$;
select pg_temp.fill_visibility();
select is_empty($$select * from visibility where report_ok is distinct from notes_shown$$,
  'for each reader and round, shared notes are shown exactly when get_team_report is ok');
select is((select count(*)::int from visibility where notes_shown), 2, 'here: round 1 for Anna and Bo');

-- The helper is the functions' own: no API role may execute it or the trigger function.
select ok(not has_function_privilege('authenticated', 'private.team_report_round(uuid,integer,uuid)', 'EXECUTE')
          and not has_function_privilege('anon', 'private.team_report_round(uuid,integer,uuid)', 'EXECUTE')
          and not has_function_privilege('authenticated', 'private.answer_notes_check()', 'EXECUTE')
          and not has_function_privilege('authenticated', 'private.store_report(json,uuid,uuid,text,json)', 'EXECUTE'),
  'private.team_report_round, answer_notes_check and store_report are for the database''s own functions only');

-- Deleting a report (here by an operator) or an account deletes its notes.
delete from public.reports where id = pg_temp.id('anna_report')::uuid;
select is(pg_temp.notes_of(pg_temp.id('anna_report')), 0::bigint, 'a deleted report takes its notes');
delete from auth.users where id = pg_temp.id('cy')::uuid;
select is(pg_temp.notes_of(pg_temp.id('cy_team')), 0::bigint, 'a deleted account takes its notes');

select * from finish();
rollback;
