#!/usr/bin/env bash
# Benchmark: a webhook fan-out. Five applications (env testing) subscribe to `user.updated`, each at its own local
# receiver (bench/receivers.mjs); `obra admin emit-events` raises N events (default 10,000, so 5N deliveries) while
# oha measures GET /api/projects at a fixed rate. Prints the deliveries per second (first event raised → last
# delivery received) and the API's latency while delivering. SQLite by default; PostgreSQL with
# OBRA_BENCH_DATABASE_URL=postgres://…/empty_db.
#
#   bench/webhooks.sh [rate=100] [seconds=30] [events=10000]
#
# Needs node, oha (`cargo install oha --locked`, looked up on PATH and in /var/tmp/oha/bin) and psql.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
port=${OBRA_BENCH_PORT:-18591}
prepare 10000 obra_bench_webhooks "$@"
events=$count

export OBRA_ADDR=127.0.0.1:$port OBRA_DATA_DIR="$dir/data" OBRA_DATABASE_URL=${OBRA_BENCH_DATABASE_URL:-} OBRA_LOG=warn
export OBRA_WEBHOOKS_ALLOW_LOOPBACK=1 OBRA_DEMO_MODEL=0
mkdir -p "$dir/data"
"$bin" demo >/dev/null
node bench/receivers.mjs >"$dir/receivers.txt" &
receivers=$!
trap '[ -n "$pid" ] && kill $pid 2>/dev/null; kill $receivers 2>/dev/null; rm -rf "$dir"' EXIT
for _ in $(seq 50); do [ -s "$dir/receivers.txt" ] && break; sleep 0.1; done
mapfile -t ports < <(head -1 "$dir/receivers.txt" | tr -d '[]' | tr ',' '\n')
start_server "$dir/serve.log"
session=$(sign_in "$dir/jar")
xsrf=$(awk '$6 == "XSRF-TOKEN" {print $7}' "$dir/jar")
api() { curl -sf -b "$dir/jar" -H "X-XSRF-TOKEN: $xsrf" -H 'Content-Type: application/json' -X "$1" -d "$3" "http://127.0.0.1:$port$2"; }
api PUT /api/integrations/webhooks '{"active":true}' >/dev/null
for i in "${!ports[@]}"; do
  id=$(api POST /api/webhooks/apps "{\"name\":\"Receptor $i\",\"env\":\"testing\"}" | sed -n 's/.*"app":{"id":"\([^"]*\)".*/\1/p')
  api PUT "/api/webhooks/apps/$id/events" "{\"events\":[{\"event\":\"user.updated\",\"url\":\"http://127.0.0.1:${ports[$i]}/hook\"}]}" >/dev/null
done
expected=$((events * ${#ports[@]}))
echo "== $events events × ${#ports[@]} receivers = $expected deliveries; GET /api/projects at $rate req/s meanwhile"
oha --no-tui -z "${secs}s" -q "$rate" --latency-correction -c 10 -H "Cookie: obra_session=$session" \
  "http://127.0.0.1:$port/api/projects?page=1&rowsPerPage=20" >"$dir/oha.txt" &
ohapid=$!
started=$(date +%s.%N)
"$bin" admin emit-events --count "$events"
while :; do
  got=$(curl -sf "http://127.0.0.1:${ports[0]}/count")
  [ "$got" -ge "$expected" ] && break
  sleep 0.2
done
ended=$(date +%s.%N)
wait $ohapid || true
awk -v s="$started" -v e="$ended" -v n="$expected" 'BEGIN { printf "delivered %d in %.1f s: %.0f deliveries/s\n", n, e - s, n / (e - s) }'
grep -E 'Success rate|Slowest|50.00%|90.00%|99.00%|\[200\]|\[[45][0-9][0-9]\]' "$dir/oha.txt"
