-- Notes per answer: why an answer was given, and where the evidence is. While answering (and later, on
-- the report) a person can keep a short note and a few links (a runbook, a dashboard, a decision record)
-- on any question of their report. A note belongs to its report and to its person, as the report does:
-- nobody else reads it. In a team round a member may choose to share a note with the team; the team
-- report then shows the round's shared notes beside each question's distribution, as text and links
-- only: never who wrote one, nor what they picked.
--
--   public.answer_notes          one note per report and question; the owner reads and writes their
--                                own under RLS (the report page edits them in place)
--   submit_assessment,           take the notes made while answering (notes json, optional) and store
--   submit_team_assessment       them with the report, in one transaction: an invalid note refuses the
--                                whole submission (22023) and nothing is written
--   get_team_round_notes         the shared notes of a round, to whoever may see its team report, and
--                                only once they may (private.team_report_round in team_reports.sql,
--                                which get_team_report applies too)

-- ---------------------------------------------------------------- the table
create table public.answer_notes (
  report_id uuid not null references public.reports (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  question_id text not null,
  note text not null default '',
  links text[] not null default '{}',
  share_with_team boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (report_id, question_id),
  constraint answer_notes_question_id check (question_id ~ '^(arch|deploy|sec|scal)_[1-5]$')
);

alter table public.answer_notes enable row level security;

-- The policies filter on user_id; it is also the foreign key to auth.users.
create index answer_notes_user_id_idx on public.answer_notes (user_id);

create policy answer_notes_select_own on public.answer_notes
  for select to authenticated
  using ((select auth.uid()) = user_id);

-- A note goes on a question the caller's own report answered.
create policy answer_notes_insert_own on public.answer_notes
  for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and exists (select 1 from public.reports r
                 where r.id = report_id and r.user_id = (select auth.uid()) and r.answers ? question_id));

create policy answer_notes_update_own on public.answer_notes
  for update to authenticated
  using ((select auth.uid()) = user_id)
  with check (
    (select auth.uid()) = user_id
    and exists (select 1 from public.reports r
                 where r.id = report_id and r.user_id = (select auth.uid()) and r.answers ? question_id));

create policy answer_notes_delete_own on public.answer_notes
  for delete to authenticated
  using ((select auth.uid()) = user_id);

create policy answer_notes_require_aal2 on public.answer_notes
  as restrictive for all to authenticated
  using ((select private.mfa_satisfied())) with check ((select private.mfa_satisfied()));

revoke all on table public.answer_notes from public, anon, authenticated, service_role;
grant select, delete on table public.answer_notes to authenticated;
grant insert (report_id, user_id, question_id, note, links, share_with_team),
      update (report_id, user_id, question_id, note, links, share_with_team)
  on table public.answer_notes to authenticated;
grant select, insert, update, delete on table public.answer_notes to service_role;

comment on table public.answer_notes is
  'A person''s note on one answer of their report: text (at most 1,000 characters) and up to 5 absolute '
  'http(s) links of at most 500 characters, at least one of the two. Owner only; share_with_team (team '
  'answers only) lets the round''s team report show it without its author (get_team_round_notes).';
comment on column public.answer_notes.share_with_team is
  'The author lets the team see this note (text and links, never who wrote it) on the round''s team report. '
  'Only on a team answer.';

-- The rules on a note's content, with errors that name the question and what is wrong (a check
-- constraint would answer with its name only). One definition for both ways in: the owner's own writes
-- and the notes submitted with a report (private.store_report inserts them here). A trigger runs
-- without EXECUTE on its function, so the caller needs no access to anything in private. Reads the
-- report as the caller: for a report that is not theirs it finds nothing, and RLS refuses the row.
create function private.answer_notes_check()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  -- Unicode's default-ignorable code points, the bidirectional controls among them: the apps' list.
  c_hidden constant text := '[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFF8\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E0FFF]';
  v_link text;
begin
  if char_length(new.note) > 1000 then
    raise exception using errcode = '22023',
      message = format('A note is at most 1000 characters; the note on %s has %s.', new.question_id,
                       char_length(new.note));
  end if;
  if array_ndims(new.links) > 1 then
    raise exception using errcode = '22023',
      message = format('The links on %s must be a list of URLs, not a nested list.', new.question_id);
  end if;
  if cardinality(new.links) > 5 then
    raise exception using errcode = '22023',
      message = format('At most 5 links per note; the note on %s has %s.', new.question_id, cardinality(new.links));
  end if;
  foreach v_link in array coalesce(new.links, '{}') loop
    if v_link is null then
      raise exception using errcode = '22023',
        message = format('The links on %s include a missing one (null).', new.question_id);
    end if;
    if char_length(v_link) > 500 then
      raise exception using errcode = '22023',
        message = format('A link is at most 500 characters; one on %s has %s.', new.question_id,
                         char_length(v_link));
    end if;
    -- Nothing hidden: no character that cannot be seen or that turns the text around (Unicode's
    -- default-ignorable code points, the bidirectional controls among them), the list the apps check.
    if v_link ~ c_hidden then
      raise exception using errcode = '22023',
        message = format('Links may not hold characters that cannot be seen or that turn the text around; on %s '
                         'this one does: %s', new.question_id, left((
          select string_agg(case when c ~ c_hidden
                                 then '[U+' || upper(lpad(to_hex(ascii(c)), greatest(4, length(to_hex(ascii(c)))),
                                                          '0')) || ']'
                                 else c end, '' order by n)
            from unnest(regexp_split_to_array(v_link, '')) with ordinality as t (c, n)), 100));
    end if;
    -- An absolute http(s) URL: the scheme, a host, then anything but spaces and control characters.
    if v_link !~* '^https?://[^[:space:][:cntrl:]/?#]+([/?#][^[:space:][:cntrl:]]*)?$' then
      raise exception using errcode = '22023',
        message = format('Links must be absolute http(s) URLs; on %s this one is not: %s', new.question_id,
                         left(v_link, 100));
    end if;
  end loop;
  if coalesce(new.note, '') !~ '[^[:space:]]' and coalesce(cardinality(new.links), 0) = 0 then
    raise exception using errcode = '22023',
      message = format('A note needs text or a link; the one on %s has neither (delete it instead).',
                       new.question_id);
  end if;
  if new.share_with_team
     and exists (select 1 from public.reports r where r.id = new.report_id and r.team_name is null) then
    raise exception using errcode = '22023',
      message = format('Only notes on a team answer can be shared with the team; %s is on a personal report.',
                       new.question_id);
  end if;
  return new;
end;
$$;

revoke all on function private.answer_notes_check() from public, anon, authenticated, service_role;

comment on function private.answer_notes_check() is
  'Trigger on answer_notes: the rules on a note''s content (text at most 1000 characters, at most 5 absolute '
  'http(s) links of at most 500 characters with no hidden or direction-changing characters, text or a link, '
  'shared only on a team answer), each as a 22023 error naming the question.';

-- ---------------------------------------------------------------- the team's shared notes
-- Text and links only, in the product's order of questions and then by text: nothing says who wrote a
-- note, when, or what they picked, and no order follows members or answer times. Live, unlike the
-- figures stored at close: a member who stops sharing a note (or deletes it, or their account) takes it
-- away. A member who left the team keeps their shared notes in its closed rounds, as the figures keep
-- their answers, until they stop sharing them.
create function private.get_team_round_notes(team_id uuid, round_number integer)
returns table (question_id text, note text, links text[])
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid;
  v_seen record;
begin
  perform private.require_mfa();
  v_uid := private.require_uid('see a team''s notes');
  v_seen := private.team_report_round(get_team_round_notes.team_id, get_team_round_notes.round_number, v_uid);
  if v_seen.status <> 'ok' then
    return;
  end if;
  return query
    select n.question_id, n.note, n.links
      from public.team_round_reports x
      join public.answer_notes n on n.report_id = x.report_id
     where x.round_id = (v_seen.round).id and n.share_with_team
     order by private.question_rank(n.question_id), n.note, n.links;
end;
$$;

create function public.get_team_round_notes(team_id uuid, round_number integer default null)
returns table (question_id text, note text, links text[])
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return query select * from private.get_team_round_notes(get_team_round_notes.team_id,
                                                           get_team_round_notes.round_number);
end;
$$;
revoke all on function public.get_team_round_notes(uuid, integer)
  from public, anon, authenticated, service_role;
grant execute on function public.get_team_round_notes(uuid, integer) to authenticated;

comment on function public.get_team_round_notes(uuid, integer) is
  'The notes the members chose to share (share_with_team) on their answers to one round (default: the '
  'latest): rows {question_id, note, links} in the product''s order of questions, then by note; never who '
  'wrote one or what they picked. Rows only while get_team_report''s status for the same reader and round is '
  'ok (a member, the round closed with its minimum of answers); otherwise none. Errors: 42501 not signed '
  'in, or (hint aal2_required) an aal1 session of an account with a verified factor.';

create trigger answer_notes_check
  before insert or update on public.answer_notes
  for each row execute function private.answer_notes_check();

create trigger answer_notes_set_updated_at
  before update on public.answer_notes
  for each row execute function private.set_updated_at();
