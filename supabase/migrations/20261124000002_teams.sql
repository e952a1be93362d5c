-- Team assessments: several people answer for one system, and the team sees where they agree.
--
--   teams               one named system ("Payments platform") and its owner
--   team_members        who belongs to a team, as 'owner' or 'member'
--   team_invitations    links that let people join: only a SHA-256 hash of the token is stored
--   team_rounds         numbered per team; at most one open at a time; closed rounds are the history
--   team_round_reports  which member's report answered which round (one per member and round)
--
-- Clients write none of these tables: every change goes through the functions of the next migration
-- (security definer in private, security-invoker wrappers in public), which check who may do what and
-- answer with clear errors. Clients may read, under RLS:
--   teams, team_rounds   the teams they are a member of (a removed member sees nothing any more)
--   team_members         their own membership rows only; names of the others come from get_team(),
--                        so no client learns another member's user id
--   team_invitations     the owner, every column but the token hash
--   team_round_reports   their own rows, while they are a member
-- Reports stay readable by their owner only (reports_select_own): membership opens no one's answers;
-- the team sees aggregates computed inside the database.

create table public.teams (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  owner_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint teams_name_length check (char_length(name) between 1 and 120)
);

comment on table public.teams is
  'A system assessed by a team. owner_id manages members, invitations and rounds; deleting the owner''s account deletes the team (members keep their own reports).';

-- Serves the invitation policy's owner lookup and the per-owner quota.
create index teams_owner_id_idx on public.teams (owner_id);

create table public.team_members (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null,
  joined_at timestamptz not null default now(),
  constraint team_members_team_user_key unique (team_id, user_id),
  constraint team_members_role_valid check (role in ('owner', 'member'))
);

comment on table public.team_members is
  'Membership. id is what the owner passes to remove_team_member (other members never see user ids). The owner has exactly one row with role owner.';

-- The RLS filter of every team table is "the teams I am a member of".
create index team_members_user_id_idx on public.team_members (user_id);
-- One owner per team (ownership itself is teams.owner_id; the role mirrors it for listings).
create unique index team_members_one_owner_idx on public.team_members (team_id) where role = 'owner';

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

comment on table public.team_invitations is
  'Invitation links. The token is shown once, when created; only sha256(token) is kept, so a copy of the table cannot be used to join. Usable by several people until it expires or is revoked.';
comment on column public.team_invitations.token_hash is 'sha256 of the token''s UTF-8 bytes. Never readable by clients.';

create index team_invitations_team_id_created_at_idx on public.team_invitations (team_id, created_at desc);
create index team_invitations_created_by_idx on public.team_invitations (created_by);

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

comment on table public.team_rounds is
  'Rounds of a team, numbered 1, 2, ... At most one is open (closed_at null); members answer the open one.';

-- At most one open round per team.
create unique index team_rounds_one_open_idx on public.team_rounds (team_id) where closed_at is null;

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

comment on table public.team_round_reports is
  'Which member''s report answered which round. The report itself stays private to its owner; the team sees aggregates only.';

create index team_round_reports_user_id_idx on public.team_round_reports (user_id);


-- ---------------------------------------------------------------- row-level security and grants
alter table public.teams enable row level security;
alter table public.team_members enable row level security;
alter table public.team_invitations enable row level security;
alter table public.team_rounds enable row level security;
alter table public.team_round_reports enable row level security;

-- Supabase's default privileges give the API roles everything; take it all back and grant reads only.
-- service_role (operators; it bypasses RLS) gets plain select/insert/update/delete and nothing else
-- (no TRUNCATE, REFERENCES or TRIGGER: no operator task needs them).
revoke all on table public.teams, public.team_members, public.team_invitations, public.team_rounds,
  public.team_round_reports from public, anon, authenticated, service_role;
grant select, insert, update, delete on table public.teams, public.team_members, public.team_invitations,
  public.team_rounds, public.team_round_reports to service_role;

grant select on table public.teams to authenticated;
grant select on table public.team_members to authenticated;
grant select on table public.team_rounds to authenticated;
grant select on table public.team_round_reports to authenticated;
-- Every column but the token hash.
grant select (id, team_id, label, created_by, created_at, expires_at, revoked_at, last_used_at, use_count)
  on table public.team_invitations to authenticated;

create policy teams_select_member on public.teams
  for select to authenticated
  using (id in (select m.team_id from public.team_members m where (select auth.uid()) = m.user_id));

create policy team_members_select_own on public.team_members
  for select to authenticated
  using ((select auth.uid()) = user_id);

create policy team_invitations_select_owner on public.team_invitations
  for select to authenticated
  using (team_id in (select t.id from public.teams t where (select auth.uid()) = t.owner_id));

create policy team_rounds_select_member on public.team_rounds
  for select to authenticated
  using (team_id in (select m.team_id from public.team_members m where (select auth.uid()) = m.user_id));

-- (team_rounds' own policy limits the sub-select to the rounds of the caller's current teams.)
create policy team_round_reports_select_own on public.team_round_reports
  for select to authenticated
  using ((select auth.uid()) = user_id and round_id in (select r.id from public.team_rounds r));
