-- Messages from the contact page. Anyone may send one; nobody reads them through
-- the client API (service_role only). Clients must insert with Prefer: return=minimal (supabase-js:
-- insert without .select()), since they cannot read the row back.

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  message text not null,
  created_at timestamptz not null default now(),
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  constraint contact_messages_name_length check (char_length(btrim(name)) between 1 and 200),
  constraint contact_messages_email_valid check (
    char_length(email) <= 320
    and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  constraint contact_messages_message_length check (char_length(btrim(message)) between 1 and 5000)
);

comment on table public.contact_messages is
  'Contact form submissions; insert-only for anon/authenticated (columns name, email, message), read/delete by service_role.';

-- Store trimmed values, so the length limits apply to what is kept (a name padded with 10 000 spaces
-- is stored as the name). user_id is always the caller (clients have no grant on it anyway).
create or replace function private.normalize_contact_message()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.name := btrim(new.name);
  new.email := btrim(new.email);
  new.message := btrim(new.message);
  return new;
end;
$$;
revoke all on function private.normalize_contact_message() from public;

create trigger contact_messages_normalize
  before insert or update on public.contact_messages
  for each row execute function private.normalize_contact_message();

-- For the foreign key's on delete set null.
create index contact_messages_user_id_idx on public.contact_messages (user_id);

alter table public.contact_messages enable row level security;

revoke all on table public.contact_messages from public, anon, authenticated, service_role;
grant insert (name, email, message) on table public.contact_messages to anon, authenticated;
grant select, delete on table public.contact_messages to service_role;

create policy contact_messages_insert_any on public.contact_messages
  for insert to anon, authenticated
  with check (user_id is not distinct from (select auth.uid()));
