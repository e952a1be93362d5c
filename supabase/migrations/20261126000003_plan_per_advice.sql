-- The improvement plan per piece of advice: a plan item was keyed by question, so "done" set
-- on one report's advice showed as done on a later report whose answer to that question, and so whose
-- advice, was different. The advice a report gives is its question and the option it answered (the
-- model's recommendation texts are keyed so: packages/assessment-model, describeRecommendation), so a
-- plan item is now keyed by both. The same advice in a later report keeps its status; new advice for
-- the same question starts open; the item for the old advice stays, so a report can still say what
-- the action marked done did.

-- The advice a plan item was about, for rows written before this migration, which named only the
-- question: the answer of the person's report they were most likely reading when they last changed
-- the item, that is the latest of their reports made at or before `p_at` whose answer to the question
-- gives advice (is below the strongest option); failing that, the earliest such report after it. NULL
-- when no report of theirs ever gave advice on that question. Kept after the migration so that its
-- rule is tested (supabase/tests/111_plan_per_advice.sql); nothing else calls it.
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
revoke all on function private.plan_item_advice(uuid, text, timestamptz) from public, anon, authenticated, service_role;

alter table public.plan_items add column option_key text;

-- Keep each row's updated_at: it dates the person's last change, not this migration.
alter table public.plan_items disable trigger plan_items_set_updated_at;
update public.plan_items p set option_key = private.plan_item_advice(p.user_id, p.question_id, p.updated_at);
alter table public.plan_items enable trigger plan_items_set_updated_at;

-- A row no report of the person's ever gave advice for cannot be shown on any page.
delete from public.plan_items where option_key is null;

alter table public.plan_items
  alter column option_key set not null,
  drop constraint plan_items_pkey,
  add constraint plan_items_pkey primary key (user_id, question_id, option_key),
  -- Only real options; advice the question bank no longer has goes with it.
  add constraint plan_items_advice_fkey foreign key (question_id, option_key)
    references private.question_options (question_id, option_key) on delete cascade;

create index plan_items_advice_idx on public.plan_items (question_id, option_key);

comment on table public.plan_items is
  'A person''s improvement plan: the status of each piece of advice (a question and the option answered), with a note. Owner only.';
comment on column public.plan_items.option_key is
  'The option answered in the report whose advice this is: the same advice in a later report shares the item, new advice does not.';

-- The upsert names the whole key (on_conflict=user_id,question_id,option_key), so it may set it.
grant insert (option_key), update (option_key) on table public.plan_items to authenticated;
