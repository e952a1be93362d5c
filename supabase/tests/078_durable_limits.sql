-- Durable limits: caps on live and created-per-day share links and invitations (per report or team and
-- per account), the clean-up of rows that stopped working a week ago, and the invitation e-mail limits
-- held in the database (per account across sessions, per address across accounts, per project).
-- Each scenario has users of its own, so one cap never hides another.
begin;
create extension if not exists pgtap with schema extensions;
select plan(53);

insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role)
select ('00000000-0000-4000-8000-0000000007' || n)::uuid, 'limits' || n || '@example.com', '{"name": "Limits"}',
       '{"provider": "email"}', 'authenticated', 'authenticated'
  from unnest(array['01', '02', '03', '04', '05', '06', '07', '08']) n;

create temporary table ids (k text primary key, v text);
grant select, insert, update on ids to anon, authenticated;
create function pg_temp.id(key text) returns text language sql stable as $$ select v from ids where k = key $$;
create function pg_temp.remember(key text, value text) returns text language sql as $$
  insert into ids values (key, value) on conflict (k) do update set v = excluded.v returning v
$$;
create temporary table answer_set as
  select json_object_agg(question_id, option_key) as answers from private.question_options where position = 1;
grant select on answer_set to authenticated;
-- A user's session; `session` stands for one browser or one function instance of the same account.
create function pg_temp.as_user(n text, session text default 's1') returns void language sql as $$
  select set_config('role', 'authenticated', true),
         set_config('request.jwt.claims', json_build_object(
           'sub', '00000000-0000-4000-8000-0000000007' || n, 'role', 'authenticated', 'session_id', session)::text, true)
$$;
create function pg_temp.as_superuser() returns void language sql as $$
  select set_config('role', 'none', true), set_config('request.jwt.claims', '', true)
$$;
create function pg_temp.uid(n text) returns uuid language sql immutable as $$
  select ('00000000-0000-4000-8000-0000000007' || n)::uuid
$$;
-- What one call answered: 'ok', or its SQLSTATE and hint (the hint is what the apps show a message for).
create function pg_temp.outcome(statement text) returns text language plpgsql as $$
declare
  v_state text;
  v_hint text;
begin
  execute statement;
  return 'ok';
exception when others then
  get stacked diagnostics v_state = returned_sqlstate, v_hint = pg_exception_hint;
  return trim(v_state || ' ' || coalesce(v_hint, ''));
end;
$$;
-- The same call `times` times (%s is the round number), each outcome counted: {"ok": 50, "PT429 ...": 10}.
create function pg_temp.tally(statement text, times integer) returns jsonb language plpgsql as $$
declare
  v_counts jsonb := '{}';
  v_outcome text;
begin
  for i in 1..times loop
    v_outcome := pg_temp.outcome(format(statement, i));
    v_counts := v_counts || jsonb_build_object(v_outcome, coalesce((v_counts ->> v_outcome)::integer, 0) + 1);
  end loop;
  return v_counts;
end;
$$;
-- Creates a share link and revokes it at once: the loop that used to grow the table without bound.
create function pg_temp.share_and_revoke(report text) returns void language plpgsql as $$
begin
  perform public.revoke_share_link(((public.create_share_link(pg_temp.id(report)::uuid)).link).id);
end;
$$;
create function pg_temp.invite_and_revoke(team text) returns void language plpgsql as $$
begin
  perform public.revoke_team_invitation(((public.create_team_invitation(pg_temp.id(team)::uuid)).invitation).id);
end;
$$;
create function pg_temp.links_of(report text) returns integer language sql as $$
  select count(*)::integer from public.report_share_links where report_id = pg_temp.id(report)::uuid
$$;
create function pg_temp.invitations_of(team text) returns integer language sql as $$
  select count(*)::integer from public.team_invitations where team_id = pg_temp.id(team)::uuid
$$;
create function pg_temp.mails_of(n text) returns integer language sql as $$
  select count(*)::integer from private.team_invitation_mails where sender_id = pg_temp.uid(n)
$$;

-- Reports and teams for everyone, made through the API as their owners.
select pg_temp.as_user(n), pg_temp.remember(n || ':report' || r, (public.submit_assessment((select answers from answer_set), gen_random_uuid())).id::text)
  from unnest(array['01', '02']) n, generate_series(1, 6) r;
select pg_temp.as_user(n), pg_temp.remember(n || ':team' || t, ((public.create_team('Team ' || t)).id::text))
  from unnest(array['03', '04', '05', '06', '07']) n, generate_series(1, 6) t;
select pg_temp.as_superuser();


-- ---------------------------------------------------------------- share links: live caps
select pg_temp.as_user('01');
select is(pg_temp.tally($$select public.create_share_link(pg_temp.id('01:report1')::uuid, 'l%s')$$, 21),
  '{"ok": 20, "PT409 share_links_live_per_report": 1}', 'share links: 20 live per report, the 21st is PT409 with its hint');
-- Made two days ago, so only the live cap per account can stop the next ones.
select pg_temp.as_superuser();
update public.report_share_links set created_at = now() - interval '2 days' where user_id = pg_temp.uid('01');
select pg_temp.as_user('01');
select is(pg_temp.tally($$select public.create_share_link(pg_temp.id('01:report' || (2 + (%s - 1) / 20))::uuid)$$, 80),
  '{"ok": 80}', 'share links: 20 more on each of four other reports');
select is(pg_temp.outcome($$select public.create_share_link(pg_temp.id('01:report6')::uuid)$$),
  'PT409 share_links_live_per_account', 'share links: 100 live per account, the 101st (on a sixth report) is PT409');
select throws_ok($$select public.create_share_link(pg_temp.id('01:report6')::uuid)$$, 'PT409',
  'You can have at most 100 live share links across your reports; revoke some first.', 'share links: the message says why');
select lives_ok($$select public.revoke_share_link((select id from public.report_share_links where report_id = pg_temp.id('01:report2')::uuid limit 1))$$,
  'share links: revoking one of them');
select is(pg_temp.outcome($$select public.create_share_link(pg_temp.id('01:report6')::uuid)$$), 'ok',
  'share links: after a revocation the account may make one again');

-- ---------------------------------------------------------------- share links: made per day, bounded rows
select pg_temp.as_user('02');
select is(pg_temp.tally($$select pg_temp.share_and_revoke('02:report1')$$, 60),
  '{"ok": 50, "PT429 share_links_per_day": 10}', 'share links: create and revoke in a loop stops after 50 a day for one report (PT429)');
select is(pg_temp.links_of('02:report1'), 50, 'share links: the loop left 50 rows, not 60');
select throws_ok($$select public.create_share_link(pg_temp.id('02:report1')::uuid)$$, 'PT429',
  'At most 50 share links per report and 100 in all can be made in 24 hours; please try again later.',
  'share links: the daily message says both caps');
select is(pg_temp.tally($$select pg_temp.share_and_revoke('02:report2')$$, 30), '{"ok": 30}',
  'share links: another report of the same account has its own 50');
select is(pg_temp.tally($$select pg_temp.share_and_revoke('02:report3')$$, 30),
  '{"ok": 20, "PT429 share_links_per_day": 10}', 'share links: 100 a day per account across reports');
select pg_temp.as_superuser();
select is((select count(*)::integer from public.report_share_links where user_id = pg_temp.uid('02')), 100,
  'share links: 120 create-and-revoke rounds on three reports left 100 rows');

-- A week later: what stopped working more than 7 days ago goes with the next creation.
update public.report_share_links set created_at = now() - interval '10 days', revoked_at = now() - interval '8 days'
 where report_id = pg_temp.id('02:report1')::uuid;
update public.report_share_links set created_at = now() - interval '10 days', revoked_at = now() - interval '6 days'
 where report_id = pg_temp.id('02:report2')::uuid;
update public.report_share_links set created_at = now() - interval '20 days', revoked_at = null, expires_at = now() - interval '8 days'
 where report_id = pg_temp.id('02:report3')::uuid;
update public.report_share_links set revoked_at = now() - interval '8 days'
 where id = (select id from public.report_share_links where report_id = pg_temp.id('01:report1')::uuid limit 1);
select pg_temp.as_user('02');
select is(pg_temp.outcome($$select public.create_share_link(pg_temp.id('02:report4')::uuid)$$), 'ok',
  'share links: a new day, a new link');
select pg_temp.as_superuser();
select is(pg_temp.links_of('02:report1'), 0, 'share links: revoked more than 7 days ago: deleted');
select is(pg_temp.links_of('02:report3'), 0, 'share links: expired more than 7 days ago: deleted');
select is(pg_temp.links_of('02:report2'), 30, 'share links: revoked 6 days ago: kept');
select is(pg_temp.links_of('01:report1'), 20, 'share links: another account''s old links are not touched');


-- ---------------------------------------------------------------- invitations: live caps
select pg_temp.as_user('03');
select is(pg_temp.tally($$select public.create_team_invitation(pg_temp.id('03:team1')::uuid, 'i%s')$$, 21),
  '{"ok": 20, "PT409 team_invitations_live_per_team": 1}', 'invitations: 20 live per team, the 21st is PT409 with its hint');
select pg_temp.as_superuser();
update public.team_invitations set created_at = now() - interval '2 days' where created_by = pg_temp.uid('03');
select pg_temp.as_user('03');
select is(pg_temp.tally($$select public.create_team_invitation(pg_temp.id('03:team' || (2 + (%s - 1) / 20))::uuid)$$, 80),
  '{"ok": 80}', 'invitations: 20 more on each of four other teams');
select is(pg_temp.outcome($$select public.create_team_invitation(pg_temp.id('03:team6')::uuid)$$),
  'PT409 team_invitations_live_per_account', 'invitations: 100 live per account, the 101st (on a sixth team) is PT409');
select throws_ok($$select public.create_team_invitation(pg_temp.id('03:team6')::uuid)$$, 'PT409',
  'You can have at most 100 live invitations across your teams; revoke some first.', 'invitations: the message says why');

-- ---------------------------------------------------------------- invitations: made per day, bounded rows
select pg_temp.as_user('04');
select is(pg_temp.tally($$select pg_temp.invite_and_revoke('04:team1')$$, 60),
  '{"ok": 50, "PT429 team_invitations_per_day": 10}', 'invitations: create and revoke in a loop stops after 50 a day for one team (PT429)');
select is(pg_temp.invitations_of('04:team1'), 50, 'invitations: the loop left 50 rows, not 60');
select is(pg_temp.tally($$select pg_temp.invite_and_revoke('04:team2')$$, 30), '{"ok": 30}',
  'invitations: another team of the same owner has its own 50');
select is(pg_temp.tally($$select pg_temp.invite_and_revoke('04:team3')$$, 30),
  '{"ok": 20, "PT429 team_invitations_per_day": 10}', 'invitations: 100 a day per account across teams');
select throws_ok($$select public.create_team_invitation(pg_temp.id('04:team4')::uuid)$$, 'PT429',
  'At most 50 invitations per team and 100 in all can be made in 24 hours; please try again later.',
  'invitations: the daily message says both caps');

select pg_temp.as_superuser();
update public.team_invitations set created_at = now() - interval '10 days', revoked_at = now() - interval '8 days',
       expires_at = now() - interval '3 days'
 where team_id = pg_temp.id('04:team1')::uuid;
update public.team_invitations set created_at = now() - interval '10 days', revoked_at = now() - interval '6 days',
       expires_at = now() - interval '3 days'
 where team_id = pg_temp.id('04:team2')::uuid;
update public.team_invitations set created_at = now() - interval '20 days', revoked_at = null, expires_at = now() - interval '8 days'
 where team_id = pg_temp.id('04:team3')::uuid;
select pg_temp.as_user('04');
select is(pg_temp.outcome($$select public.create_team_invitation(pg_temp.id('04:team1')::uuid)$$), 'ok',
  'invitations: a new day, a new invitation');
select is(pg_temp.outcome($$select public.create_team_invitation(pg_temp.id('04:team3')::uuid)$$), 'ok',
  'invitations: and one on another team');
select pg_temp.as_superuser();
select is(pg_temp.invitations_of('04:team1'), 1, 'invitations: revoked more than 7 days ago: deleted (the new one stays)');
select is(pg_temp.invitations_of('04:team3'), 1, 'invitations: expired more than 7 days ago: deleted');
select is(pg_temp.invitations_of('04:team2'), 30, 'invitations: revoked 6 days ago: kept');


-- ---------------------------------------------------------------- invitation e-mails
-- One account, two sessions (two browsers, or two instances of the function): one allowance.
select pg_temp.as_user('05', 's1');
select is(pg_temp.tally($$select pg_temp.as_user('05', 's' || (%1$s %% 2)), public.create_mailed_team_invitation(pg_temp.id('05:team1')::uuid, 'colleague%1$s@example.com')$$, 20),
  '{"ok": 20}', 'e-mails: 20 from one account, alternating between two sessions');
select pg_temp.as_user('05', 's2');
select is(pg_temp.outcome($$select public.create_mailed_team_invitation(pg_temp.id('05:team2')::uuid, 'colleague21@example.com')$$),
  'PT429 invitation_mail_limit', 'e-mails: the 21st in the hour is PT429, whichever session asks');
create function pg_temp.details_of(statement text) returns text language plpgsql as $$
declare
  v_detail text;
begin
  execute statement;
  return null;
exception when others then
  get stacked diagnostics v_detail = pg_exception_detail;
  return v_detail;
end;
$$;
select is(pg_temp.details_of($$select public.create_mailed_team_invitation(pg_temp.id('05:team2')::uuid, 'colleague21@example.com')$$),
  '3600', 'e-mails: details say how many seconds until one more is allowed');
select pg_temp.as_superuser();
select is(pg_temp.invitations_of('05:team2'), 0, 'e-mails: a refused e-mail makes no invitation');
select is(pg_temp.mails_of('05'), 20, 'e-mails: and claims nothing');

select pg_temp.as_user('06');
select is(pg_temp.outcome($$select public.create_mailed_team_invitation(pg_temp.id('05:team1')::uuid, 'x@example.com')$$),
  'PT404', 'e-mails: someone else''s team: PT404 ...');
select is(pg_temp.outcome($$select public.create_mailed_team_invitation(pg_temp.id('06:team1')::uuid, 'two@example.com, three@example.com')$$),
  '22023', 'e-mails: more than one address: 22023');
select pg_temp.as_superuser();
select is(pg_temp.mails_of('06'), 0, '... and neither claims an e-mail');

-- A refusal of create_team_invitation itself (its live cap) undoes the claim with everything else.
select pg_temp.as_user('06');
select is(pg_temp.tally($$select public.create_team_invitation(pg_temp.id('06:team2')::uuid)$$, 20), '{"ok": 20}',
  'e-mails: a team with 20 live invitations ...');
select is(pg_temp.outcome($$select public.create_mailed_team_invitation(pg_temp.id('06:team2')::uuid, 'full@example.com')$$),
  'PT409 team_invitations_live_per_team', '... refuses one more by e-mail with the same PT409');
select pg_temp.as_superuser();
select is(pg_temp.mails_of('06'), 0, '... and the e-mail is not counted');

-- The project's cap counts everyone: set to 24, account 05 has used 20.
insert into public.app_config (key, value) values ('invitation_mail', '{"per_project_per_hour": 24}');
select pg_temp.as_user('06');
select is(pg_temp.tally($$select public.create_mailed_team_invitation(pg_temp.id('06:team1')::uuid, 'p%s@example.com')$$, 5),
  '{"ok": 4, "PT429 invitation_mail_limit": 1}', 'e-mails: another account gets the 4 left of the project''s 24 an hour');
select pg_temp.as_user('07');
select is(pg_temp.outcome($$select public.create_mailed_team_invitation(pg_temp.id('07:team1')::uuid, 'q@example.com')$$),
  'PT429 invitation_mail_limit', 'e-mails: and a third account none');

-- One address, from several accounts: 3 a day, however the address is written.
select pg_temp.as_superuser();
update public.app_config set value = '{"per_project_per_hour": 1000}' where key = 'invitation_mail';
select pg_temp.as_user('07');
select is(pg_temp.outcome($$select public.create_mailed_team_invitation(pg_temp.id('07:team1')::uuid, 'Victim@Example.com')$$), 'ok',
  'e-mails: the first to an address');
select is(pg_temp.outcome($$select public.create_mailed_team_invitation(pg_temp.id('07:team2')::uuid, ' victim@example.com ')$$), 'ok',
  'e-mails: the second, written differently');
select pg_temp.as_user('06');
select is(pg_temp.outcome($$select public.create_mailed_team_invitation(pg_temp.id('06:team3')::uuid, 'VICTIM@EXAMPLE.COM')$$), 'ok',
  'e-mails: the third, from another account');
select pg_temp.as_user('07');
select is(pg_temp.outcome($$select public.create_mailed_team_invitation(pg_temp.id('07:team3')::uuid, 'victim@example.com')$$),
  'PT429 invitation_mail_limit', 'e-mails: the fourth to that address in a day is PT429');
select is(pg_temp.outcome($$select public.create_mailed_team_invitation(pg_temp.id('07:team3')::uuid, 'someone.else@example.com')$$), 'ok',
  'e-mails: another address is still fine');

-- An hour later account 05 may send again; claims older than a day are deleted by the next claim.
select pg_temp.as_superuser();
update private.team_invitation_mails set sent_at = now() - interval '25 hours';
select pg_temp.as_user('05');
select is(pg_temp.outcome($$select public.create_mailed_team_invitation(pg_temp.id('05:team2')::uuid, 'colleague21@example.com')$$), 'ok',
  'e-mails: the account''s hour is over');
select pg_temp.as_superuser();
select is((select count(*)::integer from private.team_invitation_mails), 1, 'e-mails: claims older than a day are gone');
select is((select encode(recipient_hash, 'hex') from private.team_invitation_mails),
  encode(sha256('colleague21@example.com'), 'hex'), 'e-mails: only a hash of the address is kept');

select pg_temp.as_user('05');
select throws_ok($$select count(*) from private.team_invitation_mails$$, '42501', null,
  'e-mails: the claims table is not readable through the API roles');

select * from finish();
rollback;
