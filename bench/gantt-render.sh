#!/usr/bin/env bash
# Benchmark: the Gantt's first screen in headless Chromium with a schedule of 20,000 activities (issue 16's target:
# under 1 s). Seeds the demo and `obra admin seed-activities` on SQLite, serves the built SPA (web/dist) and opens
# /app/quality/gantt `runs` times with Playwright (bench/gantt-render.mjs).
#
#   bench/gantt-render.sh [runs=7] [count=20000]
#
# Needs the e2e packages (npm --prefix e2e ci), Debian's chromium and the SPA built (npm --prefix web run build);
# OBRA_BENCH_BIN takes a release binary already built.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
port=${OBRA_BENCH_PORT:-18587}
runs=${1:-7}
count=${2:-20000}
if [ -z "${OBRA_BENCH_BIN:-}" ]; then cargo build --release -p server --quiet; fi
bin="${OBRA_BENCH_BIN:-${CARGO_TARGET_DIR:-target}/release/obra}"
dir=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill $pid 2>/dev/null; rm -rf "$dir"' EXIT
export OBRA_ADDR=127.0.0.1:$port OBRA_DATA_DIR="$dir" OBRA_DATABASE_URL= OBRA_LOG=warn
"$bin" demo >/dev/null
"$bin" admin seed-activities --project "Torre Central" --count "$count" | tee "$dir/seed.txt"
project=$(sed -n 's/.*(\([0-9a-f-]*\)).*/\1/p' "$dir/seed.txt")
start_server "$dir/serve.log"
node bench/gantt-render.mjs "http://127.0.0.1:$port" "$project" "$runs"
