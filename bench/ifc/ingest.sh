#!/usr/bin/env bash
# Benchmark: ingest of an IFC file into the database on SQLite — from the end of the upload to the file being
# `available` (elements and properties stored, ready to query) — while oha checks that the server stays
# responsive (GET /api/health at a fixed rate, latency-corrected).
#
#   bench/ifc/ingest.sh [file=/var/tmp/obra-bench-ifc/synthetic-houten-kozijnen-x16.ifc] [health rate=20]
#
# Make the 155 MB file with bench/ifc/run.sh (it generates it once) or scaleup.py (samples/ifc).
# Needs oha (`cargo install oha --locked`, looked up on PATH and in /var/tmp/oha/bin).
set -euo pipefail
cd "$(dirname "$0")/../.."
file=${1:-/var/tmp/obra-bench-ifc/synthetic-houten-kozijnen-x16.ifc}
rate=${2:-20}
port=${OBRA_BENCH_PORT:-18582}
PATH="$PATH:/var/tmp/oha/bin"
command -v oha >/dev/null || { echo "oha not found: cargo install oha --locked" >&2; exit 1; }
[ -f "$file" ] || { echo "$file not found: run bench/ifc/run.sh first" >&2; exit 1; }
cargo build --release -p server --quiet
bin="${CARGO_TARGET_DIR:-target}/release/obra"
dir=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill $pid 2>/dev/null; rm -rf "$dir"' EXIT
export OBRA_ADDR=127.0.0.1:$port OBRA_DATA_DIR="$dir" OBRA_DATABASE_URL= OBRA_LOG=warn
"$bin" demo >/dev/null
"$bin" serve >"$dir/serve.log" 2>&1 &
pid=$!
base="http://127.0.0.1:$port"
for _ in $(seq 100); do curl -sf "$base/api/health" >/dev/null && break; sleep 0.2; done
jar="$dir/jar"
curl -sf -c "$jar" -b "$jar" "$base/csrf-cookie" >/dev/null
xsrf=$(awk '$6 == "XSRF-TOKEN" {print $7}' "$jar")
curl -sf -c "$jar" -b "$jar" -H "X-XSRF-TOKEN: $xsrf" -H 'Content-Type: application/json' \
  -d '{"username":"admin","password":"obra-demo"}' "$base/login" >/dev/null
api() { curl -sf -b "$jar" -H "X-XSRF-TOKEN: $xsrf" -H 'Content-Type: application/json' "$@"; }
project=$(api "$base/api/projects?rowsPerPage=50" | python3 -c 'import json,sys; print(next(p["id"] for p in json.load(sys.stdin)["data"] if p["name"] == "Edificio Los Robles"))')
model=$(api -d "{\"project_id\":\"$project\",\"model_name\":\"Bench\",\"model_id\":\"BENCH\"}" "$base/api/bim/models" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["id"])')
b64() { printf '%s' "$1" | base64 -w0; }
size=$(stat -c %s "$file")
echo "== uploading $(basename "$file") ($((size / 1000000)) MB)"
oha --no-tui -z 3600s -q "$rate" --latency-correction -c 4 "$base/api/health" >"$dir/health.txt" 2>&1 &
oha_pid=$!
up_start=$(date +%s.%N)
curl -sf -b "$jar" -H "X-XSRF-TOKEN: $xsrf" -H 'Tus-Resumable: 1.0.0' -H "Upload-Length: $size" \
  -H "Upload-Metadata: filename $(b64 "$(basename "$file")"),purpose $(b64 bim),modelId $(b64 "$model")" \
  -H 'Content-Type: application/offset+octet-stream' --data-binary @"$file" -o /dev/null "$base/api/uploads"
up_end=$(date +%s.%N)
while :; do
  state=$(api "$base/api/bim/models/$model" | python3 -c 'import json,sys; f=json.load(sys.stdin)["data"]["files"][0]; print(f["state"], f["elements"], f.get("error") or "")')
  case $state in available*|failed*) break ;; esac
  sleep 0.1
done
done_at=$(date +%s.%N)
kill -INT $oha_pid; wait $oha_pid 2>/dev/null || true
echo "upload: $(python3 -c "print(round($up_end - $up_start, 2))") s; ingest (upload done → available): $(python3 -c "print(round($done_at - $up_end, 2))") s; state: $state"
echo "== GET /api/health at $rate req/s during the upload and the ingest"
grep -E 'Success rate|Slowest|50.00%|99.00%|99.90%|\[200\]' "$dir/health.txt"
ls -la "$dir"/obra.db 2>/dev/null | awk '{print "database:", $5, $9}'
# The element index on the ingested model: the viewer's reads, at 50 requests/s for 5 s each.
session=$(awk '$6 == "obra_session" {print $7}' "$jar")
gid=$(api "$base/api/bim/models/$model/elements?class=IfcWindow&rowsPerPage=1" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"][0]["global_id"])')
storey=$(api "$base/api/bim/models/$model/tree" | python3 -c 'import json,sys; print(next(n["global_id"] for n in json.load(sys.stdin)["data"] if n["class"] == "IfcBuildingStorey"))')
for path in "tree" "elements?class=IfcWindow&rowsPerPage=50" "elements?storey=$storey&rowsPerPage=100" \
    "elements?search=kozijn&rowsPerPage=50" "elements?property=Pset_WindowCommon.IsExternal&value=true&rowsPerPage=50" \
    "elements/$gid" "classes"; do
  found=$(api "$base/api/bim/models/$model/$path" | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d.get("total", len(d["data"]) if isinstance(d["data"], list) else 1))')
  echo "== GET /api/bim/models/{id}/$path at 50 req/s for 5 s ($found found)"
  oha --no-tui -z 5s -q 50 --latency-correction -c 4 -H "Cookie: obra_session=$session" "$base/api/bim/models/$model/$path" |
    grep -E 'Success rate|50.00%|99.00%|\[200\]|\[[45][0-9][0-9]\]'
done
