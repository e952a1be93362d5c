-- Tracker keys on the improvement plan: after importing the plan into their team's tracker, a person
-- records, per plan item, the key the tracker gave it: a Jira issue key (OPS-12) or the number of an
-- Azure Boards work item or a GitHub issue (412). The next export then names that item (Jira's Issue
-- Key column, Azure's ID column, `gh issue edit`/`close` for GitHub), so importing it again updates the
-- item, status included, instead of creating a second one. Nothing is read from any tracker: the key
-- is only what the person typed.
--
-- The key is the person's own data in an owner-only table, so it takes the table's rules as they are:
-- its owner-only policies and the restrictive two-factor policy (20261125000002_mfa_on_personal_data.sql)
-- apply to every column; only the column grants are added. Refusals: 23514
-- plan_items_tracker_key_format (not a Jira key or a positive number), 23505 plan_items_tracker_key_unique
-- (the person gave the key to another of their items already).

alter table public.plan_items
  add column tracker_key text,
  -- A Jira project key (a capital letter, then capitals, digits or underscores) and an issue number, or
  -- a work item or issue number; neither has leading zeros. The page normalises "#412" and "ops-12".
  add constraint plan_items_tracker_key_format
    check (tracker_key ~ '^([A-Z][A-Z0-9_]{0,29}-[1-9][0-9]{0,9}|[1-9][0-9]{0,9})$'),
  -- Two items with one key would both write to that tracker item on the next import, the later row
  -- silently undoing the earlier. NULLs are distinct: any number of items may have no key.
  add constraint plan_items_tracker_key_unique unique (user_id, tracker_key);

comment on column public.plan_items.tracker_key is
  'The key of this item in the person''s tracker (a Jira issue key, or an Azure Boards work item or GitHub issue number), as they recorded it; NULL '
    'when not recorded. Exports use it to update that item instead of creating another.';

-- Written with the rest of the row (the page's upsert names only the columns it changes).
grant insert (tracker_key), update (tracker_key) on table public.plan_items to authenticated;
