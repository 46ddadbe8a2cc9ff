#!/usr/bin/env bash
# README command 2: every test. Installs what it needs (npm packages, Debian's chromium, aiosmtpd), then runs
# clippy, the Rust suites on SQLite and PostgreSQL, the OpenAPI/TypeScript drift checks, the web checks and unit
# tests, and the Playwright end-to-end suite in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
step() { printf '\n==> %s\n' "$*"; }

step "tools"
if ! command -v chromium >/dev/null; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
python3 -c 'import aiosmtpd' 2>/dev/null || pip install -q aiosmtpd==1.4.6
command -v cargo-nextest >/dev/null || cargo install --locked cargo-nextest

step "npm packages"
npm --prefix web ci --no-audit --no-fund --loglevel=error
npm --prefix e2e ci --no-audit --no-fund --loglevel=error

step "web: types, lint, unit tests, build"
npm --prefix web run typecheck
npm --prefix web run lint
npm --prefix web test
npm --prefix web run build

step "rust: clippy"
cargo clippy --workspace --all-targets --quiet -- -D warnings

step "services: PostgreSQL and NATS (started here when the machine has not)"
if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql)" main start
fi
if ! (exec 3<>/dev/tcp/127.0.0.1/4222) 2>/dev/null; then
  start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222
  sleep 1
fi
export OBRA_TEST_NATS=nats://127.0.0.1:4222

step "rust: tests on SQLite (includes the openapi.json drift check)"
cargo nextest run --workspace --no-fail-fast

step "openapi: generated TypeScript types are current"
npm --prefix web run --silent check:api >/dev/null || { echo "web/src/api/schema.gen.ts is stale: npm --prefix web run gen:api" >&2; exit 1; }

step "rust: API suite on PostgreSQL"
pg=${OBRA_TEST_POSTGRES_SERVER:-postgres://postgres@127.0.0.1:5432}
OBRA_TEST_POSTGRES=$pg cargo nextest run -p app --test api --no-fail-fast
psql -q -h 127.0.0.1 -U postgres -d postgres -Atc "SELECT datname FROM pg_database WHERE datname LIKE 'obra_t_%'" |
  while read -r db; do psql -q -h 127.0.0.1 -U postgres -d postgres -c "DROP DATABASE IF EXISTS $db" >/dev/null; done

step "end to end: Playwright in Chromium"
npm --prefix e2e run --silent typecheck
cargo build -p server --quiet
OBRA_BIN="${CARGO_TARGET_DIR:-$root/target}/debug/obra" npm --prefix e2e test
