-- Profiles (docs/product.md §1 and §3): one row per auth user, created by a trigger on auth.users from
-- the sign-up metadata. Clients read and update their own row only, and only name, company and
-- architecture_description; no client inserts or deletes one (the trigger creates the row, and
-- deleting the auth user cascades).

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  name text not null default '',
  company text,
  architecture_description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profiles_email_length check (char_length(email) <= 320),
  constraint profiles_name_length check (char_length(name) <= 200),
  constraint profiles_company_length check (char_length(company) <= 200),
  constraint profiles_architecture_description_length check (char_length(architecture_description) <= 5000)
);

alter table public.profiles enable row level security;

-- Supabase's default privileges grant everything on public to the API roles; take it back and grant
-- exactly what the client needs. service_role keeps its default privileges (it bypasses RLS).
revoke all on table public.profiles from public, anon, authenticated;
grant select on table public.profiles to authenticated;
grant update (name, company, architecture_description) on table public.profiles to authenticated;

-- The filtered column is the primary key, so it is already indexed.
create policy profiles_select_own on public.profiles
  for select to authenticated
  using ((select auth.uid()) = id);

create policy profiles_update_own on public.profiles
  for update to authenticated
  using ((select auth.uid()) = id)
  with check ((select auth.uid()) = id);

create policy profiles_require_aal2 on public.profiles as restrictive for all to authenticated
  using ((select private.mfa_satisfied())) with check ((select private.mfa_satisfied()));

comment on table public.profiles is
  'One profile per auth user, created by private.handle_new_user().';
comment on column public.profiles.architecture_description is
  'Empty string after e-mail sign-up, NULL after Google/Apple sign-in (no description was asked for).';

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function private.set_updated_at();

-- ---------------------------------------------------------------- made and kept in step from auth.users

-- Creates the profile when an auth user is created. E-mail sign-up passes {name, company} as user
-- metadata; Google and Apple provide name / full_name. Never overwrites an existing row. Values are
-- clipped to the column limits so that an over-long name cannot make sign-up itself fail.
create function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  provider text := new.raw_app_meta_data ->> 'provider';
  is_email_signup boolean := provider is null or provider = 'email';
begin
  insert into public.profiles (id, email, name, company, architecture_description)
  values (
    new.id,
    left(coalesce(new.email, ''), 320),
    left(btrim(coalesce(
      nullif(btrim(meta ->> 'name'), ''),
      nullif(btrim(meta ->> 'full_name'), ''),
      nullif(btrim(meta ->> 'display_name'), ''),
      ''
    )), 200),
    case when is_email_signup then left(btrim(coalesce(meta ->> 'company', '')), 200) else '' end,
    case when is_email_signup then '' else null end
  )
  on conflict (id) do nothing;
  return new;
end;
$$;
revoke all on function private.handle_new_user() from public;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

-- Keeps the profile's e-mail in step when the auth user's e-mail changes (clients cannot update it).
create function private.handle_user_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles p
     set email = left(coalesce(new.email, ''), 320)
   where p.id = new.id;
  return new;
end;
$$;
revoke all on function private.handle_user_email_change() from public;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function private.handle_user_email_change();

-- Pre-registration (docs/decisions.md): a new sign-up of an address that is still waiting for
-- confirmation replaces the earlier one's password and metadata, so that whoever confirms the address
-- gets the account they asked for. The profile is made from the first sign-up's metadata when the
-- auth user is inserted (private.handle_new_user); while the address is unconfirmed it follows each
-- replacement, so the name and company kept are the confirmer's, never an earlier signer's. Once the
-- address is confirmed the profile is the person's own (they edit it there) and metadata no longer
-- touches it.
create function private.handle_pending_user_metadata()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
begin
  -- The same reading of the sign-up metadata as private.handle_new_user, for e-mail sign-ups.
  update public.profiles p
     set name = left(btrim(coalesce(
           nullif(btrim(meta ->> 'name'), ''),
           nullif(btrim(meta ->> 'full_name'), ''),
           nullif(btrim(meta ->> 'display_name'), ''),
           ''
         )), 200),
         company = left(btrim(coalesce(meta ->> 'company', '')), 200)
   where p.id = new.id;
  return new;
end;
$$;
revoke all on function private.handle_pending_user_metadata() from public;

create trigger on_auth_user_pending_metadata
  after update of raw_user_meta_data on auth.users
  for each row
  when (old.email_confirmed_at is null
        and coalesce(new.raw_app_meta_data ->> 'provider', 'email') = 'email'
        and old.raw_user_meta_data is distinct from new.raw_user_meta_data)
  execute function private.handle_pending_user_metadata();
