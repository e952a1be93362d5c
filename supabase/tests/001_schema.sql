-- Schema-wide guarantees: RLS everywhere, deliberate grants, hardened functions, the question bank.
begin;
create extension if not exists pgtap with schema extensions;
select plan(32);

-- RLS on every table in public and private.
select is_empty(
  $$select n.nspname || '.' || c.relname
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ('public', 'private') and c.relkind in ('r', 'p') and not c.relrowsecurity$$,
  'RLS is enabled on every table in public and private'
);

-- Table privileges per role (column grants are checked in the table files).
select table_privs_are('public', 'profiles', 'anon', array[]::text[], 'anon: no privileges on profiles');
select table_privs_are('public', 'profiles', 'authenticated', array['SELECT'], 'authenticated: SELECT on profiles (+ column UPDATE)');
select table_privs_are('public', 'profiles', 'public', array[]::text[], 'PUBLIC: no privileges on profiles');
select table_privs_are('public', 'reports', 'anon', array[]::text[], 'anon: no privileges on reports');
select table_privs_are('public', 'reports', 'authenticated', array['SELECT'], 'authenticated: SELECT only on reports');
select table_privs_are('public', 'reports', 'public', array[]::text[], 'PUBLIC: no privileges on reports');
select table_privs_are('public', 'app_config', 'anon', array['SELECT'], 'anon: SELECT only on app_config');
select table_privs_are('public', 'app_config', 'authenticated', array['SELECT'], 'authenticated: SELECT only on app_config');
-- (Checked with has_table_privilege: on PostgreSQL 17+ "all" also includes MAINTAIN.)
select ok(
  has_table_privilege('service_role', 'public.app_config', 'SELECT, INSERT, UPDATE, DELETE')
  and not has_table_privilege('service_role', 'public.app_config', 'TRUNCATE'),
  'service_role: select/insert/update/delete but not TRUNCATE on app_config');
select table_privs_are('public', 'app_config_audit', 'anon', array[]::text[], 'anon: no privileges on app_config_audit');
select table_privs_are('public', 'app_config_audit', 'authenticated', array[]::text[], 'authenticated: no privileges on app_config_audit');
select table_privs_are('public', 'app_config_audit', 'service_role', array['SELECT'], 'service_role: SELECT only on app_config_audit');
select table_privs_are('public', 'contact_messages', 'anon', array[]::text[], 'anon: no privileges on contact_messages (send_contact_message writes)');
select table_privs_are('public', 'contact_messages', 'authenticated', array[]::text[],
  'authenticated: no privileges on contact_messages (send_contact_message writes)');
select table_privs_are('public', 'contact_messages', 'service_role', array['SELECT', 'DELETE'], 'service_role: SELECT, DELETE on contact_messages');

-- The private schema is not exposed by the API. The API roles may use it only because the public
-- security-invoker wrappers call the definer functions there; service_role only the release registry's
-- and the reminder claim of the send-reminders edge function.
select ok(has_schema_privilege('anon', 'private', 'USAGE'), 'anon has usage on schema private (for the wrappers)');
select ok(has_schema_privilege('authenticated', 'private', 'USAGE'), 'authenticated has usage on schema private (for the wrappers)');
select results_eq(
  $$select p.oid::regprocedure::text from pg_proc p
     where p.pronamespace = 'private'::regnamespace and has_function_privilege('service_role', p.oid, 'EXECUTE')
     order by 1$$,
  $$values ('private.claim_due_reminders(integer)'),
           ('private.create_release_preview(text,release_remote,text,integer,text)'),
           ('private.list_release_previews(text,boolean)'),
           ('private.promote_remote_version(text,release_remote,text,text)'),
           ('private.publish_remote_version(release_remote,text,text,text[],jsonb,integer,text,timestamp with time zone,text)'),
           ('private.record_release_health(text,jsonb)'), ('private.release_config(text)'),
           ('private.release_history(text,release_remote,integer)'), ('private.release_preview(text,text)'),
           ('private.release_status(text)'),
           ('private.revoke_release_preview(bigint,text,text)'),
           ('private.rollback_remote(text,release_remote,text)'),
           ('private.set_remote_canary(text,release_remote,text,integer,text)')$$,
  'service_role may execute only the release registry''s functions and the reminder claim in private');

-- Function execution grants.
select ok(has_function_privilege('authenticated', 'public.submit_assessment(json, uuid, json)', 'EXECUTE'), 'authenticated may execute submit_assessment');
select ok(not has_function_privilege('anon', 'public.submit_assessment(json, uuid, json)', 'EXECUTE'), 'anon may not execute submit_assessment');
select ok(not has_function_privilege('service_role', 'public.submit_assessment(json, uuid, json)', 'EXECUTE'),
  'service_role may not execute submit_assessment');
select ok(has_function_privilege('anon', 'public.get_report(text)', 'EXECUTE'), 'anon may execute get_report');
select ok(has_function_privilege('authenticated', 'public.get_report(text)', 'EXECUTE'), 'authenticated may execute get_report');
select results_eq(
  $$select p.oid::regprocedure::text,
           has_function_privilege('anon', p.oid, 'EXECUTE'),
           has_function_privilege('authenticated', p.oid, 'EXECUTE')
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'private'
       and (has_function_privilege('anon', p.oid, 'EXECUTE') or has_function_privilege('authenticated', p.oid, 'EXECUTE'))
     order by 1$$,
  $$values ('private.accept_team_invitation(text)', false, true),
           ('private.close_team_round(uuid)', false, true),
           ('private.create_mailed_team_invitation(uuid,text,text,integer)', false, true),
           ('private.create_share_link(uuid,text,timestamp with time zone,boolean,boolean)', false, true),
           ('private.create_team(text)', false, true),
           ('private.create_team_invitation(uuid,text,integer)', false, true),
           ('private.delete_team(uuid)', false, true),
           ('private.get_report(text)', true, true),
           ('private.get_report_benchmark(text)', false, true),
           ('private.get_shared_report(text)', true, true),
           ('private.get_team(uuid)', false, true),
           ('private.get_team_history(uuid)', false, true),
           ('private.get_team_report(uuid,integer)', false, true),
           ('private.get_team_round_notes(uuid,integer)', false, true),
           ('private.leave_team(uuid)', false, true),
           ('private.list_my_teams()', false, true),
           ('private.list_share_links(uuid)', false, true),
           ('private.mfa_satisfied()', false, true),
           ('private.open_team_round(uuid)', false, true),
           ('private.preview_team_invitation(text)', true, true),
           ('private.remove_team_member(uuid,uuid)', false, true),
           ('private.revoke_share_link(uuid)', false, true),
           ('private.revoke_team_invitation(uuid)', false, true),
           ('private.send_contact_message(text,text,text)', true, true),
           ('private.set_team_min_answers(uuid,integer)', false, true),
           ('private.submit_assessment(json,uuid,json)', false, true),
           ('private.submit_team_assessment(uuid,json,uuid,integer,json)', false, true),
           ('private.unsubscribe_reminders(text)', true, true)$$,
  'anon and authenticated may execute exactly the private functions their public wrappers call'
);

-- Every security-definer function in public/private pins an empty search_path.
select is_empty(
  $$select p.oid::regprocedure::text
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname in ('public', 'private') and p.prosecdef
       and not coalesce(p.proconfig @> array['search_path=""'], false)$$,
  'every security-definer function sets search_path = '''''
);
select results_eq(
  $$select p.oid::regprocedure::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname in ('public', 'private') and p.prosecdef order by 1$$,
  $$values ('private.accept_team_invitation(text)'), ('private.audit_app_config()'),
           ('private.benchmark_on_account_change()'), ('private.benchmark_on_reports_change()'),
           ('private.claim_due_reminders(integer)'), ('private.close_team_round(uuid)'),
           ('private.create_mailed_team_invitation(uuid,text,text,integer)'),
           ('private.create_release_preview(text,release_remote,text,integer,text)'),
           ('private.create_share_link(uuid,text,timestamp with time zone,boolean,boolean)'),
           ('private.create_team(text)'), ('private.create_team_invitation(uuid,text,integer)'),
           ('private.delete_team(uuid)'), ('private.get_report(text)'), ('private.get_report_benchmark(text)'),
           ('private.get_shared_report(text)'), ('private.get_team(uuid)'), ('private.get_team_history(uuid)'),
           ('private.get_team_report(uuid,integer)'), ('private.get_team_round_notes(uuid,integer)'),
           ('private.handle_new_user()'), ('private.handle_pending_user_metadata()'),
           ('private.handle_user_email_change()'), ('private.leave_team(uuid)'), ('private.list_my_teams()'),
           ('private.list_release_previews(text,boolean)'),
           ('private.list_share_links(uuid)'), ('private.mfa_satisfied()'), ('private.open_team_round(uuid)'),
           ('private.preview_team_invitation(text)'),
           ('private.promote_remote_version(text,release_remote,text,text)'),
           ('private.publish_remote_version(release_remote,text,text,text[],jsonb,integer,text,timestamp with time zone,text)'),
           ('private.record_release_health(text,jsonb)'), ('private.release_config(text)'),
           ('private.release_history(text,release_remote,integer)'), ('private.release_preview(text,text)'),
           ('private.release_status(text)'),
           ('private.remove_team_member(uuid,uuid)'),
           ('private.revoke_release_preview(bigint,text,text)'), ('private.revoke_share_link(uuid)'),
           ('private.revoke_team_invitation(uuid)'), ('private.rollback_remote(text,release_remote,text)'),
           ('private.send_contact_message(text,text,text)'),
           ('private.set_remote_canary(text,release_remote,text,integer,text)'), ('private.set_team_min_answers(uuid,integer)'),
             ('private.submit_assessment(json,uuid,json)'),
           ('private.submit_team_assessment(uuid,json,uuid,integer,json)'),
           ('private.unsubscribe_reminders(text)')$$,
  'the security-definer functions are the API functions and the triggers, all in private'
);

-- The question bank is exactly the owner's question table (e2e/support/spec-table.ts holds it too).
select is((select count(*)::int from private.question_options), 80, 'question bank has 80 options');
select is((select count(distinct question_id)::int from private.question_options), 20, 'question bank has 20 questions');
select is_empty(
  $$select question_id from private.question_options group by question_id
    having count(*) <> 4 or array_agg(position order by position) <> array[0, 1, 2, 3]::smallint[]$$,
  'each question has positions 0..3 exactly once'
);
select results_eq(
  $$select category, count(distinct question_id)::int from private.question_options group by category order by category$$,
  $$values ('architecture', 5), ('deployment', 5), ('scalability', 5), ('security', 5)$$,
  'five questions per category'
);
select is(
  (select string_agg(question_id || '=' || option_key, ' ' order by question_id, position) from private.question_options),
  'arch_1=panic arch_1=tricky arch_1=easy arch_1=efficient '
  'arch_2=always arch_2=often arch_2=sometimes arch_2=rarely '
  'arch_3=days arch_3=hours arch_3=minutes arch_3=rare '
  'arch_4=avoid arch_4=hard arch_4=api arch_4=easy '
  'arch_5=developer arch_5=some arch_5=mostly arch_5=full '
  'deploy_1=rarely deploy_1=sometimes deploy_1=frequent deploy_1=continuous '
  'deploy_2=manual_fix deploy_2=undo_difficult deploy_2=rollback_process deploy_2=instant_switch '
  'deploy_3=wait_customers deploy_3=manual_checks deploy_3=automated_alerts deploy_3=proactive_monitoring '
  'deploy_4=weeks deploy_4=days deploy_4=less_day deploy_4=minutes '
  'deploy_5=release_direct deploy_5=manual_testing deploy_5=small_group deploy_5=controlled_testing '
  'scal_1=crashes scal_1=struggles_manual scal_1=auto_adjust scal_1=seamless '
  'scal_2=hope_for_best scal_2=manual_preparation scal_2=auto_scaling scal_2=tested_strategy '
  'scal_3=full_outage scal_3=backup_slow scal_3=auto_failover scal_3=global_resilience '
  'scal_4=no_testing scal_4=occasional_testing scal_4=regular_testing scal_4=extreme_simulation '
  'scal_5=frequent_outages scal_5=occasional_issues scal_5=high_uptime scal_5=near_perfect '
  'sec_1=simple_password sec_1=social_login sec_1=two_factor sec_1=strict_security '
  'sec_2=no_process sec_2=manual_removal sec_2=approval_required sec_2=auto_removal '
  'sec_3=wait_break sec_3=manual_check sec_3=alert_system sec_3=auto_detect '
  'sec_4=no_protection sec_4=encrypt_transfer sec_4=encrypt_storage sec_4=full_encryption '
  'sec_5=assume_compliant sec_5=best_practices sec_5=regular_review sec_5=strict_audit',
  'question ids, option keys and their order match the question table'
);

select * from finish();
rollback;
