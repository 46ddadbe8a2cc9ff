#!/usr/bin/env bash
# Benchmark: after sign-in, GET /api/me and GET /api/projects under a fixed rate, on a release build with SQLite
# (or PostgreSQL with OBRA_BENCH_DATABASE_URL). Prints oha's latency percentiles for each.
#
#   bench/api.sh [rate=1000] [seconds=20]
#
# Needs oha (`cargo install oha --locked`); it is looked up on PATH and in /var/tmp/oha/bin.
set -euo pipefail
cd "$(dirname "$0")/.."
rate=${1:-1000}
secs=${2:-20}
port=${OBRA_BENCH_PORT:-18580}
PATH="$PATH:/var/tmp/oha/bin"
command -v oha >/dev/null || { echo "oha not found: cargo install oha --locked" >&2; exit 1; }
cargo build --release -p server --quiet
dir=$(mktemp -d)
trap 'kill $pid 2>/dev/null || true; rm -rf "$dir"' EXIT
OBRA_ADDR=127.0.0.1:$port OBRA_DATA_DIR="$dir" OBRA_DATABASE_URL=${OBRA_BENCH_DATABASE_URL:-} OBRA_LOG=warn \
  "${CARGO_TARGET_DIR:-target}/release/obra" serve --demo >"$dir/serve.log" 2>&1 &
pid=$!
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && break; sleep 0.2; done
jar="$dir/jar"
curl -sf -c "$jar" -b "$jar" "http://127.0.0.1:$port/csrf-cookie" >/dev/null
xsrf=$(awk '$6 == "XSRF-TOKEN" {print $7}' "$jar")
curl -sf -c "$jar" -b "$jar" -H "X-XSRF-TOKEN: $xsrf" -H 'Content-Type: application/json' \
  -d '{"username":"admin","password":"obra-demo"}' "http://127.0.0.1:$port/login" >/dev/null
session=$(awk '$6 == "obra_session" {print $7}' "$jar")
for path in /api/me "/api/projects?page=1&rowsPerPage=20"; do
  echo "== GET $path at $rate req/s for ${secs}s"
  oha --no-tui -z "${secs}s" -q "$rate" --latency-correction -c 50 -H "Cookie: obra_session=$session" \
    "http://127.0.0.1:$port$path" | grep -E 'Success rate|Requests/sec|Slowest|Average|50.00%|90.00%|99.00%|99.90%|\[200\]|\[[45][0-9][0-9]\]'
done
