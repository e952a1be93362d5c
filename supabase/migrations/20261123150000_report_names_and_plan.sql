-- Two things a leader does with a report after reading it: give it a name ("Before the migration"), so
-- two reports of one day can be told apart, and act on it: mark each recommendation as planned, in
-- progress, done or not applicable, with a short note. The plan belongs to the person, not to one
-- report: a recommendation is about a practice (a question), so its status carries over to the next
-- assessment, which can then show which finished actions moved which scores.

-- A report's name is the only thing its owner may change; scores and answers stay as submitted.
alter table public.reports
  add column name text,
  add constraint reports_name_length check (name is null or char_length(btrim(name)) between 1 and 120);

comment on column public.reports.name is 'The owner''s own name for the report (1-120 characters), or NULL for none.';

grant update (name) on table public.reports to authenticated;

create policy reports_update_own_name on public.reports
  for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);


create table public.plan_items (
  user_id uuid not null references auth.users (id) on delete cascade,
  question_id text not null,
  status text not null,
  note text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, question_id),
  constraint plan_items_question_id check (question_id ~ '^(arch|deploy|sec|scal)_[1-5]$'),
  constraint plan_items_status check (status in ('planned', 'in_progress', 'done', 'not_applicable')),
  constraint plan_items_note_length check (char_length(note) <= 500)
);

comment on table public.plan_items is
  'A person''s improvement plan: the status of each recommendation (one per question), with a note. Owner only.';

create trigger plan_items_set_updated_at
  before update on public.plan_items
  for each row execute function private.set_updated_at();

alter table public.plan_items enable row level security;

revoke all on table public.plan_items from public, anon, authenticated;
grant select, delete on table public.plan_items to authenticated;
grant insert (user_id, question_id, status, note) on table public.plan_items to authenticated;
-- An upsert (insert … on conflict do update) sets every column it was given, keys included; the
-- policies' with-check keeps user_id the caller's own whatever is sent.
grant update (user_id, question_id, status, note) on table public.plan_items to authenticated;

-- The primary key starts with user_id, so every policy's filter is an index scan.
create policy plan_items_select_own on public.plan_items
  for select to authenticated
  using ((select auth.uid()) = user_id);

create policy plan_items_insert_own on public.plan_items
  for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy plan_items_update_own on public.plan_items
  for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy plan_items_delete_own on public.plan_items
  for delete to authenticated
  using ((select auth.uid()) = user_id);
