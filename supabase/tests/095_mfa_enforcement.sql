-- Two-factor authentication enforced by the data: the owner of every row and every privileged function,
-- in five sessions. Olivia has a verified TOTP factor:
--   aal1_factor      signed in with the password only (aal1)            -> refused
--   no_aal_factor    a token without an aal claim (read as aal1)        -> refused
--   aal2_factor      after the code (aal2)                              -> allowed
--   aal1_unverified  the factor enrolled but never verified, aal1       -> allowed
--   aal1_no_factor   no factor at all, aal1                             -> allowed
-- "Refused" is: no row visible, no row changed, an insert refused (42501), a function raising 42501 with
-- the hint aal2_required. "Allowed" is: the same answer as at aal2, which is not an error and, for a
-- table, not empty. The subjects come from the catalog, so a new table or function cannot be left out:
-- every table in public the authenticated role holds a privilege on (but app_config, which holds no
-- one's data), with a select, an update of a column it may update and a delete where those are granted;
-- and every security-definer function authenticated may execute (but private.mfa_satisfied, the rule).
-- Each cell runs in a subtransaction that is rolled back, so cells do not affect each other.
begin;
create extension if not exists pgtap with schema extensions;

insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role) values
  ('00000000-0000-4000-8000-0000000000f1', 'olivia@example.com', '{"name": "Olivia Owner", "company": "Acme"}', '{"provider": "email"}',
    'authenticated', 'authenticated'),
  ('00000000-0000-4000-8000-0000000000f2', 'mads@example.com', '{"name": "Mads Member"}', '{"provider": "email"}', 'authenticated', 'authenticated');

create temporary table ids (k text primary key, v text not null);
insert into ids values ('olivia', '00000000-0000-4000-8000-0000000000f1'), ('mads', '00000000-0000-4000-8000-0000000000f2');

-- ---------------------------------------------------------------- Olivia's data, made through the API
-- (before she enrols the factor, so at aal1)
create function pg_temp.as_user(uid text) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('sub', uid, 'role', 'authenticated', 'aal', 'aal1')::text, true)
$$;
create function pg_temp.answers(pos integer) returns json language sql stable as $$
  select json_object_agg(question_id, option_key) from private.question_options where position = pos
$$;
create function pg_temp.id(key text) returns text language sql stable as $$
  select v from ids where k = key
$$;

select pg_temp.as_user(pg_temp.id('olivia'));
insert into ids select 'report',
  (private.submit_assessment(pg_temp.answers(1), gen_random_uuid(), '{"arch_1": {"note": "Why so"}}')).id;
insert into public.plan_items (user_id, question_id, option_key, status) values (pg_temp.id('olivia')::uuid, 'arch_1', 'tricky', 'planned');
insert into public.reminder_settings (user_id, cadence) values (pg_temp.id('olivia')::uuid, 'quarterly');
-- Team A: Olivia owns it, round 1 open, one invitation, Mads a member.
insert into ids select 'team_a', (private.create_team('Payments platform')).id;
insert into ids select 'invitation_a',
  to_jsonb(private.create_team_invitation(pg_temp.id('team_a')::uuid, 'All', 7))::text;
insert into ids select 'token_a', pg_temp.id('invitation_a')::jsonb ->> 'token';
insert into ids select 'invitation_a_id', pg_temp.id('invitation_a')::jsonb #>> '{invitation,id}';
-- Team B: Olivia answered round 1, then closed it.
insert into ids select 'team_b', (private.create_team('Billing')).id;
select private.submit_team_assessment(pg_temp.id('team_b')::uuid, pg_temp.answers(2), gen_random_uuid(), null);
select private.close_team_round(pg_temp.id('team_b')::uuid);
insert into ids select 'link',
  to_jsonb(private.create_share_link(pg_temp.id('report')::uuid, 'Board', null, false, false))::text;
insert into ids select 'link_token', pg_temp.id('link')::jsonb ->> 'token';
insert into ids select 'link_id', pg_temp.id('link')::jsonb #>> '{link,id}';
-- Team C: Mads owns it, Olivia a member.
insert into public.team_reminder_settings (team_id, cadence) values (pg_temp.id('team_a')::uuid, 'quarterly');
select pg_temp.as_user(pg_temp.id('mads'));
select private.accept_team_invitation(pg_temp.id('token_a'));
insert into ids select 'team_c', (private.create_team('Search')).id;
insert into ids select 'token_c', (private.create_team_invitation(pg_temp.id('team_c')::uuid, null, 7)).token;
select pg_temp.as_user(pg_temp.id('olivia'));
select private.accept_team_invitation(pg_temp.id('token_c'));
insert into ids select 'mads_member', m ->> 'member_id'
  from jsonb_array_elements(to_jsonb(private.get_team(pg_temp.id('team_a')::uuid)) -> 'members') m where m ->> 'display_name' = 'Mads Member';
select set_config('request.jwt.claims', '', true);

-- Olivia enrols and verifies a TOTP factor.
insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
values (pg_temp.id('olivia')::uuid, 'Phone', 'totp', 'verified', 'JBSWY3DPEHPK3PXP');

-- ---------------------------------------------------------------- the sessions and one cell
create temporary table sessions (name text primary key, aal text, factor text, refused boolean not null, ord integer not null);
insert into sessions values
  ('aal1_factor', 'aal1', 'verified', true, 1),
  ('no_aal_factor', null, 'verified', true, 2),
  ('aal2_factor', 'aal2', 'verified', false, 3),
  ('aal1_unverified', 'aal1', 'unverified', false, 4),
  ('aal1_no_factor', 'aal1', null, false, 5);

-- {key} in a statement becomes that id (filled in before the role changes: the API roles cannot read
-- this file's temporary tables, nor the question bank).
insert into ids select 'answers' || p, pg_temp.answers(p)::text from generate_series(0, 3) p;
create function pg_temp.fill(stmt text) returns text language plpgsql stable as $$
declare
  r record;
begin
  for r in select k, v from ids loop
    stmt := replace(stmt, '{' || r.k || '}', r.v);
  end loop;
  return stmt;
end;
$$;

-- Runs `stmt` as Olivia in `session` and undoes it. A statement starting with "select" returns its one
-- value as text ('null' for NULL); any other returns 'ok:' and the number of rows it touched; an error
-- returns its SQLSTATE and, after a colon, its hint if it has one.
create function pg_temp.attempt(session text, stmt text) returns text language plpgsql as $$
declare
  s sessions;
  v_value text;
  v_rows bigint;
  v_state text;
  v_hint text;
  v_result text;
  v_stmt text := pg_temp.fill(stmt);
begin
  select * into s from sessions where name = session;
  begin
    if s.factor is null then
      delete from auth.mfa_factors where user_id = pg_temp.id('olivia')::uuid;
    else
      update auth.mfa_factors set status = s.factor where user_id = pg_temp.id('olivia')::uuid;
    end if;
    perform set_config('request.jwt.claims',
      jsonb_strip_nulls(jsonb_build_object('sub', pg_temp.id('olivia'), 'role', 'authenticated', 'aal', s.aal))::text, true);
    perform set_config('role', 'authenticated', true);
    if stmt ~* '^\s*select' then
      execute v_stmt into v_value;
      v_result := coalesce(v_value, 'null');
    else
      execute v_stmt;
      get diagnostics v_rows = row_count;
      v_result := 'ok:' || v_rows;
    end if;
    raise exception using errcode = 'MF000', message = 'undo the cell';
  exception
    when sqlstate 'MF000' then null;
    when others then
      get stacked diagnostics v_state = returned_sqlstate, v_hint = pg_exception_hint;
      v_result := v_state || coalesce(':' || nullif(v_hint, ''), '');
  end;
  return v_result;
end;
$$;

-- ---------------------------------------------------------------- the subjects
-- The personal-data tables, from the catalog.
create temporary table personal_tables as
  select c.oid::regclass as rel, format('%I.%I', n.nspname, c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind in ('r', 'p')
     and c.relname <> 'app_config'
     and (has_any_column_privilege('authenticated', c.oid, 'SELECT, INSERT, UPDATE, REFERENCES')
          or has_table_privilege('authenticated', c.oid, 'DELETE, TRUNCATE, TRIGGER'));

-- An insert cannot be made up from the catalog: one per table that grants it, written out.
create temporary table inserts (rel regclass primary key, stmt text not null);
insert into inserts values
  ('public.plan_items', $$insert into public.plan_items (user_id, question_id, option_key, status) values ('{olivia}', 'sec_5', 'best_practices', 'planned')$$),
  ('public.answer_notes', $$insert into public.answer_notes (report_id, user_id, question_id, note) values ('{report}', '{olivia}', 'sec_5', 'Runbook')$$),
  ('public.reminder_settings', $$insert into public.reminder_settings (user_id, cadence) values ('{olivia}',
    'yearly') on conflict (user_id) do update set cadence = excluded.cadence$$),
  ('public.team_reminder_settings', $$insert into public.team_reminder_settings (team_id, cadence) values ('{team_a}',
    'yearly') on conflict (team_id) do update set cadence = excluded.cadence$$);

-- kind: 'read' (a count: refused is 0, allowed more), 'write' (refused touches 0 rows, or is refused
-- with 42501 for an insert), 'call' (refused raises 42501 aal2_required), 'open' (a function the rule
-- deliberately does not apply to: every session is answered alike).
create temporary table matrix (ord serial primary key, subject text not null, kind text not null, stmt text not null);
insert into matrix (subject, kind, stmt)
select t.name || ': select', 'read', format('select count(*) from %s', t.name)
  from personal_tables t where has_any_column_privilege('authenticated', t.rel, 'SELECT')
union all
select t.name || ': update', 'write',
       format('update %s set %2$I = %2$I', t.name,
              (select a.attname from pg_attribute a
                where a.attrelid = t.rel and a.attnum > 0 and not a.attisdropped
                  and has_column_privilege('authenticated', t.rel, a.attnum, 'UPDATE')
                order by a.attnum limit 1))
  from personal_tables t where has_any_column_privilege('authenticated', t.rel, 'UPDATE')
union all
select t.name || ': delete', 'write', format('delete from %s', t.name)
  from personal_tables t where has_table_privilege('authenticated', t.rel, 'DELETE')
union all
select t.name || ': insert', 'write', i.stmt
  from inserts i join personal_tables t on t.rel = i.rel;

-- One call per function that makes it do its work for Olivia (each answer reduced to a field that is
-- the same in every session that is allowed).
create temporary table calls (fn regprocedure primary key, kind text not null, stmt text not null);
insert into calls values
  ('private.submit_assessment(json,uuid,json)', 'call', $$select (private.submit_assessment('{answers0}'::json, gen_random_uuid())).overall_score$$),
  ('private.get_report(text)', 'call', $$select (private.get_report('{report}')).status$$),
  ('private.create_team(text)', 'call', $$select (private.create_team('Another')).name$$),
  ('private.delete_team(uuid)', 'call', $$select private.delete_team('{team_a}')$$),
  ('private.set_team_min_answers(uuid,integer)', 'call', $$select (private.set_team_min_answers('{team_a}', 5)).name$$),
  ('private.create_mailed_team_invitation(uuid,text,text,integer)', 'call', $$select ((private.create_mailed_team_invitation('{team_a}',
    'guest@example.com', null, 7)).invitation).status$$),
  ('private.create_team_invitation(uuid,text,integer)', 'call', $$select ((private.create_team_invitation('{team_a}', 'New', 7)).invitation).status$$),
  ('private.revoke_team_invitation(uuid)', 'call', $$select (private.revoke_team_invitation('{invitation_a_id}')).status$$),
  ('private.accept_team_invitation(text)', 'call', $$select (private.accept_team_invitation('{token_a}')).joined$$),
  ('private.remove_team_member(uuid,uuid)', 'call', $$select private.remove_team_member('{team_a}', '{mads_member}')$$),
  ('private.leave_team(uuid)', 'call', $$select private.leave_team('{team_c}')$$),
  ('private.close_team_round(uuid)', 'call', $$select (private.close_team_round('{team_a}')).status$$),
  ('private.open_team_round(uuid)', 'call', $$select (private.open_team_round('{team_b}')).number$$),
  ('private.submit_team_assessment(uuid,json,uuid,integer,json)', 'call', $$select (private.submit_team_assessment('{team_a}', '{answers3}'::json,
    gen_random_uuid(), null)).overall_score$$),
  ('private.list_my_teams()', 'call', $$select count(*) from private.list_my_teams()$$),
  ('private.get_team(uuid)', 'call', $$select (private.get_team('{team_a}')).status$$),
  ('private.get_team_report(uuid,integer)', 'call', $$select (private.get_team_report('{team_b}', 1)).status$$),
  ('private.get_team_round_notes(uuid,integer)', 'call', $$select count(*) from private.get_team_round_notes('{team_b}', 1)$$),
  ('private.get_team_history(uuid)', 'call', $$select (private.get_team_history('{team_b}')).status$$),
  ('private.get_report_benchmark(text)', 'call', $$select (private.get_report_benchmark('{report}')).status$$),
  ('private.create_share_link(uuid,text,timestamp with time zone,boolean,boolean)', 'call', $$select ((private.create_share_link('{report}', 'New',
    null, false, false)).link).status$$),
  ('private.revoke_share_link(uuid)', 'call', $$select (private.revoke_share_link('{link_id}')).status$$),
  ('private.list_share_links(uuid)', 'call', $$select cardinality((private.list_share_links('{report}')).links)$$),
  -- Not subject to the rule (see 20261125000002_mfa_on_personal_data.sql): a share token opens its
  -- report to whoever holds it, account or not; a contact message may be sent by anyone.
  ('private.get_shared_report(text)', 'open', $$select (private.get_shared_report('{link_token}')).status$$),
  -- An invitation token says what it is to anyone holding it (20261126000002_invitation_preview.sql).
  ('private.preview_team_invitation(text)', 'open', $$select (private.preview_team_invitation('{token_a}')).system_name$$),
  -- A reminder e-mail's unsubscribe token is the whole of its permission (20261129000003_reassessment_reminders.sql).
  ('private.unsubscribe_reminders(text)', 'open', $$select (private.unsubscribe_reminders('rmd_unknown')).status$$),
  ('private.send_contact_message(text,text,text)', 'open', $$select private.send_contact_message('Olivia', 'olivia@example.com', 'Hello') is null$$);
insert into matrix (subject, kind, stmt) select c.fn::text, c.kind, c.stmt from calls c order by c.fn::text;

create temporary table outcomes as
  select m.ord, m.subject, m.kind, s.name as session, s.refused, pg_temp.attempt(s.name, m.stmt) as outcome
    from matrix m cross join sessions s;

select plan(3 + (select count(*)::int from outcomes) + 4);

-- ---------------------------------------------------------------- nothing left out
select is_empty(
  $$select t.name from personal_tables t
     where has_any_column_privilege('authenticated', t.rel, 'INSERT') and t.rel not in (select rel from inserts)$$,
  'every personal-data table a client may insert into has an insert in the matrix');
select set_eq(
  $$select p.oid::regprocedure::text from pg_proc p
     where p.prosecdef and has_function_privilege('authenticated', p.oid, 'EXECUTE')
       and p.oid <> 'private.mfa_satisfied()'::regprocedure
       and p.pronamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)$$,
  $$select fn::text from calls$$,
  'every security-definer function authenticated may execute has a call in the matrix');
select set_eq(
  $$select name from personal_tables$$,
  $$values ('public.profiles'), ('public.reports'), ('public.plan_items'), ('public.teams'), ('public.team_members'),
           ('public.team_invitations'), ('public.team_rounds'), ('public.team_round_reports'), ('public.report_share_links'),
           ('public.answer_notes'), ('public.reminder_settings'), ('public.team_reminder_settings')$$,
  'the personal-data tables are the ones the migrations made (a new one joins this list and the matrix on its own)');

-- ---------------------------------------------------------------- the matrix
-- The allowed answer is the one at aal2; it must be a real answer (no error, something to see or do).
create temporary table allowed as
  select o.ord, o.outcome from outcomes o where o.session = 'aal2_factor';

select case
  when o.kind = 'open' or not o.refused then
    ok(o.outcome = a.outcome
         and o.outcome !~ '^[0-9A-Z]{5}(:|$)'
         and case o.kind when 'read' then o.outcome::bigint > 0
                         when 'write' then o.outcome ~ '^ok:[1-9]'
                         else true end,
       format('%s in %s: allowed (%s; at aal2: %s)', o.subject, o.session, o.outcome, a.outcome))
  when o.kind = 'read' then
    is(o.outcome, '0', format('%s in %s: no row visible', o.subject, o.session))
  when o.kind = 'write' and o.subject like '%: insert' then
    is(o.outcome, '42501', format('%s in %s: refused', o.subject, o.session))
  when o.kind = 'write' then
    is(o.outcome, 'ok:0', format('%s in %s: no row changed', o.subject, o.session))
  else
    is(o.outcome, '42501:aal2_required', format('%s in %s: refused with aal2_required', o.subject, o.session))
  end
  from outcomes o join allowed a on a.ord = o.ord
 order by o.ord, (select s.ord from sessions s where s.name = o.session);

-- ---------------------------------------------------------------- around the rule
-- The rule is about the caller only: Mads (no factor) at aal1 is served in a team whose owner has one.
select pg_temp.as_user(pg_temp.id('mads'));
select is((private.get_team(pg_temp.id('team_a')::uuid)).status, 'ok',
  'a member without a factor is served at aal1 in a team whose owner has one');
-- Anonymous callers of get_report have no user id: their answers are as before.
select set_config('test.report', pg_temp.id('report'), true);
select set_config('request.jwt.claims', '{"role": "anon"}', true);
set local role anon;
select is((private.get_report(current_setting('test.report'))).status, 'forbidden', 'anon: get_report answers forbidden for a real report');
select is((private.get_report('not-a-uuid')).status, 'not_found', 'anon: get_report answers not_found for a malformed id');
reset role;
-- The refusal carries the message the apps can show.
select throws_ok(
  format($$select set_config('request.jwt.claims', '{"sub": "%s", "role": "authenticated", "aal": "aal1"}', true), private.list_my_teams()$$,
         pg_temp.id('olivia')),
  '42501', 'This account uses two-factor authentication: verify a code to continue.',
  'the refusal says why');

select * from finish();
rollback;
