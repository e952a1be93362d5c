-- Read-only share links to one report. The owner makes as many as they like (each with a label, an
-- optional expiry and the choice to show company and prepared-for); a visitor holding the token --
-- signed in or not -- reads that one report and its benchmark through get_shared_report, and nothing
-- else: no user id, no profile, no report id, no other report. Only a SHA-256 hash of the token is
-- stored; the token is returned once, when the link is made. Revoking takes effect on the next read.
--
-- Links are capped (links.sql): live 20 per report and 100 per account, made in 24 hours 50 per report
-- and 100 per account; each creation deletes the account's links that stopped working a week ago.

-- ---------------------------------------------------------------- the answers' types

create type public.share_link_list_status as enum ('ok', 'forbidden', 'not_found');

-- A share link as its owner sees it; never the token or its hash.
create type public.share_link as (
  id uuid,
  report_id uuid,
  label text,
  include_company boolean,
  include_prepared_for boolean,
  created_at timestamptz,
  expires_at timestamptz,
  revoked_at timestamptz,
  last_used_at timestamptz,
  status public.link_status
);

-- The token is in this answer and nowhere else, ever.
create type public.new_share_link as (link public.share_link, token text);

create type public.share_link_list as (status public.share_link_list_status, links public.share_link[]);

create type public.shared_report_status as enum ('ok', 'not_found', 'revoked', 'expired');

-- A report as a share link shows it: nothing that leads back to its owner (no id, user or name);
-- company and prepared_for only when the link includes them (null otherwise).
create type public.shared_report_document as (
  created_at timestamptz,
  answers jsonb,
  overall_score smallint,
  category_scores jsonb,
  scoring_version smallint,
  include_company boolean,
  company text,
  include_prepared_for boolean,
  prepared_for text
);

-- get_shared_report's answer: the report and its benchmark when ok, else only why not.
create type public.shared_report as (
  status public.shared_report_status,
  report public.shared_report_document,
  benchmark public.benchmark
);

-- ---------------------------------------------------------------- the links

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

alter table public.report_share_links enable row level security;

revoke all on table public.report_share_links from public, anon, authenticated, service_role;
grant select (id, report_id, user_id, label, include_company, include_prepared_for, created_at, expires_at,
              revoked_at, last_used_at)
  on table public.report_share_links to authenticated;
grant select, insert, update, delete on table public.report_share_links to service_role;

create index report_share_links_report_id_created_at_idx
  on public.report_share_links (report_id, created_at desc);

create index report_share_links_user_id_created_at_idx on public.report_share_links (user_id, created_at);

create policy report_share_links_select_own on public.report_share_links
  for select to authenticated
  using ((select auth.uid()) = user_id);

create policy report_share_links_require_aal2 on public.report_share_links
  as restrictive for all to authenticated
  using ((select private.mfa_satisfied())) with check ((select private.mfa_satisfied()));

comment on table public.report_share_links is
  'Read-only links to one report. Only sha256(token) is kept; the token is shown once. Read by the owner '
  '(without the hash); used through get_shared_report.';
comment on column public.report_share_links.last_used_at is
  'Last time a visitor read the report through the link, to the minute (reads within a minute of the last '
  'one do not write).';

-- ---------------------------------------------------------------- both kinds of link (links.sql)

-- Both kinds of link as one relation: what the caps count. parent is the report or the team, account
-- whoever made the link (a report's owner, a team's owner).
create view private.token_links with (security_invoker = true) as
  select 'share_link'::text as kind, l.id, l.report_id as parent_id, l.user_id as account_id, l.created_at,
         l.expires_at, l.revoked_at, private.link_status(l.revoked_at, l.expires_at) as status
    from public.report_share_links l
  union all
  select 'team_invitation'::text, i.id, i.team_id, i.created_by, i.created_at,
         i.expires_at, i.revoked_at, private.link_status(i.revoked_at, i.expires_at)
    from public.team_invitations i;

revoke all on table private.token_links from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------- the owner's links

-- A share link as its owner sees it (the share_link type).
create function private.share_link_of(l public.report_share_links)
returns public.share_link
language sql
stable
set search_path = ''
as $$
  select row(l.id, l.report_id, l.label, l.include_company, l.include_prepared_for, l.created_at,
             l.expires_at, l.revoked_at, l.last_used_at,
             private.link_status(l.revoked_at, l.expires_at))::public.share_link
$$;
revoke all on function private.share_link_of(public.report_share_links) from public;

create function private.create_share_link(
  report_id uuid, label text, expires_at timestamptz, include_company boolean, include_prepared_for boolean)
returns public.new_share_link
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('share a report');
  v_owner uuid;
  v_label text;
  v_token text;
  v_link public.report_share_links;
begin
  perform private.require_mfa();
  -- FOR UPDATE: one link creation at a time per report, so the report's caps hold.
  select r.user_id into v_owner from public.reports r where r.id = create_share_link.report_id for update;
  if v_owner is null then
    raise exception using errcode = 'PT404', message = 'Report not found.';
  end if;
  if v_owner <> v_uid then
    raise exception using errcode = 'PT403', message = 'Only the report''s owner can share it.';
  end if;
  v_label := private.link_label(create_share_link.label, 'A share link');
  if create_share_link.expires_at <= now() then
    raise exception using errcode = '22023',
      message = 'expires_at must be in the future (or null for a link that does not expire).';
  end if;
  perform private.make_room_for_link('share_link', create_share_link.report_id, v_uid);

  v_token := private.new_token('shr_');
  insert into public.report_share_links
    (report_id, user_id, token_hash, label, include_company, include_prepared_for, expires_at)
  values
    (create_share_link.report_id, v_uid, private.token_hash(v_token), v_label,
     coalesce(create_share_link.include_company, false),
     coalesce(create_share_link.include_prepared_for, false),
     create_share_link.expires_at)
  returning * into v_link;
  return (private.share_link_of(v_link), v_token)::public.new_share_link;
end;
$$;

create function public.create_share_link(
  report_id uuid, label text default null, expires_at timestamptz default null,
  include_company boolean default false, include_prepared_for boolean default false)
returns public.new_share_link language plpgsql volatile security invoker set search_path = ''
as $$
begin
  return private.create_share_link(
    create_share_link.report_id, create_share_link.label, create_share_link.expires_at,
    create_share_link.include_company, create_share_link.include_prepared_for);
end;
$$;
revoke all on function public.create_share_link(uuid, text, timestamptz, boolean, boolean)
  from public, anon, authenticated, service_role;
grant execute on function public.create_share_link(uuid, text, timestamptz, boolean, boolean)
  to authenticated;

comment on function public.create_share_link(uuid, text, timestamptz, boolean, boolean) is
  'Creates a read-only link to one of the caller''s reports. Returns a new_share_link {link {id, report_id, '
  'label, include_company, include_prepared_for, created_at, expires_at, revoked_at, last_used_at, status}, '
  'token}: the token is shown this once and stored only as a sha256 hash. The caller''s links revoked or '
  'expired more than 7 days ago are deleted. Errors: 42501 not signed in; PT404 report not found; PT403 not '
  'the caller''s report; 22023 label over 120 characters or expires_at not in the future; PT409 20 live '
  'links on the report (hint share_links_live_per_report) or 100 of the caller''s across reports (hint '
  'share_links_live_per_account); PT429 50 made for the report or 100 by the caller in the last 24 hours '
  '(hint share_links_per_day).';

create function private.revoke_share_link(link_id uuid)
returns public.share_link
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('revoke a share link');
  v_link public.report_share_links;
begin
  perform private.require_mfa();
  -- Someone else's link is "not found": link ids are only ever shown to their owner. Revoking twice
  -- keeps the first time.
  update public.report_share_links l
     set revoked_at = coalesce(l.revoked_at, now())
   where l.id = revoke_share_link.link_id and l.user_id = v_uid
  returning * into v_link;
  if v_link.id is null then
    raise exception using errcode = 'PT404', message = 'Share link not found.';
  end if;
  return private.share_link_of(v_link);
end;
$$;

create function public.revoke_share_link(link_id uuid)
returns public.share_link language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.revoke_share_link(revoke_share_link.link_id); end; $$;
revoke all on function public.revoke_share_link(uuid) from public, anon, authenticated, service_role;
grant execute on function public.revoke_share_link(uuid) to authenticated;

comment on function public.revoke_share_link(uuid) is
  'Revokes a link at once (idempotent); returns it as a share_link (as in create_share_link, without '
  'token). Errors: 42501 not signed in; PT404 no such link of the caller''s.';

create function private.list_share_links(report_id uuid)
returns public.share_link_list
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('see share links');
  v_owner uuid;
begin
  perform private.require_mfa();
  select r.user_id into v_owner from public.reports r where r.id = list_share_links.report_id;
  if v_owner is null then
    return ('not_found', null)::public.share_link_list;
  end if;
  if v_owner <> v_uid then
    return ('forbidden', null)::public.share_link_list;
  end if;
  return ('ok', coalesce(
    (select array_agg(private.share_link_of(l) order by l.created_at desc, l.id)
       from public.report_share_links l
      where l.report_id = list_share_links.report_id
        and private.link_status(l.revoked_at, l.expires_at) = 'active'),
    '{}'))::public.share_link_list;
end;
$$;

create function public.list_share_links(report_id uuid)
returns public.share_link_list language plpgsql stable security invoker set search_path = ''
as $$ begin return private.list_share_links(list_share_links.report_id); end; $$;
revoke all on function public.list_share_links(uuid) from public, anon, authenticated, service_role;
grant execute on function public.list_share_links(uuid) to authenticated;

comment on function public.list_share_links(uuid) is
  'The live (not revoked, not expired) links of the caller''s report, newest first, as a share_link_list: '
  '{status: ok, links: [share_link as in create_share_link, without token]}; {status: forbidden} for '
  'someone else''s report, {status: not_found} for an unknown one (links null). Errors: 42501 not signed in.';

-- ---------------------------------------------------------------- the visitor's read

-- The visitor's read. Every outcome is a status, never an error: a wrong link must not look like a
-- fault of ours.
-- Two-factor: not checked, on purpose (supabase/tests/005_advisor.sql lists it). A share token is a
-- bearer credential: whoever holds it may read the report without any account, so asking a signed-in
-- holder for a code protects nothing (signing out would do). The link's owner needed aal2 to make it.
create function private.get_shared_report(token text)
returns public.shared_report
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_link public.report_share_links;
  v_status public.link_status;
  v_report public.reports;
begin
  select l.* into v_link from public.report_share_links l
   where l.token_hash = private.presented_token_hash(get_shared_report.token);
  if v_link.id is null then
    return row('not_found', null, null)::public.shared_report;
  end if;
  v_status := private.link_status(v_link.revoked_at, v_link.expires_at);
  if v_status <> 'active' then
    return row(v_status::text::public.shared_report_status, null, null)::public.shared_report;
  end if;
  select r.* into v_report from public.reports r where r.id = v_link.report_id;
  if v_report.id is null then
    return row('not_found', null, null)::public.shared_report;
  end if;

  -- At most one write a minute per link, however often it is read.
  update public.report_share_links l
     set last_used_at = now()
   where l.id = v_link.id and (l.last_used_at is null or l.last_used_at < now() - interval '1 minute');

  -- Exactly these fields; company and prepared_for only when the owner chose to show them.
  return row(
    'ok',
    row(
      v_report.created_at,
      v_report.answers,
      v_report.overall_score,
      v_report.category_scores,
      v_report.scoring_version,
      v_link.include_company,
      case when v_link.include_company then v_report.company end,
      v_link.include_prepared_for,
      case when v_link.include_prepared_for then v_report.prepared_for end
    )::public.shared_report_document,
    private.report_benchmark(v_report)
  )::public.shared_report;
end;
$$;

-- Volatile (it notes when the link was last used): call it with POST, as supabase-js's rpc() does.
create function public.get_shared_report(token text)
returns public.shared_report language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.get_shared_report(get_shared_report.token); end; $$;
revoke all on function public.get_shared_report(text) from public, anon, authenticated, service_role;
grant execute on function public.get_shared_report(text) to anon, authenticated;

comment on function public.get_shared_report(text) is
  'For anyone holding a share token (shared_report): status ok with the report {created_at, answers, '
  'overall_score, category_scores, scoring_version, include_company, company, include_prepared_for, '
  'prepared_for; company and prepared_for null unless the owner chose to show them} and its benchmark (as '
  'get_report_benchmark); else not_found, revoked or expired, with nothing else. Never raises for a bad '
  'token. Volatile (records last use): call with POST.';
