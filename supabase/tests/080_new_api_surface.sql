-- The shape of the team, benchmark and share-link API: every function is a security-invoker wrapper
-- in public over a security-definer function of the same name in private, with the same arguments,
-- result and volatility; who may execute which; the new tables' privileges; and nothing in private
-- opened to the API beyond the functions the wrappers call.
begin;
create extension if not exists pgtap with schema extensions;
select plan(27);

create temporary table api (name text primary key, args text not null, result text not null, volatility "char" not null, anon boolean not null);
insert into api values
  ('create_team', 'name text', 'team_summary', 'v', false),
  ('delete_team', 'team_id uuid', 'void', 'v', false),
  ('create_team_invitation', 'team_id uuid, label text DEFAULT NULL::text, valid_for_days integer DEFAULT 7', 'new_team_invitation', 'v', false),
  ('revoke_team_invitation', 'invitation_id uuid', 'team_invitation', 'v', false),
  ('accept_team_invitation', 'token text', 'joined_team', 'v', false),
  ('remove_team_member', 'team_id uuid, member_id uuid', 'void', 'v', false),
  ('leave_team', 'team_id uuid', 'void', 'v', false),
  ('close_team_round', 'team_id uuid', 'team_round', 'v', false),
  ('open_team_round', 'team_id uuid', 'team_round', 'v', false),
  ('submit_team_assessment', 'team_id uuid, answers json, submission_id uuid, round_number integer DEFAULT NULL::integer, notes json DEFAULT '
    'NULL::json', 'reports', 'v', false),
  ('list_my_teams', '', 'team_summary', 's', false),
  ('get_team', 'team_id uuid', 'team_detail', 's', false),
  ('get_team_report', 'team_id uuid, round_number integer DEFAULT NULL::integer', 'team_report', 's', false),
  ('get_team_round_notes', 'team_id uuid, round_number integer DEFAULT NULL::integer', 'record', 's', false),
  ('get_team_history', 'team_id uuid', 'team_history', 's', false),
  ('set_team_min_answers', 'team_id uuid, min_answers integer', 'team_summary', 'v', false),
  ('get_report_benchmark', 'report_id text', 'benchmark', 's', false),
  ('create_share_link', 'report_id uuid, label text DEFAULT NULL::text, expires_at timestamp with time zone DEFAULT NULL::timestamp with time zone, '
    'include_company boolean DEFAULT false, include_prepared_for boolean DEFAULT false', 'new_share_link', 'v', false),
  ('revoke_share_link', 'link_id uuid', 'share_link', 'v', false),
  ('list_share_links', 'report_id uuid', 'share_link_list', 's', false),
  ('get_shared_report', 'token text', 'shared_report', 'v', true);

create temporary view api_functions as
  select a.*, pub.oid as public_oid, prv.oid as private_oid
    from api a
    left join pg_proc pub on pub.proname = a.name and pub.pronamespace = 'public'::regnamespace
    left join pg_proc prv on prv.proname = a.name and prv.pronamespace = 'private'::regnamespace;

select is_empty($$select name from api_functions where public_oid is null or private_oid is null$$,
  'each function exists once in public and once in private');
select results_eq(
  $$select name, pg_get_function_arguments(public_oid), format_type(p.prorettype, null), p.provolatile
      from api_functions f join pg_proc p on p.oid = f.public_oid order by name$$,
  $$select name, args, result, volatility from api order by name$$,
  'the wrappers'' arguments (names, types, defaults), results and volatility');
select is_empty(
  $$select name from api_functions f join pg_proc p on p.oid = f.public_oid
     where p.prosecdef or p.proconfig is distinct from array['search_path=""']$$,
  'the wrappers are security invoker with search_path '''' and nothing else set');
select is_empty(
  $$select name from api_functions f join pg_proc p on p.oid = f.private_oid join pg_proc w on w.oid = f.public_oid
     where not p.prosecdef or p.proconfig is distinct from array['search_path=""']
        or pg_get_function_identity_arguments(p.oid) <> pg_get_function_identity_arguments(w.oid)
        or p.prorettype <> w.prorettype or p.provolatile <> w.provolatile$$,
  'the private functions are security definer with search_path '''', and match their wrapper''s arguments, result and volatility');
select is_empty(
  $$select name from api_functions f
     where coalesce(obj_description(f.public_oid, 'pg_proc'), '') !~ '(Errors:|status)'
        or obj_description(f.private_oid, 'pg_proc') <> 'Called only through public.' || f.name || '. ' || obj_description(f.public_oid, 'pg_proc')$$,
  'every function documents its answers or errors, the same text on both');
select is_empty(
  $$select name from api_functions f
     where has_function_privilege('authenticated', f.public_oid, 'EXECUTE') is distinct from true
        or has_function_privilege('authenticated', f.private_oid, 'EXECUTE') is distinct from true
        or has_function_privilege('anon', f.public_oid, 'EXECUTE') is distinct from f.anon
        or has_function_privilege('anon', f.private_oid, 'EXECUTE') is distinct from f.anon
        or has_function_privilege('service_role', f.public_oid, 'EXECUTE')
        or has_function_privilege('service_role', f.private_oid, 'EXECUTE')$$,
  'authenticated may execute each; anon only get_shared_report; service_role none (they act for a signed-in user)');
select is_empty(
  $$select name from api_functions f join pg_proc p on p.oid in (f.public_oid, f.private_oid)
     where p.proacl is null or exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0)$$,
  'PUBLIC may execute none of them');
-- The helpers and formulas in private are for the definer functions only.
select is_empty(
  $$select p.oid::regprocedure::text from pg_proc p
     where p.pronamespace = 'private'::regnamespace
       and p.proname not in (select name from api)
       -- A function of another API with its wrapper in public is that API's, not a helper.
       and not exists (select 1 from pg_proc w where w.pronamespace = 'public'::regnamespace and w.proname = p.proname)
       and (p.proname like 'stat\_%' or p.proname like 'team\_%' or p.proname like 'benchmark\_%' or p.proname like 'report\_%'
            or p.proname in ('require_uid', 'clean_text', 'new_token', 'token_hash', 'setting_int', 'question_rank',
                           'presented_token_hash', 'link_status', 'link_label', 'make_room_for_link',
                           'share_link_of'))
       and (has_function_privilege('anon', p.oid, 'EXECUTE') or has_function_privilege('authenticated', p.oid, 'EXECUTE')
            or has_function_privilege('service_role', p.oid, 'EXECUTE'))$$,
  'no API role may execute a helper, formula or the snapshot''s functions');

-- ---------------------------------------------------------------- tables
select table_privs_are('public', 'teams', 'anon', array[]::text[], 'anon: nothing on teams');
select table_privs_are('public', 'teams', 'authenticated', array[]::text[], 'authenticated: no table-wide privilege on teams');
select table_privs_are('public', 'team_members', 'authenticated', array['SELECT'], 'authenticated: SELECT on team_members');
select table_privs_are('public', 'team_rounds', 'authenticated', array['SELECT'], 'authenticated: SELECT on team_rounds');
select table_privs_are('public', 'team_round_reports', 'authenticated', array['SELECT'], 'authenticated: SELECT on team_round_reports');
select table_privs_are('public', 'team_invitations', 'authenticated', array[]::text[], 'authenticated: no table-wide privilege on team_invitations');
select table_privs_are('public', 'report_share_links', 'authenticated', array[]::text[], 'authenticated: no table-wide privilege on report_share_links');
select ok(not has_column_privilege('authenticated', 'public.teams', 'owner_id', 'SELECT')
          and has_column_privilege('authenticated', 'public.teams', 'min_answers', 'SELECT'),
  'authenticated may read every team column but owner_id (a user id)');
select ok(not has_column_privilege('authenticated', 'public.team_invitations', 'token_hash', 'SELECT')
          and has_column_privilege('authenticated', 'public.team_invitations', 'label', 'SELECT'),
  'authenticated may read every invitation column but token_hash');
select ok(not has_column_privilege('authenticated', 'public.report_share_links', 'token_hash', 'SELECT')
          and has_column_privilege('authenticated', 'public.report_share_links', 'label', 'SELECT'),
  'authenticated may read every share-link column but token_hash');
select is_empty(
  $$select c.relname::text || ' ' || r.rolname from pg_class c cross join (values ('anon'), ('authenticated')) r (rolname)
     where c.oid in ('public.teams'::regclass, 'public.team_members'::regclass, 'public.team_invitations'::regclass,
                     'public.team_rounds'::regclass, 'public.team_round_reports'::regclass, 'public.report_share_links'::regclass)
       and (has_table_privilege(r.rolname, c.oid, 'INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER')
            or has_any_column_privilege(r.rolname, c.oid, 'INSERT, UPDATE'))$$,
  'no client may write any of the new tables: only the functions do');
select is_empty(
  $$select c.relname::text from pg_class c
     where c.oid in ('public.teams'::regclass, 'public.team_members'::regclass, 'public.team_invitations'::regclass,
                     'public.team_rounds'::regclass, 'public.team_round_reports'::regclass, 'public.report_share_links'::regclass)
       and (not has_table_privilege('service_role', c.oid, 'SELECT, INSERT, UPDATE, DELETE')
            or has_table_privilege('service_role', c.oid, 'TRUNCATE'))$$,
  'service_role: select/insert/update/delete, no TRUNCATE');
select is_empty(
  $$select c.oid::regclass::text || ' ' || r.rolname from pg_class c cross join (values ('anon'), ('authenticated'), ('service_role')) r (rolname)
     where c.oid in ('private.benchmark_latest'::regclass, 'private.benchmark_bins'::regclass)
       and has_table_privilege(r.rolname, c.oid, 'SELECT, INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER')$$,
  'the benchmark snapshot: no privilege for any API role');

-- Policies: one permissive SELECT policy per table for authenticated, on (select auth.uid()), served by an
-- index. (The restrictive two-factor policy on each is checked in 005_advisor.sql and 095_mfa_enforcement.sql.)
select results_eq(
  $$select c.relname::text collate "default", p.polname::text collate "default", p.polcmd::text,
           (select string_agg(r.rolname::text, ',') from pg_roles r where r.oid = any (p.polroles)) collate "default"
      from pg_policy p join pg_class c on c.oid = p.polrelid
     where c.relname in ('teams', 'team_members', 'team_invitations', 'team_rounds', 'team_round_reports', 'report_share_links')
       and p.polpermissive
     order by 1$$,
  $$values ('report_share_links', 'report_share_links_select_own', 'r', 'authenticated'),
           ('team_invitations', 'team_invitations_select_owner', 'r', 'authenticated'),
           ('team_members', 'team_members_select_own', 'r', 'authenticated'),
           ('team_round_reports', 'team_round_reports_select_own', 'r', 'authenticated'),
           ('team_rounds', 'team_rounds_select_member', 'r', 'authenticated'),
           ('teams', 'teams_select_member', 'r', 'authenticated')$$,
  'one select policy per table, for authenticated');
select is_empty(
  $$select p.polname from pg_policy p join pg_class c on c.oid = p.polrelid
     where c.relname in ('teams', 'team_members', 'team_invitations', 'team_rounds', 'team_round_reports', 'report_share_links')
       and p.polpermissive
       and pg_get_expr(p.polqual, p.polrelid) !~ '\(\s*SELECT auth\.uid\(\) AS uid\)'$$,
  'every policy compares with (select auth.uid())');
select ok(
  (select bool_and(exists (select 1 from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
                            where i.indrelid = t.rel and a.attname = t.col))
     from (values ('public.team_members'::regclass, 'user_id'), ('public.teams'::regclass, 'owner_id'),
                  ('public.team_rounds'::regclass, 'team_id'), ('public.team_round_reports'::regclass, 'user_id'),
                  ('public.report_share_links'::regclass, 'user_id'), ('public.team_invitations'::regclass, 'team_id')) t (rel, col)),
  'each column a policy filters on leads an index');
select is_empty(
  $$select c.relname from pg_class c
     where c.oid in ('public.teams'::regclass, 'public.team_members'::regclass, 'public.team_invitations'::regclass,
                     'public.team_rounds'::regclass, 'public.team_round_reports'::regclass, 'public.report_share_links'::regclass,
                     'private.benchmark_latest'::regclass, 'private.benchmark_bins'::regclass)
       and not c.relrowsecurity$$,
  'RLS is on for every new table');

-- The snapshot follows public.reports through statement-level triggers for every kind of write.
select results_eq(
  $$select t.tgname::text collate "default" from pg_trigger t
     where t.tgrelid = 'public.reports'::regclass and t.tgname like 'reports\_benchmark\_%' order by 1$$,
  $$values ('reports_benchmark_delete'), ('reports_benchmark_insert'), ('reports_benchmark_truncate'), ('reports_benchmark_update')$$,
  'insert, update, delete and truncate keep the benchmark in step');
select is(
  (select count(*)::int from private.benchmark_bins),
  5 * 101 + (select count(*)::int from private.question_options),
  'every bin exists: 5 x 101 scores and 4 positions per question');

select * from finish();
rollback;
