#!/usr/bin/env bash
# Benchmark: after-sales. The requests list (filters, text, age bucket, a deep page), the list's counts and the
# dashboards' statistics over 200,000 requests and 600,000 failures, at a fixed rate, on SQLite and then on
# PostgreSQL (oha, latency-corrected, so queueing counts). The statistics are kept for a minute between changes
# (docs/decisions.md): the first answer of each query is also timed cold with curl.
#
#   bench/requests.sh [rate=200] [seconds=20] [count=200000]
#
# PostgreSQL is reached at OBRA_BENCH_POSTGRES (default postgres://postgres@127.0.0.1:5432); a database
# obra_bench_requests is created and dropped. Needs oha (`cargo install oha --locked`, looked up on PATH and in
# /var/tmp/oha/bin) and psql.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
port=${OBRA_BENCH_PORT:-18583}
prepare 200000 obra_bench_requests "$@"

run() { # $1 label, $2 database url ("" for SQLite in $dir)
  local label=$1 url=$2
  export OBRA_ADDR=127.0.0.1:$port OBRA_DATA_DIR="$dir/$label" OBRA_DATABASE_URL=$url OBRA_LOG=warn
  mkdir -p "$dir/$label"
  "$bin" demo >/dev/null
  "$bin" admin seed-requests --count "$count" | tee "$dir/seed.txt"
  local project
  project=$(sed -n 's/.*(\([0-9a-f-]*\)).*/\1/p' "$dir/seed.txt")
  start_server "$dir/$label/serve.log"
  local session; session=$(sign_in "$dir/jar")
  local base="http://127.0.0.1:$port/api/warranties"
  for path in "requests?projectId=$project" "requests?projectId=$project&status=open,pending" "requests?projectId=$project&search=Sello" \
      "requests?projectId=$project&age=gt45&sortBy=created_at" "requests?projectId=$project&page=200" "requests/summary?projectId=$project" \
      "stats?projectId=$project" "stats?projectId=$project&from=2026-01-01&to=2026-06-30" "stats?all_projects=true&projectId=$project"; do
    echo "== $label: GET $path"
    curl -s -o /dev/null -w 'first answer (cold): %{time_total}s\n' -H "Cookie: obra_session=$session" "$base/$path"
    oha --no-tui -z "${secs}s" -q "$rate" --latency-correction -c 20 -H "Cookie: obra_session=$session" "$base/$path" \
      | grep -E 'Success rate|Slowest|50.00%|90.00%|99.00%|\[200\]|\[[45][0-9][0-9]\]'
  done
  kill $pid; wait $pid 2>/dev/null || true; pid=
}

run sqlite ""
psql "$pg/postgres" -qc 'DROP DATABASE IF EXISTS obra_bench_requests' -qc 'CREATE DATABASE obra_bench_requests' >/dev/null
run postgres "$pg/obra_bench_requests"
