-- The team API. Each function is security definer in private (it reads and writes tables the caller
-- cannot) behind a security-invoker wrapper of the same name in public, like submit_assessment.
--
-- Rule of thumb for the apps: reads answer a status ({"status": "ok", ...} or "not_found", which is
-- also what a former member or an outsider gets), writes raise an error with its own SQLSTATE:
--   42501  not signed in (HTTP 401 for a request without a session)
--   22023  invalid argument (HTTP 400), message says which
--   PT403  signed in but not allowed: not the team's owner, or a revoked invitation (HTTP 403)
--   PT404  team, member, invitation or round not found, or the caller is not (any more) a member (HTTP 404)
--   PT409  conflicts with the team's state: answered this round already, a round still open, no
--          round to close, the owner leaving or removed, a limit reached (HTTP 409)
--   PT410  gone: an expired invitation, a closed round (HTTP 410)
-- Each function's comment lists exactly the ones it raises.

-- ---------------------------------------------------------------- helpers (owner-only, no API grants)

-- The caller, or 42501.
create function private.require_uid(action text)
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = format('You must be signed in to %s.', action);
  end if;
  return v_uid;
end;
$$;

-- Text with every kind of edge whitespace removed (as contact messages are); NULL when nothing is left.
create function private.clean_text(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(regexp_replace(value,
    '^[[:space:]\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]+|[[:space:]\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '', 'g'), '')
$$;

-- A secret token: the prefix and 32 random bytes (two v4 UUIDs, 244 random bits) in base64url. Only
-- gen_random_uuid(), so no extension is needed and it runs on PGlite as well.
create function private.new_token(prefix text)
returns text
language sql
volatile
set search_path = ''
as $$
  select prefix || rtrim(translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=')
$$;

-- What is stored of a token: sha256 of its UTF-8 bytes.
create function private.token_hash(token text)
returns bytea
language sql
immutable
set search_path = ''
as $$
  select sha256(convert_to(token, 'UTF8'))
$$;

-- An integer setting from app_config: value ->> field of row `key`, else the default; never below
-- `minimum` (a typo in a setting must not switch a privacy threshold off).
create function private.setting_int(key text, field text, default_value integer, minimum integer)
returns integer
language sql
stable
set search_path = ''
as $$
  select greatest(coalesce(
    (select case when jsonb_typeof(c.value -> field) = 'number' then floor((c.value ->> field)::numeric)::integer end
       from public.app_config c where c.key = setting_int.key),
    default_value), minimum)
$$;

-- How many members must have answered a round before its aggregates are shown:
-- app_config 'team_report' = {"min_answers": n}, default 2, never below 2. (Its shape is checked in
-- the benchmark migration, beside the benchmark's own setting.) With exactly two answers each of the
-- two can work out the other's picks from the counts and their own; a team that minds sets 3.
create function private.team_min_answers()
returns integer
language sql
stable
set search_path = ''
as $$
  select private.setting_int('team_report', 'min_answers', 2, 2)
$$;

-- The caller's role in a team ('owner', 'member'), NULL when not a member.
create function private.team_role(team_id uuid, uid uuid)
returns text
language sql
stable
set search_path = ''
as $$
  select m.role from public.team_members m where m.team_id = team_role.team_id and m.user_id = team_role.uid
$$;

-- PT404 unless a member, PT403 unless the owner.
create function private.team_require_owner(team_id uuid, uid uuid, action text)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  v_role text := private.team_role(team_require_owner.team_id, team_require_owner.uid);
begin
  if v_role is null then
    raise exception using errcode = 'PT404', message = 'Team not found.';
  end if;
  if v_role <> 'owner' then
    raise exception using errcode = 'PT403', message = format('Only the team''s owner can %s.', action);
  end if;
end;
$$;

-- A round as the apps see it. answers counts members who answered; i_answered is about the caller.
create function private.team_round_json(r public.team_rounds, uid uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case when r.id is null then null else jsonb_build_object(
    'id', r.id,
    'number', r.number,
    'status', r.status,
    'opened_at', r.opened_at,
    'closed_at', r.closed_at,
    'answers', (select count(*) from public.team_round_reports x where x.round_id = r.id),
    'i_answered', exists (select 1 from public.team_round_reports x where x.round_id = r.id and x.user_id = uid)
  ) end
$$;

-- A team as listed: {id, name, created_at, role, member_count, current_round} (current_round: the
-- latest round, open or closed, as team_round_json). NULL when uid is not a member.
create function private.team_summary(team_id uuid, uid uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', t.id,
    'name', t.name,
    'created_at', t.created_at,
    'role', m.role,
    'member_count', (select count(*) from public.team_members x where x.team_id = t.id),
    'current_round', (select private.team_round_json(r, uid) from public.team_rounds r
                       where r.team_id = t.id order by r.number desc limit 1))
    from public.teams t
    join public.team_members m on m.team_id = t.id and m.user_id = uid
   where t.id = team_summary.team_id
$$;

-- An invitation as its owner sees it; never the token or its hash.
create function private.team_invitation_json(i public.team_invitations)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', i.id,
    'team_id', i.team_id,
    'label', i.label,
    'created_at', i.created_at,
    'expires_at', i.expires_at,
    'revoked_at', i.revoked_at,
    'last_used_at', i.last_used_at,
    'use_count', i.use_count,
    'status', case when i.revoked_at is not null then 'revoked'
                   when i.expires_at <= now() then 'expired'
                   else 'active' end)
$$;

-- Takes a member out of a team: the membership goes, and so does their answer to the round that is
-- still open (the open round then describes the current team). Closed rounds keep it: they record
-- what the team said at the time, and show aggregates only.
create function private.team_forget_member(team_id uuid, uid uuid)
returns void
language sql
volatile
set search_path = ''
as $$
  delete from public.team_round_reports x
   using public.team_rounds r
   where r.id = x.round_id and r.team_id = team_forget_member.team_id and r.closed_at is null
     and x.user_id = team_forget_member.uid;
  delete from public.team_members m
   where m.team_id = team_forget_member.team_id and m.user_id = team_forget_member.uid;
$$;

revoke all on function private.require_uid(text) from public, anon, authenticated, service_role;
revoke all on function private.clean_text(text) from public, anon, authenticated, service_role;
revoke all on function private.new_token(text) from public, anon, authenticated, service_role;
revoke all on function private.token_hash(text) from public, anon, authenticated, service_role;
revoke all on function private.setting_int(text, text, integer, integer) from public, anon, authenticated, service_role;
revoke all on function private.team_min_answers() from public, anon, authenticated, service_role;
revoke all on function private.team_role(uuid, uuid) from public, anon, authenticated, service_role;
revoke all on function private.team_require_owner(uuid, uuid, text) from public, anon, authenticated, service_role;
revoke all on function private.team_round_json(public.team_rounds, uuid) from public, anon, authenticated, service_role;
revoke all on function private.team_summary(uuid, uuid) from public, anon, authenticated, service_role;
revoke all on function private.team_invitation_json(public.team_invitations) from public, anon, authenticated, service_role;
revoke all on function private.team_forget_member(uuid, uuid) from public, anon, authenticated, service_role;


-- ---------------------------------------------------------------- writes

create function private.create_team(name text)
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

create function private.delete_team(team_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('delete a team');
begin
  perform private.team_require_owner(delete_team.team_id, v_uid, 'delete the team');
  -- Members, invitations, rounds and the round links go with it; everyone's reports stay theirs.
  delete from public.teams t where t.id = delete_team.team_id;
end;
$$;

create function private.create_team_invitation(team_id uuid, label text, valid_for_days integer)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  max_live constant integer := 20;
  v_uid uuid := private.require_uid('invite people');
  v_label text := private.clean_text(create_team_invitation.label);
  v_days integer := coalesce(create_team_invitation.valid_for_days, 7);
  v_token text;
  v_invitation public.team_invitations;
begin
  perform private.team_require_owner(create_team_invitation.team_id, v_uid, 'invite people');
  if char_length(v_label) > 120 then
    raise exception using errcode = '22023', message = 'An invitation label can be at most 120 characters.';
  end if;
  if v_days not between 1 and 30 then
    raise exception using errcode = '22023', message = 'valid_for_days must be between 1 and 30.';
  end if;
  -- Serialise the owner's invitation changes for this team so the quota holds.
  perform 1 from public.teams t where t.id = create_team_invitation.team_id for update;
  if (select count(*) from public.team_invitations i
       where i.team_id = create_team_invitation.team_id and i.revoked_at is null and i.expires_at > now()) >= max_live then
    raise exception using errcode = 'PT409',
      message = format('A team can have at most %s live invitations; revoke one first.', max_live);
  end if;

  v_token := private.new_token('inv_');
  insert into public.team_invitations (team_id, token_hash, label, created_by, expires_at)
  values (create_team_invitation.team_id, private.token_hash(v_token), v_label, v_uid, now() + make_interval(days => v_days))
  returning * into v_invitation;
  -- The token is in this answer and nowhere else, ever.
  return jsonb_build_object('invitation', private.team_invitation_json(v_invitation), 'token', v_token);
end;
$$;

create function private.revoke_team_invitation(invitation_id uuid)
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

create function private.accept_team_invitation(token text)
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

create function private.remove_team_member(team_id uuid, member_id uuid)
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

create function private.leave_team(team_id uuid)
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
  if v_role is null then
    raise exception using errcode = 'PT404', message = 'Team not found.';
  end if;
  if v_role = 'owner' then
    raise exception using errcode = 'PT409', message = 'The owner cannot leave the team; delete it instead.';
  end if;
  perform private.team_forget_member(leave_team.team_id, v_uid);
end;
$$;

create function private.close_team_round(team_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('close a round');
  v_round public.team_rounds;
begin
  perform private.team_require_owner(close_team_round.team_id, v_uid, 'close a round');
  -- The row lock waits for answers being submitted to this round right now (they hold it FOR SHARE).
  update public.team_rounds r
     set closed_at = now()
   where r.team_id = close_team_round.team_id and r.closed_at is null
  returning * into v_round;
  if v_round.id is null then
    raise exception using errcode = 'PT409', message = 'There is no open round to close.';
  end if;
  return private.team_round_json(v_round, v_uid);
end;
$$;

create function private.open_team_round(team_id uuid)
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

-- A member's answer to the team's round: the report is made exactly as submit_assessment makes it
-- (same validation, scoring and idempotency on submission_id) and linked to the round, in one
-- transaction, so a refused answer leaves no report behind.
create function private.submit_team_assessment(team_id uuid, answers json, submission_id uuid, round_number integer)
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


-- ---------------------------------------------------------------- reads

create function private.list_my_teams()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('see your teams');
begin
  return coalesce(
    (select jsonb_agg(private.team_summary(m.team_id, v_uid) order by lower(t.name), t.created_at, t.id)
       from public.team_members m
       join public.teams t on t.id = m.team_id
      where m.user_id = v_uid),
    '[]'::jsonb);
end;
$$;

create function private.get_team(team_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('see a team');
  v_role text := private.team_role(get_team.team_id, v_uid);
  v_current uuid;
  v_result jsonb;
begin
  if v_role is null then
    return jsonb_build_object('status', 'not_found');
  end if;
  select r.id into v_current from public.team_rounds r
   where r.team_id = get_team.team_id order by r.number desc limit 1;

  -- Names come from the profiles (read here, as the owner of the function: profiles are otherwise
  -- private to each user). Whether someone answered is shown; what they answered never is.
  v_result := jsonb_build_object(
    'status', 'ok',
    'team', private.team_summary(get_team.team_id, v_uid),
    'members', (
      select jsonb_agg(jsonb_build_object(
               'member_id', m.id,
               'display_name', nullif(p.name, ''),
               'role', m.role,
               'joined_at', m.joined_at,
               'is_me', m.user_id = v_uid,
               'answered_current_round', exists (
                 select 1 from public.team_round_reports x where x.round_id = v_current and x.user_id = m.user_id))
             order by m.role = 'owner' desc, lower(coalesce(p.name, '')), m.joined_at, m.id)
        from public.team_members m
        left join public.profiles p on p.id = m.user_id
       where m.team_id = get_team.team_id));

  if v_role = 'owner' then
    v_result := v_result || jsonb_build_object('invitations', coalesce(
      (select jsonb_agg(private.team_invitation_json(i) order by i.created_at desc, i.id)
         from (select i.* from public.team_invitations i
                where i.team_id = get_team.team_id
                order by i.created_at desc, i.id
                limit 50) i),
      '[]'::jsonb));
  end if;
  return v_result;
end;
$$;

create function private.get_team_report(team_id uuid, round_number integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('see a team report');
  v_min integer := private.team_min_answers();
  v_round public.team_rounds;
  v_answers integer;
  v_mine jsonb;
  v_aggregate jsonb;
begin
  if private.team_role(get_team_report.team_id, v_uid) is null then
    return jsonb_build_object('status', 'not_found');
  end if;
  select r.* into v_round from public.team_rounds r
   where r.team_id = get_team_report.team_id
     and (get_team_report.round_number is null or r.number = get_team_report.round_number)
   order by r.number desc
   limit 1;
  if v_round.id is null then
    return jsonb_build_object('status', 'not_found');
  end if;

  select count(*) into v_answers from public.team_round_reports x where x.round_id = v_round.id;
  if v_answers < v_min then
    return jsonb_build_object(
      'status', 'not_enough_answers',
      'round', private.team_round_json(v_round, v_uid),
      'answers', v_answers,
      'min_answers', v_min);
  end if;

  -- The members' answers go into the aggregate function and stay in the database; only its result
  -- leaves, plus the caller's own pick per question.
  select private.team_round_aggregate(jsonb_agg(jsonb_build_object(
           'answers', rep.answers, 'overall_score', rep.overall_score, 'category_scores', rep.category_scores)))
    into v_aggregate
    from public.team_round_reports x
    join public.reports rep on rep.id = x.report_id
   where x.round_id = v_round.id;

  select rep.answers into v_mine
    from public.team_round_reports x
    join public.reports rep on rep.id = x.report_id
   where x.round_id = v_round.id and x.user_id = v_uid;

  return jsonb_build_object(
      'status', 'ok',
      'round', private.team_round_json(v_round, v_uid),
      'min_answers', v_min)
    || v_aggregate
    || jsonb_build_object(
      'questions', (select coalesce(jsonb_agg(q.e || jsonb_build_object('my_pick', v_mine ->> (q.e ->> 'question_id')) order by q.ord), '[]'::jsonb)
                      from jsonb_array_elements(v_aggregate -> 'questions') with ordinality as q (e, ord)),
      'talk_first', (select coalesce(jsonb_agg(q.e || jsonb_build_object('my_pick', v_mine ->> (q.e ->> 'question_id')) order by q.ord), '[]'::jsonb)
                       from jsonb_array_elements(v_aggregate -> 'talk_first') with ordinality as q (e, ord)));
end;
$$;

create function private.get_team_history(team_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid('see a team''s history');
  v_min integer := private.team_min_answers();
begin
  if private.team_role(get_team_history.team_id, v_uid) is null then
    return jsonb_build_object('status', 'not_found');
  end if;
  return jsonb_build_object(
    'status', 'ok',
    'min_answers', v_min,
    'rounds', coalesce((
      select jsonb_agg(jsonb_build_object(
               'number', r.number,
               'status', r.status,
               'opened_at', r.opened_at,
               'closed_at', r.closed_at,
               'answers', s.answers,
               'overall_mean', s.aggregate #> '{overall,mean}',
               'consensus', s.aggregate #> '{overall,consensus}')
             order by r.number)
        from public.team_rounds r
       cross join lateral (
         select count(*) as answers,
                case when count(*) >= v_min then private.team_round_aggregate(jsonb_agg(jsonb_build_object(
                  'answers', rep.answers, 'overall_score', rep.overall_score, 'category_scores', rep.category_scores))) end as aggregate
           from public.team_round_reports x
           join public.reports rep on rep.id = x.report_id
          where x.round_id = r.id) s
       where r.team_id = get_team_history.team_id), '[]'::jsonb));
end;
$$;


-- ---------------------------------------------------------------- grants on the definer functions
-- The wrappers run as the caller, so the caller needs EXECUTE here; nothing else in private opens up.
revoke all on function private.create_team(text) from public, anon, authenticated, service_role;
revoke all on function private.delete_team(uuid) from public, anon, authenticated, service_role;
revoke all on function private.create_team_invitation(uuid, text, integer) from public, anon, authenticated, service_role;
revoke all on function private.revoke_team_invitation(uuid) from public, anon, authenticated, service_role;
revoke all on function private.accept_team_invitation(text) from public, anon, authenticated, service_role;
revoke all on function private.remove_team_member(uuid, uuid) from public, anon, authenticated, service_role;
revoke all on function private.leave_team(uuid) from public, anon, authenticated, service_role;
revoke all on function private.close_team_round(uuid) from public, anon, authenticated, service_role;
revoke all on function private.open_team_round(uuid) from public, anon, authenticated, service_role;
revoke all on function private.submit_team_assessment(uuid, json, uuid, integer) from public, anon, authenticated, service_role;
revoke all on function private.list_my_teams() from public, anon, authenticated, service_role;
revoke all on function private.get_team(uuid) from public, anon, authenticated, service_role;
revoke all on function private.get_team_report(uuid, integer) from public, anon, authenticated, service_role;
revoke all on function private.get_team_history(uuid) from public, anon, authenticated, service_role;

grant execute on function private.create_team(text) to authenticated;
grant execute on function private.delete_team(uuid) to authenticated;
grant execute on function private.create_team_invitation(uuid, text, integer) to authenticated;
grant execute on function private.revoke_team_invitation(uuid) to authenticated;
grant execute on function private.accept_team_invitation(text) to authenticated;
grant execute on function private.remove_team_member(uuid, uuid) to authenticated;
grant execute on function private.leave_team(uuid) to authenticated;
grant execute on function private.close_team_round(uuid) to authenticated;
grant execute on function private.open_team_round(uuid) to authenticated;
grant execute on function private.submit_team_assessment(uuid, json, uuid, integer) to authenticated;
grant execute on function private.list_my_teams() to authenticated;
grant execute on function private.get_team(uuid) to authenticated;
grant execute on function private.get_team_report(uuid, integer) to authenticated;
grant execute on function private.get_team_history(uuid) to authenticated;


-- ---------------------------------------------------------------- the API: security-invoker wrappers

create function public.create_team(name text)
returns jsonb language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.create_team(create_team.name); end; $$;

create function public.delete_team(team_id uuid)
returns void language plpgsql volatile security invoker set search_path = ''
as $$ begin perform private.delete_team(delete_team.team_id); end; $$;

create function public.create_team_invitation(team_id uuid, label text default null, valid_for_days integer default 7)
returns jsonb language plpgsql volatile security invoker set search_path = ''
as $$
begin
  return private.create_team_invitation(
    create_team_invitation.team_id, create_team_invitation.label, create_team_invitation.valid_for_days);
end;
$$;

create function public.revoke_team_invitation(invitation_id uuid)
returns jsonb language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.revoke_team_invitation(revoke_team_invitation.invitation_id); end; $$;

create function public.accept_team_invitation(token text)
returns jsonb language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.accept_team_invitation(accept_team_invitation.token); end; $$;

create function public.remove_team_member(team_id uuid, member_id uuid)
returns void language plpgsql volatile security invoker set search_path = ''
as $$ begin perform private.remove_team_member(remove_team_member.team_id, remove_team_member.member_id); end; $$;

create function public.leave_team(team_id uuid)
returns void language plpgsql volatile security invoker set search_path = ''
as $$ begin perform private.leave_team(leave_team.team_id); end; $$;

create function public.close_team_round(team_id uuid)
returns jsonb language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.close_team_round(close_team_round.team_id); end; $$;

create function public.open_team_round(team_id uuid)
returns jsonb language plpgsql volatile security invoker set search_path = ''
as $$ begin return private.open_team_round(open_team_round.team_id); end; $$;

-- answers stays json (not jsonb) down to submit_assessment, which refuses a question answered twice.
create function public.submit_team_assessment(team_id uuid, answers json, submission_id uuid, round_number integer default null)
returns public.reports language plpgsql volatile security invoker set search_path = ''
as $$
begin
  return private.submit_team_assessment(
    submit_team_assessment.team_id, submit_team_assessment.answers,
    submit_team_assessment.submission_id, submit_team_assessment.round_number);
end;
$$;

create function public.list_my_teams()
returns jsonb language plpgsql stable security invoker set search_path = ''
as $$ begin return private.list_my_teams(); end; $$;

create function public.get_team(team_id uuid)
returns jsonb language plpgsql stable security invoker set search_path = ''
as $$ begin return private.get_team(get_team.team_id); end; $$;

create function public.get_team_report(team_id uuid, round_number integer default null)
returns jsonb language plpgsql stable security invoker set search_path = ''
as $$ begin return private.get_team_report(get_team_report.team_id, get_team_report.round_number); end; $$;

create function public.get_team_history(team_id uuid)
returns jsonb language plpgsql stable security invoker set search_path = ''
as $$ begin return private.get_team_history(get_team_history.team_id); end; $$;

revoke all on function public.create_team(text) from public, anon, authenticated, service_role;
revoke all on function public.delete_team(uuid) from public, anon, authenticated, service_role;
revoke all on function public.create_team_invitation(uuid, text, integer) from public, anon, authenticated, service_role;
revoke all on function public.revoke_team_invitation(uuid) from public, anon, authenticated, service_role;
revoke all on function public.accept_team_invitation(text) from public, anon, authenticated, service_role;
revoke all on function public.remove_team_member(uuid, uuid) from public, anon, authenticated, service_role;
revoke all on function public.leave_team(uuid) from public, anon, authenticated, service_role;
revoke all on function public.close_team_round(uuid) from public, anon, authenticated, service_role;
revoke all on function public.open_team_round(uuid) from public, anon, authenticated, service_role;
revoke all on function public.submit_team_assessment(uuid, json, uuid, integer) from public, anon, authenticated, service_role;
revoke all on function public.list_my_teams() from public, anon, authenticated, service_role;
revoke all on function public.get_team(uuid) from public, anon, authenticated, service_role;
revoke all on function public.get_team_report(uuid, integer) from public, anon, authenticated, service_role;
revoke all on function public.get_team_history(uuid) from public, anon, authenticated, service_role;

grant execute on function public.create_team(text) to authenticated;
grant execute on function public.delete_team(uuid) to authenticated;
grant execute on function public.create_team_invitation(uuid, text, integer) to authenticated;
grant execute on function public.revoke_team_invitation(uuid) to authenticated;
grant execute on function public.accept_team_invitation(text) to authenticated;
grant execute on function public.remove_team_member(uuid, uuid) to authenticated;
grant execute on function public.leave_team(uuid) to authenticated;
grant execute on function public.close_team_round(uuid) to authenticated;
grant execute on function public.open_team_round(uuid) to authenticated;
grant execute on function public.submit_team_assessment(uuid, json, uuid, integer) to authenticated;
grant execute on function public.list_my_teams() to authenticated;
grant execute on function public.get_team(uuid) to authenticated;
grant execute on function public.get_team_report(uuid, integer) to authenticated;
grant execute on function public.get_team_history(uuid) to authenticated;


-- ---------------------------------------------------------------- the contract, on each function
-- (The same text on the private function and its wrapper.)
do $$
declare
  c record;
begin
  for c in select * from (values
    ('create_team(text)',
     'Creates a team (a named system) with the caller as owner and round 1 open. Returns the team summary {id, name, created_at, role, member_count, current_round {id, number, status, opened_at, closed_at, answers, i_answered}}. Errors: 42501 not signed in; 22023 name empty or over 120 characters; PT409 the caller owns 20 teams already.'),
    ('delete_team(uuid)',
     'Deletes the team with its members, invitations and rounds (everyone keeps their reports). Owner only. Errors: 42501 not signed in; PT404 team not found or not a member; PT403 not the owner.'),
    ('create_team_invitation(uuid,text,integer)',
     'Creates an invitation link valid for valid_for_days (1..30, default 7), usable by several people. Returns {invitation {id, team_id, label, created_at, expires_at, revoked_at, last_used_at, use_count, status}, token}: the token is shown this once and stored only as a sha256 hash. Owner only. Errors: 42501; PT404 team not found; PT403 not the owner; 22023 label over 120 characters or days out of range; PT409 20 live invitations already.'),
    ('revoke_team_invitation(uuid)',
     'Revokes an invitation at once (idempotent). Returns the invitation as in create_team_invitation, without token. Owner only. Errors: 42501; PT404 invitation not found (or not a member of its team); PT403 not the owner.'),
    ('accept_team_invitation(text)',
     'Joins the invitation''s team as a member. Returns {team: summary as in create_team, joined: true, or false when already a member}. Errors: 42501 not signed in; PT404 unknown token; PT403 revoked; PT410 expired; PT409 the team is full (100 members).'),
    ('remove_team_member(uuid,uuid)',
     'Removes a member (member_id from get_team); their answer to the open round is withdrawn, closed rounds keep it in their aggregates. Owner only. Errors: 42501; PT404 team or member not found; PT403 not the owner; PT409 the owner cannot be removed.'),
    ('leave_team(uuid)',
     'The caller leaves the team; their answer to the open round is withdrawn. Errors: 42501; PT404 team not found or not a member; PT409 the owner cannot leave (delete the team instead).'),
    ('close_team_round(uuid)',
     'Closes the open round. Returns the round {id, number, status, opened_at, closed_at, answers, i_answered}. Owner only. Errors: 42501; PT404; PT403 not the owner; PT409 no open round.'),
    ('open_team_round(uuid)',
     'Opens the next round (number = last + 1). Returns the round as in close_team_round. Owner only. Errors: 42501; PT404; PT403 not the owner; PT409 a round is still open.'),
    ('submit_team_assessment(uuid,json,uuid,integer)',
     'Submits the caller''s answers as submit_assessment does (same validation, scores, idempotency on submission_id) and links the report to the team''s open round (or to round_number, which must be open). Returns the report. A retry with the same submission_id returns the same report. Errors: 42501 not signed in; 22023 invalid answers, or a submission_id used for another round; PT404 team not found or not a member, or no such round; PT410 the round is closed, or no round is open; PT409 the caller already answered this round.'),
    ('list_my_teams()',
     'The caller''s teams as a JSON array of team summaries (see create_team), by name. Errors: 42501 not signed in.'),
    ('get_team(uuid)',
     'Team detail for a member: {status: ok, team: summary, members: [{member_id, display_name (profile name or null), role, joined_at, is_me, answered_current_round}], invitations (owner only): [as in create_team_invitation]}. Never anyone''s answers. {status: not_found} for an unknown team or a non-member (also a removed one). Errors: 42501 not signed in.'),
    ('get_team_report(uuid,integer)',
     'Aggregates of one round (default: the latest). {status: not_found} for a non-member or unknown round; {status: not_enough_answers, round, answers, min_answers} below app_config team_report.min_answers (default 2); else {status: ok, round, min_answers, answers, overall {mean, spread, consensus}, categories {name: {mean, spread, consensus}}, questions [{question_id, category, options [{key, count}], consensus, weakest, my_pick}], talk_first [up to 3 such entries]}. Formulas: private.stat_* and private.team_round_aggregate. Errors: 42501 not signed in.'),
    ('get_team_history(uuid)',
     'Per round, oldest first: {status: ok, min_answers, rounds: [{number, status, opened_at, closed_at, answers, overall_mean, consensus}]}; the numbers are null below min_answers. {status: not_found} for a non-member. Errors: 42501 not signed in.')
  ) as t (signature, body) loop
    execute format('comment on function private.%s is %L', c.signature, 'Called only through public.' || split_part(c.signature, '(', 1) || '. ' || c.body);
    execute format('comment on function public.%s is %L', c.signature, c.body);
  end loop;
end;
$$;
