#!/usr/bin/env bash
# Benchmark: one 250 MB file uploaded to Cbox (tus: creation, then one PATCH streamed by curl) and downloaded back,
# over loopback on a release build with the local object store, compared with a plain `cp` of the same file on the
# same disk. Prints MB/s of each and the server's resident memory before and at its peak (VmHWM).
#
#   bench/files.sh [megabytes=250]
set -euo pipefail
cd "$(dirname "$0")/.."
mb=${1:-250}
port=${OBRA_BENCH_PORT:-18582}
target=${CARGO_TARGET_DIR:-target}
cargo build --release -p server --quiet
dir=$(mktemp -d -p "${OBRA_BENCH_DIR:-/var/tmp}")
trap 'kill $pid 2>/dev/null || true; rm -rf "$dir"' EXIT
head -c "$((mb * 1024 * 1024))" /dev/urandom >"$dir/plano.pdf"
bytes=$(stat -c %s "$dir/plano.pdf")
base=http://127.0.0.1:$port
jar=$dir/jar
now() { date +%s.%N; }
rate() { python3 -c "import sys; print(f'{$bytes / 1048576 / ($2 - $1):.0f}')" "$1" "$2"; }
xsrf() { awk '$6 == "XSRF-TOKEN" {print $7}' "$jar"; }

sync
t0=$(now); cp "$dir/plano.pdf" "$dir/copia.pdf"; t1=$(now)
cp_rate=$(rate "$t0" "$t1"); rm -f "$dir/copia.pdf"; sync
# The server syncs each stored file before acknowledging it, so the like-for-like baseline is cp + sync.
t0=$(now); cp "$dir/plano.pdf" "$dir/copia.pdf"; sync "$dir/copia.pdf"; t1=$(now)
cps_rate=$(rate "$t0" "$t1"); rm -f "$dir/copia.pdf"

mkdir -p "$dir/data"
OBRA_ADDR=127.0.0.1:$port OBRA_DATA_DIR="$dir/data" OBRA_LOG=warn "$target/release/obra" serve --demo >"$dir/serve.log" 2>&1 &
pid=$!
for _ in $(seq 150); do curl -sf "$base/api/health" >/dev/null && break; sleep 0.2; done
curl -sf -c "$jar" -b "$jar" "$base/csrf-cookie" >/dev/null
curl -sf -c "$jar" -b "$jar" -H "X-XSRF-TOKEN: $(xsrf)" -H 'Content-Type: application/json' \
  -d '{"username":"admin","password":"obra-demo"}' "$base/login" >/dev/null
project=$(curl -sf -b "$jar" "$base/api/projects" | python3 -c "import json,sys; print(json.load(sys.stdin)['data'][0]['id'])")
meta="filename $(printf plano.pdf | base64),purpose $(printf cbox | base64),projectId $(printf '%s' "$project" | base64)"
location=$(curl -sf -D - -o /dev/null -b "$jar" -X POST -H "X-XSRF-TOKEN: $(xsrf)" -H 'Tus-Resumable: 1.0.0' \
  -H "Upload-Length: $bytes" -H "Upload-Metadata: $meta" "$base/api/uploads" | awk 'tolower($1) == "location:" {print $2}' | tr -d '\r')
rss_before=$(awk '/VmRSS/ {print $2}' /proc/$pid/status)

t0=$(now)
item=$(curl -sf -D - -o /dev/null -b "$jar" -X PATCH -H "X-XSRF-TOKEN: $(xsrf)" -H 'Tus-Resumable: 1.0.0' -H 'Upload-Offset: 0' \
  -H 'Content-Type: application/offset+octet-stream' -H 'Expect:' -T "$dir/plano.pdf" "$base$location" |
  awk 'tolower($1) == "obra-item-id:" {print $2}' | tr -d '\r')
t1=$(now)
curl -sf -b "$jar" -o "$dir/bajada.pdf" "$base/api/cbox/items/$item/download"
t2=$(now)
peak=$(awk '/VmHWM/ {print $2}' /proc/$pid/status)
cmp -s "$dir/plano.pdf" "$dir/bajada.pdf" || { echo "downloaded file differs" >&2; exit 1; }

up=$(rate "$t0" "$t1"); down=$(rate "$t1" "$t2")
printf 'file %d MB | cp %s MB/s, cp+sync %s MB/s | upload %s MB/s (%s%% of cp, %s%% of cp+sync) | download %s MB/s (%s%% of cp) | server RSS %d MB before, peak %d MB (+%d MB)\n' \
  "$mb" "$cp_rate" "$cps_rate" "$up" "$((up * 100 / cp_rate))" "$((up * 100 / cps_rate))" "$down" "$((down * 100 / cp_rate))" \
  "$((rss_before / 1024))" "$((peak / 1024))" "$(((peak - rss_before) / 1024))"
