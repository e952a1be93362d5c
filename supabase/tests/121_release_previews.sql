-- Preview links: only service_role creates one, and each creation is audited; the token is kept as its
-- hash only; the host's key learns the version of a valid token in its environment, and nothing for an
-- unknown, expired, revoked or other environment's token; a visitor's key learns nothing at all; the
-- link's lifetime is bounded; links are listed (never their tokens) and revoked, by id or by token, and
-- the revocation is audited.
begin;
create extension if not exists pgtap with schema extensions;
select plan(31);

create function pg_temp.as_role(name text) returns void language sql as $$
  select set_config('role', name, true),
         set_config('request.jwt.claims', json_build_object('role', name)::text, true)
$$;
create function pg_temp.as_superuser() returns void language sql as $$
  select set_config('role', 'none', true), set_config('request.jwt.claims', '', true)
$$;

select pg_temp.as_role('service_role');
select public.publish_remote_version('reports', 'r2', 'https://reports.example.com/r2/mf-manifest.json',
                                     array['./pages'], '{}', 2, null, null, null);
create temporary table link on commit drop as
  select * from public.create_release_preview('production', 'reports', 'r2', 30, 'try the new charts');
grant select on link to anon, authenticated, service_role;

select pg_temp.as_superuser();
select ok((select token ~ '^[0-9a-f]{64}$' from link), 'the token is 64 hexadecimal digits');
select ok(
  (select expires_at between now() + interval '29 minutes' and now() + interval '31 minutes' from link),
  'the link expires after the minutes asked for');
select ok(
  not exists (select 1 from private.release_previews p, link l
               where position(convert_to(l.token, 'UTF8') in p.token_hash) > 0)
  and (select count(*) from private.release_previews) = 1,
  'only the token''s hash is kept');
select results_eq(
  $$select a.actor, a.environment, a.remote::text, a.action::text, a.from_version, a.to_version,
           a.reason like 'preview link until % UTC; try the new charts'
      from private.release_audit a join link l on a.id = l.audit_id$$,
  $$values ('service_role', 'production', 'reports', 'preview', null::text, 'r2', true)$$,
  'the creation is audited: who, where, which version, until when and why');

select pg_temp.as_role('anon');
select throws_ok($$select * from link l, public.release_preview('production', l.token)$$, '42501', null,
  'a visitor''s key asks nothing about tokens (the host asks, with its key)');
select pg_temp.as_role('authenticated');
select throws_ok($$select * from link l, public.release_preview('production', l.token)$$, '42501', null,
  'nor does a signed-in person''s');
select pg_temp.as_role('service_role');
select results_eq(
  $$select p.remote::text, p.version, p.manifest_url from link l,
           public.release_preview('production', l.token) p$$,
  $$values ('reports', 'r2', 'https://reports.example.com/r2/mf-manifest.json')$$,
  'the host''s key learns the version a valid token pins');
select is_empty($$select * from link l, public.release_preview('staging', l.token)$$,
                'a token pins nothing in another environment');
select is_empty($$select * from public.release_preview('production', repeat('0', 64))$$,
                'an unknown token pins nothing');
select is_empty($$select * from public.release_preview('production', repeat('x', 5000))$$,
                'an oversized token pins nothing');
select pg_temp.as_role('anon');
select throws_ok($$select public.create_release_preview('production', 'reports', 'r2', 60, null)$$,
                 '42501', null, 'a visitor''s key cannot create a link');
select throws_ok($$select * from public.list_release_previews()$$, '42501', null,
                 'nor list the links');
select throws_ok($$select public.revoke_release_preview(1)$$, '42501', null, 'nor revoke one');
select pg_temp.as_role('authenticated');
select throws_ok($$select public.create_release_preview('production', 'reports', 'r2', 60, null)$$,
                 '42501', null, 'nor can a signed-in person''s');

-- ---------------------------------------------------------------- listed and revoked
select pg_temp.as_role('service_role');
create temporary table second_link on commit drop as
  select * from public.create_release_preview('production', 'reports', 'r2', 60, null);
grant select on second_link to service_role;
select results_eq(
  $$select environment, remote::text, version, created_by, revoked_at from public.list_release_previews('production')$$,
  $$values ('production', 'reports', 'r2', 'service_role', null::timestamptz),
           ('production', 'reports', 'r2', 'service_role', null::timestamptz)$$,
  'the working links are listed, newest first, with who made them');
select is(
  (select count(*)::integer from public.list_release_previews()
    where row_to_json(list_release_previews)::text like '%' || (select token from link) || '%'),
  0, 'the list never holds a token');
select is_empty($$select * from public.list_release_previews('staging')$$, 'and one environment''s only');
select is(
  (select (public.revoke_release_preview(token => (select token from link), reason => 'leaked in a chat'))
     .action::text),
  'revoke-preview', 'a leaked link is revoked by its token');
select is_empty($$select * from link l, public.release_preview('production', l.token)$$,
                'a revoked token pins nothing any more');
select isnt_empty($$select * from second_link l, public.release_preview('production', l.token)$$,
                  'the other link still works');
select results_eq(
  $$select action::text, environment, remote::text, from_version, reason
      from public.release_history('production', 'reports', 1)$$,
  $$values ('revoke-preview', 'production', 'reports', 'r2',
            'preview link ' || (select min(id) from public.list_release_previews(include_ended => true)) || '; leaked in a chat')$$,
  'the revocation is audited: which link, which version, why');
select throws_ok(
  format('select public.revoke_release_preview(%s)', (select min(id) from public.list_release_previews(include_ended => true))),
  'PT409', null, 'a revoked link cannot be revoked again');
select throws_ok($$select public.revoke_release_preview(999999)$$, 'PT404', 'There is no such preview link.',
  'an unknown link is refused');
select throws_ok($$select public.revoke_release_preview()$$, '22023', null, 'a link must be named');
select is(
  (select (public.revoke_release_preview((select max(id) from public.list_release_previews(include_ended => true)))).to_version),
  null, 'a link is revoked by its id too');
select is((select count(*)::integer from public.list_release_previews()), 0, 'no link works any more');
select is((select count(*)::integer from public.list_release_previews(include_ended => true)), 2,
  'the ended ones are listed when asked for');

select pg_temp.as_superuser();
update private.release_previews set expires_at = now() - interval '1 second', revoked_at = null;
select pg_temp.as_role('service_role');
select is_empty($$select * from link l, public.release_preview('production', l.token)$$,
                'an expired token pins nothing');

select pg_temp.as_role('service_role');
select throws_ok($$select public.create_release_preview('production', 'reports', 'r2', 10081, null)$$,
                 '22023', 'A preview link lasts from 1 to 10080 minutes (a week).',
                 'a link lasts at most a week');
select throws_ok($$select public.create_release_preview('production', 'reports', 'r9', 60, null)$$,
                 'PT404', 'The reports remote has no published version "r9".', 'only a published version');
select throws_ok($$select public.create_release_preview('moon', 'reports', 'r2', 60, null)$$,
                 'PT404', null, 'only a known environment');

select * from finish();
rollback;
