-- The question bank: 20 questions in 4 categories, each
-- with 4 option keys ordered weakest (position 0) to strongest (position 3). Production needs these
-- rows, so they are inserted here and not in seed.sql. The table lives in the unexposed schema
-- `private`; only security-definer functions (public.submit_assessment) read it.
-- packages/assessment-model holds the same ids, keys and order; a test compares the two.

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

comment on table private.question_options is
  'Option keys per question, position 0 (weakest) .. 3 (strongest), as packages/assessment-model defines them.';

alter table private.question_options enable row level security;
revoke all on table private.question_options from public, anon, authenticated, service_role;

insert into private.question_options (question_id, category, option_key, position)
select q.question_id, q.category, o.option_key, (o.ordinality - 1)::smallint
from (values
  ('arch_1',   'architecture', array['panic', 'tricky', 'easy', 'efficient']),
  ('arch_2',   'architecture', array['always', 'often', 'sometimes', 'rarely']),
  ('arch_3',   'architecture', array['days', 'hours', 'minutes', 'rare']),
  ('arch_4',   'architecture', array['avoid', 'hard', 'api', 'easy']),
  ('arch_5',   'architecture', array['developer', 'some', 'mostly', 'full']),
  ('deploy_1', 'deployment',   array['rarely', 'sometimes', 'frequent', 'continuous']),
  ('deploy_2', 'deployment',   array['manual_fix', 'undo_difficult', 'rollback_process', 'instant_switch']),
  ('deploy_3', 'deployment',   array['wait_customers', 'manual_checks', 'automated_alerts', 'proactive_monitoring']),
  ('deploy_4', 'deployment',   array['weeks', 'days', 'less_day', 'minutes']),
  ('deploy_5', 'deployment',   array['release_direct', 'manual_testing', 'small_group', 'controlled_testing']),
  ('sec_1',    'security',     array['simple_password', 'social_login', 'two_factor', 'strict_security']),
  ('sec_2',    'security',     array['no_process', 'manual_removal', 'approval_required', 'auto_removal']),
  ('sec_3',    'security',     array['wait_break', 'manual_check', 'alert_system', 'auto_detect']),
  ('sec_4',    'security',     array['no_protection', 'encrypt_transfer', 'encrypt_storage', 'full_encryption']),
  ('sec_5',    'security',     array['assume_compliant', 'best_practices', 'regular_review', 'strict_audit']),
  ('scal_1',   'scalability',  array['crashes', 'struggles_manual', 'auto_adjust', 'seamless']),
  ('scal_2',   'scalability',  array['hope_for_best', 'manual_preparation', 'auto_scaling', 'tested_strategy']),
  ('scal_3',   'scalability',  array['full_outage', 'backup_slow', 'auto_failover', 'global_resilience']),
  ('scal_4',   'scalability',  array['no_testing', 'occasional_testing', 'regular_testing', 'extreme_simulation']),
  ('scal_5',   'scalability',  array['frequent_outages', 'occasional_issues', 'high_uptime', 'near_perfect'])
) as q (question_id, category, options)
cross join lateral unnest(q.options) with ordinality as o (option_key, ordinality);
