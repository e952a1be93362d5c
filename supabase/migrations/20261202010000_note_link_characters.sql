-- A note's links cannot read as another address. A right-to-left override turns
-- "https://evil.example/<U+202E>moc.elgoog" into what reads as a google.com address, and a zero-width
-- space hides inside "goo<U+200B>gle.com"; no web address needs such a character. The note check refuses a
-- link holding any of Unicode's default-ignorable code points (the bidirectional controls among them),
-- the list the apps check in the note editor, with an error that shows them as [U+202E]. Links stored
-- before this rule are left as they are: the apps show them as plain text with those characters made
-- visible, never as links.

create or replace function private.answer_notes_check()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  -- Unicode's default-ignorable code points, the bidirectional controls among them: the apps' list.
  c_hidden constant text := '[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFF8\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E0FFF]';
  v_link text;
begin
  if char_length(new.note) > 1000 then
    raise exception using errcode = '22023',
      message = format('A note is at most 1000 characters; the note on %s has %s.', new.question_id,
                       char_length(new.note));
  end if;
  if array_ndims(new.links) > 1 then
    raise exception using errcode = '22023',
      message = format('The links on %s must be a list of URLs, not a nested list.', new.question_id);
  end if;
  if cardinality(new.links) > 5 then
    raise exception using errcode = '22023',
      message = format('At most 5 links per note; the note on %s has %s.', new.question_id, cardinality(new.links));
  end if;
  foreach v_link in array coalesce(new.links, '{}') loop
    if v_link is null then
      raise exception using errcode = '22023',
        message = format('The links on %s include a missing one (null).', new.question_id);
    end if;
    if char_length(v_link) > 500 then
      raise exception using errcode = '22023',
        message = format('A link is at most 500 characters; one on %s has %s.', new.question_id,
                         char_length(v_link));
    end if;
    -- Nothing hidden: no character that cannot be seen or that turns the text around (Unicode's
    -- default-ignorable code points, the bidirectional controls among them), the list the apps check.
    if v_link ~ c_hidden then
      raise exception using errcode = '22023',
        message = format('Links may not hold characters that cannot be seen or that turn the text around; on %s '
                         'this one does: %s', new.question_id, left((
          select string_agg(case when c ~ c_hidden
                                 then '[U+' || upper(lpad(to_hex(ascii(c)), greatest(4, length(to_hex(ascii(c)))),
                                                          '0')) || ']'
                                 else c end, '' order by n)
            from unnest(regexp_split_to_array(v_link, '')) with ordinality as t (c, n)), 100));
    end if;
    -- An absolute http(s) URL: the scheme, a host, then anything but spaces and control characters.
    if v_link !~* '^https?://[^[:space:][:cntrl:]/?#]+([/?#][^[:space:][:cntrl:]]*)?$' then
      raise exception using errcode = '22023',
        message = format('Links must be absolute http(s) URLs; on %s this one is not: %s', new.question_id,
                         left(v_link, 100));
    end if;
  end loop;
  if coalesce(new.note, '') !~ '[^[:space:]]' and coalesce(cardinality(new.links), 0) = 0 then
    raise exception using errcode = '22023',
      message = format('A note needs text or a link; the one on %s has neither (delete it instead).',
                       new.question_id);
  end if;
  if new.share_with_team
     and exists (select 1 from public.reports r where r.id = new.report_id and r.team_name is null) then
    raise exception using errcode = '22023',
      message = format('Only notes on a team answer can be shared with the team; %s is on a personal report.',
                       new.question_id);
  end if;
  return new;
end;
$$;

revoke all on function private.answer_notes_check() from public, anon, authenticated, service_role;

comment on function private.answer_notes_check() is
  'Trigger on answer_notes: the rules on a note''s content (text at most 1000 characters, at most 5 absolute '
  'http(s) links of at most 500 characters with no hidden or direction-changing characters, text or a link, '
  'shared only on a team answer), each as a 22023 error naming the question.';
