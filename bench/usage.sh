#!/usr/bin/env bash
# Benchmark: what recording usage events costs the API (issue 19). The same load as api.sh (GET /api/me at a fixed
# rate after sign-in) on a server with usage events off (OBRA_USAGE_EVENTS=0) and on, then the usage insights
# endpoint over the events the second run recorded. SQLite by default; PostgreSQL with OBRA_BENCH_DATABASE_URL
# (an empty database; it is reused by both runs).
#
#   bench/usage.sh [rate=1000] [seconds=20]      (OBRA_BENCH_BIN takes a release binary already built)
set -euo pipefail
cd "$(dirname "$0")/.."
rate=${1:-1000}
secs=${2:-20}
port=${OBRA_BENCH_PORT:-18581}
PATH="$PATH:/var/tmp/oha/bin"
command -v oha >/dev/null || { echo "oha not found: cargo install oha --locked" >&2; exit 1; }
if [ -z "${OBRA_BENCH_BIN:-}" ]; then cargo build --release -p server --quiet; fi
bin="${OBRA_BENCH_BIN:-${CARGO_TARGET_DIR:-target}/release/obra}"
dir=$(mktemp -d)
pid=
trap 'kill $pid 2>/dev/null || true; rm -rf "$dir"' EXIT

start() { # $1: OBRA_USAGE_EVENTS
  OBRA_USAGE_EVENTS=$1 OBRA_ADDR=127.0.0.1:$port OBRA_DATA_DIR="$dir" OBRA_DATABASE_URL=${OBRA_BENCH_DATABASE_URL:-} \
    OBRA_LOG=warn "$bin" serve --demo >"$dir/serve.log" 2>&1 &
  pid=$!
  for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && break; sleep 0.2; done
  jar="$dir/jar"
  rm -f "$jar"
  curl -sf -c "$jar" -b "$jar" "http://127.0.0.1:$port/csrf-cookie" >/dev/null
  xsrf=$(awk '$6 == "XSRF-TOKEN" {print $7}' "$jar")
  curl -sf -c "$jar" -b "$jar" -H "X-XSRF-TOKEN: $xsrf" -H 'Content-Type: application/json' \
    -d '{"username":"admin","password":"obra-demo"}' "http://127.0.0.1:$port/login" >/dev/null
  session=$(awk '$6 == "obra_session" {print $7}' "$jar")
}

load() { # $1: path, $2: rate, $3: seconds
  oha --no-tui -z "${3}s" -q "$2" --latency-correction -c 50 -H "Cookie: obra_session=$session" \
    "http://127.0.0.1:$port$1" | grep -E 'Success rate|Requests/sec|Average|50.00%|90.00%|99.00%|99.90%|\[200\]|\[[45][0-9][0-9]\]'
}

for events in 0 1; do
  start $events
  echo "== usage events $( [ $events = 1 ] && echo on || echo off ): GET /api/me at $rate req/s for ${secs}s"
  load /api/me "$rate" "$secs"
  if [ $events = 1 ]; then
    echo "== GET /api/ocinsights/usage (the last 30 days, over the events just recorded) at 20 req/s for 10s"
    load /api/ocinsights/usage 20 10
  fi
  kill $pid; wait $pid 2>/dev/null || true
done
