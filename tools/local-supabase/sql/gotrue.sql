-- The tables the auth service keeps beside auth.users (names and columns after GoTrue's own schema,
-- reduced to what local-supabase uses). Only the auth service touches them: no API role has access.

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  aal text default 'aal1',
  amr jsonb
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid references auth.sessions (id) on delete cascade,
  parent varchar(255),
  revoked boolean not null default false,
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);

-- PKCE: an authorization code waiting to be exchanged with its verifier.
create table if not exists auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null unique,
  code_challenge_method text not null,
  code_challenge text not null,
  provider_type text not null,
  authentication_method text not null,
  created_at timestamptz default now()
);


-- E-mail flows, bans and soft deletes: the columns GoTrue keeps on auth.users for them.
alter table auth.users add column if not exists invited_at timestamptz;
alter table auth.users add column if not exists confirmation_sent_at timestamptz;
alter table auth.users add column if not exists recovery_sent_at timestamptz;
alter table auth.users add column if not exists email_change varchar(255);
alter table auth.users add column if not exists email_change_sent_at timestamptz;
alter table auth.users add column if not exists email_change_confirm_status smallint not null default 0;
alter table auth.users add column if not exists reauthentication_sent_at timestamptz;
alter table auth.users add column if not exists banned_until timestamptz;
alter table auth.users add column if not exists deleted_at timestamptz;

-- One-time tokens (confirmation, recovery / magic link, e-mail change to either address,
-- reauthentication), one per user and kind: a new one replaces the last. Only a SHA-256 of what the
-- e-mail carries is stored (GoTrue's token hash, itself a SHA-224 of the address and the code), so a
-- copy of the table opens nothing; a token is deleted when used, and refused after otp_expiry.
create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in (
    'confirmation_token', 'recovery_token', 'email_change_token_new', 'email_change_token_current', 'reauthentication_token')),
  token_hash text not null,
  relates_to text not null,
  -- Sent for a PKCE flow: the link answers with an auth code instead of a session.
  pkce boolean not null default false,
  created_at timestamptz not null default now(),
  unique (user_id, token_type)
);
create index if not exists one_time_tokens_token_hash_idx on auth.one_time_tokens (token_hash);

-- PKCE for the e-mail flows: the flow is recorded when the e-mail is asked for, its code issued when the
-- link is used (so a flow may wait for its code, and the code's five minutes start then).
alter table auth.flow_state alter column auth_code drop not null;
alter table auth.flow_state add column if not exists auth_code_issued_at timestamptz;

-- Multi-factor authentication: TOTP factors, their challenges, and each session's assurance level.
create table if not exists auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null check (factor_type in ('totp')),
  status text not null check (status in ('unverified', 'verified')),
  secret text not null,
  -- The last 30-second step a code was accepted for: a code is never accepted twice.
  last_used_step bigint,
  last_challenged_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create table if not exists auth.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  ip_address text not null,
  created_at timestamptz not null default now(),
  verified_at timestamptz
);
alter table auth.sessions add column if not exists factor_id uuid;

revoke all on all tables in schema auth from anon, authenticated;
