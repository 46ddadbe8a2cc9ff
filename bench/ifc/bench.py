#!/usr/bin/env python3
"""Driver of the IFC reader benchmark (run it through run.sh, which builds and installs what it needs).

usage: bench.py RUNS FILE...

Runs every tool and mode on every file, interleaved (one pass over all of them, RUNS times), and measures each
child process alone (through `measure`, a small C parent calling wait4): CPU time (user + system) and peak RSS. Checks that the tools agree on the counts
(products, storeys, property set links, property values; entities where a tool reports them), then prints a
Markdown table of the medians, the ratios and whether the targets are met.
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TARGET = os.environ.get("CARGO_TARGET_DIR", "/var/tmp/ifc-target")
OURS = os.path.join(TARGET, "release", "examples", "ifc_bench")
CACHE = os.environ.get("IFC_BENCH_CACHE", "/var/tmp/obra-bench-ifc")
FLOOR = os.path.join(CACHE, "floor")
MEASURE = os.path.join(CACHE, "measure")

# (tool, mode, command); {file} is replaced.
RUNS = [
    ("floor", "scan", [FLOOR, "{file}"]),
    ("obra", "list", [OURS, "list", "{file}"]),
    ("obra", "full", [OURS, "full", "{file}"]),
    ("obra in memory", "full", [OURS, "full-in-memory", "{file}"]),
    ("IfcOpenShell", "list", [sys.executable, os.path.join(HERE, "ifcopenshell_bench.py"), "list", "{file}"]),
    ("IfcOpenShell", "full", [sys.executable, os.path.join(HERE, "ifcopenshell_bench.py"), "full", "{file}"]),
    ("web-ifc", "list", ["node", os.path.join(HERE, "webifc_bench.js"), "list", "{file}"]),
    ("web-ifc", "full", ["node", os.path.join(HERE, "webifc_bench.js"), "full", "{file}"]),
]
COUNTS = ["products", "storeys", "property_sets", "property_values"]


def measure(command):
    """(CPU seconds, peak RSS in bytes, wall seconds, counts printed) of one run of `command`, alone."""
    with tempfile.NamedTemporaryFile() as usage, tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.monotonic()
        subprocess.run([MEASURE, usage.name, *command], stdout=out, stderr=err, check=True)
        wall = time.monotonic() - start
        user, system, rss_kb, code = usage.read().decode().split()
        out.seek(0)
        err.seek(0)
        if code != "0":
            raise SystemExit(f"{' '.join(command)} failed ({code}): {err.read().decode(errors='replace')}")
        counts = json.loads(out.read().decode().strip().splitlines()[-1])
    return float(user) + float(system), int(rss_kb) * 1024, wall, counts


def run_all(files, runs):
    """Every tool and mode on every file, the whole set `runs` times over."""
    results = {}  # (file, tool, mode) -> [(cpu, rss, wall, counts)]
    for run in range(runs):
        for path in files:
            for tool, mode, template in RUNS:
                command = [part.replace("{file}", path) for part in template]
                cpu, rss, wall, counts = measure(command)
                results.setdefault((path, tool, mode), []).append((cpu, rss, wall, counts))
                print(f"run {run + 1}/{runs} {os.path.basename(path)} {tool} {mode}: {cpu:.3f} s CPU, "
                      f"{rss / 1e6:.0f} MB", file=sys.stderr)
    return results


def check(results, files):
    """Mismatches of the counts between tools, per file and mode (full compared with full, list with list)."""
    problems = []
    for path in files:
        for mode in ["list", "full"]:
            seen = {}
            for (p, tool, m), rows in results.items():
                if p != path or m != mode:
                    continue
                for row in rows:
                    counts = row[3]
                    seen.setdefault(tuple(counts.get(k) for k in COUNTS), set()).add(tool)
            if len(seen) > 1:
                problems.append(f"{os.path.basename(path)} {mode}: " + "; ".join(
                    f"{', '.join(sorted(tools))} → {dict(zip(COUNTS, key))}" for key, tools in seen.items()))
        entities = {rows[0][3]["entities"] for (p, tool, m), rows in results.items() if p == path and "entities" in rows[0][3]}
        if len(entities) > 1:
            problems.append(f"{os.path.basename(path)}: entities differ: {sorted(entities)}")
    return problems


def table(results, files):
    lines = []
    median = {key: (statistics.median(r[0] for r in rows), max(r[1] for r in rows),
                    statistics.median(r[2] for r in rows)) for key, rows in results.items()}
    lines.append("| file | tool | mode | CPU s (median) | wall s (median) | peak RSS MB (max) | counts |")
    lines.append("|---|---|---|---:|---:|---:|---|")
    for path in files:
        for tool, mode, _ in RUNS:
            cpu, rss, wall = median[(path, tool, mode)]
            counts = results[(path, tool, mode)][0][3]
            shown = "" if tool == "floor" else "/".join(str(counts.get(k, "")) for k in COUNTS)
            lines.append(f"| {os.path.basename(path)} | {tool} | {mode} | {cpu:.3f} | {wall:.3f} | {rss / 1e6:.0f} | {shown} |")
    lines.append("")
    lines.append("counts: products/storeys/property set links/property values")
    lines.append("")
    lines.append("| file | target | measured | met |")
    lines.append("|---|---|---:|---|")
    for path in files:
        size = os.path.getsize(path)
        cpu = {(tool, mode): median[(path, tool, mode)][0] for tool, mode, _ in RUNS}
        rss = {(tool, mode): median[(path, tool, mode)][1] for tool, mode, _ in RUNS}
        checks = [
            ("list ≤ 2 × floor", cpu[("obra", "list")] / cpu[("floor", "scan")], 2.0),
            ("list ≤ 0.15 × IfcOpenShell list", cpu[("obra", "list")] / cpu[("IfcOpenShell", "list")], 0.15),
            ("full ≤ 0.25 × IfcOpenShell full", cpu[("obra", "full")] / cpu[("IfcOpenShell", "full")], 0.25),
            ("full ≤ 0.2 × web-ifc full", cpu[("obra", "full")] / cpu[("web-ifc", "full")], 0.2),
            ("peak RSS list ≤ 2 × file", rss[("obra", "list")] / size, 2.0),
            ("peak RSS full ≤ 2 × file", rss[("obra", "full")] / size, 2.0),
            ("peak RSS full, in memory ≤ 2 × file", rss[("obra in memory", "full")] / size, 2.0),
        ]
        for name, ratio, limit in checks:
            lines.append(f"| {os.path.basename(path)} | {name} | {ratio:.3f} | {'yes' if ratio <= limit else '**no**'} |")
    return "\n".join(lines)


def main():
    runs, files = int(sys.argv[1]), sys.argv[2:]
    results = run_all(files, runs)
    problems = check(results, files)
    print(table(results, files))
    print()
    if problems:
        print("Count mismatches:\n" + "\n".join(f"- {p}" for p in problems))
        sys.exit(1)
    print("All tools agree on the counts.")


if __name__ == "__main__":
    main()
