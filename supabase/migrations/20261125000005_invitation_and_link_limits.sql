-- Durable limits on what one account (or everyone together) can make in a loop. Held in the database,
-- so they hold across edge-function instances, across sessions and after a restart:
--
-- 1. Invitation e-mails. send-team-invitation used to count e-mails in the memory of one function
--    instance, per account: a second instance, or a second account, went on at once. Every e-mail is
--    now claimed in private.team_invitation_mails by public.create_mailed_team_invitation, in the same
--    transaction that makes the invitation, within three sliding windows:
--      per account     20 an hour     (what the function allowed per instance before)
--      per address      3 a day       (one person cannot be flooded from many accounts)
--      per project    200 an hour     (the mail budget; a bound on everyone together)
--    app_config row 'invitation_mail' ({"per_account_per_hour", "per_address_per_day",
--    "per_project_per_hour"}) changes them, never below 1. Over a limit: PT429 (HTTP 429), hint
--    'invitation_mail_limit', details = whole seconds until one more is allowed; nothing is written.
--
-- 2. Invitations and share links. Each had a cap of 20 live ones per team or report, but creating and
--    revoking in a loop grew the table without bound. Now, besides the live cap per team or report:
--      live per account              100 invitations (all teams one owns), 100 share links (all reports)
--                                    -> PT409 (HTTP 409), hint '..._live_per_account'
--      created in the last 24 hours   50 per team or report, 100 per account (revoked ones count too)
--                                    -> PT429 (HTTP 429), hint '..._per_day'
--    and each creation deletes the account's rows that were revoked or expired more than 7 days ago.
--    So an account holds at most its 100 live rows plus the ones that stopped working in the last 7
--    days (at most 100 live at the start and 700 made since): under 1,000 of each kind, however long
--    the loop runs.
--
-- The live and daily caps are checked under a lock per account (advisory, transaction scoped) taken
-- after the row lock per team or report, so two concurrent creations cannot both pass a count; the
-- mail claims are counted under one project-wide lock (the project cap counts everyone's rows).

-- ---------------------------------------------------------------- 1. invitation e-mails

create table private.team_invitation_mails (
  id bigint generated always as identity primary key,
  -- Who sent it. No foreign key on purpose: deleting the account must not give back the project's
  -- budget of the last hour (the rows are deleted after a day anyway).
  sender_id uuid not null,
  -- sha256 of the address, trimmed and lower-cased; the address itself is not kept.
  recipient_hash bytea not null,
  sent_at timestamptz not null default now(),
  constraint team_invitation_mails_recipient_hash_length check (octet_length(recipient_hash) = 32)
);

comment on table private.team_invitation_mails is
  'One row per invitation e-mail claimed through create_mailed_team_invitation, kept for one day: the durable per-account, per-address and per-project limits count these.';

-- Each window is a range scan of one of these; the last also serves the clean-up of old rows.
create index team_invitation_mails_sender_id_sent_at_idx on private.team_invitation_mails (sender_id, sent_at);
create index team_invitation_mails_recipient_hash_sent_at_idx on private.team_invitation_mails (recipient_hash, sent_at);
create index team_invitation_mails_sent_at_idx on private.team_invitation_mails (sent_at);

alter table private.team_invitation_mails enable row level security;
revoke all on table private.team_invitation_mails from public, anon, authenticated, service_role;

-- Makes the invitation and claims its e-mail, or neither. The edge function calls this (through the
-- wrapper, with the owner's session) instead of create_team_invitation, then mails the link; when the
-- mail cannot go it revokes the invitation, and the claim stays counted: it was an attempt to mail.
create function private.create_mailed_team_invitation(team_id uuid, email text, label text, valid_for_days integer)
returns jsonb
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
    raise exception using errcode = '22023', message = 'email must be one e-mail address of at most 254 characters.';
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
      v_message := format('This address has been sent %s invitation e-mails in the last 24 hours.', per_address);
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

revoke all on function private.create_mailed_team_invitation(uuid, text, text, integer) from public, anon, authenticated, service_role;
grant execute on function private.create_mailed_team_invitation(uuid, text, text, integer) to authenticated;

create function public.create_mailed_team_invitation(
  team_id uuid, email text, label text default null, valid_for_days integer default 7)
returns jsonb language plpgsql volatile security invoker set search_path = ''
as $$
begin
  return private.create_mailed_team_invitation(
    create_mailed_team_invitation.team_id, create_mailed_team_invitation.email,
    create_mailed_team_invitation.label, create_mailed_team_invitation.valid_for_days);
end;
$$;

revoke all on function public.create_mailed_team_invitation(uuid, text, text, integer) from public, anon, authenticated, service_role;
grant execute on function public.create_mailed_team_invitation(uuid, text, text, integer) to authenticated;


-- ---------------------------------------------------------------- 2. caps on invitations and share links

-- The per-account counts read these (created_by / user_id first, so the foreign keys' deletes are
-- served as before by the same index).
drop index public.team_invitations_created_by_idx;
create index team_invitations_created_by_created_at_idx on public.team_invitations (created_by, created_at);
drop index public.report_share_links_user_id_idx;
create index report_share_links_user_id_created_at_idx on public.report_share_links (user_id, created_at);

create or replace function private.create_team_invitation(team_id uuid, label text, valid_for_days integer)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  max_live constant integer := 20;
  max_live_per_account constant integer := 100;
  max_per_day constant integer := 50;
  max_per_day_per_account constant integer := 100;
  v_uid uuid := private.require_uid('invite people');
  v_label text := private.clean_text(create_team_invitation.label);
  v_days integer := coalesce(create_team_invitation.valid_for_days, 7);
  v_token text;
  v_invitation public.team_invitations;
begin
  perform private.require_mfa();
  perform private.team_require_owner(create_team_invitation.team_id, v_uid, 'invite people');
  if char_length(v_label) > 120 then
    raise exception using errcode = '22023', message = 'An invitation label can be at most 120 characters.';
  end if;
  if v_days not between 1 and 30 then
    raise exception using errcode = '22023', message = 'valid_for_days must be between 1 and 30.';
  end if;
  -- Serialise the owner's invitation changes for this team, then for the account (across its teams),
  -- so the caps hold.
  perform 1 from public.teams t where t.id = create_team_invitation.team_id for update;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('private.create_team_invitation:' || v_uid::text, 0));

  -- The account's invitations that stopped working a week ago go (in all its teams: only an owner
  -- makes them), so revoking and creating again cannot pile them up.
  delete from public.team_invitations i
   where i.created_by = v_uid
     and (i.revoked_at < now() - interval '7 days' or i.expires_at < now() - interval '7 days');

  if (select count(*) from public.team_invitations i
       where i.team_id = create_team_invitation.team_id and i.revoked_at is null and i.expires_at > now()) >= max_live then
    raise exception using errcode = 'PT409', hint = 'team_invitations_live_per_team',
      message = format('A team can have at most %s live invitations; revoke one first.', max_live);
  end if;
  if (select count(*) from public.team_invitations i
       where i.created_by = v_uid and i.revoked_at is null and i.expires_at > now()) >= max_live_per_account then
    raise exception using errcode = 'PT409', hint = 'team_invitations_live_per_account',
      message = format('You can have at most %s live invitations across your teams; revoke some first.', max_live_per_account);
  end if;
  if (select count(*) from public.team_invitations i
       where i.team_id = create_team_invitation.team_id and i.created_at > now() - interval '1 day') >= max_per_day
  or (select count(*) from public.team_invitations i
       where i.created_by = v_uid and i.created_at > now() - interval '1 day') >= max_per_day_per_account then
    raise exception using errcode = 'PT429', hint = 'team_invitations_per_day',
      message = format('At most %s invitations per team and %s in all can be made in 24 hours; please try again later.',
                       max_per_day, max_per_day_per_account);
  end if;

  v_token := private.new_token('inv_');
  insert into public.team_invitations (team_id, token_hash, label, created_by, expires_at)
  values (create_team_invitation.team_id, private.token_hash(v_token), v_label, v_uid, now() + make_interval(days => v_days))
  returning * into v_invitation;
  -- The token is in this answer and nowhere else, ever.
  return jsonb_build_object('invitation', private.team_invitation_json(v_invitation), 'token', v_token);
end;
$$;

create or replace function private.create_share_link(
  report_id uuid, label text, expires_at timestamptz, include_company boolean, include_prepared_for boolean)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  max_live constant integer := 20;
  max_live_per_account constant integer := 100;
  max_per_day constant integer := 50;
  max_per_day_per_account constant integer := 100;
  v_uid uuid := private.require_uid('share a report');
  v_owner uuid;
  v_label text := private.clean_text(create_share_link.label);
  v_token text;
  v_link public.report_share_links;
begin
  perform private.require_mfa();
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
  -- And one at a time per account (across its reports), so the account's caps hold too.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('private.create_share_link:' || v_uid::text, 0));

  -- Links that stopped working a week ago go, so revoking and creating again cannot pile them up.
  delete from public.report_share_links l
   where l.user_id = v_uid
     and (l.revoked_at < now() - interval '7 days' or l.expires_at < now() - interval '7 days');

  if (select count(*) from public.report_share_links l
       where l.report_id = create_share_link.report_id and l.revoked_at is null
         and (l.expires_at is null or l.expires_at > now())) >= max_live then
    raise exception using errcode = 'PT409', hint = 'share_links_live_per_report',
      message = format('A report can have at most %s live share links; revoke one first.', max_live);
  end if;
  if (select count(*) from public.report_share_links l
       where l.user_id = v_uid and l.revoked_at is null
         and (l.expires_at is null or l.expires_at > now())) >= max_live_per_account then
    raise exception using errcode = 'PT409', hint = 'share_links_live_per_account',
      message = format('You can have at most %s live share links across your reports; revoke some first.', max_live_per_account);
  end if;
  if (select count(*) from public.report_share_links l
       where l.report_id = create_share_link.report_id and l.created_at > now() - interval '1 day') >= max_per_day
  or (select count(*) from public.report_share_links l
       where l.user_id = v_uid and l.created_at > now() - interval '1 day') >= max_per_day_per_account then
    raise exception using errcode = 'PT429', hint = 'share_links_per_day',
      message = format('At most %s share links per report and %s in all can be made in 24 hours; please try again later.',
                       max_per_day, max_per_day_per_account);
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


-- ---------------------------------------------------------------- the contract, on each function
do $$
declare
  c record;
begin
  for c in select * from (values
    ('create_team_invitation(uuid,text,integer)',
     'Creates an invitation link valid for valid_for_days (1..30, default 7), usable by several people. Returns {invitation {id, team_id, label, created_at, expires_at, revoked_at, last_used_at, use_count, status}, token}: the token is shown this once and stored only as a sha256 hash. The caller''s invitations revoked or expired more than 7 days ago are deleted. Owner only. Errors: 42501; PT404 team not found; PT403 not the owner; 22023 label over 120 characters or days out of range; PT409 20 live invitations on the team (hint team_invitations_live_per_team) or 100 of the caller''s across teams (hint team_invitations_live_per_account); PT429 50 made for the team or 100 by the caller in the last 24 hours (hint team_invitations_per_day).'),
    ('create_mailed_team_invitation(uuid,text,text,integer)',
     'For the send-team-invitation function: claims one invitation e-mail to email and creates the invitation as create_team_invitation does (same answer, same errors), both or neither. E-mails are limited per account (20 an hour), per address (3 a day) and per project (200 an hour); app_config invitation_mail {per_account_per_hour, per_address_per_day, per_project_per_hour} changes them. Errors as create_team_invitation, and 22023 not one e-mail address; PT429 over an e-mail limit (hint invitation_mail_limit, details: whole seconds until one more is allowed).'),
    ('create_share_link(uuid,text,timestamptz,boolean,boolean)',
     'Creates a read-only link to one of the caller''s reports. Returns {link {id, report_id, label, include_company, include_prepared_for, created_at, expires_at, revoked_at, last_used_at, status}, token}: the token is shown this once and stored only as a sha256 hash. The caller''s links revoked or expired more than 7 days ago are deleted. Errors: 42501 not signed in; PT404 report not found; PT403 not the caller''s report; 22023 label over 120 characters or expires_at not in the future; PT409 20 live links on the report (hint share_links_live_per_report) or 100 of the caller''s across reports (hint share_links_live_per_account); PT429 50 made for the report or 100 by the caller in the last 24 hours (hint share_links_per_day).')
  ) as t (signature, body) loop
    execute format('comment on function private.%s is %L', c.signature, 'Called only through public.' || split_part(c.signature, '(', 1) || '. ' || c.body);
    execute format('comment on function public.%s is %L', c.signature, c.body);
  end loop;
end;
$$;
