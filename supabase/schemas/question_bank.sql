-- The question bank: 20 questions in 4 categories, each with 4 option keys ordered weakest (position 0)
-- to strongest (position 3), as packages/assessment-model defines them. The table lives in `private`;
-- only security-definer functions (submit_assessment and the reports built on it) read it.
--
-- Its rows are data, so they are not here: `npm run generate` writes them as a migration
-- (supabase/migrations/*_question_bank_from_model.sql, a new one whenever the model changes), and
-- supabase/tests/035_scoring_parity.sql checks that the table holds exactly the model's bank.
create table private.question_options (
  question_id text not null,
  category text not null,
  option_key text not null,
  position smallint not null,
  primary key (question_id, option_key),
  constraint question_options_position_unique unique (question_id, position),
  constraint question_options_position_range check (position between 0 and 3),
  constraint question_options_category_valid check (
    (category = 'architecture' and question_id like 'arch\_%')
    or (category = 'deployment' and question_id like 'deploy\_%')
    or (category = 'security' and question_id like 'sec\_%')
    or (category = 'scalability' and question_id like 'scal\_%')
  )
);

alter table private.question_options enable row level security;

revoke all on table private.question_options from public, anon, authenticated, service_role;

comment on table private.question_options is
  'Option keys per question, position 0 (weakest) .. 3 (strongest), as packages/assessment-model defines '
  'them.';

-- Where a question stands in the product's order (architecture, deployment, security, scalability,
-- then the question's number): the order lists are shown in and the last tie-breaker of every ranking.
create function private.question_rank(question_id text)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select 100 * coalesce(array_position(array['arch', 'deploy', 'sec', 'scal'], split_part(question_id, '_', 1)), 9)
         + coalesce(nullif(regexp_replace(split_part(question_id, '_', 2), '[^0-9]', '', 'g'), '')::integer, 0)
$$;
revoke all on function private.question_rank(text) from public;

comment on function private.question_rank(text) is
  'Sort key of a question id in the product''s order (category, then number).';
