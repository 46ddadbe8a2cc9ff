#!/usr/bin/env bash
# Benchmark: the Cmanagement ticket list with filters over 200,000 tickets, on SQLite and then on PostgreSQL.
# Seeds the demo company's "Edificio Los Robles" with `obra admin seed-tickets`, signs in as admin and sends each
# list query at a fixed rate with oha (latency-corrected, so queueing counts), printing its percentiles.
#
#   bench/tickets.sh [rate=200] [seconds=20] [count=200000]
#
# PostgreSQL is reached at OBRA_BENCH_POSTGRES (default postgres://postgres@127.0.0.1:5432); a database
# obra_bench_tickets is created and dropped. Needs oha (`cargo install oha --locked`, looked up on PATH and in
# /var/tmp/oha/bin) and psql.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
port=${OBRA_BENCH_PORT:-18581}
prepare 200000 obra_bench_tickets "$@"

run() { # $1 label, $2 database url ("" for SQLite in $dir)
  local label=$1 url=$2
  export OBRA_ADDR=127.0.0.1:$port OBRA_DATA_DIR="$dir/$label" OBRA_DATABASE_URL=$url OBRA_LOG=warn
  mkdir -p "$dir/$label"
  "$bin" demo >/dev/null
  "$bin" admin seed-tickets --count "$count" | tee "$dir/seed.txt"
  field=$(sed -n 's/.*campo Piso: //p' "$dir/seed.txt")
  project=$(sed -n 's/.*(\([0-9a-f-]*\)).*/\1/p' "$dir/seed.txt")
  start_server "$dir/$label/serve.log"
  local session; session=$(sign_in "$dir/jar")
  local base="/api/cmanagement/tickets?projectId=$project&rowsPerPage=20"
  for query in "" "&status=open,pending&priority=urgent,high" "&status=new&sortBy=priority&descending=false" \
      "&origin=email&created_from=2026-01-01&sortBy=created_at" "&field_id=$field&field_value=7&status=open" \
      "&search=%2312345" "&search=grieta&status=pending" "&responsible_id=none&page=200"; do
    echo "== $label: GET list$query at $rate req/s for ${secs}s"
    oha --no-tui -z "${secs}s" -q "$rate" --latency-correction -c 20 -H "Cookie: obra_session=$session" \
      "http://127.0.0.1:$port$base$query" | grep -E 'Success rate|Slowest|50.00%|90.00%|99.00%|\[200\]|\[[45][0-9][0-9]\]'
  done
  kill $pid; wait $pid 2>/dev/null || true; pid=
}

run sqlite ""
psql "$pg/postgres" -qc 'DROP DATABASE IF EXISTS obra_bench_tickets' -qc 'CREATE DATABASE obra_bench_tickets' >/dev/null
run postgres "$pg/obra_bench_tickets"
