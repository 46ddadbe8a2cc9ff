#!/usr/bin/env bash
# Runs the `read` fuzz target for a bounded time: crates/ifc/fuzz/run.sh [seconds=60]
# Seeds: the sample files (samples/ifc), the handmade test files, and small cuts of them. Needs the nightly
# toolchain and cargo-fuzz (installed here when missing). Crashes land in fuzz/artifacts/read/.
set -euo pipefail
cd "$(dirname "$0")"
seconds=${1:-60}
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-/var/tmp/fuzz-target}
samples=../../../samples/ifc

command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked

# Seed corpus, kept outside the repository: whole files are large, so libFuzzer also gets their first 4 KB and
# records cut from the middle, where the interesting syntax is.
seeds=${CARGO_TARGET_DIR}/ifc-fuzz-seeds
corpus=${CARGO_TARGET_DIR}/ifc-fuzz-corpus
mkdir -p "$seeds" "$corpus"
for f in "$samples"/*.ifc ../tests/data/*.ifc; do
  [ -f "$f" ] || continue
  name=$(basename "$f" .ifc)
  head -c 4096 "$f" > "$seeds/$name-head.ifc"
  { head -c 1024 "$f"; tail -c +200000 "$f" | head -c 3072 || true; printf '\nENDSEC;\nEND-ISO-10303-21;\n'; } > "$seeds/$name-mid.ifc"
  cp "$f" "$seeds/$name.ifc"
done

cargo +nightly fuzz run read "$corpus" "$seeds" -- \
  -dict=read.dict -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
