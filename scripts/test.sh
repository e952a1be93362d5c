#!/usr/bin/env bash
# Every test of the project, in the order a failure is cheapest to find: lint (the root lint script:
# Prettier, eslint, knip's dead-code check, unused translation keys) and types, then the unit and
# contract suites (vitest, real supabase-js against local-supabase), the database suite (pgTAP on Debian
# PostgreSQL 15), the edge functions' own suites (deno test), and the end-to-end suite (Playwright in
# Debian's Chromium against the production build). Run through `npm test`, which bootstraps the machine first.
set -uo pipefail
cd "$(dirname "$0")/.."

passed=0
failed=0
failures=()

suite() {
  local name=$1
  shift
  echo
  echo "=== $name"
  if "$@"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failures+=("$name")
  fi
}

deno_bin=$(pwd)/local-supabase/node_modules/.bin/deno
function_tests() {
  local dir
  for dir in supabase/functions/*/; do
    [ -f "$dir/deno.json" ] || continue
    # From the function's folder with its own config, so Deno leaves the workspace's package.json alone.
    (cd "$dir" && DENO_NO_PACKAGE_JSON=1 DENO_NO_UPDATE_CHECK=1 NO_COLOR=1 "$deno_bin" lint --config deno.json \
      && DENO_NO_PACKAGE_JSON=1 DENO_NO_UPDATE_CHECK=1 NO_COLOR=1 "$deno_bin" check --config deno.json ./*.ts \
      && DENO_NO_PACKAGE_JSON=1 DENO_NO_UPDATE_CHECK=1 NO_COLOR=1 "$deno_bin" test --config deno.json --allow-net=127.0.0.1 --allow-env --allow-read) || return 1
  done
}

suite "lint" pnpm --silent run lint
suite "typecheck" pnpm --silent run typecheck
suite "unit and contract tests (vitest)" pnpm -r --if-present --workspace-concurrency=1 --filter '!e2e' run test
suite "database (pgTAP on PostgreSQL 15)" bash scripts/test-db.sh
suite "edge functions (deno test)" function_tests
suite "end-to-end (Playwright in Chromium)" pnpm --filter e2e test

echo
if [ "$failed" -gt 0 ]; then
  echo "Failed suites: ${failures[*]}"
fi
echo "suites: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
