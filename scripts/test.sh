#!/usr/bin/env bash
# Every test of the project: lint (the root lint script: Prettier, eslint, knip's dead-code check, unused
# translation keys) and types, the unit and contract suites (vitest, real supabase-js against
# local-supabase), the database suite (pgTAP on Debian PostgreSQL 15), the edge functions' own suites
# (deno test), and the end-to-end suite (Playwright in Debian's Chromium against the production build).
# Run through `npm test`, which bootstraps the machine first.
#
# Two lanes fill the machine's two cores. The end-to-end suite runs in one, with two Playwright workers;
# the other suites run one after another in the other, in the order a failure is cheapest to find. Much
# of their time is spent single-threaded (tsc, eslint) or waiting on their stacks, and the end-to-end
# suite's workers take the core they leave. Run in sequence they took 36 minutes on the 2-core machine;
# in two lanes, from a fresh clone, 21 minutes. Each lane's output stays whole: the end-to-end suite's
# is printed when it ends.
set -uo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d "${TMPDIR:-/tmp}/ahc-test.XXXXXX")
results=$work/results
: >"$results"

# Runs one suite, prints how it ended and how long it took, and records the outcome.
suite() {
  local name=$1
  shift
  local started=$SECONDS outcome=passed
  echo
  echo "=== $name"
  "$@" || outcome=failed
  echo "=== $name: $outcome in $((SECONDS - started)) s"
  echo "$outcome $name" >>"$results"
}

deno_bin=$(pwd)/tools/local-supabase/node_modules/.bin/deno
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

started=$SECONDS
# The end-to-end lane runs in a process group of its own, so an interrupted run stops all of it
# (Playwright, its stack and its servers) by that group.
set -m
suite "end-to-end (Playwright in Chromium)" pnpm --filter e2e test >"$work/e2e.log" 2>&1 &
e2e_lane=$!
set +m
trap 'kill -- -"$e2e_lane" 2>/dev/null' EXIT

suite "lint" pnpm --silent run lint
suite "typecheck" pnpm --silent run typecheck
suite "unit and contract tests (vitest)" pnpm -r --no-bail --if-present --workspace-concurrency=1 --filter '!e2e' run test
suite "database (pgTAP on PostgreSQL 15)" bash scripts/test-db.sh
suite "edge functions (deno test)" function_tests

wait "$e2e_lane"
trap - EXIT
cat "$work/e2e.log"

passed=$(grep -c '^passed ' "$results")
failed=$(grep -c '^failed ' "$results")
echo
if [ "$failed" -gt 0 ]; then
  echo "Failed suites: $(sed -n 's/^failed //p' "$results" | paste -sd ',' | sed 's/,/, /g')"
fi
echo "suites: $passed passed, $failed failed, in $((SECONDS - started)) s"
rm -rf "$work"
[ "$failed" -eq 0 ] && [ "$passed" -eq 6 ]
