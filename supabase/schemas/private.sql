-- The private schema, what hosted Supabase's extensions the schedule needs, and the helpers every area
-- uses: the caller, text and token helpers, the audit's actor, and the two-factor rule.
--
-- Everything the product keeps out of the API lives in `private`: tables the apps never read directly
-- (the question bank, the benchmark's snapshot, the release registry, the sent-logs), trigger functions,
-- and the security-definer functions behind the API. PostgREST exposes only the schemas config.toml
-- lists ([api] schemas = public, graphql_public). The API roles get USAGE on private because the
-- security-invoker wrappers in public run as the caller and call the definer functions here; they may
-- execute exactly those (definer_twins.sql), and no other private object has a grant for them. A
-- function created in private gets EXECUTE for PUBLIC by default: each revokes it where it is defined
-- (supabase/tests/005_advisor.sql fails otherwise).
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- Hosted Supabase: pg_cron (schema cron) and pg_net (schema net) for the reminders' schedule, enabled
-- here if the project has not enabled them yet; Vault is always there. The local stack and the test
-- database provide the same schemas from their bootstrap (tools/local-supabase/sql/bootstrap.sql), so the
-- extensions are not created there.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_namespace where nspname = 'cron') then
    create extension pg_cron with schema pg_catalog;
  end if;
  if not exists (select 1 from pg_catalog.pg_namespace where nspname = 'net') then
    create extension pg_net with schema extensions;
  end if;
end;
$$;

-- ---------------------------------------------------------------- helpers (owner only, no API grants)

-- Trigger function: keeps updated_at current on every update.
create function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.set_updated_at() from public;

-- The caller, or 42501.
create function private.require_uid(action text)
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = format('You must be signed in to %s.', action);
  end if;
  return v_uid;
end;
$$;
revoke all on function private.require_uid(text) from public;

-- Text with every kind of edge whitespace removed (as contact messages are); NULL when nothing is left.
create function private.clean_text(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(regexp_replace(value,
    '^[[:space:]\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]+|[[:space:]\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '', 'g'), '')
$$;
revoke all on function private.clean_text(text) from public;

-- ---------------------------------------------------------------- tokens
-- Of share links, invitations, release previews and unsubscribe links.

-- A secret token: the prefix and 32 random bytes (two v4 UUIDs, 244 random bits) in base64url. Only
-- gen_random_uuid(), so no extension is needed and it runs on PGlite as well.
create function private.new_token(prefix text)
returns text
language sql
volatile
set search_path = ''
as $$
  select prefix || rtrim(translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=')
$$;
revoke all on function private.new_token(text) from public;

-- What is stored of a token: sha256 of its UTF-8 bytes.
create function private.token_hash(token text)
returns bytea
language sql
immutable
set search_path = ''
as $$
  select sha256(convert_to(token, 'UTF8'))
$$;
revoke all on function private.token_hash(text) from public;

-- The hash of a token someone presents. Tokens are 47 characters; anything far longer is not one, and
-- is not hashed (a huge argument costs nothing). Compared with token_hash, NULL matches no row.
create function private.presented_token_hash(token text)
returns bytea
language sql
immutable
set search_path = ''
as $$
  select case when char_length(token) <= 200 then private.token_hash(token) end
$$;
revoke all on function private.presented_token_hash(text) from public;

-- ---------------------------------------------------------------- who made a change

-- The caller as the audits (app_config_audit, the release audit) name it: role[:sub] from the API's
-- JWT, else the database role.
create function private.request_actor()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_claims jsonb := auth.jwt();
  v_role text := nullif(v_claims ->> 'role', '');
  v_sub text := nullif(v_claims ->> 'sub', '');
begin
  -- Inside a security-definer function current_user is the owner; the SET ROLE setting and
  -- session_user still name the caller.
  return coalesce(
    v_role || coalesce(':' || v_sub, ''),
    v_sub,
    nullif(current_setting('role', true), 'none'),
    session_user::text
  );
end;
$$;
revoke all on function private.request_actor() from public;

-- ---------------------------------------------------------------- the two-factor rule

-- Two-factor authentication enforced by the data, not only by Auth. A person who enrolled a verified
-- TOTP factor has said "my password alone is not enough": a session signed in with the password only
-- (aal1) must then read and change none of their data until the code is given (aal2). A person without
-- a verified factor is served at aal1. This is the rule of Supabase's MFA guide ("enforce for users who
-- have opted in"), written once here and used by the restrictive policies (`<table>_require_aal2`) on
-- every table with personal data and at the top of every privileged function that acts for the caller.

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
revoke all on function private.mfa_satisfied() from public;
grant execute on function private.mfa_satisfied() to authenticated;

comment on function private.mfa_satisfied() is
  'True when the session is aal2 or the caller has no verified second factor. Used by the aal2 policies and '
  'by private.require_mfa.';

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
revoke all on function private.require_mfa() from public;

comment on function private.require_mfa() is
  'Raises 42501 with hint aal2_required unless private.mfa_satisfied(). Called first by every privileged '
  'function that acts for the caller.';
