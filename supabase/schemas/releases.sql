-- The release registry: which version of each remote every environment runs, kept in the database
-- instead of one hand-edited URL per remote in each environment's app-config.json.
--
--   private.release_versions      every published version of a remote: its mf-manifest.json URL, the
--                                 modules it exposes, the packages it shares (with versions), the
--                                 platform contract's major it was built for, commit, build time, who
--                                 published it. A (remote, version) is published once and never changes.
--   private.release_environments  where versions run ('local', 'staging', 'production').
--   private.release_channels      per environment and remote: the live version and an optional canary
--                                 (a version of the same remote, other than the live one, for 1..99 %
--                                 of visitors), each with the time it started.
--   private.release_audit         one row for every change (who, when, environment, remote, action,
--                                 from -> to, percent, why). No row is ever updated or deleted.
--   private.release_page_loads    one row per page load and version: environment, the load's id, the
--                                 visitor's keyed hash, when it started, whether (and when) it failed;
--                                 the figures `npm run release -- status` shows and that roll a canary back.
--
-- The tables are in private, which the API does not expose; nobody but their owner holds a privilege on
-- them. Every change goes through one of the functions below, which writes its audit row in the same
-- transaction, so there is no change without its audit row. Every function is executable by
-- service_role only: the release command's (publish, promote, canary, rollback, previews, status,
-- history) and the shell's host's, which reads with its secret key what a page load needs
-- (release_config, release_preview) and sends what its pages reported (record_release_health).
--
-- Health that only real page loads move: the host writes a per-load token into each page it serves
-- (GET, never HEAD), signed with a key only it holds, and the shell hands it back when it starts a
-- remote's page and when one fails; the host checks the token (signature, age, visitor, version) and
-- passes the events on in batches. A load counts once and fails at most once, at most loads_per_visitor
-- loads of a version per visitor (a keyed hash of the address, never the address) in the window, and a
-- canary is rolled back by itself only with enough loads, visitors and failing visitors.
--
-- Refusals (SQLSTATE, hint): PT404 release_unknown_environment / release_unknown_version; PT409
-- release_version_exists / release_already_live / release_no_live_version / release_no_previous_version;
-- 22023 release_invalid (a malformed argument, the message names it) / release_canary_is_live; PT404
-- release_unknown_preview; PT409 release_preview_ended. The release command maps each hint to its own text.
--
-- Health settings, app_config row 'release_health' (each never below 1): window_minutes (10), the span
-- the figures are computed over; a canary whose failures exceed max_error_rate_percent (5) of at least
-- min_loads (50) loads in the window, from at least min_visitors (10) visitors of whom at least
-- min_failing_visitors (3) saw it fail, is rolled back by itself (audited as auto-rollback, by
-- 'release-health'); loads_per_visitor (10) loads of a version count per visitor in the window.
--
-- The shell's host and the release command call the wrappers; the command does so as service_role,
-- which therefore has USAGE on private like the other API roles (private.sql) and may execute only the
-- functions granted below.
--
-- Data: the environments 'local', 'staging' and 'production' are rows, inserted by the migration
-- 20261128000002_release_registry.sql.

-- ---------------------------------------------------------------- the types the API answers with
create type public.release_remote as enum ('marketing', 'auth', 'assessment', 'reports');

create type public.release_action as enum (
  'publish', 'promote', 'canary', 'rollback', 'auto-rollback', 'preview', 'revoke-preview');

create type public.remote_failure_kind as enum ('load', 'render');

-- One audit row as history and every change answer it.
create type public.release_audit_entry as (
  id bigint,
  at timestamptz,
  actor text,
  environment text,
  remote public.release_remote,
  action public.release_action,
  from_version text,
  to_version text,
  canary_percent integer,
  reason text
);

-- One new link's token, its expiry and its audit row.
create type public.release_preview_link as (token text, expires_at timestamptz, audit_id bigint);

-- ---------------------------------------------------------------- the tables
create table private.release_environments (
  name text primary key,
  created_at timestamptz not null default now(),
  constraint release_environments_name_format check (name ~ '^[a-z][a-z0-9-]{0,31}$')
);

alter table private.release_environments enable row level security;

revoke all on table private.release_environments from public, anon, authenticated, service_role;

create table private.release_versions (
  id bigint generated always as identity primary key,
  remote public.release_remote not null,
  version text not null,
  manifest_url text not null,
  exposed_modules text[] not null,
  -- {"react": {"version": "19.2.0", "singleton": true, "requiredVersion": "^19.2.0"}, ...}
  shared_packages jsonb not null,
  contract_major integer not null,
  commit text,
  built_at timestamptz,
  published_by text not null,
  published_at timestamptz not null default now(),
  constraint release_versions_remote_version_key unique (remote, version),
  -- The channels' foreign keys name (remote, id), so a channel cannot point at another remote's version.
  constraint release_versions_remote_id_key unique (remote, id),
  constraint release_versions_version_format check (version ~ '^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$'),
  constraint release_versions_manifest_url_format check (
    manifest_url ~ '^https?://[^[:space:]]+$' and char_length(manifest_url) <= 2048),
  constraint release_versions_exposed_modules_shape check (
    cardinality(exposed_modules) between 1 and 100 and array_position(exposed_modules, null) is null),
  constraint release_versions_shared_packages_shape check (jsonb_typeof(shared_packages) = 'object'),
  constraint release_versions_contract_major_range check (contract_major between 0 and 1000),
  constraint release_versions_commit_format check (commit ~ '^[0-9a-f]{7,40}$')
);

alter table private.release_versions enable row level security;

revoke all on table private.release_versions from public, anon, authenticated, service_role;

create table private.release_channels (
  environment text not null references private.release_environments (name),
  remote public.release_remote not null,
  live_version_id bigint not null,
  live_since timestamptz not null default now(),
  canary_version_id bigint,
  canary_percent integer,
  canary_since timestamptz,
  primary key (environment, remote),
  constraint release_channels_live_fkey foreign key (remote, live_version_id)
    references private.release_versions (remote, id),
  constraint release_channels_canary_fkey foreign key (remote, canary_version_id)
    references private.release_versions (remote, id),
  constraint release_channels_canary_whole check (
    (canary_version_id is null) = (canary_percent is null)
    and (canary_version_id is null) = (canary_since is null)),
  constraint release_channels_canary_percent_range check (canary_percent between 1 and 99),
  constraint release_channels_canary_not_live check (canary_version_id <> live_version_id)
);

create index release_channels_live_idx on private.release_channels (remote, live_version_id);

create index release_channels_canary_idx on private.release_channels (remote, canary_version_id);

alter table private.release_channels enable row level security;

revoke all on table private.release_channels from public, anon, authenticated, service_role;

create table private.release_audit (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor text not null,
  -- No foreign keys: the history outlives whatever it names. A publish has no environment.
  environment text,
  remote public.release_remote not null,
  action public.release_action not null,
  from_version text,
  to_version text,
  canary_percent integer,
  reason text,
  constraint release_audit_environment_needed check ((action = 'publish') = (environment is null))
);

-- History per environment and remote, newest first; rollback reads the latest promotion from it.
create index release_audit_channel_idx on private.release_audit (environment, remote, id desc);

create index release_audit_remote_idx on private.release_audit (remote, id desc);

alter table private.release_audit enable row level security;

revoke all on table private.release_audit from public, anon, authenticated, service_role;

create table private.release_page_loads (
  environment text not null references private.release_environments (name),
  version_id bigint not null references private.release_versions (id),
  -- The token's load id (16 random bytes) and the visitor's keyed hash (16 bytes), both made by the host.
  load_id bytea not null,
  visitor bytea not null,
  started_at timestamptz not null default now(),
  failure public.remote_failure_kind,
  failed_at timestamptz,
  primary key (load_id, version_id),
  constraint release_page_loads_load_id_length check (octet_length(load_id) = 16),
  constraint release_page_loads_visitor_length check (octet_length(visitor) = 16),
  constraint release_page_loads_failure_whole check ((failure is null) = (failed_at is null))
);

create index release_page_loads_started_idx on private.release_page_loads (environment, version_id, started_at);
create index release_page_loads_visitor_idx
  on private.release_page_loads (environment, version_id, visitor, started_at);
create index release_page_loads_failed_idx
  on private.release_page_loads (environment, version_id, failed_at) where failed_at is not null;
create index release_page_loads_prune_idx on private.release_page_loads (started_at);
create index release_page_loads_version_idx on private.release_page_loads (version_id);

alter table private.release_page_loads enable row level security;

revoke all on table private.release_page_loads from public, anon, authenticated, service_role;


create table private.release_previews (
  id bigint generated always as identity primary key,
  token_hash bytea not null,
  environment text not null references private.release_environments (name),
  version_id bigint not null references private.release_versions (id),
  expires_at timestamptz not null,
  created_by text not null,
  created_at timestamptz not null default now(),
  -- A link revoked before it expired (revoke_release_preview): when, and by whom.
  revoked_at timestamptz,
  revoked_by text,
  constraint release_previews_token_hash_key unique (token_hash),
  constraint release_previews_token_hash_length check (octet_length(token_hash) = 32)
);

alter table private.release_previews enable row level security;

create index release_previews_expires_at_idx on private.release_previews (expires_at);

create index release_previews_environment_idx on private.release_previews (environment);

create index release_previews_version_id_idx on private.release_previews (version_id);

revoke all on table private.release_previews from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------- helpers
create function private.release_refuse(errcode text, hint text, message text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using
    errcode = release_refuse.errcode, hint = release_refuse.hint, message = release_refuse.message;
end;
$$;
revoke all on function private.release_refuse(text, text, text) from public;

create function private.release_environment(name text)
returns text
language plpgsql
stable
set search_path = ''
as $$
begin
  if not exists (select 1 from private.release_environments e where e.name = release_environment.name) then
    perform private.release_refuse('PT404', 'release_unknown_environment', format(
      'There is no environment "%s" (there are: %s).', release_environment.name,
      (select string_agg(e.name, ', ' order by e.name) from private.release_environments e)));
  end if;
  return release_environment.name;
end;
$$;
revoke all on function private.release_environment(text) from public;

create function private.release_version(remote public.release_remote, version text)
returns private.release_versions
language plpgsql
stable
set search_path = ''
as $$
declare
  v private.release_versions;
begin
  select * into v from private.release_versions rv
   where rv.remote = release_version.remote and rv.version = release_version.version;
  if not found then
    perform private.release_refuse('PT404', 'release_unknown_version', format(
      'The %s remote has no published version "%s".', release_version.remote, release_version.version));
  end if;
  return v;
end;
$$;
revoke all on function private.release_version(public.release_remote, text) from public;

create function private.release_reason(reason text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if char_length(release_reason.reason) > 500 then
    perform private.release_refuse('22023', 'release_invalid', 'A reason can be at most 500 characters.');
  end if;
  return nullif(btrim(release_reason.reason), '');
end;
$$;
revoke all on function private.release_reason(text) from public;

create function private.release_audit_write(
  environment text, remote public.release_remote, action public.release_action, from_version text,
  to_version text, canary_percent integer, reason text, actor text default null)
returns public.release_audit_entry
language sql
volatile
set search_path = ''
as $$
  insert into private.release_audit as a
    (actor, environment, remote, action, from_version, to_version, canary_percent, reason)
  values (coalesce(release_audit_write.actor, private.request_actor()), release_audit_write.environment,
          release_audit_write.remote, release_audit_write.action, release_audit_write.from_version,
          release_audit_write.to_version, release_audit_write.canary_percent, release_audit_write.reason)
  returning (a.id, a.at, a.actor, a.environment, a.remote, a.action, a.from_version, a.to_version,
             a.canary_percent, a.reason)::public.release_audit_entry
$$;
revoke all on function private.release_audit_write(text, public.release_remote, public.release_action, text, text, integer, text, text)
  from public;

-- One change at a time in the whole registry: a rollback reads the audit and the channel it changes,
-- and releases are rare enough that one lock costs nothing.
create function private.release_lock()
returns void
language sql
volatile
set search_path = ''
as $$
  select pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('private.release_channels', 0))
$$;
revoke all on function private.release_lock() from public;

create function private.release_label(version_id bigint)
returns text
language sql
stable
set search_path = ''
as $$
  select v.version from private.release_versions v where v.id = release_label.version_id
$$;
revoke all on function private.release_label(bigint) from public;

-- ---------------------------------------------------------------- the changes (service_role)
create function private.publish_remote_version(
  remote public.release_remote, version text, manifest_url text, exposed_modules text[],
  shared_packages jsonb, contract_major integer, commit text, built_at timestamptz, reason text)
returns public.release_audit_entry
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.release_lock();
  if exists (select 1 from private.release_versions v
              where v.remote = publish_remote_version.remote
                and v.version = publish_remote_version.version) then
    perform private.release_refuse('PT409', 'release_version_exists', format(
      'The %s remote already has a version "%s"; a published version never changes, publish a new one.',
      publish_remote_version.remote, publish_remote_version.version));
  end if;
  begin
    insert into private.release_versions
      (remote, version, manifest_url, exposed_modules, shared_packages, contract_major, commit, built_at,
       published_by)
    values (publish_remote_version.remote, publish_remote_version.version,
            publish_remote_version.manifest_url, publish_remote_version.exposed_modules,
            publish_remote_version.shared_packages, publish_remote_version.contract_major,
            publish_remote_version.commit, publish_remote_version.built_at, private.request_actor());
  exception when check_violation or not_null_violation then
    perform private.release_refuse('22023', 'release_invalid', format(
      'The version cannot be published: %s (version: letters, digits and ._+- up to 64 characters; '
      'manifest URL: http(s); 1 to 100 exposed modules; shared packages: an object; commit: 7 to 40 '
      'lower-case hex digits).', sqlerrm));
  end;
  return private.release_audit_write(null, publish_remote_version.remote, 'publish', null,
    publish_remote_version.version, null, private.release_reason(publish_remote_version.reason));
end;
$$;

create function private.promote_remote_version(
  environment text, remote public.release_remote, version text, reason text)
returns public.release_audit_entry
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_environment text := private.release_environment(promote_remote_version.environment);
  v_target private.release_versions := private.release_version(promote_remote_version.remote,
                                                               promote_remote_version.version);
  v_channel private.release_channels;
begin
  perform private.release_lock();
  select * into v_channel from private.release_channels c
   where c.environment = v_environment and c.remote = promote_remote_version.remote;
  if v_channel.live_version_id = v_target.id then
    perform private.release_refuse('PT409', 'release_already_live', format(
      '%s %s is already live in %s.', promote_remote_version.remote, v_target.version, v_environment));
  end if;
  -- Promoting the canary ends it: everyone gets that version now.
  insert into private.release_channels as c (environment, remote, live_version_id)
  values (v_environment, promote_remote_version.remote, v_target.id)
  on conflict on constraint release_channels_pkey do update
    set live_version_id = excluded.live_version_id,
        live_since = now(),
        canary_version_id = case when c.canary_version_id = excluded.live_version_id then null
                                 else c.canary_version_id end,
        canary_percent = case when c.canary_version_id = excluded.live_version_id then null
                              else c.canary_percent end,
        canary_since = case when c.canary_version_id = excluded.live_version_id then null
                            else c.canary_since end;
  return private.release_audit_write(v_environment, promote_remote_version.remote, 'promote',
    private.release_label(v_channel.live_version_id), v_target.version, null,
    private.release_reason(promote_remote_version.reason));
end;
$$;

-- percent 0 ends the canary (version is then ignored and may be null).
create function private.set_remote_canary(
  environment text, remote public.release_remote, version text, percent integer, reason text)
returns public.release_audit_entry
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_environment text := private.release_environment(set_remote_canary.environment);
  v_channel private.release_channels;
  v_target private.release_versions;
begin
  if set_remote_canary.percent is null or set_remote_canary.percent not between 0 and 99 then
    perform private.release_refuse('22023', 'release_invalid',
      'A canary''s percentage must be between 1 and 99 (0 ends the canary).');
  end if;
  if set_remote_canary.percent > 0 then
    v_target := private.release_version(set_remote_canary.remote, set_remote_canary.version);
  end if;
  perform private.release_lock();
  select * into v_channel from private.release_channels c
   where c.environment = v_environment and c.remote = set_remote_canary.remote;
  if not found then
    perform private.release_refuse('PT409', 'release_no_live_version', format(
      '%s has no live version in %s yet: promote one before trying another on a share of visitors.',
      set_remote_canary.remote, v_environment));
  end if;
  if v_target.id = v_channel.live_version_id then
    perform private.release_refuse('22023', 'release_canary_is_live', format(
      '%s %s is the live version in %s; a canary must be another version.',
      set_remote_canary.remote, v_target.version, v_environment));
  end if;
  update private.release_channels c
     set canary_version_id = v_target.id,
         canary_percent = nullif(set_remote_canary.percent, 0),
         canary_since = case when set_remote_canary.percent = 0 then null
                             when c.canary_version_id is not distinct from v_target.id then c.canary_since
                             else now() end
   where c.environment = v_environment and c.remote = set_remote_canary.remote;
  return private.release_audit_write(v_environment, set_remote_canary.remote, 'canary',
    private.release_label(v_channel.canary_version_id), v_target.version, set_remote_canary.percent,
    private.release_reason(set_remote_canary.reason));
end;
$$;

-- Back to the version that was live before the current one: the one the current version's latest
-- promotion replaced. Each rollback therefore walks one promotion further back.
create function private.rollback_remote(environment text, remote public.release_remote, reason text)
returns public.release_audit_entry
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_environment text := private.release_environment(rollback_remote.environment);
  v_channel private.release_channels;
  v_live text;
  v_previous text;
  v_target private.release_versions;
begin
  perform private.release_lock();
  select * into v_channel from private.release_channels c
   where c.environment = v_environment and c.remote = rollback_remote.remote;
  if not found then
    perform private.release_refuse('PT409', 'release_no_live_version', format(
      '%s has no live version in %s: there is nothing to roll back.', rollback_remote.remote, v_environment));
  end if;
  v_live := private.release_label(v_channel.live_version_id);
  select a.from_version into v_previous from private.release_audit a
   where a.environment = v_environment and a.remote = rollback_remote.remote and a.action = 'promote'
     and a.to_version = v_live
   order by a.id desc limit 1;
  if v_previous is null then
    perform private.release_refuse('PT409', 'release_no_previous_version', format(
      '%s %s is the first version that was live in %s: there is no earlier one to roll back to.',
      rollback_remote.remote, v_live, v_environment));
  end if;
  v_target := private.release_version(rollback_remote.remote, v_previous);
  update private.release_channels c
     set live_version_id = v_target.id,
         live_since = now(),
         -- A canary of the version rolled back to would be the live version: it ends.
         canary_version_id = case when c.canary_version_id = v_target.id then null
                                  else c.canary_version_id end,
         canary_percent = case when c.canary_version_id = v_target.id then null else c.canary_percent end,
         canary_since = case when c.canary_version_id = v_target.id then null else c.canary_since end
   where c.environment = v_environment and c.remote = rollback_remote.remote;
  return private.release_audit_write(v_environment, rollback_remote.remote, 'rollback', v_live,
    v_target.version, null, private.release_reason(rollback_remote.reason));
end;
$$;

-- ---------------------------------------------------------------- health

-- One version's figures in an environment over the health window.
create type public.release_health_figures as (
  loads bigint, failures bigint, visitors bigint, failing_visitors bigint);

create function private.release_health_figures(environment text, version_id bigint, window_minutes integer)
returns public.release_health_figures
language sql
stable
set search_path = ''
as $$
  select count(*) filter (where l.started_at > now() - make_interval(mins => release_health_figures.window_minutes)),
         count(*) filter (where l.failed_at > now() - make_interval(mins => release_health_figures.window_minutes)),
         count(distinct l.visitor)
           filter (where l.started_at > now() - make_interval(mins => release_health_figures.window_minutes)),
         count(distinct l.visitor)
           filter (where l.failed_at > now() - make_interval(mins => release_health_figures.window_minutes))
    from private.release_page_loads l
   where l.environment = release_health_figures.environment
     and l.version_id = release_health_figures.version_id
     and (l.started_at > now() - make_interval(mins => release_health_figures.window_minutes)
          or l.failed_at > now() - make_interval(mins => release_health_figures.window_minutes))
$$;
revoke all on function private.release_health_figures(text, bigint, integer)
  from public, anon, authenticated, service_role;

-- Ends the canary of this version in this environment when its failures pass the threshold, audited as
-- auto-rollback with the figures. Called after each batch, so no scheduler is needed.
create function private.release_check_canary(environment text, version_id bigint)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  window_minutes constant integer := private.setting_int('release_health', 'window_minutes', 10, 1);
  max_percent constant integer := private.setting_int('release_health', 'max_error_rate_percent', 5, 1);
  min_loads constant integer := private.setting_int('release_health', 'min_loads', 50, 1);
  min_visitors constant integer := private.setting_int('release_health', 'min_visitors', 10, 1);
  min_failing constant integer := private.setting_int('release_health', 'min_failing_visitors', 3, 1);
  v public.release_health_figures;
  v_channel private.release_channels;
begin
  select * into v_channel from private.release_channels c
   where c.environment = release_check_canary.environment
     and c.canary_version_id = release_check_canary.version_id;
  if not found then
    return;
  end if;
  v := private.release_health_figures(release_check_canary.environment, release_check_canary.version_id,
                                      window_minutes);
  if v.loads < min_loads or v.visitors < min_visitors or v.failing_visitors < min_failing
     or v.failures * 100 <= v.loads * max_percent then
    return;
  end if;
  perform private.release_lock();
  update private.release_channels c
     set canary_version_id = null, canary_percent = null, canary_since = null
   where c.environment = v_channel.environment and c.remote = v_channel.remote
     and c.canary_version_id = release_check_canary.version_id;
  if found then
    perform private.release_audit_write(v_channel.environment, v_channel.remote, 'auto-rollback',
      private.release_label(v_channel.canary_version_id), private.release_label(v_channel.live_version_id),
      0, format('%s failures in %s page loads by %s visitors (%s of whom saw it fail) in the last %s minutes '
                '(more than %s %%).',
                v.failures, v.loads, v.visitors, v.failing_visitors, window_minutes, max_percent),
      'release-health');
  end if;
end;
$$;
revoke all on function private.release_check_canary(text, bigint) from public, anon, authenticated, service_role;

-- What one batch counted: events taken, and those that changed nothing (a load started again, a second
-- failure, a visitor over the limit, an unknown version).
create type public.release_health_batch as (counted integer, ignored integer);

-- The shell's host sends what its pages reported: events [{load, visitor, remote, version, event}], load
-- and visitor as 32 hexadecimal digits, event 'start' (the shell started that remote's page) or 'load' /
-- 'render' (it failed so). At most 1,000 events a call.
create function private.record_release_health(environment text, events jsonb)
returns public.release_health_batch
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  window_minutes constant integer := private.setting_int('release_health', 'window_minutes', 10, 1);
  per_visitor constant integer := private.setting_int('release_health', 'loads_per_visitor', 10, 1);
  v_environment text := private.release_environment(record_release_health.environment);
  v_event jsonb;
  v_version_id bigint;
  v_load bytea;
  v_visitor bytea;
  v_kind text;
  v_counted integer := 0;
  v_ignored integer := 0;
  v_changed integer;
  v_touched bigint[] := '{}';
  v_id bigint;
begin
  if jsonb_typeof(record_release_health.events) is distinct from 'array'
     or jsonb_array_length(record_release_health.events) > 1000 then
    perform private.release_refuse('22023', 'release_invalid', 'events must be a list of at most 1,000 events.');
  end if;
  -- A day is far beyond any window; older loads matter to nobody.
  delete from private.release_page_loads l where l.started_at < now() - interval '1 day';
  for v_event in select e from jsonb_array_elements(record_release_health.events) as t (e) loop
    v_kind := v_event ->> 'event';
    if jsonb_typeof(v_event) <> 'object' or v_kind is null or v_kind not in ('start', 'load', 'render')
       or coalesce(v_event ->> 'load', '') !~ '^[0-9a-f]{32}$'
       or coalesce(v_event ->> 'visitor', '') !~ '^[0-9a-f]{32}$' then
      perform private.release_refuse('22023', 'release_invalid',
        'Each event is {load, visitor (32 hexadecimal digits each), remote, version, event: start, load or render}.');
    end if;
    v_load := decode(v_event ->> 'load', 'hex');
    v_visitor := decode(v_event ->> 'visitor', 'hex');
    select v.id into v_version_id from private.release_versions v
     where v.remote::text = v_event ->> 'remote' and v.version = v_event ->> 'version';
    if v_version_id is null then
      v_ignored := v_ignored + 1;
      continue;
    end if;
    v_changed := 0;
    if v_kind <> 'start' then
      update private.release_page_loads l
         set failure = v_kind::public.remote_failure_kind, failed_at = now()
       where l.load_id = v_load and l.version_id = v_version_id and l.environment = v_environment
         and l.visitor = v_visitor and l.failure is null;
      get diagnostics v_changed = row_count;
    end if;
    -- A load not seen yet: counted when the visitor has not used their share of this version's loads.
    if v_changed = 0
       and not exists (select 1 from private.release_page_loads l
                        where l.load_id = v_load and l.version_id = v_version_id)
       and (select count(*) from private.release_page_loads l
             where l.environment = v_environment and l.version_id = v_version_id and l.visitor = v_visitor
               and l.started_at > now() - make_interval(mins => window_minutes)) < per_visitor then
      insert into private.release_page_loads (environment, version_id, load_id, visitor, failure, failed_at)
      values (v_environment, v_version_id, v_load, v_visitor,
              case when v_kind = 'start' then null else v_kind::public.remote_failure_kind end,
              case when v_kind = 'start' then null else now() end)
      on conflict (load_id, version_id) do nothing;
      get diagnostics v_changed = row_count;
    end if;
    if v_changed > 0 then
      v_counted := v_counted + 1;
      if not v_version_id = any (v_touched) then
        v_touched := v_touched || v_version_id;
      end if;
    else
      v_ignored := v_ignored + 1;
    end if;
  end loop;
  foreach v_id in array v_touched loop
    perform private.release_check_canary(v_environment, v_id);
  end loop;
  return (v_counted, v_ignored)::public.release_health_batch;
end;
$$;

-- ---------------------------------------------------------------- reads (service_role)

-- What a shell's host needs for a page load in one environment: per remote with a live version, its
-- label and manifest URL, and the canary's with its percentage when there is one.
create function private.release_config(environment text)
returns table (
  remote public.release_remote,
  live_version text,
  live_manifest_url text,
  canary_version text,
  canary_manifest_url text,
  canary_percent integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.release_environment(release_config.environment);
  return query
    select c.remote, l.version, l.manifest_url, k.version, k.manifest_url, c.canary_percent
      from private.release_channels c
      join private.release_versions l on l.id = c.live_version_id
      left join private.release_versions k on k.id = c.canary_version_id
     where c.environment = release_config.environment
     order by c.remote;
end;
$$;

-- Environments x remotes for operators, with each version's figures in that environment's health window:
-- page loads, failures, and the visitors they came from.
create function private.release_status(only_environment text)
returns table (
  environment text,
  remote public.release_remote,
  live_version text,
  live_since timestamptz,
  live_loads bigint,
  live_failures bigint,
  live_visitors bigint,
  canary_version text,
  canary_percent integer,
  canary_since timestamptz,
  canary_loads bigint,
  canary_failures bigint,
  canary_visitors bigint,
  window_minutes integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_window constant integer := private.setting_int('release_health', 'window_minutes', 10, 1);
begin
  if release_status.only_environment is not null then
    perform private.release_environment(release_status.only_environment);
  end if;
  return query
    select e.name, r.remote, l.version, c.live_since,
           coalesce((lh).loads, 0), coalesce((lh).failures, 0), coalesce((lh).visitors, 0),
           k.version, c.canary_percent, c.canary_since, (kh).loads, (kh).failures, (kh).visitors, v_window
      from private.release_environments e
     cross join unnest(enum_range(null::public.release_remote)) as r (remote)
      left join private.release_channels c on c.environment = e.name and c.remote = r.remote
      left join private.release_versions l on l.id = c.live_version_id
      left join private.release_versions k on k.id = c.canary_version_id
      left join lateral (select private.release_health_figures(e.name, l.id, v_window) as lh) lf on l.id is not null
      left join lateral (select private.release_health_figures(e.name, k.id, v_window) as kh) kf on k.id is not null
     where release_status.only_environment is null or e.name = release_status.only_environment
     order by e.name, r.remote;
end;
$$;

create function private.release_history(environment text, remote public.release_remote, max_rows integer)
returns setof public.release_audit_entry
language sql
stable
security definer
set search_path = ''
as $$
  select a.id, a.at, a.actor, a.environment, a.remote, a.action, a.from_version, a.to_version,
         a.canary_percent, a.reason
    from private.release_audit a
   where (release_history.environment is null or a.environment = release_history.environment
          or a.environment is null)
     and (release_history.remote is null or a.remote = release_history.remote)
   order by a.id desc
   limit least(greatest(coalesce(release_history.max_rows, 50), 1), 1000)
$$;

create function public.publish_remote_version(
  remote public.release_remote, version text, manifest_url text, exposed_modules text[],
  shared_packages jsonb, contract_major integer, commit text default null, built_at timestamptz default null,
  reason text default null)
returns public.release_audit_entry language plpgsql volatile security invoker set search_path = ''
as $$
begin
  return private.publish_remote_version(
    publish_remote_version.remote, publish_remote_version.version, publish_remote_version.manifest_url,
    publish_remote_version.exposed_modules, publish_remote_version.shared_packages,
    publish_remote_version.contract_major, publish_remote_version.commit, publish_remote_version.built_at,
    publish_remote_version.reason);
end;
$$;
revoke all on function public.publish_remote_version(public.release_remote, text, text, text[], jsonb, integer, text, timestamptz, text)
  from public, anon, authenticated, service_role;
grant execute on function public.publish_remote_version(public.release_remote, text, text, text[], jsonb, integer, text, timestamptz, text)
  to service_role;

comment on function public.publish_remote_version(public.release_remote, text, text, text[], jsonb, integer, text, timestamptz, text) is
  'Publishes one version of a remote (it can then be promoted or tried as a canary) and audits it. The '
  'release command reads the manifest and checks it first. Errors: PT409 the version exists (hint '
  'release_version_exists); 22023 a malformed argument (hint release_invalid).';

create function public.promote_remote_version(
  environment text, remote public.release_remote, version text, reason text default null)
returns public.release_audit_entry language plpgsql volatile security invoker set search_path = ''
as $$
begin
  return private.promote_remote_version(
    promote_remote_version.environment, promote_remote_version.remote, promote_remote_version.version,
    promote_remote_version.reason);
end;
$$;
revoke all on function public.promote_remote_version(text, public.release_remote, text, text)
  from public, anon, authenticated, service_role;
grant execute on function public.promote_remote_version(text, public.release_remote, text, text)
  to service_role;

comment on function public.promote_remote_version(text, public.release_remote, text, text) is
  'Makes a published version the live one of its remote in an environment (ending a canary of that version) '
  'and audits it. Errors: PT404 unknown environment or version (hints release_unknown_environment, '
  'release_unknown_version); PT409 already live (release_already_live).';

create function public.set_remote_canary(
  environment text, remote public.release_remote, version text, percent integer, reason text default null)
returns public.release_audit_entry language plpgsql volatile security invoker set search_path = ''
as $$
begin
  return private.set_remote_canary(
    set_remote_canary.environment, set_remote_canary.remote, set_remote_canary.version,
    set_remote_canary.percent, set_remote_canary.reason);
end;
$$;
revoke all on function public.set_remote_canary(text, public.release_remote, text, integer, text)
  from public, anon, authenticated, service_role;
grant execute on function public.set_remote_canary(text, public.release_remote, text, integer, text)
  to service_role;

comment on function public.set_remote_canary(text, public.release_remote, text, integer, text) is
  'Serves another version of a remote to percent (1..99) of an environment''s visitors; 0 ends the canary. '
  'Audited. Errors: PT404 as promote; PT409 no live version yet (release_no_live_version); 22023 percent '
  'out of range (release_invalid) or the version is the live one (release_canary_is_live).';

create function public.rollback_remote(
  environment text, remote public.release_remote, reason text default null)
returns public.release_audit_entry language plpgsql volatile security invoker set search_path = ''
as $$
begin
  return private.rollback_remote(rollback_remote.environment, rollback_remote.remote, rollback_remote.reason);
end;
$$;
revoke all on function public.rollback_remote(text, public.release_remote, text)
  from public, anon, authenticated, service_role;
grant execute on function public.rollback_remote(text, public.release_remote, text) to service_role;

comment on function public.rollback_remote(text, public.release_remote, text) is
  'Makes the version the live one replaced live again (each rollback goes one promotion further back). '
  'Audited. Errors: PT404 unknown environment; PT409 no live version (release_no_live_version) or none '
  'before it (release_no_previous_version).';

create function public.record_release_health(environment text, events jsonb)
returns public.release_health_batch language plpgsql volatile security invoker set search_path = ''
as $$
begin
  return private.record_release_health(record_release_health.environment, record_release_health.events);
end;
$$;
revoke all on function public.record_release_health(text, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.record_release_health(text, jsonb) to service_role;

comment on function public.record_release_health(text, jsonb) is
  'For the shell''s host: the page loads and failures its pages reported, [{load, visitor, remote, version, '
  'event: start | load | render}] (at most 1,000), each load counted once and failing at most once, at most '
  'loads_per_visitor loads of a version per visitor in the window; then rolls a failing canary of that '
  'environment back. Answers {counted, ignored}. Errors: PT404 unknown environment; 22023 a malformed event.';

create function public.release_config(environment text)
returns table (
  remote public.release_remote,
  live_version text,
  live_manifest_url text,
  canary_version text,
  canary_manifest_url text,
  canary_percent integer
)
language plpgsql stable security invoker set search_path = ''
as $$
begin
  return query select * from private.release_config(release_config.environment);
end;
$$;
revoke all on function public.release_config(text) from public, anon, authenticated, service_role;
grant execute on function public.release_config(text) to service_role;

comment on function public.release_config(text) is
  'For the shell''s host: each remote''s live version (label, manifest URL) in an environment, and its canary '
  '(label, manifest URL, percent) when there is one. Errors: PT404 unknown environment.';

create function public.release_status(only_environment text default null)
returns table (
  environment text,
  remote public.release_remote,
  live_version text,
  live_since timestamptz,
  live_loads bigint,
  live_failures bigint,
  live_visitors bigint,
  canary_version text,
  canary_percent integer,
  canary_since timestamptz,
  canary_loads bigint,
  canary_failures bigint,
  canary_visitors bigint,
  window_minutes integer
)
language plpgsql stable security invoker set search_path = ''
as $$
begin
  return query select * from private.release_status(release_status.only_environment);
end;
$$;
revoke all on function public.release_status(text) from public, anon, authenticated, service_role;
grant execute on function public.release_status(text) to service_role;

comment on function public.release_status(text) is
  'Every environment (or only_environment) x remote: live and canary versions, since when, and their page '
  'loads, failures and visitors in that environment over the last window_minutes. Errors: PT404 unknown '
  'environment.';

create function public.release_history(
  environment text default null, remote public.release_remote default null, max_rows integer default 50)
returns setof public.release_audit_entry language plpgsql stable security invoker set search_path = ''
as $$
begin
  return query select * from private.release_history(
    release_history.environment, release_history.remote, release_history.max_rows);
end;
$$;
revoke all on function public.release_history(text, public.release_remote, integer)
  from public, anon, authenticated, service_role;
grant execute on function public.release_history(text, public.release_remote, integer) to service_role;

comment on function public.release_history(text, public.release_remote, integer) is
  'The audit, newest first: every change, optionally of one environment (publishes included) and one '
  'remote, at most max_rows (50; 1..1000).';

-- ---------------------------------------------------------------- preview links
-- Preview links: one published version of one remote, for whoever opens the link, in one environment,
-- until it expires, so a team can try a version in production before any visitor gets it. The release
-- command creates one and prints <site>/?release-preview=<token>; the shell's host asks release_preview
-- (with its secret key) for the version of the token its visitor brought and pins it for that browser.
-- Links can be listed (list_release_previews) and revoked (revoke_release_preview, audited as
-- 'revoke-preview'), by id or by the leaked token itself.
--
--   private.release_previews  one row per link: the sha256 of its token (the token itself is shown
--                             once and kept nowhere), environment, version, expiry, who made it,
--                             and when and by whom it was revoked.
--
-- Creating a link is audited (action 'preview', to_version the version, the reason says until when).
-- A token that is unknown, expired or of another environment answers nothing, like no token at all.
-- Refusals as the registry's: PT404 release_unknown_environment / release_unknown_version; 22023
-- release_invalid (minutes outside 1..10080, a week).

create function private.create_release_preview(
  environment text, remote public.release_remote, version text, minutes integer, reason text)
returns public.release_preview_link
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_environment text := private.release_environment(create_release_preview.environment);
  v_target private.release_versions := private.release_version(create_release_preview.remote,
                                                               create_release_preview.version);
  v_reason text := private.release_reason(create_release_preview.reason);
  -- 244 random bits (two version-4 UUIDs), as 64 hexadecimal digits.
  v_token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  v_expires timestamptz;
  v_audit public.release_audit_entry;
begin
  if create_release_preview.minutes is null or create_release_preview.minutes not between 1 and 10080 then
    perform private.release_refuse('22023', 'release_invalid',
      'A preview link lasts from 1 to 10080 minutes (a week).');
  end if;
  v_expires := now() + make_interval(mins => create_release_preview.minutes);
  -- Links a day past their expiry are of no use to anyone; the audit keeps that they existed.
  delete from private.release_previews p where p.expires_at < now() - interval '1 day';
  insert into private.release_previews (token_hash, environment, version_id, expires_at, created_by)
  values (sha256(convert_to(v_token, 'UTF8')), v_environment, v_target.id, v_expires,
          private.request_actor());
  v_audit := private.release_audit_write(v_environment, create_release_preview.remote, 'preview', null,
    v_target.version, null,
    concat_ws('; ',
              'preview link until ' || to_char(v_expires at time zone 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC',
              v_reason));
  return (v_token, v_expires, v_audit.id)::public.release_preview_link;
end;
$$;

-- The version a token pins now: not expired, not revoked, of this environment.
create or replace function private.release_preview(environment text, token text)
returns table (remote public.release_remote, version text, manifest_url text, expires_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if release_preview.token is null or char_length(release_preview.token) > 200 then
    return;
  end if;
  return query
    select v.remote, v.version, v.manifest_url, p.expires_at
      from private.release_previews p
      join private.release_versions v on v.id = p.version_id
     where p.token_hash = sha256(convert_to(release_preview.token, 'UTF8'))
       and p.environment = release_preview.environment
       and p.expires_at > now()
       and p.revoked_at is null;
end;
$$;

-- One preview link as operators see it (never its token, which is kept nowhere).
create type public.release_preview_entry as (
  id bigint,
  environment text,
  remote public.release_remote,
  version text,
  created_at timestamptz,
  created_by text,
  expires_at timestamptz,
  revoked_at timestamptz,
  revoked_by text
);

create function private.list_release_previews(environment text, include_ended boolean)
returns setof public.release_preview_entry
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if list_release_previews.environment is not null then
    perform private.release_environment(list_release_previews.environment);
  end if;
  return query
    select p.id, p.environment, v.remote, v.version, p.created_at, p.created_by, p.expires_at, p.revoked_at,
           p.revoked_by
      from private.release_previews p
      join private.release_versions v on v.id = p.version_id
     where (list_release_previews.environment is null or p.environment = list_release_previews.environment)
       and (coalesce(list_release_previews.include_ended, false)
            or (p.revoked_at is null and p.expires_at > now()))
     order by p.id desc;
end;
$$;

-- Revokes one link, named by its id (list_release_previews) or by its token (the leaked link itself),
-- and audits it. Revoking a revoked or expired link is refused, so the audit says only what changed.
create function private.revoke_release_preview(preview_id bigint, token text, reason text)
returns public.release_audit_entry
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_reason text := private.release_reason(revoke_release_preview.reason);
  v_preview private.release_previews;
  v_version private.release_versions;
begin
  if (revoke_release_preview.preview_id is null) = (revoke_release_preview.token is null) then
    perform private.release_refuse('22023', 'release_invalid', 'Name the preview link by its id or by its token.');
  end if;
  perform private.release_lock();
  select * into v_preview from private.release_previews p
   where p.id = revoke_release_preview.preview_id
      or (revoke_release_preview.token is not null
          and p.token_hash = sha256(convert_to(revoke_release_preview.token, 'UTF8')))
   for update;
  if not found then
    perform private.release_refuse('PT404', 'release_unknown_preview', 'There is no such preview link.');
  end if;
  if v_preview.revoked_at is not null or v_preview.expires_at <= now() then
    perform private.release_refuse('PT409', 'release_preview_ended', format(
      'Preview link %s already works no more (%s).', v_preview.id,
      case when v_preview.revoked_at is not null then 'revoked' else 'expired' end));
  end if;
  update private.release_previews p
     set revoked_at = now(), revoked_by = private.request_actor()
   where p.id = v_preview.id;
  select * into v_version from private.release_versions v where v.id = v_preview.version_id;
  return private.release_audit_write(v_preview.environment, v_version.remote, 'revoke-preview', v_version.version,
    null, null, concat_ws('; ', 'preview link ' || v_preview.id, v_reason));
end;
$$;

create function public.create_release_preview(
  environment text, remote public.release_remote, version text, minutes integer default 60,
  reason text default null)
returns public.release_preview_link language plpgsql volatile security invoker set search_path = ''
as $$
begin
  return private.create_release_preview(create_release_preview.environment, create_release_preview.remote,
    create_release_preview.version, create_release_preview.minutes, create_release_preview.reason);
end;
$$;
revoke all on function public.create_release_preview(text, public.release_remote, text, integer, text)
  from public, anon, authenticated, service_role;
grant execute on function public.create_release_preview(text, public.release_remote, text, integer, text)
  to service_role;

comment on function public.create_release_preview(text, public.release_remote, text, integer, text) is
  'Creates a preview link for one published version of a remote in an environment, valid for minutes (60; '
  '1..10080), and audits it (action preview). Answers the token once; only its hash is kept. Errors: PT404 '
  'unknown environment or version; 22023 minutes out of range (release_invalid).';

create function public.release_preview(environment text, token text)
returns table (remote public.release_remote, version text, manifest_url text, expires_at timestamptz)
language plpgsql stable security invoker set search_path = ''
as $$
begin
  return query select * from private.release_preview(release_preview.environment, release_preview.token);
end;
$$;
revoke all on function public.release_preview(text, text) from public, anon, authenticated, service_role;
grant execute on function public.release_preview(text, text) to service_role;

comment on function public.release_preview(text, text) is
  'For the shell''s host: the remote version a preview token pins in an environment while it is valid, or no '
  'row (unknown, expired, revoked or another environment''s token).';

create function public.list_release_previews(environment text default null, include_ended boolean default false)
returns setof public.release_preview_entry language plpgsql stable security invoker set search_path = ''
as $$
begin
  return query select * from private.list_release_previews(list_release_previews.environment,
                                                           list_release_previews.include_ended);
end;
$$;
revoke all on function public.list_release_previews(text, boolean) from public, anon, authenticated, service_role;
grant execute on function public.list_release_previews(text, boolean) to service_role;

comment on function public.list_release_previews(text, boolean) is
  'The preview links (never their tokens), newest first: of one environment or all, working ones only unless '
  'include_ended. Errors: PT404 unknown environment.';

create function public.revoke_release_preview(
  preview_id bigint default null, token text default null, reason text default null)
returns public.release_audit_entry language plpgsql volatile security invoker set search_path = ''
as $$
begin
  return private.revoke_release_preview(revoke_release_preview.preview_id, revoke_release_preview.token,
                                        revoke_release_preview.reason);
end;
$$;
revoke all on function public.revoke_release_preview(bigint, text, text) from public, anon, authenticated, service_role;
grant execute on function public.revoke_release_preview(bigint, text, text) to service_role;

comment on function public.revoke_release_preview(bigint, text, text) is
  'Revokes a preview link named by its id or its token, audited (action revoke-preview). Errors: 22023 neither '
  'or both named; PT404 no such link (release_unknown_preview); PT409 already revoked or expired '
  '(release_preview_ended).';
