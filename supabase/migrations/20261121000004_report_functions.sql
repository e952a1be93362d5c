-- public.submit_assessment(answers, submission_id): the only way a client creates a report.
-- public.get_report(report_id): a report read that tells "yours", "someone else's" and "none" apart.

-- Scoring (docs/product.md §3, scoring_version 1): option position p (0..3) scores p/3*100;
-- a category score is the mean of its 5 question scores = round(100 * sum(p) / 15); overall is the
-- mean of the 4 unrounded category means = round(100 * sum(all p) / 60). 100*s/15 and 100*s/60 have
-- fractional parts 0, 1/3 or 2/3 only, so numeric round() never meets a tie.
-- answers is json, not jsonb: jsonb keeps only the last of repeated keys, and a submission that answers
-- a question twice must be refused, not silently scored with one of its answers.
create or replace function public.submit_assessment(answers json, submission_id uuid)
returns public.reports
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_answers jsonb := submit_assessment.answers::jsonb;
  v_submission_id uuid := submit_assessment.submission_id;
  v_report public.reports;
  v_culprits text;
  v_overall smallint;
  v_categories jsonb;
  v_name text;
  v_company text;
begin
  if v_uid is null then
    raise exception using
      errcode = '42501',
      message = 'You must be signed in to submit an assessment.';
  end if;

  if v_submission_id is null then
    raise exception using
      errcode = '22023',
      message = 'submission_id is required (a client-generated uuid).';
  end if;

  -- Idempotency: a repeated submission returns the first report, whatever the answers are now.
  select r.* into v_report
    from public.reports r
   where r.user_id = v_uid and r.submission_id = v_submission_id;
  if found then
    return v_report;
  end if;

  if json_typeof(submit_assessment.answers) = 'object' then
    select string_agg(d.k, ', ' order by d.k) into v_culprits
      from (select a.k from json_object_keys(submit_assessment.answers) as a (k) group by a.k having count(*) > 1) d;
    if v_culprits is not null then
      raise exception using
        errcode = '22023',
        message = format('Each question may be answered once; answered more than once: %s.', v_culprits);
    end if;
  end if;

  if v_answers is null or jsonb_typeof(v_answers) <> 'object' then
    raise exception using
      errcode = '22023',
      message = format(
        'answers must be a JSON object mapping question ids to option keys (got %s).',
        coalesce(jsonb_typeof(v_answers), 'null'));
  end if;

  select string_agg(k, ', ' order by k) into v_culprits
    from (
      select a.k
        from jsonb_object_keys(v_answers) as a (k)
       where not exists (select 1 from private.question_options q where q.question_id = a.k)
       order by a.k
       limit 10
    ) s;
  if v_culprits is not null then
    raise exception using
      errcode = '22023',
      message = format('Unknown question id(s): %s.', v_culprits);
  end if;

  select string_agg(format('%s (%s)', e.key, jsonb_typeof(e.value)), ', ' order by e.key) into v_culprits
    from jsonb_each(v_answers) as e
   where jsonb_typeof(e.value) <> 'string';
  if v_culprits is not null then
    raise exception using
      errcode = '22023',
      message = format('Answers must be option keys given as strings; not a string: %s.', v_culprits);
  end if;

  select string_agg(format('%s = %s', e.key, to_jsonb(e.value)), ', ' order by e.key) into v_culprits
    from jsonb_each_text(v_answers) as e
   where not exists (
     select 1 from private.question_options q
      where q.question_id = e.key and q.option_key = e.value);
  if v_culprits is not null then
    raise exception using
      errcode = '22023',
      message = format('Unknown option for question: %s.', v_culprits);
  end if;

  select string_agg(q.question_id, ', ' order by q.question_id) into v_culprits
    from (select distinct question_id from private.question_options) q
   where not (v_answers ? q.question_id);
  if v_culprits is not null then
    raise exception using
      errcode = '22023',
      message = format('Missing answers for question(s): %s.', v_culprits);
  end if;

  -- Every answer is now a known (question, option) pair and every question is answered.
  with picked as (
    select q.category, q.position
      from jsonb_each_text(v_answers) as e
      join private.question_options q on q.question_id = e.key and q.option_key = e.value
  ), per_category as (
    select p.category, sum(p.position) as points, count(*) as questions
      from picked p
     group by p.category
  )
  select
    jsonb_object_agg(c.category, round(100.0 * c.points / (3 * c.questions))::integer),
    round(100.0 * sum(c.points) / (3 * sum(c.questions)))::smallint
  into v_categories, v_overall
  from per_category c;

  select p.name, p.company into v_name, v_company
    from public.profiles p
   where p.id = v_uid;

  insert into public.reports as r
    (user_id, submission_id, answers, overall_score, category_scores, company, prepared_for, scoring_version)
  values
    (v_uid, v_submission_id, v_answers, v_overall, v_categories, v_company, v_name, 1)
  on conflict on constraint reports_user_submission_key do nothing
  returning r.* into v_report;

  if not found then
    -- A concurrent call with the same submission id won the race; return its row.
    select r.* into v_report
      from public.reports r
     where r.user_id = v_uid and r.submission_id = v_submission_id;
  end if;

  return v_report;
end;
$$;

comment on function public.submit_assessment(json, uuid) is
  'Validates answers against private.question_options, scores them (scoring_version 1) and stores a report for auth.uid(). Idempotent on submission_id. Errors: 42501 not signed in; 22023 invalid input.';

revoke all on function public.submit_assessment(json, uuid) from public, anon, authenticated, service_role;
grant execute on function public.submit_assessment(json, uuid) to authenticated;


create or replace function public.get_report(report_id text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_report public.reports;
  v_uid uuid := auth.uid();
begin
  if report_id is null
     or report_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return jsonb_build_object('status', 'not_found');
  end if;

  select r.* into v_report from public.reports r where r.id = report_id::uuid;
  if not found then
    return jsonb_build_object('status', 'not_found');
  end if;

  if v_uid is null or v_report.user_id <> v_uid then
    return jsonb_build_object('status', 'forbidden');
  end if;

  return jsonb_build_object('status', 'ok', 'report', to_jsonb(v_report));
end;
$$;

comment on function public.get_report(text) is
  'Returns {"status":"ok","report":{...}} for the owner, {"status":"forbidden"} for anyone else, {"status":"not_found"} for a malformed or unknown id.';

revoke all on function public.get_report(text) from public, anon, authenticated, service_role;
grant execute on function public.get_report(text) to anon, authenticated;
