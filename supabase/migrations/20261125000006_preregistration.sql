-- Pre-registration (docs/decisions.md): a new sign-up of an address that is still waiting for
-- confirmation replaces the earlier one's password and metadata, so that whoever confirms the address
-- gets the account they asked for. The profile is made from the first sign-up's metadata when the
-- auth user is inserted (private.handle_new_user); while the address is unconfirmed it follows each
-- replacement, so the name and company kept are the confirmer's, never an earlier signer's. Once the
-- address is confirmed the profile is the person's own (they edit it there) and metadata no longer
-- touches it.
create or replace function private.handle_pending_user_metadata()
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
revoke all on function private.handle_pending_user_metadata() from public, anon, authenticated, service_role;

create trigger on_auth_user_pending_metadata
  after update of raw_user_meta_data on auth.users
  for each row
  when (old.email_confirmed_at is null
        and coalesce(new.raw_app_meta_data ->> 'provider', 'email') = 'email'
        and old.raw_user_meta_data is distinct from new.raw_user_meta_data)
  execute function private.handle_pending_user_metadata();
