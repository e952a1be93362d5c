-- Runtime configuration read by every client (docs/product.md §5), and its audit trail.
--
-- app_config: key -> jsonb. Row 'maintenance' = {"enabled": boolean, "message": string}; the other rows
-- are settings of the features that read them (benchmark, team_report, invitation_mail,
-- release_health, ...), each with a default when its row is missing. Anyone may read; only
-- service_role (the operator's `npm run maintenance`) may write; every change is recorded in
-- app_config_audit by a trigger.
--
-- Data: production needs the 'maintenance' row (the shell fails closed, maintenance on, until it has
-- read it); it is inserted by the migration 20261121000005_app_config.sql, not here.

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
  ),
  -- The rows below are optional (each setting has a default); they are checked when present so that a
  -- malformed setting is refused when written, not when read. (CASE, not AND: SQL does not promise to
  -- test the type before it tries the cast.)
  -- 'benchmark' = {"min_people": k}: the benchmark's k (benchmark.sql).
  constraint app_config_benchmark_shape check (
    key <> 'benchmark' or (
      case when jsonb_typeof(value -> 'min_people') = 'number'
           then (value ->> 'min_people')::numeric between 5 and 1000000
           else false end
    )
  ),
  -- 'team_report' = {"min_answers": n}: the operators' floor under every team's own minimum
  -- (team_reports.sql).
  constraint app_config_team_report_shape check (
    key <> 'team_report' or (
      case when jsonb_typeof(value -> 'min_answers') = 'number'
           then (value ->> 'min_answers')::numeric between 3 and 100
           else false end
    )
  )
);

alter table public.app_config enable row level security;

revoke all on table public.app_config from public, anon, authenticated;
grant select on table public.app_config to anon, authenticated;

-- service_role keeps insert/update/delete/select; truncate would bypass the row-level audit trigger.
revoke truncate on table public.app_config from service_role;

create policy app_config_read_all on public.app_config
  for select to anon, authenticated
  using (true);

comment on table public.app_config is
  'Key -> jsonb runtime settings. ''maintenance'' = {"enabled": bool, "message": string}. Written by '
  'service_role only; audited in app_config_audit.';

create trigger app_config_set_updated_at
  before update on public.app_config
  for each row execute function private.set_updated_at();

-- An integer setting from app_config: value ->> field of row `key`, else the default; never below
-- `minimum` (a typo in a setting must not switch a privacy threshold off).
create function private.setting_int(key text, field text, default_value integer, minimum integer)
returns integer
language sql
stable
set search_path = ''
as $$
  select greatest(coalesce(
    (select case when jsonb_typeof(c.value -> field) = 'number' then floor((c.value ->> field)::numeric)::integer end
       from public.app_config c where c.key = setting_int.key),
    default_value), minimum)
$$;
revoke all on function private.setting_int(text, text, integer, integer) from public;

-- ---------------------------------------------------------------- the audit trail

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

alter table public.app_config_audit enable row level security;

create index app_config_audit_key_changed_at_idx on public.app_config_audit (key, changed_at desc);

-- Read by service_role only; written only by the trigger function below (its owner). Not even
-- service_role may insert, update or delete audit rows.
revoke all on table public.app_config_audit from public, anon, authenticated, service_role;
grant select on table public.app_config_audit to service_role;
revoke all on sequence public.app_config_audit_id_seq from public, anon, authenticated, service_role;

-- RLS on and no policy would already deny every client, but it reads like a table someone forgot to
-- finish, and Supabase's Security Advisor reports it. The operator's `npm run maintenance` and the
-- tests read the audit trail through the REST API as service_role, which bypasses RLS; this policy
-- states that access next to the grant (select only) instead of leaving it implied. Nobody gets a
-- write policy: the trigger function, as the table's owner, is the only writer.
create policy app_config_audit_service_role_select on public.app_config_audit
  for select to service_role
  using (true);

comment on table public.app_config_audit is
  'Append-only history of app_config. changed_by: JWT role[:sub] when the change came through the API, else '
  'the database role.';
comment on column public.app_config_audit.key is
  'app_config.key (no foreign key: deleted keys keep their history).';

-- Inside a security-definer function current_user is the owner; private.request_actor() names the
-- caller.
create function private.audit_app_config()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.app_config_audit (key, operation, old_value, new_value, changed_by)
  values (
    case when tg_op = 'DELETE' then old.key else new.key end,
    tg_op,
    case when tg_op = 'INSERT' then null else old.value end,
    case when tg_op = 'DELETE' then null else new.value end,
    private.request_actor()
  );
  return null;
end;
$$;
revoke all on function private.audit_app_config() from public;

create trigger app_config_audit_changes
  after insert or update or delete on public.app_config
  for each row execute function private.audit_app_config();
