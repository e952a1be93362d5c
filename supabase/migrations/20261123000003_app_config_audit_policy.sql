-- public.app_config_audit has RLS on and no policy. That already denies every client, but it reads like
-- a table someone forgot to finish, and Supabase's Security Advisor reports it. The operator's
-- `npm run maintenance` and the tests read the audit trail through the REST API as service_role, which
-- bypasses RLS; this policy states that access next to the grant (select only) instead of leaving it
-- implied. Nobody gets a write policy: the trigger function, as the table's owner, is the only writer.
create policy app_config_audit_service_role_select on public.app_config_audit
  for select to service_role
  using (true);
