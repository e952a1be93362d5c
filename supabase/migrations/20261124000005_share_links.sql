-- Read-only share links to one report. The owner makes as many as they like (each with a label, an
-- optional expiry and the choice to show company and prepared-for); a visitor holding the token --
-- signed in or not -- reads that one report and its benchmark through get_shared_report, and nothing
-- else: no user id, no profile, no report id, no other report. Only a SHA-256 hash of the token is
-- stored; the token is returned once, when the link is made. Revoking takes effect on the next read.

create table public.report_share_links (
  id uuid primary key default gen_random_uuid(),
  report_id uuid not null references public.reports (id) on delete cascade,
  -- The report's owner, copied so RLS needs no join (the functions set it from the report).
  user_id uuid not null references auth.users (id) on delete cascade,
  token_hash bytea not null,
  label text,
  include_company boolean not null default false,
  include_prepared_for boolean not null default false,
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  revoked_at timestamptz,
  last_used_at timestamptz,
  constraint report_share_links_token_hash_key unique (token_hash),
  constraint report_share_links_token_hash_length check (octet_length(token_hash) = 32),
  constraint report_share_links_label_length check (char_length(label) between 1 and 120),
  constraint report_share_links_expiry_after_creation check (expires_at is null or expires_at > created_at)
);

comment on table public.report_share_links is
  'Read-only links to one report. Only sha256(token) is kept; the token is shown once. Read by the owner (without the hash); used through get_shared_report.';
comment on column public.report_share_links.last_used_at is
  'Last time a visitor read the report through the link, to the minute (reads within a minute of the last one do not write).';

create index report_share_links_report_id_created_at_idx on public.report_share_links (report_id, created_at desc);
create index report_share_links_user_id_idx on public.report_share_links (user_id);

alter table public.report_share_links enable row level security;
revoke all on table public.report_share_links from public, anon, authenticated, service_role;
grant select, insert, update, delete on table public.report_share_links to service_role;
grant select (id, report_id, user_id, label, include_company, include_prepared_for, created_at, expires_at,
  revoked_at, last_used_at) on table public.report_share_links to authenticated;

create policy report_share_links_select_own on public.report_share_links
  for select to authenticated
  using ((select auth.uid()) = user_id);


-- A link as its owner sees it; never the token or its hash.
create function private.share_link_json(l public.report_share_links)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', l.id,
    'report_id', l.report_id,
    'label', l.label,
    'include_company', l.include_company,
    'include_prepared_for', l.include_prepared_for,
    'created_at', l.created_at,
    'expires_at', l.expires_at,
    'revoked_at', l.revoked_at,
    'last_used_at', l.last_used_at,
    'status', case when l.revoked_at is not null then 'revoked'
                   when l.expires_at is not null and l.expires_at <= now() then 'expired'
                   else 'active' end)
$$;
revoke all on function private.share_link_json(public.report_share_links) from public, anon, authenticated, service_role;

create function private.create_share_link(
  report_id uuid, label text, expires_at timestamptz, include_company boolean, include_prepared_for boolean)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  max_live constant integer := 20;
  v_uid uuid := private.require_uid('share a report');
  v_owner uuid;
  v_label text := private.clean_text(create_share_link.label);
  v_token text;
  v_link public.report_share_links;
begin
  -- FOR UPDATE: one link creation at a time per report, so the limit holds.
  select r.user_id into v_owner from public.reports r where r.id = create_share_link.report_id for update;
  if v_owner is null then
    raise exception using errcode = 'PT404', message = 'Report not found.';
  end if;
  if v_owner <> v_uid then
    raise exception using errcode = 'PT403', message = 'Only the report''s owner can share it.';
  end if;
  if char_length(v_label) > 120 then
    raise exception using errcode = '22023', message = 'A share link label can be at most 120 characters.';
  end if;
  if create_share_link.expires_at is not null and create_share_link.expires_at <= now() then
    raise exception using errcode = '22023', message = 'expires_at must be in the future (or null for a link that does not expire).';
  end if;
  if (select count(*) from public.report_share_links l
       where l.report_id = create_share_link.report_id and l.revoked_at is null
         and (l.expires_at is null or l.expires_at > now())) >= max_live then
    raise exception using errcode = 'PT409',
      message = format('A report can have at most %s live share links; revoke one first.', max_live);
  end if;

  v_token := private.new_token('shr_');
  insert into public.report_share_links
    (report_id, user_id, token_hash, label, include_company, include_prepared_for, expires_at)
  values
    (create_share_link.report_id, v_uid, private.token_hash(v_token), v_label,
     coalesce(create_share_link.include_company, false), coalesce(create_share_link.include_prepared_for, false),
     create_share_link.expires_at)
  returning * into v_link;
  return jsonb_build_object('link', private.share_link_json(v_link), 'token', v_token);
end;
$$;

create function private.revoke_share_link(link_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('revoke a share link');
  v_link public.report_share_links;
begin
  -- Someone else's link is "not found": link ids are only ever shown to their owner.
  update public.report_share_links l
     set revoked_at = coalesce(l.revoked_at, now())
   where l.id = revoke_share_link.link_id and l.user_id = v_uid
  returning * into v_link;
  if v_link.id is null then
    raise exception using errcode = 'PT404', message = 'Share link not found.';
  end if;
  return private.share_link_json(v_link);
end;
$$;

create function private.list_share_links(report_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('see share links');
  v_owner uuid;
begin
  select r.user_id into v_owner from public.reports r where r.id = list_share_links.report_id;
  if v_owner is null then
    return jsonb_build_object('status', 'not_found');
  end if;
  if v_owner <> v_uid then
    return jsonb_build_object('status', 'forbidden');
  end if;
  return jsonb_build_object('status', 'ok', 'links', coalesce(
    (select jsonb_agg(private.share_link_json(l) order by l.created_at desc, l.id)
       from public.report_share_links l
      where l.report_id = list_share_links.report_id and l.revoked_at is null
        and (l.expires_at is null or l.expires_at > now())),
    '[]'::jsonb));
end;
$$;

-- The visitor's read. Every outcome is a status, never an error: a wrong link must not look like a
-- fault of ours. Revoked wins over expired (it is the owner's latest word).
create function private.get_shared_report(token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_link public.report_share_links;
  v_report public.reports;
  v_shown jsonb;
begin
  -- Tokens are 47 characters; anything far longer is not one, and is not hashed.
  if get_shared_report.token is not null and char_length(get_shared_report.token) <= 200 then
    select l.* into v_link from public.report_share_links l
     where l.token_hash = private.token_hash(get_shared_report.token);
  end if;
  if v_link.id is null then
    return jsonb_build_object('status', 'not_found');
  end if;
  if v_link.revoked_at is not null then
    return jsonb_build_object('status', 'revoked');
  end if;
  if v_link.expires_at is not null and v_link.expires_at <= now() then
    return jsonb_build_object('status', 'expired');
  end if;
  select r.* into v_report from public.reports r where r.id = v_link.report_id;
  if v_report.id is null then
    return jsonb_build_object('status', 'not_found');
  end if;

  -- At most one write a minute per link, however often it is read.
  update public.report_share_links l
     set last_used_at = now()
   where l.id = v_link.id and (l.last_used_at is null or l.last_used_at < now() - interval '1 minute');

  -- Exactly these fields; company and prepared_for only when the owner chose to show them.
  v_shown := jsonb_build_object(
    'created_at', v_report.created_at,
    'answers', v_report.answers,
    'overall_score', v_report.overall_score,
    'category_scores', v_report.category_scores,
    'scoring_version', v_report.scoring_version);
  if v_link.include_company then
    v_shown := v_shown || jsonb_build_object('company', v_report.company);
  end if;
  if v_link.include_prepared_for then
    v_shown := v_shown || jsonb_build_object('prepared_for', v_report.prepared_for);
  end if;
  return jsonb_build_object('status', 'ok', 'report', v_shown, 'benchmark', private.report_benchmark(v_report));
end;
$$;

revoke all on function private.create_share_link(uuid, text, timestamptz, boolean, boolean) from public, anon, authenticated, service_role;
revoke all on function private.revoke_share_link(uuid) from public, anon, authenticated, service_role;
revoke all on function private.list_share_links(uuid) from public, anon, authenticated, service_role;
revoke all on function private.get_shared_report(text) from public, anon, authenticated, service_role;
grant execute on function private.create_share_link(uuid, text, timestamptz, boolean, boolean) to authenticated;
grant execute on function private.revoke_share_link(uuid) to authenticated;
grant execute on function private.list_share_links(uuid) to authenticated;
grant execute on function private.get_shared_report(text) to anon, authenticated;


create function public.create_share_link(
  report_id uuid, label text default null, expires_at timestamptz default null,
  include_company boolean default false, include_prepared_for boolean default false)
returns jsonb language plpgsql volatile security invoker set search_path = ''
as $$
begin
  return private.create_share_link(
    create_share_link.report_id, create_share_link.label, create_share_link.expires_at,
    create_share_link.include_company, create_share_link.include_prepared_for);
end;
$$;

create function public.revoke_share_link(link_id uuid)
returns jsonb language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.revoke_share_link(revoke_share_link.link_id); end; $$;

create function public.list_share_links(report_id uuid)
returns jsonb language plpgsql stable security invoker set search_path = ''
as $$ begin return private.list_share_links(list_share_links.report_id); end; $$;

-- Volatile (it notes when the link was last used): call it with POST, as supabase-js's rpc() does.
create function public.get_shared_report(token text)
returns jsonb language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.get_shared_report(get_shared_report.token); end; $$;

revoke all on function public.create_share_link(uuid, text, timestamptz, boolean, boolean) from public, anon, authenticated, service_role;
revoke all on function public.revoke_share_link(uuid) from public, anon, authenticated, service_role;
revoke all on function public.list_share_links(uuid) from public, anon, authenticated, service_role;
revoke all on function public.get_shared_report(text) from public, anon, authenticated, service_role;
grant execute on function public.create_share_link(uuid, text, timestamptz, boolean, boolean) to authenticated;
grant execute on function public.revoke_share_link(uuid) to authenticated;
grant execute on function public.list_share_links(uuid) to authenticated;
grant execute on function public.get_shared_report(text) to anon, authenticated;

do $$
declare
  c record;
begin
  for c in select * from (values
    ('create_share_link(uuid,text,timestamptz,boolean,boolean)',
     'Creates a read-only link to one of the caller''s reports. Returns {link {id, report_id, label, include_company, include_prepared_for, created_at, expires_at, revoked_at, last_used_at, status}, token}: the token is shown this once and stored only as a sha256 hash. Errors: 42501 not signed in; PT404 report not found; PT403 not the caller''s report; 22023 label over 120 characters or expires_at not in the future; PT409 20 live links on the report already.'),
    ('revoke_share_link(uuid)',
     'Revokes a link at once (idempotent); returns it as in create_share_link, without token. Errors: 42501 not signed in; PT404 no such link of the caller''s.'),
    ('list_share_links(uuid)',
     'The live (not revoked, not expired) links of the caller''s report, newest first: {status: ok, links: [as in create_share_link, without token]}; {status: forbidden} for someone else''s report, {status: not_found} for an unknown one. Errors: 42501 not signed in.'),
    ('get_shared_report(text)',
     'For anyone holding a share token: {status: ok, report {created_at, answers, overall_score, category_scores, scoring_version, company and prepared_for only if the owner chose}, benchmark (as get_report_benchmark)}; else {status: not_found | revoked | expired}. Never raises for a bad token. Volatile (records last use): call with POST.')
  ) as t (signature, body) loop
    execute format('comment on function private.%s is %L', c.signature, 'Called only through public.' || split_part(c.signature, '(', 1) || '. ' || c.body);
    execute format('comment on function public.%s is %L', c.signature, c.body);
  end loop;
end;
$$;
