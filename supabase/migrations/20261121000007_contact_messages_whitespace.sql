-- Contact messages made only of whitespace were accepted: btrim() without a character list strips
-- spaces only, so a name of tabs and newlines passed the checks. Trim every kind of whitespace
-- (including no-break and zero-width spaces) in the trigger, which runs before the checks, and check
-- the trimmed length.

create or replace function private.normalize_contact_message()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  edge constant text := '[[:space:]\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]+';
begin
  new.name := regexp_replace(new.name, '^' || edge || '|' || edge || '$', '', 'g');
  new.email := regexp_replace(new.email, '^' || edge || '|' || edge || '$', '', 'g');
  new.message := regexp_replace(new.message, '^' || edge || '|' || edge || '$', '', 'g');
  return new;
end;
$$;
revoke all on function private.normalize_contact_message() from public;

alter table public.contact_messages
  drop constraint contact_messages_name_length,
  drop constraint contact_messages_message_length,
  add constraint contact_messages_name_length check (char_length(name) between 1 and 200),
  add constraint contact_messages_message_length check (char_length(message) between 1 and 5000);
