-- submit_assessment and get_report must run with more rights than the caller (they read the question
-- bank, write reports and look at other users' reports to answer "forbidden"), so they are security
-- definer. Supabase's Security Advisor warns about any security-definer function that anon or
-- authenticated can call in a schema the API exposes (public, graphql_public): every such function is
-- a direct, privileged entry point, and a later edit could widen it without anyone noticing.
--
-- The fix Supabase recommends: keep the privileged code in the unexposed schema `private` and leave a
-- thin security-invoker function with the same name, arguments and result in `public`, so the REST
-- API (rpc/submit_assessment, rpc/get_report) and the apps stay exactly as they are.

-- ALTER ... SET SCHEMA moves the functions as they are: same body, owner, security definer,
-- search_path, volatility and grants, so their behaviour (errors, idempotency, the duplicate-key check
-- on the json argument) cannot drift from what was tested and deployed.
alter function public.submit_assessment(json, uuid) set schema private;
alter function public.get_report(text) set schema private;

comment on function private.submit_assessment(json, uuid) is
  'Called only through public.submit_assessment. Validates answers against private.question_options, scores them (scoring_version 1) and stores a report for auth.uid(). Idempotent on submission_id. Errors: 42501 not signed in; 22023 invalid input.';
comment on function private.get_report(text) is
  'Called only through public.get_report. Returns {"status":"ok","report":{...}} for the owner, {"status":"forbidden"} for anyone else, {"status":"not_found"} for a malformed or unknown id.';

-- The wrappers run as the caller, and a caller can only call a function in a schema it may use. So
-- the API roles get USAGE on private, and EXECUTE on exactly the functions the wrappers call; every
-- other private object keeps no grant for them (PostgREST still does not expose the schema).
-- A function created in private later gets EXECUTE for PUBLIC by default: revoke it in the same
-- migration (the schema tests fail otherwise).
grant usage on schema private to anon, authenticated;

revoke all on function private.submit_assessment(json, uuid) from public, anon, authenticated, service_role;
grant execute on function private.submit_assessment(json, uuid) to authenticated;

revoke all on function private.get_report(text) from public, anon, authenticated, service_role;
grant execute on function private.get_report(text) to anon, authenticated;

-- answers stays json (not jsonb) on the way through: jsonb would keep only the last of repeated keys
-- and the check that refuses a question answered twice would never see the duplicate.
create function public.submit_assessment(answers json, submission_id uuid)
returns public.reports
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return private.submit_assessment(submit_assessment.answers, submit_assessment.submission_id);
end;
$$;

comment on function public.submit_assessment(json, uuid) is
  'Validates answers against private.question_options, scores them (scoring_version 1) and stores a report for auth.uid(). Idempotent on submission_id. Errors: 42501 not signed in; 22023 invalid input.';

revoke all on function public.submit_assessment(json, uuid) from public, anon, authenticated, service_role;
grant execute on function public.submit_assessment(json, uuid) to authenticated;

create function public.get_report(report_id text)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return private.get_report(get_report.report_id);
end;
$$;

comment on function public.get_report(text) is
  'Returns {"status":"ok","report":{...}} for the owner, {"status":"forbidden"} for anyone else, {"status":"not_found"} for a malformed or unknown id.';

revoke all on function public.get_report(text) from public, anon, authenticated, service_role;
grant execute on function public.get_report(text) to anon, authenticated;
