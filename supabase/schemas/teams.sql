-- Team assessments: several people answer for one system, and the team sees where they agree.
--
--   teams                          one named system ("Payments platform"), its owner, its minimum of
--                                  answers
--   team_members                   who belongs to a team, as 'owner' or 'member'
--   team_invitations               links that let people join: only a SHA-256 hash of the token is kept
--   private.team_invitation_mails  the invitation e-mails claimed, for their durable limits
--   team_rounds                    numbered per team; at most one open at a time; closed rounds are
--                                  the history
--   team_round_reports             which member's report answered which round (one per member, round)
--   private.team_round_results     what a closed round released, frozen at close (team_reports.sql)
--
-- Clients write none of these tables: every change goes through the functions below (security definer
-- in private, security-invoker wrappers of the same name in public), which check who may do what and
-- answer with clear errors. Clients may read, under RLS and the two-factor rule:
--   teams, team_rounds   the teams they are a member of (a removed member sees nothing any more); of
--                        teams not owner_id, which only the definer functions (and service_role) read
--   team_members         their own membership rows only; names of the others come from get_team(),
--                        so no client learns another member's user id
--   team_invitations     the owner, every column but the token hash
--   team_round_reports   their own rows, while they are a member
-- Reports stay readable by their owner only (reports_select_own): membership opens no one's answers;
-- the team sees aggregates computed inside the database (team_reports.sql).
--
-- The functions declare what they answer (composite types; lists are arrays of them, fixed sets of
-- words are enums), so the generated database types carry the shapes. Reads answer a status (ok, or
-- not_found, which is also what a former member or an outsider gets); writes raise an error with its
-- own SQLSTATE:
--   42501  not signed in (HTTP 401 for a request without a session)
--   22023  invalid argument (HTTP 400), message says which
--   PT403  signed in but not allowed: not the team's owner, or a revoked invitation (HTTP 403)
--   PT404  team, member, invitation or round not found, or the caller is not (any more) a member
--   PT409  conflicts with the team's state: answered this round already, a round still open, no
--          round to close, the owner leaving or removed, a limit reached (HTTP 409)
--   PT410  gone: an expired invitation, a closed round (HTTP 410)
-- Each function's comment lists exactly the ones it raises.
--
-- Durable limits on what one account (or everyone together) can make in a loop, kept in the database
-- so they hold across edge-function instances, sessions and restarts:
--   invitation e-mails  claimed in private.team_invitation_mails by create_mailed_team_invitation, in
--                       the transaction that makes the invitation, within three sliding windows: per
--                       account 20 an hour, per address 3 a day, per project 200 an hour. app_config row
--                       'invitation_mail' ({"per_account_per_hour", "per_address_per_day",
--                       "per_project_per_hour"}) changes them, never below 1. Over a limit: PT429, hint
--                       'invitation_mail_limit', details = whole seconds until one more is allowed. The
--                       claims are counted under one project-wide lock (the project cap counts
--                       everyone's rows).
--   invitations         live: 20 per team, 100 per account; made in 24 hours: 50 per team, 100 per
--                       account (private.make_room_for_link, links.sql).

-- ---------------------------------------------------------------- the answers' types

create type public.team_role as enum ('owner', 'member');

create type public.team_round_status as enum ('open', 'closed');

-- A read of one team: found for a member; not_found for an unknown team and for anyone not (or no
-- longer) a member.
create type public.team_lookup as enum ('ok', 'not_found');

-- A round as the apps see it: answers is the live count while open and the count frozen at close
-- afterwards; released says whether it has figures; i_answered is about the reader.
create type public.team_round as (
  id uuid,
  number integer,
  status public.team_round_status,
  opened_at timestamptz,
  closed_at timestamptz,
  answers integer,
  released boolean,
  i_answered boolean
);

-- A team as listed. role tells the apps whether the reader is the owner; no user id is in it.
-- current_round is the latest round, open or closed (null before any).
create type public.team_summary as (
  id uuid,
  name text,
  created_at timestamptz,
  role public.team_role,
  member_count integer,
  min_answers integer,
  current_round public.team_round
);

-- A member as get_team lists them: display_name is the profile's name (null without one);
-- answered_current_round is the owner's to know, null for any other reader.
create type public.team_member as (
  member_id uuid,
  display_name text,
  role public.team_role,
  joined_at timestamptz,
  is_me boolean,
  answered_current_round boolean
);

-- An invitation link as its owner sees it: never the token or its hash.
create type public.team_invitation as (
  id uuid,
  team_id uuid,
  label text,
  created_at timestamptz,
  expires_at timestamptz,
  revoked_at timestamptz,
  last_used_at timestamptz,
  use_count integer,
  status public.link_status
);

-- get_team's answer: with status ok, the team, its members and (for the owner only) its invitations.
create type public.team_detail as (
  status public.team_lookup,
  team public.team_summary,
  members public.team_member[],
  invitations public.team_invitation[]
);

create type public.team_invitation_preview_status as enum ('ok', 'not_found', 'revoked', 'expired', 'full');

-- public.link_status (active, revoked, expired) and public.team_invitation, the owner's view of an
-- invitation, are the typed team functions' (get_team lists invitations).
create type public.new_team_invitation as (invitation public.team_invitation, token text);

create type public.team_invitation_preview as (
  status public.team_invitation_preview_status,
  system_name text,
  inviter_name text
);

create type public.joined_team as (team public.team_summary, joined boolean);

-- ---------------------------------------------------------------- the tables

create table public.teams (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  owner_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- The team's own minimum of answers for a round's figures to be released, which its owner may raise
  -- (set_team_min_answers). At most 100: a team has at most 100 members, so a higher minimum could
  -- never be met.
  min_answers integer not null default 3,
  constraint teams_name_length check (char_length(name) between 1 and 120),
  constraint teams_min_answers_range check (min_answers between 3 and 100)
);

alter table public.teams enable row level security;

-- Members read the team's id, name, creation time and minimum; owner_id only reaches the definer
-- functions (and service_role).
revoke all on table public.teams from public, anon, authenticated, service_role;
grant select (id, name, created_at, min_answers) on table public.teams to authenticated;
grant select, insert, update, delete on table public.teams to service_role;

-- Serves the invitation policy's owner lookup and the per-owner quota.
create index teams_owner_id_idx on public.teams (owner_id);

comment on table public.teams is
  'A system assessed by a team. owner_id manages members, invitations and rounds; deleting the owner''s '
  'account deletes the team (members keep their own reports).';
comment on column public.teams.min_answers is
  'How many members must have answered a round, when it closes, for its aggregates to be released. Set by '
  'the owner (set_team_min_answers); the operators'' floor app_config team_report.min_answers applies on '
  'top.';

-- A report's team (reports.sql, which comes first, has the column).
alter table public.reports
  add constraint reports_team_id_fkey foreign key (team_id) references public.teams (id) on delete set null;

create table public.team_members (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null,
  joined_at timestamptz not null default now(),
  constraint team_members_team_user_key unique (team_id, user_id),
  constraint team_members_role_valid check (role in ('owner', 'member'))
);

alter table public.team_members enable row level security;

revoke all on table public.team_members from public, anon, authenticated, service_role;
grant select on table public.team_members to authenticated;
grant select, insert, update, delete on table public.team_members to service_role;

-- The RLS filter of every team table is "the teams I am a member of".
create index team_members_user_id_idx on public.team_members (user_id);

-- One owner per team (ownership itself is teams.owner_id; the role mirrors it for listings).
create unique index team_members_one_owner_idx on public.team_members (team_id) where role = 'owner';

comment on table public.team_members is
  'Membership. id is what the owner passes to remove_team_member (other members never see user ids). The '
  'owner has exactly one row with role owner.';

create table public.team_invitations (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  token_hash bytea not null,
  label text,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  last_used_at timestamptz,
  use_count integer not null default 0,
  constraint team_invitations_token_hash_key unique (token_hash),
  constraint team_invitations_token_hash_length check (octet_length(token_hash) = 32),
  constraint team_invitations_label_length check (char_length(label) between 1 and 120),
  constraint team_invitations_expiry_after_creation check (expires_at > created_at),
  constraint team_invitations_use_count_positive check (use_count >= 0)
);

alter table public.team_invitations enable row level security;

revoke all on table public.team_invitations from public, anon, authenticated, service_role;
grant select (id, team_id, label, created_by, created_at, expires_at, revoked_at, last_used_at, use_count)
  on table public.team_invitations to authenticated;
grant select, insert, update, delete on table public.team_invitations to service_role;

create index team_invitations_team_id_created_at_idx on public.team_invitations (team_id, created_at desc);

create index team_invitations_created_by_created_at_idx on public.team_invitations (created_by, created_at);

comment on table public.team_invitations is
  'Invitation links. The token is shown once, when created; only sha256(token) is kept, so a copy of the '
  'table cannot be used to join. Usable by several people until it expires or is revoked.';
comment on column public.team_invitations.token_hash is
  'sha256 of the token''s UTF-8 bytes. Never readable by clients.';

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

alter table private.team_invitation_mails enable row level security;

revoke all on table private.team_invitation_mails from public, anon, authenticated, service_role;

-- Each window is a range scan of one of these; the last also serves the clean-up of old rows.
create index team_invitation_mails_sender_id_sent_at_idx
  on private.team_invitation_mails (sender_id, sent_at);

create index team_invitation_mails_recipient_hash_sent_at_idx
  on private.team_invitation_mails (recipient_hash, sent_at);

create index team_invitation_mails_sent_at_idx on private.team_invitation_mails (sent_at);

comment on table private.team_invitation_mails is
  'One row per invitation e-mail claimed through create_mailed_team_invitation, kept for one day: the '
  'durable per-account, per-address and per-project limits count these.';

create table public.team_rounds (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  number integer not null,
  opened_at timestamptz not null default now(),
  closed_at timestamptz,
  status text generated always as (case when closed_at is null then 'open' else 'closed' end) stored,
  constraint team_rounds_team_number_key unique (team_id, number),
  constraint team_rounds_number_positive check (number >= 1),
  constraint team_rounds_closed_after_open check (closed_at is null or closed_at >= opened_at)
);

alter table public.team_rounds enable row level security;

revoke all on table public.team_rounds from public, anon, authenticated, service_role;
grant select on table public.team_rounds to authenticated;
grant select, insert, update, delete on table public.team_rounds to service_role;

-- At most one open round per team.
create unique index team_rounds_one_open_idx on public.team_rounds (team_id) where closed_at is null;

comment on table public.team_rounds is
  'Rounds of a team, numbered 1, 2, ... At most one is open (closed_at null); members answer the open one.';

create table public.team_round_reports (
  round_id uuid not null references public.team_rounds (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  report_id uuid not null references public.reports (id) on delete cascade,
  answered_at timestamptz not null default now(),
  -- A member answers a round at most once.
  constraint team_round_reports_pkey primary key (round_id, user_id),
  -- A report answers for one system, so for one round.
  constraint team_round_reports_report_id_key unique (report_id)
);

alter table public.team_round_reports enable row level security;

revoke all on table public.team_round_reports from public, anon, authenticated, service_role;
grant select on table public.team_round_reports to authenticated;
grant select, insert, update, delete on table public.team_round_reports to service_role;

create index team_round_reports_user_id_idx on public.team_round_reports (user_id);

comment on table public.team_round_reports is
  'Which member''s report answered which round. The report itself stays private to its owner; the team sees '
  'aggregates only.';

-- What a closed round releases, stored once when it closes (team_reports.sql says how).
create table private.team_round_results (
  round_id uuid primary key references public.team_rounds (id) on delete cascade,
  answers integer not null,
  min_answers integer not null,
  aggregate jsonb,
  constraint team_round_results_answers_positive check (answers >= 0),
  -- Figures exist exactly when the round had enough answers at close.
  constraint team_round_results_released check ((aggregate is not null) = (answers >= min_answers))
);

alter table private.team_round_results enable row level security;

revoke all on table private.team_round_results from public, anon, authenticated, service_role;

comment on table private.team_round_results is
  'What a closed round releases, computed once when it closed: how many answered, the minimum then in force '
  'and, when answers >= min_answers, private.team_round_aggregate of the answers. Never recomputed, so '
  'later removals, departures and account deletions cannot be read from it.';

-- ---------------------------------------------------------------- who reads what

create policy teams_select_member on public.teams
  for select to authenticated
  using (id in (select m.team_id from public.team_members m where (select auth.uid()) = m.user_id));

create policy team_members_select_own on public.team_members
  for select to authenticated
  using ((select auth.uid()) = user_id);

-- The owner asks through their own membership row (readable to them; role 'owner' mirrors owner_id),
-- so the policy needs no column the caller cannot read.
create policy team_invitations_select_owner on public.team_invitations
  for select to authenticated
  using (team_id in (select m.team_id from public.team_members m
                      where (select auth.uid()) = m.user_id and m.role = 'owner'));

create policy team_rounds_select_member on public.team_rounds
  for select to authenticated
  using (team_id in (select m.team_id from public.team_members m where (select auth.uid()) = m.user_id));

-- (team_rounds' own policy limits the sub-select to the rounds of the caller's current teams.)
create policy team_round_reports_select_own on public.team_round_reports
  for select to authenticated
  using ((select auth.uid()) = user_id and round_id in (select r.id from public.team_rounds r));

create policy teams_require_aal2 on public.teams as restrictive for all to authenticated
  using ((select private.mfa_satisfied())) with check ((select private.mfa_satisfied()));

create policy team_members_require_aal2 on public.team_members as restrictive for all to authenticated
  using ((select private.mfa_satisfied())) with check ((select private.mfa_satisfied()));

create policy team_invitations_require_aal2 on public.team_invitations as restrictive for all to authenticated
  using ((select private.mfa_satisfied())) with check ((select private.mfa_satisfied()));

create policy team_rounds_require_aal2 on public.team_rounds as restrictive for all to authenticated
  using ((select private.mfa_satisfied())) with check ((select private.mfa_satisfied()));

create policy team_round_reports_require_aal2 on public.team_round_reports
  as restrictive for all to authenticated
  using ((select private.mfa_satisfied())) with check ((select private.mfa_satisfied()));

-- ---------------------------------------------------------------- helpers (owner only, no API grants)

-- The caller's role in a team ('owner', 'member'), NULL when not a member.
create function private.team_role(team_id uuid, uid uuid)
returns text
language sql
stable
set search_path = ''
as $$
  select m.role from public.team_members m where m.team_id = team_role.team_id and m.user_id = team_role.uid
$$;
revoke all on function private.team_role(uuid, uuid) from public;

-- PT404 unless a member, PT403 unless the owner.
create function private.team_require_owner(team_id uuid, uid uuid, action text)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  v_role text := private.team_role(team_require_owner.team_id, team_require_owner.uid);
begin
  if v_role is null then
    raise exception using errcode = 'PT404', message = 'Team not found.';
  end if;
  if v_role <> 'owner' then
    raise exception using errcode = 'PT403', message = format('Only the team''s owner can %s.', action);
  end if;
end;
$$;
revoke all on function private.team_require_owner(uuid, uuid, text) from public;

-- Takes a member out of a team: the membership goes, and so does their answer to the round that is
-- still open (the open round then describes the current team). Closed rounds keep it: they record
-- what the team said at the time, and show aggregates only.
create function private.team_forget_member(team_id uuid, uid uuid)
returns void
language sql
volatile
set search_path = ''
as $$
  delete from public.team_round_reports x
   using public.team_rounds r
   where r.id = x.round_id and r.team_id = team_forget_member.team_id and r.closed_at is null
     and x.user_id = team_forget_member.uid;
  delete from public.team_members m
   where m.team_id = team_forget_member.team_id and m.user_id = team_forget_member.uid;
$$;
revoke all on function private.team_forget_member(uuid, uuid) from public;

-- The minimum that applies to a team now: its own, raised to the operators' floor.
create function private.team_min_answers(team_id uuid)
returns integer
language sql
stable
set search_path = ''
as $$
  select greatest(t.min_answers, private.setting_int('team_report', 'min_answers', 3, 3))
    from public.teams t where t.id = team_min_answers.team_id
$$;
revoke all on function private.team_min_answers(uuid) from public;

-- The most members a team takes: a full team takes no one through any link.
create function private.team_member_limit()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 100
$$;
revoke all on function private.team_member_limit() from public;

-- A round as a member sees it: the answers so far while it is open, what it released once closed.
create function private.team_round_of(r public.team_rounds, uid uuid)
returns public.team_round
language sql
stable
set search_path = ''
as $$
  select case when r.id is not null then row(
    r.id,
    r.number,
    r.status::public.team_round_status,
    r.opened_at,
    r.closed_at,
    case when r.closed_at is null
         then (select count(*) from public.team_round_reports x where x.round_id = r.id)::integer
         else coalesce((select s.answers from private.team_round_results s where s.round_id = r.id), 0) end,
    coalesce((select s.aggregate is not null from private.team_round_results s where s.round_id = r.id),
             false),
    exists (select 1 from public.team_round_reports x where x.round_id = r.id and x.user_id = uid)
  )::public.team_round end
$$;
revoke all on function private.team_round_of(public.team_rounds, uuid) from public;

-- NULL when uid is not a member.
create function private.team_summary_of(team_id uuid, uid uuid)
returns public.team_summary
language sql
stable
set search_path = ''
as $$
  select row(
    t.id,
    t.name,
    t.created_at,
    m.role::public.team_role,
    (select count(*) from public.team_members x where x.team_id = t.id)::integer,
    private.team_min_answers(t.id),
    (select private.team_round_of(r, uid) from public.team_rounds r
      where r.team_id = t.id order by r.number desc limit 1)
  )::public.team_summary
    from public.teams t
    join public.team_members m on m.team_id = t.id and m.user_id = uid
   where t.id = team_summary_of.team_id
$$;
revoke all on function private.team_summary_of(uuid, uuid) from public;

-- An invitation as its owner sees it; never the token or its hash.
create function private.team_invitation_of(i public.team_invitations)
returns public.team_invitation
language sql
stable
set search_path = ''
as $$
  select row(i.id, i.team_id, i.label, i.created_at, i.expires_at, i.revoked_at, i.last_used_at, i.use_count,
             private.link_status(i.revoked_at, i.expires_at))::public.team_invitation
$$;
revoke all on function private.team_invitation_of(public.team_invitations) from public;

-- ---------------------------------------------------------------- the team and its members

create function private.create_team(name text)
returns public.team_summary
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- Enough for anyone assessing their systems; stops a script from filling the table.
  max_owned constant integer := 20;
  v_uid uuid := private.require_uid('create a team');
  v_name text := private.clean_text(create_team.name);
  v_team_id uuid;
begin
  perform private.require_mfa();
  if v_name is null or char_length(v_name) > 120 then
    raise exception using errcode = '22023', message = 'A team needs a name of 1 to 120 characters.';
  end if;
  -- One creation at a time per user, so two concurrent calls cannot both pass the quota.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('private.create_team:' || v_uid::text, 0));
  if (select count(*) from public.teams t where t.owner_id = v_uid) >= max_owned then
    raise exception using errcode = 'PT409',
      message = format('You can own at most %s teams; delete one first.', max_owned);
  end if;

  insert into public.teams (name, owner_id) values (v_name, v_uid) returning id into v_team_id;
  insert into public.team_members (team_id, user_id, role) values (v_team_id, v_uid, 'owner');
  insert into public.team_rounds (team_id, number) values (v_team_id, 1);
  return private.team_summary_of(v_team_id, v_uid);
end;
$$;

create function public.create_team(name text)
returns public.team_summary language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.create_team(create_team.name); end; $$;
revoke all on function public.create_team(text) from public, anon, authenticated, service_role;
grant execute on function public.create_team(text) to authenticated;

comment on function public.create_team(text) is
  'Creates a team (a named system) with the caller as owner, a minimum of 3 answers and round 1 open. '
  'Returns the team (team_summary). Errors: 42501 not signed in; 22023 name empty or over 120 characters; '
  'PT409 the caller owns 20 teams already.';

create function private.delete_team(team_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('delete a team');
begin
  perform private.require_mfa();
  perform private.team_require_owner(delete_team.team_id, v_uid, 'delete the team');
  -- Members, invitations, rounds and the round links go with it; everyone's reports stay theirs.
  delete from public.teams t where t.id = delete_team.team_id;
end;
$$;

create function public.delete_team(team_id uuid)
returns void language plpgsql volatile security invoker set search_path = ''
as $$ begin perform private.delete_team(delete_team.team_id); end; $$;
revoke all on function public.delete_team(uuid) from public, anon, authenticated, service_role;
grant execute on function public.delete_team(uuid) to authenticated;

comment on function public.delete_team(uuid) is
  'Deletes the team with its members, invitations and rounds (everyone keeps their reports). Owner only. '
  'Errors: 42501 not signed in; PT404 team not found or not a member; PT403 not the owner.';

create function private.remove_team_member(team_id uuid, member_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('remove a member');
  v_member public.team_members;
begin
  perform private.require_mfa();
  perform private.team_require_owner(remove_team_member.team_id, v_uid, 'remove members');
  select m.* into v_member
    from public.team_members m
   where m.id = remove_team_member.member_id and m.team_id = remove_team_member.team_id;
  if v_member.id is null then
    raise exception using errcode = 'PT404', message = 'Member not found.';
  end if;
  if v_member.role = 'owner' then
    raise exception using errcode = 'PT409', message = 'The owner cannot be removed; delete the team instead.';
  end if;
  perform private.team_forget_member(v_member.team_id, v_member.user_id);
end;
$$;

create function public.remove_team_member(team_id uuid, member_id uuid)
returns void language plpgsql volatile security invoker set search_path = ''
as $$ begin perform private.remove_team_member(remove_team_member.team_id, remove_team_member.member_id); end; $$;
revoke all on function public.remove_team_member(uuid, uuid) from public, anon, authenticated, service_role;
grant execute on function public.remove_team_member(uuid, uuid) to authenticated;

comment on function public.remove_team_member(uuid, uuid) is
  'Removes a member (member_id from get_team); their answer to the open round is withdrawn, closed rounds '
  'keep it in their aggregates. Owner only. Errors: 42501; PT404 team or member not found; PT403 not the '
  'owner; PT409 the owner cannot be removed.';

create function private.leave_team(team_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('leave a team');
  v_role text := private.team_role(leave_team.team_id, v_uid);
begin
  perform private.require_mfa();
  if v_role is null then
    raise exception using errcode = 'PT404', message = 'Team not found.';
  end if;
  if v_role = 'owner' then
    raise exception using errcode = 'PT409', message = 'The owner cannot leave the team; delete it instead.';
  end if;
  perform private.team_forget_member(leave_team.team_id, v_uid);
end;
$$;

create function public.leave_team(team_id uuid)
returns void language plpgsql volatile security invoker set search_path = ''
as $$ begin perform private.leave_team(leave_team.team_id); end; $$;
revoke all on function public.leave_team(uuid) from public, anon, authenticated, service_role;
grant execute on function public.leave_team(uuid) to authenticated;

comment on function public.leave_team(uuid) is
  'The caller leaves the team; their answer to the open round is withdrawn. Errors: 42501; PT404 team not '
  'found or not a member; PT409 the owner cannot leave (delete the team instead).';

create function private.set_team_min_answers(team_id uuid, min_answers integer)
returns public.team_summary
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid;
  v_floor integer := private.setting_int('team_report', 'min_answers', 3, 3);
begin
  perform private.require_mfa();
  v_uid := private.require_uid('change the team''s minimum');
  perform private.team_require_owner(set_team_min_answers.team_id, v_uid,
    'change the minimum number of answers');
  if set_team_min_answers.min_answers is null
     or set_team_min_answers.min_answers not between v_floor and 100 then
    raise exception using errcode = '22023',
      message = format('The minimum number of answers must be between %s and 100.', v_floor);
  end if;
  -- Applies to the rounds still to close; a closed round keeps what it released (or did not).
  update public.teams t set min_answers = set_team_min_answers.min_answers
   where t.id = set_team_min_answers.team_id;
  return private.team_summary_of(set_team_min_answers.team_id, v_uid);
end;
$$;

create function public.set_team_min_answers(team_id uuid, min_answers integer)
returns public.team_summary language plpgsql volatile security invoker set search_path = ''
as $$
begin
  return private.set_team_min_answers(set_team_min_answers.team_id, set_team_min_answers.min_answers);
end;
$$;
revoke all on function public.set_team_min_answers(uuid, integer)
  from public, anon, authenticated, service_role;
grant execute on function public.set_team_min_answers(uuid, integer) to authenticated;

comment on function public.set_team_min_answers(uuid, integer) is
  'Sets how many members must have answered a round when it closes for its figures to be released: from the '
  'operators'' floor (app_config team_report.min_answers, at least 3) to 100. Applies to rounds not yet '
  'closed. Returns the team (team_summary). Owner only. Errors: 42501 not signed in; PT404 team not found '
  'or not a member; PT403 not the owner; 22023 out of range.';

create function private.list_my_teams()
returns setof public.team_summary
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('see your teams');
begin
  perform private.require_mfa();
  return query
    select s.*
      from public.team_members m
      join public.teams t on t.id = m.team_id
     cross join lateral private.team_summary_of(m.team_id, v_uid) as s
     where m.user_id = v_uid
     order by lower(t.name), t.created_at, t.id;
end;
$$;

create function public.list_my_teams()
returns setof public.team_summary language plpgsql stable security invoker set search_path = ''
as $$ begin return query select * from private.list_my_teams(); end; $$;
revoke all on function public.list_my_teams() from public, anon, authenticated, service_role;
grant execute on function public.list_my_teams() to authenticated;

comment on function public.list_my_teams() is
  'The caller''s teams (team_summary rows), by name. Errors: 42501 not signed in.';

create function private.get_team(team_id uuid)
returns public.team_detail
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid;
  v_role text;
  v_current uuid;
begin
  perform private.require_mfa();
  v_uid := private.require_uid('see a team');
  v_role := private.team_role(get_team.team_id, v_uid);
  if v_role is null then
    return row('not_found', null, null, null)::public.team_detail;
  end if;
  select r.id into v_current from public.team_rounds r
   where r.team_id = get_team.team_id order by r.number desc limit 1;

  -- Names come from the profiles (read here, as the owner of the function: profiles are otherwise
  -- private to each user). Who answered the current round is the owner's to know (to remind people);
  -- a member sees only how many did (team.current_round.answers), so that a change in a closed
  -- round's figures could never be tied to a name. What anyone answered is never shown.
  return row(
    'ok',
    private.team_summary_of(get_team.team_id, v_uid),
    array(
      select row(
               m.id,
               nullif(p.name, ''),
               m.role::public.team_role,
               m.joined_at,
               m.user_id = v_uid,
               case when v_role = 'owner' then exists (
                 select 1 from public.team_round_reports x
                  where x.round_id = v_current and x.user_id = m.user_id) end
             )::public.team_member
        from public.team_members m
        left join public.profiles p on p.id = m.user_id
       where m.team_id = get_team.team_id
       order by m.role = 'owner' desc, lower(coalesce(p.name, '')), m.joined_at, m.id),
    case when v_role = 'owner' then array(
      select private.team_invitation_of(i)
        from public.team_invitations i
       where i.team_id = get_team.team_id
       order by i.created_at desc, i.id
       limit 50) end
  )::public.team_detail;
end;
$$;

create function public.get_team(team_id uuid)
returns public.team_detail language plpgsql stable security invoker set search_path = ''
as $$ begin return private.get_team(get_team.team_id); end; $$;
revoke all on function public.get_team(uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_team(uuid) to authenticated;

comment on function public.get_team(uuid) is
  'Team detail for a member (team_detail): status ok, the team, its members (answered_current_round for the '
  'owner only, else null) and, for the owner only, the invitations (else null). Members see how many '
  'answered the current round (team.current_round.answers), the owner also who; never anyone''s answers or '
  'user id. Status not_found (nothing else) for an unknown team or a non-member (also a removed one). '
  'Errors: 42501 not signed in.';

-- ---------------------------------------------------------------- rounds

create function private.close_team_round(team_id uuid)
returns public.team_round
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid;
  v_round public.team_rounds;
begin
  perform private.require_mfa();
  v_uid := private.require_uid('close a round');
  perform private.team_require_owner(close_team_round.team_id, v_uid, 'close a round');
  -- The row lock waits for answers being submitted to this round right now (they hold it FOR SHARE);
  -- an answer that comes after finds the round closed. So the result below counts exactly the
  -- answers the round took.
  update public.team_rounds r
     set closed_at = now()
   where r.team_id = close_team_round.team_id and r.closed_at is null
  returning * into v_round;
  if v_round.id is null then
    raise exception using errcode = 'PT409', message = 'There is no open round to close.';
  end if;
  perform private.team_freeze_round(v_round.id);
  return private.team_round_of(v_round, v_uid);
end;
$$;

create function public.close_team_round(team_id uuid)
returns public.team_round language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.close_team_round(close_team_round.team_id); end; $$;
revoke all on function public.close_team_round(uuid) from public, anon, authenticated, service_role;
grant execute on function public.close_team_round(uuid) to authenticated;

comment on function public.close_team_round(uuid) is
  'Closes the open round and stores its result once: the number of answers and, when at least the team''s '
  'minimum answered, the aggregates, which nothing later changes. Returns the round (team_round). Owner '
  'only. Errors: 42501; PT404; PT403 not the owner; PT409 no open round.';

create function private.open_team_round(team_id uuid)
returns public.team_round
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('open a round');
  v_open integer;
  v_round public.team_rounds;
begin
  perform private.require_mfa();
  perform private.team_require_owner(open_team_round.team_id, v_uid, 'open a round');
  perform 1 from public.teams t where t.id = open_team_round.team_id for update;
  select r.number into v_open from public.team_rounds r
   where r.team_id = open_team_round.team_id and r.closed_at is null;
  if v_open is not null then
    raise exception using errcode = 'PT409',
      message = format('Round %s is still open; close it before opening a new one.', v_open);
  end if;
  insert into public.team_rounds (team_id, number)
  values (open_team_round.team_id,
          coalesce((select max(r.number) from public.team_rounds r
                     where r.team_id = open_team_round.team_id), 0) + 1)
  returning * into v_round;
  return private.team_round_of(v_round, v_uid);
end;
$$;

create function public.open_team_round(team_id uuid)
returns public.team_round language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.open_team_round(open_team_round.team_id); end; $$;
revoke all on function public.open_team_round(uuid) from public, anon, authenticated, service_role;
grant execute on function public.open_team_round(uuid) to authenticated;

comment on function public.open_team_round(uuid) is
  'Opens the next round (number = last + 1). Returns the round (team_round). Owner only. Errors: 42501; '
  'PT404; PT403 not the owner; PT409 a round is still open.';

-- ---------------------------------------------------------------- invitations

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

create function public.create_team_invitation(
  team_id uuid, label text default null, valid_for_days integer default 7)
returns public.new_team_invitation language plpgsql volatile security invoker set search_path = ''
as $$
begin
  return private.create_team_invitation(
    create_team_invitation.team_id, create_team_invitation.label, create_team_invitation.valid_for_days);
end;
$$;
revoke all on function public.create_team_invitation(uuid, text, integer)
  from public, anon, authenticated, service_role;
grant execute on function public.create_team_invitation(uuid, text, integer) to authenticated;

comment on function public.create_team_invitation(uuid, text, integer) is
  'Creates an invitation link valid for valid_for_days (1..30, default 7), usable by several people. '
  'Returns a new_team_invitation {invitation {id, team_id, label, created_at, expires_at, revoked_at, '
  'last_used_at, use_count, status}, token}: the token is shown this once and stored only as a sha256 hash. '
  'The caller''s invitations revoked or expired more than 7 days ago are deleted. Owner only. Errors: 42501; '
  'PT404 team not found; PT403 not the owner; 22023 label over 120 characters or days out of range; PT409 '
  '20 live invitations on the team (hint team_invitations_live_per_team) or 100 of the caller''s across '
  'teams (hint team_invitations_live_per_account); PT429 50 made for the team or 100 by the caller in the '
  'last 24 hours (hint team_invitations_per_day).';

-- Makes the invitation and claims its e-mail, or neither. The send-team-invitation edge function calls
-- this (through the wrapper, with the owner's session) instead of create_team_invitation, then mails
-- the link; when the mail cannot go it revokes the invitation, and the claim stays counted: it was an
-- attempt to mail.
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
revoke all on function public.create_mailed_team_invitation(uuid, text, text, integer)
  from public, anon, authenticated, service_role;
grant execute on function public.create_mailed_team_invitation(uuid, text, text, integer) to authenticated;

comment on function public.create_mailed_team_invitation(uuid, text, text, integer) is
  'For the send-team-invitation function: claims one invitation e-mail to email and creates the invitation '
  'as create_team_invitation does (same answer, same errors), both or neither. E-mails are limited per '
  'account (20 an hour), per address (3 a day) and per project (200 an hour); app_config invitation_mail '
  '{per_account_per_hour, per_address_per_day, per_project_per_hour} changes them. Errors as '
  'create_team_invitation, and 22023 not one e-mail address; PT429 over an e-mail limit (hint '
  'invitation_mail_limit, details: whole seconds until one more is allowed).';

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

create function public.revoke_team_invitation(invitation_id uuid)
returns public.team_invitation language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.revoke_team_invitation(revoke_team_invitation.invitation_id); end; $$;
revoke all on function public.revoke_team_invitation(uuid) from public, anon, authenticated, service_role;
grant execute on function public.revoke_team_invitation(uuid) to authenticated;

comment on function public.revoke_team_invitation(uuid) is
  'Revokes an invitation at once (idempotent). Returns it as a team_invitation (as in '
  'create_team_invitation, without token). Owner only. Errors: 42501; PT404 invitation not found (or not a '
  'member of its team); PT403 not the owner.';

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

create function public.accept_team_invitation(token text)
returns public.joined_team language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.accept_team_invitation(accept_team_invitation.token); end; $$;
revoke all on function public.accept_team_invitation(text) from public, anon, authenticated, service_role;
grant execute on function public.accept_team_invitation(text) to authenticated;

comment on function public.accept_team_invitation(text) is
  'Joins the invitation''s team as a member. Returns a joined_team {team: summary as in create_team, joined: '
  'true, or false when already a member}. Errors: 42501 not signed in; PT404 unknown token; PT403 revoked; '
  'PT410 expired; PT409 the team is full (100 members).';

-- What an invitation link is, before anyone is asked to sign up or to join: its state and, for a link
-- that works, the two things an invitation should say: which system and who invites. Nothing else: no
-- team id, no member count, no user id, no label (the owner's own note), no expiry date. A link that
-- does not work says only how it does not (revoked, expired, full) or that it is unknown; it never
-- names the team.
--
-- Safe to leave open, as get_shared_report is: a token is 32 random bytes (244 bits), so guessing one
-- is not a way in, and a wrong one answers not_found, never an error, the same as a token of a deleted
-- team; anything far longer than a token is not hashed, and the lookup is one row by the unique index
-- on the hash; it writes nothing (stable; use_count and last_used_at are for joins only).
--
-- Two-factor: not checked, on purpose, and listed as such in supabase/tests/005_advisor.sql. The answer
-- is the same for everyone holding the token and reads nothing of the caller's: asking a signed-in
-- holder at aal1 for a code protects nothing (signing out would give the same answer), and an invitee
-- must see what the link is before they have an account at all. The inviter's name is shown because
-- the owner sent the link to be opened; the team page says so beside the link.
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

create function public.preview_team_invitation(token text)
returns public.team_invitation_preview language plpgsql stable security invoker set search_path = ''
as $$ begin return private.preview_team_invitation(preview_team_invitation.token); end; $$;
revoke all on function public.preview_team_invitation(text) from public, anon, authenticated, service_role;
grant execute on function public.preview_team_invitation(text) to anon, authenticated;

comment on function public.preview_team_invitation(text) is
  'For anyone holding an invitation token, signed in or not, before signing up or joining: a '
  'team_invitation_preview {status: ok, system_name, inviter_name (the link maker''s profile name, or null)} '
  'for a link that lets people join; else {status: not_found | revoked | expired | full} and the names '
  'null. Never raises for a bad token; writes nothing.';
