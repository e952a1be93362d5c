#!/usr/bin/env bash
# Makes a fresh machine ready for `npm start` / `npm test`: pnpm (through corepack), the workspace's
# packages from the lockfile, and with --test the Debian packages the suites use (PostgreSQL 15 with
# pgTAP and pg_prove, Chromium) where they are missing and apt is available; with --database only
# PostgreSQL 15 (`npm run db:diff` and `npm run db:check`). Idempotent and quick when everything is
# already there.
set -euo pipefail
cd "$(dirname "$0")/.."

want_test_tools=false
want_database=false
[ "${1:-}" = "--test" ] && want_test_tools=true
[ "${1:-}" = "--database" ] && want_database=true

log() { echo "[bootstrap] $*" >&2; }

# The pnpm release the lockfile was written with. (Not package.json's packageManager field: pnpm 12
# then wants to record itself in the lockfile, which a frozen install refuses.)
PNPM_VERSION=12.21.0

ensure_pnpm() {
  local wanted=$PNPM_VERSION
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$wanted" ]; then
    return
  fi
  log "installing pnpm $wanted"
  # corepack's bundled signing keys predate current pnpm releases; the registry is still the source.
  export COREPACK_INTEGRITY_KEYS=0
  if command -v corepack >/dev/null 2>&1 && corepack enable >/dev/null 2>&1 \
     && corepack prepare "pnpm@$wanted" --activate >/dev/null 2>&1 && command -v pnpm >/dev/null; then
    return
  fi
  npm install --global --silent "pnpm@$wanted"
}

# Installs the Debian packages named that are not installed yet.
ensure_debian_packages() {
  local missing=() package
  for package in "$@"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return
  if ! command -v apt-get >/dev/null 2>&1; then
    log "missing ${missing[*]} and no apt-get here: install them by hand (see README)"; return
  fi
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  log "installing Debian packages: ${missing[*]}"
  $sudo apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
}

ensure_pnpm
export COREPACK_INTEGRITY_KEYS=0
pnpm install --frozen-lockfile --reporter=silent >&2 || pnpm install --frozen-lockfile >&2
$want_test_tools && ensure_debian_packages postgresql-15 postgresql-15-pgtap libtap-parser-sourcehandler-pgtap-perl \
  chromium poppler-utils
$want_database && ensure_debian_packages postgresql-15
exit 0
