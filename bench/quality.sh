#!/usr/bin/env bash
# Benchmark: construction progress. A building schedule of 20,000 activities (with links and progress) in one
# project: (1) the activity list (first page, a deep page, a filter, collapsed summaries) and the Gantt's data at a
# fixed rate with oha (latency-corrected), on SQLite and then on PostgreSQL; (2) that schedule exported as a
# Primavera P6 XER and imported into another project (replace), timed end to end over HTTP.
#
#   bench/quality.sh [rate=50] [seconds=20] [count=20000]
#
# PostgreSQL is reached at OBRA_BENCH_POSTGRES (default postgres://postgres@127.0.0.1:5432); a database
# obra_bench_quality is created and dropped. Needs oha (`cargo install oha --locked`, looked up on PATH and in
# /var/tmp/oha/bin) and psql.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
port=${OBRA_BENCH_PORT:-18583}
prepare 20000 obra_bench_quality "$@"

run() { # $1 label, $2 database url ("" for SQLite in $dir)
  local label=$1 url=$2
  export OBRA_ADDR=127.0.0.1:$port OBRA_DATA_DIR="$dir/$label" OBRA_DATABASE_URL=$url OBRA_LOG=warn
  mkdir -p "$dir/$label"
  "$bin" demo >/dev/null
  "$bin" admin seed-activities --project "Torre Central" --count "$count" | tee "$dir/seed.txt"
  local project; project=$(sed -n 's/.*(\([0-9a-f-]*\)).*/\1/p' "$dir/seed.txt")
  start_server "$dir/$label/serve.log"
  local session; session=$(sign_in "$dir/jar")
  local xsrf; xsrf=$(awk '$6 == "XSRF-TOKEN" {print $7}' "$dir/jar")
  local summary; summary=$(curl -sf -b "$dir/jar" "http://127.0.0.1:$port/api/quality/activities?projectId=$project&rowsPerPage=1" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"][0]["id"])')
  local base="http://127.0.0.1:$port/api/quality"
  for path in "activities?projectId=$project&rowsPerPage=50" "activities?projectId=$project&rowsPerPage=50&page=300" \
      "activities?projectId=$project&rowsPerPage=50&status=late" "activities?projectId=$project&rowsPerPage=50&search=pintura" \
      "activities?projectId=$project&rowsPerPage=50&collapsed=$summary" "gantt?projectId=$project"; do
    # The first request builds what is kept until the schedule changes (the Gantt's answer, a filter's counts):
    # timed on its own, then the steady state at the fixed rate.
    echo "== $label: GET $path: first request $(curl -s -o /dev/null -w '%{time_total}' -b "$dir/jar" "$base/$path") s; then $rate req/s for ${secs}s"
    oha --no-tui -z "${secs}s" -q "$rate" --latency-correction -c 10 -H "Cookie: obra_session=$session" "$base/$path" \
      | grep -E 'Success rate|Slowest|50.00%|90.00%|99.00%|\[200\]|\[[45][0-9][0-9]\]'
  done
  curl -sf -b "$dir/jar" -o "$dir/schedule.xer" "$base/schedule/export?projectId=$project&format=xer"
  local robles; robles=$(curl -sf -b "$dir/jar" "http://127.0.0.1:$port/api/projects?rowsPerPage=50" | python3 -c 'import json,sys; print([p["id"] for p in json.load(sys.stdin)["data"] if p["name"]=="Edificio Los Robles"][0])')
  echo "== $label: import of the XER ($(stat -c %s "$dir/schedule.xer") bytes) into Edificio Los Robles, replacing its schedule"
  curl -s -b "$dir/jar" -H "X-XSRF-TOKEN: $xsrf" -F mode=replace -F "file=@$dir/schedule.xer" -w '\nimport: %{http_code} in %{time_total} s\n' \
    "$base/schedule/import?projectId=$robles" | tail -c 200
  kill $pid; wait $pid 2>/dev/null || true; pid=
}

run sqlite ""
psql "$pg/postgres" -qc 'DROP DATABASE IF EXISTS obra_bench_quality' -qc 'CREATE DATABASE obra_bench_quality' >/dev/null
run postgres "$pg/obra_bench_quality"
