-- Reports (docs/product.md §3). A report is written only by public.submit_assessment(), which
-- validates the answers against the question bank and computes the scores; clients can read their own
-- reports and nothing else. Stored are keys and numbers, not prose, so a report renders in en and da.

create table public.reports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  submission_id uuid not null,
  created_at timestamptz not null default now(),
  answers jsonb not null,
  overall_score smallint not null,
  category_scores jsonb not null,
  company text,
  prepared_for text,
  scoring_version smallint not null default 1,
  constraint reports_user_submission_key unique (user_id, submission_id),
  constraint reports_answers_object check (jsonb_typeof(answers) = 'object'),
  constraint reports_overall_score_range check (overall_score between 0 and 100),
  constraint reports_category_scores_object check (jsonb_typeof(category_scores) = 'object')
);

comment on table public.reports is
  'Scored assessments. answers: question id -> option key; category_scores: {architecture, deployment, security, scalability} -> 0..100.';
comment on column public.reports.submission_id is
  'Client-generated id of one submission; submit_assessment is idempotent on (user_id, submission_id).';
comment on column public.reports.company is 'profiles.company at submission time.';
comment on column public.reports.prepared_for is 'profiles.name at submission time.';

-- Serves the RLS filter on user_id and the newest-first listing.
create index reports_user_id_created_at_idx on public.reports (user_id, created_at desc);

alter table public.reports enable row level security;

revoke all on table public.reports from public, anon, authenticated;
grant select on table public.reports to authenticated;
-- service_role keeps all privileges (Supabase's default privileges) and bypasses RLS.

create policy reports_select_own on public.reports
  for select to authenticated
  using ((select auth.uid()) = user_id);
