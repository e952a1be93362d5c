-- What hosted Supabase provides before any project migration runs: the API roles, the auth schema
-- with auth.users and the claim helpers, and the default privileges. Applied once by local-supabase
-- (PGlite or DATABASE_URL) and by the Debian PostgreSQL test runner; never on a real Supabase project.
-- Definitions follow Supabase's own (supabase/postgres and the auth service's migrations).

do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin nologin noinherit;
  end if;
end
$$;

-- Hosted Supabase's statement timeouts for the API roles. PostgREST applies a role's settings to each
-- request it runs as that role (local-supabase does the same, and enforces them on PGlite too); a project
-- changes them with its own `alter role ... set statement_timeout` in a migration.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;

create schema if not exists auth authorization supabase_auth_admin;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_anonymous boolean not null default false,
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create unique index if not exists users_email_partial_key on auth.users (email) where email is not null;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;

-- Supabase grants the API roles everything in public by default; RLS and each migration's explicit
-- revokes decide what they can really do. Emulating that keeps the migrations honest.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

-- ---------------------------------------------------------------- pg_cron, pg_net and Vault, as far as
-- the migrations use them. Hosted Supabase has the extensions (pg_cron in schema cron, pg_net in net,
-- supabase_vault in vault); here the same names hold the same data with the same signatures, and the
-- stack's scheduler (src/cron/) does what the extensions' background workers do: once a minute it runs
-- the jobs whose schedule matches, recording each run in cron.job_run_details, and it sends the requests
-- net.http_post queued, recording each answer in net._http_response. Only the five-field schedule syntax
-- is taken; what else the extensions offer is refused with 0A000, never ignored.

create schema if not exists cron;
revoke all on schema cron from public, anon, authenticated, service_role;

create table if not exists cron.job (
  jobid bigserial primary key,
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport integer not null default 5432,
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text,
  constraint jobname_username_uniq unique (jobname, username)
);

create table if not exists cron.job_run_details (
  jobid bigint,
  runid bigserial primary key,
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);

-- Five fields (minute, hour, day of month, month, day of week) of numbers, *, ranges, lists and steps;
-- the scheduler's parser checks the ranges. pg_cron's other forms ('30 seconds', '$' for the last day
-- of the month, month and day names) are refused rather than run differently.
create or replace function cron.schedule(job_name text, schedule text, command text)
returns bigint
language plpgsql
as $$
declare
  v_jobid bigint;
begin
  if job_name is null or btrim(job_name) = '' then
    raise exception using errcode = '22023', message = 'job_name can not be NULL';
  end if;
  if schedule is null
     or schedule !~ '^\s*[0-9*/,-]+(\s+[0-9*/,-]+){4}\s*$' then
    raise exception using errcode = '0A000',
      message = format('invalid schedule: %s (the local pg_cron takes the five-field cron syntax only)', schedule);
  end if;
  if command is null then
    raise exception using errcode = '22023', message = 'command can not be NULL';
  end if;
  -- As pg_cron: scheduling a name again replaces that job's schedule and command.
  insert into cron.job (schedule, command, jobname)
  values (btrim(schedule), command, job_name)
  on conflict (jobname, username) do update set schedule = excluded.schedule, command = excluded.command,
                                               active = true
  returning jobid into v_jobid;
  return v_jobid;
end;
$$;

create or replace function cron.unschedule(job_name text)
returns boolean
language plpgsql
as $$
begin
  delete from cron.job j where j.jobname = unschedule.job_name and j.username = current_user;
  if not found then
    raise exception using errcode = 'P0001', message = format('could not find valid entry for job ''%s''', job_name);
  end if;
  return true;
end;
$$;

create or replace function cron.unschedule(job_id bigint)
returns boolean
language plpgsql
as $$
begin
  delete from cron.job j where j.jobid = unschedule.job_id;
  if not found then
    raise exception using errcode = 'P0001', message = format('could not find valid entry for job %s', job_id);
  end if;
  return true;
end;
$$;

do $$
declare
  s text;
begin
  foreach s in array array[
    'cron.schedule(schedule text, command text) returns bigint',
    'cron.schedule_in_database(job_name text, schedule text, command text, database text, username text default null, active boolean default true) '
      'returns bigint',
    'cron.alter_job(job_id bigint, schedule text default null, command text default null, database text default null, username text default null, '
      'active boolean default null) returns void'
  ] loop
    execute format(
      'create or replace function %s language plpgsql as $body$ begin raise exception using errcode = %L, '
      'message = %L; end; $body$', s, '0A000',
      split_part(s, '(', 1) || ' is not part of the local pg_cron: schedule named jobs with '
      || 'cron.schedule(job_name, schedule, command) and remove them with cron.unschedule');
  end loop;
end;
$$;

revoke all on all tables in schema cron from public, anon, authenticated, service_role;
revoke all on all functions in schema cron from public, anon, authenticated, service_role;

create schema if not exists net;
revoke all on schema net from public, anon, authenticated, service_role;

create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb not null,
  body bytea,
  timeout_milliseconds integer not null
);

create table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);

-- Queues the request and returns its id; it is sent after the transaction commits (a rolled-back
-- transaction sends nothing), and its answer lands in net._http_response under that id.
create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
)
returns bigint
language plpgsql
as $$
declare
  v_id bigint;
  v_query text;
begin
  if url is null or url !~* '^https?://' then
    raise exception using errcode = '22023', message = format('net.http_post: url must be an http(s) URL, got %s',
                                                              coalesce(url, 'NULL'));
  end if;
  if jsonb_typeof(coalesce(headers, '{}')) <> 'object' or jsonb_typeof(coalesce(params, '{}')) <> 'object' then
    raise exception using errcode = '22023', message = 'net.http_post: headers and params must be JSON objects';
  end if;
  select string_agg(format('%s=%s', p.key, p.value), '&') into v_query from jsonb_each_text(coalesce(params, '{}')) p;
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', url || coalesce(case when url like '%?%' then '&' else '?' end || v_query, ''),
          coalesce(headers, '{}'), convert_to(coalesce(body, '{}')::text, 'UTF8'), timeout_milliseconds)
  returning id into v_id;
  return v_id;
end;
$$;

do $$
declare
  s text;
begin
  foreach s in array array[
    'net.http_get(url text, params jsonb default ''{}'', headers jsonb default ''{}'', timeout_milliseconds integer default 5000) returns bigint',
    'net.http_delete(url text, params jsonb default ''{}'', headers jsonb default ''{}'', timeout_milliseconds integer default 5000) returns bigint'
  ] loop
    execute format(
      'create or replace function %s language plpgsql as $body$ begin raise exception using errcode = %L, '
      'message = %L; end; $body$', s, '0A000',
      split_part(s, '(', 1) || ' is not part of the local pg_net: it sends net.http_post only');
  end loop;
end;
$$;

revoke all on all tables in schema net from public, anon, authenticated, service_role;
revoke all on all sequences in schema net from public, anon, authenticated, service_role;
revoke all on all functions in schema net from public, anon, authenticated, service_role;

-- Vault keeps secrets encrypted at rest and shows them decrypted in vault.decrypted_secrets. Here they
-- are stored as given: the local stack's only secrets are its own URL and keys, on this machine.
create schema if not exists vault;
revoke all on schema vault from public, anon, authenticated, service_role;

create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create or replace view vault.decrypted_secrets as
  select s.id, s.name, s.description, s.secret, s.secret as decrypted_secret, s.created_at, s.updated_at
    from vault.secrets s;

create or replace function vault.create_secret(new_secret text, new_name text default null,
                                               new_description text default '', new_key_id uuid default null)
returns uuid
language plpgsql
as $$
declare
  v_id uuid;
begin
  if new_key_id is not null then
    raise exception using errcode = '0A000', message = 'vault.create_secret: the local Vault has no keys (new_key_id)';
  end if;
  insert into vault.secrets (secret, name, description)
  values (new_secret, new_name, coalesce(new_description, ''))
  returning id into v_id;
  return v_id;
end;
$$;

create or replace function vault.update_secret(secret_id uuid, new_secret text default null, new_name text default null,
                                               new_description text default null, new_key_id uuid default null)
returns void
language plpgsql
as $$
begin
  if new_key_id is not null then
    raise exception using errcode = '0A000', message = 'vault.update_secret: the local Vault has no keys (new_key_id)';
  end if;
  update vault.secrets s
     set secret = coalesce(new_secret, s.secret), name = coalesce(new_name, s.name),
         description = coalesce(new_description, s.description), updated_at = now()
   where s.id = secret_id;
end;
$$;

revoke all on all tables in schema vault from public, anon, authenticated, service_role;
revoke all on all functions in schema vault from public, anon, authenticated, service_role;
