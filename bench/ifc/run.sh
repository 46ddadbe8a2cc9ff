#!/usr/bin/env bash
# IFC reader benchmark: crates/ifc against IfcOpenShell (PyPI), web-ifc 0.0.77 (npm) and the floor (read the file,
# count its ';'), on the two real samples and the synthetic 155 MB file, interleaved, each run measured alone.
#
#   bench/ifc/run.sh [runs=3]
#
# The synthetic file and the floor binary are made once in $IFC_BENCH_CACHE (default /var/tmp/obra-bench-ifc),
# never in the repository. Prints a Markdown table (medians, ratios, targets met) and fails on count mismatches.
set -euo pipefail
cd "$(dirname "$0")"
runs=${1:-3}
root=$(cd ../.. && pwd)
samples=$(cd "$root/samples/ifc" && pwd)
cache=${IFC_BENCH_CACHE:-/var/tmp/obra-bench-ifc}
export IFC_BENCH_CACHE=$cache
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-/var/tmp/ifc-target}
mkdir -p "$cache"

python3 -c 'import ifcopenshell' 2>/dev/null || python3 -m pip install -q ifcopenshell==0.9.0.post1
synthetic=$cache/synthetic-houten-kozijnen-x16.ifc
if [ ! -f "$synthetic" ]; then
  echo "making $synthetic" >&2
  python3 "$samples/scaleup.py" "$samples/schependomlaan-houten-kozijnen.ifc" "$synthetic.part" 16
  mv "$synthetic.part" "$synthetic"
fi
[ -d node_modules/web-ifc ] || npm ci --no-audit --no-fund --loglevel=error
cc -O2 -o "$cache/floor" floor.c
cc -O2 -o "$cache/measure" measure.c
(cd "$root" && cargo build --release -p ifc --example ifc_bench --quiet)

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(free -g | awk '/Mem:/ {print $2}') GB" >&2
python3 bench.py "$runs" "$samples/schependomlaan-multicom-prefab.ifc" "$samples/schependomlaan-houten-kozijnen.ifc" "$synthetic"
