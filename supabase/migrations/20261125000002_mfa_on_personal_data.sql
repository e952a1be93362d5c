-- Two-factor authentication enforced on every person's data (the rule is private.mfa_satisfied(),
-- 20261125000001_mfa_assurance.sql): a session signed in with the password only (aal1) of a person
-- who enrolled a verified factor reads and changes nothing of theirs until the code is given (aal2).
-- Two places hold personal data for a client, and both get the rule:
--
-- 1. The tables the API roles can reach. A restrictive policy is AND-ed with the permissive ones, so
--    each table keeps its owner/member rules and adds "and the session is good enough". FOR ALL covers
--    select, insert, update and delete at once, so a grant added later is covered too; the with-check
--    refuses writes of new rows as well. (select ...) makes it one evaluation per statement.
--    The tables: every table in public on which authenticated holds a privilege, except app_config
--    (the maintenance switch, the same for everyone and readable without an account). contact_messages
--    and app_config_audit have no client grant at all (service_role only, which bypasses RLS).
--    supabase/tests/005_advisor.sql fails any new such table without this policy.
--
-- 2. The security-definer functions behind the API's rpc/*: they run as their owner, so RLS does not
--    see the caller; each one that acts for the signed-in caller now begins with
--    private.require_mfa() (42501, hint aal2_required -> HTTP 403). Each is redefined below with its
--    latest body unchanged apart from that first statement (create or replace keeps grants and
--    comments). Declarations' initial values run before it; none of them returns or writes anything.
--    Anonymous callers of get_report have no user id, so the rule lets them through and they keep
--    their forbidden / not_found answers. Not checked, on purpose (005_advisor.sql lists them):
--      get_shared_report     a share token is a bearer credential; whoever holds it may read the report
--                            without any account, so asking a signed-in holder for a code protects
--                            nothing (signing out would do). The link's owner needed aal2 to make it.
--      send_contact_message  writes a message anyone may send without an account and reads nothing of
--                            the caller's.
--      mfa_satisfied         the rule itself.
-- Later migrations that redefine any of these functions keep `perform private.require_mfa();` first;
-- the ones the next migrations replace anyway (a team round's figures, the benchmark, creating
-- invitations and share links) get the check there, not here as well.

-- ---------------------------------------------------------------- 1. restrictive policies

do $$
declare
  t text;
begin
  foreach t in array array['profiles', 'reports', 'plan_items', 'teams', 'team_members', 'team_invitations',
                           'team_rounds', 'team_round_reports', 'report_share_links'] loop
    execute format(
      'create policy %I on public.%I as restrictive for all to authenticated '
      'using ((select private.mfa_satisfied())) with check ((select private.mfa_satisfied()))',
      t || '_require_aal2', t);
    execute format(
      'comment on policy %I on public.%I is %L',
      t || '_require_aal2', t,
      'Two-factor: an aal1 session of a person with a verified factor sees and changes no row (private.mfa_satisfied).');
  end loop;
end;
$$;


-- ---------------------------------------------------------------- 2. the definer functions

create or replace function private.submit_assessment(answers json, submission_id uuid)
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
  perform private.require_mfa();
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

create or replace function private.get_report(report_id text)
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
  perform private.require_mfa();
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

create or replace function private.create_team(name text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- Enough for anyone assessing their systems; stops a script from filling the table.
  max_owned constant integer := 20;
  v_uid uuid := private.require_uid('create a team');
  v_name text := private.clean_text(create_team.name);
  v_team_id uuid;
begin
  perform private.require_mfa();
  if v_name is null or char_length(v_name) > 120 then
    raise exception using errcode = '22023', message = 'A team needs a name of 1 to 120 characters.';
  end if;
  -- One creation at a time per user, so two concurrent calls cannot both pass the quota.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('private.create_team:' || v_uid::text, 0));
  if (select count(*) from public.teams t where t.owner_id = v_uid) >= max_owned then
    raise exception using errcode = 'PT409',
      message = format('You can own at most %s teams; delete one first.', max_owned);
  end if;

  insert into public.teams (name, owner_id) values (v_name, v_uid) returning id into v_team_id;
  insert into public.team_members (team_id, user_id, role) values (v_team_id, v_uid, 'owner');
  insert into public.team_rounds (team_id, number) values (v_team_id, 1);
  return private.team_summary(v_team_id, v_uid);
end;
$$;

create or replace function private.delete_team(team_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('delete a team');
begin
  perform private.require_mfa();
  perform private.team_require_owner(delete_team.team_id, v_uid, 'delete the team');
  -- Members, invitations, rounds and the round links go with it; everyone's reports stay theirs.
  delete from public.teams t where t.id = delete_team.team_id;
end;
$$;

create or replace function private.revoke_team_invitation(invitation_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('revoke an invitation');
  v_invitation public.team_invitations;
  v_role text;
begin
  perform private.require_mfa();
  select i.* into v_invitation from public.team_invitations i where i.id = revoke_team_invitation.invitation_id;
  v_role := private.team_role(v_invitation.team_id, v_uid);
  if v_invitation.id is null or v_role is null then
    raise exception using errcode = 'PT404', message = 'Invitation not found.';
  end if;
  if v_role <> 'owner' then
    raise exception using errcode = 'PT403', message = 'Only the team''s owner can revoke invitations.';
  end if;
  -- Revoking twice keeps the first time.
  update public.team_invitations i
     set revoked_at = coalesce(i.revoked_at, now())
   where i.id = v_invitation.id
  returning * into v_invitation;
  return private.team_invitation_json(v_invitation);
end;
$$;

create or replace function private.accept_team_invitation(token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  max_members constant integer := 100;
  v_uid uuid := private.require_uid('join a team');
  v_invitation public.team_invitations;
begin
  perform private.require_mfa();
  -- Tokens are 47 characters; anything far longer is not one, and is not hashed.
  if accept_team_invitation.token is not null and char_length(accept_team_invitation.token) <= 200 then
    select i.* into v_invitation
      from public.team_invitations i
     where i.token_hash = private.token_hash(accept_team_invitation.token)
       for update;
  end if;
  if v_invitation.id is null then
    raise exception using errcode = 'PT404', message = 'This invitation link is not valid.';
  end if;
  if v_invitation.revoked_at is not null then
    raise exception using errcode = 'PT403', message = 'This invitation link has been revoked by the team''s owner.';
  end if;
  if v_invitation.expires_at <= now() then
    raise exception using errcode = 'PT410', message = 'This invitation link has expired; ask the team''s owner for a new one.';
  end if;

  if private.team_role(v_invitation.team_id, v_uid) is not null then
    return jsonb_build_object('team', private.team_summary(v_invitation.team_id, v_uid), 'joined', false);
  end if;

  -- One join at a time per team, so the member limit holds.
  perform 1 from public.teams t where t.id = v_invitation.team_id for update;
  if (select count(*) from public.team_members m where m.team_id = v_invitation.team_id) >= max_members then
    raise exception using errcode = 'PT409', message = format('This team is full (%s members).', max_members);
  end if;

  insert into public.team_members (team_id, user_id, role) values (v_invitation.team_id, v_uid, 'member');
  update public.team_invitations i
     set use_count = i.use_count + 1, last_used_at = now()
   where i.id = v_invitation.id;
  return jsonb_build_object('team', private.team_summary(v_invitation.team_id, v_uid), 'joined', true);
end;
$$;

create or replace function private.remove_team_member(team_id uuid, member_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('remove a member');
  v_member public.team_members;
begin
  perform private.require_mfa();
  perform private.team_require_owner(remove_team_member.team_id, v_uid, 'remove members');
  select m.* into v_member
    from public.team_members m
   where m.id = remove_team_member.member_id and m.team_id = remove_team_member.team_id;
  if v_member.id is null then
    raise exception using errcode = 'PT404', message = 'Member not found.';
  end if;
  if v_member.role = 'owner' then
    raise exception using errcode = 'PT409', message = 'The owner cannot be removed; delete the team instead.';
  end if;
  perform private.team_forget_member(v_member.team_id, v_member.user_id);
end;
$$;

create or replace function private.leave_team(team_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('leave a team');
  v_role text := private.team_role(leave_team.team_id, v_uid);
begin
  perform private.require_mfa();
  if v_role is null then
    raise exception using errcode = 'PT404', message = 'Team not found.';
  end if;
  if v_role = 'owner' then
    raise exception using errcode = 'PT409', message = 'The owner cannot leave the team; delete it instead.';
  end if;
  perform private.team_forget_member(leave_team.team_id, v_uid);
end;
$$;

create or replace function private.open_team_round(team_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('open a round');
  v_open integer;
  v_round public.team_rounds;
begin
  perform private.require_mfa();
  perform private.team_require_owner(open_team_round.team_id, v_uid, 'open a round');
  perform 1 from public.teams t where t.id = open_team_round.team_id for update;
  select r.number into v_open from public.team_rounds r
   where r.team_id = open_team_round.team_id and r.closed_at is null;
  if v_open is not null then
    raise exception using errcode = 'PT409',
      message = format('Round %s is still open; close it before opening a new one.', v_open);
  end if;
  insert into public.team_rounds (team_id, number)
  values (open_team_round.team_id,
          coalesce((select max(r.number) from public.team_rounds r where r.team_id = open_team_round.team_id), 0) + 1)
  returning * into v_round;
  return private.team_round_json(v_round, v_uid);
end;
$$;

create or replace function private.submit_team_assessment(team_id uuid, answers json, submission_id uuid, round_number integer)
returns public.reports
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('submit an assessment');
  v_round public.team_rounds;
  v_linked public.reports;
  v_report public.reports;
  v_inserted integer;
begin
  perform private.require_mfa();
  if private.team_role(submit_team_assessment.team_id, v_uid) is null then
    raise exception using errcode = 'PT404', message = 'Team not found.';
  end if;

  -- FOR SHARE: closing the round waits until this answer is in (or refused).
  if submit_team_assessment.round_number is null then
    select r.* into v_round from public.team_rounds r
     where r.team_id = submit_team_assessment.team_id and r.closed_at is null
       for share;
    if v_round.id is null then
      raise exception using errcode = 'PT410', message = 'This team has no open round; ask the team''s owner to open one.';
    end if;
  else
    select r.* into v_round from public.team_rounds r
     where r.team_id = submit_team_assessment.team_id and r.number = submit_team_assessment.round_number
       for share;
    if v_round.id is null then
      raise exception using errcode = 'PT404', message = 'Round not found.';
    end if;
    if v_round.closed_at is not null then
      raise exception using errcode = 'PT410',
        message = format('Round %s is closed; it no longer takes answers.', v_round.number);
    end if;
  end if;

  select rep.* into v_linked
    from public.team_round_reports x
    join public.reports rep on rep.id = x.report_id
   where x.round_id = v_round.id and x.user_id = v_uid;
  if v_linked.id is not null then
    -- A retry of the same submission gets its report back; a second, different answer is refused.
    if v_linked.submission_id = submit_team_assessment.submission_id then
      return v_linked;
    end if;
    raise exception using errcode = 'PT409',
      message = format('You have already answered round %s of this team.', v_round.number);
  end if;

  v_report := private.submit_assessment(submit_team_assessment.answers, submit_team_assessment.submission_id);

  if exists (select 1 from public.team_round_reports x where x.report_id = v_report.id) then
    raise exception using errcode = '22023',
      message = 'This submission_id already answered another round; start a new assessment for this one.';
  end if;

  insert into public.team_round_reports (round_id, user_id, report_id)
  values (v_round.id, v_uid, v_report.id)
  on conflict do nothing;
  get diagnostics v_inserted = row_count;
  if v_inserted = 0 then
    -- A concurrent call answered the round first.
    raise exception using errcode = 'PT409',
      message = format('You have already answered round %s of this team.', v_round.number);
  end if;
  return v_report;
end;
$$;

create or replace function private.list_my_teams()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('see your teams');
begin
  perform private.require_mfa();
  return coalesce(
    (select jsonb_agg(private.team_summary(m.team_id, v_uid) order by lower(t.name), t.created_at, t.id)
       from public.team_members m
       join public.teams t on t.id = m.team_id
      where m.user_id = v_uid),
    '[]'::jsonb);
end;
$$;

create or replace function private.revoke_share_link(link_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('revoke a share link');
  v_link public.report_share_links;
begin
  perform private.require_mfa();
  -- Someone else's link is "not found": link ids are only ever shown to their owner.
  update public.report_share_links l
     set revoked_at = coalesce(l.revoked_at, now())
   where l.id = revoke_share_link.link_id and l.user_id = v_uid
  returning * into v_link;
  if v_link.id is null then
    raise exception using errcode = 'PT404', message = 'Share link not found.';
  end if;
  return private.share_link_json(v_link);
end;
$$;

create or replace function private.list_share_links(report_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('see share links');
  v_owner uuid;
begin
  perform private.require_mfa();
  select r.user_id into v_owner from public.reports r where r.id = list_share_links.report_id;
  if v_owner is null then
    return jsonb_build_object('status', 'not_found');
  end if;
  if v_owner <> v_uid then
    return jsonb_build_object('status', 'forbidden');
  end if;
  return jsonb_build_object('status', 'ok', 'links', coalesce(
    (select jsonb_agg(private.share_link_json(l) order by l.created_at desc, l.id)
       from public.report_share_links l
      where l.report_id = list_share_links.report_id and l.revoked_at is null
        and (l.expires_at is null or l.expires_at > now())),
    '[]'::jsonb));
end;
$$;

