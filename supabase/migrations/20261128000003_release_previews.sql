-- Preview links: one published version of one remote, for whoever opens the link, in one environment,
-- until it expires, so a team can try a version in production before any visitor gets it. The release
-- command creates one (service_role) and prints <site>/?release-preview=<token>; the shell's host asks
-- release_preview (anon) for the version of the token its visitor brought and pins it for that browser.
--
--   private.release_previews  one row per link: the sha256 of its token (the token itself is shown
--                             once and kept nowhere), environment, version, expiry, who made it.
--
-- Creating a link is audited (action 'preview', to_version the version, the reason says until when).
-- A token that is unknown, expired or of another environment answers nothing, like no token at all.
-- Refusals as the registry's: PT404 release_unknown_environment / release_unknown_version; 22023
-- release_invalid (minutes outside 1..10080, a week).

alter type public.release_action add value 'preview';

create table private.release_previews (
  id bigint generated always as identity primary key,
  token_hash bytea not null,
  environment text not null references private.release_environments (name),
  version_id bigint not null references private.release_versions (id),
  expires_at timestamptz not null,
  created_by text not null,
  created_at timestamptz not null default now(),
  constraint release_previews_token_hash_key unique (token_hash),
  constraint release_previews_token_hash_length check (octet_length(token_hash) = 32)
);
create index release_previews_expires_at_idx on private.release_previews (expires_at);
create index release_previews_environment_idx on private.release_previews (environment);
create index release_previews_version_id_idx on private.release_previews (version_id);
alter table private.release_previews enable row level security;
revoke all on table private.release_previews from public, anon, authenticated, service_role;

-- One new link's token, its expiry and its audit row.
create type public.release_preview_link as (token text, expires_at timestamptz, audit_id bigint);

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

-- Open to visitors (the host asks with the anon key): the version a token pins now, or no row.
create function private.release_preview(environment text, token text)
returns table (remote public.release_remote, version text, manifest_url text, expires_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_mfa();
  if release_preview.token is null or char_length(release_preview.token) > 200 then
    return;
  end if;
  return query
    select v.remote, v.version, v.manifest_url, p.expires_at
      from private.release_previews p
      join private.release_versions v on v.id = p.version_id
     where p.token_hash = sha256(convert_to(release_preview.token, 'UTF8'))
       and p.environment = release_preview.environment
       and p.expires_at > now();
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

create function public.release_preview(environment text, token text)
returns table (remote public.release_remote, version text, manifest_url text, expires_at timestamptz)
language plpgsql stable security invoker set search_path = ''
as $$
begin
  return query select * from private.release_preview(release_preview.environment, release_preview.token);
end;
$$;

do $$
declare
  f record;
  s text;
begin
  for f in select * from (values
    ('create_release_preview(text,public.release_remote,text,integer,text)', false,
     'Creates a preview link for one published version of a remote in an environment, valid for minutes '
     '(60; 1..10080), and audits it (action preview). Answers the token once; only its hash is kept. '
     'Errors: PT404 unknown environment or version; 22023 minutes out of range (release_invalid).'),
    ('release_preview(text,text)', true,
     'For the shell''s host: the remote version a preview token pins in an environment while it is '
     'valid, or no row (unknown, expired or another environment''s token).')
  ) as t (signature, open_to_visitors, body) loop
    foreach s in array array['private', 'public'] loop
      execute format('revoke all on function %s.%s from public, anon, authenticated, service_role',
                     s, f.signature);
      execute format('grant execute on function %s.%s to %s', s, f.signature,
                     case when f.open_to_visitors then 'anon, authenticated, service_role'
                          else 'service_role' end);
    end loop;
    execute format('comment on function public.%s is %L', f.signature, f.body);
    execute format('comment on function private.%s is %L', f.signature,
                   'Called only through public.' || split_part(f.signature, '(', 1) || '. ' || f.body);
  end loop;
end;
$$;
