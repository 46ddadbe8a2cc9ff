#!/usr/bin/env bash
# Benchmark: importing N users (default 10,000) from an .xlsx end to end over HTTP on a release build — upload,
# check (the summary) and commit with invitations — on SQLite and on PostgreSQL. Prints the seconds of each step
# and the server's peak resident memory (VmHWM).
#
#   bench/import.sh [users=10000]
#
# PostgreSQL is reached at OBRA_BENCH_POSTGRES (default postgres://postgres@127.0.0.1:5432); a database
# obra_bench_import is created and dropped.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-10000}
port=${OBRA_BENCH_PORT:-18581}
pg=${OBRA_BENCH_POSTGRES:-postgres://postgres@127.0.0.1:5432}
target=${CARGO_TARGET_DIR:-target}
cargo build --release -p server --quiet
cargo build --release -p app --example users_xlsx --quiet
dir=$(mktemp -d)
trap 'kill $pid 2>/dev/null || true; rm -rf "$dir"' EXIT
"$target/release/examples/users_xlsx" "$n" "$dir/users.xlsx"
echo "file: $(du -h "$dir/users.xlsx" | cut -f1) with $n users"
base=http://127.0.0.1:$port
json() { python3 -c "import json,sys; d=json.load(sys.stdin); print(eval(sys.argv[1]))" "$1"; }
login() { # jar username
  curl -sf -c "$1" -b "$1" "$base/csrf-cookie" >/dev/null
  curl -sf -c "$1" -b "$1" -H "X-XSRF-TOKEN: $(awk '$6 == "XSRF-TOKEN" {print $7}' "$1")" -H 'Content-Type: application/json' \
    -d "{\"username\":\"$2\",\"password\":\"obra-demo\"}" "$base/login" >/dev/null
}
call() { # jar method path [json]
  curl -sf -b "$1" -X "$2" -H "X-XSRF-TOKEN: $(awk '$6 == "XSRF-TOKEN" {print $7}' "$1")" -H 'Content-Type: application/json' \
    ${4:+-d "$4"} "$base$3"
}
now() { date +%s.%N; }
run() { # engine database-url
  rm -rf "$dir/data"; mkdir -p "$dir/data"
  OBRA_ADDR=127.0.0.1:$port OBRA_DATA_DIR="$dir/data" OBRA_DATABASE_URL=$2 OBRA_LOG=warn \
    "$target/release/obra" serve --demo >"$dir/serve.log" 2>&1 &
  pid=$!
  for _ in $(seq 150); do curl -sf "$base/api/health" >/dev/null && break; sleep 0.2; done
  login "$dir/admin" admin; login "$dir/soporte" soporte
  company=$(call "$dir/admin" GET /api/me | json "d['data']['company']['id']")
  limits=$(call "$dir/admin" GET /api/user-limits | json "json.dumps({'company': None, 'groups': [{'id': g['id'], 'max': None} for g in d['data']['groups']], 'projects': [{'id': p['id'], 'max': None} for p in d['data']['projects']]})")
  call "$dir/soporte" PUT "/api/admin/companies/$company/user-limits" "$limits" >/dev/null
  project=$(call "$dir/admin" GET /api/projects | json "d['data'][0]['id']")
  profile=$(call "$dir/admin" GET /api/profiles | json "[p['id'] for p in d['data'] if p['name'] == 'Inspector'][0]")
  roles=""
  for position in "Jefe de Terreno" "Inspector de Calidad" "Supervisor de Obra" "Administrativo"; do
    roles="$roles${roles:+,}{\"position\":\"$position\",\"profile_id\":\"$profile\"}"
  done
  plan="{\"project_ids\":[\"$project\"],\"mapping\":{\"first_name\":0,\"last_name\":1,\"username\":2,\"email\":3,\"position\":4},\"roles\":[$roles]}"
  rss_before=$(awk '/VmRSS/ {print $2}' /proc/$pid/status)
  t0=$(now)
  id=$(curl -sf -b "$dir/admin" -H "X-XSRF-TOKEN: $(awk '$6 == "XSRF-TOKEN" {print $7}' "$dir/admin")" -F "file=@$dir/users.xlsx" "$base/api/user-imports" | json "d['data']['import']['id']")
  t1=$(now)
  valid=$(call "$dir/admin" POST "/api/user-imports/$id/check" "$plan" | json "(d['data']['valid_rows'], d['data']['error_count'])")
  t2=$(now)
  created=$(call "$dir/admin" POST "/api/user-imports/$id/commit" "$plan" | json "d['data']['created_count']")
  t3=$(now)
  peak=$(awk '/VmHWM/ {print $2}' /proc/$pid/status)
  printf '%-10s upload %.2f s, check %.2f s (valid, errors: %s), commit %.2f s (%s created); total %.2f s; server RSS %d MB before, peak %d MB\n' \
    "$1" "$(echo "$t1 - $t0" | bc)" "$(echo "$t2 - $t1" | bc)" "$valid" "$(echo "$t3 - $t2" | bc)" "$created" "$(echo "$t3 - $t0" | bc)" $((rss_before / 1024)) $((peak / 1024))
  kill $pid; wait $pid 2>/dev/null || true
}
run sqlite ""
export PGOPTIONS='--client-min-messages=warning'
psql "$pg/postgres" -qc 'DROP DATABASE IF EXISTS obra_bench_import' -qc 'CREATE DATABASE obra_bench_import' >/dev/null
run postgres "$pg/obra_bench_import"
psql "$pg/postgres" -qc 'DROP DATABASE IF EXISTS obra_bench_import' >/dev/null
