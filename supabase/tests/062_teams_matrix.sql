-- Who may do what, as a matrix: every new table x every actor x select/insert/update/delete, and every
-- new function x every actor. Actors: the team's owner, a member, a former (removed) member, an
-- outsider, anon and service_role. Each cell runs in a subtransaction that is rolled back, so cells
-- do not affect each other; a cell's outcome is the value it returns ('ok:N' rows for a write) or the
-- SQLSTATE it raised.
begin;
create extension if not exists pgtap with schema extensions;

-- The benchmark counts only this file's people (a local seed may have added synthetic ones).
delete from private.benchmark_latest where synthetic;
select private.benchmark_recount();

insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role) values
  ('00000000-0000-4000-8000-0000000000a1', 'olivia@example.com', '{"name": "Olivia Owner"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('00000000-0000-4000-8000-0000000000a2', 'mads@example.com', '{"name": "Mads Member"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('00000000-0000-4000-8000-0000000000a3', 'frida@example.com', '{"name": "Frida Former"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('00000000-0000-4000-8000-0000000000a4', 'xavier@example.com', '{"name": "Xavier Outsider"}', '{"provider": "email"}', 'authenticated', 'authenticated');

create temporary table actors (name text primary key, uid uuid, role text not null, ord integer not null);
insert into actors values
  ('owner', '00000000-0000-4000-8000-0000000000a1', 'authenticated', 1),
  ('member', '00000000-0000-4000-8000-0000000000a2', 'authenticated', 2),
  ('former', '00000000-0000-4000-8000-0000000000a3', 'authenticated', 3),
  ('outsider', '00000000-0000-4000-8000-0000000000a4', 'authenticated', 4),
  ('anon', null, 'anon', 5),
  ('service_role', null, 'service_role', 6);

create function pg_temp.claims(actor text) returns text language sql stable as $$
  select case when a.uid is null then json_build_object('role', a.role)::text
              else json_build_object('sub', a.uid, 'role', a.role)::text end
    from actors a where a.name = actor
$$;

-- Runs `stmt` as `actor` and undoes it. A statement starting with "select" returns its one value as
-- text ('null' for NULL); any other returns 'ok:' and the number of rows it touched; an error returns
-- its SQLSTATE.
create function pg_temp.attempt(actor text, stmt text) returns text language plpgsql as $$
declare
  v_claims text := pg_temp.claims(actor);
  v_role text := (select a.role from actors a where a.name = actor);
  v_value text;
  v_rows bigint;
  v_result text;
begin
  begin
    perform set_config('request.jwt.claims', v_claims, true);
    perform set_config('role', v_role, true);
    if stmt ~* '^\s*select' then
      execute stmt into v_value;
      v_result := coalesce(v_value, 'null');
    else
      execute stmt;
      get diagnostics v_rows = row_count;
      v_result := 'ok:' || v_rows;
    end if;
    raise exception using errcode = 'MX000', message = 'undo the cell';
  exception
    when sqlstate 'MX000' then null;
    when others then v_result := sqlstate;
  end;
  return v_result;
end;
$$;

-- ---------------------------------------------------------------- the team, built through the API
create function pg_temp.as_user(uid text) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('sub', uid, 'role', 'authenticated')::text, true)
$$;
create function pg_temp.answers(pos integer) returns json language sql stable as $$
  select json_object_agg(question_id, option_key) from private.question_options where position = pos
$$;
create temporary table ids (k text primary key, v text not null);

select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
insert into ids select 'team', (private.create_team('Payments platform')).id;
insert into ids select 'invitation',
  to_jsonb(private.create_team_invitation((select v from ids where k = 'team')::uuid, 'All', 7))::text;
insert into ids select 'token', (select v from ids where k = 'invitation')::jsonb ->> 'token';
insert into ids select 'invitation_id', (select v from ids where k = 'invitation')::jsonb #>> '{invitation,id}';
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a2');
select private.accept_team_invitation((select v from ids where k = 'token'));
insert into ids select 'm_report', (private.submit_team_assessment((select v from ids where k = 'team')::uuid, pg_temp.answers(3), gen_random_uuid(), null)).id;
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a3');
select private.accept_team_invitation((select v from ids where k = 'token'));
insert into ids select 'f_report', (private.submit_team_assessment((select v from ids where k = 'team')::uuid, pg_temp.answers(1), gen_random_uuid(), null)).id;
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
insert into ids select 'o_report', (private.submit_team_assessment((select v from ids where k = 'team')::uuid, pg_temp.answers(0), gen_random_uuid(), null)).id;
insert into ids select 'f_member', m.member_id from unnest((private.get_team((select v from ids where k = 'team')::uuid)).members) m where m.display_name = 'Frida Former';
insert into ids select 'm_member', m.member_id from unnest((private.get_team((select v from ids where k = 'team')::uuid)).members) m where m.display_name = 'Mads Member';
select private.remove_team_member((select v from ids where k = 'team')::uuid, (select v from ids where k = 'f_member')::uuid);
insert into ids select 'round', id::text from public.team_rounds where team_id = (select v from ids where k = 'team')::uuid;
insert into ids select 'link',
  to_jsonb(private.create_share_link((select v from ids where k = 'o_report')::uuid, 'Board', null, false, false))::text;
insert into ids select 'link_token', (select v from ids where k = 'link')::jsonb ->> 'token';
insert into ids select 'link_id', (select v from ids where k = 'link')::jsonb #>> '{link,id}';
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a4');
insert into ids select 'x_report', (private.submit_assessment(pg_temp.answers(2), gen_random_uuid())).id;
select set_config('request.jwt.claims', '', true);

-- {key} in a statement becomes that id.
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

-- ---------------------------------------------------------------- the matrix
-- One row per subject and operation; one column per actor: the outcome expected.
create temporary table matrix (
  ord serial primary key,
  subject text not null,
  stmt text not null,
  owner text, member text, former text, outsider text, anon text, service_role text
);
insert into matrix (subject, stmt, owner, member, former, outsider, anon, service_role) values
  -- teams: members read; nobody but service_role writes
  ('teams: select', 'select count(*) from public.teams', '1', '1', '0', '0', '42501', '1'),
  -- owner_id is a user id: only service_role reads it; members learn their role from the functions
  ('teams: select owner_id', 'select count(owner_id) from public.teams', '42501', '42501', '42501', '42501', '42501', '1'),
  ('teams: insert', $$insert into public.teams (name, owner_id) values ('Mine', '00000000-0000-4000-8000-0000000000a4')$$, '42501', '42501', '42501', '42501', '42501', 'ok:1'),
  ('teams: update', $$update public.teams set name = 'Renamed'$$, '42501', '42501', '42501', '42501', '42501', 'ok:1'),
  ('teams: delete', 'delete from public.teams', '42501', '42501', '42501', '42501', '42501', 'ok:1'),
  -- team_members: one's own row only; never another member's user id
  ('team_members: select', 'select count(*) from public.team_members', '1', '1', '0', '0', '42501', '2'),
  ('team_members: select others', $$select count(*) from public.team_members where user_id <> '00000000-0000-4000-8000-0000000000a1'$$, '0', '1', '0', '0', '42501', '1'),
  ('team_members: insert', $$insert into public.team_members (team_id, user_id, role) values ('{team}', '00000000-0000-4000-8000-0000000000a4', 'member')$$, '42501', '42501', '42501', '42501', '42501', 'ok:1'),
  ('team_members: update', $$update public.team_members set role = 'owner'$$, '42501', '42501', '42501', '42501', '42501', '23505'),
  ('team_members: delete', 'delete from public.team_members', '42501', '42501', '42501', '42501', '42501', 'ok:2'),
  -- team_invitations: the owner reads (not the hash); nobody but service_role writes
  ('team_invitations: select', 'select count(id) from public.team_invitations', '1', '0', '0', '0', '42501', '1'),
  ('team_invitations: select token_hash', 'select count(token_hash) from public.team_invitations', '42501', '42501', '42501', '42501', '42501', '1'),
  ('team_invitations: insert', $$insert into public.team_invitations (team_id, token_hash, expires_at) values ('{team}', sha256('x'), now() + interval '1 day')$$, '42501', '42501', '42501', '42501', '42501', 'ok:1'),
  ('team_invitations: update', 'update public.team_invitations set revoked_at = null', '42501', '42501', '42501', '42501', '42501', 'ok:1'),
  ('team_invitations: delete', 'delete from public.team_invitations', '42501', '42501', '42501', '42501', '42501', 'ok:1'),
  -- team_rounds: members read
  ('team_rounds: select', 'select count(*) from public.team_rounds', '1', '1', '0', '0', '42501', '1'),
  ('team_rounds: insert', $$insert into public.team_rounds (team_id, number, closed_at) values ('{team}', 9, now())$$, '42501', '42501', '42501', '42501', '42501', 'ok:1'),
  ('team_rounds: update', 'update public.team_rounds set closed_at = now()', '42501', '42501', '42501', '42501', '42501', 'ok:1'),
  ('team_rounds: delete', 'delete from public.team_rounds', '42501', '42501', '42501', '42501', '42501', 'ok:1'),
  -- team_round_reports: one's own link only, while a member
  ('team_round_reports: select', 'select count(*) from public.team_round_reports', '1', '1', '0', '0', '42501', '2'),
  ('team_round_reports: insert', $$insert into public.team_round_reports (round_id, user_id, report_id) values ('{round}', '00000000-0000-4000-8000-0000000000a4', '{x_report}')$$, '42501', '42501', '42501', '42501', '42501', 'ok:1'),
  ('team_round_reports: update', 'update public.team_round_reports set answered_at = now()', '42501', '42501', '42501', '42501', '42501', 'ok:2'),
  ('team_round_reports: delete', 'delete from public.team_round_reports', '42501', '42501', '42501', '42501', '42501', 'ok:2'),
  -- report_share_links: the report's owner reads (not the hash)
  ('report_share_links: select', 'select count(id) from public.report_share_links', '1', '0', '0', '0', '42501', '1'),
  ('report_share_links: select token_hash', 'select count(token_hash) from public.report_share_links', '42501', '42501', '42501', '42501', '42501', '1'),
  ('report_share_links: insert', $$insert into public.report_share_links (report_id, user_id, token_hash) values ('{x_report}', '00000000-0000-4000-8000-0000000000a4', sha256('y'))$$, '42501', '42501', '42501', '42501', '42501', 'ok:1'),
  ('report_share_links: update', 'update public.report_share_links set revoked_at = null', '42501', '42501', '42501', '42501', '42501', 'ok:1'),
  ('report_share_links: delete', 'delete from public.report_share_links', '42501', '42501', '42501', '42501', '42501', 'ok:1'),
  -- reports: still the owner's alone, whatever team they answered for
  ('reports: select the team''s reports', $$select count(*) from public.reports where id in ('{o_report}', '{m_report}', '{f_report}')$$, '1', '1', '1', '0', '42501', '3'),
  -- the private snapshot and the question bank: nobody through the API
  ('private.benchmark_latest: select', 'select count(*) from private.benchmark_latest', '42501', '42501', '42501', '42501', '42501', '42501'),
  ('private.benchmark_bins: select', 'select count(*) from private.benchmark_bins', '42501', '42501', '42501', '42501', '42501', '42501'),

  -- the team functions
  ('create_team', $$select (public.create_team('New team')).role$$, 'owner', 'owner', 'owner', 'owner', '42501', '42501'),
  ('delete_team', $$select public.delete_team('{team}')::text$$, '', 'PT403', 'PT404', 'PT404', '42501', '42501'),
  ('create_team_invitation', $$select ((public.create_team_invitation('{team}')).invitation).status$$, 'active', 'PT403', 'PT404', 'PT404', '42501', '42501'),
  ('revoke_team_invitation', $$select (public.revoke_team_invitation('{invitation_id}')).status$$, 'revoked', 'PT403', 'PT404', 'PT404', '42501', '42501'),
  ('accept_team_invitation', $$select (public.accept_team_invitation('{token}')).joined$$, 'false', 'false', 'true', 'true', '42501', '42501'),
  ('remove_team_member', $$select public.remove_team_member('{team}', '{m_member}')::text$$, '', 'PT403', 'PT404', 'PT404', '42501', '42501'),
  ('leave_team', $$select public.leave_team('{team}')::text$$, 'PT409', '', 'PT404', 'PT404', '42501', '42501'),
  ('close_team_round', $$select (public.close_team_round('{team}')).status$$, 'closed', 'PT403', 'PT404', 'PT404', '42501', '42501'),
  ('open_team_round', $$select (public.open_team_round('{team}')).status$$, 'PT409', 'PT403', 'PT404', 'PT404', '42501', '42501'),
  ('submit_team_assessment', $$select (public.submit_team_assessment('{team}', '{}'::json, gen_random_uuid())).id$$, 'PT409', 'PT409', 'PT404', 'PT404', '42501', '42501'),
  ('list_my_teams', 'select count(*) from public.list_my_teams()', '1', '1', '0', '0', '42501', '42501'),
  ('get_team', $$select (public.get_team('{team}')).status$$, 'ok', 'ok', 'not_found', 'not_found', '42501', '42501'),
  ('get_team_report', $$select (public.get_team_report('{team}')).status$$, 'round_open', 'round_open', 'not_found', 'not_found', '42501', '42501'),
  ('set_team_min_answers', $$select (public.set_team_min_answers('{team}', 4)).min_answers$$, '4', 'PT403', 'PT404', 'PT404', '42501', '42501'),
  ('get_team_history', $$select (public.get_team_history('{team}')).status$$, 'ok', 'ok', 'not_found', 'not_found', '42501', '42501'),
  -- the report functions, on the owner's team-round report
  ('get_report', $$select (public.get_report('{o_report}')).status$$, 'ok', 'forbidden', 'forbidden', 'forbidden', 'forbidden', '42501'),
  ('get_report_benchmark', $$select (public.get_report_benchmark('{o_report}')).status$$, 'insufficient_data', 'forbidden', 'forbidden', 'forbidden', '42501', '42501'),
  ('create_share_link', $$select ((public.create_share_link('{o_report}')).link).status$$, 'active', 'PT403', 'PT403', 'PT403', '42501', '42501'),
  ('revoke_share_link', $$select (public.revoke_share_link('{link_id}')).status$$, 'revoked', 'PT404', 'PT404', 'PT404', '42501', '42501'),
  ('list_share_links', $$select (public.list_share_links('{o_report}')).status$$, 'ok', 'forbidden', 'forbidden', 'forbidden', '42501', '42501'),
  ('get_shared_report', $$select (public.get_shared_report('{link_token}')).status$$, 'ok', 'ok', 'ok', 'ok', 'ok', '42501'),
  -- the definer functions cannot be reached around their wrappers by a role without the grant
  ('private.get_team direct', $$select (private.get_team('{team}')).status$$, 'ok', 'ok', 'not_found', 'not_found', '42501', '42501'),
  ('private.team_round_aggregate direct', $$select private.team_round_aggregate('[]')::text$$, '42501', '42501', '42501', '42501', '42501', '42501'),
  ('private.benchmark_for direct', $$select private.benchmark_for(50, '{}', '{}')::text$$, '42501', '42501', '42501', '42501', '42501', '42501');

-- The outsider's own report is theirs alone as well.
insert into matrix (subject, stmt, owner, member, former, outsider, anon, service_role) values
  ('reports: the outsider''s report', $$select count(*) from public.reports where id = '{x_report}'$$, '0', '0', '0', '1', '42501', '1');

select plan((select count(*)::int * 6 from matrix) + 1);

-- (A void function that succeeds answers '', its value as text.)
select is(pg_temp.attempt(a.name, pg_temp.fill(m.stmt)),
          case a.name when 'owner' then m.owner when 'member' then m.member when 'former' then m.former
                      when 'outsider' then m.outsider when 'anon' then m.anon else m.service_role end,
          format('%s as %s', m.subject, a.name))
  from matrix m cross join actors a
 order by m.ord, a.ord;

-- The cells undid themselves: the team is as it was built.
select results_eq(
  $$select (select count(*)::int from public.team_members), (select count(*)::int from public.team_round_reports),
           (select count(*)::int from public.team_rounds where closed_at is null),
           (select count(*)::int from public.team_invitations where revoked_at is null),
           (select count(*)::int from public.report_share_links where revoked_at is null)$$,
  $$values (2, 2, 1, 1, 1)$$,
  'no cell changed the team');

select * from finish();
rollback;
