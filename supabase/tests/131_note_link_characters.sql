-- A note's links cannot read as another address (20261202010000_note_link_characters.sql): a link with a
-- character that cannot be seen or that turns the text around is refused on both ways in (the owner's
-- own write, and the notes submitted with a report), with an error that shows the character; the list
-- is Unicode's default-ignorable code points, as the apps check it.
begin;
create extension if not exists pgtap with schema extensions;
select plan(9);

insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, aud, role) values
  ('00000000-0000-4000-8000-0000000131a1', 'ada@example.com', '{"name": "Ada"}', '{"provider": "email"}',
   'authenticated', 'authenticated');
create temporary table answer_sets (pos integer primary key, answers json not null);
insert into answer_sets
select p, (select json_object_agg(question_id, option_key) from private.question_options where position = p)
  from generate_series(1, 2) p;
create temporary table mine (report_id uuid);
grant select on answer_sets to authenticated;
grant select, insert on mine to authenticated;
select set_config('role', 'authenticated', true),
       set_config('request.jwt.claims',
                  '{"sub": "00000000-0000-4000-8000-0000000131a1", "role": "authenticated", "aal": "aal1"}', true);
insert into mine
select (public.submit_assessment((select answers from answer_sets where pos = 2), gen_random_uuid())).id;

create function pg_temp.write(links text[]) returns text language plpgsql as $$
begin
  insert into public.answer_notes (report_id, user_id, question_id, note, links)
  values ((select report_id from mine), '00000000-0000-4000-8000-0000000131a1', 'arch_1', 'x', links)
  on conflict (report_id, question_id) do update set links = excluded.links;
  return 'ok';
exception when sqlstate '22023' then
  return sqlerrm;
end;
$$;

select is(pg_temp.write(array['https://runbooks.example.com/deploy', 'https://bøger.dk/ä?q=1#x']), 'ok',
  'ordinary links, non-ASCII ones included, are kept');
select is(pg_temp.write(array['https://evil.example/' || chr(x'202E'::int) || 'moc.elgoog']),
  'Links may not hold characters that cannot be seen or that turn the text around; on arch_1 this one does: '
  'https://evil.example/[U+202E]moc.elgoog',
  'a right-to-left override is refused, and the error shows it');
select is(pg_temp.write(array['https://goo' || chr(x'200B'::int) || 'gle.com']),
  'Links may not hold characters that cannot be seen or that turn the text around; on arch_1 this one does: '
  'https://goo[U+200B]gle.com',
  'so is a zero-width space');
select is(
  (select array_agg(c order by c) from unnest(array[
     x'061C'::int, x'200E'::int, x'200F'::int, x'202A'::int, x'202B'::int, x'202C'::int, x'202D'::int,
     x'2066'::int, x'2067'::int, x'2068'::int, x'2069'::int, x'200C'::int, x'200D'::int, x'2060'::int,
     x'FEFF'::int, x'00AD'::int, x'034F'::int, x'FE0F'::int, x'3164'::int, x'E0041'::int, x'1D173'::int])
     as t (c)
    where pg_temp.write(array['https://example.com/a' || chr(c) || 'b']) = 'ok'),
  null,
  'every direction control, joiner, word joiner, byte-order mark, soft hyphen, variation selector, filler '
  'and tag is refused');
select set_config('role', 'none', true);
select is(
  (select count(*)::integer from generate_series(1, 1114111) c
    where (c < 55296 or c > 57343)
      and chr(c) ~ (select substring(p.prosrc from 'c_hidden constant text := ''([^'']+)''')
                      from pg_proc p where p.oid = 'private.answer_notes_check()'::regprocedure)),
  4174,
  'the refused characters are Unicode''s 4,174 default-ignorable code points, the list the apps check');
select set_config('role', 'authenticated', true);
select is(
  (select count(*)::integer from public.answer_notes where question_id = 'arch_1'
      and links = array['https://runbooks.example.com/deploy', 'https://bøger.dk/ä?q=1#x']),
  1, 'a refused write changed nothing');

-- The other way in: notes submitted with a report.
create function pg_temp.submitted(notes json) returns text language plpgsql as $$
begin
  perform public.submit_assessment((select answers from answer_sets where pos = 1), gen_random_uuid(), notes);
  return 'ok';
exception when sqlstate '22023' then
  return sqlerrm;
end;
$$;
select is(
  pg_temp.submitted(json_build_object('sec_1', json_build_object(
    'note', 'See the runbook', 'links', json_build_array('https://evil.example/' || chr(x'2067'::int) || 'x')))),
  'Links may not hold characters that cannot be seen or that turn the text around; on sec_1 this one does: '
  'https://evil.example/[U+2067]x',
  'a report submitted with such a link is refused');
select is(
  (select count(*)::integer from public.reports where user_id = '00000000-0000-4000-8000-0000000131a1'), 1,
  'and nothing of it is stored');
select is(pg_temp.submitted('{"sec_1": {"links": ["https://sso.example.com/policy"]}}'), 'ok',
  'a report with ordinary links is stored');

select * from finish();
rollback;
