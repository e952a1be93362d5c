-- Two-factor authentication enforced by the data, not only by Auth. A person who enrolled a verified
-- TOTP factor has said "my password alone is not enough": a session signed in with the password only
-- (aal1) must then read and change none of their data until the code is given (aal2). A person without
-- a verified factor is served at aal1 as before. This is the rule of Supabase's MFA guide ("enforce
-- for users who have opted in"), written once here and used by the restrictive policies on every table
-- with personal data and at the top of every privileged function that acts for the caller.

-- True when the caller's session is good enough for their own data: aal2, or a person with no verified
-- factor. Security definer because the API roles cannot read auth.mfa_factors; it reveals one boolean
-- about the caller only. Policies call it as (select private.mfa_satisfied()), evaluated once per
-- statement.
create function private.mfa_satisfied()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
      or auth.uid() is null
      or not exists (
        select 1 from auth.mfa_factors f
         where f.user_id = auth.uid() and f.status = 'verified')
$$;

comment on function private.mfa_satisfied() is
  'True when the session is aal2 or the caller has no verified second factor. Used by the aal2 policies and by private.require_mfa.';

-- The same rule as an error, for the privileged functions: 42501 (PostgREST answers 403) with the hint
-- 'aal2_required', which the apps read to ask for the code instead of showing a failure.
create function private.require_mfa()
returns void
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not private.mfa_satisfied() then
    raise exception using
      errcode = '42501',
      message = 'This account uses two-factor authentication: verify a code to continue.',
      hint = 'aal2_required';
  end if;
end;
$$;

comment on function private.require_mfa() is
  'Raises 42501 with hint aal2_required unless private.mfa_satisfied(). Called first by every privileged function that acts for the caller.';

revoke all on function private.mfa_satisfied() from public, anon, authenticated, service_role;
revoke all on function private.require_mfa() from public, anon, authenticated, service_role;
-- The policies run as the caller; the privileged functions call require_mfa as their owner.
grant execute on function private.mfa_satisfied() to authenticated;
