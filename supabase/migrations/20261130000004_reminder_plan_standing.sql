-- The reminder e-mail counts the plan as the dashboard does: the newest report's recommendations, each
-- in the state of the plan item for its own advice (the assessment model's planStanding, which the
-- send-reminders function runs on what the claim answers). The claim used to send the plan items
-- planned or in progress only, of any advice: the e-mail then left out every recommendation not planned
-- yet, and counted items for advice the newest report no longer gives. It now sends that report's
-- answers and every plan item of the person (a question, an option, a status each; at most one per
-- question and option), and the function counts.
alter type public.due_reminder
  drop attribute open_plan_items,
  drop attribute unsubscribe_token,
  add attribute answers jsonb,
  add attribute plan_items public.reminder_plan_item[],
  add attribute unsubscribe_token text;

create or replace function private.claim_due_reminders(max_reminders integer)
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

-- create or replace keeps the function's grants; its contract says what it answers now.
do $$
declare
  v_body constant text :=
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
begin
  execute format('comment on function private.claim_due_reminders(integer) is %L',
                 'Called only through public.claim_due_reminders. ' || v_body);
  execute format('comment on function public.claim_due_reminders(integer) is %L', v_body);
end;
$$;
