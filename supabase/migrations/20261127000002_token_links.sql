-- One mechanism for the two kinds of token link: a report's share links (report_share_links) and a
-- team's invitations (team_invitations). Both are a secret token shown once and kept only as its
-- sha256, an owner's label, an expiry, revocation, and caps on how many one report or team and one
-- account may hold live and make in a day. The rules used to be written out again in each function;
-- they are these helpers now, and each function keeps only what is its own (who may make one, what
-- it opens, its words):
--   private.new_token, private.token_hash   the token and what is stored of it (team functions' migration)
--   private.presented_token_hash(token)     the hash a presented token is looked up by; NULL for what
--                                           cannot be a token (NULL, or far longer than one), unhashed
--   private.link_status(revoked, expires)   active | revoked | expired (revoked wins: the owner's
--                                           latest word)
--   private.link_label(label, what)         the owner's label, trimmed, at most 120 characters
--   private.token_links                     both kinds as one relation (kind, parent, account, dates,
--                                           status), for the caps
--   private.make_room_for_link(kind, parent_id, account_id)
--                                           before a new link: the per-account lock, the clean-up of the
--                                           account's links that stopped working a week ago, the caps
--
-- And the functions declare what they answer, as composite types and enums in public, so the
-- generated database.types.ts carries each answer's shape. Through the API a function returning one
-- composite answers one JSON object with the same keys, nested objects and arrays as before; an
-- answer that was a bare status ({"status": "not_found"}) now carries its other fields as null.
-- get_shared_report stays jsonb: its answer is the report document and the benchmark document
-- (get_report_benchmark's), and whether company and prepared_for are there at all says whether the
-- owner chose to show them.
--
-- Every function keeps its checks, their order and its errors; the definer functions still begin
-- with private.require_mfa() (preview_team_invitation and get_shared_report are open on purpose).

-- ---------------------------------------------------------------- the answers' types

create type public.share_link_list_status as enum ('ok', 'forbidden', 'not_found');
create type public.team_invitation_preview_status as enum ('ok', 'not_found', 'revoked', 'expired', 'full');

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

-- public.link_status (active, revoked, expired) and public.team_invitation, the owner's view of an
-- invitation, are the typed team functions' (get_team lists invitations).
create type public.new_team_invitation as (invitation public.team_invitation, token text);
create type public.team_invitation_preview as (
  status public.team_invitation_preview_status,
  system_name text,
  inviter_name text
);
create type public.joined_team as (team public.team_summary, joined boolean);

-- ---------------------------------------------------------------- the helpers (no API grants)

-- Tokens are 47 characters; anything far longer is not one, and is not hashed (a huge argument costs
-- nothing). Compared with token_hash, NULL matches no row.
create function private.presented_token_hash(token text)
returns bytea
language sql
immutable
set search_path = ''
as $$
  select case when char_length(token) <= 200 then private.token_hash(token) end
$$;

create function private.link_status(revoked_at timestamptz, expires_at timestamptz)
returns public.link_status
language sql
stable
set search_path = ''
as $$
  select case when revoked_at is not null then 'revoked'
              when expires_at <= now() then 'expired'
              else 'active' end::public.link_status
$$;

-- The owner's note on a link, trimmed (NULL when empty); 22023 over 120 characters. `what` names the
-- link in the message ('A share link', 'An invitation').
create function private.link_label(label text, what text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_label text := private.clean_text(label);
begin
  if char_length(v_label) > 120 then
    raise exception using errcode = '22023', message = what || ' label can be at most 120 characters.';
  end if;
  return v_label;
end;
$$;

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

-- Before a link of `kind` ('share_link', 'team_invitation') is made for parent_id by account_id; the
-- caller holds the parent's row lock, so the parent's caps hold. Then:
--   * one creation at a time per account (across its reports or teams), so the account's caps hold;
--   * the account's links of this kind that stopped working (revoked or expired) more than 7 days
--     ago are deleted, so revoking and creating again cannot pile them up;
--   * live links: at most 20 per parent, 100 per account -> PT409, hint <kind>s_live_per_<parent> or
--     <kind>s_live_per_account;
--   * made in the last 24 hours (revoked ones too): at most 50 per parent, 100 per account -> PT429,
--     hint <kind>s_per_day.
-- So an account holds at most its 100 live links of a kind plus those that stopped working in the
-- last 7 days: under 1,000, however long a loop runs.
create function private.make_room_for_link(kind text, parent_id uuid, account_id uuid)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  max_live_per_parent constant integer := 20;
  max_live_per_account constant integer := 100;
  max_made_per_parent constant integer := 50;
  max_made_per_account constant integer := 100;
  -- How each kind names its parent and itself in the messages and hints.
  v_parent text;
  v_links text;
  v_count record;
begin
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('private.create_' || kind || ':' || account_id::text, 0));
  if kind = 'share_link' then
    v_parent := 'report';
    v_links := 'share links';
    delete from public.report_share_links l
     where l.user_id = make_room_for_link.account_id
       and least(l.revoked_at, l.expires_at) < now() - interval '7 days';
  elsif kind = 'team_invitation' then
    v_parent := 'team';
    v_links := 'invitations';
    delete from public.team_invitations i
     where i.created_by = make_room_for_link.account_id
       and least(i.revoked_at, i.expires_at) < now() - interval '7 days';
  else
    raise exception 'make_room_for_link: unknown kind of link %', kind;
  end if;

  select count(*) filter (where l.parent_id = make_room_for_link.parent_id
                            and l.status = 'active') as live_here,
         count(*) filter (where l.account_id = make_room_for_link.account_id
                            and l.status = 'active') as live_in_all,
         count(*) filter (where l.parent_id = make_room_for_link.parent_id
                            and l.created_at > now() - interval '1 day') as made_here,
         count(*) filter (where l.account_id = make_room_for_link.account_id
                            and l.created_at > now() - interval '1 day') as made_in_all
    into v_count
    from private.token_links l
   where l.kind = make_room_for_link.kind
     and (l.parent_id = make_room_for_link.parent_id or l.account_id = make_room_for_link.account_id);

  if v_count.live_here >= max_live_per_parent then
    raise exception using errcode = 'PT409', hint = kind || 's_live_per_' || v_parent,
      message = format('A %s can have at most %s live %s; revoke one first.',
                       v_parent, max_live_per_parent, v_links);
  end if;
  if v_count.live_in_all >= max_live_per_account then
    raise exception using errcode = 'PT409', hint = kind || 's_live_per_account',
      message = format('You can have at most %s live %s across your %ss; revoke some first.',
                       max_live_per_account, v_links, v_parent);
  end if;
  if v_count.made_here >= max_made_per_parent or v_count.made_in_all >= max_made_per_account then
    raise exception using errcode = 'PT429', hint = kind || 's_per_day',
      message = format('At most %s %s per %s and %s in all can be made in 24 hours; please try again later.',
                       max_made_per_parent, v_links, v_parent, max_made_per_account);
  end if;
end;
$$;

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

-- (Made by the typed team functions for get_team; now on the shared status.)
create or replace function private.team_invitation_of(i public.team_invitations)
returns public.team_invitation
language sql
stable
set search_path = ''
as $$
  select row(i.id, i.team_id, i.label, i.created_at, i.expires_at, i.revoked_at, i.last_used_at, i.use_count,
             private.link_status(i.revoked_at, i.expires_at))::public.team_invitation
$$;

-- The most members a team takes: a full team takes no one through any link.
create function private.team_member_limit()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 100
$$;

revoke all on function private.presented_token_hash(text) from public, anon, authenticated, service_role;
revoke all on function private.link_status(timestamptz, timestamptz)
  from public, anon, authenticated, service_role;
revoke all on function private.link_label(text, text) from public, anon, authenticated, service_role;
revoke all on table private.token_links from public, anon, authenticated, service_role;
revoke all on function private.make_room_for_link(text, uuid, uuid)
  from public, anon, authenticated, service_role;
revoke all on function private.share_link_of(public.report_share_links)
  from public, anon, authenticated, service_role;
revoke all on function private.team_member_limit() from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------- the functions, on the helpers
-- Those whose answer changes type are dropped and made again (with their grants and comments below).

drop function public.create_share_link(uuid, text, timestamptz, boolean, boolean);
drop function public.revoke_share_link(uuid);
drop function public.list_share_links(uuid);
drop function public.create_team_invitation(uuid, text, integer);
drop function public.create_mailed_team_invitation(uuid, text, text, integer);
drop function public.revoke_team_invitation(uuid);
drop function public.accept_team_invitation(text);
drop function public.preview_team_invitation(text);
drop function private.create_share_link(uuid, text, timestamptz, boolean, boolean);
drop function private.revoke_share_link(uuid);
drop function private.list_share_links(uuid);
drop function private.create_team_invitation(uuid, text, integer);
drop function private.create_mailed_team_invitation(uuid, text, text, integer);
drop function private.revoke_team_invitation(uuid);
drop function private.accept_team_invitation(text);
drop function private.preview_team_invitation(text);
-- And the JSON builders only they still used.
drop function private.share_link_json(public.report_share_links);
drop function private.team_invitation_json(public.team_invitations);
drop function private.team_summary(uuid, uuid);

-- .................................................................. share links

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

-- The visitor's read. Every outcome is a status, never an error: a wrong link must not look like a
-- fault of ours.
create or replace function private.get_shared_report(token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_link public.report_share_links;
  v_status public.link_status;
  v_report public.reports;
  v_shown jsonb;
begin
  select l.* into v_link from public.report_share_links l
   where l.token_hash = private.presented_token_hash(get_shared_report.token);
  if v_link.id is null then
    return jsonb_build_object('status', 'not_found');
  end if;
  v_status := private.link_status(v_link.revoked_at, v_link.expires_at);
  if v_status <> 'active' then
    return jsonb_build_object('status', v_status);
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
  return jsonb_build_object('status', 'ok', 'report', v_shown,
                            'benchmark', private.report_benchmark(v_report));
end;
$$;

-- .................................................................. invitations

create function private.create_team_invitation(team_id uuid, label text, valid_for_days integer)
returns public.new_team_invitation
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('invite people');
  v_days integer := coalesce(create_team_invitation.valid_for_days, 7);
  v_label text;
  v_token text;
  v_invitation public.team_invitations;
begin
  perform private.require_mfa();
  perform private.team_require_owner(create_team_invitation.team_id, v_uid, 'invite people');
  v_label := private.link_label(create_team_invitation.label, 'An invitation');
  if v_days not between 1 and 30 then
    raise exception using errcode = '22023', message = 'valid_for_days must be between 1 and 30.';
  end if;
  -- FOR UPDATE: one invitation at a time per team, so the team's caps hold.
  perform 1 from public.teams t where t.id = create_team_invitation.team_id for update;
  perform private.make_room_for_link('team_invitation', create_team_invitation.team_id, v_uid);

  v_token := private.new_token('inv_');
  insert into public.team_invitations (team_id, token_hash, label, created_by, expires_at)
  values (create_team_invitation.team_id, private.token_hash(v_token), v_label, v_uid,
          now() + make_interval(days => v_days))
  returning * into v_invitation;
  return (private.team_invitation_of(v_invitation), v_token)::public.new_team_invitation;
end;
$$;

-- Makes the invitation and claims its e-mail, or neither (the e-mail limits: the durable limits'
-- migration). The edge function calls this (through the wrapper, with the owner's session) instead of
-- create_team_invitation, then mails the link; when the mail cannot go it revokes the invitation, and
-- the claim stays counted: it was an attempt to mail.
create function private.create_mailed_team_invitation(
  team_id uuid, email text, label text, valid_for_days integer)
returns public.new_team_invitation
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  per_account constant integer := private.setting_int('invitation_mail', 'per_account_per_hour', 20, 1);
  per_address constant integer := private.setting_int('invitation_mail', 'per_address_per_day', 3, 1);
  per_project constant integer := private.setting_int('invitation_mail', 'per_project_per_hour', 200, 1);
  v_uid uuid := private.require_uid('invite people');
  v_address text := lower(btrim(create_mailed_team_invitation.email));
  v_hash bytea;
  v_oldest timestamptz;
  v_window interval;
  v_message text;
begin
  perform private.require_mfa();
  -- Who may invite is decided first, so a refused caller spends no one's budget.
  perform private.team_require_owner(create_mailed_team_invitation.team_id, v_uid, 'invite people');
  if v_address is null or char_length(v_address) > 254 or v_address !~ '^[^@[:space:]]+@[^@[:space:]]+$' then
    raise exception using errcode = '22023',
      message = 'email must be one e-mail address of at most 254 characters.';
  end if;
  v_hash := private.token_hash(v_address);

  -- One claim at a time in the whole project: the project's count includes everyone's rows, so any
  -- narrower lock would let two instances both see the count just under a limit.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('private.team_invitation_mails', 0));
  delete from private.team_invitation_mails m where m.sent_at <= now() - interval '1 day';

  -- The first window that is full, and the oldest claim in it: one more is allowed when that one
  -- leaves the window. (Claims are only added below a limit, so a window holds at most its limit.)
  select min(m.sent_at) into v_oldest from (
    select m.sent_at from private.team_invitation_mails m
     where m.sender_id = v_uid and m.sent_at > now() - interval '1 hour'
     order by m.sent_at desc limit per_account) m
  having count(*) >= per_account;
  if v_oldest is not null then
    v_window := interval '1 hour';
    v_message := format('You can send at most %s invitation e-mails an hour.', per_account);
  else
    select min(m.sent_at) into v_oldest from (
      select m.sent_at from private.team_invitation_mails m
       where m.recipient_hash = v_hash and m.sent_at > now() - interval '1 day'
       order by m.sent_at desc limit per_address) m
    having count(*) >= per_address;
    if v_oldest is not null then
      v_window := interval '1 day';
      v_message := format('This address has been sent %s invitation e-mails in the last 24 hours.',
                          per_address);
    else
      select min(m.sent_at) into v_oldest from (
        select m.sent_at from private.team_invitation_mails m
         where m.sent_at > now() - interval '1 hour'
         order by m.sent_at desc limit per_project) m
      having count(*) >= per_project;
      v_window := interval '1 hour';
      v_message := 'Too many invitation e-mails are being sent right now.';
    end if;
  end if;
  if v_oldest is not null then
    raise exception using
      errcode = 'PT429',
      message = v_message || ' Please try again later.',
      detail = greatest(1, ceil(extract(epoch from v_oldest + v_window - now())))::integer::text,
      hint = 'invitation_mail_limit';
  end if;

  insert into private.team_invitation_mails (sender_id, recipient_hash) values (v_uid, v_hash);
  -- Its own refusals (live and daily caps) undo the claim with the rest of the transaction.
  return private.create_team_invitation(
    create_mailed_team_invitation.team_id, create_mailed_team_invitation.label,
    create_mailed_team_invitation.valid_for_days);
end;
$$;

create function private.revoke_team_invitation(invitation_id uuid)
returns public.team_invitation
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('revoke an invitation');
  v_invitation public.team_invitations;
  v_role text;
begin
  perform private.require_mfa();
  select i.* into v_invitation from public.team_invitations i
   where i.id = revoke_team_invitation.invitation_id;
  v_role := private.team_role(v_invitation.team_id, v_uid);
  if v_invitation.id is null or v_role is null then
    raise exception using errcode = 'PT404', message = 'Invitation not found.';
  end if;
  if v_role <> 'owner' then
    raise exception using errcode = 'PT403', message = 'Only the team''s owner can revoke invitations.';
  end if;
  -- Revoking twice keeps the first time.
  update public.team_invitations i
     set revoked_at = coalesce(i.revoked_at, now())
   where i.id = v_invitation.id
  returning * into v_invitation;
  return private.team_invitation_of(v_invitation);
end;
$$;

create function private.accept_team_invitation(token text)
returns public.joined_team
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('join a team');
  v_invitation public.team_invitations;
begin
  perform private.require_mfa();
  select i.* into v_invitation from public.team_invitations i
   where i.token_hash = private.presented_token_hash(accept_team_invitation.token)
     for update;
  if v_invitation.id is null then
    raise exception using errcode = 'PT404', message = 'This invitation link is not valid.';
  end if;
  case private.link_status(v_invitation.revoked_at, v_invitation.expires_at)
    when 'revoked' then
      raise exception using errcode = 'PT403',
        message = 'This invitation link has been revoked by the team''s owner.';
    when 'expired' then
      raise exception using errcode = 'PT410',
        message = 'This invitation link has expired; ask the team''s owner for a new one.';
    else
      null;
  end case;

  if private.team_role(v_invitation.team_id, v_uid) is not null then
    return (private.team_summary_of(v_invitation.team_id, v_uid), false)::public.joined_team;
  end if;

  -- One join at a time per team, so the member limit holds.
  perform 1 from public.teams t where t.id = v_invitation.team_id for update;
  if (select count(*) from public.team_members m where m.team_id = v_invitation.team_id)
     >= private.team_member_limit() then
    raise exception using errcode = 'PT409',
      message = format('This team is full (%s members).', private.team_member_limit());
  end if;

  insert into public.team_members (team_id, user_id, role) values (v_invitation.team_id, v_uid, 'member');
  update public.team_invitations i
     set use_count = i.use_count + 1, last_used_at = now()
   where i.id = v_invitation.id;
  return (private.team_summary_of(v_invitation.team_id, v_uid), true)::public.joined_team;
end;
$$;

-- What an invitation link is, before anyone is asked to sign up or to join: its state and, for a link
-- that works, which system and who invites; nothing else (the invitation preview's migration says
-- why it is safe to leave open, and why it asks for no second factor).
create function private.preview_team_invitation(token text)
returns public.team_invitation_preview
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_invitation public.team_invitations;
  v_status public.link_status;
  v_team public.teams;
begin
  select i.* into v_invitation from public.team_invitations i
   where i.token_hash = private.presented_token_hash(preview_team_invitation.token);
  if v_invitation.id is null then
    return ('not_found', null, null)::public.team_invitation_preview;
  end if;
  v_status := private.link_status(v_invitation.revoked_at, v_invitation.expires_at);
  if v_status <> 'active' then
    return (v_status::text, null, null)::public.team_invitation_preview;
  end if;
  select t.* into v_team from public.teams t where t.id = v_invitation.team_id;
  if v_team.id is null then
    return ('not_found', null, null)::public.team_invitation_preview;
  end if;
  if (select count(*) from public.team_members m where m.team_id = v_team.id)
     >= private.team_member_limit() then
    return ('full', null, null)::public.team_invitation_preview;
  end if;
  return ('ok', v_team.name,
          -- The profile's name of whoever made the link (only an owner can), or null without one.
          (select nullif(btrim(p.name), '') from public.profiles p where p.id = v_invitation.created_by)
         )::public.team_invitation_preview;
end;
$$;

-- .................................................................. the wrappers, grants and contracts

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

create function public.revoke_share_link(link_id uuid)
returns public.share_link language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.revoke_share_link(revoke_share_link.link_id); end; $$;

create function public.list_share_links(report_id uuid)
returns public.share_link_list language plpgsql stable security invoker set search_path = ''
as $$ begin return private.list_share_links(list_share_links.report_id); end; $$;

create function public.create_team_invitation(
  team_id uuid, label text default null, valid_for_days integer default 7)
returns public.new_team_invitation language plpgsql volatile security invoker set search_path = ''
as $$
begin
  return private.create_team_invitation(
    create_team_invitation.team_id, create_team_invitation.label, create_team_invitation.valid_for_days);
end;
$$;

create function public.create_mailed_team_invitation(
  team_id uuid, email text, label text default null, valid_for_days integer default 7)
returns public.new_team_invitation language plpgsql volatile security invoker set search_path = ''
as $$
begin
  return private.create_mailed_team_invitation(
    create_mailed_team_invitation.team_id, create_mailed_team_invitation.email,
    create_mailed_team_invitation.label, create_mailed_team_invitation.valid_for_days);
end;
$$;

create function public.revoke_team_invitation(invitation_id uuid)
returns public.team_invitation language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.revoke_team_invitation(revoke_team_invitation.invitation_id); end; $$;

create function public.accept_team_invitation(token text)
returns public.joined_team language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.accept_team_invitation(accept_team_invitation.token); end; $$;

create function public.preview_team_invitation(token text)
returns public.team_invitation_preview language plpgsql stable security invoker set search_path = ''
as $$ begin return private.preview_team_invitation(preview_team_invitation.token); end; $$;

do $$
declare
  f record;
  s text;
begin
  for f in select * from (values
    ('create_share_link(uuid,text,timestamptz,boolean,boolean)', false,
     'Creates a read-only link to one of the caller''s reports. Returns a new_share_link {link {id, '
     'report_id, label, include_company, include_prepared_for, created_at, expires_at, revoked_at, '
     'last_used_at, status}, token}: the token is shown this once and stored only as a sha256 hash. The '
     'caller''s links revoked or expired more than 7 days ago are deleted. Errors: 42501 not signed in; '
     'PT404 report not found; PT403 not the caller''s report; 22023 label over 120 characters or expires_at '
     'not in the future; PT409 20 live links on the report (hint share_links_live_per_report) or 100 of the '
     'caller''s across reports (hint share_links_live_per_account); PT429 50 made for the report or 100 by '
     'the caller in the last 24 hours (hint share_links_per_day).'),
    ('revoke_share_link(uuid)', false,
     'Revokes a link at once (idempotent); returns it as a share_link (as in create_share_link, without '
     'token). Errors: 42501 not signed in; PT404 no such link of the caller''s.'),
    ('list_share_links(uuid)', false,
     'The live (not revoked, not expired) links of the caller''s report, newest first, as a share_link_list: '
     '{status: ok, links: [share_link as in create_share_link, without token]}; {status: forbidden} for '
     'someone else''s report, {status: not_found} for an unknown one (links null). Errors: 42501 not signed '
     'in.'),
    ('create_team_invitation(uuid,text,integer)', false,
     'Creates an invitation link valid for valid_for_days (1..30, default 7), usable by several people. '
     'Returns a new_team_invitation {invitation {id, team_id, label, created_at, expires_at, revoked_at, '
     'last_used_at, use_count, status}, token}: the token is shown this once and stored only as a sha256 '
     'hash. The caller''s invitations revoked or expired more than 7 days ago are deleted. Owner only. '
     'Errors: 42501; PT404 team not found; PT403 not the owner; 22023 label over 120 characters or days out '
     'of range; PT409 20 live invitations on the team (hint team_invitations_live_per_team) or 100 of the '
     'caller''s across teams (hint team_invitations_live_per_account); PT429 50 made for the team or 100 by '
     'the caller in the last 24 hours (hint team_invitations_per_day).'),
    ('create_mailed_team_invitation(uuid,text,text,integer)', false,
     'For the send-team-invitation function: claims one invitation e-mail to email and creates the '
     'invitation as create_team_invitation does (same answer, same errors), both or neither. E-mails are '
     'limited per account (20 an hour), per address (3 a day) and per project (200 an hour); app_config '
     'invitation_mail {per_account_per_hour, per_address_per_day, per_project_per_hour} changes them. Errors '
     'as create_team_invitation, and 22023 not one e-mail address; PT429 over an e-mail limit (hint '
     'invitation_mail_limit, details: whole seconds until one more is allowed).'),
    ('revoke_team_invitation(uuid)', false,
     'Revokes an invitation at once (idempotent). Returns it as a team_invitation (as in '
     'create_team_invitation, without token). Owner only. Errors: 42501; PT404 invitation not found (or not '
     'a member of its team); PT403 not the owner.'),
    ('accept_team_invitation(text)', false,
     'Joins the invitation''s team as a member. Returns a joined_team {team: summary as in create_team, '
     'joined: true, or false when already a member}. Errors: 42501 not signed in; PT404 unknown token; PT403 '
     'revoked; PT410 expired; PT409 the team is full (100 members).'),
    ('preview_team_invitation(text)', true,
     'For anyone holding an invitation token, signed in or not, before signing up or joining: a '
     'team_invitation_preview {status: ok, system_name, inviter_name (the link maker''s profile name, or '
     'null)} for a link that lets people join; else {status: not_found | revoked | expired | full} and the '
     'names null. Never raises for a bad token; writes nothing.')
  ) as t (signature, open_to_anon, body) loop
    foreach s in array array['private', 'public'] loop
      execute format('revoke all on function %s.%s from public, anon, authenticated, service_role',
                     s, f.signature);
      execute format('grant execute on function %s.%s to %s', s, f.signature,
                     case when f.open_to_anon then 'anon, authenticated' else 'authenticated' end);
    end loop;
    execute format('comment on function private.%s is %L', f.signature,
                   'Called only through public.' || split_part(f.signature, '(', 1) || '. ' || f.body);
    execute format('comment on function public.%s is %L', f.signature, f.body);
  end loop;
end;
$$;
