-- Messages from the contact page. Anyone may send one, through public.send_contact_message(name, email,
-- message), one message per call and rate limited (PostgREST would take a JSON array as one insert: a
-- single request once stored 14,000 messages). Nobody writes the table directly, and nobody reads it
-- through the client API (service_role only).

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  message text not null,
  created_at timestamptz not null default now(),
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  constraint contact_messages_name_length check (char_length(name) between 1 and 200),
  constraint contact_messages_email_valid check (
    char_length(email) <= 320
    and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  constraint contact_messages_message_length check (char_length(message) between 1 and 5000),
  -- Who sent a message, as far as the rate limit needs to know: a SHA-256 hex digest of the client
  -- address, never the address itself. NULL when the request carried no address (no limit per address
  -- then).
  sender_hash text
);

alter table public.contact_messages enable row level security;

-- Only service_role (and the owner) can read the table at all; anon and authenticated have no
-- privilege on any column of it.
revoke all on table public.contact_messages from public, anon, authenticated, service_role;
grant select, delete on table public.contact_messages to service_role;

-- For the foreign key's on delete set null.
create index contact_messages_user_id_idx on public.contact_messages (user_id);

-- Each limit counts the messages of one window; these indexes keep those counts index scans however
-- many messages accumulate. The e-mail limit compares lower-cased addresses, hence the expression.
create index contact_messages_sender_hash_created_at_idx
  on public.contact_messages (sender_hash, created_at);

create index contact_messages_lower_email_created_at_idx
  on public.contact_messages (lower(email), created_at);

create index contact_messages_created_at_idx
  on public.contact_messages (created_at);

-- With RLS on and no policy the table would look forgotten rather than closed (and the Security
-- Advisor says so). service_role bypasses RLS anyway; these policies state the intended access in
-- the same place as every other table's.
create policy contact_messages_service_role_select on public.contact_messages
  for select to service_role
  using (true);

create policy contact_messages_service_role_delete on public.contact_messages
  for delete to service_role
  using (true);

comment on table public.contact_messages is
  'Contact form submissions, written only by public.send_contact_message (one message per call, rate '
  'limited); read/delete by service_role.';
comment on column public.contact_messages.sender_hash is
  'sha256 (hex) of the client address the API gateway appended to x-forwarded-for; only for the per-address '
  'rate limit. NULL when unknown.';

-- btrim() without a character list strips spaces only, so a name of tabs and newlines would pass the
-- checks. The trigger, which runs before the checks, trims every kind of whitespace (including
-- no-break and zero-width spaces), and the checks test the trimmed length.
create function private.normalize_contact_message()
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

create trigger contact_messages_normalize
  before insert or update on public.contact_messages
  for each row execute function private.normalize_contact_message();

-- ---------------------------------------------------------------- sending one
-- Two-factor: not checked, on purpose (supabase/tests/005_advisor.sql lists it): it writes a message
-- anyone may send without an account and reads nothing of the caller's.

create function private.send_contact_message(name text, email text, message text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- The limits. Generous for a person writing to us, tight enough that a script cannot fill the
  -- table: per client address 5 per 10 minutes, per sender e-mail 5 per hour, and 100 per 10 minutes
  -- in all (the last one also holds when addresses rotate).
  per_address_max constant integer := 5;
  per_address_window constant interval := interval '10 minutes';
  per_email_max constant integer := 5;
  per_email_window constant interval := interval '1 hour';
  global_max constant integer := 100;
  global_window constant interval := interval '10 minutes';

  v_headers text := nullif(current_setting('request.headers', true), '');
  v_forwarded text;
  v_address text;
  v_sender_hash text;
  v_email text;
begin
  -- The client address is the RIGHTMOST x-forwarded-for entry: the API gateway appends the address
  -- it saw, while everything to its left came from the client and can be anything.
  if v_headers is not null then
    begin
      v_forwarded := v_headers::json ->> 'x-forwarded-for';
    exception when others then
      -- Unreadable headers only switch off the per-address limit; the other two still apply.
      v_forwarded := null;
    end;
  end if;
  v_address := nullif(btrim(split_part(v_forwarded, ',', -1), E' \t'), '');
  if v_address is not null then
    v_sender_hash := encode(sha256(convert_to(v_address, 'UTF8')), 'hex');
  end if;

  -- One caller at a time past this point, so concurrent requests cannot all see the count just under
  -- a limit and all get in. The lock ends with the transaction, and one insert takes milliseconds.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('private.send_contact_message', 0));

  -- Insert first: the table's trigger trims the values and its checks reject invalid input (23514,
  -- 23502 for a missing value) exactly as before, and the e-mail limit then counts the address as it
  -- is stored. A message over a limit is undone by the exception below.
  insert into public.contact_messages as m (name, email, message, user_id, sender_hash)
  values (
    send_contact_message.name,
    send_contact_message.email,
    send_contact_message.message,
    auth.uid(),
    v_sender_hash
  )
  returning m.email into v_email;

  -- Each count includes the new message and stops one past the limit.
  if v_sender_hash is not null and (
    select count(*) from (
      select 1 from public.contact_messages c
       where c.sender_hash = v_sender_hash and c.created_at > now() - per_address_window
       limit per_address_max + 1) s
  ) > per_address_max
  or (
    select count(*) from (
      select 1 from public.contact_messages c
       where lower(c.email) = lower(v_email) and c.created_at > now() - per_email_window
       limit per_email_max + 1) s
  ) > per_email_max
  or (
    select count(*) from (
      select 1 from public.contact_messages c
       where c.created_at > now() - global_window
       limit global_max + 1) s
  ) > global_max
  then
    -- PostgREST answers SQLSTATE PTxyz with HTTP status xyz: 429 Too Many Requests.
    raise exception using
      errcode = 'PT429',
      message = 'Too many contact messages. Please try again later.';
  end if;
end;
$$;

comment on function private.send_contact_message(text, text, text) is
  'Called only through public.send_contact_message. Stores one contact message for auth.uid() (NULL for '
  'anon) if the rate limits allow it. Errors: 23514/23502 invalid input; PT429 over a rate limit.';

create function public.send_contact_message(name text, email text, message text)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  perform private.send_contact_message(
    send_contact_message.name, send_contact_message.email, send_contact_message.message);
end;
$$;
revoke all on function public.send_contact_message(text, text, text)
  from public, anon, authenticated, service_role;
grant execute on function public.send_contact_message(text, text, text) to anon, authenticated;

comment on function public.send_contact_message(text, text, text) is
  'Stores one contact message for auth.uid() (NULL for anon). Rate limited per client address (5 per 10 '
  'minutes), per sender e-mail (5 per hour) and overall (100 per 10 minutes). Errors: 23514/23502 invalid '
  'input; PT429 (HTTP 429) over a rate limit.';
