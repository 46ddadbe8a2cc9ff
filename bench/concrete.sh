#!/usr/bin/env bash
# Benchmark: Concrete's advance in BIM. The 155 MB synthetic model (3,824 elements) is uploaded to a model of
# Torre Central assigned to Concrete, 100,000 placements over two years are seeded on its elements (lots, samples,
# verdicts: `obra admin seed-placements`), and the colouring data endpoint (`GET /api/concrete/advance`) is
# measured at a fixed rate with oha (latency-corrected): today, and dates spread over the two years as the slider
# asks for them. SQLite.
#
#   bench/concrete.sh [rate=50] [seconds=20] [count=100000]
#
# The model: IFC_BENCH_FILE (default /var/tmp/obra-bench-ifc/synthetic-houten-kozijnen-x16.ifc, made once here
# with samples/ifc/scaleup.py when missing). Needs oha (`cargo install oha --locked`, on PATH or /var/tmp/oha/bin).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
port=${OBRA_BENCH_PORT:-18584}
prepare 100000 obra_bench_concrete "${1:-50}" "${2:-20}" "${3:-100000}"
file=${IFC_BENCH_FILE:-/var/tmp/obra-bench-ifc/synthetic-houten-kozijnen-x16.ifc}
if [ ! -f "$file" ]; then
  python3 -c "import ifcopenshell" 2>/dev/null || python3 -m pip install -q ifcopenshell==0.9.0.post1
  mkdir -p "$(dirname "$file")"
  python3 samples/ifc/scaleup.py samples/ifc/schependomlaan-houten-kozijnen.ifc "$file.part" 16 && mv "$file.part" "$file"
fi
export OBRA_ADDR=127.0.0.1:$port OBRA_DATA_DIR="$dir/data" OBRA_DATABASE_URL= OBRA_LOG=warn OBRA_DEMO_MODEL=0
mkdir -p "$dir/data"
"$bin" demo >/dev/null
start_server "$dir/serve.log"
base="http://127.0.0.1:$port"
session=$(sign_in "$dir/jar")
xsrf=$(awk '$6 == "XSRF-TOKEN" {print $7}' "$dir/jar")
api() { curl -sf -b "$dir/jar" -H "X-XSRF-TOKEN: $xsrf" -H 'Content-Type: application/json' "$@"; }
project=$(api "$base/api/projects?rowsPerPage=50" | python3 -c 'import json,sys; print(next(p["id"] for p in json.load(sys.stdin)["data"] if p["name"] == "Torre Central"))')
model=$(api -d "{\"project_id\":\"$project\",\"model_name\":\"Estructura bench\",\"model_id\":\"BENCH\"}" "$base/api/bim/models" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["id"])')
b64() { printf '%s' "$1" | base64 -w0; }
size=$(stat -c %s "$file")
curl -sf -b "$dir/jar" -H "X-XSRF-TOKEN: $xsrf" -H 'Tus-Resumable: 1.0.0' -H "Upload-Length: $size" \
  -H "Upload-Metadata: filename $(b64 "$(basename "$file")"),purpose $(b64 bim),modelId $(b64 "$model")" \
  -H 'Content-Type: application/offset+octet-stream' --data-binary @"$file" -o /dev/null "$base/api/uploads"
while :; do
  state=$(api "$base/api/bim/models/$model" | python3 -c 'import json,sys; f=json.load(sys.stdin)["data"]["files"][0]; print(f["state"], f["elements"])')
  case $state in available*|failed*) break ;; esac
  sleep 0.5
done
echo "== model $(basename "$file") ($((size / 1000000)) MB): $state"
api -X PUT -d '{"concrete":true}' "$base/api/bim/models/$model" >/dev/null
"$bin" admin seed-placements --project "Torre Central" --count "$count"
today=$(date +%F)
echo "== GET /api/concrete/advance, today: first request (builds the index) $(curl -s -o "$dir/advance.json" -w '%{time_total}' -b "$dir/jar" "$base/api/concrete/advance?projectId=$project&date=$today") s, $(stat -c %s "$dir/advance.json") bytes"
python3 -c 'import json,sys; d=json.load(open(sys.argv[1]))["data"]; print("   elements", d["elements"], "poured", len(d["poured"]), "lot pending", len(d["lot_pending"]), "conforming", len(d["conforming"]), "non-conforming", len(d["non_conforming"]), "m3", d["poured_m3"])' "$dir/advance.json"
for days in 0 365 600; do
  day=$(date -d "-$days days" +%F)
  echo "== $rate req/s for ${secs}s: advance on $day"
  oha --no-tui -z "${secs}s" -q "$rate" --latency-correction -c 10 -H "Cookie: obra_session=$session" \
    "$base/api/concrete/advance?projectId=$project&date=$day" | grep -E 'Success rate|Slowest|50.00%|90.00%|99.00%|\[200\]|\[[45][0-9][0-9]\]'
done
# The slider: one request per week over the two years, one after the other, as a user dragging it.
start=$(date +%s.%N)
for w in $(seq 0 104); do curl -sf -o /dev/null -b "$dir/jar" "$base/api/concrete/advance?projectId=$project&date=$(date -d "-$((w * 7)) days" +%F)"; done
echo "== slider: 105 dates one after the other in $(python3 -c "import time; print(round(time.time() - $start, 2))") s"
# The viewer colouring those states in headless Chromium (the e2e packages and Debian's chromium; the SPA embedded in
# the binary, so build web/ before the release binary). CONCRETE_RENDER=0 skips it.
if [ "${CONCRETE_RENDER:-1}" = 1 ]; then
  node bench/concrete-render.mjs "$base" "$project"
fi
