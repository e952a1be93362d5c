-- Release health that only real page loads move. Before, anyone could add page loads (a HEAD request
-- counted as one) and failures (report_remote_failure was open to visitors), so a visitor could end a
-- canary with a few dozen requests, or keep a failing one alive by padding its loads, and `release
-- status` showed whatever error rate they chose. Now:
--
--   * A load is counted once, for a document the shell's host served (GET, never HEAD) and the shell then
--     started: the host writes a per-load token into the page, signed with a key only it holds, and the
--     shell hands it back (to the host) when it starts a remote's page, and when one fails. The host checks
--     the token (its own signature, its age, that it was issued to the same visitor and for that remote's
--     version) and passes the events on here with the service-role key, in batches.
--   * Each load is one row, keyed by the token's load id and the version: a second start of the same load
--     counts nothing, and a load fails at most once (a failure of a load never started counts its load
--     too, since the shell only reports what it ran).
--   * Counts are limited per visitor (the host sends a keyed hash of the visitor's address, never the
--     address): at most loads_per_visitor loads of a version per visitor in the window, so one visitor
--     moves the figures by at most that, whichever way.
--   * A canary is rolled back by itself only when its failures pass max_error_rate_percent of at least
--     min_loads loads in the window, from at least min_visitors visitors, min_failing_visitors of whom saw
--     it fail: neither a flood of loads nor one of failures decides it. Health is per environment; an
--     automatic rollback ends the canary of the environment whose loads failed.
--
--   private.release_page_loads   one row per page load and version: environment, the load's id, the
--                                visitor's keyed hash, when it started, and whether (and when) it failed.
--
-- record_release_health(environment, events) takes the host's batches (service_role only);
-- report_remote_failure and record_remote_loads are gone, and private.release_health with them.
--
-- release_config and release_preview now answer the service role only (the host reads them with its key,
-- the one it signs load tokens and forwards visitors with): a visitor with the anon key read every
-- environment's live and canary build URLs from release_config, and its refusal listed the environments.
-- release_config answers only what a page needs (no internal ids). Preview links can be listed and
-- revoked (list_release_previews, revoke_release_preview, audited as 'revoke-preview'); a revoked link
-- works no more, within the seconds the host keeps an answer.
--
-- Health settings, app_config row 'release_health' (each never below 1): window_minutes (10),
-- max_error_rate_percent (5), min_loads (50), min_visitors (10), min_failing_visitors (3),
-- loads_per_visitor (10).

alter type public.release_action add value 'revoke-preview';


-- ---------------------------------------------------------------- what goes

drop function public.report_remote_failure(public.release_remote, text, public.remote_failure_kind);
drop function private.report_remote_failure(public.release_remote, text, public.remote_failure_kind);
drop function public.record_remote_loads(public.release_remote, text, integer);
drop function private.record_remote_loads(public.release_remote, text, integer);
drop function private.release_check_canary(bigint);
drop table private.release_health;
drop function public.release_status(text);
drop function private.release_status(text);
drop function public.release_config(text);
drop function private.release_config(text);


-- ---------------------------------------------------------------- the page loads

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


-- ---------------------------------------------------------------- preview links: listed, revoked

alter table private.release_previews add column revoked_at timestamptz;
alter table private.release_previews add column revoked_by text;

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


-- ---------------------------------------------------------------- the wrappers, grants and contracts

create function public.record_release_health(environment text, events jsonb)
returns public.release_health_batch language plpgsql volatile security invoker set search_path = ''
as $$
begin
  return private.record_release_health(record_release_health.environment, record_release_health.events);
end;
$$;

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

create function public.list_release_previews(environment text default null, include_ended boolean default false)
returns setof public.release_preview_entry language plpgsql stable security invoker set search_path = ''
as $$
begin
  return query select * from private.list_release_previews(list_release_previews.environment,
                                                           list_release_previews.include_ended);
end;
$$;

create function public.revoke_release_preview(
  preview_id bigint default null, token text default null, reason text default null)
returns public.release_audit_entry language plpgsql volatile security invoker set search_path = ''
as $$
begin
  return private.revoke_release_preview(revoke_release_preview.preview_id, revoke_release_preview.token,
                                        revoke_release_preview.reason);
end;
$$;

do $$
declare
  f record;
  s text;
begin
  foreach s in array array['release_health_figures(text,bigint,integer)', 'release_check_canary(text,bigint)'] loop
    execute format('revoke all on function private.%s from public, anon, authenticated, service_role', s);
  end loop;

  for f in select * from (values
    ('record_release_health(text,jsonb)',
     'For the shell''s host: the page loads and failures its pages reported, [{load, visitor, remote, version, '
     'event: start | load | render}] (at most 1,000), each load counted once and failing at most once, at most '
     'loads_per_visitor loads of a version per visitor in the window; then rolls a failing canary of that '
     'environment back. Answers {counted, ignored}. Errors: PT404 unknown environment; 22023 a malformed event.'),
    ('release_config(text)',
     'For the shell''s host: each remote''s live version (label, manifest URL) in an environment, and its canary '
     '(label, manifest URL, percent) when there is one. Errors: PT404 unknown environment.'),
    ('release_preview(text,text)',
     'For the shell''s host: the remote version a preview token pins in an environment while it is valid, or no '
     'row (unknown, expired, revoked or another environment''s token).'),
    ('release_status(text)',
     'Every environment (or only_environment) x remote: live and canary versions, since when, and their page '
     'loads, failures and visitors in that environment over the last window_minutes. Errors: PT404 unknown '
     'environment.'),
    ('list_release_previews(text,boolean)',
     'The preview links (never their tokens), newest first: of one environment or all, working ones only unless '
     'include_ended. Errors: PT404 unknown environment.'),
    ('revoke_release_preview(bigint,text,text)',
     'Revokes a preview link named by its id or its token, audited (action revoke-preview). Errors: 22023 neither '
     'or both named; PT404 no such link (release_unknown_preview); PT409 already revoked or expired '
     '(release_preview_ended).')
  ) as t (signature, body) loop
    foreach s in array array['private', 'public'] loop
      execute format('revoke all on function %s.%s from public, anon, authenticated, service_role',
                     s, f.signature);
      execute format('grant execute on function %s.%s to service_role', s, f.signature);
    end loop;
    execute format('comment on function public.%s is %L', f.signature, f.body);
    execute format('comment on function private.%s is %L', f.signature,
                   'Called only through public.' || split_part(f.signature, '(', 1) || '. ' || f.body);
  end loop;
end;
$$;
