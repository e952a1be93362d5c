-- Share links: the owner makes, lists and revokes them; a visitor with the token reads exactly one
-- report (company and prepared-for only if chosen) and its benchmark, and nothing else; revoked,
-- expired and unknown tokens each answer their own status, never an error.
begin;
create extension if not exists pgtap with schema extensions;
select plan(49);

delete from private.benchmark_latest where synthetic;
select private.benchmark_recount();

insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role) values
  ('00000000-0000-4000-8000-0000000000a1', 'olivia@example.com', '{"name": "Olivia Owner", "company": "Acme Corp"}', '{"provider": "email"}', 'authenticated', 'authenticated'),
  ('00000000-0000-4000-8000-0000000000b2', 'bob@example.com', '{"name": "Bob Other", "company": "Bobco"}', '{"provider": "email"}', 'authenticated', 'authenticated');

create temporary table ids (k text primary key, v text);
grant select, insert, update on ids to anon, authenticated;
create function pg_temp.id(key text) returns text language sql stable as $$ select v from ids where k = key $$;
create function pg_temp.remember(key text, value text) returns text language sql as $$
  insert into ids values (key, value) on conflict (k) do update set v = excluded.v returning v
$$;
create function pg_temp.answers_at(pos integer) returns json language sql stable as $$
  select json_object_agg(question_id, option_key) from private.question_options where position = pos
$$;
create temporary table answer_sets as select p, pg_temp.answers_at(p) as answers from generate_series(0, 3) p;
grant select on answer_sets to anon, authenticated;
create function pg_temp.as_user(uid text) returns void language sql as $$
  select set_config('role', 'authenticated', true),
         set_config('request.jwt.claims', json_build_object('sub', uid, 'role', 'authenticated')::text, true)
$$;
create function pg_temp.as_anon() returns void language sql as $$
  select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role": "anon"}', true)
$$;
create function pg_temp.as_superuser() returns void language sql as $$
  select set_config('role', 'none', true), set_config('request.jwt.claims', '', true)
$$;

-- Olivia has two reports; Bob one.
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select pg_temp.remember('report', (public.submit_assessment((select answers from answer_sets where p = 1), gen_random_uuid())).id::text);
select pg_temp.remember('other_report', (public.submit_assessment((select answers from answer_sets where p = 3), gen_random_uuid())).id::text);
select pg_temp.as_user('00000000-0000-4000-8000-0000000000b2');
select pg_temp.remember('bob_report', (public.submit_assessment((select answers from answer_sets where p = 2), gen_random_uuid())).id::text);

-- ---------------------------------------------------------------- creating
select pg_temp.as_anon();
select throws_ok($$select public.create_share_link(pg_temp.id('report')::uuid)$$, '42501', null, 'anon cannot create a link');
select pg_temp.as_superuser();
set local role authenticated;
set local request.jwt.claims to '{"role": "authenticated"}';
select throws_ok($$select public.create_share_link(pg_temp.id('report')::uuid)$$, '42501', 'You must be signed in to share a report.',
  'a token without a user id cannot create a link');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000b2');
select throws_ok($$select public.create_share_link(pg_temp.id('report')::uuid)$$, 'PT403', 'Only the report''s owner can share it.',
  'someone else''s report: PT403');
select throws_ok($$select public.create_share_link(gen_random_uuid())$$, 'PT404', 'Report not found.', 'an unknown report: PT404');

select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select throws_ok($$select public.create_share_link(pg_temp.id('report')::uuid, 'x', now() - interval '1 minute')$$, '22023',
  'expires_at must be in the future (or null for a link that does not expire).', 'an expiry in the past: 22023');
select throws_ok($$select public.create_share_link(pg_temp.id('report')::uuid, repeat('l', 121))$$, '22023',
  'A share link label can be at most 120 characters.', 'a label over 120 characters: 22023');
select pg_temp.remember('plain',
  to_jsonb(public.create_share_link(pg_temp.id('report')::uuid, ' For the board '))::text);
select pg_temp.remember('plain_token', pg_temp.id('plain')::jsonb ->> 'token');
select matches(pg_temp.id('plain_token'), '^shr_[A-Za-z0-9_-]{43}$', 'the token is shr_ and 32 random bytes in base64url');
select is((pg_temp.id('plain')::jsonb -> 'link') - 'id' - 'created_at',
  jsonb_build_object('report_id', pg_temp.id('report'), 'label', 'For the board', 'include_company', false, 'include_prepared_for', false,
                     'expires_at', null, 'revoked_at', null, 'last_used_at', null, 'status', 'active'),
  'create_share_link returns the link (label trimmed, nothing shown by default)');
select pg_temp.remember('company',
  to_jsonb(public.create_share_link(pg_temp.id('report')::uuid, 'With company', null, true))::text);
select pg_temp.remember('both',
  to_jsonb(public.create_share_link(pg_temp.id('report')::uuid, 'With both', now() + interval '30 days', true, true))::text);
select pg_temp.remember('revoked',
  to_jsonb(public.create_share_link(pg_temp.id('report')::uuid, 'To revoke'))::text);
select pg_temp.remember('expiring',
  to_jsonb(public.create_share_link(pg_temp.id('report')::uuid, 'To expire', now() + interval '1 hour'))::text);
select pg_temp.remember('other',
  to_jsonb(public.create_share_link(pg_temp.id('other_report')::uuid, 'The other report'))::text);
select pg_temp.as_superuser();
select is((select token_hash from public.report_share_links where id = (pg_temp.id('plain')::jsonb #>> '{link,id}')::uuid),
  sha256(convert_to(pg_temp.id('plain_token'), 'UTF8')), 'only sha256(token) is stored');
select is_empty(
  $$select 1 from public.report_share_links l, ids
     where ids.v like '{"link"%' and strpos(row_to_json(l)::text, substr(ids.v::jsonb ->> 'token', 5)) > 0$$,
  'no token is in any column of the stored links');
-- Expire one (made to have expired).
update public.report_share_links set created_at = now() - interval '2 hours', expires_at = now() - interval '1 second'
 where id = (pg_temp.id('expiring')::jsonb #>> '{link,id}')::uuid;

-- ---------------------------------------------------------------- the visitor's read
select pg_temp.as_anon();
select pg_temp.remember('shared', to_jsonb(public.get_shared_report(pg_temp.id('plain_token')))::text);
select is(pg_temp.id('shared')::jsonb ->> 'status', 'ok', 'anon reads the report with the token');
select is((select array_agg(k order by k) from jsonb_object_keys(pg_temp.id('shared')::jsonb) k),
  array['benchmark', 'report', 'status'], 'the answer: status, report, benchmark');
select is((select array_agg(k order by k) from jsonb_object_keys(pg_temp.id('shared')::jsonb -> 'report') k),
  array['answers', 'category_scores', 'company', 'created_at', 'include_company', 'include_prepared_for',
        'overall_score', 'prepared_for', 'scoring_version'],
  'the report: answers, scores, date and what the link shows: no id, user id, submission id or name');
select is((select jsonb_strip_nulls(pg_temp.id('shared')::jsonb -> 'report')
                  - 'answers' - 'created_at' - 'category_scores'),
  '{"overall_score": 33, "scoring_version": 1,
    "include_company": false, "include_prepared_for": false}'::jsonb,
  'company and prepared-for not chosen: neither is in it (both null)');
select is(pg_temp.id('shared')::jsonb #> '{report,answers}', (select answers::jsonb from answer_sets where p = 1),
  'exactly the linked report''s answers');
select is(pg_temp.id('shared')::jsonb #> '{report,overall_score}', '33'::jsonb, 'and its score (not the other report''s 100)');
select is_empty(
  $$select 1 where pg_temp.id('shared') ~ '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
              or pg_temp.id('shared') ~* 'olivia|acme|bob'$$,
  'no uuid, name, e-mail or company anywhere in the answer');
select is(jsonb_strip_nulls(pg_temp.id('shared')::jsonb -> 'benchmark'),
  '{"status": "insufficient_data"}'::jsonb,
  'the benchmark: insufficient_data with two people');
select is((to_jsonb(public.get_shared_report(pg_temp.id('company')::jsonb ->> 'token')) -> 'report')
            - 'answers' - 'created_at' - 'category_scores',
  '{"company": "Acme Corp", "prepared_for": null, "overall_score": 33, "scoring_version": 1,
    "include_company": true, "include_prepared_for": false}'::jsonb,
  'company only when the owner chose it');
select is((to_jsonb(public.get_shared_report(pg_temp.id('both')::jsonb ->> 'token')) -> 'report')
            - 'answers' - 'created_at' - 'category_scores',
  '{"company": "Acme Corp", "prepared_for": "Olivia Owner", "overall_score": 33, "scoring_version": 1,
    "include_company": true, "include_prepared_for": true}'::jsonb,
  'company and prepared-for when both were chosen');
select is(to_jsonb(public.get_shared_report(pg_temp.id('other')::jsonb ->> 'token'))
            #> '{report,overall_score}',
  '100'::jsonb,
  'each link reaches its own report');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000b2');
select is(to_jsonb(public.get_shared_report(pg_temp.id('plain_token'))) - 'benchmark',
  pg_temp.id('shared')::jsonb - 'benchmark',
  'a signed-in stranger with the token reads the same, and no more');
select is(jsonb_strip_nulls(to_jsonb(public.get_report(pg_temp.id('report')))),
  '{"status": "forbidden"}'::jsonb, 'the token opens no other door (get_report still forbidden)');

-- Unknown, revoked and expired: each its own status, never an error.
select pg_temp.as_anon();
select is(jsonb_strip_nulls(to_jsonb(
            public.get_shared_report('shr_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'))),
  '{"status": "not_found"}'::jsonb,
  'an unknown token: not_found');
select is(jsonb_strip_nulls(to_jsonb(public.get_shared_report(null))), '{"status": "not_found"}'::jsonb,
  'a null token: not_found');
select is(jsonb_strip_nulls(to_jsonb(public.get_shared_report(''))), '{"status": "not_found"}'::jsonb,
  'an empty token: not_found');
select is(jsonb_strip_nulls(to_jsonb(public.get_shared_report(repeat('x', 100000)))),
  '{"status": "not_found"}'::jsonb, 'a 100,000-character token: not_found');
select is(jsonb_strip_nulls(to_jsonb(public.get_shared_report(pg_temp.id('expiring')::jsonb ->> 'token'))),
  '{"status": "expired"}'::jsonb, 'an expired link: expired');
select is((public.get_shared_report(pg_temp.id('revoked')::jsonb ->> 'token')).status, 'ok',
  'the link to revoke works before');

-- ---------------------------------------------------------------- managing: the owner only
select pg_temp.as_user('00000000-0000-4000-8000-0000000000b2');
select throws_ok($$select public.revoke_share_link((pg_temp.id('revoked')::jsonb #>> '{link,id}')::uuid)$$, 'PT404', 'Share link not found.',
  'someone else cannot revoke the link: PT404');
select is(to_jsonb(public.list_share_links(pg_temp.id('report')::uuid)), '{"status": "forbidden", "links": null}'::jsonb,
  'someone else cannot list the links');
select is((select count(*)::int from public.report_share_links), 0, 'someone else reads no link rows');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select is((public.revoke_share_link((pg_temp.id('revoked')::jsonb #>> '{link,id}')::uuid)).status, 'revoked',
  'the owner revokes a link');
select is((public.revoke_share_link((pg_temp.id('revoked')::jsonb #>> '{link,id}')::uuid)).status, 'revoked',
  'revoking again is fine');
select throws_ok($$select public.revoke_share_link(gen_random_uuid())$$, 'PT404', 'Share link not found.', 'an unknown link: PT404');
select pg_temp.as_anon();
select is(jsonb_strip_nulls(to_jsonb(public.get_shared_report(pg_temp.id('revoked')::jsonb ->> 'token'))),
  '{"status": "revoked"}'::jsonb, 'a revoked link: revoked, at once');
select pg_temp.as_superuser();
update public.report_share_links set expires_at = now() - interval '1 second', created_at = now() - interval '1 hour'
 where id = (pg_temp.id('revoked')::jsonb #>> '{link,id}')::uuid;
select pg_temp.as_anon();
select is(jsonb_strip_nulls(to_jsonb(public.get_shared_report(pg_temp.id('revoked')::jsonb ->> 'token'))),
  '{"status": "revoked"}'::jsonb, 'revoked and expired: revoked');

select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select is((select array_agg(l ->> 'label' order by l ->> 'label') from jsonb_array_elements(to_jsonb(public.list_share_links(pg_temp.id('report')::uuid)) -> 'links') l),
  array['For the board', 'With both', 'With company'], 'list_share_links: the report''s live links only (not revoked, expired or the other report''s)');
select is_empty(
  $$select 1 from jsonb_array_elements(to_jsonb(public.list_share_links(pg_temp.id('report')::uuid)) -> 'links') l where l ? 'token' or l ? 'token_hash'$$,
  'listed links carry neither token nor hash');
select isnt((select l ->> 'last_used_at' from jsonb_array_elements(to_jsonb(public.list_share_links(pg_temp.id('report')::uuid)) -> 'links') l
              where l ->> 'label' = 'For the board'), null, 'last_used_at shows the visitor''s read');
select is(to_jsonb(public.list_share_links(gen_random_uuid())), '{"status": "not_found", "links": null}'::jsonb,
  'an unknown report: not_found');
select is((select count(*)::int from public.report_share_links), 6, 'the owner reads their link rows');
select throws_ok($$select token_hash from public.report_share_links$$, '42501', null, 'but not the hashes');

-- A report has at most 20 live links.
select lives_ok($$select public.create_share_link(pg_temp.id('other_report')::uuid) from generate_series(1, 19)$$, '20 live links on one report');
select throws_ok($$select public.create_share_link(pg_temp.id('other_report')::uuid)$$, 'PT409',
  'A report can have at most 20 live share links; revoke one first.', 'the 21st: PT409');

-- ---------------------------------------------------------------- the benchmark through a link
-- 20 more people: the benchmark appears, the same as the owner's own.
select pg_temp.as_superuser();
-- (Confirmed accounts: only those count.)
insert into auth.users (id, email, aud, role, email_confirmed_at)
select ('00000000-0000-4000-8000-' || lpad(to_hex(4096 + g), 12, '0'))::uuid, 'p' || g || '@example.com', 'authenticated', 'authenticated', now()
  from generate_series(1, 20) g;
do $$
begin
  for g in 1..20 loop
    perform set_config('request.jwt.claims', json_build_object('sub', ('00000000-0000-4000-8000-' || lpad(to_hex(4096 + g), 12, '0'))::uuid)::text, true);
    perform private.submit_assessment(pg_temp.answers_at(g % 4), gen_random_uuid());
  end loop;
  perform set_config('request.jwt.claims', '', true);
end;
$$;
select pg_temp.as_anon();
select pg_temp.remember('shared', to_jsonb(public.get_shared_report(pg_temp.id('plain_token')))::text);
select is(pg_temp.id('shared')::jsonb #>> '{benchmark,status}', 'ok', 'with 22 people the link shows the benchmark');
select pg_temp.as_user('00000000-0000-4000-8000-0000000000a1');
select is(pg_temp.id('shared')::jsonb -> 'benchmark',
  to_jsonb(public.get_report_benchmark(pg_temp.id('report'))),
  'the same benchmark the owner sees');

-- Deleting the report ends its links.
select pg_temp.as_superuser();
delete from public.reports where id = pg_temp.id('report')::uuid;
select pg_temp.as_anon();
select is(jsonb_strip_nulls(to_jsonb(public.get_shared_report(pg_temp.id('plain_token')))),
  '{"status": "not_found"}'::jsonb, 'a deleted report''s link: not_found');
select pg_temp.as_superuser();
select is((select count(*)::int from public.report_share_links where report_id = pg_temp.id('report')::uuid), 0,
  'its links are gone');

select * from finish();
rollback;
