#!/usr/bin/env bash
# README command 2: every test. Installs what it needs (npm packages, Debian's chromium, aiosmtpd), then runs
# clippy, the Rust suites on SQLite and PostgreSQL, the IFC fuzz target, the OpenAPI/TypeScript drift checks, the web checks and unit
# tests (beside the Rust build), the Playwright end-to-end suite in headless Chromium, and the API schema fuzzer (Schemathesis).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
# Each step's wall time is printed at the end, pass or fail, so the tail of a CI log shows where the time went.
steps=() started=$SECONDS last=$SECONDS bg_pids=()
step() {
  if [ ${#steps[@]} -gt 0 ]; then steps[-1]+=" $((SECONDS - last))"; fi
  last=$SECONDS steps+=("$*")
  printf '\n==> %s\n' "$*"
}
finish() {
  local status=$?
  kill "${bg_pids[@]}" 2>/dev/null || true
  if [ ${#steps[@]} -gt 0 ]; then steps[-1]+=" $((SECONDS - last))"; fi
  printf '\n==> step times (exit %s, %s s in all)\n' "$status" "$((SECONDS - started))"
  for s in "${steps[@]}"; do printf '%6s s  %s\n' "${s##* }" "${s% *}"; done
}
trap finish EXIT

step "tools"
if ! command -v chromium >/dev/null; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
python3 -c 'import aiosmtpd' 2>/dev/null || pip install -q aiosmtpd==1.4.6
python3 -c 'import moto.server, flask_cors' 2>/dev/null || pip install -q 'moto[server]==5.2.1'
python3 -c 'import schemathesis' 2>/dev/null || pip install -q schemathesis==4.32.5
# The WebDAV server the cloud-storage connector is tested against (a console script: pyenv needs a rehash to see it).
command -v wsgidav >/dev/null 2>&1 || { pip install -q wsgidav==4.3.3 cheroot==11.1.2; if command -v pyenv >/dev/null; then pyenv rehash; fi; }
command -v cargo-nextest >/dev/null || cargo install --locked cargo-nextest

step "npm packages"
npm --prefix web ci --no-audit --no-fund --loglevel=error
npm --prefix e2e ci --no-audit --no-fund --loglevel=error

# The web unit tests keep about one core busy for a quarter of an hour; they run beside the web checks, clippy and
# the Rust build (which leave a core idle for long stretches) and are waited for before the Rust tests start.
step "web: unit tests, in the background until the Rust tests"
web_log=$(mktemp)
npm --prefix web test >"$web_log" 2>&1 &
web_pid=$!
bg_pids+=("$web_pid")

step "web: types, lint, build"
npm --prefix web run typecheck
npm --prefix web run lint
npm --prefix web run build

step "rust: clippy"
cargo clippy --workspace --all-targets --quiet -- -D warnings

step "rust: build of the test binaries"
cargo nextest run --workspace --no-run

step "web: unit tests (waited for)"
web_status=0
wait $web_pid || web_status=$?
if [ $web_status -ne 0 ]; then cat "$web_log"; exit $web_status; fi
sed 's/\x1b\[[0-9;]*m//g' "$web_log" | grep -E '^ +(Test Files|Tests|Duration) ' || true

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

step "ifc: the reader under the fuzzer for a bounded time (nightly toolchain, cargo-fuzz)"
CARGO_TARGET_DIR=${OBRA_FUZZ_TARGET_DIR:-/var/tmp/obra-fuzz-target} crates/ifc/fuzz/run.sh "${OBRA_FUZZ_SECONDS:-60}" 2>&1 | tail -n 5

step "openapi: generated TypeScript types are current"
npm --prefix web run --silent check:api >/dev/null || { echo "web/src/api/schema.gen.ts is stale: npm --prefix web run gen:api" >&2; exit 1; }

step "rust: API suite on PostgreSQL with files on an S3 server (moto, on loopback)"
s3_port=${OBRA_TEST_S3_PORT:-9077}
moto_server -H 127.0.0.1 -p "$s3_port" >/tmp/obra-moto.log 2>&1 &
moto_pid=$!
bg_pids+=("$moto_pid")
for _ in $(seq 50); do (exec 3<>"/dev/tcp/127.0.0.1/$s3_port") 2>/dev/null && break; sleep 0.2; done
pg=${OBRA_TEST_POSTGRES_SERVER:-postgres://postgres@127.0.0.1:5432}
# The binaries the SQLite step built (`-p app` alone would resolve other features and build everything again).
OBRA_TEST_POSTGRES=$pg OBRA_TEST_S3="http://127.0.0.1:$s3_port" \
  cargo nextest run --workspace --no-fail-fast -E 'binary_id(app::api) | binary_id(server::crash)'
kill $moto_pid 2>/dev/null || true
psql -q -h 127.0.0.1 -U postgres -d postgres -Atc "SELECT datname FROM pg_database WHERE datname LIKE 'obra_t_%'" |
  while read -r db; do psql -q -h 127.0.0.1 -U postgres -d postgres -c "DROP DATABASE IF EXISTS $db" >/dev/null; done

step "end to end: Playwright in Chromium"
npm --prefix e2e run --silent typecheck
# The server binary the Rust tests built (server's crash test runs it); two workers, each with its own server.
OBRA_BIN="${CARGO_TARGET_DIR:-$root/target}/debug/obra" npm --prefix e2e test

step "api: the schema fuzzer on every operation of openapi.json (no 5xx, no answer outside the schema)"
scripts/fuzz-api.sh "${CARGO_TARGET_DIR:-$root/target}/debug/obra" 18610 "${OBRA_FUZZ_EXAMPLES:-5}"
