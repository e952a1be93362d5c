-- The improvement plan (docs/product.md): a leader acts on a report by marking each piece of advice
-- planned, in progress, done or not applicable, with a short note, and the tracker key it got. The plan
-- belongs to the person, not to one report: advice is about a practice (a question and the option
-- answered), so its status carries over to the next report with the same advice, which can then show
-- which finished actions moved which scores. Owner only, under the two-factor rule. Refusals: 23514
-- plan_items_tracker_key_format (not a Jira key or a positive number), 23505
-- plan_items_tracker_key_unique (the person gave the key to another of their items already).

create table public.plan_items (
  user_id uuid not null references auth.users (id) on delete cascade,
  question_id text not null,
  status text not null,
  note text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The advice a report gives is its question and the option it answered (the model's recommendation
  -- texts are keyed so: packages/assessment-model, describeRecommendation), so a plan item is keyed by
  -- both. The same advice in a later report keeps its status; new advice for the same question starts
  -- open; the item for the old advice stays, so a report can still say what the action marked done did.
  option_key text not null,
  -- The key the person's tracker gave the item after they imported the plan: a Jira issue key (OPS-12)
  -- or the number of an Azure Boards work item or a GitHub issue (412). The next export then names that
  -- item, so importing it again updates it instead of creating a second one. Nothing is read from any
  -- tracker: the key is only what the person typed.
  tracker_key text,
  primary key (user_id, question_id, option_key),
  -- Only real options; advice the question bank no longer has goes with it.
  constraint plan_items_advice_fkey foreign key (question_id, option_key)
    references private.question_options (question_id, option_key) on delete cascade,
  constraint plan_items_question_id check (question_id ~ '^(arch|deploy|sec|scal)_[1-5]$'),
  constraint plan_items_status check (status in ('planned', 'in_progress', 'done', 'not_applicable')),
  constraint plan_items_note_length check (char_length(note) <= 500),
  -- A Jira project key (a capital letter, then capitals, digits or underscores) and an issue number, or
  -- a work item or issue number; neither has leading zeros. The page normalises "#412" and "ops-12".
  constraint plan_items_tracker_key_format
    check (tracker_key ~ '^([A-Z][A-Z0-9_]{0,29}-[1-9][0-9]{0,9}|[1-9][0-9]{0,9})$'),
  -- Two items with one key would both write to that tracker item on the next import, the later row
  -- silently undoing the earlier. NULLs are distinct: any number of items may have no key.
  constraint plan_items_tracker_key_unique unique (user_id, tracker_key)
);

alter table public.plan_items enable row level security;

revoke all on table public.plan_items from public, anon, authenticated;
grant select, delete on table public.plan_items to authenticated;

-- An upsert (insert ... on conflict do update) sets every column it was given, keys included (the page
-- names the whole key, on_conflict=user_id,question_id,option_key); the policies' with-check keeps
-- user_id the caller's own whatever is sent.
grant insert (user_id, question_id, status, note, option_key, tracker_key),
      update (user_id, question_id, status, note, option_key, tracker_key)
  on table public.plan_items to authenticated;

create index plan_items_advice_idx on public.plan_items (question_id, option_key);

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

create policy plan_items_require_aal2 on public.plan_items as restrictive for all to authenticated
  using ((select private.mfa_satisfied())) with check ((select private.mfa_satisfied()));

comment on table public.plan_items is
  'A person''s improvement plan: the status of each piece of advice (a question and the option answered), '
  'with a note. Owner only.';
comment on column public.plan_items.option_key is
  'The option answered in the report whose advice this is: the same advice in a later report shares the '
  'item, new advice does not.';
comment on column public.plan_items.tracker_key is
  'The key of this item in the person''s tracker (a Jira issue key, or an Azure Boards work item or GitHub '
  'issue number), as they recorded it; NULL when not recorded. Exports use it to update that item instead '
  'of creating another.';

create trigger plan_items_set_updated_at
  before update on public.plan_items
  for each row execute function private.set_updated_at();

-- The advice a plan item keyed by question only was about (the rule 20261126000003_plan_per_advice.sql
-- gave the rows written before plan items were kept per advice): the answer of the person's report
-- they were most likely reading when they last changed the item, that is the latest of their reports
-- made at or before `p_at` whose answer to the question gives advice (is below the strongest option);
-- failing that, the earliest such report after it. NULL when no report of theirs ever gave advice on
-- that question. Kept so that its rule stays tested (supabase/tests/111_plan_per_advice.sql); nothing
-- else calls it.
create function private.plan_item_advice(p_user_id uuid, p_question_id text, p_at timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select r.answers ->> p_question_id
    from public.reports r
    join private.question_options o
      on o.question_id = p_question_id and o.option_key = r.answers ->> p_question_id
   where r.user_id = p_user_id
     and o.position < 3
   order by r.created_at <= p_at desc,
            case when r.created_at <= p_at then r.created_at end desc nulls last,
            r.created_at,
            r.id
   limit 1
$$;
revoke all on function private.plan_item_advice(uuid, text, timestamptz) from public;
