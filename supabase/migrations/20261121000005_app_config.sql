-- Runtime configuration read by every client (docs/product.md §5). Row 'maintenance' =
-- {"enabled": boolean, "message": string}. Anyone may read; only service_role (the operator's
-- `npm run maintenance`) may write; every change is recorded in app_config_audit by a trigger.

create table public.app_config (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now(),
  constraint app_config_key_format check (key ~ '^[a-z][a-z0-9_]{0,62}$'),
  -- The shell reads value.enabled; a malformed maintenance row must fail the write, not the site.
  constraint app_config_maintenance_shape check (
    key <> 'maintenance' or (
      jsonb_typeof(value) = 'object'
      and jsonb_typeof(value -> 'enabled') = 'boolean'
      and (not (value ? 'message') or jsonb_typeof(value -> 'message') = 'string')
    )
  )
);

comment on table public.app_config is
  'Key -> jsonb runtime settings. ''maintenance'' = {"enabled": bool, "message": string}. Written by service_role only; audited in app_config_audit.';

create trigger app_config_set_updated_at
  before update on public.app_config
  for each row execute function private.set_updated_at();

alter table public.app_config enable row level security;

revoke all on table public.app_config from public, anon, authenticated;
grant select on table public.app_config to anon, authenticated;
-- service_role keeps insert/update/delete/select; truncate would bypass the row-level audit trigger.
revoke truncate on table public.app_config from service_role;

create policy app_config_read_all on public.app_config
  for select to anon, authenticated
  using (true);


create table public.app_config_audit (
  id bigint generated always as identity primary key,
  key text not null,
  operation text not null,
  old_value jsonb,
  new_value jsonb,
  changed_at timestamptz not null default now(),
  changed_by text not null,
  constraint app_config_audit_operation check (operation in ('INSERT', 'UPDATE', 'DELETE'))
);

comment on table public.app_config_audit is
  'Append-only history of app_config. changed_by: JWT role[:sub] when the change came through the API, else the database role.';
comment on column public.app_config_audit.key is 'app_config.key (no foreign key: deleted keys keep their history).';

create index app_config_audit_key_changed_at_idx on public.app_config_audit (key, changed_at desc);

alter table public.app_config_audit enable row level security;

-- Read by service_role only; written only by the trigger function below (its owner). Not even
-- service_role may insert, update or delete audit rows.
revoke all on table public.app_config_audit from public, anon, authenticated, service_role;
grant select on table public.app_config_audit to service_role;
revoke all on sequence public.app_config_audit_id_seq from public, anon, authenticated, service_role;

create or replace function private.audit_app_config()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_claims jsonb := auth.jwt();
  v_role text := nullif(v_claims ->> 'role', '');
  v_sub text := nullif(v_claims ->> 'sub', '');
  v_db_role text := nullif(current_setting('role', true), 'none');
begin
  insert into public.app_config_audit (key, operation, old_value, new_value, changed_by)
  values (
    case when tg_op = 'DELETE' then old.key else new.key end,
    tg_op,
    case when tg_op = 'INSERT' then null else old.value end,
    case when tg_op = 'DELETE' then null else new.value end,
    -- Inside a security-definer function current_user is the owner; the SET ROLE setting and
    -- session_user still name the caller.
    coalesce(
      v_role || coalesce(':' || v_sub, ''),
      v_sub,
      v_db_role,
      session_user::text
    )
  );
  return null;
end;
$$;
revoke all on function private.audit_app_config() from public;

create trigger app_config_audit_changes
  after insert or update or delete on public.app_config
  for each row execute function private.audit_app_config();

-- Production needs this row; the shell fails closed (maintenance on) until it has read it.
insert into public.app_config (key, value)
values ('maintenance', '{"enabled": false, "message": ""}'::jsonb)
on conflict (key) do nothing;
