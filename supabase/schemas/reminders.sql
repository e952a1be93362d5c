-- Reminders to reassess: a person chooses how often they want to measure again (every 1, 3, 6 or 12
-- months, or never: the default) and gets one e-mail when their newest assessment is that old, in
-- their language, with its score, their plan as the dashboard counts it, a link that starts the next
-- assessment and a one-click unsubscribe link that needs no sign-in. A team's owner chooses the same
-- for the team: when the team's last round closed a cadence ago and no round is open, the owner (who alone can open one)
-- gets one e-mail with that round's team score and a link to the team's page, to open the next round;
-- the members hear of it as they do of any round, from the owner. One person, one reminder: members
-- are not mailed, so a team of forty does not get forty e-mails about one decision.
--
--   public.reminder_settings            the person's cadence; owner only, under RLS and the two-factor
--                                       rule, as every table of personal data
--   public.team_reminder_settings       a team's cadence; its owner only, likewise
--   private.reminder_mails              the sent-logs: one row per (person, due date) and per (team, due
--   private.team_reminder_mails         date), so a due date is mailed once however often, or however
--                                       overlapped, the schedule runs
--   private.reminder_unsubscribe_tokens one token per e-mail, kept as its sha256 only, usable once; a
--                                       team reminder's turns the team's reminders off
--   claim_due_reminders(max_reminders)  for the send-reminders edge function (service_role only): claims
--                                       the reminders that are due and answers what each e-mail says
--   unsubscribe_reminders(token)        for anyone holding an e-mail's token: sets the cadence to none
--   cron job send-reassessment-reminders
--                                       every hour at minute 17, pg_cron posts to the edge function through
--                                       pg_net, with the project's URL and service-role key from Vault
--                                       (secrets project_url and service_role_key, which the project creates
--                                       once with vault.create_secret; the local stack writes its own). A
--                                       job is a row of cron.job, so it is data: the migration
--                                       20261129000003_reassessment_reminders.sql schedules it
--                                       (select cron.schedule(...)), and a change of it is a migration of
--                                       its own; the extensions are enabled in private.sql
--
-- When a reminder is due: the person's cadence is not none, and their newest personal report (a team
-- answer is the team's, not their own assessment) was made at least one cadence ago. Its due date is
-- that report's time plus the cadence; a new report moves it. Without a report nothing is ever due:
-- there is no score to measure again. One e-mail per due date, and none after it until the next report:
-- a reminder, not a nag. A claim that is not mailed (the mail service refused it) is not tried again for
-- that due date: sending twice is the worse failure, and the edge function logs it. A team's due date
-- is its latest round's close plus the cadence, while no round is open; a team that never closed a
-- round has nothing to measure again.
--
-- Why these cadences: a month suits a system in the middle of a change, a quarter is the usual planning
-- cycle (the improvement plan's horizon), six and twelve months suit a system that is stable. Shorter
-- would measure noise: the answers are about practices, which do not change in weeks.
--
-- The e-mail's language is the one the product already keeps for the person: user_metadata.language
-- ('en' or 'da', written whenever they switch; the Auth e-mails branch on it too), English without one.
--
-- Making a reminder due now (tests): as the service role, set the created_at of the person's newest
-- report back by at least the cadence, then call claim_due_reminders (or POST to the edge function with
-- the service-role key, which does that and mails).

-- ---------------------------------------------------------------- the answers' types

create type public.reminder_cadence as enum ('none', 'monthly', 'quarterly', 'half_yearly', 'yearly');

-- One open plan item as the e-mail lists it: the question (its topic names it in the mail) and the
-- advice it is about.
create type public.reminder_plan_item as (question_id text, option_key text, status text);

-- What one reminder e-mail says, and to whom. A person's own (team_id null): their newest report, its
-- score, its answers and their plan items. A team's (to its owner): the team, its last round, when
-- that closed and the team's score in it (null when the round closed below its minimum of answers). The token is in
-- this answer and nowhere else, ever.
create type public.due_reminder as (
  user_id uuid,
  email text,
  language text,
  due_at timestamptz,
  team_id uuid,
  team_name text,
  round_number integer,
  report_id uuid,
  assessed_at timestamptz,
  overall_score smallint,
  -- The newest personal report's answers and every plan item of the person: the send-reminders function
  -- counts them against each other as the dashboard does (the assessment model's planStanding).
  answers jsonb,
  plan_items public.reminder_plan_item[],
  unsubscribe_token text
);

create type public.reminder_unsubscribe_status as enum ('unsubscribed', 'already_used', 'not_found');

-- team_name: the team whose reminders were turned off, when the token was a team reminder's.
create type public.reminder_unsubscribe as (status public.reminder_unsubscribe_status, team_name text);

-- ---------------------------------------------------------------- the person's cadence

create table public.reminder_settings (
  user_id uuid primary key references auth.users (id) on delete cascade,
  cadence public.reminder_cadence not null default 'none',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.reminder_settings enable row level security;

revoke all on table public.reminder_settings from public, anon, authenticated, service_role;
grant select, delete on table public.reminder_settings to authenticated;
grant insert (user_id, cadence), update (user_id, cadence) on table public.reminder_settings to authenticated;
grant select, insert, update, delete on table public.reminder_settings to service_role;

-- The key is user_id, so every policy's filter is an index lookup.
create policy reminder_settings_select_own on public.reminder_settings
  for select to authenticated
  using ((select auth.uid()) = user_id);

create policy reminder_settings_insert_own on public.reminder_settings
  for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy reminder_settings_update_own on public.reminder_settings
  for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy reminder_settings_delete_own on public.reminder_settings
  for delete to authenticated
  using ((select auth.uid()) = user_id);

create policy reminder_settings_require_aal2 on public.reminder_settings
  as restrictive for all to authenticated
  using ((select private.mfa_satisfied())) with check ((select private.mfa_satisfied()));

comment on table public.reminder_settings is
  'How often a person wants an e-mail reminding them to reassess (none: never; no row: none). Owner only.';
comment on column public.reminder_settings.cadence is
  'none, or monthly / quarterly / half_yearly / yearly: one e-mail when the newest personal report is that '
  'old.';

create trigger reminder_settings_set_updated_at
  before update on public.reminder_settings
  for each row execute function private.set_updated_at();

-- ---------------------------------------------------------------- a team's cadence

create table public.team_reminder_settings (
  team_id uuid primary key references public.teams (id) on delete cascade,
  cadence public.reminder_cadence not null default 'none',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.team_reminder_settings enable row level security;

revoke all on table public.team_reminder_settings from public, anon, authenticated, service_role;
grant select, delete on table public.team_reminder_settings to authenticated;
grant insert (team_id, cadence), update (team_id, cadence) on table public.team_reminder_settings
  to authenticated;
grant select, insert, update, delete on table public.team_reminder_settings to service_role;

-- The teams the caller owns: their own membership rows (team_members' policy) with the owner's role.
create policy team_reminder_settings_select_owner on public.team_reminder_settings
  for select to authenticated
  using (team_id in (select m.team_id from public.team_members m
                     where m.user_id = (select auth.uid()) and m.role = 'owner'));

create policy team_reminder_settings_insert_owner on public.team_reminder_settings
  for insert to authenticated
  with check (team_id in (select m.team_id from public.team_members m
                     where m.user_id = (select auth.uid()) and m.role = 'owner'));

create policy team_reminder_settings_update_owner on public.team_reminder_settings
  for update to authenticated
  using (team_id in (select m.team_id from public.team_members m
                     where m.user_id = (select auth.uid()) and m.role = 'owner'))
  with check (team_id in (select m.team_id from public.team_members m
                     where m.user_id = (select auth.uid()) and m.role = 'owner'));

create policy team_reminder_settings_delete_owner on public.team_reminder_settings
  for delete to authenticated
  using (team_id in (select m.team_id from public.team_members m
                     where m.user_id = (select auth.uid()) and m.role = 'owner'));

create policy team_reminder_settings_require_aal2 on public.team_reminder_settings
  as restrictive for all to authenticated
  using ((select private.mfa_satisfied())) with check ((select private.mfa_satisfied()));

comment on table public.team_reminder_settings is
  'How often a team''s owner wants an e-mail reminding them to open the next round (none: never; no row: '
  'none). The team''s owner only.';
comment on column public.team_reminder_settings.cadence is
  'none, or monthly / quarterly / half_yearly / yearly: one e-mail to the owner when the last round closed '
  'that long ago and none is open.';

create trigger team_reminder_settings_set_updated_at
  before update on public.team_reminder_settings
  for each row execute function private.set_updated_at();

-- ---------------------------------------------------------------- the sent-logs and the tokens
-- In private: no API role reads or writes them; only the functions below do.

create table private.reminder_mails (
  user_id uuid not null references auth.users (id) on delete cascade,
  due_at timestamptz not null,
  claimed_at timestamptz not null default now(),
  primary key (user_id, due_at)
);

alter table private.reminder_mails enable row level security;

revoke all on table private.reminder_mails from public, anon, authenticated, service_role;

comment on table private.reminder_mails is
  'One row per reminder claimed for mailing: (person, due date) is unique, so a due date is mailed once. '
  'Only each person''s latest due date is kept (claim_due_reminders deletes the older ones).';

create table private.team_reminder_mails (
  team_id uuid not null references public.teams (id) on delete cascade,
  due_at timestamptz not null,
  claimed_at timestamptz not null default now(),
  primary key (team_id, due_at)
);

alter table private.team_reminder_mails enable row level security;

revoke all on table private.team_reminder_mails from public, anon, authenticated, service_role;

comment on table private.team_reminder_mails is
  'One row per team reminder claimed for mailing: (team, due date) is unique, so a due date is mailed once. '
  'Only each team''s latest due date is kept.';

create table private.reminder_unsubscribe_tokens (
  token_hash bytea primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  team_id uuid references public.teams (id) on delete cascade,
  created_at timestamptz not null default now(),
  used_at timestamptz
);

alter table private.reminder_unsubscribe_tokens enable row level security;

revoke all on table private.reminder_unsubscribe_tokens from public, anon, authenticated, service_role;

-- Deleting an account or a team removes its tokens through the foreign keys; these keep that from scanning.
create index reminder_unsubscribe_tokens_user_id_idx on private.reminder_unsubscribe_tokens (user_id);

create index reminder_unsubscribe_tokens_team_id_idx on private.reminder_unsubscribe_tokens (team_id);

comment on table private.reminder_unsubscribe_tokens is
  'The unsubscribe link of each reminder e-mail, as the sha256 of its token (never the token): usable once '
  '(used_at). team_id: a team reminder''s, which turns that team''s reminders off; else the person''s own. '
  'Kept for a year, the longest a mail is likely to be opened late.';

-- ---------------------------------------------------------------- helpers (owner only, no API grants)

-- How long one cadence is; NULL for none.
create function private.reminder_interval(cadence public.reminder_cadence)
returns interval
language sql
immutable
set search_path = ''
as $$
  select case cadence when 'monthly' then interval '1 month'
                      when 'quarterly' then interval '3 months'
                      when 'half_yearly' then interval '6 months'
                      when 'yearly' then interval '12 months' end
$$;
revoke all on function private.reminder_interval(public.reminder_cadence) from public;

-- The address and language a reminder goes to: accounts with an e-mail address, not anonymous ones.
create function private.reminder_recipient(user_id uuid, out email text, out language text)
language sql
stable
set search_path = ''
as $$
  select u.email::text, case when u.raw_user_meta_data ->> 'language' = 'da' then 'da' else 'en' end
    from auth.users u
   where u.id = reminder_recipient.user_id and u.email is not null and not u.is_anonymous
$$;
revoke all on function private.reminder_recipient(uuid) from public;

-- ---------------------------------------------------------------- claiming the due reminders

create function private.claim_due_reminders(max_reminders integer)
returns setof public.due_reminder
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_personal integer;
begin
  if max_reminders is null or max_reminders < 1 or max_reminders > 1000 then
    raise exception using errcode = '22023',
      message = format('max_reminders must be a whole number from 1 to 1000 (got %s).',
                       coalesce(max_reminders::text, 'null'));
  end if;

  -- Tokens nobody used within a year, and used ones, are of no more use.
  delete from private.reminder_unsubscribe_tokens t
   where t.used_at is not null or t.created_at < now() - interval '1 year';

  -- A person's own. The unique (person, due date) is the claim: when two runs overlap, the second's
  -- insert waits for the first's and then skips the row, so only one of them answers it.
  return query
    with due as (
      select s.user_id, newest.id as report_id, newest.created_at as assessed_at, newest.overall_score,
             newest.answers, newest.created_at + private.reminder_interval(s.cadence) as due_at
        from public.reminder_settings s
       cross join lateral (
         select r.id, r.created_at, r.overall_score, r.answers
           from public.reports r
          where r.user_id = s.user_id and r.team_name is null
          order by r.created_at desc
          limit 1) newest
       where s.cadence <> 'none'
         and (private.reminder_recipient(s.user_id)).email is not null
         and newest.created_at + private.reminder_interval(s.cadence) <= now()
         and not exists (select 1 from private.reminder_mails m
                          where m.user_id = s.user_id
                            and m.due_at = newest.created_at + private.reminder_interval(s.cadence))
       order by due_at, s.user_id
       limit max_reminders
    ),
    claimed as (
      insert into private.reminder_mails (user_id, due_at)
      select d.user_id, d.due_at from due d
      on conflict do nothing
      returning user_id, due_at
    ),
    forgotten as (
      delete from private.reminder_mails m
       using claimed c
       where m.user_id = c.user_id and m.due_at < c.due_at
    ),
    minted as materialized (
      select c.user_id, private.new_token('rmd_') as token from claimed c
    ),
    stored as (
      insert into private.reminder_unsubscribe_tokens (token_hash, user_id)
      select private.token_hash(m.token), m.user_id from minted m
    )
    select d.user_id, r.email, r.language, d.due_at, null::uuid, null::text, null::integer, d.report_id,
           d.assessed_at, d.overall_score, d.answers,
           coalesce((select array_agg(row(p.question_id, p.option_key, p.status)::public.reminder_plan_item
                                      order by private.question_rank(p.question_id), p.option_key)
                       from public.plan_items p
                      where p.user_id = d.user_id),
                    '{}'),
           m.token
      from due d
      join claimed c on c.user_id = d.user_id and c.due_at = d.due_at
      join minted m on m.user_id = d.user_id
     cross join lateral private.reminder_recipient(d.user_id) r
     order by d.due_at, d.user_id;
  get diagnostics v_personal = row_count;
  if v_personal >= max_reminders then
    return;
  end if;

  -- Teams', to their owners, in what max_reminders leaves: the latest round closed (so none is open)
  -- a cadence ago. Claimed as a person's are, by (team, due date).
  return query
    with due as (
      select t.id as team_id, t.name as team_name, t.owner_id as user_id, latest.number as round_number,
             latest.closed_at as assessed_at,
             round((res.aggregate -> 'overall' ->> 'mean')::numeric)::smallint as overall_score,
             latest.closed_at + private.reminder_interval(s.cadence) as due_at
        from public.team_reminder_settings s
        join public.teams t on t.id = s.team_id
       cross join lateral (
         select r.id, r.number, r.closed_at
           from public.team_rounds r
          where r.team_id = t.id
          order by r.number desc
          limit 1) latest
        left join private.team_round_results res on res.round_id = latest.id
       where s.cadence <> 'none'
         and latest.closed_at is not null
         and (private.reminder_recipient(t.owner_id)).email is not null
         and latest.closed_at + private.reminder_interval(s.cadence) <= now()
         and not exists (select 1 from private.team_reminder_mails m
                          where m.team_id = t.id
                            and m.due_at = latest.closed_at + private.reminder_interval(s.cadence))
       order by due_at, t.id
       limit max_reminders - v_personal
    ),
    claimed as (
      insert into private.team_reminder_mails (team_id, due_at)
      select d.team_id, d.due_at from due d
      on conflict do nothing
      returning team_id, due_at
    ),
    forgotten as (
      delete from private.team_reminder_mails m
       using claimed c
       where m.team_id = c.team_id and m.due_at < c.due_at
    ),
    minted as materialized (
      select c.team_id, private.new_token('rmd_') as token from claimed c
    ),
    stored as (
      insert into private.reminder_unsubscribe_tokens (token_hash, user_id, team_id)
      select private.token_hash(m.token), d.user_id, m.team_id from minted m join due d on d.team_id = m.team_id
    )
    select d.user_id, r.email, r.language, d.due_at, d.team_id, d.team_name, d.round_number, null::uuid,
           d.assessed_at, d.overall_score, null::jsonb, '{}'::public.reminder_plan_item[], m.token
      from due d
      join claimed c on c.team_id = d.team_id and c.due_at = d.due_at
      join minted m on m.team_id = d.team_id
     cross join lateral private.reminder_recipient(d.user_id) r
     order by d.due_at, d.team_id;
end;
$$;

create function public.claim_due_reminders(max_reminders integer default 100)
returns setof public.due_reminder language plpgsql volatile security invoker set search_path = ''
as $$ begin return query select * from private.claim_due_reminders(claim_due_reminders.max_reminders); end; $$;
revoke all on function public.claim_due_reminders(integer) from public, anon, authenticated, service_role;
grant execute on function public.claim_due_reminders(integer) to service_role;

comment on function public.claim_due_reminders(integer) is
    'For the send-reminders edge function: claims up to max_reminders (1..1000, default 100) reminders that '
    'are due, each once however often or however concurrently it is called: people''s own (cadence not '
    'none, newest personal report at least one cadence old) oldest due date first, then teams'' (to the '
    'owner: cadence not none, the latest round closed at least one cadence ago). Returns what each e-mail '
    'says: due_reminder {user_id, email, language (en or da, from user_metadata), due_at, team_id, '
    'team_name, round_number (a team''s; else null), report_id (a person''s), assessed_at (the report''s '
    'time, or the round''s close), overall_score (the team''s mean, null below its minimum), answers (the '
    'newest personal report''s, {question_id: option_key}; a team''s is null), plan_items [{question_id, '
    'option_key, status}] every plan item of the person in the product''s order (a team''s is empty; the '
    'function counts them against answers as the dashboard does), unsubscribe_token (shown this once, '
    'stored as its sha256)}. Errors: 22023 max_reminders out of range.';

-- ---------------------------------------------------------------- unsubscribing, signed out

-- Open to anyone holding a token, as preview_team_invitation and get_shared_report are, and limited as
-- they are: a token is 32 random bytes (guessing one is not a way in); anything longer than 200
-- characters is not hashed; the lookup is one row by the primary key; a wrong or spent token writes
-- nothing and answers a status, never an error. A right one writes once (it is spent by its use), so a
-- flood of requests is a flood of index lookups, bounded like every other request by the API's limits.
-- Two-factor is not asked: the holder may have no session at all, and the token is the whole of the
-- permission, as a mail's unsubscribe link must be.
create function private.unsubscribe_reminders(token text)
returns public.reminder_unsubscribe
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_token private.reminder_unsubscribe_tokens;
begin
  select t.* into v_token from private.reminder_unsubscribe_tokens t
   where t.token_hash = private.presented_token_hash(unsubscribe_reminders.token)
     for update;
  if v_token.token_hash is null then
    return row('not_found', null)::public.reminder_unsubscribe;
  end if;
  if v_token.used_at is not null then
    return row('already_used', null)::public.reminder_unsubscribe;
  end if;
  update private.reminder_unsubscribe_tokens t set used_at = now() where t.token_hash = v_token.token_hash;
  if v_token.team_id is null then
    update public.reminder_settings s set cadence = 'none' where s.user_id = v_token.user_id;
    return row('unsubscribed', null)::public.reminder_unsubscribe;
  end if;
  update public.team_reminder_settings s set cadence = 'none' where s.team_id = v_token.team_id;
  return row('unsubscribed', (select t.name from public.teams t where t.id = v_token.team_id))::public.reminder_unsubscribe;
end;
$$;

create function public.unsubscribe_reminders(token text)
returns public.reminder_unsubscribe language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.unsubscribe_reminders(unsubscribe_reminders.token); end; $$;
revoke all on function public.unsubscribe_reminders(text) from public, anon, authenticated, service_role;
grant execute on function public.unsubscribe_reminders(text) to anon, authenticated;

comment on function public.unsubscribe_reminders(text) is
  'For anyone holding a reminder e-mail''s token, signed in or not: sets that person''s cadence (or, for a '
  'team reminder''s token, the team''s) to none and spends the token. Returns a reminder_unsubscribe {status: '
  'unsubscribed | already_used (the token was used before) | not_found (no such token), team_name (the '
  'team''s, for a team reminder''s token; else null)}. Never raises for a bad token.';
