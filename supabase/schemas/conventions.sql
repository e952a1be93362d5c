-- Rules that hold across the areas, applied once every object exists (this file comes last).

-- The definer functions behind the API. Each privileged function is security definer in private (it
-- reads and writes what its caller cannot) behind a security-invoker wrapper of the same name and
-- arguments in public, so Supabase's Security Advisor has nothing to report and the REST API
-- (rpc/<name>) is the wrapper. The wrappers run as the caller, and a caller can only call a function
-- it may execute: so each private twin may be executed by exactly the roles that may execute its
-- wrapper (the grants written beside each wrapper), and carries the wrapper's comment after "Called
-- only through public.<name>. " unless it has a comment of its own. supabase/tests/005_advisor.sql
-- checks the rule.
do $$
declare
  twin record;
  grantee text;
begin
  for twin in
    select pub.oid as wrapper, priv.oid as definer, pub.proname as name
      from pg_catalog.pg_proc pub
      join pg_catalog.pg_proc priv
        on priv.proname = pub.proname and priv.proargtypes = pub.proargtypes
     where pub.pronamespace = 'public'::regnamespace and priv.pronamespace = 'private'::regnamespace
  loop
    execute format('revoke all on function %s from public, anon, authenticated, service_role',
                   twin.definer::regprocedure);
    for grantee in
      select case when a.grantee = 0 then 'public' else quote_ident(pg_catalog.pg_get_userbyid(a.grantee)) end
        from pg_catalog.pg_proc p, aclexplode(p.proacl) a
       where p.oid = twin.wrapper and a.privilege_type = 'EXECUTE' and a.grantee <> p.proowner
    loop
      execute format('grant execute on function %s to %s', twin.definer::regprocedure, grantee);
    end loop;
    if pg_catalog.obj_description(twin.definer, 'pg_proc') is null
       and pg_catalog.obj_description(twin.wrapper, 'pg_proc') is not null then
      execute format('comment on function %s is %L', twin.definer::regprocedure,
                     'Called only through public.' || twin.name || '. '
                     || pg_catalog.obj_description(twin.wrapper, 'pg_proc'));
    end if;
  end loop;
end;
$$;

-- The two-factor rule's restrictive policies (private.sql), one per table of personal data, each
-- written beside its table as <table>_require_aal2, share one comment.
do $$
declare
  p record;
begin
  for p in
    select pol.polname, pol.polrelid::regclass as tbl
      from pg_catalog.pg_policy pol
     where pol.polname like '%\_require\_aal2'
  loop
    execute format('comment on policy %I on %s is %L', p.polname, p.tbl,
                   'Two-factor: an aal1 session of a person with a verified factor sees and changes no row '
                   '(private.mfa_satisfied).');
  end loop;
end;
$$;
