-- The token-link helpers both kinds of link use (share links and team invitations,
-- 20261127000002_token_links.sql): a link's status, the lookup hash of a presented token, the label,
-- and the caps and clean-up before a new link, each checked for both kinds at once. The functions'
-- own use of them is in 060_teams, 075_share_links, 078_durable_limits and 112_invitation_preview.
begin;
create extension if not exists pgtap with schema extensions;
select plan(22);

insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role)
select ('00000000-0000-4000-8000-0000000008' || n)::uuid, 'links' || n || '@example.com', '{"name": "Links"}',
       '{"provider": "email"}', 'authenticated', 'authenticated'
  from unnest(array['0a', '0b']) n;

create temporary table ids (k text primary key, v text);
create function pg_temp.id(key text) returns text language sql stable as $$
  select v from ids where k = key
$$;
create function pg_temp.uid(n text) returns uuid language sql immutable as $$
  select ('00000000-0000-4000-8000-0000000008' || n)::uuid
$$;
create temporary table kinds (kind text primary key);
insert into kinds values ('share_link'), ('team_invitation');

-- A's six reports and six teams (parents 1..6), B's one of each (parent b): as their owners.
create temporary table answer_set as
  select json_object_agg(question_id, option_key) as answers from private.question_options where position = 1;
do $$
declare
  parent record;
begin
  for parent in select * from (values ('0a', '1'), ('0a', '2'), ('0a', '3'), ('0a', '4'), ('0a', '5'),
                                      ('0a', '6'), ('0b', 'b')) v (account, key) loop
    perform set_config('request.jwt.claims', json_build_object('sub', pg_temp.uid(parent.account))::text,
                       true);
    insert into ids values ('share_link:' || parent.key,
      (private.submit_assessment((select answers from answer_set), gen_random_uuid())).id::text);
    with team as (insert into public.teams (name, owner_id)
                  values ('Team ' || parent.key, pg_temp.uid(parent.account)) returning id)
    insert into ids select 'team_invitation:' || parent.key, team.id::text from team;
  end loop;
  perform set_config('request.jwt.claims', '', true);
end;
$$;

-- `count` links of a kind on a parent, made by an account, as the functions would have made them.
create function pg_temp.add(kind text, parent text, account text, count integer,
                            created timestamptz default now(), expires timestamptz default null,
                            revoked timestamptz default null)
returns void language plpgsql as $$
begin
  if kind = 'share_link' then
    insert into public.report_share_links (report_id, user_id, token_hash, created_at, expires_at, revoked_at)
    select pg_temp.id(kind || ':' || parent)::uuid, pg_temp.uid(account),
           sha256(gen_random_uuid()::text::bytea), created, expires, revoked
      from generate_series(1, count);
  else
    insert into public.team_invitations (team_id, created_by, token_hash, created_at, expires_at, revoked_at)
    select pg_temp.id(kind || ':' || parent)::uuid, pg_temp.uid(account),
           sha256(gen_random_uuid()::text::bytea), created, coalesce(expires, created + interval '30 days'),
           revoked
      from generate_series(1, count);
  end if;
end;
$$;
-- What make_room_for_link answered: 'ok', or its SQLSTATE and hint (a refusal undoes its clean-up).
create function pg_temp.make_room(kind text, parent text, account text default '0a') returns void
language sql as $$
  select private.make_room_for_link(kind, pg_temp.id(kind || ':' || parent)::uuid, pg_temp.uid(account))
$$;
create function pg_temp.room(kind text, parent text, account text default '0a') returns text
language plpgsql as $$
declare
  v_state text;
  v_hint text;
begin
  perform pg_temp.make_room(kind, parent, account);
  return 'ok';
exception when others then
  get stacked diagnostics v_state = returned_sqlstate, v_hint = pg_exception_hint;
  return trim(v_state || ' ' || coalesce(v_hint, ''));
end;
$$;
create function pg_temp.rows_of(kind text, parent text) returns bigint language sql as $$
  select count(*) from private.token_links l
   where l.kind = rows_of.kind and l.parent_id = pg_temp.id(kind || ':' || parent)::uuid
$$;

-- ---------------------------------------------------------------- a link's status
select results_eq(
  $$select private.link_status(revoked, expires)::text
      from (values (1, null::timestamptz, null::timestamptz), (2, null, now() + interval '1 second'),
                   (3, null, now()), (4, null, now() - interval '1 day'), (5, now(), null),
                   (6, now() - interval '1 day', now() - interval '2 days'),
                   (7, now(), now() + interval '1 day')) c (n, revoked, expires)
     order by n$$,
  $$values ('active'), ('active'), ('expired'), ('expired'), ('revoked'), ('revoked'), ('revoked')$$,
  'link_status: active without expiry or before it; expired from the moment it expires; '
  'revoked wins over expired');

-- ---------------------------------------------------------------- a presented token
select is(private.presented_token_hash('shr_abc'), private.token_hash('shr_abc'),
  'a token is looked up by its stored hash');
select is(private.presented_token_hash(repeat('x', 200)), sha256(convert_to(repeat('x', 200), 'UTF8')),
  'up to 200 characters are hashed');
select is(private.presented_token_hash(repeat('x', 201)), null,
  'anything longer is not a token: no hash, no row');
select is(private.presented_token_hash(null), null, 'nor is null');

-- ---------------------------------------------------------------- a label
select is(private.link_label(E' \u00a0For the board\t', 'A share link'), 'For the board',
  'a label is trimmed');
select is(private.link_label('   ', 'An invitation'), null, 'a blank label is no label');
select is(private.link_label(repeat('å', 120), 'An invitation'), repeat('å', 120),
  '120 characters are fine');
select throws_ok($$select private.link_label(repeat('l', 121), 'An invitation')$$, '22023',
  'An invitation label can be at most 120 characters.', '121 are 22023, naming the kind of link');

-- ---------------------------------------------------------------- both kinds as one relation
select pg_temp.add(k.kind, '1', '0a', 1) from kinds k;
select results_eq(
  $$select kind, parent_id::text = pg_temp.id(kind || ':1'), account_id = pg_temp.uid('0a'), status::text
      from private.token_links order by kind$$,
  $$values ('share_link', true, true, 'active'), ('team_invitation', true, true, 'active')$$,
  'token_links: each link with its kind, parent (report or team), account and status');

-- ---------------------------------------------------------------- the caps, the same for both kinds
-- Parent 1: 19 more live links, and revoked and expired ones made two days ago, which are not live.
select pg_temp.add(k.kind, '1', '0a', 18) from kinds k;
select pg_temp.add(k.kind, '1', '0a', 5, now() - interval '2 days', now() + interval '1 day', now())
  from kinds k;
select pg_temp.add(k.kind, '1', '0a', 5, now() - interval '2 days', now() - interval '1 hour') from kinds k;
select results_eq($$select kind, pg_temp.room(kind, '1') from kinds order by kind$$,
  $$values ('share_link', 'ok'), ('team_invitation', 'ok')$$, '19 live on a parent: room for one more');
select pg_temp.add(k.kind, '1', '0a', 1) from kinds k;
select results_eq($$select kind, pg_temp.room(kind, '1') from kinds order by kind$$,
  $$values ('share_link', 'PT409 share_links_live_per_report'),
           ('team_invitation', 'PT409 team_invitations_live_per_team')$$,
  '20 live on a parent: PT409, with the kind''s hint');
select throws_ok($$select pg_temp.make_room('share_link', '1')$$, 'PT409',
  'A report can have at most 20 live share links; revoke one first.', 'the message says why');

-- 80 more live ones on parents 2..5 (made two days ago, so no daily cap is near): 100 for the account.
select pg_temp.add(k.kind, p::text, '0a', 20, now() - interval '2 days')
  from kinds k, generate_series(2, 5) p;
select results_eq($$select kind, pg_temp.room(kind, '6') from kinds order by kind$$,
  $$values ('share_link', 'PT409 share_links_live_per_account'),
           ('team_invitation', 'PT409 team_invitations_live_per_account')$$,
  '100 live across the account''s parents: PT409 on a sixth');
select throws_ok($$select pg_temp.make_room('team_invitation', '6')$$, 'PT409',
  'You can have at most 100 live invitations across your teams; revoke some first.',
  'which the message says');
update public.report_share_links set revoked_at = now() where id = (select id from private.token_links
  where kind = 'share_link' and parent_id = pg_temp.id('share_link:2')::uuid limit 1);
update public.team_invitations set revoked_at = now() where id = (select id from private.token_links
  where kind = 'team_invitation' and parent_id = pg_temp.id('team_invitation:2')::uuid limit 1);
select results_eq($$select kind, pg_temp.room(kind, '6') from kinds order by kind$$,
  $$values ('share_link', 'ok'), ('team_invitation', 'ok')$$, 'one revoked: room again');

-- 50 made on parent 6 today, all revoked at once: the loop the daily cap stops.
select pg_temp.add(k.kind, '6', '0a', 50, now(), null, now()) from kinds k;
select results_eq($$select kind, pg_temp.room(kind, '6') from kinds order by kind$$,
  $$values ('share_link', 'PT429 share_links_per_day'),
           ('team_invitation', 'PT429 team_invitations_per_day')$$,
  '50 made on a parent in 24 hours, revoked or not: PT429');
select throws_ok($$select pg_temp.make_room('share_link', '6')$$, 'PT429',
  'At most 50 share links per report and 100 in all can be made in 24 hours; please try again later.',
  'the daily message says both caps');

-- ---------------------------------------------------------------- the clean-up
-- B's links that stopped working 8 days ago go when B makes room; 6 days ago stay; A's are A's.
select pg_temp.add(k.kind, 'b', '0b', 2, now() - interval '10 days', null, now() - interval '8 days')
  from kinds k;
select pg_temp.add(k.kind, 'b', '0b', 3, now() - interval '20 days', now() - interval '8 days') from kinds k;
select pg_temp.add(k.kind, 'b', '0b', 4, now() - interval '10 days', null, now() - interval '6 days')
  from kinds k;
select pg_temp.add(k.kind, '2', '0a', 1, now() - interval '10 days', null, now() - interval '8 days')
  from kinds k;
select results_eq(
  $$select kind, pg_temp.room(kind, 'b', '0b'), pg_temp.rows_of(kind, 'b'), pg_temp.rows_of(kind, '2')
      from kinds order by kind$$,
  $$values ('share_link', 'ok', 4::bigint, 21::bigint), ('team_invitation', 'ok', 4::bigint, 21::bigint)$$,
  'making room deletes the account''s links revoked or expired over 7 days ago, and nothing else');

select throws_ok($$select private.make_room_for_link('coupon', gen_random_uuid(), gen_random_uuid())$$,
  'P0001', null,
  'an unknown kind of link is a mistake, not a link');

-- ---------------------------------------------------------------- for the definer functions only
select is_empty(
  $$select f from unnest(array['private.presented_token_hash(text)',
                               'private.link_status(timestamptz,timestamptz)',
                               'private.link_label(text,text)', 'private.make_room_for_link(text,uuid,uuid)',
                               'private.share_link_of(public.report_share_links)',
                               'private.team_invitation_of(public.team_invitations)',
                               'private.team_member_limit()']) f,
            unnest(array['anon', 'authenticated', 'service_role']) r
     where has_function_privilege(r, f::regprocedure, 'EXECUTE')$$,
  'no API role may execute a token-link helper');
select ok(not has_table_privilege('anon', 'private.token_links', 'SELECT')
          and not has_table_privilege('authenticated', 'private.token_links', 'SELECT')
          and not has_table_privilege('service_role', 'private.token_links', 'SELECT'),
  'nor read the links'' relation (it has every link of everyone)');

select * from finish();
rollback;
