#!/usr/bin/env bash
# Benchmark: deliveries. (1) The units list over 20,000 units with filters at a fixed rate, on SQLite and then on
# PostgreSQL (oha, latency-corrected, so queueing counts). (2) The delivery act of a unit with 300 observed
# failures and 100 certificates: time per act over 20 requests, and the server's RSS before and after.
#
#   bench/units.sh [rate=200] [seconds=20] [count=20000]
#
# PostgreSQL is reached at OBRA_BENCH_POSTGRES (default postgres://postgres@127.0.0.1:5432); a database
# obra_bench_units is created and dropped. Needs oha (`cargo install oha --locked`, looked up on PATH and in
# /var/tmp/oha/bin) and psql.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
port=${OBRA_BENCH_PORT:-18582}
prepare 20000 obra_bench_units "$@"

rss() { awk '/VmRSS/ {print $2}' "/proc/$1/status"; }

run() { # $1 label, $2 database url ("" for SQLite in $dir)
  local label=$1 url=$2
  export OBRA_ADDR=127.0.0.1:$port OBRA_DATA_DIR="$dir/$label" OBRA_DATABASE_URL=$url OBRA_LOG=warn
  mkdir -p "$dir/$label"
  "$bin" demo >/dev/null
  "$bin" admin seed-units --count "$count" | tee "$dir/seed.txt"
  local project big
  project=$(sed -n 's/.*(\([0-9a-f-]*\)).*/\1/p' "$dir/seed.txt")
  big=$(sed -n 's/.*unidad del acta: //p' "$dir/seed.txt")
  start_server "$dir/$label/serve.log"
  local session; session=$(sign_in "$dir/jar")
  local base="/api/warranties/units?projectId=$project&rowsPerPage=20"
  for query in "" "&status=to_confirm,confirmed" "&search=T37" "&floor=12&sortBy=status" "&sortBy=scheduled_at&descending=true" "&page=500" \
      "/../summary?projectId=$project"; do
    local url="http://127.0.0.1:$port$base$query"
    [[ $query == /../* ]] && url="http://127.0.0.1:$port/api/warranties/units/summary?projectId=$project"
    echo "== $label: GET units$query at $rate req/s for ${secs}s"
    oha --no-tui -z "${secs}s" -q "$rate" --latency-correction -c 20 -H "Cookie: obra_session=$session" "$url" \
      | grep -E 'Success rate|Slowest|50.00%|90.00%|99.00%|\[200\]|\[[45][0-9][0-9]\]'
  done
  echo "== $label: the act of a unit with 300 failures and 100 certificates, 20 times"
  local before; before=$(rss $pid)
  for _ in $(seq 20); do
    curl -s -o "$dir/act.pdf" -w '%{time_total}\n' -H "Cookie: obra_session=$session" "http://127.0.0.1:$port/api/warranties/units/$big/act/preview"
  done | sort -n | awk '{t[NR]=$1} END {printf "act: min %.0f ms, median %.0f ms, max %.0f ms\n", t[1]*1000, t[int((NR+1)/2)]*1000, t[NR]*1000}'
  local after; after=$(rss $pid)
  echo "act: $(stat -c %s "$dir/act.pdf") bytes; server RSS ${before} kB before, ${after} kB after ($(( (after - before) / 1024 )) MB growth)"
  kill $pid; wait $pid 2>/dev/null || true; pid=
}

run sqlite ""
psql "$pg/postgres" -qc 'DROP DATABASE IF EXISTS obra_bench_units' -qc 'CREATE DATABASE obra_bench_units' >/dev/null
run postgres "$pg/obra_bench_units"
