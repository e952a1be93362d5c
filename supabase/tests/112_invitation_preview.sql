-- An invitation link's state before anyone signs up or joins (preview_team_invitation): a link that
-- works names the system and who invites, and nothing else; revoked, expired, full and unknown links
-- say only that, never the team; anyone may ask, signed in or not, at aal1 with a second factor too;
-- asking changes nothing; the function has the API's shape.
-- Users: O owner (a named profile), N an owner without a name, X an outsider with a verified factor.
begin;
create extension if not exists pgtap with schema extensions;
select plan(35);

insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role)
select u.id::uuid, u.email, u.meta::jsonb, '{"provider": "email"}'::jsonb, 'authenticated', 'authenticated'
  from (values
    ('00000000-0000-4000-8000-000000000c01', 'olivia@example.com', '{"name": "Olivia Owner", "company": "Acme"}'),
    ('00000000-0000-4000-8000-000000000c02', 'nameless@example.com', '{}'),
    ('00000000-0000-4000-8000-000000000c03', 'xavier@example.com', '{"name": "Xavier Outsider"}')) u (id, email, meta);

create temporary table ids (k text primary key, v text);
grant select, insert, update on ids to anon, authenticated;
create function pg_temp.id(key text) returns text language sql stable as $$ select v from ids where k = key $$;
create function pg_temp.remember(key text, value text) returns text language sql as $$
  insert into ids values (key, value) on conflict (k) do update set v = excluded.v returning v
$$;
create function pg_temp.as_user(uid text, aal text default 'aal1') returns void language sql as $$
  select set_config('role', 'authenticated', true),
         set_config('request.jwt.claims', json_build_object('sub', uid, 'role', 'authenticated', 'aal', aal)::text, true)
$$;
create function pg_temp.as_anon() returns void language sql as $$
  select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role": "anon"}', true)
$$;
create function pg_temp.as_superuser() returns void language sql as $$
  select set_config('role', 'none', true), set_config('request.jwt.claims', '', true)
$$;
create function pg_temp.token(key text) returns text language sql stable as $$ select pg_temp.id(key)::jsonb ->> 'token' $$;
-- The answer as the API sends it: every field, null where the link says nothing.
create function pg_temp.preview(key text) returns jsonb language sql volatile as $$
  select to_jsonb(public.preview_team_invitation(pg_temp.token(key)))
$$;
create function pg_temp.only(status text) returns jsonb language sql immutable as $$
  select jsonb_build_object('status', status, 'system_name', null, 'inviter_name', null)
$$;

-- ---------------------------------------------------------------- the links
select pg_temp.as_user('00000000-0000-4000-8000-000000000c01');
select pg_temp.remember('team', (public.create_team('Payments platform')).id::text);
select pg_temp.remember('valid',
  to_jsonb(public.create_team_invitation(pg_temp.id('team')::uuid, 'For the operators'))::text);
select pg_temp.remember('revoked', to_jsonb(public.create_team_invitation(pg_temp.id('team')::uuid))::text);
select pg_temp.remember('expired', to_jsonb(public.create_team_invitation(pg_temp.id('team')::uuid))::text);
select pg_temp.remember('both', to_jsonb(public.create_team_invitation(pg_temp.id('team')::uuid))::text);
select public.revoke_team_invitation((pg_temp.id('revoked')::jsonb #>> '{invitation,id}')::uuid);
select public.revoke_team_invitation((pg_temp.id('both')::jsonb #>> '{invitation,id}')::uuid);
select pg_temp.remember('gone_team', (public.create_team('To be deleted')).id::text);
select pg_temp.remember('gone', to_jsonb(public.create_team_invitation(pg_temp.id('gone_team')::uuid))::text);
select pg_temp.as_user('00000000-0000-4000-8000-000000000c02');
select pg_temp.remember('nameless_team', (public.create_team('Search')).id::text);
select pg_temp.remember('nameless',
  to_jsonb(public.create_team_invitation(pg_temp.id('nameless_team')::uuid))::text);
select pg_temp.as_superuser();
update public.team_invitations set created_at = now() - interval '10 days', expires_at = now() - interval '1 second'
 where id in ((pg_temp.id('expired')::jsonb #>> '{invitation,id}')::uuid, (pg_temp.id('both')::jsonb #>> '{invitation,id}')::uuid);
-- Xavier has a verified second factor: at aal1 his own data is closed to him.
insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
values ('00000000-0000-4000-8000-000000000c03', 'Phone', 'totp', 'verified', 'JBSWY3DPEHPK3PXP');
create temporary table before as select id, use_count, last_used_at from public.team_invitations;

-- ---------------------------------------------------------------- a link that works
select pg_temp.as_anon();
select is(pg_temp.preview('valid'),
  '{"status": "ok", "system_name": "Payments platform", "inviter_name": "Olivia Owner"}'::jsonb,
  'signed out: a valid link names the system and who invites, and nothing else (no id, label, count or date)');
select is(pg_temp.preview('nameless'), '{"status": "ok", "system_name": "Search", "inviter_name": null}'::jsonb,
  'an inviter without a name: inviter_name is null');
select pg_temp.as_user('00000000-0000-4000-8000-000000000c03');
select is(pg_temp.preview('valid'), '{"status": "ok", "system_name": "Payments platform", "inviter_name": "Olivia Owner"}'::jsonb,
  'an outsider at aal1 with a verified factor gets the same answer (the token is the whole of the access)');
select pg_temp.as_user('00000000-0000-4000-8000-000000000c03', 'aal2');
select is(pg_temp.preview('valid') ->> 'system_name', 'Payments platform', 'and at aal2');
select pg_temp.as_user('00000000-0000-4000-8000-000000000c01');
select is(pg_temp.preview('valid') ->> 'inviter_name', 'Olivia Owner', 'the owner sees what the invitee sees');

-- The name is the profile's as it is now, trimmed; an empty one is no name.
select pg_temp.as_superuser();
update public.profiles set name = '  Olivia O.  ' where id = '00000000-0000-4000-8000-000000000c01';
select pg_temp.as_anon();
select is(pg_temp.preview('valid') ->> 'inviter_name', 'Olivia O.', 'the inviter''s current name, trimmed');
select pg_temp.as_superuser();
update public.profiles set name = '   ' where id = '00000000-0000-4000-8000-000000000c01';
select pg_temp.as_anon();
select is(pg_temp.preview('valid') -> 'inviter_name', 'null'::jsonb, 'a blank name is no name');
select pg_temp.as_superuser();
update public.profiles set name = 'Olivia Owner' where id = '00000000-0000-4000-8000-000000000c01';

-- ---------------------------------------------------------------- links that do not work: the state only
select pg_temp.as_anon();
select is(pg_temp.preview('revoked'), pg_temp.only('revoked'), 'a revoked link: revoked, and not the team');
select is(pg_temp.preview('expired'), pg_temp.only('expired'), 'an expired link: expired');
select is(pg_temp.preview('both'), pg_temp.only('revoked'), 'revoked and expired: revoked (the owner''s latest word)');
select is(to_jsonb(public.preview_team_invitation(pg_temp.token('valid') || 'x')), pg_temp.only('not_found'),
  'a token with a character too many: not_found');
select is(to_jsonb(public.preview_team_invitation(upper(pg_temp.token('valid')))), pg_temp.only('not_found'),
  'tokens are case-sensitive');
select is(to_jsonb(public.preview_team_invitation('inv_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')), pg_temp.only('not_found'),
  'an unknown token: not_found');
select is(to_jsonb(public.preview_team_invitation(null)), pg_temp.only('not_found'),
  'a null token: not_found');
select is(to_jsonb(public.preview_team_invitation('')), pg_temp.only('not_found'),
  'an empty token: not_found');
select is(to_jsonb(public.preview_team_invitation(repeat('x', 100000))), pg_temp.only('not_found'),
  'a 100,000-character token: not_found, no error');
select is(to_jsonb(public.preview_team_invitation('inv_' || chr(128512) || E'\'; --')), pg_temp.only('not_found'),
  'odd characters: not_found, no error');

-- A deleted team's links are unknown.
select pg_temp.as_user('00000000-0000-4000-8000-000000000c01');
select public.delete_team(pg_temp.id('gone_team')::uuid);
select pg_temp.as_anon();
select is(pg_temp.preview('gone'), pg_temp.only('not_found'), 'a deleted team''s link: not_found');

-- A full team (100 members, the limit accept_team_invitation keeps) takes no one: the link says so.
select pg_temp.as_superuser();
insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role)
select ('00000000-0000-4000-8000-' || lpad(to_hex(4096 + n), 12, '0'))::uuid, format('member%s@example.com', n), '{}',
  '{"provider": "email"}',
       'authenticated', 'authenticated'
  from generate_series(1, 99) n;
insert into public.team_members (team_id, user_id, role)
select pg_temp.id('team')::uuid, ('00000000-0000-4000-8000-' || lpad(to_hex(4096 + n), 12, '0'))::uuid,
  'member' from generate_series(1, 99) n;
select pg_temp.as_anon();
select is(pg_temp.preview('valid'), pg_temp.only('full'), 'a full team: full, and not the team');
select pg_temp.as_user('00000000-0000-4000-8000-000000000c03', 'aal2');
select throws_ok($$select public.accept_team_invitation(pg_temp.token('valid'))$$, 'PT409', null,
  'as joining says (at aal2)');
select pg_temp.as_superuser();
delete from public.team_members where team_id = pg_temp.id('team')::uuid and user_id = '00000000-0000-4000-8000-000000001001';
select pg_temp.as_anon();
select is(pg_temp.preview('valid') ->> 'status', 'ok', 'one place free: the link works again');

-- ---------------------------------------------------------------- asking changes nothing
select pg_temp.as_superuser();
select is_empty(
  $$select id from public.team_invitations i
     where not exists (select 1 from before b
                        where b.id = i.id and b.use_count = i.use_count and b.last_used_at is not distinct from i.last_used_at)
       and i.team_id <> pg_temp.id('gone_team')::uuid$$,
  'no link''s use count or last use changed by the previews');
select is((select count(*)::int from public.team_members where team_id = pg_temp.id('team')::uuid), 99,
  'nobody joined by asking');
-- And joining still works after the preview (at aal2: Xavier has a factor).
select pg_temp.as_user('00000000-0000-4000-8000-000000000c03', 'aal2');
select is((public.accept_team_invitation(pg_temp.token('valid'))).joined, true,
  'the previewed link still lets Xavier join');
select pg_temp.as_anon();
select is(pg_temp.preview('valid') ->> 'status', 'full', 'which made the team full again');

-- ---------------------------------------------------------------- the function's shape
select pg_temp.as_superuser();
create function pg_temp.fn(schema text) returns regprocedure language sql stable as $$
  select (schema || '.preview_team_invitation(text)')::regprocedure
$$;
create function pg_temp.both_may(role text) returns boolean language sql stable as $$
  select has_function_privilege(role, pg_temp.fn('public'), 'EXECUTE') and has_function_privilege(role, pg_temp.fn('private'), 'EXECUTE')
$$;
select is((select provolatile from pg_proc where oid = pg_temp.fn('public')), 's', 'the wrapper is stable');
select is((select provolatile from pg_proc where oid = pg_temp.fn('private')), 's', 'so is the definer: it writes nothing');
select ok((select not prosecdef and proconfig = array['search_path=""'] from pg_proc where oid = pg_temp.fn('public')),
  'the wrapper is security invoker with search_path ''''');
select ok((select prosecdef and proconfig = array['search_path=""'] from pg_proc where oid = pg_temp.fn('private')),
  'the private function is security definer with search_path ''''');
select ok(pg_temp.both_may('anon'), 'anon may call it (an invitee has no account yet)');
select ok(pg_temp.both_may('authenticated'), 'authenticated may call it');
select ok(not has_function_privilege('service_role', pg_temp.fn('public'), 'EXECUTE')
          and not has_function_privilege('service_role', pg_temp.fn('private'), 'EXECUTE'), 'service_role may not');
select is_empty(
  $$select 1 from pg_proc p, aclexplode(p.proacl) a where p.oid in (pg_temp.fn('public'), pg_temp.fn('private')) and a.grantee = 0$$,
  'PUBLIC may not');
select ok(obj_description(pg_temp.fn('public'), 'pg_proc') ~ 'status: not_found \| revoked \| expired \| full'
          and obj_description(pg_temp.fn('private'), 'pg_proc')
              = 'Called only through public.preview_team_invitation. ' || obj_description(pg_temp.fn('public'), 'pg_proc'),
  'the answers are documented, the same text on both');
-- Not subject to the two-factor rule on purpose: the advisor's allow-list names it (005_advisor.sql).
select ok(position('perform private.require_mfa()' in (select prosrc from pg_proc where oid = pg_temp.fn('private'))) = 0,
  'it does not ask for a second factor: the answer is the same for every holder of the token');

select * from finish();
rollback;
