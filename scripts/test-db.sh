#!/usr/bin/env bash
# Runs the pgTAP suite (supabase/tests/*.sql) on a throw-away Debian PostgreSQL 15 server:
# bootstrap (what hosted Supabase provides) -> supabase/migrations/*.sql in order -> supabase/seed.sql
# -> pg_prove. On the same server, first, the schema check (`npm run db:check`): the migrations and
# supabase/schemas must build the same database; it fails the suite, with the difference, otherwise. Needs postgresql-15, postgresql-15-pgtap and libtap-parser-sourcehandler-pgtap-perl.
# The server listens on 127.0.0.1 only (port PGTEST_PORT, default: first free port from 54329) and is
# stopped, and its data directory removed, on exit.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PGBIN="${PGBIN:-/usr/lib/postgresql/15/bin}"
DB_NAME="postgres_test"

for bin in initdb pg_ctl psql createdb; do
  if [[ ! -x "$PGBIN/$bin" ]]; then
    echo "test-db: $PGBIN/$bin not found (install postgresql-15)" >&2
    exit 1
  fi
done
if ! command -v pg_prove >/dev/null 2>&1; then
  echo "test-db: pg_prove not found (install libtap-parser-sourcehandler-pgtap-perl)" >&2
  exit 1
fi
if ! ls /usr/share/postgresql/15/extension/pgtap.control >/dev/null 2>&1; then
  echo "test-db: pgTAP extension not found (install postgresql-15-pgtap)" >&2
  exit 1
fi

# initdb and pg_ctl refuse to run as root: run the server side as the postgres user then.
if [[ "$(id -u)" -eq 0 ]]; then
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

port_in_use() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}
PORT="${PGTEST_PORT:-}"
if [[ -z "$PORT" ]]; then
  PORT=54329
  while port_in_use "$PORT"; do
    PORT=$((PORT + 1))
    if [[ "$PORT" -gt 54429 ]]; then
      echo "test-db: no free port in 54329..54429" >&2
      exit 1
    fi
  done
fi

TMP="$(mktemp -d "${TMPDIR:-/tmp}/ahc-pgtest.XXXXXX")"
DATA="$TMP/data"
SOCK="$TMP/sock"
mkdir -p "$SOCK"
if [[ "$(id -u)" -eq 0 ]]; then
  chown -R postgres:postgres "$TMP"
fi
chmod 700 "$TMP"

STARTED=0
cleanup() {
  local rc=$?
  if [[ "$STARTED" -eq 1 ]]; then
    as_pg "$PGBIN/pg_ctl" -D "$DATA" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$TMP"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_pg "$PGBIN/initdb" -D "$DATA" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >"$TMP/initdb.log" 2>&1 || {
  cat "$TMP/initdb.log" >&2
  exit 1
}
STARTED=1
as_pg "$PGBIN/pg_ctl" -D "$DATA" -l "$TMP/server.log" -w -t 30 \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $SOCK -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null || {
  cat "$TMP/server.log" >&2
  exit 1
}

export PGHOST="$SOCK" PGPORT="$PORT" PGUSER="postgres"
"$PGBIN/createdb" "$DB_NAME"
# Hosted Supabase (and `supabase test db`) puts the extensions schema on the search path, which is
# where the tests install pgTAP (`create extension pgtap with schema extensions`).
"$PGBIN/psql" -X -q -v ON_ERROR_STOP=1 -d "$DB_NAME" \
  -c "alter database $DB_NAME set search_path = \"\$user\", public, extensions" >/dev/null

run_sql() {
  "$PGBIN/psql" -X -q -v ON_ERROR_STOP=1 -d "$DB_NAME" -f "$1" >/dev/null
}

echo "test-db: PostgreSQL $("$PGBIN/psql" -X -At -d "$DB_NAME" -c 'show server_version') on 127.0.0.1:$PORT"
run_sql "$ROOT/tools/local-supabase/sql/bootstrap.sql"
# GoTrue's own tables (sessions, second factors, ...), as the local stack and hosted Supabase have them:
# the two-factor rule reads auth.mfa_factors.
run_sql "$ROOT/tools/local-supabase/sql/gotrue.sql"
shopt -s nullglob
migrations=("$ROOT"/supabase/migrations/*.sql)
tests=("$ROOT"/supabase/tests/*.sql)
shopt -u nullglob
for f in "${migrations[@]}"; do
  echo "test-db: migration ${f#"$ROOT"/}"
  run_sql "$f"
done
if [[ -f "$ROOT/supabase/seed.sql" ]]; then
  echo "test-db: seed supabase/seed.sql"
  run_sql "$ROOT/supabase/seed.sql"
fi

if [[ "${#tests[@]}" -eq 0 ]]; then
  echo "test-db: no tests in supabase/tests" >&2
  exit 1
fi

# The schema check builds its own two databases on this server (and drops them), so it neither sees
# nor changes the one the tests run in. Its failure fails the suite after the tests have run too.
schema_check=0
echo "test-db: schema check (supabase/migrations against supabase/schemas)"
(cd "$ROOT" && pnpm --silent --filter local-supabase db:check --database-url "postgresql://postgres@127.0.0.1:$PORT/postgres") \
  || schema_check=$?

pg_prove --ext .sql -d "$DB_NAME" "$@" "${tests[@]}"
if [[ "$schema_check" -ne 0 ]]; then
  echo "test-db: the schema check failed (above): supabase/migrations and supabase/schemas differ" >&2
  exit 1
fi
